// UIKit re-exports Foundation: `import UIKit` alone gives `NSCoder`, `IndexPath`, `URL`, ... as on Apple platforms.
@_exported public import Foundation
