import SwiftLexer

/// The form of an expression statement, decided by one scan over its top-level tokens before any node is made.
enum ExpressionShape {
    /// A primary with postfix calls, members, closures and modifiers: `Text("a").font(.title)`, `header`.
    case chain
    /// `condition ? a : b` (indices of the top-level `?` and its `:`).
    case ternary(question: Int, colon: Int)
    /// Assignments, operators, literals: anything else.
    case other
}

extension TokenStream {
    /// A `{` that opens a line right after a call's arguments or a name: Swift takes it as a trailing closure of
    /// that call (code that puts every brace on its own line: `VStack(spacing: 8)`, then `{` below it).
    func isTrailingClosureOnNextLine(_ index: Int) -> Bool {
        guard index > 0, kind(index) == .leftBrace, isAtStartOfLine(index), !opensPropertyObservers(index) else {
            return false
        }
        return kind(index - 1) == .rightParen || kind(index - 1) == .identifier
    }

    /// A `{` that opens a stored property's observers (`{ didSet { … } }`), not a closure.
    func opensPropertyObservers(_ index: Int) -> Bool {
        isIdentifier(index + 1, "didSet") || isIdentifier(index + 1, "willSet")
    }

    /// Keywords that cannot continue an expression: they start the next statement or clause.
    func endsExpression(_ index: Int) -> Bool {
        switch keyword(index) {
        case .else, .case, .default, .catch, .in, .where, .var, .let, .func, .return, .guard, .for, .while,
             .repeat, .defer, .do, .import, .struct, .enum, .extension, .protocol, .typealias, .static, .private,
             .fileprivate, .public, .internal, .open, .switch, .break, .continue, .throw, .fallthrough:
            return true
        default:
            return false
        }
    }

    /// Where the expression starting at `start` ends and what shape it has. Groups are skipped through the
    /// match table, so the scan is linear in the tokens at this level. A new line ends the expression unless it
    /// continues it (`.modifier`, a binary operator, `} label: {`, the `:` of a pending ternary).
    func scanExpression(_ start: Int, _ limit: Int) -> (end: Int, shape: ExpressionShape) {
        var index = start
        var previous = -1
        var question = -1
        var colon = -1
        var pendingQuestions = 0
        var assigns = false
        var operators = false
        while index < limit {
            let kind = kind(index)
            if index > start, kind == .poundDirective, let endif = postfixIfConfigEnd(index, limit) {
                previous = endif
                index = endif + 1
                continue
            }
            if index > start {
                if isAtStartOfLine(index), !continuesExpression(index, previous: previous, pending: pendingQuestions) {
                    break
                }
                switch kind {
                case .semicolon, .comma, .rightBrace, .rightParen, .rightSquare, .interpolationEnd, .endOfFile,
                     .poundDirective:
                    return (index, shape(question, colon, assigns, operators))
                case .colon:
                    if pendingQuestions == 0, !isLabelledClosure(index - 1) { return (index, shape(question, colon, assigns, operators)) }
                case .keyword:
                    // `.if(x) { } else: { }`: a keyword labelling a trailing closure does not end it.
                    if self.kind(previous) != .period, endsExpression(index), !isLabelledClosure(index) {
                        return (index, shape(question, colon, assigns, operators))
                    }
                case .leftBrace:
                    if opensPropertyObservers(index) {
                        return (index, shape(question, colon, assigns, operators))
                    }
                default:
                    break
                }
            }
            switch kind {
            case .leftParen, .leftBrace, .leftSquare, .stringQuote, .interpolationStart:
                previous = closer(of: index, limit: limit)
                index = previous < limit ? previous + 1 : limit
                continue
            case .binaryOperator where isGenericArgumentList(index, limit):
                previous = index
                index = scanAngleBrackets(index, limit) ?? index + 1
                continue
            case .prefixOperator where isGenericArgumentList(index, limit),
                 .postfixOperator where isGenericArgumentList(index, limit):
                previous = index
                index = scanAngleBrackets(index, limit) ?? index + 1
                continue
            case .binaryOperator:
                if isTernaryQuestion(index) {
                    if question < 0 { question = index }
                    pendingQuestions += 1
                } else if isAssignmentOperator(index) {
                    assigns = true
                } else {
                    operators = true
                }
            case .colon:
                if pendingQuestions > 0 {
                    pendingQuestions -= 1
                    if pendingQuestions == 0, colon < 0 { colon = index }
                }
            case .equal:
                assigns = true
            case .prefixOperator, .postfixOperator, .integerLiteral, .floatLiteral, .regexLiteral, .backslash:
                operators = true
            case .keyword:
                switch keyword(index) {
                case .as, .is, .true, .false, .nil: operators = true
                default: break
                }
            default:
                break
            }
            previous = index
            index += 1
        }
        return (min(index, limit), shape(question, colon, assigns, operators))
    }

