/// How VoiceOver reads the rows of a `List`. A `List(selection:)` makes each row one selectable element: VoiceOver
/// stops on the row once, reads its texts together and says whether it is selected, so the row's parts are no
/// separate stops whatever the row view does about grouping. On the Mac every `List` is a table whose rows
/// VoiceOver reads that way.
extension ViewTree {
    /// Whether `node` is drawn inside a row of a `List` with a `selection:` argument (any `List` when
    /// `everyListOnMac`: the code ships on the Mac alone), reached through the list's content (`ForEach`,
    /// `Section`, stacks, a `NavigationLink`'s label), not through a modifier's closure (a `.safeAreaInset`, a
    /// `.contextMenu`) nor across a declaration.
    func isInSelectableListRow(_ node: NodeID, everyListOnMac: Bool = false) -> Bool {
        var current = self[node].parent
        while let id = current {
            let item = self[id]
            switch item.kind {
            case .property, .function, .typeDecl, .file, .modifier, .recovery:
                return false
            case .call where item.name == "List":
                return everyListOnMac || item.arguments.contains { $0.label == "selection" }
            default:
                break
            }
            current = item.parent
        }
        return false
    }

    /// Whether `node` is drawn only in rows of a `List(selection:)` (any `List` when `everyListOnMac`): inside one,
    /// or in a helper property or function of the file that is used only there (one level of helper is followed).
    func isDrawnOnlyInSelectableListRows(_ node: NodeID, everyListOnMac: Bool = false) -> Bool {
        let isInRow = { (use: NodeID) in self.isInSelectableListRow(use, everyListOnMac: everyListOnMac) }
        if isInRow(node) { return true }
        var current = self[node].parent
        while let id = current {
            switch self[id].kind {
            case .property, .function:
                guard self[id].name != SwiftUIVocabulary.bodyProperty else { return false }
                let uses = useSites(ofDeclaration: id)
                return !uses.isEmpty && uses.allSatisfy(isInRow)
            case .typeDecl, .file:
                return false
            default:
                current = self[id].parent
            }
        }
        return false
    }
}

extension ViewTree {
    /// Whether the view around a node (`enclosingViews(of:)`) draws it as a row: a `List` or `Form`, or a
    /// `Section`'s content (not its header or footer).
    func isListRow(_ enclosing: EnclosingView) -> Bool {
        guard self[enclosing.view].kind == .call else { return false }
        let name = self[enclosing.view].name
        guard SwiftUIVocabulary.rowContainers.contains(name) else { return false }
        guard name == "Section", let entry = enclosing.entry else { return true }
        return self[entry].label != "header" && self[entry].label != "footer"
    }

    /// Whether `node` is drawn in a row of a `List` or `Form`, or in a `Section`'s content.
    func isInListRow(_ node: NodeID) -> Bool {
        enclosingViews(of: node).contains(where: isListRow)
    }

    /// Whether the call `node` is drawn beside other views in the content of a navigation container of its file
    /// (`NavigationStack { ScrollView { VStack { Intro(); WorkSection() } } }`): a section of the screen that
    /// container shows, not through a sheet, a cover, a pushed destination or a tab, which are screens of their own.
    func isSectionOfNavigationContent(_ node: NodeID) -> Bool {
        guard let parent = self[node].parent, self[parent].kind == .closure,
              children(of: parent).contains(where: { $0 != node && (self[$0].kind == .call || self[$0].kind == .reference) })
        else { return false }
        var current: NodeID? = parent
        while let ancestor = current, self[ancestor].kind != .typeDecl {
            let item = self[ancestor]
            switch item.kind {
            case .modifier where SwiftUIVocabulary.screenPresentations.contains(item.name):
                return false
            // A pushed destination is a screen; so is a tab (a page of a `TabView`, whether its bar shows or not).
            case .call where item.name == SwiftUIView.navigationLink.rawValue || item.name == SwiftUIView.tabView.rawValue:
                return false
            case .call where SwiftUIVocabulary.navigationContainers.contains(item.name):
                return true
            default:
                break
            }
            current = item.parent
        }
        return false
    }

    /// Whether `node` is a toolbar or navigation-bar item (`.toolbar { … }`, `ToolbarItem`,
    /// `.navigationBarItems(leading:trailing:)`), whose hit area the bar sizes.
    func isInToolbar(_ node: NodeID) -> Bool {
        var current = self[node].parent
        while let ancestor = current, self[ancestor].kind != .typeDecl {
            if holdsToolbarItems(ancestor) { return true }
            current = self[ancestor].parent
        }
        return false
    }
}
