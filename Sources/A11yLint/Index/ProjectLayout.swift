/// The projects under the linted folders, as file discovery found them, and each file's place in them. A project
/// is a folder holding a `Package.swift`, an Xcode project or workspace, or a Tuist or XcodeGen manifest; a file
/// belongs to the nearest one at or above it. The project is linted whole when its folder is a linted folder or lies below one, and nothing in
/// it was left out (`excluded:`, `included:`). Otherwise the linted files are only part of the project (a file or
/// a subfolder linted on its own, a folder with no project at all), the unlinted rest may use any of its types, and
/// none of its declarations is judged unreached. Files in no project inside a linted folder that holds projects
/// lie outside every project (`ProjectPlacement.liesOutsideEveryProject`) when none of them was left out. Pure:
/// paths in, placements out.
public struct ProjectLayout: Sendable {
    private let lintedFolders: [String]
    /// The linted folders the user named (the rest are project roots read for context): a sample app one of them
    /// lies in is what the user asked to lint.
    private let namedFolders: [String]
    private let projectFolders: Set<String>
    /// Whether some project folder's path is this many bytes long: most folders on the way up from a file are
    /// ruled out without hashing their path.
    private let projectFolderLengths: [Bool]
    private var partialProjects: Set<String> = []
    /// The outermost projects (`ProjectPlacement.scope`) around the partial projects.
    private var partialScopes: Set<String> = []
    /// By position in `lintedFolders`: the folder holds a project, or is a repository's or configuration's root
    /// (its read is complete), and nothing in no project was left out of it, so its files in no project lie
    /// outside every project.
    private var keepsFilesOutsideProjects: [Bool] = []
    /// By position in `lintedFolders`: the folder holds no project (see `needsAppAmongFilesOutsideProjects`).
    private var holdsNoProject: [Bool] = []

    /// `lintedFolders`: the folders given to lint (absolute, no trailing slash); `projectFolders`: the folders
    /// found below them that hold a project; `leftOut`: Swift files and folders below them that were not linted.
    /// `namedFolders`: those of `lintedFolders` the user named (all of them when nil). `repositoryRoots`: those of
    /// `lintedFolders` that end the search for a project root (a git repository, the linter's configuration).
    public init(lintedFolders: [String], projectFolders: Set<String>, leftOut: [String], namedFolders: [String]? = nil,
                repositoryRoots: Set<String> = []) {
        self.lintedFolders = lintedFolders
        self.namedFolders = namedFolders ?? lintedFolders
        self.projectFolders = projectFolders
        var lengths = [Bool](repeating: false, count: (projectFolders.map(\.utf8.count).max() ?? 0) + 1)
        for folder in projectFolders { lengths[folder.utf8.count] = true }
        projectFolderLengths = lengths
        holdsNoProject = lintedFolders.map { root in
            !projectFolders.contains { root == "/" || $0.hasPrefix(root + "/") }
        }
        keepsFilesOutsideProjects = zip(lintedFolders, holdsNoProject).map { root, holdsNoProject in
            !holdsNoProject || repositoryRoots.contains(root)
        }
        for path in leftOut {
            let folder = Self.folder(of: path)
            if let project = project(around: folder) {
                partialProjects.insert(project)
            } else if let root = lintedFolder(atOrAbove: folder) {
                keepsFilesOutsideProjects[root] = false
            }
        }
        partialScopes = Set(partialProjects.map(outermostProject(around:)))
    }

    public func placement(ofFile path: String) -> ProjectPlacement {
        guard let project = project(around: Self.folder(of: path)) else { return placementOutsideProjects(of: path) }
        // The folders between the project and the file, split on the path's bytes: the project is a byte prefix of
        // the path, and a "/" byte is always a separator (split as Characters, 20,000 instructions a file).
        let scope = outermostProject(around: project)
        // Whether an app there links the package is for the project files to say (the command line narrows it).
        var placement = ProjectPlacement(projectIsLintedWhole: !partialProjects.contains(project),
                                         isInTestFolder: Self.hasTestFolder(path.utf8.dropFirst(project.utf8.count)),
                                         project: project, isInSampleProject: isSampleProject(project), scope: scope,
                                         servesOnlyItsScope: scope != project && !partialScopes.contains(scope))
        placement.pathInProject = String(path.utf8.dropFirst(project.utf8.count + 1)) ?? ""
        return placement
    }

