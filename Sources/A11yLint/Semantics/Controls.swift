/// The SwiftUI views that take a title or a label, and where that title or label is written. One table answers
/// "is this a control, and what names it" for every rule (precision lesson 1: a label in a form the rule does not
/// recognise is the most common false positive).
struct ControlSpec: Sendable {
    enum Role: Sendable, Equatable {
        case button, link, navigationLink, menu, toggle, picker, textField, secureField, textEditor, slider,
             stepper, datePicker, colorPicker, tab, labeledContent, shareLink, photosPicker

        /// A control the user types into.
        var takesText: Bool { self == .textField || self == .secureField || self == .textEditor }
    }

    /// Which trailing closure, besides one labelled `label:`, holds the label view.
    enum LabelClosure: Sendable, Equatable {
        /// Only a closure or argument labelled `label:` (`Menu { } label: { }`, `Picker(selection:label:content:)`).
        case labelledOnly
        /// The first unlabelled trailing closure when there is no title (`Toggle(isOn:) { Text("Wi-Fi") }`).
        case trailingWhenUntitled
        /// The first unlabelled trailing closure when there is no title and this argument is present:
        /// `Button(action: save) { Image(…) }` (without `action:`, the closure is the action).
        case trailingWhenUntitledWithArgument(String)
        /// The view has no label at all (`TextEditor`): only accessibility modifiers or an enclosing view name it.
        case none
    }

    let name: String
    let role: Role
    /// Whether a first unlabelled argument (`Button("Save")`, `Toggle(title, isOn:)`) is the title.
    let hasTitleArgument: Bool
    let labelClosure: LabelClosure

    /// Every control and labelled view we recognise, by the name it is called with.
    static let all: [String: ControlSpec] = {
        let specs = [
            ControlSpec(name: "Button", role: .button, hasTitleArgument: true,
                        labelClosure: .trailingWhenUntitledWithArgument("action")),
            ControlSpec(name: "Link", role: .link, hasTitleArgument: true, labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "NavigationLink", role: .navigationLink, hasTitleArgument: true,
                        labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "Menu", role: .menu, hasTitleArgument: true, labelClosure: .labelledOnly),
            ControlSpec(name: "Toggle", role: .toggle, hasTitleArgument: true, labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "Picker", role: .picker, hasTitleArgument: true, labelClosure: .labelledOnly),
            ControlSpec(name: "TextField", role: .textField, hasTitleArgument: true, labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "SecureField", role: .secureField, hasTitleArgument: true,
                        labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "TextEditor", role: .textEditor, hasTitleArgument: false, labelClosure: .none),
            ControlSpec(name: "Slider", role: .slider, hasTitleArgument: false, labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "Stepper", role: .stepper, hasTitleArgument: true, labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "DatePicker", role: .datePicker, hasTitleArgument: true,
                        labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "ColorPicker", role: .colorPicker, hasTitleArgument: true,
                        labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "Tab", role: .tab, hasTitleArgument: true, labelClosure: .labelledOnly),
            ControlSpec(name: "LabeledContent", role: .labeledContent, hasTitleArgument: true,
                        labelClosure: .labelledOnly),
            // A map annotation is one element named by its title (`Annotation(place.name, coordinate:) { pin }`).
            ControlSpec(name: "Annotation", role: .labeledContent, hasTitleArgument: true,
                        labelClosure: .labelledOnly),
            ControlSpec(name: "ShareLink", role: .shareLink, hasTitleArgument: true,
                        labelClosure: .trailingWhenUntitled),
            ControlSpec(name: "PhotosPicker", role: .photosPicker, hasTitleArgument: true,
                        labelClosure: .trailingWhenUntitled),
        ]
        return Dictionary(uniqueKeysWithValues: specs.map { ($0.name, $0) })
    }()

