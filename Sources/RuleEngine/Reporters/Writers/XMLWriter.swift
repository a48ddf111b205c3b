/// XML 1.0 escaping. Characters XML 1.0 forbids (C0 controls other than tab, newline and carriage return; U+FFFE and
/// U+FFFF) cannot be written even as character references, so they are replaced by visible `\u{…}` text.
/// No CDATA is used anywhere, so `]]>` needs no special case beyond escaping `>`.
package enum XMLEscaping {
    /// Escaped for element content.
    package static func text(_ value: String) -> String {
        escape(value, inAttribute: false)
    }

    /// Escaped for a double-quoted attribute value. Tab, newline and carriage return become character references,
    /// because a parser normalises literal ones in attributes to spaces.
    package static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        // Most text needs no escape. 0xEF leads the UTF-8 of U+FFFE and U+FFFF.
        guard VisibleText.containsByte(value, where: { byte in
            byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == 0xEF
        }) else { return value }
        var output = ""
        output.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"" where inAttribute: output.append("&quot;")
            case "\t" where inAttribute: output.append("&#9;")
            case "\n" where inAttribute: output.append("&#10;")
            case "\r":
                // A literal CR is turned into LF by every parser, in content as well.
                output.append("&#13;")
            default:
                if isAllowed(scalar) {
                    output.unicodeScalars.append(scalar)
                } else {
                    output.append(VisibleText.escape(scalar))
                }
            }
        }
        return output
    }
}

/// Builds an indented XML document element by element; every attribute and text goes through `XMLEscaping`.
package struct XMLDocumentWriter {
    package private(set) var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    private var openElements: [String] = []

    package init() {}

    private var indentation: String { String(repeating: "  ", count: openElements.count) }

    private static func startTag(_ name: String, _ attributes: [(String, String)]) -> String {
        var tag = "<" + name
        for (key, value) in attributes {
            tag += " " + key + "=\"" + XMLEscaping.attribute(value) + "\""
        }
        return tag
    }

    package mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        output += indentation + Self.startTag(name, attributes) + ">\n"
        openElements.append(name)
    }

    package mutating func close() {
        guard let name = openElements.popLast() else { return }
        output += indentation + "</" + name + ">\n"
    }

    /// An element with no children, or with text content only.
    package mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
        let tag = Self.startTag(name, attributes)
        if let text {
            output += indentation + tag + ">" + XMLEscaping.text(text) + "</" + name + ">\n"
        } else {
            output += indentation + tag + "/>\n"
        }
    }

    package mutating func finish() -> String {
        while !openElements.isEmpty { close() }
        return output
    }
}
