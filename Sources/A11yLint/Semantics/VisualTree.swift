import SwiftLexer

/// Tree questions the visual rules (charts, Dynamic Type, motion, touch targets, colour) ask. Written against the
/// node model only, with explicit loops: no recursion that nesting depth could overflow.
enum VisualTree {
    /// A view that stands in for content still loading: it or a view around it is redacted as a placeholder
    /// (`.redacted(reason: .placeholder)`), or the member or type drawing it is named for a skeleton, a placeholder
    /// or a shimmer (`CurrencySkeletonRow`), or for a loading row or card (`EventLoadingCard`). Its words are
    /// dummy text; no one reads them for what they say.
    static func isLoadingPlaceholder(_ node: NodeID, in tree: ViewTree) -> Bool {
        let redacted = tree.effectiveModifiers(of: node).contains { modifier in
            guard tree[modifier].name == "redacted", let reason = tree.argument("reason", of: modifier) else {
                return false
            }
            if case .member(_, "placeholder") = reason.value { return true }
            return false
        }
        if redacted { return true }
        let member = tree.declaringMember(of: node).map { tree[$0].name }
        let names = [member == SwiftUIVocabulary.bodyProperty ? nil : member, tree.declaringTypeName(ofNode: node)]
        return names.compactMap { $0 }.contains { name in
            var words = TraitText.words(of: name).map { $0.lowercased() }
            if words.contains(where: SwiftUIVocabulary.loadingPlaceholderWords.contains) { return true }
            if words.count > 1, words.last == "view" { words.removeLast() }
            guard let last = words.last else { return false }
            return words.contains("loading") && SwiftUIVocabulary.rowComponentWords.contains(last)
        }
    }

    // MARK: Views around a node

    /// The views enclosing `id` (calls and references), nearest first, up to its declaration. Crossing into a
    /// modifier's closure continues with the modifier's owner.
    static func enclosingViews(of id: NodeID, in tree: ViewTree) -> [NodeID] {
        var result: [NodeID] = []
        var current = tree.parent(of: id)
        while let node = current {
            let item = tree[node]
            switch item.kind {
            case .call, .reference:
                result.append(node)
            case .file, .typeDecl, .property, .function, .recovery:
                return result
            default:
                break
            }
            current = item.parent
        }
        return result
    }

    // MARK: Declarations

    /// Every `struct`/`class`/`extension` … of `name` in the file (a type and its extensions).
    static func typeDecls(named name: String, in tree: ViewTree) -> [NodeID] {
        tree.typeDeclarations(named: name)
    }

    /// Member properties of the types named `typeName` (extensions included), `#if` clauses looked through.
    static func properties(ofType typeName: String, in tree: ViewTree) -> [NodeID] {
        typeDecls(named: typeName, in: tree).flatMap { tree.members(of: $0) }.filter { tree[$0].kind == .property }
    }

    /// The stored-property declaration `name` visible from `id`: a member of its type (or an extension of it), or
    /// a top-level `let`. nil when it is declared elsewhere (another file or module): callers then stay quiet.
    static func property(named name: String, visibleFrom id: NodeID, in tree: ViewTree) -> PropertyInfo? {
        var candidates: [NodeID] = []
        if let type = tree.declaringType(of: id) {
            candidates = properties(ofType: tree[type].name, in: tree)
        }
        candidates += tree.children(of: tree.root).filter { tree[$0].kind == .property }
        for candidate in candidates where tree[candidate].name == name {
            if case .property(let info)? = tree[candidate].decl { return info }
        }
        return nil
    }

    /// The initialiser of a constant visible from `id`: a `let` or `static` property without a wrapper. A stored
    /// `var` is skipped: the memberwise initialiser can replace its value.
    static func literalInitialiser(of name: String, visibleFrom id: NodeID, in tree: ViewTree) -> Expr? {
        guard let info = property(named: name, visibleFrom: id, in: tree), info.attributes.isEmpty,
              !info.isComputed, info.bindingKeyword == "let" || info.isStatic else { return nil }
        return info.initializer
    }

    // MARK: Tokens

    /// Whether an identifier token spelled `name` lies inside `range` (comments and strings do not count).
    static func containsIdentifier(_ name: String, in range: Range<Int>, of source: LexedSource) -> Bool {
        // Compared byte by byte: this runs over whole types, and a `String` per token was a visible cost.
        var name = name
        return name.withUTF8 { wanted in
            source.bytes.withUnsafeBufferPointer { bytes in
                let tokens = source.tokens
                var index = firstToken(endingAfter: range.lowerBound, in: tokens)
                while index < tokens.count, tokens[index].textStart < range.upperBound {
                    let token = tokens[index]
                    index += 1
                    guard token.kind == .identifier, token.textEnd - token.textStart == wanted.count else { continue }
                    if UnsafeBufferPointer(rebasing: bytes[token.textStart..<token.textEnd]).elementsEqual(wanted) {
                        return true
                    }
                }
                return false
            }
        }
    }