    /// The spec of the control called `name`. Rules ask it of nearly every call, and most calls are no control:
    /// `NameFilter` rules those out before the name is hashed (85,000 look-ups over the development corpus, 44 M
    /// instructions of hashing, callgrind).
    static func named(_ name: String) -> ControlSpec? {
        names.mayContain(name) ? all[name] : nil
    }

    private static let names = NameFilter(all.keys)
}

/// What a control's title argument says.
enum TitleEvidence: Equatable {
    /// No title argument at all.
    case none
    /// `""` or whitespace only.
    case blank
    /// A non-blank literal: its text.
    case literal(String)
    /// A variable, call, interpolation or `LocalizedStringKey`: a label we cannot read, but a label.
    case nonLiteral
}

extension ViewTree {
    /// The control spec of a call such as `Button(…)` or `SwiftUI.Button(…)`; nil for anything else.
    func controlSpec(of node: NodeID) -> ControlSpec? {
        guard self[node].kind == .call else { return nil }
        let name = self[node].name
        if let spec = ControlSpec.named(name) { return spec }
        return name.hasPrefix("SwiftUI.") ? ControlSpec.named(String(name.dropFirst("SwiftUI.".count))) : nil
    }

    /// What the control's title argument says (`Button("Save")`, `Toggle(title, isOn:)`).
    func titleEvidence(of control: NodeID, spec: ControlSpec) -> TitleEvidence {
        guard spec.hasTitleArgument, let title = self[control].firstUnlabelledArgument else { return .none }
        if case .closure = title.value { return .none }
        if isBlankLiteral(title.value) { return .blank }
        if let literal = stringLiteral(of: title.value), !literal.isInterpolated { return .literal(literal.text) }
        return .nonLiteral
    }

    /// The label of a closure: its trailing-closure label, or the label of the argument it is passed as
    /// (`Button(action: { … }, label: { … })`); nil for the first unlabelled trailing closure.
    func closureLabel(_ closure: NodeID) -> String? {
        if let label = self[closure].label { return label }
        guard let owner = self[closure].parent else { return nil }
        return self[owner].arguments.first { argument in
            if case .closure(let id) = argument.value { return id == closure }
            return false
        }?.label
    }

    /// The closure node holding the control's label view, if the label is written as a closure.
    func labelClosure(of control: NodeID, spec: ControlSpec) -> NodeID? {
        let closures = closures(of: control)
        if let labelled = closures.first(where: { closureLabel($0) == "label" }) { return labelled }
        let isUntitled = titleEvidence(of: control, spec: spec) == .none
        // A closure written inside an argument (`action: isEnabled ? {} : { submit() }`) is no trailing label.
        let arguments = self[control].arguments.map(\.range)
        let trailing = closures.first { closure in
            closureLabel(closure) == nil && self[closure].name.isEmpty
                && !arguments.contains { $0.contains(self[closure].range.lowerBound) }
        }
        switch spec.labelClosure {
        case .labelledOnly, .none:
            return nil
        case .trailingWhenUntitled:
            return isUntitled ? trailing : nil
        case .trailingWhenUntitledWithArgument(let argument):
            guard isUntitled, self[control].argument(labelled: argument) != nil else { return nil }
            return trailing
        }
    }

    /// The source text of a button's action: its `action:` argument, or the trailing closure that is not its label
    /// (`Button { share() } label: { … }`). Nil for other controls and when the action is passed some other way.
    func actionText(of control: NodeID, spec: ControlSpec) -> String? {
        actionRange(of: control, spec: spec).map(text(in:))
    }

    /// The source range of a button's action (see `actionText(of:spec:)`).
    func actionRange(of control: NodeID, spec: ControlSpec) -> Range<Int>? {
        guard spec.role == .button else { return nil }
        if let action = self[control].argument(labelled: "action") { return action.range }
        let label = labelClosure(of: control, spec: spec)
        guard let closure = closures(of: control).first(where: { $0 != label && closureLabel($0) == nil }) else {
            return nil
        }
        return self[closure].range
    }

