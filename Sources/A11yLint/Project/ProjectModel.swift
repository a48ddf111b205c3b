import Foundation
import SwiftLexer
import RuleEngine

/// What the project model may read beyond the Swift files it is handed: folder listings and project files
/// (package manifests, Xcode projects). The library does no I/O of its own: the command line reads the disk, a
/// test hands in a dictionary.
public protocol ProjectFileReading: Sendable {
    /// The names in a folder (not `.` and `..`); nil when it cannot be listed.
    func entries(ofFolder path: String) -> [String]?
    /// A file's bytes; nil when it cannot be read (or is not a file).
    func contents(ofFile path: String) -> [UInt8]?
}

/// The projects around the linted files, found by walking up from them: the one place that knows what marks a
/// project folder, which project a file belongs to and what its project builds it for. Each folder is listed,
/// and each manifest and Xcode project read, once per run however many files share it.
///
/// Paths are absolute and free of `.` and `..` (the command line's `Tool.absolute`): standardising them again per
/// file (which looks up every component's symbolic links) cost a tenth of a lint.
public final class ProjectModel {
    private let reader: any ProjectFileReading
    private var listings: [String: [String]] = [:]
    private var buildSettings: [String: BuildSettings] = [:]
    private var xcodeProjectsByFolder: [String: [XcodeProject]] = [:]
    /// `generatedProjectLocalPackages(at:)`'s answers, by folder.
    private var generatedLocalPackagesByFolder: [String: Set<String>] = [:]
    /// `isLinkedAsLocalPackage(_:within:)`'s answers, by package folder.
    private var localPackageLinks: [String: Bool] = [:]
    /// `platforms(ofFileAt:inPackage:linkedBy:in:)`'s answers, by package folder and package target.
    private var packageTargetPlatforms: [String: Set<String>] = [:]
    private var targetEvidenceByFolder: [String: TargetEvidence] = [:]
    private var rootSearches: [String: RootSearch] = [:]
    private var settingsChains: [String: FolderChain<BuildSettings>] = [:]
    private var evidenceChains: [String: FolderChain<TargetEvidence>] = [:]
    /// The `nestedBelow` folder `rootSearches` were made for.
    private var rootSearchesTop: String??

    public init(reader: any ProjectFileReading) {
        self.reader = reader
    }

    /// The appearances the projects in `folder` lock one of their apps to: the Xcode projects' targets
    /// (`XcodeProject.lockedAppearances`), whatever else the folder holds (a `Package.swift` kept for an editor), and
    /// the Info.plist entries a project generator's manifest writes (`generatedProjectLockedAppearances(at:)`).
    public func lockedAppearances(ofProjectsIn folder: String) -> Set<Appearance> {
        xcodeProjects(in: folder).reduce(into: generatedProjectLockedAppearances(at: folder)) {
            $0.formUnion($1.lockedAppearances)
        }
    }

    /// The appearances a project generator's manifest locks its apps to: `"UIUserInterfaceStyle": "Light"` (or the
    /// build setting `INFOPLIST_KEY_UIUserInterfaceStyle`) in Tuist's `Project.swift` or the helpers of a Tuist
    /// workspace (`Tuist/ProjectDescriptionHelpers` or a local plugin's, subfolders included), or
    /// `UIUserInterfaceStyle: Dark` in
    /// XcodeGen's `project.yml`.
    private func generatedProjectLockedAppearances(at folder: String) -> Set<Appearance> {
        let entries = listing(of: folder)
        var files: [String] = []
        if entries.contains("Project.swift") { files.append(folder + "/Project.swift") }
        if entries.contains("project.yml") { files.append(folder + "/project.yml") }
        if isTuistRoot(folder) {
            files += swiftFiles(under: folder + "/Tuist/ProjectDescriptionHelpers", depth: 3)
            // Local plugins' helpers (`Plugins/App/ProjectDescriptionHelpers`), which manifests import too.
            for plugin in listing(of: folder + "/Plugins").sorted() {
                files += swiftFiles(under: "\(folder)/Plugins/\(plugin)/ProjectDescriptionHelpers", depth: 3)
            }
        }
        var locked: Set<Appearance> = []
        for file in files {
            guard let bytes = reader.contents(ofFile: file),
                  ByteSearch.contains(AppearanceLocks.interfaceStyleKeyBytes, in: bytes) else { continue }
            for style in Self.interfaceStyles(in: String(decoding: bytes, as: UTF8.self)) {
                if let appearance = AppearanceLocks.appearance(ofStyle: style) { locked.insert(appearance) }
            }
        }
        return locked
    }

