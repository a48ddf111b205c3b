/// What accessibility modifiers say, read from their arguments. Each predicate that answers "true when unsure"
/// starts with `may`, so an exemption built on it keeps a rule quiet when the code is not literal.
extension ViewTree {
    /// The value text of an argument, without its `label:`.
    func argumentValueText(_ argument: Argument) -> String {
        let whole = text(in: argument.range).trimmedForTrait
        if let rewritten = SafeSymbolNames.valueText(of: argument, written: whole) { return rewritten }
        guard let label = argument.label, whole.hasPrefix(label) else { return whole }
        let rest = whole.dropFirst(label.count).drop { $0 == " " }
        guard rest.first == ":" else { return whole }
        return String(rest.dropFirst()).trimmedForTrait
    }

    /// The first argument's value text (`true` in `.accessibilityHidden(true)`).
    func firstArgumentValue(of id: NodeID) -> String? {
        self[id].arguments.first.map(argumentValueText)
    }

    /// The value of the argument labelled `label` (`.ignore` in `children: .ignore`).
    func argumentValue(of id: NodeID, labelled label: String) -> String? {
        self[id].arguments.first { $0.label == label }.map(argumentValueText)
    }

    // MARK: - Hidden

    /// `.accessibilityHidden(true)` or the deprecated `.accessibility(hidden: true)`: definitely hidden.
    func hidesDefinitely(_ modifier: NodeID) -> Bool {
        hiddenFlag(of: modifier)?.boolLiteral == true
    }

    /// Hidden unless the argument is the literal `false` (a variable may hide it).
    func mayHide(_ modifier: NodeID) -> Bool {
        guard let flag = hiddenFlag(of: modifier) else { return false }
        return flag.boolLiteral != false
    }

    /// The flag of a hiding modifier, nil for any other modifier.
    private func hiddenFlag(of modifier: NodeID) -> Expr? {
        let node = self[modifier]
        switch node.name {
        case "accessibilityHidden": return node.arguments.first?.value ?? .bool(true)
        case "accessibility": return node.argument(labelled: "hidden")?.value
        default: return nil
        }
    }

    // MARK: - Traits

    /// Whether the modifier adds `trait` (`.accessibilityAddTraits(.isButton)`, `[.isButton, .isSelected]`,
    /// `isOn ? .isSelected : []`, the deprecated `.accessibility(addTraits:)`), or adds traits from an expression
    /// the rule cannot read (a variable): true when unsure.
    func mayAddTrait(_ modifier: NodeID, anyOf traits: Set<String>) -> Bool {
        let node = self[modifier]
        let value: String?
        if node.name == "accessibilityAddTraits" {
            value = firstArgumentValue(of: modifier)
        } else if node.name == "accessibility" {
            value = argumentValue(of: modifier, labelled: "addTraits")
        } else {
            return false
        }
        guard let value else { return false }
        let names = TraitText.identifiers(in: value)
        if names.contains(where: traits.contains) { return true }
        // A literal trait list that does not name the trait says no; anything else (a variable) is unknown.
        return !names.allSatisfy(Self.knownTraitNames.contains)
    }

    /// SwiftUI's `AccessibilityTraits` members, to tell a literal trait list from an expression.
    static let knownTraitNames: Set<String> = [
        "AccessibilityTraits", "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage",
        "playsSound", "isKeyboardKey", "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession",
        "allowsDirectInteraction", "causesPageTurn", "isModal", "isToggle", "isTabBar",
    ]

    // MARK: - Labels, values, representation, actions

    /// `.accessibilityLabel`, `.accessibilityValue`, `.accessibility(label:)`/`(value:)`: the element speaks a text
    /// the author chose.
    func labelsOrValues(_ modifier: NodeID) -> Bool {
        let node = self[modifier]
        switch node.name {
        case "accessibilityLabel", "accessibilityValue": return true
        case "accessibility": return node.arguments.contains { $0.label == "label" || $0.label == "value" }
        default: return false
        }
    }

    /// `.accessibilityRepresentation { … }` or `.accessibilityChildren { … }`: the author replaced the element.
    func replacesElement(_ modifier: NodeID) -> Bool {
        let name = self[modifier].name
        return name == "accessibilityRepresentation" || name == "accessibilityChildren"
    }

    /// The author decided how a view and what it holds are read: grouping of any kind, a label or value, a
    /// representation, hiding.
    func decidesReading(_ modifier: NodeID) -> Bool {
        childrenBehavior(modifier) != nil || labelsOrValues(modifier) || replacesElement(modifier) || mayHide(modifier)
    }

    /// An assistive-technology way to perform an action: `.accessibilityAction`, `.accessibilityActions`,
    /// `.accessibilityAdjustableAction`, `.accessibilityScrollAction`, `.accessibilityZoomAction`.
    func providesAccessibilityAction(_ modifier: NodeID) -> Bool {
        Self.accessibilityActionModifiers.contains(self[modifier].name)
    }

    static let accessibilityActionModifiers: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "accessibilityZoomAction",
    ]

    // MARK: - Grouping

    /// How `.accessibilityElement(children:)` groups its children.
    enum ChildrenBehavior { case ignore, combine, contain, unknown }

    /// nil when the modifier is not `.accessibilityElement`; `.ignore` for `.accessibilityElement()` (its default).
    func childrenBehavior(_ modifier: NodeID) -> ChildrenBehavior? {
        guard self[modifier].name == "accessibilityElement" else { return nil }
        guard let value = self[modifier].argument(labelled: "children")?.value else {
            return self[modifier].arguments.isEmpty ? .ignore : .unknown
        }
        switch value.memberName {
        case "ignore": return .ignore
        case "combine": return .combine
        case "contain": return .contain
        default: return .unknown
        }
    }
}

extension String {
    /// Surrounding spaces and newlines removed (argument text as written).
    var trimmedForTrait: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
