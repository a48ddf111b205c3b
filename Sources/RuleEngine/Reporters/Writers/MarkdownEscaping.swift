/// Text for a GitHub-flavoured Markdown table cell or list item. Code spans written in messages (backticks) keep
/// working; what could break the table or inject HTML is neutralised: `|` is escaped, `<`, `>` and `&` become
/// entities, `[` and `]` outside code spans are escaped (a label such as `![i](http://…)` in a message must not
/// become an image or a link), line breaks become `<br>`, other control characters visible `\u{…}` text.
package enum MarkdownEscaping {
    package static func inline(_ text: String) -> String {
        let needsEscaping = VisibleText.containsByte(text) { byte in
            switch byte {
            case UInt8(ascii: "|"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "["),
                 UInt8(ascii: "]"), 0..<0x20, 0x7F, 0xC2, 0xD8, 0xE2: return true
            default: return false
            }
        }
        guard needsEscaping else { return text }
        let lines = VisibleText.lines(text).map { line -> String in
            var output = ""
            var inCodeSpan = false
            for scalar in line.unicodeScalars {
                switch scalar {
                case "`":
                    inCodeSpan.toggle()
                    output.append("`")
                case "[" where !inCodeSpan: output.append("\\[")
                case "]" where !inCodeSpan: output.append("\\]")
                case "|": output.append("\\|")
                case "<": output.append("&lt;")
                case ">": output.append("&gt;")
                case "&": output.append("&amp;")
                default: output.unicodeScalars.append(scalar)
                }
            }
            return output
        }
        return lines.joined(separator: "<br>")
    }

    /// A path or identifier as a code span, with a fence longer than any backtick run inside it.
    package static func code(_ text: String) -> String {
        let visible = VisibleText.singleLine(text)
        guard VisibleText.containsByte(visible, where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "|") }) else {
            return "`" + visible + "`"
        }
        var longestRun = 0
        var run = 0
        for character in visible {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let padding = visible.hasPrefix("`") || visible.hasSuffix("`") ? " " : ""
        return fence + padding + escapingPipes(visible) + padding + fence
    }

    /// Inside a code span entities are not decoded, so only `|` (which still splits a table cell) is escaped.
    private static func escapingPipes(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
