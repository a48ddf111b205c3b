import Foundation
import RuleEngine

extension Appearance {
    /// The Increase Contrast variant of this appearance's luminosity.
    var highContrast: Appearance {
        switch self {
        case .light, .lightHighContrast: return .lightHighContrast
        case .dark, .darkHighContrast: return .darkHighContrast
        }
    }
}

/// Apps that show one appearance whatever the user chose: Info.plist's `UIUserInterfaceStyle` (`Light` or
/// `Dark`), `.preferredColorScheme(.dark)` on the content of the app's scene, or
/// `UIWindow.appearance().overrideUserInterfaceStyle = .dark`. Their views are seen in that
/// appearance only, so the colour rules check that one. Keyed by project (`ProjectPlacement.project`).
public enum AppearanceLocks {
    /// The Info.plist key UIKit reads at launch.
    static let interfaceStyleKey = "UIUserInterfaceStyle"
    /// The key's bytes, searched for before a file is parsed: most Info.plists and manifests set no style.
    static let interfaceStyleKeyBytes = Array(interfaceStyleKey.utf8)

    /// The appearance an Info.plist locks its app to; nil when it sets none (`Automatic`, absent) or cannot be read.
    public static func lockedAppearance(infoPlist bytes: [UInt8]) -> Appearance? {
        // Most Info.plists set no style: a byte search spares parsing them (a binary plist keeps its keys as ASCII).
        guard ByteSearch.contains(interfaceStyleKeyBytes, in: bytes),
              let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let style = (plist as? [String: Any])?[interfaceStyleKey] as? String else { return nil }
        return appearance(ofStyle: style)
    }

    /// The appearance a `UIUserInterfaceStyle` value locks to; nil for `Automatic` or anything else.
    static func appearance(ofStyle style: String) -> Appearance? {
        switch style {
        case "Light": return .light
        case "Dark": return .dark
        default: return nil
        }
    }

    /// Whether a path names an Info.plist (`…/Info.plist`), which file discovery hands to the index.
    public static func isInfoPlist(path: String) -> Bool {
        path == "Info.plist" || path.hasSuffix("/Info.plist")
    }

    /// The appearance a literal `.preferredColorScheme(…)` on the content of an `App`'s scene (also in a helper only
    /// the scene shows), or a UIKit override
    /// of the app's windows, pins, outside any condition; nil when the file pins none, or both.
    static func sceneLock(in tree: ViewTree) -> Appearance? {
        var found: Set<String> = []
        for id in tree.nodes(.modifier) where tree[id].name == "preferredColorScheme" {
            guard let pinned = PinnedAppearance.pinnedScheme(id, in: tree), pinned.reach == .presentation,
                  tree.isInSceneContent(id), let owner = tree[id].parent, !tree.isPreviewStyled(owner),
                  !PinnedAppearance.followsCondition(id, in: tree)
            else { continue }
            found.insert(pinned.scheme)
        }
        // UIKit's override of the app's windows, set as it launches (`UIWindow.appearance()…`), outside a choice.
        for id in tree.nodes(.statement) {
            guard let scheme = PinnedAppearance.windowOverride(tree.text(in: tree[id].range)), !tree.isInPreview(id),
                  !PinnedAppearance.followsCondition(id, in: tree)
            else { continue }
            found.insert(scheme)
        }
        guard found.count == 1, let scheme = found.first else { return nil }
        return scheme == PinnedAppearance.light ? .light : .dark
    }

    /// The view types an `App`'s scenes show as their root (`WindowGroup { ContentView() }`), for
    /// `rootViewLocks`. A scene whose content is anything else (a choice, a view made by a call) adds an empty name,
    /// which no view pins: its roots are not all known.
    static func sceneRootViews(in tree: ViewTree) -> Set<String> {
        var names: Set<String> = []
        for scene in tree.nodes(.call) where SwiftUIVocabulary.scenes.contains(tree[scene].name) {
            for content in tree.closures(of: scene) {
                for view in tree.children(of: content) where tree[view].kind != .modifier {
                    let name = tree[view].name
                    let isType = tree[view].kind == .call && name.first?.isUppercase == true && !name.contains(".")
                    names.insert(isType ? name : "")
                }
            }
        }
        return names
    }

    /// The appearance each view type of the file pins for the whole window it roots: a literal
    /// `.preferredColorScheme(…)` on the outermost view of its `body`, outside any condition.
    static func bodyPins(in tree: ViewTree) -> [String: Appearance] {
        var pins: [String: Appearance] = [:]
        for body in tree.nodes(.property) where tree[body].name == SwiftUIVocabulary.bodyProperty {
            guard let type = tree.declaringType(of: body) else { continue }
            let roots = tree.children(of: body).filter { tree[$0].kind == .call || tree[$0].kind == .reference }
            guard roots.count == 1, let root = roots.first, !tree.isPreviewStyled(root) else { continue }
            for modifier in tree.modifiers(named: "preferredColorScheme", of: root) {
                guard let pinned = PinnedAppearance.pinnedScheme(modifier, in: tree), pinned.reach == .presentation
                else { continue }
                pins[tree[type].name] = pinned.scheme == PinnedAppearance.light ? .light : .dark
            }
        }
        return pins
    }

    /// The projects whose every scene shows, as its root, a view whose `body` pins one appearance
    /// (`WindowGroup { ContentView() }` with `NavigationStack { … }.preferredColorScheme(.light)` in `ContentView`,
    /// another file).
    static func rootViewLocks(sceneRoots: [String: Set<String>],
                              bodyPins: [String: [String: Appearance?]]) -> [(project: String, appearance: Appearance)] {
        sceneRoots.compactMap { project, roots in
            let pinned = Set(roots.map { bodyPins[project]?[$0] ?? nil })
            guard !roots.isEmpty, pinned.count == 1, let appearance = pinned.first ?? nil else { return nil }
            return (project, appearance)
        }
    }

    /// One appearance per project: the projects whose locks all agree (a project whose apps disagree is checked
    /// in both appearances).
    static func merge(_ locks: [(project: String, appearance: Appearance)]) -> [String: Appearance] {
        var byProject: [String: Set<Appearance>] = [:]
        for lock in locks { byProject[lock.project, default: []].insert(lock.appearance) }
        return byProject.compactMapValues { $0.count == 1 ? $0.first : nil }
    }
}

/// Apps that choose their tint in code: the `AccentColor` asset is then not what their buttons show.
enum CodeTint {
    /// Whether the file tints its app's scene (`.tint(…)`/`.accentColor(…)` on a `WindowGroup`'s content) or sets
    /// a tint the linter cannot compute anywhere (`.tint(theme.accent)`, which may be the app's).
    static func setsAppTint(in tree: ViewTree) -> Bool {
        tree.nodes(.modifier).contains { id in
            let item = tree[id]
            guard item.name == "tint" || item.name == "accentColor", let value = item.arguments.first?.value else {
                return false
            }
            return tree.isSceneContent(id) || VisualColourExpression.colour(of: value) == nil
                && !VisualContrastContext.isTintStyle(value)
        }
    }
}
