/// A tri-state answer. Rules report only on `.absent`: `.unknown` means the code may well be right (a label from a
/// variable, a helper we cannot see into), and a false positive costs more than a missed finding.
enum Evidence: Sendable, Equatable {
    case present, absent, unknown
}

/// Whether an element has an accessible name (or needs none), and where that answer comes from.
struct LabelEvidence: Equatable {
    enum Source: Equatable {
        /// `.accessibilityLabel(…)` or `.accessibility(label:)` on the element (the modifier node).
        case accessibilityLabel(NodeID)
        /// Hidden from assistive technologies by this view's modifier: no name needed.
        case hidden(NodeID)
        /// `Image(decorative:)`: no name needed.
        case decorativeImage
        /// `Image(_:label:)`.
        case imageLabelArgument
        /// The icon of this `Label`: the label's title names it.
        case labelIcon(NodeID)
        /// `.accessibilityRepresentation { … }` on this view replaces the element.
        case representation(NodeID)
        /// `.accessibilityLabeledPair(…)` on this view.
        case labeledPair(NodeID)
        /// This `LabeledContent`'s title names the content.
        case labeledContent(NodeID)
        /// This control or grouping element (`.accessibilityElement(children: .ignore|.combine)`) has a label
        /// that replaces the element's own.
        case enclosingLabel(NodeID)
        /// Inside this `.accessibilityElement(children: .ignore)` view without a label: the element is not read;
        /// `ignored-element-missing-label` judges the group.
        case ignoredByGroup(NodeID)
        /// Merged into this view's label (`.combine` without a label, a control's label content, a container
        /// with a label): the element's own name is read as part of another; unknown.
        case mergedInto(NodeID)
        /// The control's title argument.
        case title(TitleEvidence)
        /// `TextField`/`SecureField`'s `prompt:`.
        case prompt
        /// A `.help("…")` tooltip on an image on the Mac, which VoiceOver speaks with it.
        case help(NodeID)
        /// Text in the control's label, or the element is text.
        case visibleText
        /// A custom component's argument that looks like its label (`PrimaryButton(title: "Sign In")`).
        case componentArgument(String)
        /// A modifier or view whose effect we cannot see (a custom accessibility modifier, a helper view).
        case unresolved(NodeID?)
        /// The control's label shows only these images (one per branch when it changes), or, for a custom
        /// component shown with only an icon, the component's call.
        case imageOnly([NodeID])
        /// The control's label shows nothing (empty title, empty closure, shapes).
        case empty
        /// Nothing names the element.
        case none
    }

    var evidence: Evidence
    var source: Source

    static func present(_ source: Source) -> LabelEvidence { LabelEvidence(evidence: .present, source: source) }
    static func absent(_ source: Source) -> LabelEvidence { LabelEvidence(evidence: .absent, source: source) }
    static func unknown(_ source: Source) -> LabelEvidence { LabelEvidence(evidence: .unknown, source: source) }
}

extension LintContext {
    /// Whether `node` (an image, a control, a grouping container, a custom component) has an accessible name, by
    /// every means RULES.md lists: its own `.accessibilityLabel`/`.accessibility(label:)`, a grouping or control
    /// ancestor's label, `.accessibilityHidden(true)` on it or an ancestor, `Image(decorative:)`,
    /// `Image(_:label:)`, the icon of a `Label`, `accessibilityRepresentation`, a labelled custom component, a
    /// control's title (a non-literal title is a label) or the text in its label. Modifiers where a helper or
    /// custom view is used in this file count as the element's own.
    func labelEvidence(for node: NodeID) -> LabelEvidence {
        let tree = self.tree
        if let own = tree.ownLabelEvidence(of: node) { return own }
        let intrinsic = intrinsicLabelEvidence(of: node)
        if intrinsic.evidence == .present { return intrinsic }
        let evidence = tree.enclosingNameEvidence(of: node) ?? intrinsic
        if evidence.evidence == .absent, let help = macHelp(of: node) { return .present(.help(help)) }
        return evidence
    }

    /// A `.help("…")` on an image where it ships on the Mac only (a macOS app, or an `#if os(macOS)` clause):
    /// VoiceOver on the Mac speaks the help text with the image, the tooltip sighted users point at. A control,
    /// and an image that is part of one (a picker's segment), still needs a name: the help is a hint, and the rotor
    /// and Voice Control list names. On iOS the help is at most a hint.
    func macHelp(of node: NodeID) -> NodeID? {
        let modifiers = tree.modifiers(of: node)
        guard SwiftUIVocabulary.imageViews.contains(tree[node].name), tree.enclosingControl(of: node) == nil,
              // `.tag(…)`: an option of a picker, named as the picker's own content.
              !modifiers.contains(where: { tree[$0].name == SwiftUIModifier.tag.rawValue }),
              let help = modifiers.first(where: { tree[$0].name == SwiftUIModifier.help.rawValue }),
              let text = tree[help].firstUnlabelledArgument, !tree.isBlankLiteral(text.value),
              shipsOnlyOnMac || PlatformCondition.compilesOnlyOnMac(node, in: tree)
        else { return nil }
        return help
    }

