import RuleEngine

struct MissingNavigationTitleRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "missing-navigation-title", name: "Missing navigation title", severity: .low, category: .labels,
        wcag: ["2.4.2"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "Flags the root of a `NavigationStack`, `NavigationView` or `NavigationSplitView` sidebar, or a pushed destination, that sets no `.navigationTitle`.",
        rationale: """
        When a screen appears, VoiceOver announces its navigation title; it is how a blind user knows where \
        they landed, and the back button of the next screen reads it ("Settings, back button"). Without a \
        title the navigation bar is silent, the back button just says "Back", and in the App Switcher and with \
        Voice Control the screen has no name to refer to (WCAG 2.4.2, Page Titled).
        """,
        fix: """
        - **Case: a stack's root.** Put `.navigationTitle("Settings")` on the root view inside the stack, not on \
        the `NavigationStack` itself.
        - **Case: a pushed screen.** Give the destination view its own `.navigationTitle(item.name)` (with \
        `.navigationBarTitleDisplayMode(.inline)` if a large title does not fit the design).
        - **Case: a custom header replaces the bar.** Keep a title for VoiceOver anyway and hide the bar's \
        visuals, or use a `.principal` toolbar item.
        """,
        limits: """
        Follows the content into helper properties and functions (a static one named with its type, \
        `Picker.make(…)`, included) and into view types declared in the same file; a root or destination that is a view from another file (also one whose type name opens with a lower-case \
        prefix, `iCloudSettingsView()`, or nested in a type another file declares, `Calibrations.RootView()`), a \
        generic `content`, a view value wrapped in `AnyView(sheetView)`, a destination a function of another file builds \
        (`lazyNavigate(MenuManagement())`), or anything else it cannot see is assumed to set a title; a destination \
        that is one literal text (`Text("Developing this module")`), or a switch whose every case is one, is a stub, not a screen. A stack in a file that pushes nothing (no `NavigationLink` or \
        `.navigationDestination`, no `path:`) only hosts a toolbar, as a modal's close button does, and is left \
        alone; a split view's sidebar is a column, not a pushed screen, and still needs its title, except in a file \
        built only for macOS, where the split view (a `NavigationSplitView`, or a `NavigationView` not styled \
        `.stack`, whose default there is a sidebar and a detail column) is a window with no back button, the \
        window title comes from the detail column, and a link in the sidebar fills that column instead of \
        pushing a screen. In a file built only for tvOS, a stack in a view that every caller in the linted \
        files makes a tab with `.tabItem` is named by the tab bar (project index). A title inside a sheet or a pushed destination does not count for \
        the screen that presents it. A stack drawn inside the content of a titled screen (a helper holding a \
        `NavigationView`, shown in a `ScrollView` that has `.navigationTitle(coin.name)`, through helpers and views \
        of the same file) is a section of that screen, which is already named; so is a stack in a view that every \
        caller in the linted files draws beside other views inside another navigation container's content \
        (`NavigationStack { ScrollView { VStack { Intro(); WorkSection() } } }`, project index). `.navigationBarHidden(true)`, `.toolbar(.hidden, …)`, a `.principal` \
        toolbar item and a text alone at the bar's leading edge (`ToolbarItem(placement: .topBarLeading) { \
        Text("Menu") }`, also `.navigation`, beside spacers or as a button's label) are taken as a deliberate \
        custom header, and so is a stack (without `path:`) \
        whose file hides the back button of every screen it pushes \
        (`SignUpView().navigationBarBackButtonHidden()`): a flow with its own back controls, where no back \
        button reads the root's title. A root that asks for a password (a `SecureField` among the views it \
        draws) is the signed-out screen an app opens on, which shows no title by convention and whose fields \
        say what it is. An app's own modifier whose name holds \
        `navigationTitle` (`.inlineNavigationTitle("Sessions")`) sets the title; `.navigationBarTitleDisplayMode` \
        does not. A destination or root that shows nothing (`{ }`, `EmptyView()`, `Color.clear`) is a placeholder, \
        not a screen.
        """,
        triggeringExamples: MissingNavigationTitleRule.triggeringExamples,
        nonTriggeringExamples: MissingNavigationTitleRule.nonTriggeringExamples)

    static let titleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle", "navigationBarHidden"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        let filePushes = Self.pushesScreens(tree)
        for id in tree.nodes(.call, .modifier) {
            let node = tree[id]
            switch node.kind {
            case .call where SwiftUIVocabulary.navigationContainers.contains(node.name):
                let closures = tree.closures(of: id)
                // A stack that pushes nothing only hosts a toolbar (a modal's close button): there is no back
                // button to name the screen, and sighted users see no title either.
                // On a Mac a split view is a window: no back button reads its sidebar's title, and the window
                // title VoiceOver announces comes from the detail column's, which the column sets itself.
                if Self.isOnly("macos", context.platforms), Self.isColumnSplit(id, in: tree) { continue }
                // On Apple TV the tab bar names the screen a tab shows: a stack in a view that every caller makes
                // a tab with `.tabItem` is named by it, with no back button to read a title.
                if Self.isOnly("tvos", context.platforms), context.isNamedAsTabByEveryCaller(id) { continue }
                // A flow whose every pushed screen hides its back button (a sign-up flow with its own back
                // controls): no back button reads the root's title.
                if node.name != "NavigationSplitView", tree[id].argument(labelled: "path") == nil,
                   Self.hidesEveryBackButton(tree) { continue }
                guard filePushes || node.name == "NavigationSplitView" || tree[id].argument(labelled: "path") != nil,
                      let root = closures.first(where: { tree[$0].label == nil }) ?? closures.first,
                      !Self.hasTitleModifier(tree.modifiers(of: id), in: tree),
                      !Self.isDrawnInsideTitledScreen(id, in: tree),
                      // A view every caller draws among other views of another stack's screen: a section of it.
                      !context.isSectionOfNavigationByEveryCaller(id),
                      Self.titleEvidence(of: root, in: tree) == .absent,
                      !Self.isSignInForm(root, in: tree) else { continue }
                sink.report(id, in: tree, message: Self.rootMessage(stack: node.name))
            case .call where node.name == "NavigationLink":
                // On a Mac a link in a split view's sidebar fills the detail column: nothing is pushed, no back
                // button reads a title.
                if Self.isOnly("macos", context.platforms), Self.fillsDetailColumn(id, in: tree) { continue }
                for destination in tree.linkDestinations(of: id)
                where Self.titleEvidence(of: destination, in: tree) == .absent {
                    sink.report(id, in: tree, message: Self.destinationMessage(of: "NavigationLink"))
                }
            case .modifier where node.name == "navigationDestination":
                guard let content = tree.closures(of: id).last,
                      Self.titleEvidence(of: content, in: tree) == .absent else { continue }
                sink.report(id, in: tree, message: Self.destinationMessage(of: ".navigationDestination"))
            default:
                continue
            }
        }
    }

    static func rootMessage(stack: String) -> String {
        "The root of this \(stack) sets no .navigationTitle, so VoiceOver announces nothing when the screen "
            + "appears and the next screen's back button just says \"Back\". Add .navigationTitle(\"…\") to the "
            + "root view inside the stack."
    }

    static func destinationMessage(of source: String) -> String {
        "The screen this \(source) pushes sets no .navigationTitle, so VoiceOver announces nothing when it "
            + "appears. Add .navigationTitle(\"…\") to the destination view."
    }

    /// A navigation container that lays its content out in columns on a Mac: a `NavigationSplitView`, or a
    /// `NavigationView` without the stack style (its default style there is a sidebar and a detail column).
    static func isColumnSplit(_ container: NodeID, in tree: ViewTree) -> Bool {
        switch tree[container].name {
        case "NavigationSplitView":
            return true
        case "NavigationView":
            return !tree.modifiers(named: "navigationViewStyle", of: container).contains { style in
                TraitText.identifiers(in: tree.text(in: tree[style].range))
                    .contains { $0 == "stack" || $0 == "StackNavigationViewStyle" }
            }
        default:
            return false
        }
    }

    /// A link whose nearest navigation container in the file lays out columns (`isColumnSplit`).
    static func fillsDetailColumn(_ link: NodeID, in tree: ViewTree) -> Bool {
        guard let container = tree.nearestAncestor(of: link, where: { item in
            item.kind == .call && SwiftUIVocabulary.navigationContainers.contains(item.name)
        }) else { return false }
        return isColumnSplit(container, in: tree)
    }

    /// The file builds for `platform` and nothing else (the project's platforms, narrowed by the file's imports).
    static func isOnly(_ platform: String, _ platforms: Set<String>) -> Bool {
        platforms == [platform]
    }

    /// A stack drawn inside the content of a screen that has a title (`ScrollView { news }.navigationTitle(coin.name)`,
    /// with `news` a helper holding a `NavigationView`), also through the helpers and views of the file that draw
    /// it: it is a section of that screen, which VoiceOver already names. Not through a sheet, a cover or a pushed
    /// destination, which are screens of their own.
    static func isDrawnInsideTitledScreen(_ stack: NodeID, in tree: ViewTree, depth: Int = 0) -> Bool {
        for ancestor in tree.ancestors(of: stack) {
            let item = tree[ancestor]
            switch item.kind {
            case .modifier where SwiftUIVocabulary.screenPresentations.contains(item.name):
                return false
            case .call where item.name == SwiftUIView.navigationLink.rawValue:
                return false
            case .call where hasTitleModifier(tree.modifiers(of: ancestor), in: tree):
                return true
            case .property, .function:
                guard depth < maximumHelperDepth else { return false }
                let uses = tree.useSites(ofDeclaration: ancestor)
                return !uses.isEmpty && uses.allSatisfy { isDrawnInsideTitledScreen($0, in: tree, depth: depth + 1) }
            case .typeDecl, .file:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// How many helpers or views up `isDrawnInsideTitledScreen` follows a stack.
    private static let maximumHelperDepth = 3

    /// A root that asks for a password (a `SecureField` among the views it draws): the signed-out screen an app
    /// opens on, which shows no title by convention and whose fields say what it is.
    static func isSignInForm(_ root: NodeID, in tree: ViewTree) -> Bool {
        tree.drawnViews(of: root).contains { tree.controlSpec(of: $0)?.role == .secureField }
    }

    /// Whether the file pushes any screen (`NavigationLink`, `.navigationDestination`). A stack's content drawn
    /// from other files is already left alone (unknown title), so the file is where its pushes would be.
    static func pushesScreens(_ tree: ViewTree) -> Bool {
        !tree.calls(.navigationLink).isEmpty || !tree.modifierUses(.navigationDestination).isEmpty
    }

    /// Whether the file pushes screens and every screen it pushes (a `NavigationLink`'s destination, a
    /// `.navigationDestination`'s content) hides its back button where it is pushed
    /// (`Detail().navigationBarBackButtonHidden()`).
    static func hidesEveryBackButton(_ tree: ViewTree) -> Bool {
        let links: [NodeID] = tree.calls(.navigationLink).flatMap { tree.linkDestinations(of: $0) }
        let pushed = links + tree.modifierUses(.navigationDestination).compactMap { tree.closures(of: $0).last }
        return !pushed.isEmpty && pushed.allSatisfy { destination in
            let views = tree[destination].kind == .closure ? Array(tree.children(of: destination)) : [destination]
            return !views.isEmpty && views.allSatisfy { view in
                tree.modifiers(named: "navigationBarBackButtonHidden", of: view).contains { hidden in
                    tree[hidden].arguments.isEmpty || tree[hidden].arguments.first?.value.boolLiteral == true
                }
            }
        }
    }

    static func hasTitleModifier(_ modifiers: [NodeID], in tree: ViewTree) -> Bool {
        modifiers.contains { isTitleModifier($0, in: tree) }
    }

    /// `.navigationTitle`, the deprecated `.navigationBarTitle`, a hidden bar, a `.principal` toolbar item, or a
    /// text alone at the bar's leading edge.
    static func isTitleModifier(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        let node = tree[modifier]
        if titleModifiers.contains(node.name) || isOwnTitleModifier(node.name) { return true }
        guard node.name == "toolbar" else { return false }
        if node.arguments.first?.value.memberName == "hidden" { return true }
        return tree.descendants(of: modifier).contains { id in
            guard tree[id].kind == .call, let placement = tree[id].argument(labelled: "placement")?.value.memberName
            else { return false }
            if placement == "principal" { return true }
            // A text at the bar's leading edge (`ToolbarItem(placement: .topBarLeading) { Text("Menu") }`) is the
            // screen's title drawn large, read first on a root screen.
            return leadingBarPlacements.contains(placement) && tree.closures(of: id).contains { content in
                showsOnlyOneText(content, in: tree)
            }
        }
    }

    static let leadingBarPlacements: Set<String> = ["topBarLeading", "navigationBarLeading", "navigation"]

    /// Whether what `content` lays out comes to one `Text`, perhaps in a stack beside spacers or as a button's
    /// label (`HStack { Button { } label: { Text("Games") }; Spacer() }`).
    private static func showsOnlyOneText(_ content: NodeID, in tree: ViewTree) -> Bool {
        var texts = 0
        var pending = [content]
        while let id = pending.popLast() {
            let isButton = tree[id].name == SwiftUIView.button.rawValue
            for child in tree.children(of: id) where tree[child].kind != .modifier {
                if isButton {
                    if tree.isLabelPart(child, of: id) { pending.append(child) }
                    continue
                }
                let name = tree[child].name
                if name == SwiftUIView.text.rawValue {
                    texts += 1
                } else if name != SwiftUIView.spacer.rawValue {
                    guard tree[child].kind == .closure || name == SwiftUIView.button.rawValue
                            || SwiftUIVocabulary.inPlaceLayouts.contains(name) else { return false }
                    pending.append(child)
                }
            }
        }
        return texts == 1
    }

    /// An app's own modifier that sets the title, named for it (`.inlineNavigationTitle("Sessions")`, a `View`
    /// extension that calls `.navigationTitle` and picks the inline display mode).
    /// `.navigationBarTitleDisplayMode(.inline)` only styles a title set elsewhere.
    static func isOwnTitleModifier(_ name: String) -> Bool {
        name.range(of: "navigationTitle", options: .caseInsensitive) != nil
            && name.range(of: "DisplayMode", options: .caseInsensitive) == nil
    }

    /// Whether the screen rooted at `root` sets a title: present when found, unknown when part of it cannot be
    /// seen (a view from another file, a generic `content`), absent otherwise.
    static func titleEvidence(of root: NodeID, in tree: ViewTree) -> Evidence {
        // `NavigationLink("Later") { EmptyView() }` or `{ }`, a stack whose root is `Color.clear` (it only shows
        // what it pushes): a placeholder, not a screen.
        if isPlaceholder(root, in: tree) { return .unknown }
        var pending: [NodeID] = [root]
        var visited: Set<NodeID> = []
        var sawUnknown = false
        while let id = pending.popLast() {
            guard visited.insert(id).inserted, visited.count < 4_096 else { continue }
            let node = tree[id]
            switch node.kind {
            case .modifier:
                // Modifier content (overlays, actions, sheets) is not where a screen's title is set.
                if isTitleModifier(id, in: tree) { return .present }
                continue
            case .call where node.name.hasPrefix("."):
                // A modifier the parser left outside its chain (after an `#if` inside the chain).
                let name = String(node.name.dropFirst())
                if titleModifiers.contains(name) || isOwnTitleModifier(name) { return .present }
            case .call:
                if tree.controlSpec(of: id) != nil {
                    // Only a control's label is part of this screen: not its action or pushed destination.
                    pending.append(contentsOf: tree.children(of: id).filter {
                        tree[$0].kind == .modifier || tree.isLabelPart($0, of: id)
                    })
                    continue
                }
                switch expansion(ofCall: id, in: tree) {
                case .nodes(let nodes): pending.append(contentsOf: nodes)
                case .unknown: if !isRowOfForEach(id, below: root, in: tree) { sawUnknown = true }
                case .none: break
                }
            case .reference:
                switch expansion(ofReference: id, in: tree) {
                case .nodes(let nodes): pending.append(contentsOf: nodes)
                case .unknown: if !isRowOfForEach(id, below: root, in: tree) { sawUnknown = true }
                case .none: break
                }
            case .file, .typeDecl, .property, .function, .closure, .conditional, .branch, .switchStatement,
                 .ternary, .ifConfig, .ifConfigBranch, .localBinding, .statement, .recovery:
                break
            }
            pending.append(contentsOf: tree.children(of: id))
        }
        return sawUnknown ? .unknown : .absent
    }

    static func isPlaceholder(_ root: NodeID, in tree: ViewTree) -> Bool {
        let views = [.closure, .branch].contains(tree[root].kind) ? Array(tree.children(of: root)) : [root]
        // An empty closure: a link whose screen is not written yet pushes a blank page. So does one literal text
        // and nothing else (`Text("Developing this module")`): a stub that says what it is when read. A switch
        // over the routes whose every case is such a stub is one too.
        guard let only = views.first, views.count == 1 else { return views.isEmpty }
        if SwiftUIVocabulary.blankViews.contains(tree[only].name) { return true }
        if [.switchStatement, .conditional].contains(tree[only].kind) {
            let branches = tree.children(of: only).filter { tree[$0].kind == .branch }
            return !branches.isEmpty && branches.allSatisfy { isPlaceholder($0, in: tree) }
        }
        guard tree[only].kind == .call, tree[only].name == SwiftUIView.text.rawValue, tree.children(of: only).isEmpty,
              let text = tree[only].arguments.first?.value else { return false }
        return tree.stringLiteral(of: text) != nil
    }

    /// SwiftUI views that always take their content as a closure.
    static let contentContainers: NameSet = ViewNames.containers.union([
        "TimelineView", "ScrollView", "Form", "Section", "GroupBox", "TabView", "NavigationStack", "NavigationView",
    ])

    enum Expansion {
        /// More of the screen to look at.
        case nodes([NodeID])
        /// Something that may set a title and cannot be seen.
        case unknown
        /// Nothing beyond the node's own children.
        case none
    }

    /// A call: a view type declared in this file (its declarations), a helper function, a built-in view, or unknown.
    /// An unresolved lower-case call is a view made elsewhere (`coordinator.toPresentable()`, a factory in another
    /// file) where the layout expects a view, and a statement (`dismiss()`) anywhere else.
    static func expansion(ofCall call: NodeID, in tree: ViewTree) -> Expansion {
        let name = tree[call].name
        if let first = name.first, first.isLowercase || name.contains(".") {
            guard let member = tree.resolveReference(call) ?? staticMember(called: call, in: tree) else {
                // `Calibrations.RootView(…)`: a view nested in a type another file declares.
                let isQualifiedType = first.isUppercase
                return isInViewLayout(call, in: tree) || looksLikeTypeName(name) || isQualifiedType ? .unknown : .none
            }
            // `content()`: a stored closure the caller supplies.
            if case .property(let info)? = tree[member].decl, !info.isComputed { return .unknown }
            return .nodes([member])
        }
        let declarations = tree.typeDeclarations(named: name)
        if !declarations.isEmpty { return .nodes(declarations) }
        guard ViewNames.isBuiltIn(name) else { return .unknown }
        // `AnyView(sheetView)`: a view value the caller supplies, which the tree holds no node of.
        if name == "AnyView", tree.children(of: call).allSatisfy({ tree[$0].kind == .modifier }) { return .unknown }
        // `TimelineView(timeline: …)` without content is an app's own view that shares a SwiftUI name.
        if contentContainers.contains(name), tree.closures(of: call).isEmpty { return .unknown }
        return .none
    }

    /// `iCloudSettingsView()`, `iPadSidebar()`: a type named with a lower-case prefix (a capital letter follows
    /// the first), made in another file; not a helper function (`makeRow()`).
    static func looksLikeTypeName(_ name: String) -> Bool {
        guard !name.contains("."), name.count > 2 else { return false }
        return name.dropFirst().first?.isUppercase == true && name.dropFirst(2).first?.isLowercase == true
    }

    /// `Picker.makeSheet(selection)`: a static member of a type this file declares, named with the type.
    static func staticMember(called call: NodeID, in tree: ViewTree) -> NodeID? {
        let parts = tree[call].name.split(separator: ".")
        guard parts.count == 2, let type = parts.first.map(String.init), let member = parts.last.map(String.init),
              !tree.typeDeclarations(named: type).isEmpty else { return nil }
        return (tree.propertiesAndFunctionsByName[member] ?? []).first { tree.isMember($0, ofTypeNamed: type) }
    }

    /// Whether `node` stands where a view goes: in a built-in container's content, a navigation destination, or a
    /// helper's body, through any `if`, `switch` or `#if` around it; not in an action closure.
    static func isInViewLayout(_ node: NodeID, in tree: ViewTree) -> Bool {
        var current = tree.parent(of: node)
        while let id = current {
            switch tree[id].kind {
            case .conditional, .branch, .switchStatement, .ifConfig, .ifConfigBranch:
                current = tree.parent(of: id)
            case .property, .function:
                return true
            case .closure:
                guard let owner = tree.parent(of: id) else { return false }
                let ownerNode = tree[owner]
                switch ownerNode.kind {
                case .modifier: return ownerNode.name == "navigationDestination"
                // A link's destination closure (`NavigationLink { lazyNavigate(Screen()) } label: { … }`) holds
                // the pushed screen.
                case .call where ownerNode.name == SwiftUIView.navigationLink.rawValue:
                    return !tree.isLabelPart(id, of: owner)
                case .call: return ViewNames.isBuiltIn(ownerNode.name) && tree.controlSpec(of: owner) == nil
                default: return false
                }
            default:
                return false
            }
        }
        return false
    }

    /// Rows of a `ForEach` inside the screen do not title it.
    static func isRowOfForEach(_ node: NodeID, below root: NodeID, in tree: ViewTree) -> Bool {
        guard node != root else { return false }
        var current = tree.parent(of: node)
        while let id = current, id != root {
            if tree[id].kind == .call, tree[id].name == "ForEach" { return true }
            current = tree.parent(of: id)
        }
        return false
    }

    /// A reference: a computed helper of the same type, a silent built-in (`Color.red`), or unknown (a stored
    /// `content` passed in by the caller, a property of another type).
    static func expansion(ofReference reference: NodeID, in tree: ViewTree) -> Expansion {
        let name = tree[reference].name
        if ViewNames.isSilentReference(name) { return .none }
        guard let member = tree.resolveReference(reference) else { return .unknown }
        if case .property(let info)? = tree[member].decl, !info.isComputed { return .unknown }
        return .nodes([member])
    }
}