    /// A file in no project: outside every project when the shortest linted folder around it holds a project or is a
    /// repository's root, and nothing in no project was left out of it (its views ship only when shipping code names
    /// them), else unknown.
    private func placementOutsideProjects(of path: String) -> ProjectPlacement {
        guard let root = lintedFolder(atOrAbove: Self.folder(of: path)), keepsFilesOutsideProjects[root] else {
            return .unknown
        }
        var placement = ProjectPlacement(projectIsLintedWhole: false, isInTestFolder: false, project: lintedFolders[root])
        placement.liesOutsideEveryProject = true
        placement.needsAppAmongFilesOutsideProjects = holdsNoProject[root]
        return placement
    }

    /// The outermost project folder at or above `project` inside the linted folders.
    private func outermostProject(around project: String) -> String {
        guard let shortestRoot = shortestLintedFolder(atOrAbove: project) else { return project }
        var outermost = project
        var current = project
        while let parent = ProjectModel.parent(of: current), parent.utf8.count >= shortestRoot {
            if isProjectFolder(parent) { outermost = parent }
            current = parent
        }
        return outermost
    }

    /// Whether `project` is a sample app inside another linted project's folder: a folder from the outer
    /// project's (exclusive) down to its own (inclusive) is named like one (`ShippingCode.isSampleFolder`), or
    /// like a test folder (`ci_scripts/Tests/TestingApps/PaywallsTester`: an app built to test the outer project)
    /// or test app (`ZzritModelTest`, `ShippingCode.isTestAppFolder`), or
    /// the outer project's own folder is named like a test folder.
    /// Not when a folder the user named lies in it: that is the app the user asked to lint.
    private func isSampleProject(_ project: String) -> Bool {
        guard let shortestRoot = shortestLintedFolder(atOrAbove: project),
              !namedFolders.contains(where: { $0 == project || $0.hasPrefix(project + "/") }) else { return false }
        var isSampleNamed = false
        var current = project
        while let parent = ProjectModel.parent(of: current), parent.utf8.count >= shortestRoot {
            let name = Self.lastComponent(of: current)
            isSampleNamed = isSampleNamed || ShippingCode.isSampleFolder(name) || ShippingCode.isTestFolder(name)
                || ShippingCode.isTestAppFolder(name)
            // A project that is itself a test folder (`ci_scripts/Tests/Package.swift`) holds apps that test it.
            if isProjectFolder(parent) {
                return isSampleNamed || ShippingCode.isTestFolder(Self.lastComponent(of: parent))
            }
            current = parent
        }
        return false
    }

    /// The folders of demo apps kept inside a module (`Feature/Profile/Example`): below the project folder of a file
    /// that declares an `@main` app, the outermost folder named like a sample (`ShippingCode.isSampleFolder`) or a
    /// component catalogue (`ShippingCode.isCatalogFolder`) on its path, or, in a design system's own project
    /// (`DesignSystem/DesignSystemUI/Sources`), the app's own folder, or a project that is itself named as a
    /// catalogue's app, its app in its sources (`UI/DesignSystemApp/Sources`), in a scope whose real app's `@main` lies
    /// outside every such folder. Modular templates keep one per feature, and a design system one to show its
    /// components: it shows them to the developers and ships to no one. So is a project of its own kept in a folder
    /// named for a prototype beside the repository's real app (`Prototype/Spike.xcodeproj` next to `App/`), a
    /// spike no one installs. `appEntries`: the placements of the files that declare an `@main` app.
    public static func demoAppFolders(appEntries: [ProjectPlacement]) -> Set<String> {
        var demos: [(folder: String, scope: String)] = []
        var scopesWithApp: Set<String> = []
        for placement in appEntries where !placement.project.isEmpty && !placement.pathInProject.isEmpty {
            let folders = placement.pathInProject.split(separator: "/").dropLast()
            let appFolderOfCatalogProject = ShippingCode.isCatalogFolder(lastComponent(of: placement.project))
                && folders.count >= 2 && !ShippingCode.isSourceFolder(folders[folders.startIndex])
                ? folders.startIndex : nil
            let namedAsDemo = folders.firstIndex { ShippingCode.isSampleFolder($0) || ShippingCode.isCatalogFolder($0) }
            if let sample = namedAsDemo ?? appFolderOfCatalogProject {
                demos.append((placement.project + "/" + folders[...sample].joined(separator: "/"), placement.scope))
            } else if ShippingCode.isCatalogAppFolder(lastComponent(of: placement.project)),
                      placement.project != placement.scope, folders.first.map(ShippingCode.isSourceFolder) ?? true {
                demos.append((placement.project, placement.scope))
            } else {
                scopesWithApp.insert(placement.scope)
            }
        }
        var folders = Set(demos.filter { scopesWithApp.contains($0.scope) }.map(\.folder))
        // A prototype's folder at or a few levels above an app's project whose parent holds the project of a real
        // app: one with no sample- or prototype-named folder below that parent.
        let appProjects = Set(appEntries.map(\.project).filter { !$0.isEmpty })
        for project in appProjects {
            var folder = project
            for _ in 0..<siblingSampleDepth {
                guard let slash = folder.lastIndex(of: "/"), slash > folder.startIndex else { break }
                let parent = String(folder[..<slash])
                if ShippingCode.isPrototypeFolder(lastComponent(of: folder)), appProjects.contains(where: { other in
                    other.hasPrefix(parent + "/") && !other.hasPrefix(folder + "/") && other != folder
                        && !other.dropFirst(parent.count + 1).split(separator: "/").contains {
                            ShippingCode.isSampleFolder($0) || ShippingCode.isPrototypeFolder($0)
                        }
                }) {
                    folders.insert(folder)
                    break
                }
                folder = parent
            }
        }
        return folders
    }