    private func shape(_ question: Int, _ colon: Int, _ assigns: Bool, _ operators: Bool) -> ExpressionShape {
        if assigns { return .other }
        if question >= 0, colon > question { return .ternary(question: question, colon: colon) }
        return operators || question >= 0 ? .other : .chain
    }

    /// Whether the token at the start of a line continues the expression before it.
    private func continuesExpression(_ index: Int, previous: Int, pending: Int) -> Bool {
        switch kind(index) {
        case .period, .binaryOperator:
            return true
        case .leftBrace:
            return isTrailingClosureOnNextLine(index)
        case .colon:
            return pending > 0
        case .identifier, .keyword:
            // `} label: {` on its own line.
            if kind(index + 1) == .colon, kind(index + 2) == .leftBrace, kind(previous) == .rightBrace { return true }
        default:
            break
        }
        switch kind(previous) {
        case .binaryOperator, .equal, .period, .arrow, .prefixOperator, .colon: return true
        default: return false
        }
    }

    /// `name` at `index` followed by `: {` after a closure: a labelled trailing closure.
    private func isLabelledClosure(_ index: Int) -> Bool {
        isName(index) && kind(index + 1) == .colon && kind(index + 2) == .leftBrace && kind(index - 1) == .rightBrace
    }

    /// `<Int, [String]>` right after a name and followed by `(`, `.` or `{`: generic arguments, not comparisons.
    func isGenericArgumentList(_ index: Int, _ limit: Int) -> Bool {
        guard firstByte(index) == UInt8(ascii: "<"), isAttached(index), kind(index - 1) == .identifier,
              let end = scanAngleBrackets(index, limit) else { return false }
        switch kind(end) {
        case .leftParen, .period, .leftBrace: return isAttached(end) || kind(end) == .leftBrace
        default: return false
        }
    }

    /// Whether the chain at `start` calls something (`Foo(…)`, `foo { }`, `a.b(…)`) rather than naming a value.
    func isCallChain(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            switch kind(index) {
            case .identifier, .keyword, .period, .dollarIdentifier, .poundIdentifier, .postfixQuestion, .exclamation:
                index += 1
            case .leftParen, .leftBrace:
                return !isAtStartOfLine(index) || isTrailingClosureOnNextLine(index)
            default:
                return false
            }
        }
        return false
    }
}

/// Whether a chain must produce a node: in builders every view does; inside statements and local values only
/// calls (and references with a modifier chain) do, so `x = y` makes no reference node.
enum ChainMode {
    case view
    case callsOnly
}

extension TreeBuilder {
    // MARK: Statements

    mutating func parseStatement(_ start: Int, _ limit: Int, parent: NodeID) -> Int {
        if stream.kind(start) == .keyword {
            switch stream.keyword(start) {
            case .if:
                return parseIf(start, limit, parent: parent)
            case .switch:
                return parseSwitch(start, limit, parent: parent)
            case .guard:
                return parseGuard(start, limit, parent: parent)
            case .for, .while:
                return parseHeaderAndBody(start, limit, parent: parent)
            case .do, .repeat, .defer:
                return parseKeywordBlocks(start, limit, parent: parent)
            case .return:
                // Transparent: the returned expression is the node.
                let next = start + 1
                if next < limit, !stream.isAtStartOfLine(next), stream.kind(next) != .rightBrace,
                   stream.kind(next) != .semicolon {
                    let scan = stream.scanExpression(next, limit)
                    _ = parseScannedExpression(next, scan, parent: parent, mode: .view)
                    return max(scan.end, next)
                }
                addNode(.statement, range: span(start, next), nameRange: stream.textRange(start), parent: parent,
                        label: "return")
                return next
            case .break, .continue, .fallthrough:
                let end = stream.kind(start + 1) == .identifier && !stream.isAtStartOfLine(start + 1) ? start + 2 : start + 1
                addNode(.statement, range: span(start, end), nameRange: stream.textRange(start), parent: parent,
                        label: stream.normalizedText(start, end))
                return end
            case .throw:
                let end = max(stream.scanExpression(start + 1, limit).end, start + 1)
                makeStatement(start, end, parent: parent)
                return end
            default:
                break
            }
        }
        if stream.isIdentifier(start, "yield"), start + 1 < limit, !stream.isAtStartOfLine(start + 1),
           stream.kind(start + 1) != .leftParen, stream.kind(start + 1) != .period {
            // `yield value` in `_read`/`_modify` accessors: transparent, like `return`.
            let scan = stream.scanExpression(start + 1, limit)
            _ = parseScannedExpression(start + 1, scan, parent: parent, mode: .view)
            return max(scan.end, start + 1)
        }
        let scan = stream.scanExpression(start, limit)
        _ = parseScannedExpression(start, scan, parent: parent, mode: .view)
        return max(scan.end, start + 1)
    }

