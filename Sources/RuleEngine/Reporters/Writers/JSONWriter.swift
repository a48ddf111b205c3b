/// A JSON document built in memory and printed with a fixed key order, so that output is stable and diffs well.
/// A long list (one element per finding) is a `LazyJSONArray`: each element is built when it is printed and
/// passed on to the sink in chunks (`render(into:)`), so a report's memory does not grow with its length.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    /// Keys print in the order given (never sorted behind the caller's back).
    case object([JSONMember])
    /// An array whose elements are built one at a time as they are printed.
    case lazyArray(LazyJSONArray)

    /// Text is passed on to the sink in pieces of about this many bytes while a lazy array prints.
    static let chunkBytes = 1 << 16

    /// Pretty-printed with two-space indentation and a final newline.
    package func rendered() -> String {
        var output = ""
        render(into: &output)
        return output
    }

    /// `rendered()`, written to `sink` in pieces of about `chunkBytes` (between the elements of lazy arrays).
    package func render(into sink: inout some TextOutputStream) {
        var output = ""
        write(into: &output, indentation: "") { pending in
            guard pending.utf8.count >= Self.chunkBytes else { return }
            sink.write(pending)
            pending = ""
        }
        output.append("\n")
        sink.write(output)
    }

    private func write(into output: inout String, indentation: String, spill: (inout String) -> Void) {
        switch self {
        case .null: output.append("null")
        case .bool(let value): output.append(value ? "true" : "false")
        case .integer(let value): output.append(String(value))
        case .string(let value): JSONEscaping.appendQuoted(value, to: &output)
        case .array(let elements):
            Self.writeElements(count: elements.count, { elements[$0] }, into: &output, indentation: indentation,
                               spill: spill)
        case .lazyArray(let array):
            Self.writeElements(count: array.count, array.element, into: &output, indentation: indentation, spill: spill)
        case .object(let members):
            guard !members.isEmpty else { output.append("{}"); return }
            let inner = indentation + "  "
            output.append("{\n")
            for (index, member) in members.enumerated() {
                output.append(inner)
                JSONEscaping.appendQuoted(member.key, to: &output)
                output.append(": ")
                member.value.write(into: &output, indentation: inner, spill: spill)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(indentation + "}")
        }
    }

    private static func writeElements(count: Int, _ element: (Int) -> JSONValue, into output: inout String,
                                      indentation: String, spill: (inout String) -> Void) {
        guard count > 0 else { output.append("[]"); return }
        let inner = indentation + "  "
        output.append("[\n")
        for index in 0..<count {
            output.append(inner)
            element(index).write(into: &output, indentation: inner, spill: spill)
            output.append(index == count - 1 ? "\n" : ",\n")
            spill(&output)
        }
        output.append(indentation + "]")
    }
}

/// An array of `count` elements made by `element` when printed (one per finding: the findings are the only copy
/// of the data, not a tree of JSON values beside them). Two are equal when their elements are.
package struct LazyJSONArray: Sendable, Equatable {
    package let count: Int
    package let element: @Sendable (Int) -> JSONValue

    package init(count: Int, element: @escaping @Sendable (Int) -> JSONValue) {
        self.count = count
        self.element = element
    }

    package static func == (lhs: LazyJSONArray, rhs: LazyJSONArray) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.element($0) == rhs.element($0) }
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
        // Runs of bytes that need no escape are copied whole; a run ends only before an ASCII byte or the lead
        // byte of U+2028/U+2029, so every run is whole UTF-8.
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            func flush(upTo end: Int) {
                guard runStart < end else { return }
                output.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self))
            }
            while index < bytes.count {
                let byte = bytes[index]
                let escape: String
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0..<0x20: escape = "\\u" + hex4(UInt32(byte))
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = "\\u" + hex4(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    length = 3
                default:
                    index += 1
                    continue
                }
                flush(upTo: index)
                output.append(escape)
                index += length
                runStart = index
            }
            flush(upTo: bytes.count)
        }
        output.append("\"")
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: false)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
