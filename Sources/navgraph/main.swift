import Foundation

let console = Console.current(environment: ProcessInfo.processInfo.environment)
let status = NavGraphCommandLine.run(Array(CommandLine.arguments.dropFirst()), console: console)
exit(status.rawValue)
