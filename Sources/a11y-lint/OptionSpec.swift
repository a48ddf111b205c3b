import RuleEngine

/// The subcommands. `lint` is the default when the first argument is not a subcommand name.
enum Command: String, CaseIterable, Sendable {
    case lint
    case rules
    case explain
    case dumpTree = "dump-tree"
    case dumpTokens = "dump-tokens"

    var usage: String {
        switch self {
        case .lint: return "a11y-lint [lint] [PATH…] [options]"
        case .rules: return "a11y-lint rules [--config FILE] [--docs DIR]"
        case .explain: return "a11y-lint explain RULE"
        case .dumpTree: return "a11y-lint dump-tree FILE"
        case .dumpTokens: return "a11y-lint dump-tokens FILE"
        }
    }

    var summary: String {
        switch self {
        case .lint: return "Lint Swift files and folders (default: the current folder)."
        case .rules: return "List the rules as the configuration runs them (on/off, severity, fix), or regenerate the rule pages with --docs DIR."
        case .explain: return "Print a rule's page."
        case .dumpTree: return "Print the view tree of a Swift file."
        case .dumpTokens: return "Print the tokens and trivia of a Swift file as 'START END KIND' lines."
        }
    }

    /// How many positional arguments the command takes: nil for any number.
    var positionalCount: Int? {
        switch self {
        case .lint: return nil
        case .rules: return 0
        case .explain, .dumpTree, .dumpTokens: return 1
        }
    }
}

/// One command-line option. The table `OptionSpec.all` drives parsing, `--help` and "did you mean".
struct OptionSpec: Sendable {
    enum Value: Sendable {
        /// A flag without a value.
        case none
        /// One value; given twice, the last wins.
        case single(metavar: String)
        /// One value per occurrence, all kept (`--report F:PATH --report G:PATH`).
        case repeatable(metavar: String)
        /// Comma-separated values, accumulated over occurrences (`--only a,b --only c`).
        case list(metavar: String)
    }

    let name: String
    let value: Value
    let help: String
    let commands: Set<Command>
    /// `-q` for `--quiet`, as SwiftLint and ruff users type it.
    var shortName: String? = nil

    static let all: [OptionSpec] = [
        OptionSpec(name: "--config", value: .single(metavar: "FILE"),
                   help: "Read this configuration instead of the nearest .a11ylint.yml.", commands: [.lint, .rules]),
        OptionSpec(name: "--format", value: .single(metavar: "FORMAT"),
                   help: "Output format on standard output (default: text).", commands: [.lint]),
        OptionSpec(name: "--report", value: .repeatable(metavar: "FORMAT:PATH"),
                   help: "Also write a report in FORMAT to PATH; repeatable.", commands: [.lint]),
        OptionSpec(name: "--fail-on", value: .single(metavar: "LEVEL"),
                   help: "Exit 1 on findings at or above LEVEL: critical, high, medium, low or never (default: high).",
                   commands: [.lint]),
        OptionSpec(name: "--baseline", value: .single(metavar: "FILE"),
                   help: "Hide the findings recorded in this baseline file.", commands: [.lint]),
        OptionSpec(name: "--write-baseline", value: .single(metavar: "FILE"),
                   help: "Record the current findings in FILE and exit 0.", commands: [.lint]),
        OptionSpec(name: "--only", value: .list(metavar: "RULE,…"),
                   help: "Run only these rules (opt-in rules included).", commands: [.lint]),
        OptionSpec(name: "--disable", value: .list(metavar: "RULE,…"),
                   help: "Do not run these rules.", commands: [.lint]),
        OptionSpec(name: "--enable", value: .list(metavar: "RULE,…"),
                   help: "Also run these opt-in rules.", commands: [.lint]),
        OptionSpec(name: "--allow-no-files", value: .none,
                   help: "Exit 0 when no Swift file is found to lint (default: an error, exit 2).", commands: [.lint]),
        OptionSpec(name: "--changed-since", value: .single(metavar: "REF"),
                   help: "Report only findings on lines changed since the git REF (staged, unstaged and new files).",
                   commands: [.lint]),
        OptionSpec(name: "--diff", value: .single(metavar: "FILE"),
                   help: "Report only findings on lines a unified diff in FILE adds or changes.", commands: [.lint]),
        OptionSpec(name: "--stdin-path", value: .single(metavar: "PATH"),
                   help: "Read the source from standard input and report it as PATH.", commands: [.lint]),
        OptionSpec(name: "--fix", value: .none,
                   help: "Apply safe fixes in place (to standard output with --stdin-path), then report what remains.",
                   commands: [.lint]),
        OptionSpec(name: "--dry-run", value: .none,
                   help: "With --fix: print what it would change as a unified diff, write nothing (exit 1 if any).",
                   commands: [.lint]),
        OptionSpec(name: "--jobs", value: .single(metavar: "N"),
                   help: "Lint N files at a time (default: the number of cores).", commands: [.lint], shortName: "-j"),
        OptionSpec(name: "--quiet", value: .none,
                   help: "Print findings only: no summary.", commands: [.lint], shortName: "-q"),
        OptionSpec(name: "--statistics", value: .none,
                   help: "Print how many findings each rule has, instead of the findings.", commands: [.lint]),
        OptionSpec(name: "--no-color", value: .none,
                   help: "Never colour the output (also: the NO_COLOR environment variable).", commands: [.lint]),
        OptionSpec(name: "--docs", value: .single(metavar: "DIR"),
                   help: "Write the rule pages (README.md and one page per rule) to DIR.", commands: [.rules]),
        OptionSpec(name: "--version", value: .none, help: "Print the version.", commands: Set(Command.allCases)),
        OptionSpec(name: "--help", value: .none, help: "Print this help.", commands: Set(Command.allCases),
                   shortName: "-h"),
    ]

