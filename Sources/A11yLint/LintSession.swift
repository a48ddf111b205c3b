import RuleEngine
import SwiftLexer

/// One file of a project handed to a `LintSession`: its path as findings report it, its bytes, and what its
/// project says about it.
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]
    /// What the file's project builds it for (empty: unknown, every rule runs).
    public var platforms: Set<String>
    /// The lowest release of each platform the file's project deploys to (empty: unknown): the fallbacks of
    /// `#available` checks those releases pass never run.
    public var deploymentTargets: DeploymentTargets
    /// Where the file sits in its project (whether the project is linted whole, whether in a test folder).
    public var placement: ProjectPlacement
    /// Every compilation condition the builds of the file can define (nil: unknown): an `#if` on a flag none of
    /// them defines never compiles.
    public var compilationConditions: Set<String>?
    /// Which of the session's `configurations` the file is linted with: 0 for the run's, another for a nested
    /// configuration of the folder the file is in.
    public var configuration: Int

    public init(path: String, bytes: [UInt8], platforms: Set<String> = [], deploymentTargets: DeploymentTargets = [:],
                placement: ProjectPlacement = .unknown, configuration: Int = 0,
                compilationConditions: Set<String>? = nil) {
        self.path = path
        self.bytes = bytes
        self.platforms = platforms
        self.deploymentTargets = deploymentTargets
        self.placement = placement
        self.configuration = configuration
        self.compilationConditions = compilationConditions
    }

    public init(path: String, text: String, platforms: Set<String> = [], placement: ProjectPlacement = .unknown,
                configuration: Int = 0) {
        self.init(path: path, bytes: Array(text.utf8), platforms: platforms, placement: placement,
                  configuration: configuration)
    }
}

/// The lint of a whole project, as a library call: files in, findings and fixes out. It owns the two passes
/// (every file summarised for the project index, then the rules run with that index shared read-only), which parsed
/// trees are kept between them, the asset-catalog colours, and the fix loop. It does no I/O: the caller reads the
/// files (the command line, a test, the benchmark) and decides what to do with the results.
public struct LintSession: Sendable {
    /// The run's configuration first (the project index is built with it), then the nested configurations of
    /// folders whose files are linted with their own (`SourceInput.configuration`).
    public let configurations: [Configuration]
    /// Files linted at once in each pass.
    public let jobs: Int
    let catalogue: [any Rule.Type]

    public var configuration: Configuration { configurations[0] }

    public init(configuration: Configuration = Configuration(), nested: [Configuration] = [],
                catalogue: [any Rule.Type] = RuleCatalogue.all, jobs: Int = 1) {
        self.configurations = [configuration] + nested
        self.catalogue = catalogue
        self.jobs = max(1, jobs)
    }

    /// Up to this much Swift source, parsed trees are kept from the index pass for the rules (about 150 MB).
    static let keptTreeSourceBytes = 10_000_000

    /// Which files' trees the first pass keeps for the second: every tree while the sources fit in
    /// `keptTreeSourceBytes`; past that, only the largest file's, because the second pass holds a tree that large
    /// anyway (a single file over the budget was lexed and parsed twice, a quarter of the time of a 32 MB file).
    /// Keeping other trees up to the budget as well raised the peak memory of a 30 MB project from 150 to 237 MB.
    static func keptTrees(fileSizes: [Int]) -> [Bool] {
        if fileSizes.reduce(0, +) <= keptTreeSourceBytes { return fileSizes.map { _ in true } }
        var kept = [Bool](repeating: false, count: fileSizes.count)
        if let largest = fileSizes.indices.max(by: { fileSizes[$0] < fileSizes[$1] }) { kept[largest] = true }
        return kept
    }

