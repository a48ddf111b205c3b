/// Every user-facing error of the command line, one case per kind, one message switch.
/// Shape: `<what is wrong>; <what to do>` — `Tool` prefixes `a11y-lint: error: `.
enum ToolError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedArgument(command: String, argument: String)
    case unknownFormat(String, suggestion: String?)
    case unknownRule(String, suggestion: String?)
    case missingPath(String)
    case unreadable(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    case configuration(String)
    case stdinPathWithPaths
    case nothingToLint(paths: [String])
    case changesUnavailable(reason: String)

    var description: String {
        switch self {
        case let .unknownOption(option, suggestion):
            return "unknown option '\(option)'" + Self.hint(suggestion, fallback: "; see 'a11y-lint --help'")
        case let .missingValue(option):
            return "option '\(option)' needs a value; see 'a11y-lint --help'"
        case let .invalidValue(option, value, expected):
            return "invalid value '\(value)' for '\(option)'; expected \(expected)"
        case let .unexpectedArgument(command, argument):
            return "unexpected argument '\(argument)' for '\(command)'; see 'a11y-lint \(command) --help'"
        case let .unknownFormat(format, suggestion):
            return "unknown format '\(format)'" + Self.hint(suggestion, fallback: "; see 'a11y-lint --help' for the formats")
        case let .unknownRule(rule, suggestion):
            return "unknown rule '\(rule)'" + Self.hint(suggestion, fallback: "; see 'a11y-lint rules'")
        case let .missingPath(path):
            return "\(path): no such file or directory"
        case let .unreadable(path, reason):
            return "\(path): cannot read: \(reason)"
        case let .writeFailed(path, reason):
            return "\(path): cannot write: \(reason)"
        case let .configuration(message):
            return message
        case let .nothingToLint(paths):
            return "no Swift file to lint in \(paths.map { "'\($0)'" }.joined(separator: ", ")) (after 'included' and "
                + "'excluded'); pass --allow-no-files to accept a run that lints nothing"
        case let .changesUnavailable(reason):
            return "cannot tell which lines changed: \(reason)"
        case .stdinPathWithPaths:
            return "--stdin-path reads one file from standard input; do not pass paths with it"
        }
    }

    private static func hint(_ suggestion: String?, fallback: String) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? fallback
    }
}