    /// What the element itself says, before modifiers and ancestors: a control's title and label content, an
    /// image's initialiser, a custom component's arguments.
    func intrinsicLabelEvidence(of node: NodeID) -> LabelEvidence {
        let tree = self.tree
        let item = tree[node]
        guard item.kind == .call else { return .absent(.none) }
        if let spec = tree.controlSpec(of: node) { return tree.controlLabelEvidence(of: node, spec: spec) }
        switch item.name {
        case "Image":
            if item.argument(labelled: "decorative") != nil { return .present(.decorativeImage) }
            if item.argument(labelled: "label") != nil { return .present(.imageLabelArgument) }
            return .absent(.none)
        case "Text", "Label":
            if let title = item.firstUnlabelledArgument, tree.isBlankLiteral(title.value) { return .absent(.empty) }
            return .present(.visibleText)
        default:
            break
        }
        if ViewNames.isBuiltIn(item.name) { return .absent(.none) }
        if let fromIndex = index.labelEvidence(forCallOf: node, in: tree, path: path) { return fromIndex }
        if let declared = configuration.components[item.name] {
            guard let parameter = declared.labelParameter else { return .absent(.none) }
            return componentArgumentEvidence(item.argument(labelled: parameter), name: parameter)
        }
        for label in ViewNames.componentLabelArguments {
            if let argument = item.argument(labelled: label) { return componentArgumentEvidence(argument, name: label) }
        }
        if let first = item.firstUnlabelledArgument, tree.stringLiteral(of: first.value) != nil {
            return componentArgumentEvidence(first, name: "_")
        }
        return .unknown(.unresolved(node))
    }

    private func componentArgumentEvidence(_ argument: Argument?, name: String) -> LabelEvidence {
        guard let argument else { return .absent(.none) }
        return tree.isBlankLiteral(argument.value) ? .absent(.empty) : .present(.componentArgument(name))
    }
}

extension ViewTree {
    /// What `view`'s own modifier chain says about its name; nil when it says nothing.
    func ownLabelEvidence(of view: NodeID) -> LabelEvidence? {
        var unresolved: NodeID?
        for modifier in modifiers(of: view) {
            let item = self[modifier]
            switch item.name {
            case "accessibilityLabel":
                return .present(.accessibilityLabel(modifier))
            case "accessibility" where item.argument(labelled: "label") != nil:
                return .present(.accessibilityLabel(modifier))
            case "accessibilityRepresentation":
                return .present(.representation(view))
            case "accessibilityLabeledPair":
                return .present(.labeledPair(view))
            default:
                if AccessibilityModifiers.mayName(item.name) { unresolved = modifier }
            }
        }
        switch hidingEvidence(ownModifiersOf: view) {
        case .present: return .present(.hidden(view))
        case .unknown: return .unknown(.hidden(view))
        case .absent: break
        }
        if let unresolved { return .unknown(.unresolved(unresolved)) }
        return nil
    }

    /// What the views around `node` say about its name (a label, hiding or grouping on the same element or an
    /// enclosing one); nil when they say nothing.
    func enclosingNameEvidence(of node: NodeID) -> LabelEvidence? {
        firstEnclosingView(of: node) { enclosing in
            enclosing.isSameElement ? ownLabelEvidence(of: enclosing.view) : enclosingLabelEvidence(enclosing)
        }
    }

