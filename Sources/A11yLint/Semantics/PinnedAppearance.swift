/// What pins a view to one appearance: `.preferredColorScheme(.light)` (the whole window or presentation), and
/// `.environment(\.colorScheme, .dark)` or the deprecated `.colorScheme(.dark)` (the colours of a subtree).
enum PinnedAppearance {
    /// How far a pinned scheme reaches.
    enum Reach: Equatable {
        /// `.preferredColorScheme`: the window or presentation the view is shown in.
        case presentation
        /// `.environment(\.colorScheme, …)`, `.colorScheme(…)`: the views below the modifier.
        case subtree
    }

    /// The key path of the colour scheme environment value, without spaces.
    static let colorSchemeKeyPath = "\\.colorScheme"

    /// Modifiers only previews use (`.previewDevice`, `.previewDisplayName`, `.previewLayout`): a view styled with
    /// one is a preview helper, even outside a `PreviewProvider`.
    static let previewModifierPrefix = "preview"

    /// The literal scheme (`light` or `dark`) the modifier pins, and how far it reaches; nil when it pins none or
    /// one chosen at run time (`.preferredColorScheme(settings.scheme)`, a ternary, `nil`).
    static func pinnedScheme(_ modifier: NodeID, in tree: ViewTree) -> (scheme: String, reach: Reach)? {
        let item = tree[modifier]
        let value: Expr
        let reach: Reach
        switch item.name {
        case "preferredColorScheme" where item.arguments.count == 1:
            value = item.arguments[0].value
            reach = .presentation
        case "colorScheme" where item.arguments.count == 1:
            value = item.arguments[0].value
            reach = .subtree
        case "environment" where item.arguments.count == 2:
            let key = tree.text(in: item.arguments[0].range).filter { !$0.isWhitespace }
            guard key == colorSchemeKeyPath else { return nil }
            value = item.arguments[1].value
            reach = .subtree
        default:
            return nil
        }
        guard let scheme = literalScheme(value) else { return nil }
        return (scheme, reach)
    }

    /// `.light`, `ColorScheme.dark`, `SwiftUI.ColorScheme.light`.
    static func literalScheme(_ value: Expr) -> String? {
        guard case .member(let base, let name) = value, SwiftUIVocabulary.colorSchemes.contains(name) else { return nil }
        switch base {
        case nil: return name
        case .identifier("ColorScheme")?, .member(.identifier("SwiftUI"), "ColorScheme")?: return name
        default: return nil
        }
    }
}

extension ViewTree {
    /// Whether `id` is inside the content of an `App`'s scene (`WindowGroup { … }`): the root view of a window.
    func isSceneContent(_ id: NodeID) -> Bool {
        ancestors(of: id).contains { self[$0].kind == .call && SwiftUIVocabulary.scenes.contains(self[$0].name) }
    }

    /// Whether `id` is the content of an app's scene: written in it, or in a helper of the app that only its scenes
    /// show (`WindowGroup { appBody }` with `private var appBody: some View { ContentView().preferredColorScheme(
    /// .dark) }`).
    func isInSceneContent(_ id: NodeID) -> Bool {
        if isSceneContent(id) { return true }
        guard let member = declaringMember(of: id), self[member].name != SwiftUIVocabulary.bodyProperty else {
            return false
        }
        let uses = usesInOwnType(of: member)
        return !uses.isEmpty && uses.allSatisfy(isSceneContent)
    }

    /// Whether the view carries a preview-only modifier (`.previewDisplayName("Dark")`): a preview helper.
    func isPreviewStyled(_ view: NodeID) -> Bool {
        modifiers(of: view).contains { self[$0].name.hasPrefix(PinnedAppearance.previewModifierPrefix) }
    }
}

extension PinnedAppearance {
    static let light = "light"
    /// Nodes that choose between appearances: an override set inside one follows a condition.
    static let choosingKinds: Set<NodeKind> = [.branch, .conditional, .switchStatement, .ternary]
    /// UIKit's override of a window's or view controller's appearance, as written to pin it light.
    static let uiKitLightOverride = "overrideUserInterfaceStyle = .light"

