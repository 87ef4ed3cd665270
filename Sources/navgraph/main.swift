import Foundation
import _NavGraphCore

let console = Console.current(environment: ProcessInfo.processInfo.environment)
// Arguments byte for byte (`FileNameBytes`), so that a path that is not UTF-8 still names its file.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map {
        FileNameBytes.string(from: UnsafeBufferPointer(start: $0, count: strlen($0)).lazy.map { UInt8(bitPattern: $0) })
    } ?? ""
}
let status = NavGraphCommandLine.run(arguments, console: console)
exit(status.rawValue)
