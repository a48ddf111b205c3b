import SwiftLexer

/// Builds a `ViewTree` from tokens: a tolerant, linear-time parser of what accessibility rules need of SwiftUI
/// code (declarations, view expressions, modifier chains, control flow in builders). It reads tokens only and
/// never traps on input: code it does not understand becomes `.recovery` or `.statement` nodes.
public enum ViewTreeParser {
    /// Nesting of closures, argument lists and declaration bodies beyond which a group is skipped (with a
    /// `.recovery` node) instead of parsed, so deeply nested input costs neither stack nor time. Real code stays
    /// well inside it: the deepest of 15,500 files in the package mirrors reaches 45, and 99.9% stay under 25. The
    /// stack the cap allows is measured per build in ParserToleranceTests' `ParserStack`.
    public static let maximumDepth = 64

    public static func parse(_ source: LexedSource) -> ViewTree { parseKeepingSpellings(source).tree }

    /// The tree, and the strings the parser made of the file's token texts: the mention sweep of
    /// `FileReferenceFacts.extract` takes them rather than decoding the same names again.
    static func parseKeepingSpellings(_ source: LexedSource) -> (tree: ViewTree, spellings: TokenTextCache) {
        let (nodes, imports, spellings) = TokenStream.with(source) { stream in
            var builder = TreeBuilder(stream)
            builder.parseFile()
            return (builder.nodes, stream.imports, stream.textCache)
        }
        return (ViewTree(source: source, nodes: nodes, imports: imports), spellings)
    }

    /// Lexes and parses a file's bytes.
    public static func parse(_ bytes: [UInt8]) -> ViewTree { parse(Lexer.lex(bytes)) }
}

/// Where a list of items is parsed: what `var`/`let` mean there and whether expressions are expected.
enum ItemContext {
    /// The file: declarations and top-level code; `var`/`let` are properties.
    case topLevel
    /// A type body: declarations only.
    case members
    /// A function, accessor or closure body: statements; `var`/`let` are local bindings.
    case statements
}

/// Why `parseItems` stopped before its limit.
struct ItemStops: OptionSet {
    let rawValue: UInt8
    /// `#elseif`, `#else`, `#endif` end the current `#if` clause.
    static let ifConfigClause = ItemStops(rawValue: 1 << 0)
    /// `case`, `default` and `@unknown default` end the current switch case.
    static let switchCase = ItemStops(rawValue: 1 << 1)
}

struct TreeBuilder {
    let stream: TokenStream
    /// The nodes made so far, in the array the tree will own.
    var nodes: [Node] = []
    var depth = 0
    /// Scratch for `parseChain`: token indices of the path being read.
    var pathSegments: [Int] = []

    init(_ stream: TokenStream) {
        self.stream = stream
        nodes.reserveCapacity(stream.tokens.count / 8 + 1)
    }

    // MARK: Nodes

    /// Out of line on purpose: inlined, a node's temporaries enlarged the frames of the recursive parse functions
    /// that create nodes (release, at the depth cap: 447 KiB of stack instead of 375; scripts/measure-parser-stack.sh).
    @discardableResult @inline(never)
    mutating func addNode(_ kind: NodeKind, name: __owned String = "", range: Range<Int>, nameRange: Range<Int>,
                          parent: NodeID, arguments: __owned [Argument] = [], label: __owned String? = nil,
                          decl: __owned DeclInfo? = nil) -> NodeID {
        let id = NodeID(nodes.count)
        // Children are not linked here: `ViewTree` lists them from the parent links when the tree is done.
        nodes.append(Node(kind: kind, name: name, range: range, nameRange: nameRange, parent: parent,
                          arguments: arguments, label: label, decl: decl))
        return id
    }

    /// The children of `id` made so far, in order (children are listed only when the tree is done).
    func childrenSoFar(of id: NodeID) -> [NodeID] {
        var children: [NodeID] = []
        for index in (Int(id.index) + 1)..<max(Int(id.index) + 1, nodes.count) where nodes[index].parent == id {
            children.append(NodeID(index))
        }
        return children
    }

    /// Sets the end of a node's range to the end of token `last` (never before its start).
    mutating func finish(_ id: NodeID, lastToken last: Int) {
        let start = nodes[Int(id.index)].range.lowerBound
        nodes[Int(id.index)].range = start..<max(start, stream.textEnd(last))
    }

    /// A node spanning tokens `start..<end` (at least the first token).
    func span(_ start: Int, _ end: Int) -> Range<Int> {
        let lower = stream.textStart(start)
        return lower..<max(lower, stream.textEnd(max(start, end - 1)))
    }

