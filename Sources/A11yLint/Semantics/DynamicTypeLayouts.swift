/// Layouts that change with the text size: `if dynamicTypeSize >= .accessibility1 { VStack … } else { HStack … }`,
/// a computed `needsVerticalLayout` that compares the size, or an `AnyLayout` chosen on it. For
/// `text-clipping-risk`: a view in the branch drawn only below a size threshold is not drawn at the sizes that
/// would cut it.
enum DynamicTypeLayouts {
    /// Names whose reading in a condition asks for the current text size.
    static let sizeNames: Set<String> = ["dynamicTypeSize", "sizeCategory", "isAccessibilitySize",
                                         "isAccessibilityCategory", "preferredContentSizeCategory"]

    /// What a condition says about the text size when it holds.
    enum Reading: Equatable {
        /// True at the large sizes (`dynamicTypeSize >= .xxxLarge`, `isAccessibilitySize`).
        case large
        /// True at the small sizes (`dynamicTypeSize < .accessibility1`).
        case small
        /// It reads the size, in a way not worked out here.
        case unknown
    }

    /// Whether `view` lies where the layout is chosen on the text size and is not drawn at the large sizes: the
    /// branch of an `if`, `else` or ternary whose condition holds only below a size threshold, or inside an
    /// `AnyLayout` value chosen on the size (the larger sizes get the other layout). A condition that reads the
    /// size in a way not worked out is trusted: the author adapted the layout.
    static func isReplacedAtLargeSizes(_ view: NodeID, in tree: ViewTree) -> Bool {
        var child = view
        for ancestor in tree.ancestors(of: view) {
            let item = tree[ancestor]
            switch item.kind {
            case .conditional:
                if drawsOnlyAtSmallSizes(branch: child, of: ancestor, in: tree) { return true }
            case .ternary:
                if let condition = item.label, let reading = reading(of: condition, at: ancestor, in: tree) {
                    let isTrueSide = tree.children(of: ancestor).first == child
                    if reading == .unknown || (reading == .large) != isTrueSide { return true }
                }
            case .call:
                if ancestor != view, isLayoutChosenOnSize(ancestor, in: tree) { return true }
            case .property, .function, .typeDecl, .file:
                return false
            default:
                break
            }
            child = ancestor
        }
        return false
    }

    /// `branch` of an `if`/`else if`/`else` chain runs only at small sizes: its own condition holds only there, or
    /// an earlier branch's condition that holds at the large sizes has failed.
    private static func drawsOnlyAtSmallSizes(branch: NodeID, of conditional: NodeID, in tree: ViewTree) -> Bool {
        guard tree[branch].kind == .branch else { return false }
        for sibling in tree.children(of: conditional) where tree[sibling].kind == .branch {
            let condition = tree[sibling].label ?? ""
            if sibling == branch {
                guard tree[branch].name != "else", let own = reading(of: condition, at: branch, in: tree) else {
                    return false
                }
                return own != .large
            }
            if let earlier = reading(of: condition, at: sibling, in: tree), earlier != .small { return true }
        }
        return false
    }

    /// What `condition` says about the text size, reading through one computed property or function of the
    /// file it names (`needsVerticalLayout`); nil when it does not read the size.
    static func reading(of condition: String, at node: NodeID, in tree: ViewTree) -> Reading? {
        let trimmed = condition.trimmingCharacters(in: .whitespaces)
        let isNegated = trimmed.hasPrefix("!") && !trimmed.hasPrefix("!=")
        let body = isNegated ? String(trimmed.dropFirst()) : trimmed
        let identifiers = TraitText.identifiers(in: body)
        var result: Reading?
        if identifiers.contains(where: sizeNames.contains) {
            result = direction(of: body)
        } else {
            for name in Set(identifiers) {
                for declaration in tree.propertiesAndFunctionsByName[name] ?? [] {
                    let text = tree.text(in: tree[declaration].range)
                    if TraitText.identifiers(in: text).contains(where: sizeNames.contains) {
                        result = identifiers.count == 1 ? direction(of: text) : .unknown
                    }
                }
            }
        }
        guard let reading = result else { return nil }
        let isOneOperand = body.hasPrefix("(") && body.hasSuffix(")")
            || TraitText.isNamePath(body)
        if isNegated, isOneOperand {
            switch reading {
            case .large: return .small
            case .small: return .large
            case .unknown: return .unknown
            }
        }
        return reading
    }

    /// `>=`/`>` against a size, or an accessibility-size test, holds at the large sizes; `<`/`<=` at the small
    /// ones; a mix, or anything else, is not worked out.
    private static func direction(of text: String) -> Reading {
        let compact = text.filter { !$0.isWhitespace }
        let tests = ["isAccessibilitySize", "isAccessibilityCategory"]
        let negatedTest = tests.contains { isNegatedRead(of: $0, in: compact) }
        let plainTest = tests.contains { compact.contains($0) } && !negatedTest
        let large = plainTest || compact.contains(">=.") || compact.contains(">.")
        let small = negatedTest || compact.contains("<=.") || compact.contains("<.")
        if large == small { return .unknown }
        return large ? .large : .small
    }

    /// `!dynamicTypeSize.isAccessibilitySize`: the name path that ends in `member` is read negated.
    private static func isNegatedRead(of member: String, in compact: String) -> Bool {
        var rest = Substring(compact)
        while let found = rest.range(of: member) {
            let before = rest[rest.startIndex..<found.lowerBound]
            let path = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if before.dropLast(path.count).last == "!" { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// `layout { … }` where `layout` is a value of this file that mentions `AnyLayout` and reads the text size.
    private static func isLayoutChosenOnSize(_ call: NodeID, in tree: ViewTree) -> Bool {
        let name = tree[call].name
        guard !name.isEmpty, !name.contains("."), name.first?.isLowercase == true else { return false }
        var declarations = tree.propertiesAndFunctionsByName[name] ?? []
        if let scope = tree.ancestors(of: call).first(where: {
            [.property, .function].contains(tree[$0].kind)
        }) {
            declarations += tree.descendants(of: scope).filter {
                tree[$0].kind == .localBinding && tree[$0].name == name
            }
        }
        return declarations.contains { declaration in
            let text = tree.text(in: tree[declaration].range)
            return text.contains("AnyLayout") && TraitText.identifiers(in: text).contains(where: sizeNames.contains)
        }
    }
}
