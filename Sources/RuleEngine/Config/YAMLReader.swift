import SwiftLexer

/// Reads the YAML subset `.a11ylint.yml` uses: block and flow mappings and sequences; plain, single- and
/// double-quoted scalars (with escapes); `|` and `>` block scalars (with `-`/`+` chomping); comments; one
/// optional leading `---`. Everything else — anchors, aliases, tags, directives, several documents, complex
/// keys, tab indentation, duplicate keys, multi-line plain or quoted scalars — is a `ConfigError` at its
/// line:column, never a guess. Scans bytes; recursion is capped at `maximumDepth` levels.
public enum YAMLReader {
    public static let maximumDepth = 64

    /// Parses a whole file. An empty file (or one with only comments) is a `.null` node.
    public static func parse(_ text: String, path: String) throws(ConfigError) -> YAMLNode {
        try parse(bytes: Array(text.utf8), path: path)
    }

    public static func parse(bytes: [UInt8], path: String) throws(ConfigError) -> YAMLNode {
        var parser = YAMLParser(bytes: bytes, path: path)
        return try parser.parseDocument()
    }
}

private enum Byte {
    static let tab: UInt8 = 0x09, newline: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21, doubleQuote: UInt8 = 0x22, hash: UInt8 = 0x23, percent: UInt8 = 0x25
    static let ampersand: UInt8 = 0x26, singleQuote: UInt8 = 0x27, asterisk: UInt8 = 0x2A, comma: UInt8 = 0x2C
    static let dash: UInt8 = 0x2D, period: UInt8 = 0x2E, colon: UInt8 = 0x3A, greater: UInt8 = 0x3E
    static let question: UInt8 = 0x3F, at: UInt8 = 0x40, leftSquare: UInt8 = 0x5B, backslash: UInt8 = 0x5C
    static let rightSquare: UInt8 = 0x5D, backtick: UInt8 = 0x60, leftBrace: UInt8 = 0x7B, pipe: UInt8 = 0x7C
    static let rightBrace: UInt8 = 0x7D, plus: UInt8 = 0x2B
}

private struct YAMLParser {
    let bytes: [UInt8]
    let path: String
    let lineTable: LineTable
    /// 3 when the file starts with a byte order mark, which columns on line 1 do not count.
    let byteOrderMarkLength: Int
    var offset = 0
    var depth = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        self.lineTable = LineTable(bytes: bytes)
        self.byteOrderMarkLength = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    // MARK: Positions and errors

    func position(_ at: Int) -> YAMLPosition {
        let resolved = lineTable.position(of: at)
        return YAMLPosition(line: resolved.line,
                            column: resolved.column - (resolved.line == 1 ? min(byteOrderMarkLength, at) : 0))
    }

    func error(_ kind: ConfigError.Kind, at: Int) -> ConfigError {
        ConfigError(path: path, position: position(at), kind: kind)
    }

    func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

    func isBreak(_ at: Int) -> Bool {
        guard let byte = byte(at) else { return false }
        return byte == Byte.newline || byte == Byte.carriageReturn
    }

    /// End of input or a line break.
    func isLineEnd(_ at: Int) -> Bool { at >= bytes.count || isBreak(at) }

    /// Space, tab, line break or end of input: what must follow `-`, `:` and `?` indicators.
    func isBlankOrEnd(_ at: Int) -> Bool {
        guard let byte = byte(at) else { return true }
        return byte == Byte.space || byte == Byte.tab || isBreak(at)
    }

