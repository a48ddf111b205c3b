import SwiftLexer

/// Arguments and the small expression model of SPEC §3.
extension TreeBuilder {
    // MARK: Argument lists

    /// Whether an argument labelled `label` ("" when unlabelled) of `owner` is a view that gets a node, so rules
    /// see `AnyView(Image(…))`, `.overlay(Image(…))`, `NavigationLink(destination: Detail())`,
    /// `Section(header: Text(…))`, `.navigationBarItems(trailing: Button(…) { … })`. A switch, not a table: this
    /// runs for every argument list.
    static func isViewArgument(_ label: String, of owner: String) -> Bool {
        switch owner {
        case "AnyView", "overlay", "background", "mask": return label.isEmpty
        case "NavigationLink": return label == "destination"
        case "Section": return label == "header" || label == "footer"
        case "navigationBarItems": return label == "leading" || label == "trailing"
        default: return false
        }
    }

    /// `( label: value, … )` at `open`; returns the arguments and the index after `)`.
    mutating func parseArgumentList(_ open: Int, _ limit: Int, owner: NodeID, ownerName: String) -> ([Argument], Int) {
        let close = stream.closer(of: open, limit: limit)
        let next = close < limit ? close + 1 : limit
        guard depth < ViewTreeParser.maximumDepth else {
            addRecovery("nesting deeper than \(ViewTreeParser.maximumDepth) levels skipped", open, next, parent: owner)
            return ([], next)
        }
        depth += 1
        defer { depth -= 1 }
        var arguments: [Argument] = []
        // One allocation at the final size rather than regrowing (and copying) the array argument by argument.
        if close > open + 1 { arguments.reserveCapacity(stream.commaCount(open + 1, close) + 1) }
        var index = open + 1
        while index < close {
            let start = index
            var label: String?
            if stream.isName(index), stream.kind(index + 1) == .colon {
                label = stream.text(index)
                index += 2
            }
            let valueStart = index
            var value: Expr
            if !ownerName.isEmpty, isUppercase(valueStart), TreeBuilder.isViewArgument(label ?? "", of: ownerName),
               case let scan = stream.scanExpression(valueStart, close), case .chain = scan.shape,
               scan.end == close || stream.kind(scan.end) == .comma,
               case let (node?, end) = parseChain(valueStart, scan.end, parent: owner, mode: .view) {
                nodes[Int(node.index)].label = label
                value = expr(ofChain: node)
                index = end
            } else {
                (value, index) = parseExpr(valueStart, close, owner: owner)
            }
            if index < close, stream.kind(index) != .comma {
                // Not understood up to the next comma: keep it as raw text.
                while index < close, stream.kind(index) != .comma {
                    index = stream.isOpener(index) ? stream.skipGroup(index, limit: close) : index + 1
                }
                value = .other(stream.normalizedText(valueStart, index))
            }
            if case .closure(let closure) = value, let label {
                // `Button(action: { … })`: the closure carries its argument label, as a trailing one would.
                nodes[Int(closure.index)].label = label
            }
            if index > start || label != nil {
                let namesSymbol = label.map { SafeSymbolNames.namesTypedSymbol($0, owner: ownerName) } ?? false
                // Moved, not copied, into the argument (a copy retained both and the loop then released them).
                let argument = Argument(label: consume label, value: consume value,
                                        range: span(start, max(index, start + 1)))
                // `Image(systemSymbol: .trash)` (SFSafeSymbols) is read as `Image(systemName: "trash")`. Only that
                // label is rewritten, so other arguments are appended as they are (passing each through the
                // rewrite copied it twice).
                if namesSymbol {
                    arguments.append(SafeSymbolNames.normalized(argument, owner: ownerName))
                } else {
                    arguments.append(argument)
                }
            }
            if stream.kind(index) == .comma, index < close { index += 1 }
            if index <= start { index = start + 1 }
        }
        noteUnclosed(open, closer: close, limit: limit, parent: owner)
        return (arguments, next)
    }

    // MARK: Expressions