    @discardableResult
    mutating func addRecovery(_ reason: String, _ start: Int, _ end: Int, parent: NodeID) -> NodeID {
        addNode(.recovery, range: span(start, end), nameRange: stream.textRange(start), parent: parent, label: reason)
    }

    /// Records a missing closer at the end of a group that ran to `limit`.
    mutating func noteUnclosed(_ opener: Int, closer: Int, limit: Int, parent: NodeID) {
        guard closer >= limit || stream.match[opener] < 0 else { return }
        let what: String
        switch stream.kind(opener) {
        case .leftBrace: what = "missing '}'"
        case .leftParen: what = "missing ')'"
        case .leftSquare: what = "missing ']'"
        default: what = "unclosed group"
        }
        let offset = stream.textEnd(max(opener, limit - 1))
        addNode(.recovery, range: offset..<offset, nameRange: stream.textRange(opener), parent: parent, label: what)
    }

    // MARK: File and item lists

    mutating func parseFile() {
        let size = stream.bytes.count
        nodes.append(Node(kind: .file, name: "", range: 0..<size, nameRange: 0..<0, parent: nil))
        var index = 0
        while index < stream.endIndex {
            index = parseItems(index, stream.endIndex, parent: NodeID(0), context: .topLevel, stops: [])
            guard index < stream.endIndex else { break }
            // Only a stop set could end early; at the top there is none, so this is a stray token.
            addRecovery("unexpected token", index, index + 1, parent: NodeID(0))
            index += 1
        }
    }

    /// Parses items until `limit` or a token in `stops`; returns where it stopped.
    mutating func parseItems(_ start: Int, _ limit: Int, parent: NodeID, context: ItemContext,
                             stops: ItemStops) -> Int {
        var index = start
        while index < limit {
            switch stream.kind(index) {
            case .semicolon:
                index += 1
                continue
            case .poundDirective:
                if stream.equals(index, "#if") {
                    index = parseIfConfig(index, limit, parent: parent, context: context, stops: stops)
                    continue
                }
                if stream.equals(index, "#elseif") || stream.equals(index, "#else") || stream.equals(index, "#endif") {
                    if stops.contains(.ifConfigClause) { return index }
                    addRecovery("'\(stream.text(index))' without '#if'", index, index + 1, parent: parent)
                    index += 1
                    continue
                }
                // `#sourceLocation(…)` and friends: nothing for rules.
                index = stream.kind(index + 1) == .leftParen ? stream.skipGroup(index + 1, limit: limit) : index + 1
                continue
            case .rightBrace, .rightParen, .rightSquare, .interpolationEnd:
                addRecovery("unexpected '\(stream.text(index))'", index, index + 1, parent: parent)
                index += 1
                continue
            case .keyword where stops.contains(.switchCase):
                if stream.keyword(index) == .case || stream.keyword(index) == .default { return index }
            case .atSign where stops.contains(.switchCase):
                if stream.isIdentifier(index + 1, "unknown") { return index }
            default:
                break
            }
            let next = parseItem(index, limit, parent: parent, context: context)
            if next <= index {
                // Progress guard: nothing consumed means nothing understood.
                addRecovery("unexpected token", index, index + 1, parent: parent)
                index += 1
            } else {
                index = next
            }
        }
        return index
    }

    /// Contextual words that modify a following declaration.
    func isDeclarationModifier(_ index: Int) -> Bool {
        switch stream.kind(index) {
        case .keyword:
            switch stream.keyword(index) {
            case .private, .fileprivate, .public, .internal, .open, .static: return true
            case .class:
                // `class func`/`class var` versus `class Name`.
                let next = stream.keyword(index + 1)
                return stream.kind(index + 1) == .keyword && next != .none && next != .class
                    || isDeclarationModifier(index + 1)
            default: return false
            }
        case .identifier:
            let next = stream.kind(index + 1)
            // `final class`, `nonisolated(unsafe) static let`, `override @MainActor func`.
            guard next == .keyword || next == .identifier || next == .atSign
                    || next == .leftParen && stream.isAttached(index + 1) else { return false }
            return stream.isIdentifier(index, "final") || stream.isIdentifier(index, "override")
                || stream.isIdentifier(index, "mutating") || stream.isIdentifier(index, "nonmutating")
                || stream.isIdentifier(index, "nonisolated") || stream.isIdentifier(index, "lazy")
                || stream.isIdentifier(index, "weak") || stream.isIdentifier(index, "unowned")
                || stream.isIdentifier(index, "convenience") || stream.isIdentifier(index, "required")
                || stream.isIdentifier(index, "dynamic") || stream.isIdentifier(index, "indirect")
                || stream.isIdentifier(index, "optional") || stream.isIdentifier(index, "package")
                || stream.isIdentifier(index, "distributed") || stream.isIdentifier(index, "consuming")
                || stream.isIdentifier(index, "borrowing") || stream.isIdentifier(index, "isolated")
                || stream.isIdentifier(index, "__consuming") || stream.isIdentifier(index, "prefix")
                || stream.isIdentifier(index, "postfix") || stream.isIdentifier(index, "infix")
        default:
            return false
        }
    }