    /// How many folders above an app's project a prototype's folder beside the real app is looked for.
    private static let siblingSampleDepth = 3

    private static func lastComponent(of folder: String) -> Substring {
        folder.lastIndex(of: "/").map { folder[folder.index(after: $0)...] } ?? Substring(folder)
    }

    /// Whether a folder of `inside` (the path below its project; its last component names the file) is a test
    /// folder. A name ending in `Tests` ends in the byte `s`; only those are asked.
    private static func hasTestFolder(_ inside: Substring.UTF8View) -> Bool {
        var previous: Range<String.Index>?
        var start = inside.startIndex
        var index = start
        while index < inside.endIndex {
            if inside[index] == UInt8(ascii: "/") {
                if start < index {
                    if let folder = previous, isTestFolder(inside[folder]) { return true }
                    previous = start..<index
                }
                start = inside.index(after: index)
            }
            index = inside.index(after: index)
        }
        if start < inside.endIndex, let folder = previous, isTestFolder(inside[folder]) { return true }
        return false
    }

    private static func isTestFolder(_ name: Substring.UTF8View) -> Bool {
        name.last == UInt8(ascii: "s") && ShippingCode.isTestFolder(Substring(name))
    }

    /// The nearest project folder at or above `folder`, searched no higher than the linted folders: nil when the
    /// nearest project is above them (only part of it is linted) or there is none.
    private func project(around folder: String) -> String? {
        // Each folder on the way up is a byte prefix of `folder`, so it is linted exactly when it is at least as
        // long as the shortest linted folder at or above `folder`.
        guard let shortestRoot = shortestLintedFolder(atOrAbove: folder) else { return nil }
        var current = folder
        while current.utf8.count >= shortestRoot {
            if isProjectFolder(current) { return current }
            guard let parent = ProjectModel.parent(of: current) else { return nil }
            current = parent
        }
        return nil
    }

    /// Whether `folder` holds a project; most folders are ruled out by their length, without hashing the path.
    private func isProjectFolder(_ folder: String) -> Bool {
        let length = folder.utf8.count
        return length < projectFolderLengths.count && projectFolderLengths[length] && projectFolders.contains(folder)
    }

    /// The length in bytes of the shortest linted folder that is `folder` or lies above it (0 for `/`); nil when
    /// `folder` is not linted. Compared as bytes: file discovery spelled every path below a linted folder from that
    /// folder's own string (counting and dropping the root's Characters was most of the cost of placing a file).
    private func shortestLintedFolder(atOrAbove folder: String) -> Int? {
        var shortest: Int?
        for root in lintedFolders {
            let length: Int
            if root == "/" {
                length = 0
            } else {
                let folderBytes = folder.utf8, rootBytes = root.utf8
                guard folderBytes.starts(with: rootBytes) else { continue }
                let afterRoot = folderBytes.dropFirst(rootBytes.count)
                guard afterRoot.isEmpty || afterRoot.first == UInt8(ascii: "/") else { continue }
                length = rootBytes.count
            }
            shortest = min(shortest ?? length, length)
        }
        return shortest
    }

    /// The index in `lintedFolders` of the shortest linted folder at or above `folder`; nil when it is not linted.
    private func lintedFolder(atOrAbove folder: String) -> Int? {
        guard let length = shortestLintedFolder(atOrAbove: folder) else { return nil }
        return lintedFolders.firstIndex { root in
            (root == "/" ? 0 : root.utf8.count) == length
                && (root == "/" || folder.utf8.starts(with: root.utf8))
        }
    }

    /// The folder of a file.
    private static func folder(of path: String) -> String {
        ProjectModel.parent(of: path) ?? "."
    }
}