    /// An expression from `start` up to a token that cannot continue it (`,`, `)`, `:` outside a ternary, …),
    /// at most `limit`. Closures inside become `.closure` children of `owner`.
    mutating func parseExpr(_ start: Int, _ limit: Int, owner: NodeID) -> (Expr, Int) {
        guard start < limit else { return (.other(""), start) }
        guard depth < ViewTreeParser.maximumDepth else {
            return (.other(stream.normalizedText(start, limit)), limit)
        }
        depth += 1
        defer { depth -= 1 }
        var (expr, index) = parseUnary(start, limit, owner: owner)
        var compound = false
        while index < limit {
            switch stream.kind(index) {
            case .binaryOperator where stream.isTernaryQuestion(index):
                index = parseExpr(index + 1, limit, owner: owner).1
                if stream.kind(index) == .colon, index < limit { index = parseExpr(index + 1, limit, owner: owner).1 }
                compound = true
            case .binaryOperator, .equal:
                index = parseUnary(index + 1, limit, owner: owner).1
                compound = true
            case .keyword where stream.keyword(index) == .as || stream.keyword(index) == .is:
                index += 1
                if stream.kind(index) == .postfixQuestion || stream.kind(index) == .exclamation { index += 1 }
                index = scanType(index, limit, stopAtComma: true, stopAtEqual: true, stopAtLineBreak: false)
                compound = true
            default:
                if compound { expr = .other(stream.normalizedText(start, index)) }
                return (expr, max(index, start + 1))
            }
        }
        if compound { expr = .other(stream.normalizedText(start, index)) }
        return (expr, max(min(index, limit), start + 1))
    }

    /// Prefix operators, `try`/`await`, then a primary with its postfix suffixes.
    mutating func parseUnary(_ start: Int, _ limit: Int, owner: NodeID) -> (Expr, Int) {
        var index = start
        var prefixed = false
        while index < limit {
            if stream.kind(index) == .prefixOperator {
                prefixed = true
                index += 1
            } else if stream.isKeyword(index, .try) || stream.isIdentifier(index, "await")
                        || stream.isIdentifier(index, "unsafe") && startsUnsafeOperand(index + 1) {
                index += 1
                if stream.kind(index) == .postfixQuestion || stream.kind(index) == .exclamation { index += 1 }
            } else {
                break
            }
        }
        guard index < limit else { return (.other(stream.normalizedText(start, limit)), max(limit, start + 1)) }
        let (expr, end) = parsePostfix(index, limit, owner: owner)
        guard prefixed else { return (expr, end) }
        // `-5` stays a number; `!flag`, `-x` are raw text.
        if index == start + 1, stream.equals(start, "-"), case .number(let value, let text) = expr {
            return (.number(-value, text: "-" + text), end)
        }
        return (.other(stream.normalizedText(start, end)), end)
    }

    mutating func parsePostfix(_ start: Int, _ limit: Int, owner: NodeID) -> (Expr, Int) {
        var (expr, index) = parsePrimary(start, limit, owner: owner)
        // Each suffix wraps the expression once more. Past the depth cap the chain is kept as raw text instead:
        // an argument `y.a.a.a…` of 300,000 links nested that deep, and destroying it recursed off the stack.
        var wraps = 0
        var flattened = false
        while index < limit {
            if wraps == ViewTreeParser.maximumDepth {
                expr = .other("")
                flattened = true
                wraps = 0
            }
            wraps += 1
            switch stream.kind(index) {
            case .period where stream.isName(index + 1) || stream.kind(index + 1) == .integerLiteral:
                expr = .member(base: expr, name: stream.text(index + 1))
                index += 2
            case .leftParen where !stream.isAtStartOfLine(index):
                var arguments: [Argument]
                (arguments, index) = parseArgumentList(index, limit, owner: owner, ownerName: "")
                if case .identifier(let callee) = expr,
                   arguments.contains(where: { $0.label.map { SafeSymbolNames.namesTypedSymbol($0, owner: callee) } ?? false }) {
                    // `UIImage(systemSymbol: .gearshape)` inside an expression, as in a view's argument list.
                    arguments = arguments.map { SafeSymbolNames.normalized($0, owner: callee) }
                }
                expr = .call(callee: expr, arguments: arguments, trailingClosures: [])
            case .leftBrace where isCallSuffix(index, limit):
                let closures: [NodeID]
                (closures, index) = parseTrailingClosures(index, limit, owner: owner)
                if case .call(let callee, let arguments, let previous) = expr {
                    expr = .call(callee: callee, arguments: arguments, trailingClosures: previous + closures)
                } else {
                    expr = .call(callee: expr, arguments: [], trailingClosures: closures)
                }
            case .leftSquare where !stream.isAtStartOfLine(index):
                _ = parseArgumentList(index, limit, owner: owner, ownerName: "")
                index = stream.skipGroup(index, limit: limit)
                expr = .other(stream.normalizedText(start, index))
            case .postfixQuestion, .exclamation:
                index += 1
            case .binaryOperator where stream.isGenericArgumentList(index, limit),
                 .prefixOperator where stream.isGenericArgumentList(index, limit),
                 .postfixOperator where stream.isGenericArgumentList(index, limit):
                // `Set<Int>(…)`, `Array<String>.init`: the arguments are part of the type's name.
                index = stream.scanAngleBrackets(index, limit) ?? index + 1
            case .postfixOperator:
                index += 1
                expr = .other(stream.normalizedText(start, index))
            default:
                return (flattened ? .other(stream.normalizedText(start, index)) : expr, index)
            }
        }
        return (flattened ? .other(stream.normalizedText(start, index)) : expr, index)
    }

