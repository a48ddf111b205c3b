/// One output format. A reporter is pure: it renders a `Report` and reads no file, environment, clock or terminal.
public protocol Reporter {
    /// The name used with `--format` and `--report FORMAT:PATH`.
    static var id: String { get }
    /// One sentence for `--help` and the README table.
    static var summary: String { get }
    static func render(_ report: Report, into sink: inout some TextOutputStream)
}

extension Reporter {
    public static func render(_ report: Report) -> String {
        var output = ""
        render(report, into: &output)
        return output
    }
}

/// The only registry of formats; `--format`, `--help` and the documentation derive from it.
public enum Reporters {
    /// Computed because metatype arrays are not `Sendable` globals; it is a constant list all the same.
    public static var all: [any Reporter.Type] {
        [
            TextReporter.self, XcodeReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self,
            GitHubReporter.self, GitLabReporter.self, CheckstyleReporter.self, MarkdownReporter.self,
        ]
    }

    /// The reporter for a format id, or nil when there is none (the command line reports a usage error).
    public static func reporter(id: String) -> (any Reporter.Type)? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map { $0.id } }

    /// Where each rule's page (`Rules/<rule-id>.md`) is published; SARIF's `helpUri` and the Markdown audit link it.
    public static let rulePageBaseURL = "https://github.com/a11y-lint/a11y-lint/blob/main/Rules"

    public static func rulePageURL(_ ruleID: String) -> String {
        "\(rulePageBaseURL)/\(URIEncoding.path(ruleID)).md"
    }
}