    /// 0-based column (indentation) of a byte.
    func column(of at: Int) -> Int {
        let lineIndex = lineTable.lineIndex(of: at)
        return at - lineTable.lineStarts[lineIndex] - (lineIndex == 0 ? min(byteOrderMarkLength, at) : 0)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    mutating func skipInlineSpace() {
        while let byte = byte(offset), byte == Byte.space || byte == Byte.tab { offset += 1 }
    }

    /// Moves past the line break at `offset` (if any).
    mutating func consumeBreak() {
        if byte(offset) == Byte.carriageReturn { offset += 1 }
        if byte(offset) == Byte.newline { offset += 1 }
    }

    mutating func skipToLineEnd() {
        while !isLineEnd(offset) { offset += 1 }
    }

    mutating func enter() throws(ConfigError) {
        depth += 1
        if depth > YAMLReader.maximumDepth { throw error(.nestingTooDeep(limit: YAMLReader.maximumDepth), at: offset) }
    }

    // MARK: Lines

    /// From the start of a line, skips blank and comment-only lines and leaves `offset` on the first content byte.
    /// Returns that byte's 0-based column, or nil at the end of input.
    mutating func skipToContent(allowingDocumentStart: Bool = false) throws(ConfigError) -> Int? {
        while offset < bytes.count {
            let lineStart = offset
            var tabOffset: Int?
            while let byte = byte(offset), byte == Byte.space || byte == Byte.tab {
                if byte == Byte.tab, tabOffset == nil { tabOffset = offset }
                offset += 1
            }
            if isLineEnd(offset) || byte(offset) == Byte.hash {
                skipToLineEnd()
                consumeBreak()
                continue
            }
            if let tabOffset { throw error(.tabIndentation, at: tabOffset) }
            if offset == lineStart {
                if allowingDocumentStart, startsWithMarker(Byte.dash) { return 0 }
                try rejectDocumentMarker()
            }
            return column(of: offset)
        }
        return nil
    }

    func startsWithMarker(_ marker: UInt8) -> Bool {
        offset + 2 < bytes.count && bytes[offset] == marker && bytes[offset + 1] == marker
            && bytes[offset + 2] == marker && isBlankOrEnd(offset + 3)
    }

    func rejectDocumentMarker() throws(ConfigError) {
        if startsWithMarker(Byte.dash) { throw error(.multipleDocuments, at: offset) }
        if startsWithMarker(Byte.period) { throw error(.documentEndMarker, at: offset) }
        if byte(offset) == Byte.percent { throw error(.directive, at: offset) }
    }

    /// After a value: optional spaces and ` # comment`, then the line break (consumed).
    mutating func finishLine() throws(ConfigError) {
        let valueEnd = offset
        skipInlineSpace()
        if byte(offset) == Byte.hash, offset > valueEnd || offset == 0 || isBlankOrEnd(offset - 1) {
            skipToLineEnd()
        }
        guard isLineEnd(offset) else { throw error(.textAfterValue, at: offset) }
        consumeBreak()
    }

    // MARK: Document

    mutating func parseDocument() throws(ConfigError) -> YAMLNode {
        if String(validating: bytes, as: UTF8.self) == nil {
            throw error(.invalidUTF8, at: firstInvalidUTF8Offset())
        }
        offset = byteOrderMarkLength
        let documentStart = offset
        var start = try skipToContent(allowingDocumentStart: true)
        if start == 0, startsWithMarker(Byte.dash) {
            offset += 3
            try finishLine()
            start = try skipToContent()
        }
        guard let indent = start else { return YAMLNode(.null, at: position(documentStart)) }
        let node = try parseBlockNode(indent: indent, parentIndent: -1)
        if offset < bytes.count {
            try rejectDocumentMarker()
            throw error(column(of: offset) == indent ? .mixedSequenceAndMapping : .unexpectedIndentation, at: offset)
        }
        return node
    }

    func firstInvalidUTF8Offset() -> Int {
        var lineStart = 0
        for line in 0..<lineTable.lineCount {
            let end = line + 1 < lineTable.lineCount ? lineTable.lineStarts[line + 1] : bytes.count
            if String(validating: bytes[lineStart..<end], as: UTF8.self) == nil { return lineStart }
            lineStart = end
        }
        return 0
    }

    // MARK: Block structure

    /// Parses the node whose first content byte is at `offset` (column `indent`). Returns with `offset` on the
    /// next content line (or at the end).
    mutating func parseBlockNode(indent: Int, parentIndent: Int) throws(ConfigError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        if byte(offset) == Byte.dash, isBlankOrEnd(offset + 1) { return try parseBlockSequence(indent: indent) }
        if byte(offset) == Byte.question, isBlankOrEnd(offset + 1) { throw error(.complexKey, at: offset) }
        if isMappingEntry() { return try parseBlockMapping(indent: indent) }
        let node = try parseInlineValue(parentIndent: parentIndent)
        _ = try skipToContent()
        return node
    }

    mutating func parseBlockSequence(indent: Int) throws(ConfigError) -> YAMLNode {
        let start = position(offset)
        var items: [YAMLNode] = []
        while true {
            guard byte(offset) == Byte.dash, isBlankOrEnd(offset + 1) else {
                throw error(.expectedMappingEntry, at: offset)
            }
            let dash = offset
            offset += 1
            skipInlineSpace()
            if isLineEnd(offset) || byte(offset) == Byte.hash {
                try finishLine()
                let next = try skipToContent()
                if let next, next > indent {
                    items.append(try parseBlockNode(indent: next, parentIndent: indent))
                } else {
                    items.append(YAMLNode(.null, at: position(dash + 1)))
                }
            } else {
                items.append(try parseBlockNode(indent: column(of: offset), parentIndent: indent))
            }
            guard offset < bytes.count else { break }
            let next = column(of: offset)
            if next < indent { break }
            if next > indent { throw error(.unexpectedIndentation, at: offset) }
            // Same column: another item, or (for `key:\n- a`) the parent mapping's next key.
            guard byte(offset) == Byte.dash, isBlankOrEnd(offset + 1) else { break }
        }
        return YAMLNode(.sequence(items), at: start)
    }

    mutating func parseBlockMapping(indent: Int) throws(ConfigError) -> YAMLNode {
        let start = position(offset)
        var entries: [YAMLEntry] = []
        var seen: [String: YAMLPosition] = [:]
        while true {
            if byte(offset) == Byte.question, isBlankOrEnd(offset + 1) { throw error(.complexKey, at: offset) }
            guard isMappingEntry() else {
                let isItem = byte(offset) == Byte.dash && isBlankOrEnd(offset + 1)
                throw error(isItem ? .mixedSequenceAndMapping : .expectedMappingEntry, at: offset)
            }
            let keyOffset = offset
            let key = try parseKey()
            if let first = seen[key] { throw error(.duplicateKey(key, first: first), at: keyOffset) }
            seen[key] = position(keyOffset)
            offset += 1 // ':'
            let afterColon = offset
            skipInlineSpace()
            let value: YAMLNode
            if isLineEnd(offset) || byte(offset) == Byte.hash {
                try finishLine()
                let next = try skipToContent()
                if let next, next > indent {
                    value = try parseBlockNode(indent: next, parentIndent: indent)
                } else if let next, next == indent, byte(offset) == Byte.dash, isBlankOrEnd(offset + 1) {
                    value = try parseBlockSequence(indent: indent)
                } else {
                    value = YAMLNode(.null, at: position(afterColon))
                }
            } else {
                if byte(offset) == Byte.dash, isBlankOrEnd(offset + 1) {
                    throw error(.valueOnKeyLine("-"), at: offset)
                }
                value = try parseInlineValue(parentIndent: indent)
                _ = try skipToContent()
            }
            entries.append(YAMLEntry(key: key, keyPosition: position(keyOffset), value: value))
            guard offset < bytes.count else { break }
            let next = column(of: offset)
            if next < indent { break }
            if next > indent { throw error(.unexpectedIndentation, at: offset) }
        }
        return YAMLNode(.mapping(entries), at: start)
    }

    /// Whether the line from `offset` is `key: …` (plain or quoted key followed by `:` and a blank).
    func isMappingEntry() -> Bool {
        guard let first = byte(offset) else { return false }
        if first == Byte.singleQuote || first == Byte.doubleQuote {
            var probe = self
            guard (try? probe.parseQuoted()) != nil else { return false }
            probe.skipInlineSpace()
            return probe.byte(probe.offset) == Byte.colon && probe.isBlankOrEnd(probe.offset + 1)
        }
        if Self.cannotStartPlain(first) && first != Byte.colon { return false }
        var index = offset
        while !isLineEnd(index) {
            let byte = bytes[index]
            if byte == Byte.colon, isBlankOrEnd(index + 1) { return true }
            if byte == Byte.hash, index > offset, bytes[index - 1] == Byte.space || bytes[index - 1] == Byte.tab {
                return false
            }
            index += 1
        }
        return false
    }

    /// Reads a key up to (not including) its `:`.
    mutating func parseKey() throws(ConfigError) -> String {
        let keyOffset = offset
        if byte(offset) == Byte.singleQuote || byte(offset) == Byte.doubleQuote {
            let key = try parseQuoted()
            skipInlineSpace()
            return key
        }
        var end = offset
        while !(bytes[end] == Byte.colon && isBlankOrEnd(end + 1)) { end += 1 }
        offset = end
        var trimmed = end
        while trimmed > keyOffset, bytes[trimmed - 1] == Byte.space || bytes[trimmed - 1] == Byte.tab { trimmed -= 1 }
        if trimmed == keyOffset { throw error(.emptyKey, at: keyOffset) }
        return text(keyOffset..<trimmed)
    }

    // MARK: Values on one line

    static func cannotStartPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case Byte.leftSquare, Byte.rightSquare, Byte.leftBrace, Byte.rightBrace, Byte.comma, Byte.hash,
             Byte.ampersand, Byte.asterisk, Byte.exclamation, Byte.pipe, Byte.greater, Byte.singleQuote,
             Byte.doubleQuote, Byte.percent, Byte.at, Byte.backtick, Byte.colon:
            return true
        default:
            return false
        }
    }

    /// Rejects anchors, aliases, tags and reserved indicators at `offset`.
    func rejectUnsupportedStart() throws(ConfigError) {
        switch byte(offset) {
        case Byte.ampersand: throw error(.anchor, at: offset)
        case Byte.asterisk: throw error(.alias, at: offset)
        case Byte.exclamation: throw error(.tag, at: offset)
        case Byte.at: throw error(.reservedIndicator("@"), at: offset)
        case Byte.backtick: throw error(.reservedIndicator("`"), at: offset)
        case Byte.percent: throw error(.reservedIndicator("%"), at: offset)
        default: return
        }
    }

    /// A value that starts on the current line: flow collection, quoted, block or plain scalar. Consumes the rest
    /// of the line (and a block scalar's lines); leaves `offset` at the start of the next line.
    mutating func parseInlineValue(parentIndent: Int) throws(ConfigError) -> YAMLNode {
        try rejectUnsupportedStart()
        let start = offset
        switch byte(offset) {
        case Byte.leftSquare, Byte.leftBrace:
            let node = try parseFlow()
            try finishLine()
            return node
        case Byte.singleQuote, Byte.doubleQuote:
            let style: YAMLNode.ScalarStyle = byte(offset) == Byte.singleQuote ? .singleQuoted : .doubleQuoted
            let value = try parseQuoted()
            try finishLine()
            return YAMLNode(.scalar(value, style), at: position(start))
        case Byte.pipe, Byte.greater:
            return try parseBlockScalar(parentIndent: parentIndent)
        case Byte.rightSquare, Byte.rightBrace, Byte.comma, Byte.colon:
            throw error(.reservedIndicator(text(offset..<offset + 1)), at: offset)
        default:
            var end = offset
            while !isLineEnd(end) {
                let byte = bytes[end]
                if byte == Byte.hash, end > start, bytes[end - 1] == Byte.space || bytes[end - 1] == Byte.tab { break }
                if byte == Byte.colon, isBlankOrEnd(end + 1) {
                    throw error(.valueOnKeyLine(text(offset..<end + 1)), at: offset)
                }
                end += 1
            }
            var trimmed = end
            while bytes[trimmed - 1] == Byte.space || bytes[trimmed - 1] == Byte.tab { trimmed -= 1 }
            offset = end
            try finishLine()
            return YAMLNode(plainValue(text(start..<trimmed)), at: position(start))
        }
    }

    func plainValue(_ text: String) -> YAMLNode.Value {
        switch text {
        case "~", "null", "Null", "NULL": return .null
        default: return .scalar(text, .plain)
        }
    }

    /// A single- or double-quoted scalar on one line; `offset` ends after the closing quote.
    mutating func parseQuoted() throws(ConfigError) -> String {
        let open = offset
        let quote = bytes[offset]
        offset += 1
        var value: [UInt8] = []
        while true {
            guard let byte = byte(offset) else { throw error(.unterminatedQuotedScalar, at: open) }
            if isBreak(offset) { throw error(.multiLineQuotedScalar, at: open) }
            if byte == quote {
                if quote == Byte.singleQuote, self.byte(offset + 1) == Byte.singleQuote {
                    value.append(Byte.singleQuote)
                    offset += 2
                    continue
                }
                offset += 1
                return String(decoding: value, as: UTF8.self)
            }
            if quote == Byte.doubleQuote, byte == Byte.backslash {
                try decodeEscape(into: &value)
                continue
            }
            value.append(byte)
            offset += 1
        }
    }

    mutating func decodeEscape(into value: inout [UInt8]) throws(ConfigError) {
        let escapeStart = offset
        offset += 1
        guard let code = byte(offset), !isBreak(offset) else { throw error(.multiLineQuotedScalar, at: escapeStart) }
        offset += 1
        let simple: UInt8?
        switch code {
        case UInt8(ascii: "0"): simple = 0x00
        case UInt8(ascii: "a"): simple = 0x07
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"), Byte.tab: simple = 0x09
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "v"): simple = 0x0B
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "e"): simple = 0x1B
        case Byte.space, Byte.doubleQuote, UInt8(ascii: "/"), Byte.backslash: simple = code
        default: simple = nil
        }
        if let simple {
            value.append(simple)
            return
        }
        let scalar: UInt32
        switch code {
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digits = code == UInt8(ascii: "x") ? 2 : code == UInt8(ascii: "u") ? 4 : 8
            var result: UInt32 = 0
            for _ in 0..<digits {
                guard let digit = byte(offset).flatMap(Self.hexValue) else {
                    throw error(.invalidEscape(text(escapeStart + 1..<min(offset + 1, bytes.count))), at: escapeStart)
                }
                result = result << 4 | UInt32(digit)
                offset += 1
            }
            scalar = result
        default:
            throw error(.invalidEscape(text(escapeStart + 1..<offset)), at: escapeStart)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw error(.invalidEscape(text(escapeStart + 1..<offset)), at: escapeStart)
        }
        value.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: Block scalars

    /// `|` (literal) or `>` (folded) with optional `-`/`+` chomping; content lines are indented deeper than the
    /// parent. Leaves `offset` at the start of the first line after the scalar.
    mutating func parseBlockScalar(parentIndent: Int) throws(ConfigError) -> YAMLNode {
        let start = offset
        let isLiteral = bytes[offset] == Byte.pipe
        offset += 1
        var chomping: UInt8?
        if let byte = byte(offset), byte == Byte.dash || byte == Byte.plus {
            chomping = byte
            offset += 1
        }
        if let byte = byte(offset), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            throw error(.blockScalarIndentationIndicator, at: offset)
        }
        if !isBlankOrEnd(offset) { throw error(.textAfterValue, at: offset) }
        try finishLine()

        var lines: [[UInt8]] = []
        var contentIndent: Int?
        while offset < bytes.count {
            let lineStart = offset
            var spaces = 0
            while byte(offset) == Byte.space { offset += 1; spaces += 1 }
            var probe = offset
            while byte(probe) == Byte.space || byte(probe) == Byte.tab { probe += 1 }
            if isLineEnd(probe) {
                offset = probe
                lines.append([])
                consumeBreak()
                continue
            }
            if contentIndent == nil, spaces > parentIndent { contentIndent = spaces }
            guard let indent = contentIndent, spaces >= indent else { offset = lineStart; break }
            skipToLineEnd()
            lines.append(Array(bytes[(lineStart + indent)..<offset]))
            consumeBreak()
        }

        var trailingEmpty = 0
        while let last = lines.last, last.isEmpty {
            lines.removeLast()
            trailingEmpty += 1
        }
        var body: [UInt8] = isLiteral ? literalBody(lines) : foldedBody(lines)
        let hasContent = !lines.isEmpty
        switch chomping {
        case Byte.dash:
            break
        case Byte.plus:
            body.append(contentsOf: [UInt8](repeating: Byte.newline, count: trailingEmpty + (hasContent ? 1 : 0)))
        default:
            if hasContent { body.append(Byte.newline) }
        }
        return YAMLNode(.scalar(String(decoding: body, as: UTF8.self), isLiteral ? .literal : .folded),
                        at: position(start))
    }

    func literalBody(_ lines: [[UInt8]]) -> [UInt8] {
        var body: [UInt8] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { body.append(Byte.newline) }
            body.append(contentsOf: line)
        }
        return body
    }

    /// Folding: a break between two ordinary lines becomes a space; each empty line is a newline; lines that
    /// start with whitespace ("more indented") keep their breaks.
    func foldedBody(_ lines: [[UInt8]]) -> [UInt8] {
        var body: [UInt8] = []
        var sawContent = false
        var previousMoreIndented = false
        var emptyLines = 0
        for line in lines {
            if line.isEmpty {
                emptyLines += 1
                continue
            }
            let moreIndented = line[0] == Byte.space || line[0] == Byte.tab
            if sawContent {
                if emptyLines > 0 {
                    body.append(contentsOf: [UInt8](repeating: Byte.newline,
                                                    count: emptyLines + (moreIndented || previousMoreIndented ? 1 : 0)))
                } else {
                    body.append(moreIndented || previousMoreIndented ? Byte.newline : Byte.space)
                }
            } else {
                body.append(contentsOf: [UInt8](repeating: Byte.newline, count: emptyLines))
            }
            body.append(contentsOf: line)
            sawContent = true
            previousMoreIndented = moreIndented
            emptyLines = 0
        }
        return body
    }

    // MARK: Flow collections

    /// Skips spaces, tabs, line breaks and comments inside `[…]`/`{…}`.
    mutating func skipFlowSpace() throws(ConfigError) {
        while let byte = byte(offset) {
            if byte == Byte.space || byte == Byte.tab || isBreak(offset) {
                offset += 1
            } else if byte == Byte.hash, offset > 0, isBlankOrEnd(offset - 1) {
                skipToLineEnd()
            } else {
                return
            }
        }
    }

    mutating func parseFlow() throws(ConfigError) -> YAMLNode {
        try enter()
        defer { depth -= 1 }
        let open = offset
        let isSequence = bytes[offset] == Byte.leftSquare
        let close = isSequence ? Byte.rightSquare : Byte.rightBrace
        let closeText = isSequence ? "]" : "}"
        offset += 1
        var items: [YAMLNode] = []
        var entries: [YAMLEntry] = []
        var seen: [String: YAMLPosition] = [:]
        while true {
            try skipFlowSpace()
            guard let byte = byte(offset) else { throw error(.unterminatedFlow(isSequence ? "[" : "{"), at: open) }
            if byte == close { offset += 1; break }
            if byte == Byte.comma { throw error(.emptyFlowValue, at: offset) }
            if isSequence {
                items.append(try parseFlowValue())
                try skipFlowSpace()
                if self.byte(offset) == Byte.colon, isBlankOrEnd(offset + 1) || self.byte(offset + 1) == Byte.comma {
                    throw error(.flowSequenceMapping, at: offset)
                }
            } else {
                if byte == Byte.question, isBlankOrEnd(offset + 1) { throw error(.complexKey, at: offset) }
                let keyOffset = offset
                let keyNode = try parseFlowValue(isKey: true)
                guard case .scalar(let key, _) = keyNode.value else {
                    throw error(.expectedFlowColon(key: text(keyOffset..<offset)), at: keyOffset)
                }
                try skipFlowSpace()
                guard self.byte(offset) == Byte.colon else { throw error(.expectedFlowColon(key: key), at: offset) }
                offset += 1
                try skipFlowSpace()
                let value: YAMLNode
                if self.byte(offset) == Byte.comma || self.byte(offset) == close {
                    value = YAMLNode(.null, at: position(offset))
                } else {
                    value = try parseFlowValue()
                }
                if let first = seen[key] { throw error(.duplicateKey(key, first: first), at: keyOffset) }
                seen[key] = position(keyOffset)
                entries.append(YAMLEntry(key: key, keyPosition: position(keyOffset), value: value))
                try skipFlowSpace()
            }
            guard let separator = self.byte(offset) else { throw error(.unterminatedFlow(isSequence ? "[" : "{"), at: open) }
            if separator == Byte.comma { offset += 1; continue }
            if separator == close { offset += 1; break }
            throw error(.expectedFlowSeparator(closeText), at: offset)
        }
        return YAMLNode(isSequence ? .sequence(items) : .mapping(entries), at: position(open))
    }

    /// A scalar or nested collection inside a flow collection. Keys stop at `:` even when it touches the next byte.
    mutating func parseFlowValue(isKey: Bool = false) throws(ConfigError) -> YAMLNode {
        try rejectUnsupportedStart()
        let start = offset
        switch byte(offset) {
        case Byte.leftSquare, Byte.leftBrace:
            if isKey { throw error(.complexKey, at: offset) }
            return try parseFlow()
        case Byte.singleQuote, Byte.doubleQuote:
            let style: YAMLNode.ScalarStyle = byte(offset) == Byte.singleQuote ? .singleQuoted : .doubleQuoted
            return YAMLNode(.scalar(try parseQuoted(), style), at: position(start))
        case Byte.pipe, Byte.greater:
            throw error(.blockScalarInFlow, at: offset)
        case Byte.hash, Byte.colon, Byte.rightSquare, Byte.rightBrace:
            throw error(.reservedIndicator(text(offset..<offset + 1)), at: offset)
        default:
            if byte(offset) == Byte.dash, isBlankOrEnd(offset + 1) { throw error(.reservedIndicator("- "), at: offset) }
            var end = offset
            scan: while !isLineEnd(end) {
                switch bytes[end] {
                case Byte.comma, Byte.leftSquare, Byte.rightSquare, Byte.leftBrace, Byte.rightBrace:
                    break scan
                case Byte.colon where isBlankOrEnd(end + 1) || isKey
                    || bytes[end + 1] == Byte.comma || bytes[end + 1] == Byte.rightSquare || bytes[end + 1] == Byte.rightBrace:
                    break scan
                case Byte.hash where bytes[end - 1] == Byte.space || bytes[end - 1] == Byte.tab:
                    break scan
                default:
                    end += 1
                }
            }
            var trimmed = end
            while trimmed > start, bytes[trimmed - 1] == Byte.space || bytes[trimmed - 1] == Byte.tab { trimmed -= 1 }
            if trimmed == start { throw error(.emptyFlowValue, at: start) }
            offset = end
            return YAMLNode(plainValue(text(start..<trimmed)), at: position(start))
        }
    }
}
