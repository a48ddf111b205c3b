import SwiftLexer

/// Types, properties, functions: the declarations that hold views.
extension TreeBuilder {
    // MARK: Types

    mutating func parseTypeDecl(_ declaration: Declaration, _ limit: Int, parent: NodeID) -> Int {
        let keyword = stream.text(declaration.keyword)
        var index = declaration.keyword + 1
        let nameIndex = index
        var name = ""
        if stream.kind(index) == .leftSquare || stream.kind(index) == .leftParen {
            // `extension [Int]`.
            let end = stream.skipGroup(index, limit: limit)
            name = stream.normalizedText(index, end)
            index = end
        } else if stream.isName(index) {
            name = stream.text(index)
            index += 1
            while stream.kind(index) == .period, stream.isName(index + 1) {
                name += "." + stream.text(index + 1)
                index += 2
            }
        }
        // `extension UInt8?`, `extension Array<Int>`.
        while stream.kind(index) == .postfixQuestion || stream.kind(index) == .exclamation {
            name += stream.text(index)
            index += 1
        }
        var genericParameters: String?
        if let end = stream.scanAngleBrackets(index, limit) {
            genericParameters = stream.normalizedText(index, end)
            index = end
            // `extension Rope<Chunk>.Builder`: the extended type continues after its arguments.
            while stream.kind(index) == .period, stream.isName(index + 1) {
                name += "." + stream.text(index + 1)
                index += 2
            }
        }
        var conformances: [String] = []
        if stream.kind(index) == .colon {
            index += 1
            while index < limit {
                let end = scanType(index, limit, stopAtComma: true, stopAtEqual: false, stopAtLineBreak: false)
                if end > index { conformances.append(stream.normalizedText(index, end)) }
                index = max(end, index + 1)
                guard stream.kind(end) == .comma else { index = end; break }
            }
        }
        if stream.isKeyword(index, .where) { index = skipWhereClause(index + 1, limit) }
        let info = TypeInfo(keyword: keyword, conformances: conformances, attributes: declaration.attributes,
                            genericParameters: genericParameters)
        let node = addNode(.typeDecl, name: name, range: span(declaration.start, index),
                           nameRange: stream.textRange(name.isEmpty ? declaration.keyword : nameIndex),
                           parent: parent, decl: .type(info))
        if stream.kind(index) == .leftBrace, index < limit {
            index = parseBlockBody(index, limit, parent: node, context: .members)
        } else {
            addRecovery("expected '{' after the \(keyword) declaration", min(index, limit), min(index, limit) + 1,
                        parent: node)
        }
        finish(node, lastToken: max(declaration.keyword, index - 1))
        return max(index, declaration.keyword + 1)
    }

    /// `{ items }` with the depth cap and a recovery note when unclosed; returns the index after `}`.
    mutating func parseBlockBody(_ open: Int, _ limit: Int, parent: NodeID, context: ItemContext) -> Int {
        let close = stream.closer(of: open, limit: limit)
        let next = close < limit ? close + 1 : limit
        guard depth < ViewTreeParser.maximumDepth else {
            addRecovery("nesting deeper than \(ViewTreeParser.maximumDepth) levels skipped", open, next, parent: parent)
            return next
        }
        depth += 1
        _ = parseItems(open + 1, close, parent: parent, context: context, stops: [])
        depth -= 1
        noteUnclosed(open, closer: close, limit: limit, parent: parent)
        return next
    }

    // MARK: Properties and local bindings