    /// One declaration or statement starting at `start`.
    mutating func parseItem(_ start: Int, _ limit: Int, parent: NodeID, context: ItemContext) -> Int {
        var index = start
        var attributes: [Attribute] = []
        var isStatic = false
        while index < limit {
            if stream.kind(index) == .atSign, stream.isName(index + 1) {
                let (attribute, next) = parseAttribute(index, limit, owner: parent)
                attributes.append(attribute)
                index = next
            } else if isDeclarationModifier(index) {
                if stream.isKeyword(index, .static) || stream.isKeyword(index, .class) { isStatic = true }
                index += 1
                // `private(set)`, `unowned(unsafe)`.
                if stream.kind(index) == .leftParen, stream.isAttached(index) {
                    index = stream.skipGroup(index, limit: limit)
                }
            } else {
                break
            }
        }
        let declaration = Declaration(start: start, keyword: index, attributes: attributes, isStatic: isStatic)
        switch stream.kind(index) {
        case .keyword:
            switch stream.keyword(index) {
            case .struct, .class, .enum, .extension, .protocol:
                return parseTypeDecl(declaration, limit, parent: parent)
            case .var, .let:
                return parseBinding(declaration, limit, parent: parent, isLocal: context == .statements)
            case .func, .`init`, .subscript, .deinit:
                return parseFunction(declaration, limit, parent: parent)
            case .typealias, .associatedtype, .import, .operator, .precedencegroup:
                return skipDeclaration(index, limit)
            case .case where context == .members:
                // Enum cases: nothing for rules.
                return skipDeclaration(index, limit)
            default:
                break
            }
        case .identifier:
            if stream.isIdentifier(index, "actor"), stream.kind(index + 1) == .identifier {
                return parseTypeDecl(declaration, limit, parent: parent)
            }
            if stream.isIdentifier(index, "macro"), stream.kind(index + 1) == .identifier {
                return skipDeclaration(index, limit)
            }
        default:
            break
        }
        if !attributes.isEmpty, stream.kind(index) == .poundDirective {
            // `#if compiler(>=6) @inline(always) #else @inline(__always) #endif`: attributes of the declaration
            // after the block; nothing to record here.
            return index
        }
        if context == .members, stream.kind(index) != .poundIdentifier {
            // (Freestanding macros such as `#error("…")` are fine anywhere: they parse as calls below.)
            let end = max(stream.scanExpression(index, limit).end, index + 1)
            addRecovery("unexpected code in a type body", start, end, parent: parent)
            return end
        }
        return parseStatement(index, limit, parent: parent)
    }

    /// Skips a declaration the tree does not record (`import`, `typealias`, `associatedtype A: P`, enum
    /// `case a, b(Int)`): up to the next line that does not continue it.
    func skipDeclaration(_ index: Int, _ limit: Int) -> Int {
        var cursor = index + 1
        var angles = 0
        while cursor < limit {
            let kind = stream.kind(cursor)
            switch kind {
            case .semicolon, .rightBrace, .leftBrace, .poundDirective, .endOfFile:
                return cursor
            case .binaryOperator, .prefixOperator, .postfixOperator:
                // `typealias Source = Producer<\n Element,\n …>`: open angles continue the declaration on the
                // next line. A shift is no angle (`case high = 1 << 4` swallowed the rest of its enum): generics
                // never open with `<<`, nor put space before `<`.
                let text = stream.textRange(cursor)
                let opensAngle = stream.firstByte(cursor) == UInt8(ascii: "<")
                let isShiftOrComparison = opensAngle && (kind == .binaryOperator && !stream.isAttached(cursor)
                    || text.count > 1 && stream.bytes[text.lowerBound + 1] == UInt8(ascii: "<"))
                if stream.isTypeOperator(cursor), !isShiftOrComparison {
                    angles = max(0, angles + stream.angleBalance(cursor))
                }
            default:
                break
            }
            if stream.isAtStartOfLine(cursor), angles == 0 {
                let previous = stream.kind(cursor - 1)
                let continues = kind == .period || kind == .binaryOperator || stream.isKeyword(cursor, .where)
                    || previous == .comma || previous == .colon || previous == .equal || previous == .binaryOperator
                    || previous == .arrow
                if !continues { return cursor }
            }
            cursor = kind == .leftParen || kind == .leftSquare || kind == .stringQuote
                ? stream.skipGroup(cursor, limit: limit) : cursor + 1
        }
        return min(cursor, limit)
    }

