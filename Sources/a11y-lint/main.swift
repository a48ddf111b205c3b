import Foundation

// The whole tool lives in `Tool.run`, which tests call in-process; this file only binds the process to it.
exit(Tool.run(arguments: Array(CommandLine.arguments.dropFirst()),
              environment: ProcessInfo.processInfo.environment, io: .standard).rawValue)