    /// A text field, secure field or text editor with no `.disabled(…)` of its own that could switch it off: the
    /// user types into it.
    func isFieldTakingInput(_ control: NodeID) -> Bool {
        controlSpec(of: control)?.role.takesText == true
            && modifiers(named: SwiftUIModifier.disabled.rawValue, of: control).isEmpty
    }

    /// `.disabled(true)` on the control or around it: it never takes input (a field that only shows a value).
    func isAlwaysDisabled(_ control: NodeID) -> Bool {
        effectiveModifiers(named: "disabled", of: control).contains { self[$0].arguments.first?.value.boolLiteral == true }
    }

    /// A button switched off for good that does nothing: `.disabled(true)` and an action with no code (a comment
    /// at most). It is a placeholder for a feature not built yet, which no one can use, sighted or not.
    func isInertPlaceholder(_ control: NodeID, spec: ControlSpec) -> Bool {
        modifiers(named: "disabled", of: control).contains { self[$0].arguments.first?.value.boolLiteral == true }
            && hasEmptyAction(control, spec: spec)
    }

    /// A button whose action has no code (a comment at most): pressing it does nothing, as a specimen in a
    /// component catalogue (`Button("Button") {}`) or a stub.
    func hasEmptyAction(_ control: NodeID, spec: ControlSpec) -> Bool {
        actionClosure(of: control, spec: spec).map(isEmptyClosure) ?? false
    }

    /// The closure a button runs when pressed (`Button { save() } label: { … }`, `Button("Save", action: { … })`).
    func actionClosure(of control: NodeID, spec: ControlSpec) -> NodeID? {
        guard spec.role == .button else { return nil }
        let label = labelClosure(of: control, spec: spec)
        return closures(of: control).first { $0 != label && (closureLabel($0) == nil || closureLabel($0) == "action") }
    }

    /// `{ }`, `{ _ in }`: a closure with no code (a comment at most).
    func isEmptyClosure(_ closure: NodeID) -> Bool {
        self[closure].kind == .closure && children(of: closure).isEmpty
    }

    /// Whether every method of `type` named `name` takes no parameters and has a body with no code (comments
    /// only): a stub, which does nothing when called. False when the type declares no such method.
    func isEmptyFunction(named name: String, in type: NodeID) -> Bool {
        let functions = members(of: type).filter { self[$0].kind == .function && self[$0].name == name }
        return !functions.isEmpty && functions.allSatisfy { function in
            guard case .function(let info)? = self[function].decl, info.parameters.isEmpty,
                  children(of: function).isEmpty else { return false }
            // The first brace opens the body; an empty body closes it at once.
            let tokens = source.tokens
            let range = self[function].range
            var index = VisualTree.firstToken(endingAfter: range.lowerBound, in: tokens)
            while index < tokens.count, tokens[index].textStart < range.upperBound, tokens[index].kind != .leftBrace {
                index += 1
            }
            return index + 1 < tokens.count && tokens[index].kind == .leftBrace
                && tokens[index + 1].kind == .rightBrace && tokens[index + 1].textStart < range.upperBound
        }
    }

    /// Whether `child` (a closure or view argument of `control`) is content the control presents somewhere else:
    /// a `NavigationLink`'s destination (`NavigationLink(destination: Detail())`,
    /// `NavigationLink("Open") { Detail() }`, `NavigationLink { Detail() } label: { … }`), a screen shown once the
    /// link is followed, or a `Menu`'s items, shown in a pop-up. What the control says about accessibility (its
    /// label, hiding, grouping) names the control, not that content.
    func isPresentedElsewhere(_ child: NodeID, by control: NodeID) -> Bool {
        guard self[child].kind != .modifier, let spec = controlSpec(of: control) else { return false }
        switch spec.role {
        case .navigationLink:
            return !isLabelPart(child, of: control)
        case .menu:
            return self[child].kind == .closure && labelClosure(of: control, spec: spec) != child
        default:
            return false
        }
    }

