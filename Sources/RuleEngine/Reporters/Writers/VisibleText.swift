/// Making user text safe to print on one line of a terminal or log: control characters become `\u{…}` text so an
/// ESC in a message cannot recolour a terminal and a newline in a path cannot forge another diagnostic line. The
/// bidirectional formatting characters (U+202E turns the rest of a line around) and the Unicode line and paragraph
/// separators count as control characters too: they rearrange or break what the reader sees.
package enum VisibleText {
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// A quick byte scan: false means `text` has no control character (0xC2 leads the UTF-8 of U+0080–U+009F,
    /// 0xD8 that of U+061C, 0xE2 those of U+200E–U+2069).
    package static func mayContainControl(_ text: String) -> Bool {
        containsByte(text) { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
    }

    /// Whether `text` has a control character: the byte scan, then the scalars when it cannot rule one out (most
    /// messages hold a dash or a curly quote, whose UTF-8 starts with 0xE2 like the controls').
    package static func containsControl(_ text: String) -> Bool {
        mayContainControl(text) && text.unicodeScalars.contains(where: isControl)
    }

    /// Whether any UTF-8 byte of `text` satisfies `predicate`: the quick check before escaping anything.
    package static func containsByte(_ text: String, where predicate: (UInt8) -> Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for byte in bytes where predicate(byte) { return true }
            return false
        }
    }

    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// Every control character (newlines and tabs included) as `\u{…}` text.
    package static func singleLine(_ text: String) -> String {
        guard containsControl(text) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) { output.append(escape(scalar)) } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }

    /// Lines of `text` (split at LF, CRLF or CR), tabs kept, every other control character made visible.
    package static func lines(_ text: String) -> [String] {
        guard containsControl(text) else { return [text] }
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR { previousWasCR = false; continue }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = ""
            } else if isControl(scalar), scalar != "\t" {
                current.append(escape(scalar))
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }
}
