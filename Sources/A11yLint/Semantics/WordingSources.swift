/// A piece of literal wording VoiceOver reads for an element: an accessibility label or hint, or the title of a
/// control. Only text written as literals is collected; computed text is never judged.
struct Wording {
    enum Kind: Sendable {
        /// `.accessibilityLabel("…")`, `.accessibility(label: Text("…"))`, `Image(_:label:)`.
        case label
        /// `.accessibilityHint("…")`, `.accessibility(hint: Text("…"))`.
        case hint
        /// A control's title: `Button("…")`, `Toggle("…", isOn:)`, or a label closure holding only `Text("…")`.
        case title
    }

    var kind: Kind
    /// Where a finding goes: the modifier (`.accessibilityLabel`) or the control's call (`Button`).
    var anchor: NodeID
    /// The element the text names: the modified view, or the control.
    var element: NodeID
    /// The literal strings the text can be (one, or each literal branch of a ternary). Localisation keys are
    /// left out: the text read is their translation.
    var alternatives: [StringLiteral]

    init(kind: Kind, anchor: NodeID, element: NodeID, alternatives: [StringLiteral]) {
        self.kind = kind
        self.anchor = anchor
        self.element = element
        self.alternatives = alternatives.filter { !WordingText.isLocalizationKey($0) }
    }
}

extension LintContext {
    /// Every literal label, hint and title of the file (`WordingSources.all(in:)`), collected once for all rules.
    var wordings: [Wording] { shared.wordings { WordingSources.all(in: tree) } }
}

enum WordingSources {
    /// Every literal label, hint and title in the file, in document order.
    static func all(in tree: ViewTree) -> [Wording] {
        var result: [Wording] = []
        for id in tree.nodes(.call, .modifier) {
            let wording = tree[id].kind == .modifier ? modifierWording(id, in: tree) : callWording(id, in: tree)
            if let wording, !wording.alternatives.isEmpty { result.append(wording) }
        }
        return result
    }

    /// `.accessibilityLabel`/`.accessibilityHint` and their deprecated `.accessibility(label:|hint:)` forms.
    static func modifierWording(_ modifier: NodeID, in tree: ViewTree) -> Wording? {
        let node = tree[modifier]
        guard let element = node.parent else { return nil }
        let kind: Wording.Kind
        let argument: Argument?
        switch node.name {
        case "accessibilityLabel":
            kind = .label
            argument = tree.argument(nil, of: modifier)
        case "accessibilityHint":
            kind = .hint
            argument = tree.argument(nil, of: modifier)
        case "accessibility":
            if let label = tree.argument("label", of: modifier) {
                kind = .label
                argument = label
            } else if let hint = tree.argument("hint", of: modifier) {
                kind = .hint
                argument = hint
            } else {
                return nil
            }
        default:
            return nil
        }
        guard let argument else { return nil }
        let alternatives = WordingText.literalAlternatives(of: argument.value)
        guard !alternatives.isEmpty else { return nil }
        return Wording(kind: kind, anchor: modifier, element: element, alternatives: alternatives)
    }

    /// A control's literal title (`Button("Save")`), the literal text of its label closure
    /// (`Button(action: save) { Text("Save") }`), and `Image(_:label:)`.
    static func callWording(_ call: NodeID, in tree: ViewTree) -> Wording? {
        if tree[call].name == "Image", let label = tree.argument("label", of: call) {
            let alternatives = WordingText.literalAlternatives(of: label.value)
            return alternatives.isEmpty ? nil : Wording(kind: .label, anchor: call, element: call,
                                                        alternatives: alternatives)
        }
        guard let spec = tree.controlSpec(of: call) else { return nil }
        if spec.hasTitleArgument, let title = tree[call].firstUnlabelledArgument,
           case .string(let literal) = title.value {
            return Wording(kind: .title, anchor: call, element: call, alternatives: [literal])
        }
        guard let closure = tree.labelClosure(of: call, spec: spec),
              let literal = soleTextLiteral(in: closure, of: tree) else { return nil }
        return Wording(kind: .title, anchor: call, element: call, alternatives: [literal])
    }

    /// The literal texts a control's label closure draws (`Button { HStack { Image(…); Text("Save") } }`), in
    /// order: every `Text`/`Label` in it, when each has a literal, non-interpolated title that is not a
    /// localisation key. Nil when the control has no label closure, draws no text, or draws a text it cannot read.
    static func labelClosureTexts(of control: NodeID, in tree: ViewTree) -> [StringLiteral]? {
        guard let spec = tree.controlSpec(of: control), let closure = tree.labelClosure(of: control, spec: spec) else {
            return nil
        }
        var texts: [StringLiteral] = []
        for id in tree.descendants(of: closure) where tree[id].kind == .call
            && SwiftUIVocabulary.textViews.contains(tree[id].name) {
            guard let first = tree[id].arguments.first, first.label == nil || first.label == "verbatim",
                  case .string(let literal) = first.value, !literal.isInterpolated,
                  !WordingText.isLocalizationKey(literal) else { return nil }
            texts.append(literal)
        }
        return texts.isEmpty ? nil : texts
    }

    /// `Text("…")` or `Label("…", systemImage:)` when it is the only view in a closure.
    static func soleTextLiteral(in closure: NodeID, of tree: ViewTree) -> StringLiteral? {
        let statements = tree.children(of: closure).filter { tree[$0].kind != .modifier }
        guard statements.count == 1 else { return nil }
        let view = tree[statements[0]]
        guard view.kind == .call, view.name == "Text" || view.name == "Label",
              let first = view.arguments.first, first.label == nil || first.label == "verbatim",
              case .string(let literal) = first.value else { return nil }
        return literal
    }
}