    /// Whether a keyword token `keyword` (`private`) occurs in `range`.
    static func hasKeyword(_ keyword: String, in range: Range<Int>, of source: LexedSource) -> Bool {
        var index = firstToken(endingAfter: range.lowerBound, in: source.tokens)
        while index < source.tokens.count, source.tokens[index].textStart < range.upperBound {
            let token = source.tokens[index]
            if token.kind == .keyword, source.text(of: token) == keyword { return true }
            index += 1
        }
        return false
    }

    /// Whether code in `range` (outside the `excluded` ranges, the declaration among them) may change the property
    /// `name`: assigns it (`name = …`, `name += …`, `self.name = …`, `name[i] = …`), binds it (`$name`, `&name`),
    /// sets its storage (`_name`) or calls a method on it (`name.toggle()`, `name.insert(x)`; any call counts,
    /// mutating or not). With `resetValue`, an assignment of that literal alone (`name = nil`) is no change.
    static func mayChange(_ name: String, in range: Range<Int>, outsideAll excluded: [Range<Int>],
                          of source: LexedSource, resetValue: String? = nil) -> Bool {
        let tokens = source.tokens
        var index = firstToken(endingAfter: range.lowerBound, in: tokens)
        while index < tokens.count, tokens[index].textStart < range.upperBound {
            defer { index += 1 }
            let token = tokens[index]
            guard !excluded.contains(where: { $0.contains(token.textStart) }) else { continue }
            let text = source.text(of: token)
            if token.kind == .dollarIdentifier, text == "$" + name { return true }
            guard token.kind == .identifier, text == name || text == "_" + name else { continue }
            if text != name { return true }
            if index > 0, tokens[index - 1].kind == .prefixOperator, source.text(of: tokens[index - 1]) == "&" {
                return true
            }
            guard index + 1 < tokens.count else { continue }
            let next = tokens[index + 1]
            switch next.kind {
            case .equal where resetValue != nil && index + 2 < tokens.count
                && source.text(of: tokens[index + 2]) == resetValue
                && (index + 3 == tokens.count || !continuesExpression(tokens[index + 3], of: source)):
                break
            case .equal, .leftSquare: return true
            case .binaryOperator where source.text(of: next).hasSuffix("=") && !["==", "!=", "<=", ">=", "==="]
                .contains(source.text(of: next)): return true
            case .period, .postfixQuestion:
                // `name.toggle()`, `name?.append(x)`: a call on the value.
                var after = index + 2
                if next.kind == .postfixQuestion, after < tokens.count, tokens[after].kind == .period { after += 1 }
                if after + 1 < tokens.count, tokens[after].kind == .identifier, tokens[after + 1].kind == .leftParen {
                    return true
                }
            default:
                break
            }
        }
        return false
    }

    /// Whether `token`, after a value, carries the expression on (`nil ?? x`, `false || y`, `x.y`).
    private static func continuesExpression(_ token: Token, of source: LexedSource) -> Bool {
        switch token.kind {
        case .period, .binaryOperator, .postfixQuestion, .postfixOperator, .leftParen, .leftSquare: return true
        default: return false
        }
    }

