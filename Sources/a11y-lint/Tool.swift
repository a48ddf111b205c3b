enum Tool {
    static func run(arguments: [String], environment: [String: String], io: ToolIO) -> ExitCode {
        .error
    }
}
