/// What the label view of a control shows, as VoiceOver would name it.
enum LabelContent: Equatable {
    /// Some text (a `Text`, a `Label` title, an element with its own accessibility label).
    case text
    /// Only images: all of them (every branch of a conditional), in source order.
    case imageOnly([NodeID])
    /// Nothing that speaks: no views, empty text, shapes, colours, spacers, hidden or decorative images.
    case empty
    /// A view we cannot see into (a custom view, a helper we cannot resolve, a `ProgressView`).
    case unknown(NodeID?)
}

extension ViewTree {
    /// Classifies the views inside a control's label closure (or any closure of views). Helper `var`s and `func`s
    /// of this file used there are looked into, a bounded number of times.
    func labelContent(of closure: NodeID) -> LabelContent {
        // Each view with whether it is drawn over another (`.overlay`): an overlay's text or image names the label
        // with it, but a view there that cannot be read (a progress ring, a badge) does not hide what the label is.
        var pending = children(of: closure).filter { self[$0].kind != .modifier }.map { ($0, false) }
        var images: [NodeID] = []
        var unknown: NodeID??
        // An overlay nothing else names the label by (`Circle().overlay { AppIcon(.close) }`) may be its name.
        var unknownOverlay: NodeID?
        var expansions = 0
        while let (id, isOverlay) = pending.popLast() {
            let item = self[id]
            func markUnknown() {
                if isOverlay { unknownOverlay = unknownOverlay ?? id } else { unknown = .some(id) }
            }
            func add(_ views: [NodeID]) { pending.append(contentsOf: views.map { ($0, isOverlay) }) }
            switch item.kind {
            case .call, .reference:
                if let own = ownLabelEvidence(of: id) {
                    switch own.evidence {
                    case .present:
                        if case .hidden = own.source { continue }
                        return .text
                    case .unknown:
                        markUnknown()
                        continue
                    case .absent:
                        break
                    }
                }
                pending.append(contentsOf: overlayContent(of: id).map { ($0, true) })
                // The app's own modifier handed the caller's content (`Capsule().styled(content: label)`) draws it.
                if drawsCallersContent(id) {
                    unknown = .some(id)
                    continue
                }
                if item.kind == .reference {
                    if ViewNames.isSilentReference(item.name) { continue }
                    guard expansions < 16, let helper = resolveReference(id) else {
                        markUnknown()
                        continue
                    }
                    let body = children(of: helper).filter { self[$0].kind != .modifier }
                    // A stored property (`let icon: Image`, `@ViewBuilder var label: Label`) is filled in by the
                    // caller, who may have labelled it; drawn over another view too (`Capsule().overlay { label }`).
                    guard !body.isEmpty else {
                        unknown = .some(id)
                        continue
                    }
                    expansions += 1
                    add(body)
                    continue
                }
                switch item.name {
                case "Text":
                    if let title = item.firstUnlabelledArgument, isBlankLiteral(title.value) { continue }
                    return .text
                case "Label":
                    if let title = item.firstUnlabelledArgument, isBlankLiteral(title.value) {
                        images.append(id)
                        continue
                    }
                    return .text
                case "Image":
                    if item.argument(labelled: "decorative") != nil { continue }
                    if item.argument(labelled: "label") != nil { return .text }
                    images.append(id)
                case "AsyncImage":
                    images.append(id)
                default:
                    if ViewNames.silent.contains(item.name) { continue }
                    if ViewNames.containers.contains(item.name) {
                        for closure in closures(of: id) {
                            add(children(of: closure).filter { self[$0].kind != .modifier })
                        }
                        continue
                    }
                    markUnknown()
                }
            case .conditional, .branch, .ifConfig, .ifConfigBranch, .switchStatement, .ternary, .closure:
                add(children(of: id).filter { self[$0].kind != .modifier })
            case .recovery:
                markUnknown()
            case .statement:
                // Texts joined into one (`Text("Video files") + Text(subtitle)`): a text, which names the label.
                guard item.label?.hasPrefix("Text(") == true else { break }
                add(children(of: id).filter { self[$0].kind == .call && self[$0].name == SwiftUIView.text.rawValue })
            case .modifier, .localBinding, .property, .function, .typeDecl, .file:
                break
            }
        }
        if let unknown { return .unknown(unknown) }
        if !images.isEmpty { return .imageOnly(images.sorted()) }
        if let unknownOverlay { return .unknown(unknownOverlay) }
        return .empty
    }

