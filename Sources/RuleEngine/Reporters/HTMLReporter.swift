/// The report's document (`Report.document()`) as one self-contained HTML5 page: inline CSS, an inline SVG chart,
/// a few lines of inline script for the filters and nothing fetched from elsewhere, so it works offline and as a
/// CI artifact. The page reads in full without script (the filters stay hidden), has landmarks, one `h1`, table
/// captions and header cells, and never gives meaning by colour alone. Every text and attribute goes through
/// `HTMLEscaping`, so no message, path or label can add markup.
public enum HTMLReporter: Reporter {
    public static let id = "html"
    public static let summary = "The audit report as one self-contained, accessible HTML page with filters and source excerpts."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        let document = report.document()
        var page = HTMLPage(report: report)
        page.open(document)
        for block in document.blocks { page.write(block) }
        page.close()
        sink.write(page.output)
    }
}

/// Text for HTML: control, bidirectional and separator characters made visible (`VisibleText`), then `&`, `<`,
/// `>` and `"` as entities.
package enum HTMLEscaping {
    package static func text(_ value: String) -> String {
        XMLEscaping.text(VisibleText.singleLine(value))
    }

    package static func attribute(_ value: String) -> String {
        XMLEscaping.attribute(VisibleText.singleLine(value))
    }
}

/// The page being written, element by element.
struct HTMLPage {
    let report: Report
    var output = ""
    /// Filter values seen on findings rows, in order of first sight, by kind (`severity`, `rule`, `blocks`).
    var filterValues: [String: [String]] = [:]

    init(report: Report) {
        self.report = report
    }

