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

    /// Whether a statement pins a UIKit window or controller light: `window.overrideUserInterfaceStyle = .light`.
    static func overridesInterfaceStyleToLight(_ statement: String) -> Bool {
        let compact = statement.filter { !$0.isWhitespace }
        return compact.hasSuffix(uiKitLightOverride.filter { !$0.isWhitespace })
    }
}