    /// A label written as a view argument rather than a closure: `Picker(selection: $x, label: Text("Sort"))`.
    func labelArgument(of control: NodeID) -> Expr? {
        guard let argument = self[control].argument(labelled: "label") else { return nil }
        if case .closure = argument.value { return nil }
        return argument.value
    }

    /// The nearest control whose label content holds `node` (`Button { … } label: { Image(…) }`), stopping at a
    /// declaration. Nil when `node` is in a control's action, destination or content closure.
    func enclosingLabelledControl(of node: NodeID) -> NodeID? {
        var child = node
        var current = self[node].parent
        while let id = current {
            let item = self[id]
            switch item.kind {
            case .property, .function, .typeDecl, .file:
                return nil
            case .call:
                if let spec = controlSpec(of: id), self[child].kind == .closure {
                    if labelClosure(of: id, spec: spec) == child { return id }
                    return nil
                }
            case .modifier:
                if LabelPresentation.startsNewContext(item.name) { return nil }
            default:
                break
            }
            child = id
            current = item.parent
        }
        return nil
    }
}

/// Modifiers whose closures or view arguments present content somewhere else (a new screen, a menu, the
/// navigation bar): what the presenting view says about accessibility does not reach that content.
enum LabelPresentation {
    static func startsNewContext(_ modifier: String) -> Bool { names.contains(modifier) }

    private static let names: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "toolbar",
        "navigationBarItems",
        "contextMenu", "swipeActions", "searchSuggestions", "inspector", "fileImporter", "fileExporter",
        "refreshable", "task", "onAppear", "onDisappear", "onTapGesture", "onChange",
    ]
}

extension ViewTree {
    /// Picker styles that lay every option out on screen — segments, radio buttons, an inline list — so VoiceOver
    /// reads each option by name ("Summer, 2 of 4") rather than one button showing the selection.
    static let optionsOnScreenPickerStyles: Set<String> = [
        "segmented", "SegmentedPickerStyle", "radioGroup", "RadioGroupPickerStyle", "inline", "InlinePickerStyle",
    ]

    /// The segmented picker styles: each segment is read as a tab by its text ("Banned, tab, 2 of 2").
    static let segmentedPickerStyles: Set<String> = ["segmented", "SegmentedPickerStyle"]
    /// The style that turns a picker's values on a wheel, one shown at a time.
    static let wheelPickerStyles: Set<String> = ["wheel", "WheelPickerStyle"]

    /// A `Picker` styled to show its options on screen (`.pickerStyle(.segmented)` on it or a container), whose
    /// options are text: `Text` or `Label` views, or images each named by its own `.accessibilityLabel`, and no
    /// bare `Image`. With `segmentedOnly`, only the segmented style counts.
    func showsTextOptionsOnScreen(picker: NodeID, segmentedOnly: Bool = false) -> Bool {
        let styles = segmentedOnly ? Self.segmentedPickerStyles : Self.optionsOnScreenPickerStyles
        guard hasPickerStyle(picker, among: styles) else { return false }
        var options: [NodeID] = []
        for closure in closures(of: picker) where closureLabel(closure) != "label" {
            for child in children(of: closure) { options += drawnViews(of: child) }
        }
        // An image option named by its own `.accessibilityLabel` (`Image(systemName: tab.icon)
        // .accessibilityLabel(tab.title)`) is read by that name, as a text option is.
        let isNamedImage = { (option: NodeID) in self.hasModifier("accessibilityLabel", on: option) }
        let names = options.map { self[$0].name }
        let images = options.filter { self[$0].name == SwiftUIView.image.rawValue }
        return (names.contains("Text") || names.contains("Label") || images.contains(where: isNamedImage))
            && images.allSatisfy(isNamedImage)
    }
}

