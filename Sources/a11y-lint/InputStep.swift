import A11yLint
import Foundation
import RuleEngine

/// Finds and reads the files to lint. Unreadable files are collected, not fatal: the rest is linted and the run
/// exits 2.
enum InputStep {
    struct Collected {
        var inputs: [LintInput]
        /// Asset-catalog colour sets under the linted folders, read whole (small JSON files).
        var colorSets: [(path: String, bytes: [UInt8])]
        var errors: [ToolError]
        /// Info.plists under the linted folders, by absolute path, read whole (`AppearanceLocks`).
        var infoPlists: [(path: String, bytes: [UInt8])] = []
        /// Storyboards, xibs and Objective-C files under the linted folders, read whole (`InterfaceNames`).
        var interfaceFiles: [(path: String, bytes: [UInt8])] = []
        /// What discovery saw of the projects under the linted folders, for `ProjectLayout`.
        var lintedFolders: [String] = []
        var projectFolders: Set<String> = []
        var leftOut: [String] = []
    }

    static func collect(_ options: LintOptions, configuration: Configuration, io: ToolIO) throws(ToolError) -> Collected {
        if let stdinPath = options.stdinPath {
            return Collected(inputs: [LintInput(diskPath: nil, displayPath: stdinPath, bytes: io.readInput())],
                             colorSets: [], errors: [])
        }
        let requested = options.paths.isEmpty ? ["."] : options.paths
        let filter = try ConfigurationStep.pathFilter(configuration)
        let discovery = FileDiscovery(isExcluded: { filter.isExcluded($0) },
                                      isIncluded: { filter.shouldLint(file: $0) })
        let absolute = requested.map { Tool.absolute($0, in: io) }
        let found = discovery.discover(absolute)
        var errors = found.errors.map { relabel($0, io: io) }
        let reads = parallelMap(count: found.files.count, jobs: options.jobs) { index -> Result<[UInt8], ToolError> in
            do throws(ToolError) { return .success(try FileReader.read(found.files[index])) } catch { return .failure(error) }
        }
        // A file that could not be read is left out of its project like an excluded one.
        let unread = zip(found.files, reads).compactMap { path, read in
            if case .failure = read { return path } else { return nil }
        }
        var inputs: [LintInput] = []
        for (path, read) in zip(found.files, reads) {
            switch read {
            case let .success(bytes):
                inputs.append(LintInput(diskPath: path, displayPath: displayPath(path, io: io), bytes: bytes))
            case let .failure(error):
                errors.append(relabel(error, io: io))
            }
        }
        // Read whole; one that cannot be read is reported and fails the run, as a Swift file does.
        func readAll(_ paths: [String], naming name: (String) -> String = { $0 }) -> [(path: String, bytes: [UInt8])] {
            paths.compactMap { path in
                do throws(ToolError) {
                    return (name(path), try FileReader.read(path))
                } catch {
                    errors.append(relabel(error, io: io))
                    return nil
                }
            }
        }
        let colorSets = readAll(found.colorSets, naming: { displayPath($0, io: io) })
        let infoPlists = readAll(found.infoPlists)
        let interfaceFiles = readAll(found.interfaceFiles)
        return Collected(inputs: inputs, colorSets: colorSets, errors: errors, infoPlists: infoPlists,
                         interfaceFiles: interfaceFiles,
                         lintedFolders: absolute.filter(FileDiscovery.isFolder), projectFolders: found.projectFolders,
                         leftOut: found.leftOut + unread)
    }

    /// Gives each file the configuration of its folder (`NestedConfigurations`) and leaves out the files a nested
    /// configuration's `included`/`excluded` leave out (files named on the command line only when excluded, as
    /// with the run's). Errors in nested files are reported together (exit code 2); run-wide keys in them warn.
    static func applyNested(_ nested: NestedConfigurations, to collected: inout Collected, options: LintOptions,
                            io: ToolIO) throws(ToolError) {
        let named = Set(options.paths.map { FileDiscovery.normalize(Tool.absolute($0, in: io)) })
        var kept: [LintInput] = []
        for var input in collected.inputs {
            let path = input.diskPath ?? Tool.absolute(input.displayPath, in: io)
            input.configuration = nested.index(ofFile: path)
            if input.diskPath != nil,
               nested.excludes(file: path, configuration: input.configuration, named: named.contains(path)) {
                collected.leftOut.append(path)
                continue
            }
            kept.append(input)
        }
        if !nested.errors.isEmpty { throw .configuration(nested.errors.joined(separator: "\n")) }
        for warning in nested.warnings { io.diagnose("warning", warning) }
        collected.inputs = kept
    }