    /// Lints `files` in two passes: every file is parsed and summarised, then the project index built from all of
    /// them is shared read-only by the rules, so a component declared in one file is judged where another uses it.
    /// A parsed tree takes about fifteen times its file in memory, so only some trees are kept between the passes
    /// (`keptTrees`); the second pass parses the other files again (parsing costs a fraction of the rules) and peak
    /// memory stays near the size of the sources. Each file's line table is built once, in the first pass, and
    /// serves the second pass, the reporters and the baseline.
    ///
    /// `context`: the rest of the project, summarised for the index and not linted. `colorSets`: asset-catalog
    /// colour sets (`AssetColorIndex.isColorSetContents(path:)`) as `(path, bytes)`; the first of a path counts.
    /// `infoPlists`: the Info.plists of the projects (`AppearanceLocks.isInfoPlist(path:)`), each with the project
    /// it belongs to (`ProjectPlacement.project`). `appearanceLocks`: the appearances the projects' build settings
    /// lock their apps to (`ProjectModel.lockedAppearances(ofProjectsIn:)`), by project, as an Info.plist would.
    /// `interfaceFiles`: the storyboards, xibs and Objective-C files of the linted folders (`InterfaceNames
    /// .isInterfaceFile(path:)`), whose names of classes keep them on screen.
    public func lint(_ files: [SourceInput], context: [SourceInput] = [],
                     colorSets: [(path: String, bytes: [UInt8])] = [],
                     infoPlists: [(project: String, bytes: [UInt8])] = [],
                     appearanceLocks: [(project: String, appearance: Appearance)] = [],
                     interfaceFiles: [(path: String, bytes: [UInt8])] = []) -> LintResult {
        let keepsTree = Self.keptTrees(fileSizes: files.map(\.bytes.count))
        let firstPass = parallelMap(count: files.count, jobs: jobs) { index in
            let (tree, spellings) = ViewTreeParser.parseKeepingSpellings(Lexer.lex(files[index].bytes))
            return (facts: FileComponentFacts.extract(path: files[index].path, tree: tree,
                                                      placement: files[index].placement,
                                                      platforms: files[index].platforms,
                                                      deploymentTargets: files[index].deploymentTargets,
                                                      spellings: spellings),
                    tree: keepsTree[index] ? tree : nil, lineTable: tree.source.lineTable)
        }
        let contextFacts = parallelMap(count: context.count, jobs: jobs) { index in
            let (tree, spellings) = ViewTreeParser.parseKeepingSpellings(Lexer.lex(context[index].bytes))
            return FileComponentFacts.extract(path: context[index].path, tree: tree, placement: context[index].placement,
                                              platforms: context[index].platforms,
                                              deploymentTargets: context[index].deploymentTargets, spellings: spellings)
        }
        // A demo app kept inside a module ships to no one, like a sample project: its files serve the index only,
        // and what only they show never ships.
        var facts = firstPass.map(\.facts) + contextFacts
        let demoFolders = ProjectLayout.demoAppFolders(appEntries: facts.filter(\.references.declaresAppEntry).map {
            $0.references.placement
        })
        func isInDemoApp(_ placement: ProjectPlacement) -> Bool {
            guard !demoFolders.isEmpty else { return false }
            let path = placement.project + "/" + placement.pathInProject
            return demoFolders.contains { path.hasPrefix($0 + "/") }
        }
        for index in facts.indices where isInDemoApp(facts[index].references.placement) {
            facts[index].references.placement.isInSampleProject = true
        }
        // Files outside every project in a repository with no project are an app's only when one of them starts
        // one; a folder of loose views may be shown by code the run does not see.
        let appsOutsideProjects = Set(facts.filter {
            $0.references.declaresAppEntry && $0.references.placement.liesOutsideEveryProject
        }.map(\.references.placement.project))
        for index in facts.indices where facts[index].references.placement.needsAppAmongFilesOutsideProjects
            && !appsOutsideProjects.contains(facts[index].references.placement.project) {
            facts[index].references.placement.liesOutsideEveryProject = false
        }
        let neverShips = files.map { $0.placement.neverShips || isInDemoApp($0.placement) }
        let assetColors = AssetColorIndex(colorSets: Self.distinct(colorSets))
        let locks = appearanceLocks + infoPlists.compactMap { plist in
            AppearanceLocks.lockedAppearance(infoPlist: plist.bytes).map { (project: plist.project, appearance: $0) }
        }
        let namesOutsideSwift = InterfaceNames.names(inInterfaceFiles: interfaceFiles,
                                                     infoPlists: infoPlists.map(\.bytes))
        let index = ProjectIndex.build(facts: facts, configuration: configuration,
                                       assetColors: assetColors, infoPlists: locks, namesOutsideSwift: namesOutsideSwift)
        let linters = configurations.map { Linter(configuration: $0, index: index, catalogue: catalogue) }
        let linted = parallelMap(count: files.count, jobs: jobs) { index -> (findings: [Finding], suppressed: Int) in
            // A file no target builds, or only a sample app, never reaches a user: it serves the index only. So is
            // a file of a test folder (`DocumentationTests`, `AppUITests`), unless the configuration lints tests.
            if neverShips[index] { return ([], 0) }
            let linter = linters[files[index].configuration]
            if files[index].placement.isInTestFolder, !linter.configuration.includeTests { return ([], 0) }
            let tree = firstPass[index].tree
                ?? ViewTreeParser.parse(Lexer.lex(files[index].bytes, lineTable: firstPass[index].lineTable))
            return linter.lintCounting(path: files[index].path, tree: tree, platforms: files[index].platforms,
                                       deploymentTargets: files[index].deploymentTargets,
                                       compilationConditions: files[index].compilationConditions)
        }
        var findings = linted.flatMap(\.findings)
        findings.sort(by: Finding.outputOrder)
        let sources = zip(files, firstPass).map { file, pass in SourceFile(bytes: file.bytes, lineTable: pass.lineTable) }
        return LintResult(files: files, sources: sources, findings: findings, suppressed: linted.map(\.suppressed),
                          linters: linters)
    }