extension ViewTree {
    /// Whether `node` is drawn in an option of a `Picker` (a view of its content, not its label) that also draws a
    /// text: the option is one element, a menu item, segment or radio button named by that text, with the image
    /// as its icon.
    func isInTitledPickerOption(_ node: NodeID) -> Bool {
        guard let (_, option) = pickerOption(containing: node) else { return false }
        return drawnViews(of: option).contains { SwiftUIVocabulary.textViews.contains(self[$0].name) }
    }

    /// Whether `node` is drawn in an option of a `Picker` whose style has the system draw the options (a menu, the
    /// default, or segments): the system lays out their titles itself, ignoring `.lineLimit` and frames.
    func isInSystemDrawnPickerOption(_ node: NodeID) -> Bool {
        guard let (picker, _) = pickerOption(containing: node) else { return false }
        return !hasPickerStyle(picker, among: Self.viewDrawingPickerStyles)
    }

    /// The styles that lay a picker's options out as views: a wheel, inline rows, radio buttons, a pushed list.
    static let viewDrawingPickerStyles: Set<String> = wheelPickerStyles.union([
        "inline", "InlinePickerStyle", "radioGroup", "RadioGroupPickerStyle", "navigationLink", "NavigationLinkPickerStyle",
    ])

    /// The `Picker` whose content (not its label) draws `node`, and the view of that content `node` is in.
    private func pickerOption(containing node: NodeID) -> (picker: NodeID, option: NodeID)? {
        var option = node
        var current = parent(of: node)
        while let id = current {
            let item = self[id]
            if item.kind == .typeDecl || item.kind == .function || item.kind == .property { return nil }
            if item.kind == .closure, let picker = parent(of: id), let spec = controlSpec(of: picker),
               spec.role == .picker, labelClosure(of: picker, spec: spec) != id {
                return (picker, option)
            }
            option = id
            current = parent(of: id)
        }
        return nil
    }

    /// Whether one of `styles` applies to `node`: on it or a container, or, in a helper (`var cloudAccounts: some
    /// View`), around every place this file draws the helper (two helpers deep).
    func hasPickerStyle(_ node: NodeID, among styles: Set<String>, depth: Int = 0) -> Bool {
        let styled = effectiveModifiers(named: "pickerStyle", of: node).contains { modifier in
            TraitText.identifiers(in: firstArgumentValue(of: modifier) ?? "").contains(where: styles.contains)
        }
        if styled { return true }
        guard depth < 2, let member = declaringMember(of: node),
              self[member].name != SwiftUIVocabulary.bodyProperty else { return false }
        let uses = useSites(ofDeclaration: member)
        return !uses.isEmpty && uses.allSatisfy { hasPickerStyle($0, among: styles, depth: depth + 1) }
    }
}

extension ViewTree {
    /// Whether a titled control also draws an icon: `Button("Save", systemImage: "tray")`, or a label closure whose
    /// only view is a `Label`.
    func drawsIcon(_ control: NodeID, spec: ControlSpec) -> Bool {
        if self[control].arguments.contains(where: { $0.label.map(SwiftUIVocabulary.controlIconArguments.contains) == true }) {
            return true
        }
        guard let closure = labelClosure(of: control, spec: spec) else { return false }
        let views = children(of: closure).filter { self[$0].kind != .modifier }
        return views.count == 1 && self[views[0]].name == SwiftUIView.label.rawValue
    }

    /// Whether `node` may be drawn in a toolbar: inside `.toolbar { … }`, `ToolbarItem { … }`, a `ToolbarContent`
    /// helper, or a helper property, function or custom view used there.
    func isToolbarContent(_ node: NodeID) -> Bool {
        mayBeDrawn(node) { child, container in
            switch self[container].kind {
            case .property, .function: return declaredType(of: container)?.contains("ToolbarContent") == true
            default: return holdsToolbarItems(container)
            }
        }
    }

