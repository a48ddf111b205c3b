import Foundation

/// When a colour set variant applies: Xcode's "Any/Light" and "Dark" luminosity, each with an optional
/// "High Contrast" variant.
public enum Appearance: String, Sendable, Hashable, CaseIterable, Comparable {
    case light, dark
    case lightHighContrast = "light-high-contrast"
    case darkHighContrast = "dark-high-contrast"

    public static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// How messages name it: "light", "dark", "light high-contrast", "dark high-contrast".
    public var displayName: String {
        switch self {
        case .light: return "light"
        case .dark: return "dark"
        case .lightHighContrast: return "light high-contrast"
        case .darkHighContrast: return "dark high-contrast"
        }
    }
}

/// An sRGB colour, components in 0…1 (extended-range values are clamped), alpha in 0…1.
public struct RGBA: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// One colour set of an asset catalog.
public struct AssetColor: Sendable, Hashable {
    /// The colour set's name (`Brand` for `Brand.colorset`), as `Color("Brand")` names it.
    public var name: String
    /// The `Contents.json` it was read from.
    public var path: String
    /// Every appearance, filled in as the system does: dark falls back to light, high contrast to its luminosity.
    public var variants: [Appearance: RGBA]
    /// The appearances the colour set defines itself.
    public var defined: Set<Appearance>
}

/// A colour set `Contents.json` the index could not read completely. The colour's other variants still count;
/// a colour with no readable variant is left out (rules stay quiet on it).
public struct AssetCatalogIssue: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// The colours of the asset catalogs under the linted roots, by name. Built from `(path, bytes)` pairs that the
/// command line reads (`AssetColorIndex.isColorSetContents(path:)` tells which files), so the library does no I/O.
public struct AssetColorIndex: Sendable {
    let colorsByName: [String: [AssetColor]]
    /// The same colours by generated symbol (`brandBlue` for `Brand Blue`): worked out once, not per look-up.
    let colorsBySymbol: [String: [AssetColor]]
    public let issues: [AssetCatalogIssue]
    /// The folders of the asset catalogs that hold an `AccentColor` set, each with its colour (nil for Xcode's
    /// empty template or a system colour reference): the app's tint, for the files below each folder.
    let accentColors: [(folder: String, variants: [Appearance: RGBA]?)]

    public init() {
        colorsByName = [:]
        colorsBySymbol = [:]
        issues = []
        accentColors = []
    }

    public init(colorSets: [(path: String, bytes: [UInt8])]) {
        var colors: [String: [AssetColor]] = [:]
        var issues: [AssetCatalogIssue] = []
        var accents: [(folder: String, variants: [Appearance: RGBA]?)] = []
        for (path, bytes) in colorSets.sorted(by: { $0.path < $1.path }) {
            guard let name = Self.colorSetName(path: path) else {
                issues.append(AssetCatalogIssue(path: path, message: "not inside a '.colorset' folder"))
                continue
            }
            var reader = ColorSetReader(path: path)
            let color = reader.read(name: name, bytes: bytes)
            if let color { colors[name, default: []].append(color) }
            if name == Self.accentColorName, let folder = Self.catalogFolder(path: path) {
                accents.append((folder, color?.variants))
            }
            issues.append(contentsOf: reader.issues)
        }
        self.accentColors = accents
        self.colorsByName = colors
        var bySymbol: [String: [AssetColor]] = [:]
        for name in colors.keys.sorted() { bySymbol[Self.symbolName(of: name), default: []] += colors[name] ?? [] }
        self.colorsBySymbol = bySymbol
        self.issues = issues
    }