    /// One source per path, the first given, sorted by path (`AssetColorIndex` reads them in that order).
    private static func distinct(_ colorSets: [(path: String, bytes: [UInt8])]) -> [(path: String, bytes: [UInt8])] {
        Dictionary(colorSets.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            .map { (path: $0.key, bytes: $0.value) }
            .sorted { $0.path < $1.path }
    }
}

/// What a `LintSession` found: the findings of every file in output order, each file's source with its line
/// table (what reporters and the baseline read), the project index, and the safe fixes on request.
public struct LintResult: Sendable {
    /// The linted files, in the order given.
    public let files: [SourceInput]
    /// Each file's bytes and line table, parallel to `files`.
    public let sources: [SourceFile]
    /// Sorted in output order (`Finding.outputOrder`).
    public let findings: [Finding]
    /// How many findings suppression comments hid in each file, parallel to `files`.
    public let suppressedByFile: [Int]
    /// The linters the second pass ran, one per configuration of the session, with the project index; the fix
    /// loop lints with them again.
    public let linters: [Linter]

    /// The linter of the run's configuration.
    public var linter: Linter { linters[0] }

    public var index: ProjectIndex { linter.index }

    /// How many findings suppression comments hid.
    public var suppressed: Int { suppressedByFile.reduce(0, +) }

    init(files: [SourceInput], sources: [SourceFile], findings: [Finding], suppressed: [Int], linters: [Linter]) {
        self.files = files
        self.sources = sources
        self.findings = findings
        self.suppressedByFile = suppressed
        self.linters = linters
    }

    /// Colour sets the index could not read completely (the run goes on without their unreadable variants).
    public var assetCatalogIssues: [AssetCatalogIssue] { linter.index.assetColors.issues }

    /// Each file's source by path, the first file of a path winning: what `Report` and `Baseline` look up.
    public var sourcesByPath: [String: SourceFile] {
        Dictionary(zip(files.map(\.path), sources).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    }

    /// At most this many passes of fixes per file: a fix that makes another possible is applied on the next pass.
    public static let maximumFixPasses = 8

    /// Every file with every safe fix applied, pass after pass until nothing changes, and its findings then; in
    /// the order of `files`. A file no fix changes is returned as it was linted.
    public func fixed() -> [FixedFile] {
        let byFile = Dictionary(grouping: findings, by: \.file)
        return files.indices.map { fixed(at: $0, findings: byFile[files[$0].path] ?? []) }
    }

    private func fixed(at index: Int, findings: [Finding]) -> FixedFile {
        let file = files[index]
        var source = sources[index]
        var remaining = findings
        var suppressed = suppressedByFile[index]
        for _ in 0..<Self.maximumFixPasses {
            guard let next = Fixer.apply(remaining, to: source.bytes) else { break }
            let tree = ViewTreeParser.parse(Lexer.lex(next))
            source = SourceFile(bytes: next, lineTable: tree.source.lineTable)
            (remaining, suppressed) = linters[file.configuration].lintCounting(path: file.path, tree: tree,
                                                                               platforms: file.platforms,
                                                                               deploymentTargets: file.deploymentTargets,
                                                                               compilationConditions: file.compilationConditions)
        }
        return FixedFile(path: file.path, original: sources[index], source: source, findingsBefore: findings,
                         findings: remaining, suppressedBefore: suppressedByFile[index], suppressed: suppressed)
    }
}

/// A file after the fix loop (`LintResult.fixed()`).
public struct FixedFile: Sendable {
    public let path: String
    /// The file as it was linted.
    public let original: SourceFile
    /// The file with the safe fixes applied (`original` when none applied).
    public let source: SourceFile
    /// The file's findings before the fixes, in output order.
    public let findingsBefore: [Finding]
    /// The file's findings with the fixes applied, in output order.
    public let findings: [Finding]
    /// How many findings suppression comments hid before and after the fixes.
    public let suppressedBefore: Int
    public let suppressed: Int

    public var isChanged: Bool { source.bytes != original.bytes }
}