    /// Whether a modifier of the app's own on `view` is handed a stored view property of the type around it
    /// (`@ViewBuilder let label: T`, `let content: Content`): the content the caller passes, drawn by the modifier.
    private func drawsCallersContent(_ view: NodeID) -> Bool {
        let custom = modifiers(of: view).filter { !SwiftUIModifierNames.contains(self[$0].name) }
        guard !custom.isEmpty, let type = declaringType(of: view) else { return false }
        guard case .type(let info)? = self[type].decl else { return false }
        let viewTypes = ComponentExtractor.genericParameterNames(info.genericParameters, constrainedTo: "View")
            .union(["AnyView"])
        let viewProperties = Set(children(of: type).compactMap { member -> String? in
            guard self[member].kind == .property, case .property(let info)? = self[member].decl, !info.isStatic,
                  !info.isComputed else { return nil }
            let isViewBuilder = info.attributes.contains { $0.name == SwiftUIVocabulary.viewBuilderAttribute }
            return isViewBuilder || info.typeText.map(viewTypes.contains) == true ? self[member].name : nil
        })
        guard !viewProperties.isEmpty else { return false }
        return custom.contains { modifier in
            self[modifier].arguments.contains {
                if case .identifier(let name) = $0.value { return viewProperties.contains(name) }
                return false
            }
        }
    }

    /// The views drawn over a view by `.overlay { … }` or `.overlay(Image(…))`, which VoiceOver reads with it.
    private func overlayContent(of view: NodeID) -> [NodeID] {
        modifiers(named: "overlay", of: view).flatMap { modifier in
            children(of: modifier).flatMap { child -> [NodeID] in
                switch self[child].kind {
                case .closure: return children(of: child).filter { self[$0].kind != .modifier }
                case .modifier: return []
                default: return [child]
                }
            }
        }
    }
}

/// Names of SwiftUI views by how they behave in a label.
enum ViewNames {
    /// Views that lay out other views and add no name of their own.
    static let containers: NameSet = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ViewThatFits", "Grid", "GridRow",
        "ForEach", "LazyVGrid", "LazyHGrid", "GeometryReader",
    ]

    /// Views that VoiceOver says nothing for.
    static let silent: NameSet = [
        "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse",
        "UnevenRoundedRectangle", "ContainerRelativeShape", "EmptyView", "LinearGradient", "RadialGradient",
        "AngularGradient", "EllipticalGradient",
    ]

    /// Whether a view written as a bare reference says nothing: `Color.red`, `Color.clear`, `EmptyView`.
    static func isSilentReference(_ name: String) -> Bool {
        name.hasPrefix("Color.") || name == "EmptyView" || silent.contains(name)
    }

    /// Argument labels through which custom components commonly take their accessible name.
    static let componentLabelArguments = ["title", "label", "text", "titleKey", "accessibilityLabel", "message"]

    /// Whether a call is one of SwiftUI's own views (as opposed to a custom component).
    static func isBuiltIn(_ name: String) -> Bool { builtIn.contains(name) }

    /// Every name `isBuiltIn` knows, in one set: rules ask it of nearly every call, and a look-up in each of the
    /// four tables hashed a custom component's name four times.
    private static let builtIn = containers.union(silent).union(others).union(ControlSpec.all.keys)

    private static let others: NameSet = [
        "Text", "Image", "AsyncImage", "Label", "Section", "Form", "List", "ScrollView", "ScrollViewReader",
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Path", "Canvas", "AnyView",
        "ProgressView", "Gauge", "TimelineView", "Chart", "Map", "VideoPlayer", "GroupBox", "ControlGroup",
        "DisclosureGroup", "OutlineGroup", "Table", "EditButton", "PasteButton", "ContentUnavailableView",
        "ToolbarItem", "ToolbarItemGroup", "SecureField", "SignInWithAppleButton",
    ]
}

extension ViewTree {
    /// Whether the control has a `.buttonStyle(Style(…))` whose `Style` is declared in this file with a
    /// `makeBody` that shows a `Text` or `Label` besides `configuration.label` (`VStack { configuration.label;
    /// Text(title) }`): the style draws a visible title that VoiceOver reads as part of the button.
    func buttonStyleShowsText(_ control: NodeID) -> Bool {
        modifiers(named: "buttonStyle", of: control).contains { modifier in
            guard let style = self[modifier].firstUnlabelledArgument?.value.calleeName else { return false }
            return typeDeclarations(named: style).contains { type in
                members(of: type).contains { member in
                    self[member].kind == .function && self[member].name == "makeBody" && descendants(of: member).contains {
                        self[$0].kind == .call && (self[$0].name == "Text" || self[$0].name == "Label")
                    }
                }
            }
        }
    }
}