    /// Builds the node(s) for an expression already scanned by `scanExpression`.
    mutating func parseScannedExpression(_ start: Int, _ scan: (end: Int, shape: ExpressionShape), parent: NodeID,
                                         mode: ChainMode) -> NodeID? {
        let end = max(scan.end, start + 1)
        switch scan.shape {
        case .chain:
            let (node, next) = parseChain(start, end, parent: parent, mode: mode)
            if let node {
                if next < end { addRecovery("unexpected tokens after the view", next, end, parent: parent) }
                return node
            }
            if mode == .callsOnly {
                scanForCalls(start, end, parent: parent)
                return nil
            }
            return makeStatement(start, end, parent: parent)
        case .ternary(let question, let colon):
            guard depth < ViewTreeParser.maximumDepth else {
                addRecovery("nesting deeper than \(ViewTreeParser.maximumDepth) levels skipped", start, end,
                            parent: parent)
                return nil
            }
            depth += 1
            defer { depth -= 1 }
            let node = addNode(.ternary, range: span(start, end), nameRange: stream.textRange(start),
                               parent: parent, label: stream.normalizedText(start, question))
            for (operandStart, operandEnd) in [(question + 1, colon), (colon + 1, end)] where operandStart < operandEnd {
                let operand = stream.scanExpression(operandStart, operandEnd)
                _ = parseScannedExpression(operandStart, (min(operand.end, operandEnd), operand.shape), parent: node,
                                           mode: mode)
            }
            return node
        case .other:
            if mode == .callsOnly {
                scanForCalls(start, end, parent: parent)
                return nil
            }
            return makeStatement(start, end, parent: parent)
        }
    }

    /// A `.statement` for tokens `start..<end`, with the calls and closures inside it as children.
    @discardableResult
    mutating func makeStatement(_ start: Int, _ end: Int, parent: NodeID) -> NodeID {
        let node = addNode(.statement, range: span(start, end), nameRange: stream.textRange(start), parent: parent,
                           label: stream.normalizedText(start, end, maximumBytes: 80))
        scanForCalls(start, end, parent: node)
        return node
    }

    /// Finds calls and closures among arbitrary tokens (operands of `=`, `+`, …) without recursion of its own.
    mutating func scanForCalls(_ start: Int, _ end: Int, parent: NodeID) {
        var index = start
        while index < end {
            let kind = stream.kind(index)
            let afterPeriod = index > start && stream.kind(index - 1) == .period
            switch kind {
            case .identifier, .dollarIdentifier, .poundIdentifier:
                if afterPeriod { index += 1; continue }
                let (_, next) = parseChain(index, end, parent: parent, mode: .callsOnly)
                index = max(next, index + 1)
            case .keyword:
                switch stream.keyword(index) {
                case .self, .Self, .super, .try, .await:
                    if afterPeriod { index += 1; continue }
                    let (_, next) = parseChain(index, end, parent: parent, mode: .callsOnly)
                    index = max(next, index + 1)
                default:
                    index += 1
                }
            case .period:
                let implicitMember = stream.isName(index + 1) && (index == start || !endsOperand(index - 1))
                if implicitMember {
                    let (_, next) = parseChain(index, end, parent: parent, mode: .callsOnly)
                    index = max(next, index + 1)
                } else {
                    index += 1
                }
            case .leftBrace:
                index = parseClosure(index, end, owner: parent, label: nil).1
            case .stringQuote:
                index = stream.skipGroup(index, limit: end)
            default:
                index += 1
            }
        }
    }

