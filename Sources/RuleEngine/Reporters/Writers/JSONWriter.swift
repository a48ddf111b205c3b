/// A JSON document built in memory and printed with a fixed key order, so that output is stable and diffs well.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    /// Keys print in the order given (never sorted behind the caller's back).
    case object([JSONMember])

    /// Pretty-printed with two-space indentation and a final newline.
    package func rendered() -> String {
        var output = ""
        write(into: &output, indentation: "")
        output.append("\n")
        return output
    }

    private func write(into output: inout String, indentation: String) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .integer(let value): output.append(String(value))
        case .string(let value): JSONEscaping.appendQuoted(value, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output.append("[]"); return }
            let inner = indentation + "  "
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                output.append(inner)
                element.write(into: &output, indentation: inner)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(indentation + "]")
        case .object(let members):
            guard !members.isEmpty else { output.append("{}"); return }
            let inner = indentation + "  "
            output.append("{\n")
            for (index, member) in members.enumerated() {
                output.append(inner)
                JSONEscaping.appendQuoted(member.key, to: &output)
                output.append(": ")
                member.value.write(into: &output, indentation: inner)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(indentation + "}")
        }
    }
}

package struct JSONMember: Sendable, Equatable {
    package var key: String
    package var value: JSONValue

    package init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue {
    /// An object from members, leaving out those whose value is nil (optional fields are omitted, never `null`).
    package static func object(_ members: (String, JSONValue?)...) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key, $0) } })
    }

    package static func string(_ value: String?) -> JSONValue? { value.map(JSONValue.string) }
}

/// JSON string escaping (RFC 8259): quotes, backslashes and every control character; everything else stays as
/// UTF-8. U+2028 and U+2029 are escaped too so the output can be pasted into JavaScript.
package enum JSONEscaping {
    package static func quoted(_ text: String) -> String {
        var output = ""
        appendQuoted(text, to: &output)
        return output
    }

    package static func appendQuoted(_ text: String, to output: inout String) {
        output.append("\"")
        // Most text needs no escape: copy it whole. 0xE2 leads the UTF-8 of U+2028 and U+2029.
        let needsEscaping = VisibleText.containsByte(text) { byte in
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
        }
        guard needsEscaping else {
            output.append(text)
            output.append("\"")
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case "\u{2028}", "\u{2029}":
                output.append("\\u" + hex4(scalar.value))
            default:
                if scalar.value < 0x20 {
                    output.append("\\u" + hex4(scalar.value))
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output.append("\"")
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
