/// The report's document (`Report.document()`) as GitHub-flavoured Markdown: for pull-request comments, wikis and
/// audit hand-offs. Every piece of text goes through `MarkdownEscaping`, so a message or path cannot start a
/// link, an image, HTML or a new table row.
public enum MarkdownReporter: Reporter {
    public static let id = "markdown"
    public static let summary = "The audit report in Markdown: summary, results per screen, priority fixes, readiness."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        let document = report.document()
        var lines = ["# \(MarkdownEscaping.inline(document.title))", ""]
        for fact in document.facts {
            lines.append("**\(MarkdownEscaping.inline(fact.label)):** \(inline(fact.value))  ")
        }
        for block in document.blocks {
            lines.append("")
            lines += self.block(block)
        }
        sink.write(lines.joined(separator: "\n") + "\n")
    }

    static func block(_ block: ReportDocument.Block) -> [String] {
        switch block {
        case .heading(let level, let text, _):
            return [String(repeating: "#", count: min(max(level, 2), 6)) + " " + MarkdownEscaping.inline(VisibleText.singleLine(text))]
        case .paragraph(let content):
            return [inline(content)]
        case .list(let ordered, let items):
            return items.enumerated().map { (ordered ? "\($0.offset + 1). " : "- ") + inline($0.element) }
        case .checklist(let items):
            return items.map { "- [ ] " + inline($0) }
        case .table(let table):
            return self.table(table.header, table.rows.map { $0.map(inline) })
        case .findings(let table):
            return self.table(["Issue", "Severity", "Where", "Description"], table.rows.map { row in
                [inline(row.issue), inline([.severity(row.finding.severity)]), inline(row.place), inline(row.description)]
            })
        case .chart(let chart):
            let severities = Severity.allCases.reversed()
            return self.table([chart.groupTitle] + severities.map { "\($0.symbol) \($0.title)" }, chart.bars.map { bar in
                [MarkdownEscaping.inline(VisibleText.singleLine(bar.label))] + severities.map { severity in
                    String(bar.counts.first { $0.severity == severity }?.count ?? 0)
                }
            })
        case .separator:
            return ["---"]
        }
    }

    static func table(_ header: [String], _ rows: [[String]]) -> [String] {
        ["| " + header.map(MarkdownEscaping.inline).joined(separator: " | ") + " |",
         "|" + header.map { _ in "---|" }.joined()]
            + rows.map { "| " + $0.joined(separator: " | ") + " |" }
    }

    static func inline(_ content: [ReportDocument.Inline]) -> String {
        content.map { piece in
            switch piece {
            case .text(let text): return MarkdownEscaping.inline(text)
            case .strong(let text): return "**" + MarkdownEscaping.inline(text) + "**"
            case .code(let text): return MarkdownEscaping.code(text)
            case .link(let text, let url): return "[\(MarkdownEscaping.inline(text))](\(URIEncoding.linkTarget(url)))"
            case .severity(let severity): return "\(severity.symbol) \(severity.title)"
            }
        }.joined()
    }
}

extension Severity {
    /// The symbol audits print beside a severity; always with its name, so no meaning rests on colour.
    public var symbol: String {
        switch self {
        case .critical: return "🔴"
        case .high: return "🟠"
        case .medium: return "🟡"
        case .low: return "🟢"
        }
    }

    /// The name with a capital, as a table cell shows it.
    public var title: String { name.prefix(1).uppercased() + name.dropFirst() }
}