    // MARK: #if

    mutating func parseIfConfig(_ start: Int, _ limit: Int, parent: NodeID, context: ItemContext,
                                stops: ItemStops) -> Int {
        // `#if` nests through `parseItems`, so it counts against the depth cap like braces do: thousands of
        // unclosed `#if`s overflowed the stack.
        guard depth < ViewTreeParser.maximumDepth else {
            let end = endOfIfConfig(start, limit)
            addRecovery("nesting deeper than \(ViewTreeParser.maximumDepth) levels skipped", start, end, parent: parent)
            return end
        }
        depth += 1
        defer { depth -= 1 }
        let block = addNode(.ifConfig, name: "#if", range: span(start, start + 1), nameRange: stream.textRange(start),
                            parent: parent)
        var index = start
        while index < limit {
            let directive = index
            let name = stream.text(directive)
            var conditionEnd = directive + 1
            while conditionEnd < limit, !stream.isAtStartOfLine(conditionEnd) { conditionEnd += 1 }
            let label = name == "#else" ? nil : stream.normalizedText(directive + 1, conditionEnd)
            let branch = addNode(.ifConfigBranch, name: name, range: span(directive, conditionEnd),
                                 nameRange: stream.textRange(directive), parent: block, label: label)
            if stops.contains(.switchCase) {
                // `#if` among a switch's cases: the clause holds cases.
                index = parseCases(conditionEnd, limit, parent: branch, stops: .ifConfigClause)
            } else {
                index = parseItems(conditionEnd, limit, parent: branch, context: context,
                                   stops: stops.union(.ifConfigClause))
            }
            finish(branch, lastToken: max(directive, index - 1))
            guard index < limit, stream.kind(index) == .poundDirective else {
                if index >= limit { addRecovery("missing '#endif'", max(start, limit - 1), limit, parent: block) }
                break
            }
            if stream.equals(index, "#endif") {
                finish(block, lastToken: index)
                return index + 1
            }
            if !(stream.equals(index, "#elseif") || stream.equals(index, "#else")) { break }
        }
        finish(block, lastToken: max(start, min(index, limit) - 1))
        return max(index, start + 1)
    }

    /// The index after the `#endif` matching the `#if` at `start` (or `limit`), counted without recursion.
    func endOfIfConfig(_ start: Int, _ limit: Int) -> Int {
        var open = 0
        for index in start..<limit where stream.kind(index) == .poundDirective {
            if stream.equals(index, "#if") {
                open += 1
            } else if stream.equals(index, "#endif") {
                open -= 1
                if open == 0 { return index + 1 }
            }
        }
        return limit
    }

    // MARK: Attributes

    /// `@Name`, `@Module.Name`, `@Name(arguments)`.
    mutating func parseAttribute(_ start: Int, _ limit: Int, owner: NodeID) -> (Attribute, Int) {
        var index = start + 1
        var name = stream.text(index)
        index += 1
        while true {
            // `@ReducerBuilder<State, Action>`, `@FocusState<Field?>.Binding`: generic arguments are skipped, not
            // named (they made the declaration after them unreadable).
            if stream.isAttached(index), let afterGenerics = stream.scanAngleBrackets(index, limit) {
                index = afterGenerics
            }
            guard stream.kind(index) == .period, stream.isAttached(index), stream.isName(index + 1) else { break }
            name += "." + stream.text(index + 1)
            index += 2
        }
        var arguments: [Argument] = []
        if stream.kind(index) == .leftParen, stream.isAttached(index), index < limit {
            (arguments, index) = parseArgumentList(index, limit, owner: owner, ownerName: "")
        }
        return (Attribute(name: name, arguments: arguments, range: span(start, index)), index)
    }
}

/// What precedes a declaration's keyword.
struct Declaration {
    /// First token (attributes and modifiers included).
    let start: Int
    /// The `struct`/`var`/`func`/… token.
    let keyword: Int
    let attributes: [Attribute]
    let isStatic: Bool
}