    /// UIKit's override of an appearance in a statement (`window.overrideUserInterfaceStyle = .dark`): what it is
    /// set on, as written without spaces (empty for a view controller's own), and the literal scheme; nil for
    /// anything else, or a value chosen at run time.
    static func interfaceStyleOverride(_ statement: String) -> (receiver: Substring, scheme: String)? {
        // Asked of every statement of every file: a byte search rules out nearly all of them before the statement
        // is copied and searched through Foundation (a seventh of a whole lint's instructions, measured).
        guard statement.contains("overrideUserInterfaceStyle") else { return nil }
        let compact = statement.filter { !$0.isWhitespace }
        guard let assignment = compact.range(of: "overrideUserInterfaceStyle=", options: .backwards) else { return nil }
        let value = compact[assignment.upperBound...]
        guard value.hasPrefix("."),
              let scheme = SwiftUIVocabulary.colorSchemes.first(where: { value.dropFirst() == $0 }) else { return nil }
        return (compact[..<assignment.lowerBound], scheme)
    }

    /// Whether a statement pins a UIKit window or controller light: `window.overrideUserInterfaceStyle = .light`.
    static func overridesInterfaceStyleToLight(_ statement: String) -> Bool {
        interfaceStyleOverride(statement)?.scheme == light
    }

    /// The scheme a statement pins every window of the app to: `UIWindow.appearance().overrideUserInterfaceStyle =
    /// .dark`, `window?.overrideUserInterfaceStyle = .light`. nil for a view controller's own override, which
    /// reaches only its views, and for a value chosen at run time.
    static func windowOverride(_ statement: String) -> String? {
        guard let override = interfaceStyleOverride(statement), override.receiver.lowercased().contains("window")
        else { return nil }
        return override.scheme
    }

    /// Whether `id` lies in an `if`, `switch` or ternary: a scheme pinned there follows a condition.
    static func followsCondition(_ id: NodeID, in tree: ViewTree) -> Bool {
        tree.ancestors(of: id).contains { choosingKinds.contains(tree[$0].kind) }
    }
}

extension ViewTree {
    /// The appearance a literal scheme on the view or around it shows it in: `.colorScheme(.dark)`,
    /// `.environment(\\.colorScheme, .dark)` or `.preferredColorScheme(.dark)` on it or an ancestor, or, for a view
    /// in a helper or a custom view's `body`, around every use of it in this file outside previews (at most a few
    /// levels of helpers). nil when none pins one, the uses disagree, or a presentation (`.sheet`) lies between.
    func pinnedAppearance(of id: NodeID) -> Appearance? {
        pinnedScheme(around: id, depth: 0).map { $0 == PinnedAppearance.light ? .light : .dark }
    }

    private func pinnedScheme(around id: NodeID, depth: Int) -> String? {
        var current: NodeID? = id
        while let node = current {
            switch self[node].kind {
            case .call, .reference:
                // The innermost modifier wins: `.colorScheme(.light)` inside a dark screen is light.
                for modifier in modifiers(of: node) {
                    if let pinned = PinnedAppearance.pinnedScheme(modifier, in: self) { return pinned.scheme }
                }
            case .modifier:
                if LabelPresentation.startsNewContext(self[node].name) { return nil }
            case .property, .function:
                guard depth < 3 else { return nil }
                let uses = useSites(ofDeclaration: node).filter { !isInPreview($0) }
                guard !uses.isEmpty, uses.count <= 8 else { return nil }
                let schemes = Set(uses.map { pinnedScheme(around: $0, depth: depth + 1) })
                guard schemes.count == 1, let scheme = schemes.first else { return nil }
                return scheme
            case .typeDecl, .file, .recovery:
                return nil
            default:
                break
            }
            current = self[node].parent
        }
        return nil
    }
}
