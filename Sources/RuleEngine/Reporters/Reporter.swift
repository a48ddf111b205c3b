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
            HTMLReporter.self,
        ]
    }

    /// The reporter for a format id, or nil when there is none (the command line reports a usage error).
    public static func reporter(id: String) -> (any Reporter.Type)? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map { $0.id } }
}

/// Where a report links a rule's page: `<docs_url>/<rule-id>.md` when the configuration publishes the pages,
/// else the page shipped with the tool, `Rules/<rule-id>.md`, relative to the a11y-lint repository. No report
/// invents a web address the project does not own.
public enum RulePageLinks {
    /// The shipped pages' folder, relative to the repository root (`a11y-lint rules --docs Rules`).
    public static let shippedFolder = "Rules"

    /// The page of `ruleID` under `baseURL` (a configured `docs_url`), or the shipped page when nil.
    public static func page(_ ruleID: String, baseURL: String?) -> String {
        let base = baseURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? shippedFolder
        return "\(base)/\(URIEncoding.path(ruleID)).md"
    }

    /// `http://` or `https://` followed by a host: what `docs_url` must be, because SARIF's `helpUri` must be
    /// an absolute address and a relative one would resolve against whatever page shows the report.
    public static func isAbsoluteWebAddress(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lower.hasPrefix($0) }) else { return false }
        let rest = text.dropFirst(scheme.count)
        return !rest.isEmpty && !rest.hasPrefix("/")
            && !text.unicodeScalars.contains { $0.value <= 0x20 || $0 == "\"" || $0 == "<" || $0 == ">" || $0 == "`" }
    }
}