    mutating func parseBinding(_ declaration: Declaration, _ limit: Int, parent: NodeID, isLocal: Bool) -> Int {
        let bindingKeyword = stream.text(declaration.keyword)
        var index = declaration.keyword + 1
        var first = true
        while index < limit {
            let nameIndex = index
            let name: String
            switch stream.kind(index) {
            case .identifier, .keyword, .dollarIdentifier:
                name = stream.text(index)
                index += 1
            case .leftParen:
                let end = stream.skipGroup(index, limit: limit)
                name = stream.normalizedText(index, end)
                index = end
            default:
                addRecovery("expected a name after '\(bindingKeyword)'", index, index + 1, parent: parent)
                return max(index, declaration.keyword + 1)
            }
            let node = addNode(isLocal ? .localBinding : .property, name: name,
                               range: span(first ? declaration.start : nameIndex, index),
                               nameRange: stream.textRange(nameIndex), parent: parent)
            first = false
            var typeText: String?
            if stream.kind(index) == .colon {
                let end = scanType(index + 1, limit, stopAtComma: true, stopAtEqual: true, stopAtLineBreak: true)
                typeText = stream.normalizedText(index + 1, end)
                index = end
            }
            var initializer: Expr?
            if stream.kind(index) == .equal, stream.isKeyword(index + 1, .if) || stream.isKeyword(index + 1, .switch) {
                // `let tint: Color = if isOn { .green } else { .gray }`: an `if` or `switch` expression, read as
                // the conditional it is (it became a call of the condition with a trailing closure).
                let valueStart = index + 1
                index = stream.isKeyword(valueStart, .if) ? parseIf(valueStart, limit, parent: node)
                    : parseSwitch(valueStart, limit, parent: node)
                if !isLocal { initializer = .other(stream.normalizedText(valueStart, index)) }
            } else if stream.kind(index) == .equal {
                let valueStart = index + 1
                let scan = stream.scanExpression(valueStart, limit)
                let end = max(scan.end, valueStart)
                if isLocal {
                    _ = parseScannedExpression(valueStart, scan, parent: node, mode: .callsOnly)
                } else if case .chain = scan.shape, stream.isCallChain(valueStart, end) {
                    let (child, _) = parseChain(valueStart, end, parent: node, mode: .view)
                    initializer = child.map(expr(ofChain:))
                } else {
                    initializer = parseExpr(valueStart, end, owner: node).0
                }
                index = end
            }
            var isComputed = false
            if stream.kind(index) == .leftBrace, index < limit, !isLocal || !stream.isAtStartOfLine(index) {
                isComputed = true
                index = parseAccessors(index, limit, property: node)
            }
            nodes[Int(node.index)].decl = .property(PropertyInfo(
                bindingKeyword: bindingKeyword, isStatic: declaration.isStatic, attributes: declaration.attributes,
                typeText: typeText, initializer: initializer, isComputed: isComputed))
            finish(node, lastToken: max(nameIndex, index - 1))
            guard stream.kind(index) == .comma else { break }
            index += 1
        }
        return max(index, declaration.keyword + 1)
    }

    func isAccessorName(_ index: Int) -> Bool {
        stream.isIdentifier(index, "get") || stream.isIdentifier(index, "set") || stream.isIdentifier(index, "didSet")
            || stream.isIdentifier(index, "willSet") || stream.isIdentifier(index, "_read")
            || stream.isIdentifier(index, "_modify") || stream.isKeyword(index, .`init`)
    }