    /// The Swift files in `folder` and its subfolders, `depth` levels down.
    private func swiftFiles(under folder: String, depth: Int) -> [String] {
        listing(of: folder).sorted().flatMap { name -> [String] in
            let path = folder + "/" + name
            if name.hasSuffix(".swift") { return [path] }
            return depth > 0 && !name.contains(".") ? swiftFiles(under: path, depth: depth - 1) : []
        }
    }

    /// The values given to the Info.plist key `UIUserInterfaceStyle` (or its build setting) in a manifest's text:
    /// the word after the key, its quotes, a colon or an equals sign.
    static func interfaceStyles(in text: String) -> [String] {
        var styles: [String] = []
        var rest = Substring(text)
        while let key = rest.range(of: AppearanceLocks.interfaceStyleKey) {
            rest = rest[key.upperBound...]
            let value = rest.drop { $0 == "\"" || $0 == " " || $0 == ":" || $0 == "=" || $0 == "\t" }
            let word = value.prefix { $0.isLetter }
            if !word.isEmpty, value.startIndex != rest.startIndex { styles.append(String(word)) }
        }
        return styles
    }

    /// Whether an Xcode project in a folder from `folder`'s parent up to `scope` links the package in `folder` as a
    /// local package (`XcodeProject.localPackageFolders`): the package is one of that app's modules, not a library
    /// of its own that happens to sit in the same repository. So is a Tuist project (`Project.swift`) below the
    /// root of a Tuist workspace (`isTuistRoot`): the workspace generates the app from all its projects.
    public func isLinkedAsLocalPackage(_ folder: String, within scope: String) -> Bool {
        if let known = localPackageLinks[folder] { return known }
        var linked = false
        let isTuistProject = listing(of: folder).contains("Project.swift")
        var current = Self.parent(of: folder)
        while let candidate = current, candidate.utf8.count >= scope.utf8.count {
            let relative = String(folder.dropFirst(candidate.count).drop { $0 == "/" })
            if xcodeProjects(in: candidate).contains(where: { $0.localPackageFolders.contains(relative) })
                || generatedProjectLocalPackages(at: candidate).contains(folder)
                || isTuistProject && isTuistRoot(candidate) {
                linked = true
                break
            }
            current = candidate == scope ? nil : Self.parent(of: candidate)
        }
        localPackageLinks[folder] = linked
        return linked
    }

    /// Whether `folder` holds Tuist's workspace manifest (`Workspace.swift`) or Tuist's own folder of configuration
    /// and manifest helpers (`Tuist`), which the projects below it share.
    private func isTuistRoot(_ folder: String) -> Bool {
        listing(of: folder).contains { $0 == "Workspace.swift" || $0 == "Tuist" }
    }

    // MARK: What marks a project

    /// Whether a folder entry makes its folder a project (`ProjectLayout`): a package manifest, an Xcode project
    /// or workspace, or the manifest Tuist (`Project.swift`, `Workspace.swift`) or XcodeGen (`project.yml`) makes one
    /// from.
    public static func marksProject(_ name: String) -> Bool {
        name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name == "Project.swift" || name == "Workspace.swift" || name == "project.yml"
    }

    /// Whether a folder entry ends the search for a file's project root: the linter's configuration (unless it is
    /// `nested`, below the run's) or a git repository.
    static func marksBoundary(_ name: String, nested: Bool) -> Bool {
        (name == ".a11ylint.yml" && !nested) || name == ".git"
    }