    /// `.labelStyle(.iconOnly)` on the view or around it: a `Label` there draws its icon alone.
    func hasIconOnlyLabelStyle(_ node: NodeID) -> Bool {
        guard let style = effectiveModifiers(named: "labelStyle", of: node).first,
              case .member(nil, "iconOnly")? = self[style].arguments.first?.value else { return false }
        return true
    }

    /// `.toolbar { … }`, `.navigationBarItems(trailing: …)`, `ToolbarItem { … }`: what it holds are bar items.
    func holdsToolbarItems(_ container: NodeID) -> Bool {
        let item = self[container]
        switch item.kind {
        case .modifier: return SwiftUIVocabulary.toolbarModifiers.contains(item.name)
        case .call: return SwiftUIVocabulary.toolbarItems.contains(item.name)
        default: return false
        }
    }

    /// Whether `node` is drawn by the `makeBody(configuration:)` of a control's style (`ToggleStyle`, `ButtonStyle`,
    /// `PrimitiveButtonStyle`, the conformance written on the type or on an extension of it in this file): a tap
    /// there toggles or triggers the control, which VoiceOver announces with its own label, trait and value.
    func isInsideControlStyleBody(_ node: NodeID) -> Bool {
        isInsideStyleBody(node, conformingTo: SwiftUIVocabulary.controlStyleProtocols)
    }

    /// Whether `node` is drawn by the `makeBody(configuration:)` of a type conforming to one of `styles` (written
    /// on the type or on an extension of it in this file), or by a helper of the type that only `makeBody` uses
    /// (`accessoryView(accessory:configuration:)`).
    func isInsideStyleBody(_ node: NodeID, conformingTo styles: NameSet) -> Bool {
        guard let member = declaringMember(of: node), let type = declaringType(of: member) else { return false }
        let isMakeBody = { (id: NodeID) in self[id].kind == .function && self[id].name == "makeBody" }
        guard isMakeBody(member) || {
            let uses = useSites(ofDeclaration: member)
            return !uses.isEmpty && uses.allSatisfy { use in declaringMember(of: use).map(isMakeBody) ?? false }
        }() else { return false }
        return ([type] + typeDeclarations(named: self[type].name)).contains { declaration in
            guard case .type(let info)? = self[declaration].decl else { return false }
            return info.conformances.contains { styles.contains(String($0.split(separator: ".").last ?? "")) }
        }
    }

    /// Whether `node` may be an item of a menu, alert, confirmation dialog, context menu, swipe row or the menu bar:
    /// inside one of their modifiers' content, a `Menu`'s items, a `CommandGroup`/`CommandMenu`, or a helper or
    /// custom view used there.
    func isActionMenuItem(_ node: NodeID) -> Bool {
        mayBeDrawn(node) { child, container in
            let item = self[container]
            switch item.kind {
            case .modifier: return SwiftUIVocabulary.actionMenuModifiers.contains(item.name)
            case .call:
                return SwiftUIVocabulary.menuBarCommands.contains(item.name)
                    || (item.name == SwiftUIVocabulary.menuBarExtra && !isWindowStyleMenuBarExtra(container))
                    || (controlSpec(of: container)?.role == .menu && isPresentedElsewhere(child, by: container))
            default: return false
            }
        }
    }

    /// `MenuBarExtra { … }.menuBarExtraStyle(.window)`: a panel of views, not a menu (the default style).
    private func isWindowStyleMenuBarExtra(_ extra: NodeID) -> Bool {
        modifiers(of: extra).contains { style in
            self[style].name == "menuBarExtraStyle"
                && TraitText.identifiers(in: text(in: self[style].range)).contains { $0 == "window" || $0 == "WindowMenuBarExtraStyle" }
        }
    }