    mutating func parsePrimary(_ start: Int, _ limit: Int, owner: NodeID) -> (Expr, Int) {
        switch stream.kind(start) {
        case .stringQuote:
            return parseStringLiteral(start, limit)
        case .integerLiteral, .floatLiteral:
            let text = stream.text(start)
            return (.number(decimalIntegerValue(start) ?? TreeBuilder.numberValue(text), text: text), start + 1)
        case .identifier, .dollarIdentifier:
            return (.identifier(stream.text(start)), start + 1)
        case .poundIdentifier:
            return (.identifier(stream.text(start)), start + 1)
        case .keyword:
            switch stream.keyword(start) {
            case .true: return (.bool(true), start + 1)
            case .false: return (.bool(false), start + 1)
            case .if, .switch:
                return (.other(stream.normalizedText(start, skipControlExpression(start, limit))),
                        skipControlExpression(start, limit))
            default: return (.identifier(stream.text(start)), start + 1)
            }
        case .period where stream.isName(start + 1):
            return (.member(base: nil, name: stream.text(start + 1)), start + 2)
        case .leftBrace:
            let (closure, next) = parseClosure(start, limit, owner: owner, label: nil)
            return (.closure(closure), next)
        case .leftParen, .leftSquare:
            // Tuples, parenthesised expressions, array and dictionary literals: raw text, closures kept.
            let (elements, next) = parseArgumentList(start, limit, owner: owner, ownerName: "")
            if stream.kind(start) == .leftParen, elements.count == 1, elements[0].label == nil {
                if case .other = elements[0].value {} else { return (elements[0].value, next) }
            }
            return (.other(stream.normalizedText(start, next)), next)
        case .backslash:
            // Key path: `\.accessibilityReduceMotion`, `\Type.member?.other[0]`.
            var index = start + 1
            while index < limit, stream.isAttached(index) {
                switch stream.kind(index) {
                case .identifier, .keyword, .period, .postfixQuestion, .exclamation, .integerLiteral: index += 1
                case .leftSquare: index = stream.skipGroup(index, limit: limit)
                default: return (.other(stream.normalizedText(start, index)), index)
                }
            }
            return (.other(stream.normalizedText(start, index)), max(index, start + 1))
        default:
            return (.other(stream.text(start)), start + 1)
        }
    }

    /// End of an `if`/`switch` expression: its header and every `{ }`/`else` that follows.
    func skipControlExpression(_ start: Int, _ limit: Int) -> Int {
        guard var open = findBody(start + 1, limit) else { return start + 1 }
        while true {
            let next = stream.skipGroup(open, limit: limit)
            guard stream.isKeyword(next, .else), let following = findBody(next + 1, limit) else { return next }
            open = following
        }
    }

    /// The value of a plain decimal integer literal (`24`, `1_000`), read from its bytes; nil for any other
    /// number, which `numberValue` reads. Most literals are such integers, and `numberValue`'s `String` filtering
    /// and parsing cost 1,600 instructions each. Up to 18 digits the integer is exact, and converting it rounds
    /// as parsing the digits would.
    func decimalIntegerValue(_ index: Int) -> Double? {
        var value = 0
        var digits = 0
        for byte in stream.bytes[stream.textRange(index)] {
            if byte == UInt8(ascii: "_") { continue }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
            value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? Double(value) : nil
    }

    static func numberValue(_ text: String) -> Double {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            let body = digits.dropFirst(2)
            if let value = Int(body, radix: radix) { return Double(value) }
            return Double(digits) ?? 0
        }
        return Double(digits) ?? 0
    }