    /// The rest of the project each linted file belongs to, read for the project index only, so that a file's
    /// findings are the same whether it is linted alone, from standard input, in a subfolder or with the whole
    /// project (a component or colour declared in a file not named is still known). The project of a file is the
    /// folder of the nearest `.a11ylint.yml` not nested in the run's (`nested.top`), else its git repository, else
    /// the outermost folder above it with a `Package.swift` or an Xcode project (`ProjectModel.root(of:)`); a file
    /// in none of these is its own project. Files are found as linting
    /// that folder would find them (`included`, `excluded`, skipped folders); those already linted, and the file
    /// standard input stands for, are left out. A project larger than `contextLimit` is not read (the index then
    /// knows the linted files only, as before).
    ///
    /// It also places every file in its project (`ProjectLayout`): with the whole project read, what only previews
    /// and tests use is known, whether the run named one file or the project.
    static func projectContext(of collected: Collected, project: ProjectModel, options: LintOptions,
                               configuration: Configuration, nested: NestedConfigurations,
                               io: ToolIO) -> (files: [LintInput], colorSets: [(path: String, bytes: [UInt8])],
                                               infoPlists: [(path: String, bytes: [UInt8])],
                                               interfaceFiles: [(path: String, bytes: [UInt8])], layout: ProjectLayout) {
        let inputs = collected.inputs
        func repositoryRoots(_ folders: [String]) -> Set<String> {
            Set(folders.filter { project.endsRootSearch($0, nestedBelow: nested.top) })
        }
        let lintedOnly = ProjectLayout(lintedFolders: collected.lintedFolders, projectFolders: collected.projectFolders,
                                       leftOut: collected.leftOut,
                                       repositoryRoots: repositoryRoots(collected.lintedFolders))
        var roots: [String] = []
        var seenFolders: Set<String> = []
        for input in inputs {
            let path = input.diskPath ?? Tool.absolute(input.displayPath, in: io)
            // The path is absolute and standardised, so its parent is the text before its last slash.
            let folder = ProjectModel.parent(of: path) ?? "/"
            guard seenFolders.insert(folder).inserted, let root = project.root(of: folder, nestedBelow: nested.top),
                  !roots.contains(root) else { continue }
            roots.append(root)
        }
        // A project inside a linted folder was read whole already.
        roots.removeAll { root in
            collected.lintedFolders.contains { root == $0 || $0 == "/" || root.hasPrefix($0 + "/") }
        }
        guard !roots.isEmpty, let filter = try? ConfigurationStep.pathFilter(configuration) else {
            return ([], [], [], [], lintedOnly)
        }
        let discovery = FileDiscovery(isExcluded: { filter.isExcluded($0) }, isIncluded: { filter.shouldLint(file: $0) })
        let found = discovery.discover(roots)
        let known = Set(inputs.map { $0.diskPath ?? Tool.absolute($0.displayPath, in: io) })
        // What a nested configuration excludes is left out of the index, as when its folder is linted.
        let extra = found.files.filter { path in
            !known.contains(path) && !nested.excludes(file: path, configuration: nested.index(ofFile: path), named: false)
        }
        guard extra.count <= contextLimit.files else { return ([], [], [], [], lintedOnly) }
        let reads = parallelMap(count: extra.count, jobs: options.jobs) { try? FileReader.read(extra[$0]) }
        var total = 0
        var unread: [String] = []
        var read: [(path: String, bytes: [UInt8])] = []
        for (path, bytes) in zip(extra, reads) {
            guard let bytes else {
                unread.append(path)
                continue
            }
            total += bytes.count
            guard total <= contextLimit.bytes else { return ([], [], [], [], lintedOnly) }
            read.append((path, bytes))
        }
        let layout = ProjectLayout(lintedFolders: collected.lintedFolders + roots,
                                   projectFolders: collected.projectFolders.union(found.projectFolders),
                                   leftOut: collected.leftOut + found.leftOut + unread,
                                   namedFolders: collected.lintedFolders,
                                   repositoryRoots: repositoryRoots(collected.lintedFolders + roots))
        let files = read.map { file in
            LintInput(diskPath: file.path, displayPath: displayPath(file.path, io: io), bytes: file.bytes,
                      placement: placement(ofFile: file.path, layout: layout, project: project))
        }
        let colorSets = found.colorSets.compactMap { path in
            (try? FileReader.read(path)).map { (displayPath(path, io: io), $0) }
        }
        let infoPlists = found.infoPlists.compactMap { path in (try? FileReader.read(path)).map { (path, $0) } }
        let interfaceFiles = found.interfaceFiles.compactMap { path in (try? FileReader.read(path)).map { (path, $0) } }
        return (files, colorSets, infoPlists, interfaceFiles, layout)
    }