    mutating func open(_ document: ReportDocument) {
        output += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTMLEscaping.text(document.title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <a class="skip" href="#main">Skip to the report</a>
            <header>
            <h1>\(HTMLEscaping.text(document.title))</h1>

            """
        if !document.facts.isEmpty {
            output += "<dl class=\"facts\">\n"
            for fact in document.facts {
                output += "<dt>\(HTMLEscaping.text(fact.label))</dt><dd>\(inline(fact.value))</dd>\n"
            }
            output += "</dl>\n"
        }
        output += "</header>\n"
        let sections = document.blocks.compactMap { block -> (String, String)? in
            if case .heading(2, let text, let anchor) = block { return (text, anchor) }
            return nil
        }
        if !sections.isEmpty {
            output += "<nav aria-label=\"Contents\">\n<h2 id=\"contents\">Contents</h2>\n<ul>\n"
            for (text, anchor) in sections {
                output += "<li><a href=\"#\(HTMLEscaping.attribute(anchor))\">\(HTMLEscaping.text(text))</a></li>\n"
            }
            output += "</ul>\n</nav>\n"
        }
        output += "<main id=\"main\">\n"
        for case .findings(let table) in document.blocks {
            for row in table.rows { collectFilterValues(row.tags) }
        }
        output += "<form id=\"filters\" class=\"filters\" hidden aria-label=\"Filter findings\">\n"
        output += filterControls() + "</form>\n"
    }

    mutating func close() {
        output += "</main>\n<footer>\n<p>Written by \(HTMLEscaping.text(report.run.toolName)) "
            + "\(HTMLEscaping.text(report.run.toolVersion)). Static analysis finds what source code shows; "
            + "the manual checks above cover what it cannot.</p>\n</footer>\n"
        output += "<script>\(Self.script)</script>\n</body>\n</html>\n"
    }

    mutating func write(_ block: ReportDocument.Block) {
        switch block {
        case .heading(let level, let text, let anchor):
            let level = min(max(level, 2), 6)
            output += "<h\(level) id=\"\(HTMLEscaping.attribute(anchor))\">\(HTMLEscaping.text(text))</h\(level)>\n"
        case .paragraph(let content):
            output += "<p>\(inline(content))</p>\n"
        case .list(let ordered, let items):
            let tag = ordered ? "ol" : "ul"
            output += "<\(tag)>\n" + items.map { "<li>\(inline($0))</li>\n" }.joined() + "</\(tag)>\n"
        case .checklist(let items):
            output += "<ul class=\"checklist\">\n"
            for (index, item) in items.enumerated() {
                let id = "check-\(output.utf8.count)-\(index)"
                output += "<li><input type=\"checkbox\" id=\"\(id)\"> <label for=\"\(id)\">\(inline(item))</label></li>\n"
            }
            output += "</ul>\n"
        case .table(let table):
            output += "<div class=\"scroll\"><table>\n<caption>\(HTMLEscaping.text(table.caption))</caption>\n<thead><tr>"
            output += table.header.map { "<th scope=\"col\">\(HTMLEscaping.text($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
            for row in table.rows {
                output += "<tr>" + row.enumerated().map { index, cell in
                    index == 0 ? "<th scope=\"row\">\(inline(cell))</th>" : "<td>\(inline(cell))</td>"
                }.joined() + "</tr>\n"
            }
            output += "</tbody>\n</table></div>\n"
        case .findings(let table):
            writeFindings(table)
        case .chart(let chart):
            writeChart(chart)
        case .separator:
            output += "<hr>\n"
        }
    }

    mutating func writeFindings(_ table: ReportDocument.FindingTable) {
        output += "<div class=\"scroll\"><table class=\"findings\">\n<caption>\(HTMLEscaping.text(table.caption))</caption>\n"
        output += "<thead><tr><th scope=\"col\">Issue</th><th scope=\"col\">Severity</th><th scope=\"col\">Where</th>"
            + "<th scope=\"col\">Description</th></tr></thead>\n<tbody>\n"
        for row in table.rows {
            let anchor = ReportDocument.anchor(of: row.finding)
            output += "<tr id=\"\(anchor)\" data-tags=\"\(HTMLEscaping.attribute(row.tags.joined(separator: " ")))\">"
            output += "<th scope=\"row\">\(inline(row.issue))</th>"
            output += "<td class=\"severity\">\(inline([.severity(row.finding.severity)]))</td>"
            output += "<td><a href=\"#\(anchor)\">\(inline(row.place))</a></td>"
            output += "<td>\(inline(row.description))\(excerpt(row.finding))</td></tr>\n"
        }
        output += "</tbody>\n</table></div>\n"
    }

    /// The finding's lines with two lines of context, numbered, the finding's own lines marked in text too.
    func excerpt(_ finding: Finding) -> String {
        guard let source = report.sources[finding.file] else { return "" }
        let first = max(1, finding.start.line - 2)
        let last = min(source.lineTable.lineCount, max(finding.end.line, finding.start.line) + 2)
        guard first <= last else { return "" }
        var lines: [String] = []
        for number in first...last {
            guard let bytes = source.lineBytes(number) else { continue }
            let text = Self.excerptWindow(bytes, around: number == finding.start.line ? finding.start.column : 1)
            let isFinding = number >= finding.start.line && number <= max(finding.end.line, finding.start.line)
            let marker = isFinding ? "&gt;" : " "
            let visible = VisibleText.lines(text).joined(separator: " ")
            let code = "<span class=\"ln\">\(marker)\(String(number).leftPadded(to: 5))</span> \(XMLEscaping.text(visible))"
            lines.append(isFinding ? "<mark>\(code)</mark>" : code)
        }
        return "<details><summary>Source, lines \(first)–\(last)</summary><pre><code>"
            + lines.joined(separator: "\n") + "</code></pre></details>"
    }

    static let excerptWidth = 160

    /// At most `excerptWidth` bytes of a line, around the 1-based byte `column`, with `…` where it was cut: a
    /// minified or generated line can be megabytes long, and every finding on it would copy it whole.
    static func excerptWindow(_ line: ArraySlice<UInt8>, around column: Int) -> String {
        guard line.count > excerptWidth else { return String(decoding: line, as: UTF8.self) }
        var start = line.startIndex + max(0, min(column - 1 - excerptWidth / 4, line.count - excerptWidth))
        // Never start or end inside a UTF-8 sequence (continuation bytes are 0b10xxxxxx).
        while start > line.startIndex, line[start] & 0xC0 == 0x80 { start -= 1 }
        var end = min(line.endIndex, start + excerptWidth)
        while end < line.endIndex, line[end] & 0xC0 == 0x80 { end += 1 }
        return (start > line.startIndex ? "…" : "") + String(decoding: line[start..<end], as: UTF8.self)
            + (end < line.endIndex ? "…" : "")
    }

    /// Stacked bars of findings by severity, one per group; the counts are also written beside each bar, and the
    /// bars link to their sections, so nothing depends on telling the colours apart.
    mutating func writeChart(_ chart: ReportDocument.BarChart) {
        let severities = Array(Severity.allCases.reversed())
        let largest = max(1, chart.bars.map { $0.counts.reduce(0) { $0 + $1.count } }.max() ?? 1)
        let rowHeight = 28
        let labelWidth = 220
        let barWidth = 360
        let height = rowHeight * chart.bars.count + 40
        output += "<figure class=\"chart\">\n<svg role=\"img\" aria-labelledby=\"chart-title\" viewBox=\"0 0 \(labelWidth + barWidth + 260) \(height)\" "
            + "width=\"100%\" xmlns=\"http://www.w3.org/2000/svg\">\n<title id=\"chart-title\">\(HTMLEscaping.text(chart.caption))</title>\n"
        var legendX = 0
        for severity in severities {
            output += "<rect x=\"\(legendX)\" y=\"4\" width=\"14\" height=\"14\" class=\"sev-\(severity.name)\"/>"
                + "<text x=\"\(legendX + 20)\" y=\"16\">\(severity.symbol) \(severity.title)</text>\n"
            legendX += 130
        }
        for (index, bar) in chart.bars.enumerated() {
            let y = 36 + index * rowHeight
            let label = bar.label.count > 28 ? String(bar.label.prefix(27)) + "…" : bar.label
            output += "<a href=\"#\(HTMLEscaping.attribute(bar.anchor))\"><text x=\"0\" y=\"\(y + 15)\">\(HTMLEscaping.text(label))</text></a>\n"
            var x = labelWidth
            for severity in severities {
                let count = bar.counts.first { $0.severity == severity }?.count ?? 0
                guard count > 0 else { continue }
                let width = max(2, count * barWidth / largest)
                output += "<rect x=\"\(x)\" y=\"\(y + 2)\" width=\"\(width)\" height=\"18\" class=\"sev-\(severity.name)\"/>\n"
                x += width
            }
            let described = bar.counts.filter { $0.count > 0 }.map { "\($0.count) \($0.severity.name)" }
            output += "<text x=\"\(x + 8)\" y=\"\(y + 15)\">\(HTMLEscaping.text(described.isEmpty ? "none" : described.joined(separator: ", ")))</text>\n"
        }
        output += "</svg>\n<figcaption>\(HTMLEscaping.text(chart.caption)). The table below gives the same counts.</figcaption>\n</figure>\n"
        write(.table(ReportDocument.Table(caption: chart.caption, header: [chart.groupTitle] + severities.map { "\($0.symbol) \($0.title)" },
                                          rows: chart.bars.map { bar in
            [[.link(bar.label, url: "#" + bar.anchor)]] + severities.map { severity in
                [.text(String(bar.counts.first { $0.severity == severity }?.count ?? 0))]
            }
        })))
    }

    mutating func collectFilterValues(_ tags: [String]) {
        for tag in tags {
            guard let colon = tag.firstIndex(of: ":") else { continue }
            let kind = String(tag[..<colon])
            if !(filterValues[kind] ?? []).contains(tag) { filterValues[kind, default: []].append(tag) }
        }
    }

    func filterControls() -> String {
        let kinds = [("severity", "Severity"), ("rule", "Rule"), ("blocks", "Blocks label")]
        var html = "<fieldset><legend>Show findings</legend>\n"
        for (kind, title) in kinds {
            let values = filterValues[kind] ?? []
            html += "<label>\(title) <select data-filter=\"\(kind)\"><option value=\"\">All</option>"
            for value in values {
                let shown = String(value.dropFirst(kind.count + 1))
                html += "<option value=\"\(HTMLEscaping.attribute(value))\">\(HTMLEscaping.text(shown))</option>"
            }
            html += "</select></label>\n"
        }
        html += "<p id=\"filter-status\" role=\"status\"></p>\n</fieldset>\n"
        return html
    }

    func inline(_ content: [ReportDocument.Inline]) -> String {
        content.map { piece in
            switch piece {
            case .text(let text): return HTMLEscaping.text(text)
            case .strong(let text): return "<strong>\(HTMLEscaping.text(text))</strong>"
            case .code(let text): return "<code>\(HTMLEscaping.text(text))</code>"
            case .link(let text, let url):
                return "<a href=\"\(HTMLEscaping.attribute(URIEncoding.linkTarget(url)))\">\(HTMLEscaping.text(text))</a>"
            case .severity(let severity):
                return "<span class=\"badge\"><span aria-hidden=\"true\">\(severity.symbol)</span> \(severity.title)</span>"
            }
        }.joined()
    }

    static let style = """
        :root{--bg:#fff;--fg:#1b1b1b;--muted:#4a4a4a;--link:#0a51c2;--line:#c8c8c8;--mark:#fff2b3;--code:#f3f3f3;\
        --critical:#b3261e;--high:#b35300;--medium:#8a6d00;--low:#2e7d32}
        @media (prefers-color-scheme: dark){:root{--bg:#121212;--fg:#ececec;--muted:#c4c4c4;--link:#9cc3ff;\
        --line:#555;--mark:#4a3f00;--code:#1f1f1f;--critical:#ff8a80;--high:#ffb74d;--medium:#ffe066;--low:#81c784}}
        body{margin:0 auto;max-width:72rem;padding:1rem 1.5rem;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
        a{color:var(--link)}
        .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
        h1{font-size:2rem;margin-top:0}h2{border-bottom:1px solid var(--line);padding-bottom:.25rem;margin-top:2.5rem}
        .facts{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:0}
        .facts dt{font-weight:600}.facts dd{margin:0}
        nav ul{columns:2;padding-left:1.2rem}
        .scroll{overflow-x:auto}
        table{border-collapse:collapse;width:100%;margin:1rem 0}caption{text-align:left;font-weight:600;padding:.25rem 0}
        th,td{border:1px solid var(--line);padding:.4rem .5rem;text-align:left;vertical-align:top}
        thead th{background:var(--code)}tbody th{font-weight:600}
        .badge{white-space:nowrap;font-weight:600}
        code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;background:var(--code)}
        pre{padding:.5rem;overflow-x:auto;margin:.5rem 0 0}mark{background:var(--mark);color:var(--fg)}
        .ln{color:var(--muted)}
        details summary{cursor:pointer;color:var(--link);margin-top:.3rem}
        .filters fieldset{border:1px solid var(--line);display:flex;flex-wrap:wrap;gap:1rem;align-items:center}
        .filters select{margin-left:.3rem}
        .checklist{list-style:none;padding-left:0}
        svg text{fill:var(--fg);font-size:13px}
        .sev-critical{fill:var(--critical)}.sev-high{fill:var(--high)}.sev-medium{fill:var(--medium)}.sev-low{fill:var(--low)}
        figure{margin:1rem 0}figcaption{color:var(--muted)}
        @media print{nav,.filters,.skip,footer{display:none}details>pre,details>*{display:block}body{max-width:none;font-size:11pt}\
        a{color:inherit}h2{break-before:auto}tr{break-inside:avoid}}
        """

    /// Shows the filters and hides the findings rows whose tags do not match every chosen value.
    static let script = """
        (function(){var form=document.getElementById('filters');if(!form)return;form.hidden=false;\
        var selects=form.querySelectorAll('select');var status=document.getElementById('filter-status');\
        function apply(){var wanted=[];selects.forEach(function(s){if(s.value)wanted.push(s.value);});var shown=0,total=0;\
        document.querySelectorAll('tr[data-tags]').forEach(function(row){total++;var tags=row.getAttribute('data-tags').split(' ');\
        var ok=wanted.every(function(w){return tags.indexOf(w)>=0;});row.hidden=!ok;if(ok)shown++;});\
        status.textContent=wanted.length?('Showing '+shown+' of '+total+' findings.'):'';}\
        selects.forEach(function(s){s.addEventListener('change',apply);});})();
        """
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