    // MARK: Strings

    /// A string literal: segments with escapes decoded (multi-line indentation removed), interpolations kept as
    /// their source `\(…)`.
    func parseStringLiteral(_ open: Int, _ limit: Int) -> (Expr, Int) {
        let close = stream.closer(of: open, limit: limit)
        let next = close < limit && stream.kind(close) == .stringQuote ? close + 1 : close
        let flags = stream.tokens[open].flags
        let isMultiline = flags.contains(.multiline)
        let isRaw = flags.contains(.raw)
        // Fast path: one plain segment without escapes (most literals) is its own text.
        if !isMultiline, close == open + 2, stream.kind(open + 1) == .stringSegment,
           !stream.bytes[stream.textRange(open + 1)].contains(UInt8(ascii: "\\")) {
            let literal = StringLiteral(text: stream.text(open + 1), isInterpolated: false, isRaw: isRaw)
            return (.string(literal), max(next, open + 1))
        }
        var hashes = 0
        for byte in stream.bytes[stream.textRange(open)] where byte == UInt8(ascii: "#") { hashes += 1 }
        var indent = 0
        if isMultiline, close < limit, stream.kind(close) == .stringQuote {
            indent = closingIndent(close)
        }
        var decoder = StringDecoder(bytes: stream.source.bytes, hashes: hashes, isMultiline: isMultiline, indent: indent)
        decoder.output.reserveCapacity(max(0, stream.textStart(close) - stream.textEnd(open)))
        var interpolated = false
        var index = open + 1
        while index < close {
            switch stream.kind(index) {
            case .stringSegment:
                decoder.decode(stream.textRange(index))
                index += 1
            case .interpolationStart:
                interpolated = true
                let end = stream.closer(of: index, limit: close)
                decoder.appendVerbatim(stream.textStart(index)..<stream.textEnd(min(end, close - 1)))
                index = end < close ? end + 1 : close
            default:
                index += 1
            }
        }
        let literal = StringLiteral(text: decoder.finish(), isInterpolated: interpolated, isMultiline: isMultiline,
                                    isRaw: isRaw)
        return (.string(literal), max(next, open + 1))
    }

    /// Columns of whitespace before a closing `"""` that starts its line (the indentation every line drops).
    func closingIndent(_ close: Int) -> Int {
        let start = stream.textStart(close)
        var cursor = start
        while cursor > 0 {
            let byte = stream.bytes[cursor - 1]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return start - cursor }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return 0 }
            cursor -= 1
        }
        return start
    }

    // MARK: Chains as expressions

    /// The expression a call/reference node with its modifiers stands for (`Color.red.opacity(0.5)` →
    /// `.call(callee: .member(.member(Color, red), opacity), …)`), for initialisers and view arguments.
    func expr(ofChain id: NodeID) -> Expr {
        let node = nodes[Int(id.index)]
        var expr: Expr
        switch node.kind {
        case .call, .reference:
            var path: Expr?
            var name = Substring(node.name)
            var implicit = false
            if name.hasPrefix(".") {
                implicit = true
                name = name.dropFirst()
            }
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            // As in `parsePostfix`: no expression nests deeper than the depth cap.
            guard parts.count <= ViewTreeParser.maximumDepth else { return .other(node.name) }
            for part in parts {
                if let base = path {
                    path = .member(base: base, name: String(part))
                } else {
                    path = implicit ? .member(base: nil, name: String(part)) : .identifier(String(part))
                }
            }
            let callee = path ?? .identifier(node.name)
            if node.kind == .call {
                expr = .call(callee: callee, arguments: node.arguments, trailingClosures: closureChildren(of: id))
            } else {
                expr = callee
            }
        case .closure:
            expr = .closure(id)
        default:
            return .other(stream.source.text(in: node.range))
        }
        let modifiers = childrenSoFar(of: id).filter { nodes[Int($0.index)].kind == .modifier }
        guard modifiers.count < ViewTreeParser.maximumDepth else { return .other(stream.source.text(in: node.range)) }
        for child in modifiers {
            let modifier = nodes[Int(child.index)]
            expr = .call(callee: .member(base: expr, name: modifier.name), arguments: modifier.arguments,
                         trailingClosures: closureChildren(of: child))
        }
        return expr
    }

    /// Trailing closures of a call or modifier: closure children that start after its last argument.
    func closureChildren(of id: NodeID) -> [NodeID] {
        let node = nodes[Int(id.index)]
        let argumentsEnd = node.arguments.last?.range.upperBound ?? node.nameRange.upperBound
        return childrenSoFar(of: id).filter {
            nodes[Int($0.index)].kind == .closure && nodes[Int($0.index)].range.lowerBound >= argumentsEnd
        }
    }
}