    /// Skips `mutating`, `@inline(__always)` and the like before an accessor.
    func skipAccessorModifiers(_ start: Int, _ limit: Int) -> Int {
        var index = start
        while index < limit {
            if stream.kind(index) == .atSign {
                index += 2
                if stream.kind(index) == .leftParen, stream.isAttached(index) { index = stream.skipGroup(index, limit: limit) }
            } else if isDeclarationModifier(index) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// Whether the body opened at `open` is a list of accessors (`get { }`, `set(v) { }`, `didSet { }`,
    /// `{ get set }`) rather than a getter's statements.
    func startsAccessorBlock(_ open: Int, _ close: Int) -> Bool {
        let index = skipAccessorModifiers(open + 1, close)
        guard isAccessorName(index) else { return false }
        let next = index + 1
        switch stream.kind(next) {
        case .leftBrace: return true
        case .leftParen: return stream.kind(stream.skipGroup(next, limit: close)) == .leftBrace
        case .rightBrace: return next == close
        case .keyword: return stream.keyword(next) == .throws
        case .identifier: return stream.isIdentifier(next, "async") || isAccessorName(next)
        default: return false
        }
    }

    /// A computed body or accessor block. The getter's statements become the property's children; other
    /// accessors (`set`, `didSet`, …) become `.statement` nodes holding theirs.
    mutating func parseAccessors(_ open: Int, _ limit: Int, property: NodeID) -> Int {
        let close = stream.closer(of: open, limit: limit)
        guard startsAccessorBlock(open, close) else {
            return parseBlockBody(open, limit, parent: property, context: .statements)
        }
        let next = close < limit ? close + 1 : limit
        guard depth < ViewTreeParser.maximumDepth else {
            addRecovery("nesting deeper than \(ViewTreeParser.maximumDepth) levels skipped", open, next,
                        parent: property)
            return next
        }
        depth += 1
        var index = open + 1
        while index < close {
            let start = index
            index = skipAccessorModifiers(index, close)
            guard isAccessorName(index) else {
                addRecovery("expected an accessor", start, max(start + 1, index), parent: property)
                index = max(start + 1, index)
                continue
            }
            let nameIndex = index
            index += 1
            if stream.kind(index) == .leftParen { index = stream.skipGroup(index, limit: close) }
            while stream.isIdentifier(index, "async") || stream.isKeyword(index, .throws) {
                index += 1
                // Typed throws: `get throws(StoreError) { … }`.
                if stream.kind(index) == .leftParen, stream.isAttached(index) { index = stream.skipGroup(index, limit: close) }
            }
            guard stream.kind(index) == .leftBrace else { continue }
            if stream.isIdentifier(nameIndex, "get") {
                index = parseBlockBody(index, close, parent: property, context: .statements)
            } else {
                let accessor = addNode(.statement, range: span(nameIndex, index + 1),
                                       nameRange: stream.textRange(nameIndex), parent: property,
                                       label: stream.text(nameIndex))
                index = parseBlockBody(index, close, parent: accessor, context: .statements)
                finish(accessor, lastToken: index - 1)
            }
        }
        depth -= 1
        noteUnclosed(open, closer: close, limit: limit, parent: property)
        return next
    }

    // MARK: Functions

    mutating func parseFunction(_ declaration: Declaration, _ limit: Int, parent: NodeID) -> Int {
        let keyword = stream.text(declaration.keyword)
        var index = declaration.keyword + 1
        var name = keyword
        var nameIndex = declaration.keyword
        if stream.isKeyword(declaration.keyword, .func) {
            switch stream.kind(index) {
            case .identifier, .keyword, .binaryOperator, .prefixOperator, .postfixOperator:
                name = stream.text(index)
                nameIndex = index
                index += 1
            default:
                break
            }
        }
        while stream.kind(index) == .postfixQuestion || stream.kind(index) == .exclamation { index += 1 }
        if let end = stream.scanAngleBrackets(index, limit) { index = end }
        let node = addNode(.function, name: name, range: span(declaration.start, index),
                           nameRange: stream.textRange(nameIndex), parent: parent)
        var parameters: [Parameter] = []
        if stream.kind(index) == .leftParen, index < limit {
            (parameters, index) = parseParameters(index, limit, owner: node)
        }
        while stream.isIdentifier(index, "async") || stream.isIdentifier(index, "reasync")
                || stream.isKeyword(index, .throws) || stream.isKeyword(index, .rethrows) {
            index += 1
            if stream.kind(index) == .leftParen, stream.isAttached(index) { index = stream.skipGroup(index, limit: limit) }
        }
        var returnType: String?
        if stream.kind(index) == .arrow {
            let end = scanType(index + 1, limit, stopAtComma: false, stopAtEqual: false, stopAtLineBreak: true)
            returnType = stream.normalizedText(index + 1, end)
            index = end
        }
        if stream.isKeyword(index, .where) { index = skipWhereClause(index + 1, limit) }
        if stream.kind(index) == .leftBrace, index < limit {
            // A subscript's body may be accessors (`get { }`, `_read { }`), like a computed property's.
            index = stream.isKeyword(declaration.keyword, .subscript)
                ? parseAccessors(index, limit, property: node)
                : parseBlockBody(index, limit, parent: node, context: .statements)
        }
        nodes[Int(node.index)].decl = .function(FunctionInfo(
            keyword: keyword, isStatic: declaration.isStatic, attributes: declaration.attributes,
            parameters: parameters, returnType: returnType))
        finish(node, lastToken: max(declaration.keyword, index - 1))
        return max(index, declaration.keyword + 1)
    }

    mutating func parseParameters(_ open: Int, _ limit: Int, owner: NodeID) -> ([Parameter], Int) {
        let close = stream.closer(of: open, limit: limit)
        var parameters: [Parameter] = []
        var index = open + 1
        while index < close {
            let start = index
            while stream.kind(index) == .atSign, index < close {
                index += 2
                if stream.kind(index) == .leftParen, stream.isAttached(index) { index = stream.skipGroup(index, limit: close) }
            }
            var label = ""
            var name: String?
            if stream.isName(index), index < close {
                label = stream.text(index)
                index += 1
                if stream.isName(index), index < close {
                    name = stream.text(index)
                    index += 1
                }
            }
            var typeText = ""
            if stream.kind(index) == .colon, index < close {
                let end = scanType(index + 1, close, stopAtComma: true, stopAtEqual: true, stopAtLineBreak: false)
                typeText = stream.normalizedText(index + 1, end)
                index = end
            }
            var defaultValue: Expr?
            if stream.kind(index) == .equal, index < close {
                (defaultValue, index) = parseExpr(index + 1, close, owner: owner)
            }
            // Anything else up to the next comma is not understood; skip it.
            while index < close, stream.kind(index) != .comma {
                index = stream.isOpener(index) ? stream.skipGroup(index, limit: close) : index + 1
            }
            if !label.isEmpty || !typeText.isEmpty {
                parameters.append(Parameter(label: label, name: name ?? label, typeText: typeText,
                                            defaultValue: defaultValue))
            }
            if stream.kind(index) == .comma { index += 1 }
            if index <= start { index = start + 1 }
        }
        noteUnclosed(open, closer: close, limit: limit, parent: owner)
        return (parameters, close < limit ? close + 1 : limit)
    }

    // MARK: Types as text

    /// End of a type written from `start`: `some View`, `Binding<[String: Int]>`, `() -> Void`, `any P & Q`.
    /// Angle brackets are counted from operator tokens (`<`, `>`, `>>`), since the lexer cannot tell generics
    /// from comparisons.
    func scanType(_ start: Int, _ limit: Int, stopAtComma: Bool, stopAtEqual: Bool, stopAtLineBreak: Bool) -> Int {
        var index = start
        var angles = 0
        while index < limit {
            // A line that starts with `.` continues the type (`-> Models\n    .Notification?`).
            if index > start, stopAtLineBreak, angles == 0, stream.isAtStartOfLine(index),
               stream.kind(index) != .arrow, stream.kind(index - 1) != .arrow, stream.kind(index) != .period {
                return index
            }
            switch stream.kind(index) {
            case .leftParen, .leftSquare:
                index = stream.skipGroup(index, limit: limit)
                continue
            case .leftBrace, .rightParen, .rightSquare, .rightBrace, .semicolon, .endOfFile, .poundDirective,
                 .stringQuote:
                return index
            case .comma:
                if angles == 0, stopAtComma { return index }
            case .equal:
                if angles == 0, stopAtEqual { return index }
            case .colon:
                if angles == 0 { return index }
            case .keyword:
                if angles == 0, stream.keyword(index) == .where { return index }
            case .binaryOperator, .prefixOperator, .postfixOperator:
                angles = max(0, angles + stream.angleBalance(index))
            default:
                break
            }
            index += 1
        }
        return min(index, limit)
    }

    /// Whether the token can only start a new declaration (or `#if` clause), never continue a type or clause.
    func startsDeclaration(_ index: Int) -> Bool {
        switch stream.kind(index) {
        case .atSign, .poundDirective: return true
        case .keyword:
            switch stream.keyword(index) {
            case .func, .var, .let, .`init`, .deinit, .subscript, .static, .public, .private, .internal, .fileprivate,
                 .open, .class, .struct, .enum, .protocol, .extension, .typealias, .associatedtype, .case, .import:
                return true
            default:
                return false
            }
        default:
            return isDeclarationModifier(index)
        }
    }

    /// Skips `where T: P, U == V` up to the body's `{` (or the next declaration when there is no body).
    func skipWhereClause(_ start: Int, _ limit: Int) -> Int {
        var index = start
        while index < limit {
            let kind = stream.kind(index)
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return index }
            if index > start, stream.isAtStartOfLine(index), startsDeclaration(index) { return index }
            index = kind == .leftParen || kind == .leftSquare ? stream.skipGroup(index, limit: limit) : index + 1
        }
        return limit
    }
}
