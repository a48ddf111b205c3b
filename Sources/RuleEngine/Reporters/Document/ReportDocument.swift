/// A report as a document: headings, paragraphs, lists, tables, findings and a chart, written once by whoever
/// knows what to say (the domain's audit) and rendered by `MarkdownReporter` and `HTMLReporter`, so the two
/// formats always carry the same content. Text here is plain: each writer escapes it for its format.
public struct ReportDocument: Sendable {
    public var title: String
    /// The lines under the title: what was audited, when, with what.
    public var facts: [Fact]
    public var blocks: [Block]

    public init(title: String, facts: [Fact] = [], blocks: [Block] = []) {
        self.title = title
        self.facts = facts
        self.blocks = blocks
    }

    public struct Fact: Sendable {
        public var label: String
        public var value: [Inline]

        public init(_ label: String, _ value: [Inline]) {
            self.label = label
            self.value = value
        }
    }

    public enum Inline: Sendable {
        case text(String)
        case strong(String)
        case code(String)
        case link(String, url: String)
        /// A severity as its symbol and name (`🔴 Critical`): never colour alone.
        case severity(Severity)
    }

    public enum Block: Sendable {
        /// Levels start at 2 (the title is 1); `anchor` is the fragment other blocks link to.
        case heading(level: Int, text: String, anchor: String)
        case paragraph([Inline])
        case list(ordered: Bool, items: [[Inline]])
        /// A checklist: items a reader ticks off by hand.
        case checklist([[Inline]])
        case table(Table)
        case findings(FindingTable)
        case chart(BarChart)
        case separator
    }

    public struct Table: Sendable {
        public var header: [String]
        public var rows: [[[Inline]]]
        /// What the table shows, for screen readers (HTML `<caption>`); Markdown leaves it out.
        public var caption: String

        public init(caption: String, header: [String], rows: [[[Inline]]]) {
            self.caption = caption
            self.header = header
            self.rows = rows
        }
    }

    /// Findings as rows of an issues table. HTML adds each finding's source excerpt, an anchor and the values
    /// its filters match (`tags`: severity, rule and the claims it blocks).
    public struct FindingTable: Sendable {
        public var caption: String
        public var rows: [Row]

        public init(caption: String, rows: [Row]) {
            self.caption = caption
            self.rows = rows
        }

        public struct Row: Sendable {
            public var finding: Finding
            /// The issue column: the rule's name with a link to its page.
            public var issue: [Inline]
            /// Where in the screen: the component and line.
            public var place: [Inline]
            public var description: [Inline]
            /// Filter values, e.g. `rule:icon-only-button`, `blocks:voice-control`.
            public var tags: [String]

            public init(finding: Finding, issue: [Inline], place: [Inline], description: [Inline], tags: [String]) {
                self.finding = finding
                self.issue = issue
                self.place = place
                self.description = description
                self.tags = tags
            }
        }
    }

    /// Counts by severity per group (a screen): HTML draws stacked bars, Markdown a table.
    public struct BarChart: Sendable {
        public var caption: String
        /// What one bar stands for, as a column heading (`Screen`).
        public var groupTitle: String
        public var bars: [Bar]

        public init(caption: String, groupTitle: String, bars: [Bar]) {
            self.caption = caption
            self.groupTitle = groupTitle
            self.bars = bars
        }

        public struct Bar: Sendable {
            public var label: String
            /// Where the bar's group is described in the document.
            public var anchor: String
            public var counts: [(severity: Severity, count: Int)]

            public init(label: String, anchor: String, counts: [(severity: Severity, count: Int)]) {
                self.label = label
                self.anchor = anchor
                self.counts = counts
            }
        }
    }

    /// A fragment id made of ASCII letters, digits and hyphens from any text, so anchors are valid and stable.
    public static func anchor(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "section" : out
    }

    /// The anchor of one finding, unique in a report: its file, line and column and rule.
    public static func anchor(of finding: Finding) -> String {
        "finding-" + anchor("\(finding.file)-\(finding.start.line)-\(finding.start.column)-\(finding.ruleID)")
    }
}

extension Report {
    /// The document the domain built for this report, or a plain one (findings per file) when it gave none.
    public func document() -> ReportDocument {
        documentBuilder?(self) ?? ReportDocument.plain(self)
    }
}

extension ReportDocument {
    /// Findings grouped by file, most severe first: what a report says when no domain describes the product.
    static func plain(_ report: Report) -> ReportDocument {
        let counts = report.countsBySeverity().filter { $0.count > 0 }.map { "\($0.count) \($0.severity.name)" }
        var document = ReportDocument(title: "Findings", facts: [
            Fact("Tool", [.text("\(report.run.toolName) \(report.run.toolVersion)")]),
            Fact("Findings", [.text(counts.isEmpty ? "0" : "\(report.findings.count) (\(counts.joined(separator: ", ")))")]),
        ])
        if report.findings.isEmpty { document.blocks.append(.paragraph([.text("No findings.")])) }
        for group in report.findingsByFile() {
            document.blocks.append(.heading(level: 2, text: group.file, anchor: anchor("file-" + group.file)))
            let rows = group.findings.sorted { ($1.severity, $0.start) < ($0.severity, $1.start) }.map { finding in
                FindingTable.Row(finding: finding, issue: report.ruleLink(finding.ruleID),
                                 place: [.code("\(finding.file):\(finding.start.line)")],
                                 description: [.text(finding.message)],
                                 tags: ["severity:\(finding.severity.name)", "rule:\(finding.ruleID)"])
            }
            document.blocks.append(.findings(FindingTable(caption: "Findings in \(group.file)", rows: rows)))
        }
        return document
    }
}

extension Report {
    /// A rule's name linked to its page (`RulePageLinks`).
    public func ruleLink(_ ruleID: String) -> [ReportDocument.Inline] {
        [.link(ruleName(ruleID), url: RulePageLinks.page(ruleID, baseURL: run.docsURL))]
    }
}
