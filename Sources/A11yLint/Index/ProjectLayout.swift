/// The projects under the linted folders, as file discovery found them, and each file's place in them. A project
/// is a folder holding a `Package.swift`, an Xcode project or workspace, or a Tuist or XcodeGen manifest; a file
/// belongs to the nearest one at or above it. The project is linted whole when its folder is a linted folder or lies below one, and nothing in
/// it was left out (`excluded:`, `included:`). Otherwise the linted files are only part of the project (a file or
/// a subfolder linted on its own, a folder with no project at all), the unlinted rest may use any of its types, and
/// none of its declarations is judged unreached. Pure: paths in, placements out.
public struct ProjectLayout: Sendable {
    private let lintedFolders: [String]
    private let projectFolders: Set<String>
    private var partialProjects: Set<String> = []

    /// `lintedFolders`: the folders given to lint (absolute, no trailing slash); `projectFolders`: the folders
    /// found below them that hold a project; `leftOut`: Swift files and folders below them that were not linted.
    public init(lintedFolders: [String], projectFolders: Set<String>, leftOut: [String]) {
        self.lintedFolders = lintedFolders
        self.projectFolders = projectFolders
        for path in leftOut {
            if let project = project(around: Self.folder(of: path)) { partialProjects.insert(project) }
        }
    }

    public func placement(ofFile path: String) -> ProjectPlacement {
        guard let project = project(around: Self.folder(of: path)) else { return .unknown }
        // The folders between the project and the file, split on the path's bytes: the project is a byte prefix of
        // the path, and a "/" byte is always a separator (split as Characters, 20,000 instructions a file).
        let inside = path.utf8.dropFirst(project.utf8.count).split(separator: UInt8(ascii: "/")).dropLast()
        return ProjectPlacement(projectIsLintedWhole: !partialProjects.contains(project),
                                isInTestFolder: inside.contains { ShippingCode.isTestFolder(Substring($0)) },
                                project: project)
    }

    /// The nearest project folder at or above `folder`, searched no higher than the linted folders: nil when the
    /// nearest project is above them (only part of it is linted) or there is none.
    private func project(around folder: String) -> String? {
        var current = folder
        while isLinted(current) {
            if projectFolders.contains(current) { return current }
            guard let parent = ProjectModel.parent(of: current) else { return nil }
            current = parent
        }
        return nil
    }

    /// Whether `folder` is a linted folder or lies below one. Compared as bytes: file discovery spelled every path
    /// below a linted folder from that folder's own string (counting and dropping the root's Characters was most of
    /// the cost of placing a file).
    private func isLinted(_ folder: String) -> Bool {
        lintedFolders.contains { root in
            guard root != "/" else { return true }
            let folderBytes = folder.utf8, rootBytes = root.utf8
            guard folderBytes.starts(with: rootBytes) else { return false }
            let afterRoot = folderBytes.dropFirst(rootBytes.count)
            return afterRoot.isEmpty || afterRoot.first == UInt8(ascii: "/")
        }
    }

    /// The folder of a file.
    private static func folder(of path: String) -> String {
        ProjectModel.parent(of: path) ?? "."
    }
}