    /// Index of the first token whose text starts at or after `offset` (binary search).
    static func firstToken(endingAfter offset: Int, in tokens: [Token]) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].textStart < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether the file has `import <module>`.
    /// Widgets and Live Activities (the file imports WidgetKit): drawn on the background their configuration sets,
    /// and read by VoiceOver as one element whose texts are joined. A scan of the file's imports: ask once per
    /// file, not per element.
    static func isWidgetFile(_ tree: ViewTree) -> Bool {
        imports("WidgetKit", in: tree)
    }

    static func imports(_ module: StaticString, in tree: ViewTree) -> Bool {
        let tokens = tree.source.tokens
        return tree.imports.contains { declaration in
            var next = declaration.keyword + 1
            // `import struct Charts.Chart`, `@preconcurrency import Charts`
            if tokens[next].kind == .keyword, next + 1 < tokens.count { next += 1 }
            return tree.source.text(of: tokens[next], equals: module)
        }
    }

    // MARK: Expressions

    /// `Color.red` → `Color.red`, `.system` → `.system`, `Font.custom` → `Font.custom`; nil for other shapes.
    static func dottedName(_ expr: Expr) -> String? {
        switch expr {
        case .identifier(let name):
            return name
        case .member(let base, let name):
            guard let base else { return "." + name }
            guard let prefix = dottedName(base) else { return nil }
            return prefix + "." + name
        default:
            return nil
        }
    }

    /// The last path component of a callee: `.system` and `Font.system` → `system`.
    static func lastName(_ expr: Expr) -> String? {
        switch expr {
        case .identifier(let name): return name
        case .member(_, let name): return name
        default: return nil
        }
    }

    /// The member a chain starts from: `.bounce.up.byLayer` → `bounce`,
    /// `.number.notation(.compactName)` → `number`.
    static func rootMemberName(_ expr: Expr) -> String? {
        var current = expr
        while true {
            switch current {
            case .member(nil, let name): return name
            case .member(let base?, _): current = base
            case .call(let callee, _, _): current = callee
            default: return nil
            }
        }
    }

    /// The text without leading and trailing whitespace.
    static func trimmed(_ text: Substring) -> String {
        var slice = text
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    static func argument(_ label: String?, of arguments: [Argument]) -> Argument? {
        arguments.first { $0.label == label }
    }

    /// Calls found in an expression and its arguments, outermost first, each with the argument that holds it
    /// (nil for `expr` itself) and the callees of the calls around it.
    static func calls(in expr: Expr, holder: Argument? = nil) -> [(callee: Expr, arguments: [Argument], holder: Argument?, outer: [Expr])] {
        var result: [(callee: Expr, arguments: [Argument], holder: Argument?, outer: [Expr])] = []
        var stack: [(Expr, Argument?, [Expr])] = [(expr, holder, [])]
        while let (current, argument, outer) = stack.popLast() {
            switch current {
            case .call(let callee, let arguments, _):
                result.append((callee, arguments, argument, outer))
                // `Color.red.opacity(0.5)`: the base of a method call is an expression too.
                var base: Expr?
                if case .member(let memberBase?, _) = callee { base = memberBase }
                guard !arguments.isEmpty || base != nil else { break }
                // One list of the calls around, shared by every argument (not built again for each).
                let inside = outer + [callee]
                for inner in arguments.reversed() { stack.append((inner.value, inner, inside)) }
                if let base { stack.append((base, argument, inside)) }
            case .member(let base?, _):
                stack.append((base, argument, outer))
            default:
                break
            }
        }
        return result
    }

}

// MARK: - Accessibility evidence shared by the graphics rules

extension VisualTree {
    /// Modifiers that give an element (a chart, a canvas) a description VoiceOver reads.
    static let describingModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityValue", "accessibilityChartDescriptor", "accessibilityRepresentation",
        "accessibilityChildren", "accessibility",
    ]

    /// Drawn inside `.mask { … }`: it only shapes the view it masks, and is never an element of its own.
    static func isMaskContent(_ id: NodeID, in tree: ViewTree) -> Bool {
        tree.ancestors(of: id).contains { tree[$0].kind == .modifier && tree[$0].name == SwiftUIModifier.mask.rawValue }
    }

    /// Whether `id` is described, hidden or merged by something VoiceOver honours: a describing modifier on it or an
    /// enclosing view, `.accessibilityHidden` (unless literally `false`), an enclosing
    /// `.accessibilityElement(children: .combine/.ignore)`, the label of a control, or a use of its custom component
    /// in this file that is itself described, or a mask's content. `true` also when unsure.
    static func mayBeDescribed(_ id: NodeID, in tree: ViewTree) -> Bool {
        if isMaskContent(id, in: tree) { return true }
        for modifier in tree.effectiveModifiers(of: id) {
            let item = tree[modifier]
            if describingModifiers.contains(item.name) { return true }
            if item.name == "accessibilityHidden" {
                if case .bool(false)? = item.arguments.first?.value { continue }
                return true
            }
            if item.name == "accessibilityElement", item.parent != id { return true }
        }
        if enclosingViews(of: id, in: tree).contains(where: { SwiftUIVocabulary.labelledControls.contains(tree[$0].name) }) {
            return true
        }
        if let type = tree.declaringType(of: id), isDescribedWhereUsed(tree[type].name, in: tree) {
            return true
        }
        return false
    }

    /// Whether a custom component is used in this file with a describing or hiding modifier.
    static func isDescribedWhereUsed(_ typeName: String, in tree: ViewTree) -> Bool {
        for id in tree.calls(named: typeName) {
            let modifiers = tree.modifiers(of: id).map { tree[$0].name }
            if modifiers.contains(where: { describingModifiers.contains($0) || $0 == "accessibilityHidden" }) {
                return true
            }
        }
        return false
    }
}

extension VisualTree {
    /// A modifier as the user wrote it, with its dot: `.dynamicTypeSize(.large)`.
    static func modifierSource(_ id: NodeID, in tree: ViewTree) -> String {
        let item = tree[id]
        let start = item.nameRange.isEmpty ? item.range.lowerBound : item.nameRange.lowerBound
        return "." + tree.text(in: start..<max(start, item.range.upperBound))
    }
}