    /// Whether `node` may be drawn among the items of a `Menu` or a `.contextMenu` (its content, a helper or custom
    /// view used there, not a context menu's `preview:`): a `Picker` there is drawn as checkmarked items that the
    /// menu's own label names, and every item in the system's menu font and colours.
    func isMenuContent(_ node: NodeID) -> Bool {
        mayBeDrawn(node) { child, container in
            let item = self[container]
            switch item.kind {
            case .modifier: return item.name == "contextMenu" && closureLabel(child) != "preview"
            case .call: return controlSpec(of: container)?.role == .menu && isPresentedElsewhere(child, by: container)
            default: return false
            }
        }
    }

    /// Whether some container `node` is drawn in satisfies `isContainer(child, container)`: its ancestors, and
    /// for a node in a helper property, function or custom view's `body`, the places in this file that use it
    /// and their ancestors (at most 32 use sites).
    private func mayBeDrawn(_ node: NodeID, within isContainer: (_ child: NodeID, _ container: NodeID) -> Bool) -> Bool {
        var starts = [node]
        var visited: Set<NodeID> = [node]
        while let start = starts.popLast() {
            var child = start
            var current = self[start].parent
            while let id = current {
                if isContainer(child, id) { return true }
                let item = self[id]
                if item.kind == .property || item.kind == .function {
                    for use in useSites(ofDeclaration: id) where visited.count < 32 && visited.insert(use).inserted {
                        starts.append(use)
                    }
                    break
                }
                if item.kind == .typeDecl || item.kind == .file { break }
                child = id
                current = item.parent
            }
        }
        return false
    }

    /// Whether the nearest function around `node` returns nothing: its statements act, they draw no view.
    func isInFunctionReturningNothing(_ node: NodeID) -> Bool {
        guard let function = ancestors(of: node).first(where: { self[$0].kind == .function }),
              case .function(let info)? = self[function].decl else { return false }
        return info.keyword == "func" && info.returnType == nil
    }

    /// The declared type of a property or the return type of a function, as written.
    func declaredType(of declaration: NodeID) -> String? {
        switch self[declaration].decl {
        case .property(let info)?: return info.typeText
        case .function(let info)?: return info.returnType
        case .type?, nil: return nil
        }
    }

    /// A `Menu` used as a picker whose visible label is only the value its items choose:
    /// `Menu { Button("Master") { level = "Master" } } label: { Text(level ?? "Select") }`, or
    /// `Menu(sort.title) { Button("Date") { sort = .date } }`. VoiceOver reads "Master, menu" and never what is being
    /// chosen. Returns the name of the chosen value; nil when the label shows anything else (a literal caption, an
    /// interpolation, a call, a view we cannot see into) or the items assign nothing.
    func menuLabelShowingOnlyItsChoice(_ menu: NodeID) -> String? {
        guard let spec = controlSpec(of: menu), spec.role == .menu else { return nil }
        let label = labelClosure(of: menu, spec: spec)
        guard let content = closures(of: menu).first(where: { $0 != label && closureLabel($0) == nil }) else {
            return nil
        }
        var chosen = Set<String>()
        for id in descendants(of: content) where self[id].kind == .statement {
            chosen.formUnion(TraitText.assignedNames(in: text(in: self[id].range)))
        }
        guard !chosen.isEmpty else { return nil }
        guard let label else {
            guard let title = self[menu].firstUnlabelledArgument else { return nil }
            return choice(shownBy: title, among: chosen)
        }
        var shown: String?
        for id in descendants(of: label) {
            let item = self[id]
            switch item.kind {
            case .closure, .modifier: continue
            case .call where item.name == "Text" || item.name == "Label":
                guard let title = item.arguments.first, title.label == nil,
                      let name = choice(shownBy: title, among: chosen) else { return nil }
                shown = name
            case .call where ["Image", "HStack", "VStack", "Spacer"].contains(item.name): continue
            default: return nil
            }
        }
        return shown
    }

