import A11yLint
import Foundation

/// Decides each file's platforms, when the configuration does not set `platforms:`, from the project the file
/// belongs to: the nearest folder at or above it that holds a `Package.swift` (its `platforms:`), or an Xcode
/// project whose targets build the file (each target's `SDKROOT` / `SUPPORTED_PLATFORMS`; a file shared by an iOS
/// and a macOS target is on both). Linting a folder above several projects gives each file the platforms it gets
/// when its own project is linted. An empty result means unknown: every rule runs.
///
/// Folders and project files are read once per run, however many files share them.
final class PlatformDetection {
    private enum Container {
        case package(Set<String>)
        case xcodeProjects([XcodeProject])
        case none
    }

    private var containers: [String: Container] = [:]

    /// `path` is absolute and free of `.` and `..` (`Tool.absolute`): standardising it again per file (which
    /// looks up every component's symbolic links) cost a tenth of a lint.
    func platforms(ofFileAt path: String) -> Set<String> {
        let file = path
        var folder = (file as NSString).deletingLastPathComponent
        /// The platforms of the nearest Xcode project that lists the file in no target (a file left out of every
        /// target, or a project this reader does not understand): better than nothing.
        var fallback: Set<String>?
        for _ in 0..<256 {
            switch container(at: folder) {
            case .package(let platforms):
                return platforms
            case .xcodeProjects(let projects):
                let relative = String(file.dropFirst(folder.count).drop { $0 == "/" })
                let building = projects.compactMap { $0.platforms(ofFile: relative) }
                if !building.isEmpty {
                    return building.contains(where: \.isEmpty) ? [] : building.reduce(into: []) { $0.formUnion($1) }
                }
                if fallback == nil {
                    fallback = projects.contains(where: { $0.allPlatforms.isEmpty })
                        ? [] : projects.reduce(into: []) { $0.formUnion($1.allPlatforms) }
                }
            case .none:
                break
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return fallback ?? []
    }

    private func container(at folder: String) -> Container {
        if let known = containers[folder] { return known }
        let found: Container
        if let platforms = Self.fromPackageManifest(folder + "/Package.swift") {
            found = .package(platforms)
        } else {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let projects = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap { entry in
                FileManager.default.contents(atPath: folder + "/" + entry + "/project.pbxproj")
                    .flatMap { XcodeProject(pbxproj: [UInt8]($0)) }
            }
            found = projects.isEmpty ? .none : .xcodeProjects(projects)
        }
        containers[folder] = found
        return found
    }

    /// nil when there is no manifest; empty when it declares no platforms (SwiftPM then means "all").
    static func fromPackageManifest(_ path: String) -> Set<String>? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        guard let start = text.range(of: "platforms:") else { return [] }
        let tail = text[start.upperBound...]
        guard let close = tail.firstIndex(of: "]") else { return [] }
        let declared = tail[..<close]
        return Set(manifestNames.filter { declared.contains($0.0) }.map(\.1))
    }

    private static let manifestNames: [(String, String)] = [
        (".iOS(", "ios"), (".macOS(", "macos"), (".macCatalyst(", "ios"), (".watchOS(", "watchos"),
        (".tvOS(", "tvos"), (".visionOS(", "visionos"),
    ]
}