    /// Whether a folder entry marks a project the Swift toolchain builds (a package or an Xcode project or
    /// workspace; the generators' manifests make one of these).
    static func marksBuiltProject(_ name: String) -> Bool {
        name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    // MARK: Project roots

    /// The project folder of a file in `folder`, whose rest the index reads as context: the folder of the nearest
    /// `.a11ylint.yml` or git repository at or above `folder`, else the outermost one with a `Package.swift` or an
    /// Xcode project; nil when there is none. A configuration below `nestedBelow` (the folder of the run's
    /// configuration) is nested in that one and marks no project of its own.
    ///
    /// Each folder's answer is remembered for the folders below it (sibling folders share every ancestor's walk).
    public func root(of folder: String, nestedBelow top: String? = nil) -> String? {
        if rootSearchesTop != .some(top) {
            rootSearches = [:]
            rootSearchesTop = .some(top)
        }
        let start = URL(fileURLWithPath: folder).standardizedFileURL.path
        // The folders walked, nearest first, none of them a boundary.
        var walked: [String] = []
        var current = start
        var found: RootSearch?
        while walked.count < Self.maximumRootSearch {
            if let known = rootSearches[current] {
                found = known
                break
            }
            if endsRootSearch(current, nestedBelow: top) {
                found = .boundary(current, levels: 1)
                rootSearches[current] = found
                break
            }
            walked.append(current)
            guard let parent = Self.parent(of: current) else {
                found = .noBoundary(outermostProject: nil, levels: 0)
                break
            }
            current = parent
        }
        // A walk longer than the search's limit: the limit decides, as it would without the remembered answers.
        guard let found, walked.count + found.levels <= Self.maximumRootSearch else {
            return uncachedRoot(of: start, nestedBelow: top)
        }
        var answer = found
        for folder in walked.reversed() {
            switch answer {
            case .boundary(let root, let levels):
                answer = .boundary(root, levels: levels + 1)
            case .noBoundary(let outermost, let levels):
                let here = outermost == nil && listing(of: folder).contains(where: Self.marksBuiltProject)
                answer = .noBoundary(outermostProject: here ? folder : outermost, levels: levels + 1)
            }
            rootSearches[folder] = answer
        }
        switch answer {
        case .boundary(let root, _): return root
        case .noBoundary(let outermost, _): return outermost
        }
    }

    /// Whether `folder` or a folder above it holds a project (`marksProject`).
    public func hasProject(atOrAbove folder: String) -> Bool {
        var current: String? = folder
        for _ in 0..<Self.maximumRootSearch {
            guard let path = current else { return false }
            if listing(of: path).contains(where: Self.marksProject) { return true }
            current = Self.parent(of: path)
        }
        return false
    }

    /// How many folders the search for a project root looks at, from the file's folder up.
    private static let maximumRootSearch = 256

    /// What the search for a project root found from a folder up, and how many folders it looked at.
    private enum RootSearch {
        case boundary(String, levels: Int)
        case noBoundary(outermostProject: String?, levels: Int)

        var levels: Int {
            switch self {
            case .boundary(_, let levels), .noBoundary(_, let levels): return levels
            }
        }
    }

    /// Whether `folder` ends the search for a project root (`root(of:)`): it holds a git repository or the linter's
    /// configuration (unless nested below `top`, the run's). A read from such a folder down is complete.
    public func endsRootSearch(_ folder: String, nestedBelow top: String? = nil) -> Bool {
        let nested = top.map { folder.hasPrefix($0 == "/" ? "/" : $0 + "/") } ?? false
        return listing(of: folder).contains(where: { Self.marksBoundary($0, nested: nested) })
    }

    /// `root(of:)` without the remembered answers.
    private func uncachedRoot(of folder: String, nestedBelow top: String?) -> String? {
        var current = folder
        var outermostProject: String?
        for _ in 0..<Self.maximumRootSearch {
            if endsRootSearch(current, nestedBelow: top) { return current }
            if listing(of: current).contains(where: Self.marksBuiltProject) { outermostProject = current }
            guard let parent = Self.parent(of: current) else { break }
            current = parent
        }
        return outermostProject
    }

    // MARK: Platforms

    /// The platforms of the file at `path`, when the configuration does not set `platforms:`, from the project the
    /// file belongs to: the nearest folder at or above it that holds a `Package.swift` (its `platforms:`, narrowed
    /// to the platforms of the targets that link it when an Xcode project above refers to it as a local package), a project
    /// generator's manifest naming destinations (Tuist, XcodeGen), or an
    /// Xcode project whose targets build the file (each target's `SDKROOT` / `SUPPORTED_PLATFORMS`; a file shared by
    /// an iOS and a macOS target is on both). Linting a folder above several projects gives each file the platforms
    /// it gets when its own project is linted. Empty means unknown: every rule runs.
    public func platforms(ofFileAt path: String) -> Set<String> {
        guard let start = Self.parent(of: path) else { return [] }
        // The platforms of the nearest Xcode project that lists the file in no target (a file left out of every
        // target, or a project this reader does not understand): better than nothing.
        var fallback: Set<String>?
        // A package's platforms and folder, once found: an Xcode project above it that builds it for its own
        // targets narrows them (a package declaring iOS and macOS that only a Mac app links is built for macOS).
        var package: Package?
        var index = 0
        while let (folder, settings) = settingsChains[start, default: FolderChain(from: start)].find(index, in: settings) {
            index += 1
            if let package {
                guard case .xcodeProjects(let projects) = settings else { return package.platforms }
                return platforms(ofFileAt: path, inPackage: package, linkedBy: projects, in: folder)
            }
            switch settings {
            case .package(let platforms, let manifest):
                package = Package(platforms: platforms, folder: folder, manifest: manifest)
            case .generated(let platforms, let projects):
                // The generator's output names each file's targets; the manifest answers for a file it leaves out
                // (a project generated before the file was added).
                if let built = Self.platforms(ofTargetsBuilding: path, below: folder, in: projects), !built.isEmpty {
                    return built
                }
                return platforms
            case .xcodeProjects(let projects):
                if let built = Self.platforms(ofTargetsBuilding: path, below: folder, in: projects) { return built }
                if fallback == nil {
                    fallback = projects.contains(where: { $0.allPlatforms.isEmpty })
                        ? [] : projects.reduce(into: []) { $0.formUnion($1.allPlatforms) }
                }
            case .none:
                break
            }
        }
        return package?.platforms ?? fallback ?? []
    }

    /// The lowest release of each platform the file at `path` is deployed to, from the same project files as
    /// `platforms(ofFileAt:)`: the nearest `Package.swift`'s `platforms:` (the package's own floor, whatever an app
    /// linking it asks), or the deployment targets of the Xcode project targets that build the file. Empty when
    /// they do not say (a project generator's manifest, a file no target builds).
    public func deploymentTargets(ofFileAt path: String) -> DeploymentTargets {
        guard let start = Self.parent(of: path) else { return [:] }
        var index = 0
        while let (folder, settings) = settingsChains[start, default: FolderChain(from: start)].find(index, in: settings) {
            index += 1
            switch settings {
            case .package(_, let manifest):
                return manifest?.deploymentTargets ?? [:]
            case .xcodeProjects(let projects), .generated(_, let projects):
                let relative = String(path.dropFirst(folder.count).drop { $0 == "/" })
                let building = projects.compactMap { $0.deploymentTargets(ofFile: relative) }
                if !building.isEmpty {
                    return building.count == 1 ? building[0]
                        : .lowest(of: building.map { (Set($0.keys), $0) })
                }
                if case .generated = settings { return [:] }
            case .none:
                break
            }
        }
        return [:]
    }

    /// Every compilation condition the Xcode targets that build the file at `path` can define (`XcodeProject
    /// .compilationConditions(ofFile:)`), from the nearest project that builds it; nil when unknown: the file is in
    /// a package (its manifest and the projects linking it decide), the project is generated, no target builds it,
    /// or a target's conditions cannot be read.
    public func compilationConditions(ofFileAt path: String) -> Set<String>? {
        guard let start = Self.parent(of: path) else { return nil }
        var index = 0
        while let (folder, settings) = settingsChains[start, default: FolderChain(from: start)].find(index, in: settings) {
            index += 1
            switch settings {
            case .package, .generated:
                return nil
            case .xcodeProjects(let projects):
                let relative = String(path.dropFirst(folder.count).drop { $0 == "/" })
                let building = projects.filter { $0.platforms(ofFile: relative) != nil }
                guard !building.isEmpty else { continue }
                var conditions: Set<String> = []
                for project in building {
                    guard let own = project.compilationConditions(ofFile: relative) else { return nil }
                    conditions.formUnion(own)
                }
                return conditions
            case .none:
                break
            }
        }
        return nil
    }

    /// A package file's platforms narrowed to those the Xcode projects in `folder` build it for (`XcodeProject
    /// .platforms(ofLocalPackageIn:manifest:packageTarget:)`); the package's when none of them builds it, or when
    /// they say nothing the package allows (a contradiction means the evidence is not understood).
    private func platforms(ofFileAt path: String, inPackage package: Package,
                           linkedBy projects: [XcodeProject], in folder: String) -> Set<String> {
        let manifest = package.manifest
        let packageTarget = manifest?.target(ofFileAt: String(path.dropFirst(package.folder.count + 1)))
        // Every file of a package target gets the same answer: worked out once per target.
        let key = package.folder + "\n" + (packageTarget ?? "")
        if let known = packageTargetPlatforms[key] { return known }
        let relative = String(package.folder.dropFirst(folder.count).drop { $0 == "/" })
        let linking = projects.compactMap {
            $0.platforms(ofLocalPackageIn: relative, manifest: manifest, packageTarget: packageTarget)
        }
        let answer: Set<String>
        if linking.isEmpty || linking.contains(where: \.isEmpty) {
            answer = package.platforms
        } else {
            let built = linking.reduce(into: Set<String>()) { $0.formUnion($1) }
            let narrowed = package.platforms.intersection(built)
            answer = package.platforms.isEmpty ? built : (narrowed.isEmpty ? package.platforms : narrowed)
        }
        packageTargetPlatforms[key] = answer
        return answer
    }

    /// The platforms of the targets of `projects` (in `folder`) that build the file at `path`: nil when none does,
    /// empty when one builds it for platforms it does not name (unknown).
    private static func platforms(ofTargetsBuilding path: String, below folder: String,
                                  in projects: [XcodeProject]) -> Set<String>? {
        let relative = String(path.dropFirst(folder.count).drop { $0 == "/" })
        let building = projects.compactMap { $0.platforms(ofFile: relative) }
        guard !building.isEmpty else { return nil }
        return building.contains(where: \.isEmpty) ? [] : building.reduce(into: []) { $0.formUnion($1) }
    }

    /// Whether the file at `path` is certainly never compiled: the Xcode projects at and above its folder all leave it
    /// out of every target and never name it (a file deleted from the project but left on disk, an old copy beside
    /// the one that is built). Anything less certain counts as built: a package manifest or a project generator's
    /// manifest (Tuist, XcodeGen) on the way up, a project file this reader cannot read, no project at all.
    public func isLeftOutOfEveryTarget(fileAt path: String) -> Bool {
        var sawProject = false
        return firstAnswerOfTheXcodeProjects(around: path, whenAPackageComesFirst: false) { projects, relative in
            // A file the project lists elsewhere is on disk there, below the projects' folder.
            let folder = String(path.dropLast(relative.count + 1))
            let exists = { (listed: String) in self.fileExists(folder + "/" + listed) }
            guard projects.allSatisfy({ $0.leavesOut(relative, fileExists: exists) }) else { return false }
            sawProject = true
            return nil
        } ?? sawProject
    }

    /// Whether the nearest Xcode projects around the file at `path` build it only into apps named for development
    /// while their app of another name leaves it out (`XcodeProject.buildsOnlyIntoDevelopmentApps`): a developer's
    /// harness, never installed by the people the app is for.
    public func isBuiltOnlyIntoDevelopmentApps(fileAt path: String) -> Bool {
        firstAnswerOfTheXcodeProjects(around: path, whenAPackageComesFirst: false) { projects, relative in
            if projects.contains(where: { $0.buildsOnlyIntoDevelopmentApps(relative) }) { return true }
            return projects.contains { $0.platforms(ofFile: relative) != nil } ? false : nil
        } ?? false
    }

    /// Whether the file lies in a sample folder of a package (`Examples/DemoView.swift` beside `Package.swift`, with
    /// no Xcode project on the way) that no target of the manifest holds: SwiftPM compiles only its targets'
    /// folders, so the file is a sample the package shows, built by no one. Not when a target's folder is the
    /// package's own (`path: "."`) or the manifest names no target it could read.
    public func isInPackageSampleFolder(fileAt path: String) -> Bool {
        // The nearest folder whose project files say something: a package's, with no Xcode project beside it.
        guard let start = Self.parent(of: path),
              let (folder, evidence) = evidenceChains[start, default: FolderChain(from: start)].find(0, in: targetEvidence),
              case .buildsEverything = evidence, case .package(_, let manifest?) = settings(at: folder),
              !manifest.folders.isEmpty, !manifest.folders.values.contains(where: { $0.isEmpty || $0 == "." }),
              !listing(of: folder).contains(where: { $0.hasSuffix(".xcodeproj") }) else { return false }
        let relative = String(path.dropFirst(folder.count).drop { $0 == "/" })
        let sampleFolders = relative.split(separator: "/").dropLast().filter(ShippingCode.isSampleFolder)
        return !sampleFolders.isEmpty && manifest.target(ofFileAt: relative) == nil
    }

    /// Walks the folders at and above the file at `path` whose project files say something, nearest first, and
    /// returns the first answer `answer` gives from a folder's Xcode projects and the file's path relative to that
    /// folder (nil: ask the next folder up). A package or a project generator's manifest met first, which builds
    /// everything below it, answers `whenAPackageComesFirst`; nil when the walk ends without an answer.
    private func firstAnswerOfTheXcodeProjects(around path: String, whenAPackageComesFirst: Bool,
                                               answer: ([XcodeProject], String) -> Bool?) -> Bool? {
        guard let start = Self.parent(of: path) else { return whenAPackageComesFirst }
        var index = 0
        while let (folder, evidence) = evidenceChains[start, default: FolderChain(from: start)].find(index, in: targetEvidence) {
            index += 1
            switch evidence {
            case .buildsEverything:
                return whenAPackageComesFirst
            case .projects(let projects):
                let relative = String(path.dropFirst(folder.count).drop { $0 == "/" })
                if let found = answer(projects, relative) { return found }
            case .none:
                break
            }
        }
        return nil
    }

    /// Whether the nearest folder at or above the file at `path` whose Xcode projects build it builds it only into
    /// apps and extensions (`XcodeProject.buildsOnlyIntoExecutables`): no module imports an app, so the file's
    /// public declarations serve only its own target. Not when a package or a project generator's manifest comes
    /// first: a package's products may be libraries.
    public func isBuiltOnlyIntoExecutables(fileAt path: String) -> Bool {
        firstAnswerOfTheXcodeProjects(around: path, whenAPackageComesFirst: false) { projects, relative in
            let answers = projects.compactMap { $0.buildsOnlyIntoExecutables(relative) }
            return answers.isEmpty ? nil : !answers.contains(false)
        } ?? false
    }

    /// The folders at and above a file's folder whose project files say something (nearest first), within the
    /// `maximumRootSearch` folders a search looks at. Kept per folder and walked only as far as some file of it has asked: each
    /// file of the folder reads the list instead of looking every folder above it up by its path.
    private struct FolderChain<Evidence: FolderEvidence> {
        private var found: [(folder: String, evidence: Evidence)] = []
        private var next: String?
        private var remaining = ProjectModel.maximumRootSearch

        init(from folder: String) { next = folder }

        /// The `index`th folder whose `evidence` says something; nil when the walk ends before it.
        mutating func find(_ index: Int, in evidence: (String) -> Evidence) -> (folder: String, evidence: Evidence)? {
            while found.count <= index, remaining > 0, let folder = next {
                remaining -= 1
                next = ProjectModel.parent(of: folder)
                let value = evidence(folder)
                if !value.saysNothing { found.append((folder, value)) }
            }
            return index < found.count ? found[index] : nil
        }
    }

    /// What a folder says about which of the files below it are built: a package or a project generator's manifest
    /// (or a project file this reader cannot read) builds them all; else the Xcode projects it holds, if any.
    private enum TargetEvidence: FolderEvidence {
        case buildsEverything
        case projects([XcodeProject])
        case none

        var saysNothing: Bool { if case .none = self { true } else { false } }
    }

    private func targetEvidence(at folder: String) -> TargetEvidence {
        if let known = targetEvidenceByFolder[folder] { return known }
        let entries = listing(of: folder)
        let found: TargetEvidence
        let projectCount = entries.filter { $0.hasSuffix(".xcodeproj") }.count
        if entries.contains(where: { $0 == "Package.swift" || $0 == "Project.swift" || $0 == "project.yml" }) {
            found = .buildsEverything
        } else if projectCount == 0 {
            found = .none
        } else if case .xcodeProjects(let projects) = settings(at: folder), projects.count == projectCount {
            found = .projects(projects)
        } else {
            found = .buildsEverything
        }
        targetEvidenceByFolder[folder] = found
        return found
    }

    /// What a folder's project files say about platforms.
    private enum BuildSettings: FolderEvidence {
        /// A package's platforms, with its `Package.swift` (nil for a project generator's manifest alone).
        case package(Set<String>, manifest: PackageManifest?)
        /// A project generator's manifest (its platforms) beside the Xcode projects generated from it.
        case generated(Set<String>, [XcodeProject])
        case xcodeProjects([XcodeProject])
        case none

        var saysNothing: Bool { if case .none = self { true } else { false } }
    }

    /// A package found on the way up from a file: its platforms, its folder and its `Package.swift`.
    private struct Package {
        let platforms: Set<String>
        let folder: String
        let manifest: PackageManifest?
    }

    private func settings(at folder: String) -> BuildSettings {
        if let known = buildSettings[folder] { return known }
        let found: BuildSettings
        if let bytes = reader.contents(ofFile: folder + "/Package.swift") {
            let manifest = PackageManifest(source: Lexer.lex(bytes))
            found = .package(manifest.platforms, manifest: manifest)
        } else {
            let projects = xcodeProjects(in: folder)
            if let platforms = generatedProjectPlatforms(at: folder) {
                found = projects.isEmpty ? .package(platforms, manifest: nil) : .generated(platforms, projects)
            } else {
                found = projects.isEmpty ? .none : .xcodeProjects(projects)
            }
        }
        buildSettings[folder] = found
        return found
    }

    /// The Xcode projects in a folder that this reader understands, read once.
    private func xcodeProjects(in folder: String) -> [XcodeProject] {
        if let known = xcodeProjectsByFolder[folder] { return known }
        let projects = listing(of: folder).filter { $0.hasSuffix(".xcodeproj") }.sorted().compactMap { entry in
            reader.contents(ofFile: folder + "/" + entry + "/project.pbxproj").flatMap { bytes in
                XcodeProject(pbxproj: bytes, configurationFile: { self.reader.contents(ofFile: folder + "/" + $0) },
                             hasPodfile: { self.hasPodfile(atOrAbove: folder) })?
                    .narrowingTargetsToTheirSources(
                        imports: { file in
                            self.reader.contents(ofFile: folder + "/" + file)
                                .map { FilePlatforms.unconditionalImports(of: Lexer.lex($0)) }
                        },
                        swiftFiles: { self.swiftFiles(below: $0, in: folder) })
            }
        }
        xcodeProjectsByFolder[folder] = projects
        return projects
    }

    /// The Swift files in `relativeFolder` of `folder` and the folders below it, relative to `folder`; folders
    /// nested deeper than any real project are not followed (a symbolic link to a folder above loops).
    private func swiftFiles(below relativeFolder: String, in folder: String, depth: Int = 0) -> [String] {
        guard depth < 32 else { return [] }
        var found: [String] = []
        for entry in listing(of: folder + "/" + relativeFolder).sorted() {
            let path = relativeFolder.isEmpty ? entry : relativeFolder + "/" + entry
            if entry.hasSuffix(".swift") {
                found.append(path)
            } else if !entry.hasPrefix(".") {
                found += swiftFiles(below: path, in: folder, depth: depth + 1)
            }
        }
        return found
    }

    /// Whether a `Podfile` sits in `folder` or a folder above it, where CocoaPods looks for the one that installs a
    /// project's pods.
    private func hasPodfile(atOrAbove folder: String) -> Bool {
        var current: String? = folder
        while let folder = current {
            if listing(of: folder).contains("Podfile") { return true }
            current = Self.parent(of: folder)
        }
        return false
    }

    /// The platforms a project generator's manifest builds for: Tuist's `Project.swift` and the helpers it
    /// shares (`Tuist/ProjectDescriptionHelpers`), whose `destinations:`/`platform:` name them (`.macOS`, `.iPhone`,
    /// `[.iPad, .mac]`), or XcodeGen's `project.yml` (`platform: iOS`, `supportedDestinations: [iOS, macOS]`). nil
    /// when the folder holds neither or they name no platform.
    private func generatedProjectPlatforms(at folder: String) -> Set<String>? {
        let entries = listing(of: folder)
        var texts: [String] = []
        var isTuist = false
        if entries.contains("Project.swift") {
            isTuist = true
            let helpers = folder + "/Tuist/ProjectDescriptionHelpers"
            let files = ["\(folder)/Project.swift"] + swiftFiles(under: helpers, depth: 0)
            texts = files.compactMap { reader.contents(ofFile: $0).flatMap { String(bytes: $0, encoding: .utf8) } }
        } else if entries.contains("project.yml") {
            texts = [reader.contents(ofFile: folder + "/project.yml").flatMap { String(bytes: $0, encoding: .utf8) }]
                .compactMap { $0 }
        }
        var platforms: Set<String> = []
        for text in texts {
            for word in Self.words(in: text, afterDot: isTuist) {
                if let platform = Self.generatorPlatformNames[word] { platforms.insert(platform) }
            }
        }
        return platforms.isEmpty ? nil : platforms
    }

    /// The local packages a project generator's manifest in `folder` adds to the app it makes, as absolute
    /// folders: XcodeGen's `packages:` entries with a `path:` (`Shared: {path: Shared}`), and Tuist's
    /// `.local(path: "…")` and `.package(path: "…")` in `Project.swift`.
    private func generatedProjectLocalPackages(at folder: String) -> Set<String> {
        if let known = generatedLocalPackagesByFolder[folder] { return known }
        let entries = listing(of: folder)
        var paths: [Substring] = []
        if entries.contains("project.yml"), let bytes = reader.contents(ofFile: folder + "/project.yml") {
            paths = Self.xcodeGenPackagePaths(in: String(decoding: bytes, as: UTF8.self))
        } else if entries.contains("Project.swift"), let bytes = reader.contents(ofFile: folder + "/Project.swift") {
            paths = Self.tuistPackagePaths(in: String(decoding: bytes, as: UTF8.self))
        }
        let folders = Set(paths.compactMap { Self.resolve(String($0), from: folder) })
        generatedLocalPackagesByFolder[folder] = folders
        return folders
    }

    /// The `path:` values of the entries under XcodeGen's top-level `packages:` key (`url:` entries are fetched,
    /// not local).
    static func xcodeGenPackagePaths(in text: String) -> [Substring] {
        var paths: [Substring] = []
        var inPackages = false
        for line in text.split(whereSeparator: \.isNewline) {
            guard let first = line.first, first != "#" else { continue }
            if !first.isWhitespace {
                inPackages = line.hasPrefix("packages:")
                continue
            }
            guard inPackages, let key = line.range(of: "path:") else { continue }
            let value = line[key.upperBound...].prefix { $0 != "," && $0 != "}" && $0 != "#" }
            let trimmed = value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'"))
            if !trimmed.isEmpty { paths.append(Substring(trimmed)) }
        }
        return paths
    }

    /// The string literals after `.local(path:` and `.package(path:` in a Tuist manifest.
    static func tuistPackagePaths(in text: String) -> [Substring] {
        var paths: [Substring] = []
        for opening in [".local(path:", ".package(path:"] {
            var rest = text[...]
            while let found = rest.range(of: opening) {
                rest = rest[found.upperBound...]
                let afterQuote = rest.drop { $0 == " " }
                guard afterQuote.first == "\"" else { continue }
                let literal = afterQuote.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
                if !literal.isEmpty { paths.append(literal) }
            }
        }
        return paths
    }

    /// `relative` (`Shared`, `./Shared/`, `../Core`) from `folder`, as an absolute folder; nil for an absolute
    /// path or one that climbs above the root.
    static func resolve(_ relative: String, from folder: String) -> String? {
        guard !relative.hasPrefix("/") else { return nil }
        var components = folder.split(separator: "/", omittingEmptySubsequences: true)
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if components.popLast() == nil { return nil }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Tuist's destinations and platforms, and XcodeGen's platform names, as the platforms rules know.
    private static let generatorPlatformNames: [String: String] = [
        "iOS": "ios", "iPhone": "ios", "iPad": "ios", "macCatalyst": "ios", "macWithiPadDesign": "ios",
        "macOS": "macos", "mac": "macos", "watchOS": "watchos", "appleWatch": "watchos", "tvOS": "tvos",
        "appleTv": "tvos", "visionOS": "visionos", "appleVision": "visionos", "appleVisionWithiPadDesign": "visionos",
    ]

    /// The identifiers of `text`; `afterDot`: only those written as a member (`.macOS`), as Swift manifests
    /// name platforms. XcodeGen's YAML writes them bare, and only after `platform:` or `supportedDestinations:`.
    private static func words(in text: String, afterDot: Bool) -> [String] {
        var result: [String] = []
        if !afterDot {
            for line in text.split(separator: "\n") where line.contains("platform:") || line.contains("supportedDestinations:") {
                let value = line.drop { $0 != ":" }.dropFirst()
                result += value.split { !$0.isLetter }.map(String.init)
            }
            return result
        }
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, Self.isLetter(bytes[index + 1]) else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
            result.append(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end
        }
        return result
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    // MARK: Folders

    /// A folder's entries, listed once; empty when it cannot be listed.
    private func listing(of folder: String) -> [String] {
        if let known = listings[folder] { return known }
        let entries = reader.entries(ofFolder: folder) ?? []
        listings[folder] = entries
        return entries
    }

    /// Whether a file is listed in its folder.
    private func fileExists(_ path: String) -> Bool {
        guard let folder = Self.parent(of: path) else { return false }
        let name = path.count > folder.count + 1 ? String(path.dropFirst(folder.count + 1)) : path
        return listing(of: folder).contains(name)
    }

    /// A folder relative to another as a project file writes it: `./Packages/Core/` → `Packages/Core`.
    static func trimmingCurrentFolder(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// `/a/b` → `/a`, `/a` → `/`; nil for `/` and a name without a slash. On the string's bytes: Foundation's
    /// `deletingLastPathComponent` cost 34,000 instructions a call on Linux, 6% of a lint of the development corpus
    /// (a walk up from every file), and a search by `Character` a tenth of that.
    package static func parent(of path: String) -> String? {
        guard path != "/", let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// What a folder's project files say, as `ProjectModel`'s folder chains keep it.
private protocol FolderEvidence {
    /// The folder says nothing: the chain leaves it out.
    var saysNothing: Bool { get }
}