    /// The chosen name a title reads, when the title is only a path through it (`level`, `self.sort.title`,
    /// `level?.name ?? "Select"`).
    private func choice(shownBy title: Argument, among chosen: Set<String>) -> String? {
        let whole = text(in: title.range)
        var path = Substring(whole)
        if let fallback = whole.firstRange(of: "??") {
            let rest = whole[fallback.upperBound...].filter { !$0.isWhitespace }
            guard rest.count >= 2, rest.first == "\"", rest.last == "\"",
                  !rest.dropFirst().dropLast().contains("\"") else { return nil }
            path = whole[..<fallback.lowerBound]
        }
        let components = path.filter { !$0.isWhitespace }.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.last == "?" || $0.last == "!" ? $0.dropLast() : $0 }
        guard !components.isEmpty, components.allSatisfy({ component in
            guard let first = component.first, first.isLetter || first == "_" || first == "$" else { return false }
            return component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        }) else { return nil }
        return components.lazy.map { String($0.drop { $0 == "$" }) }.first { chosen.contains($0) }
    }
}

extension ViewTree {
    /// Whether `node`'s own chain draws it at a literal `.opacity(0)`: nobody sees it, and whether VoiceOver still
    /// reaches it depends on the OS release (`hidden-by-opacity`'s question, not a label's).
    func isDrawnAtZeroOpacity(_ node: NodeID) -> Bool {
        modifiers(named: "opacity", of: node).contains { firstArgumentValue(of: $0).map(Self.isZero) == true }
    }

    /// Whether `node`'s own chain frames it to a literal zero width or height (`.frame(width: 0, height: 0)`, the
    /// row's link whose disclosure chevron a list should not draw): nothing of it shows or can be tapped.
    func isDrawnAtZeroSize(_ node: NodeID) -> Bool {
        frameSides(of: node).contains { $0.value == 0 }
    }

    /// The `width:` and `height:` arguments of the `.frame(…)` modifiers of `view`'s own chain, in order, each with
    /// its literal value (nil when it is not a number literal).
    func frameSides(of view: NodeID) -> [(label: String, value: Double?)] {
        modifiers(named: SwiftUIModifier.frame.rawValue, of: view).flatMap { frame in
            self[frame].arguments.compactMap { argument -> (label: String, value: Double?)? in
                guard let label = argument.label, label == "width" || label == "height" else { return nil }
                if case .number(let value, _) = argument.value { return (label, value) }
                return (label, nil)
            }
        }
    }

    /// Whether `node` is a `NavigationLink` the code activates (`NavigationLink(destination: D(), isActive: $x)`,
    /// `NavigationLink(destination:tag:selection:)`), whatever its label.
    func isProgrammaticNavigationLink(_ node: NodeID) -> Bool {
        guard self[node].kind == .call, self[node].name == SwiftUIView.navigationLink.rawValue else { return false }
        let labels = Set(self[node].arguments.compactMap(\.label))
        return SwiftUIVocabulary.programmaticLinkArguments.contains { $0.isSubset(of: labels) }
    }

    /// Whether `node` is a `NavigationLink` whose destination draws nothing (`NavigationLink(destination:
    /// EmptyView()) { EmptyView() }`, the known workaround that keeps iOS 14.5 from popping a screen holding two
    /// links): it opens no screen, so it is no control anyone needs to find.
    func isLinkToNothing(_ node: NodeID) -> Bool {
        guard self[node].kind == .call, self[node].name == SwiftUIView.navigationLink.rawValue else { return false }
        let destinations = children(of: node).filter { self[$0].label == "destination" }
        return !destinations.isEmpty && destinations.allSatisfy { destination in
            let views = self[destination].kind == .closure
                ? children(of: destination).filter { self[$0].kind != .modifier } : [destination]
            return !views.isEmpty && views.allSatisfy { SwiftUIVocabulary.blankViews.contains(self[$0].name) }
        }
    }
}
