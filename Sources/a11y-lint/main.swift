import Foundation

// The whole tool lives in `Tool.run`, which tests call in-process; this file only binds the process to it.
// A reader that goes away (`a11y-lint | head`) makes writes fail with EPIPE instead of killing the process.
signal(SIGPIPE, SIG_IGN)
exit(Tool.run(arguments: Array(CommandLine.arguments.dropFirst()),
              environment: ProcessInfo.processInfo.environment, io: .standard).rawValue)