    static func named(_ name: String) -> OptionSpec? { all.first { $0.name == name || $0.shortName == name } }
}

/// The result of parsing: the command, its positional arguments, and option values by name.
struct ParsedArguments: Equatable, Sendable {
    var command: Command = .lint
    var positionals: [String] = []
    var values: [String: [String]] = [:]

    func has(_ name: String) -> Bool { values[name] != nil }
    func last(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

enum ArgumentParser {
    /// Parses `arguments` (without the program name). `--name=value` and `--name value` are both accepted;
    /// `--` ends options.
    static func parse(_ arguments: [String]) throws(ToolError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var remaining = arguments[...]
        // `lint` may be spelled out (`a11y-lint lint Sources`), as in ruff and SwiftLint.
        if let first = remaining.first, let command = Command(rawValue: first) {
            parsed.command = command
            remaining = remaining.dropFirst()
        }
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = OptionSpec.named(name), spec.commands.contains(parsed.command) else {
                let candidates = OptionSpec.all.filter { $0.commands.contains(parsed.command) }.map(\.name)
                throw .unknownOption(name, suggestion: Suggestion.nearest(to: name, in: candidates))
            }
            // Values are stored under the long name, whichever spelling was used.
            name = spec.name
            switch spec.value {
            case .none:
                if let inlineValue {
                    throw .invalidValue(option: name, value: inlineValue, expected: "no value")
                }
                parsed.values[name, default: []].append("")
            case .single, .repeatable:
                guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(option: name) }
                parsed.values[name, default: []].append(value)
            case .list:
                guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(option: name) }
                let items = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
                parsed.values[name, default: []].append(contentsOf: items)
            }
        }
        if let count = parsed.command.positionalCount, !parsed.has("--help"), !parsed.has("--version") {
            if parsed.positionals.count > count {
                throw .unexpectedArgument(command: parsed.command.rawValue, argument: parsed.positionals[count])
            }
            if parsed.positionals.count < count {
                throw .missingValue(option: parsed.command.rawValue)
            }
        }
        return parsed
    }
}

import Foundation

enum HelpText {
    static func render(for command: Command) -> String {
        var lines: [String] = []
        if command == .lint {
            lines.append("a11y-lint — static accessibility audit linter for SwiftUI source")
            lines.append("")
            lines.append("Usage:")
            for command in Command.allCases { lines.append("  \(command.usage)") }
            lines.append("  a11y-lint --version | --help")
        } else {
            lines.append("Usage: \(command.usage)")
            lines.append("")
            lines.append(command.summary)
        }
        lines.append("")
        lines.append("Options:")
        for spec in OptionSpec.all where spec.commands.contains(command) {
            var name = spec.shortName.map { "\($0), \(spec.name)" } ?? spec.name
            switch spec.value {
            case .none: break
            case let .single(metavar), let .repeatable(metavar), let .list(metavar): name += " \(metavar)"
            }
            lines.append("  " + name.padding(toLength: max(26, name.count + 2), withPad: " ", startingAt: 0) + spec.help)
        }
        if command == .lint {
            lines.append("")
            lines.append("Formats (--format, --report FORMAT:PATH):")
            for reporter in Reporters.all {
                lines.append("  " + reporter.id.padding(toLength: 12, withPad: " ", startingAt: 0) + reporter.summary)
            }
            lines.append("")
            lines.append("Exit codes: 0 no finding at or above --fail-on; 1 findings at or above it;")
            lines.append("            2 usage, configuration or I/O error.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