    /// What an enclosing view says about the name of a node inside it; nil when it says nothing.
    func enclosingLabelEvidence(_ enclosing: EnclosingView) -> LabelEvidence? {
        let view = enclosing.view
        switch hidingEvidence(ownModifiersOf: view) {
        case .present: return .present(.hidden(view))
        case .unknown: return .unknown(.hidden(view))
        case .absent: break
        }
        if hasModifier("accessibilityRepresentation", on: view) { return .present(.representation(view)) }
        let item = self[view]
        if item.name == "Label", let entry = enclosing.entry, closureLabel(entry) == "icon" {
            return .present(.labelIcon(view))
        }
        if item.name == "Label", item.firstUnlabelledArgument != nil { return .present(.labelIcon(view)) }
        // A `Label` is one element: what its title closure draws is read as part of it.
        if item.name == SwiftUIView.label.rawValue, let entry = enclosing.entry, self[entry].kind == .closure {
            return .unknown(.mergedInto(view))
        }
        let hasLabel = ownLabelEvidence(of: view)?.evidence == .present
        if let spec = controlSpec(of: view), let entry = enclosing.entry, self[entry].kind == .closure {
            // Named by its title or `label:` closure; a blank title (`LabeledContent("", value: …)`) names nothing.
            if spec.role == .labeledContent {
                let isUntitled = titleEvidence(of: view, spec: spec) == .blank
                    && !closures(of: view).contains { closureLabel($0) == "label" }
                return isUntitled ? nil : .present(.labeledContent(view))
            }
            if labelClosure(of: view, spec: spec) == entry {
                return hasLabel ? .present(.enclosingLabel(view)) : .unknown(.mergedInto(view))
            }
        }
        switch groupingBehaviour(of: view) {
        case .ignore?:
            return hasLabel ? .present(.enclosingLabel(view)) : .present(.ignoredByGroup(view))
        case .combine?:
            return hasLabel ? .present(.enclosingLabel(view)) : .unknown(.mergedInto(view))
        case .unknown?:
            return .unknown(.mergedInto(view))
        case .contain?:
            // `.contain` keeps the children separate elements: a label there names the container, not them.
            return nil
        case nil:
            return hasLabel ? .unknown(.mergedInto(view)) : nil
        }
    }

    /// How `.accessibilityElement(children:)` on `view` groups its children; nil when it has none.
    func groupingBehaviour(of view: NodeID) -> GroupingBehaviour? {
        guard let modifier = modifiers(named: "accessibilityElement", of: view).last else { return nil }
        guard let children = self[modifier].argument(labelled: "children") else { return .ignore }
        switch children.value.memberName {
        case "ignore": return .ignore
        case "combine": return .combine
        case "contain": return .contain
        default: return .unknown
        }
    }

    /// What a control's title, label argument and label closure say about its name.
    func controlLabelEvidence(of control: NodeID, spec: ControlSpec) -> LabelEvidence {
        let title = titleEvidence(of: control, spec: spec)
        switch title {
        case .literal, .nonLiteral: return .present(.title(title))
        case .blank, .none: break
        }
        if let prompt = self[control].argument(labelled: "prompt"), !isBlankLiteral(prompt.value),
           spec.role == .textField || spec.role == .secureField {
            return .present(.prompt)
        }
        if let argument = labelArgument(of: control) {
            if isBlankLiteral(argument) { return .absent(.empty) }
            if argument.calleeName == "EmptyView" { return .absent(.empty) }
            return .present(.visibleText)
        }
        if let closure = labelClosure(of: control, spec: spec) {
            switch labelContent(of: closure) {
            case .text: return .present(.visibleText)
            case .unknown(let node): return .unknown(.unresolved(node))
            case .imageOnly(let images): return .absent(.imageOnly(images))
            case .empty: return .absent(.empty)
            }
        }
        if title == .blank { return .absent(.empty) }
        if spec.labelClosure == .none || spec.role == .slider { return .absent(.none) }
        // A label passed some other way (`label: makeLabel`, a system default such as `ShareLink(item:)`).
        return .unknown(.unresolved(nil))
    }
}

/// `.accessibilityElement(children:)`'s argument.
enum GroupingBehaviour: Equatable {
    case ignore, combine, contain
    /// A non-literal behaviour.
    case unknown
}

/// Accessibility modifiers by what they can do to a name.
enum AccessibilityModifiers {
    /// Whether a modifier we do not model may set the element's name: a custom wrapper such as
    /// `.a11yLabel(…)` or `.accessibilityConfiguration(…)`. SwiftUI's own modifiers that never name an element
    /// (hints, values, traits, identifiers, actions, …) say no.
    static func mayName(_ name: String) -> Bool {
        guard !nonNaming.contains(name) else { return false }
        let lowered = name.lowercased()
        return lowered.contains("accessib") || lowered.hasPrefix("a11y")
    }

    private static let nonNaming: Set<String> = [
        "accessibilityHint", "accessibilityValue", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityIdentifier", "accessibilitySortPriority", "accessibilityAction", "accessibilityActions",
        "accessibilityAdjustableAction", "accessibilityInputLabels", "accessibilityFocused", "accessibilityHeading",
        "accessibilityShowsLargeContentViewer", "accessibilityRespondsToUserInteraction", "accessibilityScrollAction",
        "accessibilityCustomContent", "accessibilityChartDescriptor", "accessibilityRotor", "accessibilityRotorEntry",
        "accessibilityTextContentType", "accessibilityZoomAction", "accessibilityDirectTouch",
        "accessibilityIgnoresInvertColors", "accessibilityElement", "accessibilityLinkedGroup",
        "accessibilityActivationPoint", "accessibilityDefaultFocus", "accessibilityHidden", "accessibilityLabel",
        "accessibilityRepresentation", "accessibilityLabeledPair", "accessibilityAddTraits",
        "accessibilityAnnouncement",
    ]
}