    /// Where a file on disk sits in its project, whether any target of its Xcode project builds it, and whether an
    /// app around its package links it.
    static func placement(ofFile path: String, layout: ProjectLayout, project: ProjectModel) -> ProjectPlacement {
        var placement = layout.placement(ofFile: path)
        // A project above the linted folders holds the file: only part of it was linted.
        if placement.liesOutsideEveryProject, project.hasProject(atOrAbove: ProjectModel.parent(of: path) ?? "/") {
            placement = .unknown
        }
        placement.isLeftOutOfEveryTarget = project.isLeftOutOfEveryTarget(fileAt: path)
        placement.isBuiltOnlyForDevelopment = !placement.isLeftOutOfEveryTarget
            && project.isBuiltOnlyIntoDevelopmentApps(fileAt: path)
        // A package builds its targets' folders only: code in its `Examples/` folder is a sample it shows.
        if !placement.isInSampleProject { placement.isInSampleProject = project.isInPackageSampleFolder(fileAt: path) }
        // A package inside another project serves only it when an Xcode project there links it.
        if placement.servesOnlyItsScope {
            placement.servesOnlyItsScope = project.isLinkedAsLocalPackage(placement.project, within: placement.scope)
        }
        // No module imports an app: what only apps build is public to nobody else.
        if !placement.servesOnlyItsScope && placement.projectIsLintedWhole {
            placement.servesOnlyItsScope = project.isBuiltOnlyIntoExecutables(fileAt: path)
        }
        return placement
    }

    /// Past this, the rest of a project is not read for the index.
    static let contextLimit = (files: 20_000, bytes: 200_000_000)


    /// A path as reported: relative to the working directory when below it, else absolute.
    static func displayPath(_ absolute: String, io: ToolIO) -> String {
        let root = io.workingDirectory.hasSuffix("/") ? io.workingDirectory : io.workingDirectory + "/"
        return absolute.hasPrefix(root) ? String(absolute.dropFirst(root.count)) : absolute
    }

    /// Errors name paths the way the user sees them.
    private static func relabel(_ error: ToolError, io: ToolIO) -> ToolError {
        switch error {
        case let .missingPath(path): return .missingPath(displayPath(path, io: io))
        case let .unreadable(path, reason): return .unreadable(path: displayPath(path, io: io), reason: reason)
        default: return error
        }
    }
}

/// `--fix`: writes each file the session's fix loop changed through `FileWriting` (standard output, byte for byte,
/// for `--stdin-path`), says what it changed, and returns the sources and findings as they now stand. A file that
/// cannot be written keeps its findings and is reported; the other files are still fixed (`failures` counts the
/// first kind).
enum FixStep {
    /// `--fix --dry-run`: what `run` would write, as one unified diff over every file, in input order.
    static func dryRun(_ files: [FixedFile]) -> String {
        files.map { file in
            UnifiedDiff.make(old: String(decoding: file.original.bytes, as: UTF8.self),
                             new: String(decoding: file.source.bytes, as: UTF8.self), path: file.path)
        }.joined()
    }

    /// `fixed` is parallel to `inputs` (`LintResult.fixed()`).
    static func run(_ inputs: [LintInput], fixed: [FixedFile],
                    io: ToolIO) -> (sources: [SourceFile], findings: [Finding], suppressed: Int, failures: Int) {
        var sources: [SourceFile] = []
        var findings: [Finding] = []
        var suppressed = 0
        var failures = 0
        for (input, file) in zip(inputs, fixed) {
            guard let diskPath = input.diskPath else {
                io.writeOutputBytes(file.source.bytes)
                sources.append(file.source)
                findings += file.findings
                suppressed += file.suppressed
                continue
            }
            guard file.isChanged else {
                sources.append(file.source)
                findings += file.findings
                suppressed += file.suppressed
                continue
            }
            do throws(FileWriting.Refusal) {
                try FileWriting.writeFixedSource(file.source.bytes, over: diskPath, linted: input.bytes)
                io.diagnose("note", "fixed \(file.findingsBefore.count - file.findings.count) finding(s) in \(file.path)")
                sources.append(file.source)
                findings += file.findings
                suppressed += file.suppressed
            } catch {
                io.diagnose("error", "did not fix \(file.path): \(error.reason)")
                failures += 1
                sources.append(file.original)
                findings += file.findingsBefore
                suppressed += file.suppressedBefore
            }
        }
        return (sources, findings.sorted(by: Finding.outputOrder), suppressed, failures)
    }
}