    /// Whether the token can end an operand (so a following `.` is member access, not an implicit member).
    func endsOperand(_ index: Int) -> Bool {
        switch stream.kind(index) {
        case .identifier, .keyword, .dollarIdentifier, .rightParen, .rightSquare, .rightBrace, .stringQuote,
             .integerLiteral, .floatLiteral, .postfixQuestion, .exclamation, .postfixOperator:
            return true
        default:
            return false
        }
    }

    // MARK: Control flow

    /// The first `{` at this level from `start` (the body of `if`, `for`, `while`, `switch`), or nil.
    func findBody(_ start: Int, _ limit: Int) -> Int? {
        var index = start
        while index < limit {
            switch stream.kind(index) {
            case .leftBrace: return index
            case .rightBrace, .semicolon, .endOfFile: return nil
            case .leftParen, .leftSquare, .stringQuote: index = stream.skipGroup(index, limit: limit)
            default: index += 1
            }
        }
        return nil
    }

    mutating func parseIf(_ start: Int, _ limit: Int, parent: NodeID) -> Int {
        let conditional = addNode(.conditional, name: "if", range: span(start, start + 1),
                                  nameRange: stream.textRange(start), parent: parent)
        var keyword = start
        var conditionStart = start + 1
        var name = "if"
        var index = start + 1
        while true {
            guard let open = findBody(conditionStart, limit) else {
                let end = max(stream.scanExpression(conditionStart, limit).end, conditionStart)
                addRecovery("expected '{' after the condition", keyword, end, parent: conditional)
                index = end
                break
            }
            let label = name == "else" ? nil : stream.normalizedText(conditionStart, open)
            let branch = addNode(.branch, name: name, range: span(keyword, open + 1),
                                 nameRange: stream.textRange(keyword), parent: conditional, label: label)
            index = parseBlockBody(open, limit, parent: branch, context: .statements)
            finish(branch, lastToken: index - 1)
            guard name != "else", stream.isKeyword(index, .else), index < limit else { break }
            keyword = index
            if stream.isKeyword(index + 1, .if) {
                name = "else if"
                conditionStart = index + 2
            } else {
                name = "else"
                conditionStart = index + 1
            }
        }
        finish(conditional, lastToken: index - 1)
        return parseModifiers(index, limit, target: conditional)
    }

    mutating func parseGuard(_ start: Int, _ limit: Int, parent: NodeID) -> Int {
        var elseIndex = start + 1
        while elseIndex < limit, !stream.isKeyword(elseIndex, .else) {
            let kind = stream.kind(elseIndex)
            if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { break }
            elseIndex = stream.isOpener(elseIndex) ? stream.skipGroup(elseIndex, limit: limit) : elseIndex + 1
        }
        let node = addNode(.statement, range: span(start, elseIndex), nameRange: stream.textRange(start),
                           parent: parent, label: stream.normalizedText(start, elseIndex, maximumBytes: 80))
        var index = elseIndex
        if stream.isKeyword(index, .else), stream.kind(index + 1) == .leftBrace {
            index = parseBlockBody(index + 1, limit, parent: node, context: .statements)
        } else {
            addRecovery("expected 'else {' in guard", start, max(index, start + 1), parent: node)
        }
        finish(node, lastToken: max(start, index - 1))
        return max(index, start + 1)
    }

    /// `for … in … { }`, `while … { }`: a statement labelled with its header, holding the body's statements.
    mutating func parseHeaderAndBody(_ start: Int, _ limit: Int, parent: NodeID) -> Int {
        guard let open = findBody(start + 1, limit) else {
            let end = max(stream.scanExpression(start + 1, limit).end, start + 1)
            makeStatement(start, end, parent: parent)
            return end
        }
        let node = addNode(.statement, range: span(start, open + 1), nameRange: stream.textRange(start),
                           parent: parent, label: stream.normalizedText(start, open, maximumBytes: 80))
        let index = parseBlockBody(open, limit, parent: node, context: .statements)
        finish(node, lastToken: index - 1)
        return index
    }