    /// Whether a path is a colour set's `Contents.json` inside an asset catalog:
    /// `…/Assets.xcassets/…/Name.colorset/Contents.json`.
    public static func isColorSetContents(path: String) -> Bool {
        // Asked for every file discovered: rule out the others before splitting the path.
        // Asset catalogs hold a `Contents.json` in every image set too; a colour set's path holds `.colorset/`
        // (a Character `/` is that one byte), and splitting a path into Characters cost 47,000 instructions.
        guard path.hasSuffix("Contents.json"), Self.contains(path.utf8, Self.colorSetFolderEnd) else { return false }
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 1] == "Contents.json",
              parts[parts.count - 2].hasSuffix(".colorset") else { return false }
        return parts.dropLast(2).contains { $0.hasSuffix(".xcassets") }
    }

    private static let colorSetFolderEnd = Array(".colorset/".utf8)

    private static func contains(_ bytes: String.UTF8View, _ pattern: [UInt8]) -> Bool {
        guard let first = pattern.first else { return true }
        var index = bytes.startIndex
        while let start = bytes[index...].firstIndex(of: first) {
            if bytes[start...].starts(with: pattern) { return true }
            index = bytes.index(after: start)
        }
        return false
    }

    static func colorSetName(path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".colorset") else { return nil }
        return String(parts[parts.count - 2].dropLast(".colorset".count))
    }

    /// The colour set Xcode makes the app's tint (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`'s default).
    public static let accentColorName = "AccentColor"

    /// The folder that holds the asset catalog of a colour set (`App` for `App/Assets.xcassets/X.colorset/…`).
    static func catalogFolder(path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let catalog = parts.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { return nil }
        return parts[..<catalog].joined(separator: "/")
    }

    /// The app's accent colour for the Swift file at `path`: the `AccentColor` set of the asset catalog in the
    /// nearest folder above the file (an app keeps its catalog beside its sources). nil when there is none, when
    /// it is Xcode's empty template or a system colour, or when two catalogs in that folder disagree.
    public func accentColor(forFile path: String) -> [Appearance: RGBA]? {
        let above = accentColors.filter { $0.folder.isEmpty || path.hasPrefix($0.folder + "/") }
        guard let nearest = above.map(\.folder.count).max() else { return nil }
        let candidates = above.filter { $0.folder.count == nearest }
        guard let first = candidates.first?.variants,
              candidates.allSatisfy({ $0.variants == first }) else { return nil }
        return first
    }

    /// Every colour, sorted by name then path.
    public var allColors: [AssetColor] {
        colorsByName.keys.sorted().flatMap { colorsByName[$0] ?? [] }
    }

    /// A colour by its set name (`Color("Brand Blue")`) or its generated symbol (`Color(.brandBlue)`). When two
    /// catalogs define the name differently, nil: the linter cannot know which one the code means.
    /// `folder`: the repository folder of the code asking (`ProjectPlacement.scope`); when catalogs inside it
    /// define the name, only they count: another app linted in the same run does not make the name ambiguous.
    /// `projects`: the folders of the projects linted with the file (`ProjectPlacement.scope`); another one's catalogs
    /// serve its own app, while a catalog in no project may be the file's.
    public func color(named name: String, within folder: String = "",
                      projects: Set<String> = []) -> [Appearance: RGBA]? {
        // Two sets whose symbols collide and that disagree are as ambiguous as two catalogs defining one name.
        guard var found = colorsByName[name] ?? colorsBySymbol[name] else { return nil }
        if !folder.isEmpty {
            let inFolder = found.filter { $0.path.hasPrefix(folder + "/") }
            if !inFolder.isEmpty {
                found = inFolder
            } else if projects.count > 1 {
                found = found.filter { set in
                    !projects.contains { $0 != folder && set.path.hasPrefix($0 + "/") }
                }
                if found.isEmpty { return nil }
            }
        }
        guard let first = found.first, found.allSatisfy({ $0.variants == first.variants }) else { return nil }
        return first.variants
    }

    /// The name Xcode generates for a colour set's symbol: words joined in lower camel case, a trailing "Color"
    /// dropped (`brand-blue` → `brandBlue`, `AccentColor` → `accent`).
    static func symbolName(of name: String) -> String {
        let words = name.split { !($0.isLetter || $0.isNumber) }
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 {
                result += word.prefix(1).lowercased() + word.dropFirst()
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if result.hasSuffix("Color"), result.count > "Color".count { result.removeLast("Color".count) }
        return result
    }
}