/// Decodes string segment bytes: escapes (`\n`, `\t`, `\u{…}`, raw `\#n`), line continuations, and the closing
/// delimiter's indentation of multi-line strings.
struct StringDecoder {
    let bytes: [UInt8]
    let hashes: Int
    let isMultiline: Bool
    let indent: Int
    var output: [UInt8] = []
    var atLineStart = false
    var started = false

    init(bytes: [UInt8], hashes: Int, isMultiline: Bool, indent: Int) {
        self.bytes = bytes
        self.hashes = hashes
        self.isMultiline = isMultiline
        self.indent = indent
    }

    mutating func appendVerbatim(_ range: Range<Int>) {
        started = true
        atLineStart = false
        output.append(contentsOf: bytes[range.clamped(to: 0..<bytes.count)])
    }

    mutating func decode(_ range: Range<Int>) {
        var index = range.lowerBound
        let end = min(range.upperBound, bytes.count)
        if isMultiline, !started {
            // The line break after the opening `"""` is not content.
            if index < end, bytes[index] == UInt8(ascii: "\r") { index += 1 }
            if index < end, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            atLineStart = true
        }
        started = true
        while index < end {
            if atLineStart {
                var skipped = 0
                while skipped < indent, index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                    index += 1
                    skipped += 1
                }
                atLineStart = false
                continue
            }
            // The run of plain bytes up to the next backslash or line break, appended at once.
            var runEnd = index
            while runEnd < end, bytes[runEnd] != UInt8(ascii: "\\"), bytes[runEnd] != UInt8(ascii: "\n") { runEnd += 1 }
            if runEnd > index {
                output.append(contentsOf: bytes[index..<runEnd])
                index = runEnd
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), hasEscapeHashes(after: index, end: end) {
                index = decodeEscape(at: index + 1 + hashes, end: end)
                continue
            }
            output.append(byte)
            if byte == UInt8(ascii: "\n") { atLineStart = true }
            index += 1
        }
    }

    func hasEscapeHashes(after index: Int, end: Int) -> Bool {
        guard index + hashes < end else { return false }
        for offset in 0..<hashes where bytes[index + 1 + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Decodes the escape whose character is at `index`; returns the index after it.
    mutating func decodeEscape(at index: Int, end: Int) -> Int {
        guard index < end else { return end }
        switch bytes[index] {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "0"): output.append(0x00)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): output.append(bytes[index])
        case UInt8(ascii: "u"):
            var cursor = index + 1
            guard cursor < end, bytes[cursor] == UInt8(ascii: "{") else { return index + 1 }
            cursor += 1
            var value: UInt32 = 0
            while cursor < end, bytes[cursor] != UInt8(ascii: "}"), let digit = hexValue(bytes[cursor]) {
                value = value &* 16 &+ digit
                cursor += 1
            }
            if let scalar = Unicode.Scalar(value) { output.append(contentsOf: Array(String(scalar).utf8)) }
            return min(cursor + 1, end)
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
            // Line continuation in a multi-line string: the break disappears, the next line's indent too.
            var cursor = index + 1
            if bytes[index] == UInt8(ascii: "\r"), cursor < end, bytes[cursor] == UInt8(ascii: "\n") { cursor += 1 }
            atLineStart = true
            return cursor
        default:
            // Invalid escape (the lexer reports it): keep the text as written.
            output.append(UInt8(ascii: "\\"))
            output.append(bytes[index])
        }
        return index + 1
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    mutating func finish() -> String {
        if isMultiline {
            // The line break before the closing `"""` is not content either.
            if output.last == UInt8(ascii: "\n") { output.removeLast() }
            if output.last == UInt8(ascii: "\r") { output.removeLast() }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