    /// `do { } catch … { }`, `repeat { } while …`, `defer { }`: one statement holding every block's statements.
    mutating func parseKeywordBlocks(_ start: Int, _ limit: Int, parent: NodeID) -> Int {
        let node = addNode(.statement, range: span(start, start + 1), nameRange: stream.textRange(start),
                           parent: parent, label: stream.text(start))
        var index = start + 1
        while index < limit, stream.kind(index) == .leftBrace {
            index = parseBlockBody(index, limit, parent: node, context: .statements)
            if stream.isKeyword(index, .catch), let open = findBody(index + 1, limit) {
                index = open
            } else if stream.isKeyword(index, .while), stream.isKeyword(start, .repeat) {
                index = max(stream.scanExpression(index + 1, limit).end, index + 1)
                break
            }
        }
        finish(node, lastToken: max(start, index - 1))
        return max(index, start + 1)
    }

    mutating func parseSwitch(_ start: Int, _ limit: Int, parent: NodeID) -> Int {
        guard let open = findBody(start + 1, limit) else {
            let end = max(stream.scanExpression(start + 1, limit).end, start + 1)
            addRecovery("expected '{' after the switch subject", start, end, parent: parent)
            return end
        }
        let node = addNode(.switchStatement, name: "switch", range: span(start, open + 1),
                           nameRange: stream.textRange(start), parent: parent,
                           label: stream.normalizedText(start + 1, open))
        let close = stream.closer(of: open, limit: limit)
        let next = close < limit ? close + 1 : limit
        guard depth < ViewTreeParser.maximumDepth else {
            addRecovery("nesting deeper than \(ViewTreeParser.maximumDepth) levels skipped", open, next, parent: node)
            return next
        }
        depth += 1
        _ = parseCases(open + 1, close, parent: node, stops: [])
        depth -= 1
        noteUnclosed(open, closer: close, limit: limit, parent: node)
        finish(node, lastToken: next - 1)
        return next
    }

    /// The `case …:` / `default:` clauses of a switch body as `.branch` children of `parent`, until `limit` (or
    /// an `#elseif`/`#else`/`#endif` when `stops` says so). `#if` blocks among the cases hold cases.
    mutating func parseCases(_ start: Int, _ limit: Int, parent: NodeID, stops: ItemStops) -> Int {
        var index = start
        while index < limit {
            let caseStart = index
            if stream.kind(index) == .atSign, stream.isIdentifier(index + 1, "unknown") { index += 2 }
            if stream.isKeyword(index, .case) || stream.isKeyword(index, .default) {
                let isDefault = stream.isKeyword(index, .default)
                var colon = index + 1
                while colon < limit, stream.kind(colon) != .colon {
                    if stream.isKeyword(colon, .case) || stream.isKeyword(colon, .default) { break }
                    colon = stream.isOpener(colon) ? stream.skipGroup(colon, limit: limit) : colon + 1
                }
                let branch = addNode(.branch, name: isDefault ? "default" : "case", range: span(caseStart, colon + 1),
                                     nameRange: stream.textRange(index), parent: parent,
                                     label: isDefault ? nil : stream.normalizedText(index + 1, colon))
                let bodyStart = stream.kind(colon) == .colon ? colon + 1 : colon
                index = parseItems(bodyStart, limit, parent: branch, context: .statements,
                                   stops: stops.union(.switchCase))
                finish(branch, lastToken: max(caseStart, index - 1))
            } else if stream.kind(index) == .poundDirective {
                if stream.equals(index, "#if") {
                    index = parseIfConfig(index, limit, parent: parent, context: .statements, stops: .switchCase)
                } else if stops.contains(.ifConfigClause) {
                    return index
                } else {
                    addRecovery("'\(stream.text(index))' without '#if'", index, index + 1, parent: parent)
                    index += 1
                }
            } else {
                let end = parseItems(index, limit, parent: parent, context: .statements, stops: stops.union(.switchCase))
                if end == index {
                    addRecovery("unexpected token in switch", index, index + 1, parent: parent)
                    index += 1
                } else {
                    index = end
                }
            }
            if index <= caseStart { index = caseStart + 1 }
        }
        return index
    }

    // MARK: Chains

    /// Whether `index` starts a dotted path head (`Text`, `self.header`, `$value`, `#Preview`, `.red`).
    func startsPath(_ index: Int) -> Bool {
        switch stream.kind(index) {
        case .identifier, .dollarIdentifier, .poundIdentifier: return true
        case .keyword:
            switch stream.keyword(index) {
            case .self, .Self, .super, .Any, .`init`: return true
            default: return false
            }
        case .period: return stream.isName(index + 1)
        default: return false
        }
    }

    /// Whether `unsafe` at `index - 1` is the expression prefix (`unsafe pointer.move()`, `unsafe try f()`).
    func startsUnsafeOperand(_ index: Int) -> Bool {
        !stream.isAtStartOfLine(index)
            && (startsPath(index) || stream.isKeyword(index, .try) || stream.isIdentifier(index, "await"))
    }

    /// Whether the call suffix at `index` (`(` on the same line, or a trailing closure) follows.
    func isCallSuffix(_ index: Int, _ end: Int) -> Bool {
        guard index < end else { return false }
        switch stream.kind(index) {
        case .leftParen: return !stream.isAtStartOfLine(index)
        case .leftBrace:
            return !stream.isAtStartOfLine(index) ? !stream.opensPropertyObservers(index)
                : stream.isTrailingClosureOnNextLine(index)
        default: return false
        }
    }

    func isUppercase(_ index: Int) -> Bool {
        let byte = stream.firstByte(index)
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// A view expression: head (call, reference, parenthesised expression or closure) and its modifier chain.
    mutating func parseChain(_ start: Int, _ end: Int, parent: NodeID, mode: ChainMode) -> (NodeID?, Int) {
        var index = start
        while index < end, stream.isKeyword(index, .try) || stream.isIdentifier(index, "await")
                || stream.isIdentifier(index, "unsafe") && startsUnsafeOperand(index + 1) {
            index += 1
            if stream.kind(index) == .postfixQuestion || stream.kind(index) == .exclamation { index += 1 }
        }
        let head = index
        let target: NodeID
        switch stream.kind(head) {
        case .leftParen where mode == .view:
            let close = stream.closer(of: head, limit: end)
            guard depth < ViewTreeParser.maximumDepth else { return (nil, head) }
            depth += 1
            let inner = stream.scanExpression(head + 1, close)
            let node = parseScannedExpression(head + 1, (min(inner.end, close), inner.shape), parent: parent,
                                              mode: .view)
            depth -= 1
            index = close < end ? close + 1 : end
            guard let node else { return (nil, index) }
            // `(FlowLayout(spacing: 8)) { … }`: a layout in parentheses, called with its content.
            if nodes[Int(node.index)].kind == .call, isCallSuffix(index, end), stream.kind(index) == .leftBrace {
                index = parseTrailingClosures(index, end, owner: node).next
                finish(node, lastToken: index - 1)
            }
            target = node
        case .leftBrace where mode == .view:
            let (closure, next) = parseClosure(head, end, owner: parent, label: nil)
            target = closure
            index = next
        default:
            guard startsPath(head), head < end else { return (nil, start) }
            var firstIsType = false
            index = head
            if stream.kind(index) == .period { index += 1 }
            // The segments' token indices; the name is built from them only if a node is made (most paths in
            // statements are plain values and get none).
            pathSegments.removeAll(keepingCapacity: true)
            while index < end {
                let segment = index
                if pathSegments.isEmpty { firstIsType = isUppercase(segment) }
                pathSegments.append(segment)
                index += 1
                if let afterGenerics = stream.scanAngleBrackets(index, end), stream.isAttached(index),
                   isCallSuffix(afterGenerics, end) || stream.kind(afterGenerics) == .period {
                    index = afterGenerics
                }
                var dot = index
                while stream.kind(dot) == .postfixQuestion || stream.kind(dot) == .exclamation { dot += 1 }
                // `viewModel.$query`: a projected value is a path segment too.
                guard dot < end, stream.kind(dot) == .period, !stream.isAtStartOfLine(dot),
                      stream.isName(dot + 1) || stream.kind(dot + 1) == .dollarIdentifier else {
                    break
                }
                // `Color.red.opacity(0.5)`: a call on a type's member is a modifier of that member.
                if pathSegments.count >= 2, firstIsType, isCallSuffix(dot + 2, end) { break }
                // `badge.accessibilityLabel("x")`: a SwiftUI modifier on a lower-case reference (see
                // `SwiftUIModifierNames`); `viewModel.load()` stays a call.
                if mode == .view, !firstIsType, isCallSuffix(dot + 2, end),
                   SwiftUIModifierNames.contains(stream.text(dot + 1)) { break }
                index = dot + 1
            }
            // `onEdit?()`, `handler!()`: optional calls are calls.
            var suffix = index
            while stream.kind(suffix) == .postfixQuestion || stream.kind(suffix) == .exclamation { suffix += 1 }
            let isCall = isCallSuffix(suffix, end)
            if isCall { index = suffix }
            if mode == .callsOnly, !isCall, !hasModifierChain(index, end) {
                return (nil, skipPostfix(index, end))
            }
            let name = pathName(implicitMember: stream.kind(head) == .period)
            let node = addNode(isCall ? .call : .reference, name: name, range: span(head, index),
                               nameRange: span(head, index), parent: parent)
            if isCall {
                if stream.kind(index) == .leftParen {
                    let arguments: [Argument]
                    (arguments, index) = parseArgumentList(index, end, owner: node, ownerName: name)
                    nodes[Int(node.index)].arguments = arguments
                }
                index = parseTrailingClosures(index, end, owner: node).next
            }
            finish(node, lastToken: max(head, index - 1))
            target = node
        }
        return (target, parseModifiers(index, end, target: target))
    }

    /// The name of the path whose segments `parseChain` left in `pathSegments`, as written without `self.`
    /// (`Text`, `.red`, `Color.red`, `header` for `self.header`, `self` alone).
    func pathName(implicitMember: Bool) -> String {
        guard !pathSegments.isEmpty else { return implicitMember ? "." : "self" }
        // `SwiftUI.Image(…)`: the module qualifier names the same view, so the node is named as rules know it.
        let first = !implicitMember && pathSegments.count > 1 && stream.equals(pathSegments[0], "SwiftUI") ? 1 : 0
        // A leading `self` is dropped (a later one, `a.self`, is kept).
        let dropsFirst = stream.equals(pathSegments[first], "self")
        let kept = pathSegments.count - first - (dropsFirst ? 1 : 0)
        if !implicitMember, kept == 1 { return stream.text(pathSegments[pathSegments.count - 1]) }
        if kept == 0 { return implicitMember ? "." : "self" }
        // The kept segments' bytes joined by `.` into one string, made once (joining strings piece by piece made
        // one string per piece). Separators are ASCII, so decoding the whole equals joining decoded pieces.
        var length = implicitMember ? 1 : 0
        for position in first..<pathSegments.count where position > first || !dropsFirst {
            length += stream.textRange(pathSegments[position]).count + 1
        }
        return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            if implicitMember { output[0] = UInt8(ascii: "."); written = 1 }
            for position in first..<pathSegments.count where position > first || !dropsFirst {
                if written > (implicitMember ? 1 : 0) { output[written] = UInt8(ascii: "."); written += 1 }
                for byte in stream.bytes[stream.textRange(pathSegments[position])] {
                    output[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    /// Whether a `.name(…)`/`.name { }` follows (a reference with modifiers is worth a node even in statements).
    func hasModifierChain(_ index: Int, _ end: Int) -> Bool {
        var cursor = index
        while stream.kind(cursor) == .postfixQuestion || stream.kind(cursor) == .exclamation { cursor += 1 }
        return stream.kind(cursor) == .period && stream.isName(cursor + 1) && isCallSuffix(cursor + 2, end)
    }

    /// Skips `?`, `!` and subscripts after a value that gets no node.
    func skipPostfix(_ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            switch stream.kind(index) {
            case .postfixQuestion, .exclamation: index += 1
            case .leftSquare where !stream.isAtStartOfLine(index): index = stream.skipGroup(index, limit: end)
            default: return index
            }
        }
        return index
    }

    /// The postfix chain after a view: `.modifier(args) { closures }`, with `?`, `!` and subscripts skipped.
    mutating func parseModifiers(_ start: Int, _ end: Int, target: NodeID) -> Int {
        var index = start
        // Conditions of the `#if` clauses the chain is inside (`Text("a")` / `#if os(iOS)` / `.padding()` /
        // `#endif`): their modifiers stay in the chain, in order, labelled with the clause.
        var clauses: [String] = []
        while index < end {
            switch stream.kind(index) {
            case .poundDirective where !clauses.isEmpty || stream.postfixIfConfigEnd(index, end) != nil:
                if stream.equals(index, "#endif") {
                    clauses.removeLast()
                    index += 1
                    continue
                }
                let lineEnd = stream.directiveLineEnd(index, end)
                let clause = stream.normalizedText(index, lineEnd)
                if stream.equals(index, "#if") { clauses.append(clause) } else { clauses[clauses.count - 1] = clause }
                index = lineEnd
            case .period where stream.isName(index + 1):
                let nameIndex = index + 1
                let modifier = addNode(.modifier, name: stream.text(nameIndex), range: span(index, nameIndex + 1),
                                       nameRange: stream.textRange(nameIndex), parent: target,
                                       label: clauses.last)
                index = nameIndex + 1
                if stream.kind(index) == .leftParen, !stream.isAtStartOfLine(index) {
                    let arguments: [Argument]
                    (arguments, index) = parseArgumentList(index, end, owner: modifier,
                                                           ownerName: nodes[Int(modifier.index)].name)
                    nodes[Int(modifier.index)].arguments = arguments
                }
                index = parseTrailingClosures(index, end, owner: modifier).next
                finish(modifier, lastToken: index - 1)
            case .postfixQuestion, .exclamation:
                index += 1
            case .leftSquare, .leftParen:
                guard !stream.isAtStartOfLine(index) else { return index }
                index = stream.skipGroup(index, limit: end)
            default:
                return index
            }
        }
        return index
    }

    // MARK: Closures

    /// Trailing closures at `start`: an unlabelled one on the same line, then `label: { }` ones.
    mutating func parseTrailingClosures(_ start: Int, _ end: Int, owner: NodeID) -> (ids: [NodeID], next: Int) {
        guard isCallSuffix(start, end), stream.kind(start) == .leftBrace else { return ([], start) }
        var ids: [NodeID] = []
        var (id, index) = parseClosure(start, end, owner: owner, label: nil)
        ids.append(id)
        while index + 2 < end, stream.isName(index), stream.kind(index + 1) == .colon,
              stream.kind(index + 2) == .leftBrace {
            (id, index) = parseClosure(index + 2, end, owner: owner, label: stream.text(index))
            ids.append(id)
        }
        return (ids, index)
    }

    /// `{ params in statements }` as a `.closure` child of `owner`.
    mutating func parseClosure(_ open: Int, _ limit: Int, owner: NodeID, label: String?) -> (NodeID, Int) {
        let close = stream.closer(of: open, limit: limit)
        let next = close < limit ? close + 1 : limit
        let inIndex = closureSignatureEnd(open, close)
        let parameters = inIndex.map { stream.normalizedText(open + 1, $0) } ?? ""
        let node = addNode(.closure, name: parameters, range: span(open, next), nameRange: stream.textRange(open),
                           parent: owner, label: label)
        guard depth < ViewTreeParser.maximumDepth else {
            addRecovery("nesting deeper than \(ViewTreeParser.maximumDepth) levels skipped", open, next, parent: node)
            return (node, next)
        }
        depth += 1
        _ = parseItems(inIndex.map { $0 + 1 } ?? open + 1, close, parent: node, context: .statements, stops: [])
        depth -= 1
        noteUnclosed(open, closer: close, limit: limit, parent: node)
        return (node, next)
    }

    /// The `in` ending a closure signature on the closure's first line (`{ item in`, `{ [weak self] (a, b) in`).
    func closureSignatureEnd(_ open: Int, _ close: Int) -> Int? {
        var index = open + 1
        while index < close {
            if index > open + 1, stream.isAtStartOfLine(index) { return nil }
            switch stream.kind(index) {
            case .keyword:
                switch stream.keyword(index) {
                case .in: return index
                case .throws, .rethrows, .self, .Self, .Any, .inout: index += 1
                default: return nil
                }
            case .identifier, .dollarIdentifier, .comma, .colon, .arrow, .period, .postfixQuestion, .exclamation,
                 .atSign, .binaryOperator, .prefixOperator, .postfixOperator:
                index += 1
            case .leftParen, .leftSquare:
                index = stream.skipGroup(index, limit: close)
            default:
                return nil
            }
        }
        return nil
    }
}
