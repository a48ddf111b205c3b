/// The part of an Xcode project (`project.pbxproj`) that decides a source file's platforms: which targets build
/// the file and which SDKs each target builds for. A file shared by an iOS and a macOS target is on both.
///
/// A file belongs to a target through a build file in the target's sources phase (its path found by walking the
/// group tree from the main group), or through a folder the target keeps in sync with the file system (Xcode 16's
/// `PBXFileSystemSynchronizedRootGroup`), less that folder's membership exceptions for the target.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public let name: String
        /// `ios`, `macos`, `watchos`, `tvos`, `visionos`; empty when the project does not say.
        public internal(set) var platforms: Set<String>
        /// The lowest release of each platform its configurations deploy to (`IPHONEOS_DEPLOYMENT_TARGET`, on the
        /// target or the project).
        let deploymentTargets: DeploymentTargets
        /// Source files, relative to the folder that holds the `.xcodeproj`.
        let files: Set<String>
        /// Synchronised folders, relative to the same folder, each with the paths (relative to it) it leaves out.
        let folders: [(path: String, exceptions: Set<String>)]
        /// The products of local Swift packages (not ones fetched from a repository) the target links.
        let localProducts: [String]
        /// The appearance the Info.plist Xcode generates for the target locks it to
        /// (`INFOPLIST_KEY_UIUserInterfaceStyle`, the same in every configuration); nil when it locks none.
        let lockedAppearance: Appearance?
        /// Every compilation condition some configuration of the target (or the project) defines
        /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in `OTHER_SWIFT_FLAGS`); nil when that cannot be told: a
        /// value built from another setting, or a configuration file this reader could not read.
        var compilationConditions: Set<String>? = nil
        /// The platforms a file is built for when the target filters it (`platformFilters` on its build file,
        /// `platformFiltersByRelativePath` in a synchronised folder's exception set), by path: an iPad and Mac app
        /// whose Mac screens build on the Mac only.
        var platformFilters: [String: Set<String>] = [:]
        /// Builds an app or an extension (`productType`), which no other module can import: its public
        /// declarations serve only itself.
        var isExecutable = false

        /// The platforms the target builds the file at `relativePath` for: its own, narrowed by a platform filter.
        func platforms(ofFile relativePath: String) -> Set<String> {
            guard let filter = platformFilters[relativePath] else { return platforms }
            return platforms.isEmpty ? filter : platforms.intersection(filter)
        }

        func builds(_ relativePath: String) -> Bool {
            if files.contains(relativePath) { return true }
            return folders.contains { folder in
                // A folder synchronised at the project's own folder (`path = .`) holds every path.
                let member: Substring
                if folder.path.isEmpty {
                    member = Substring(relativePath)
                } else if relativePath.hasPrefix(folder.path + "/") {
                    member = relativePath.dropFirst(folder.path.count + 1)
                } else {
                    return false
                }
                // An exception names a file or a whole folder (`Scripts`, `Tests/Fixtures`).
                return !folder.exceptions.contains { exception in
                    member == exception || (member.hasPrefix(exception) && member.dropFirst(exception.count).first == "/")
                }
            }
        }
    }

    public private(set) var targets: [Target]
    /// The last path component of every file the project refers to, in a target or not: a file whose name the
    /// project never mentions is surely not one it builds, whatever groups this reader failed to follow.
    let referencedFileNames: Set<String>
    /// The path, relative to the folder holding the `.xcodeproj`, of every file reference this reader followed
    /// from the main group: a file found at one of them is the very file the project lists, in a target or not.
    let referencedFilePaths: Set<String>
    /// The file names every reference of which this reader followed to a path (`referencedFilePaths`), with
    /// those paths: a file of that name elsewhere is not one the project lists, when a file is found at each.
    let followedPathsByName: [String: [String]]
    /// The folders of the local Swift packages the project refers to, relative to the folder holding the
    /// `.xcodeproj` (`Packages/Core`): an `XCLocalSwiftPackageReference`, or a package folder added as a file
    /// reference, Xcode's older way.
    let localPackageFolders: Set<String>
    /// The project's own spelling of every file path it lists, by the path in lower case: a Mac's file system
    /// ignores case, so a project may list `MicroWorkoutApp.swift` for the file `microworkoutApp.swift` and still
    /// build it (`listedSpelling(of:)`).
    private var listedSpellings: [String: String] = [:]

    /// nil when the text is not a project file this reader understands. `configurationFile` reads the `.xcconfig`
    /// files build configurations are based on (a path relative to the folder holding the `.xcodeproj`): their
    /// settings count under the project file's own, which win. `hasPodfile` says whether a `Podfile` sits at or above
    /// the folder holding the `.xcodeproj`; it is asked only when a target runs CocoaPods' build phases
    /// (`targetsThatCannotBuild`).
    public init?(pbxproj bytes: [UInt8], configurationFile: (String) -> [UInt8]? = { _ in nil },
                 hasPodfile: () -> Bool = { true }) {
        var reader = PropertyListReader(bytes: bytes)
        guard case .dictionary(let root)? = reader.readDocument(),
              case .dictionary(let objects)? = root["objects"],
              case .string(let rootID)? = root["rootObject"],
              case .dictionary(let project)? = objects[rootID] else { return nil }
        let graph = ObjectGraph(objects: objects, mainGroup: project["mainGroup"], configurationFile: configurationFile)
        let paths = graph.paths
        let projectSettings = graph.settingsByConfiguration(project["buildConfigurationList"])
        let projectPlatforms = ObjectGraph.platforms(of: projectSettings)
        let followed = paths.filter { id, _ in graph.dictionary(id)?["isa"] == .string("PBXFileReference") }
        referencedFilePaths = Set(followed.values)
        let (names, unfollowed) = graph.referencedFileNames(followed: Set(followed.keys))
        referencedFileNames = names
        followedPathsByName = Dictionary(grouping: referencedFilePaths) { path in
            path.split(separator: "/").last.map(String.init) ?? path
        }.filter { !unfollowed.contains($0.key) }
        localPackageFolders = graph.localPackageFolders(of: project, paths: paths)
        let targetIDs = graph.ids(in: project["targets"])
        let unbuildable = graph.targetsThatCannotBuild(targetIDs, hasPodfile: hasPodfile)
        targets = targetIDs.compactMap { id in
            guard let target = graph.dictionary(id), target["isa"] == .string("PBXNativeTarget"),
                  !unbuildable.contains(id) else { return nil }
            let settings = graph.settingsByConfiguration(target["buildConfigurationList"])
            let own = ObjectGraph.platforms(of: settings)
            return Target(name: target["name"]?.string ?? id,
                          platforms: own.isEmpty ? projectPlatforms : own,
                          deploymentTargets: ObjectGraph.deploymentTargets(settings, projectSettings: projectSettings),
                          files: graph.sourceFiles(of: target, paths: paths)
                              .union(graph.synchronizedMembers(of: target, targetID: id, paths: paths)),
                          folders: graph.synchronizedFolders(of: target, targetID: id, paths: paths),
                          localProducts: graph.localProducts(linkedBy: target),
                          lockedAppearance: ObjectGraph.lockedAppearance(settings, projectSettings: projectSettings),
                          compilationConditions: graph.compilationConditions(
                              of: [target["buildConfigurationList"], project["buildConfigurationList"]]),
                          platformFilters: graph.platformFilters(of: target, targetID: id, paths: paths),
                          isExecutable: target["productType"]?.string.map(Self.isExecutableProduct) ?? false)
        }
        // Two listed paths that differ only in case are two files: each is found as spelled.
        let listed = Dictionary(grouping: referencedFilePaths.union(targets.flatMap(\.files))) { $0.lowercased() }
        listedSpellings = listed.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// `relativePath` as the project lists it: the same path in another case when the project lists only that one
    /// (macOS finds the file either way); as given otherwise.
    func listedSpelling(of relativePath: String) -> String {
        listedSpellings[relativePath.lowercased()] ?? relativePath
    }

    /// The project with each target narrowed to the platforms all its Swift sources can be compiled for
    /// (`FilePlatforms.buildable`): Xcode's multiplatform template lists iOS and the Mac, and an app that then calls
    /// AppKit outside any `#if` only ever builds for the Mac. `imports` gives the modules a file (relative to the
    /// folder holding the `.xcodeproj`) imports outside any `#if`, nil when it cannot be read; `swiftFiles` the
    /// Swift files below a synchronised folder, relative to the same folder. A target is never narrowed to nothing:
    /// a contradiction means the evidence is not understood.
    func narrowingTargetsToTheirSources(imports: (String) -> [String]?,
                                        swiftFiles: (String) -> [String]) -> XcodeProject {
        var narrowed = self
        narrowed.targets = targets.map { target in
            guard FilePlatforms.importsCanNarrow(target.platforms) else { return target }
            let synchronised = target.folders.flatMap { swiftFiles($0.path).filter(target.builds) }
            var platforms = target.platforms
            for file in target.files.sorted() + synchronised where file.hasSuffix(".swift") {
                guard let modules = imports(file) else { continue }
                let own = target.platforms(ofFile: file)
                platforms.subtract(own.subtracting(FilePlatforms.buildable(own, importing: modules)))
                if platforms.isEmpty { break }
            }
            var result = target
            if !platforms.isEmpty { result.platforms = platforms }
            return result
        }
        return narrowed
    }

    /// Every compilation condition the targets building the file at `relativePath` can define; nil when no target
    /// builds it or one's conditions cannot be told.
    func compilationConditions(ofFile relativePath: String) -> Set<String>? {
        let relativePath = listedSpelling(of: relativePath)
        let building = targets.filter { $0.builds(relativePath) }
        guard !building.isEmpty else { return nil }
        var conditions: Set<String> = []
        for target in building {
            guard let own = target.compilationConditions else { return nil }
            conditions.formUnion(own)
        }
        return conditions
    }

    /// The appearances the project's targets lock their apps to (`Target.lockedAppearance`), each once.
    public var lockedAppearances: Set<Appearance> {
        Set(targets.compactMap(\.lockedAppearance))
    }

    /// The platforms a file of the local package in `relativeFolder` (relative to the folder holding the
    /// `.xcodeproj`) is built for as part of this project: those of the targets linking a product of the package
    /// that builds the file's package target (`manifest`, `packageTarget`); when that cannot be told, those of the
    /// targets linking any local package's product, or of every target when none says so. nil when the project
    /// does not refer to the package, or none of its targets builds the file's package target; empty when unknown.
    func platforms(ofLocalPackageIn relativeFolder: String, manifest: PackageManifest?,
                   packageTarget: String?) -> Set<String>? {
        guard localPackageFolders.contains(relativeFolder) else { return nil }
        var consumers = targets.filter { !$0.localProducts.isEmpty }
        if let manifest, let packageTarget {
            let linking = consumers.filter { $0.localProducts.contains(where: { manifest.products[$0] != nil }) }
            if !linking.isEmpty {
                consumers = linking.filter { manifest.targets(builtFor: $0.localProducts).contains(packageTarget) }
                if consumers.isEmpty { return nil }
            }
        }
        guard !consumers.isEmpty else { return allPlatforms }
        return Self.platforms(of: consumers)
    }

    /// The lowest release of each platform the targets building the file at `relativePath` deploy to; nil when
    /// no target builds it.
    func deploymentTargets(ofFile relativePath: String) -> DeploymentTargets? {
        let relativePath = listedSpelling(of: relativePath)
        let building = targets.filter { $0.builds(relativePath) }
        guard !building.isEmpty else { return nil }
        return .lowest(of: building.map { ($0.platforms, $0.deploymentTargets) })
    }

    /// The platforms of the targets that build the file at `relativePath` (relative to the folder holding the
    /// `.xcodeproj`); nil when no target builds it.
    public func platforms(ofFile relativePath: String) -> Set<String>? {
        let relativePath = listedSpelling(of: relativePath)
        let building = targets.filter { $0.builds(relativePath) }
        guard !building.isEmpty else { return nil }
        return Self.union(building.map { $0.platforms(ofFile: relativePath) })
    }

    /// Whether every target that builds the file at `relativePath` is an app or an extension (`Target
    /// .isExecutable`): nothing can import what the file declares, public or not. Nil when no target builds it.
    func buildsOnlyIntoExecutables(_ relativePath: String) -> Bool? {
        let relativePath = listedSpelling(of: relativePath)
        let building = targets.filter { $0.builds(relativePath) }
        return building.isEmpty ? nil : building.allSatisfy(\.isExecutable)
    }

    /// Whether only apps named for development (`App-Dev`, `AppDebug`) build the file at `relativePath` while an app
    /// of another name leaves it out: a developer's harness (cheat screens, component tests) kept beside the app
    /// people install, which is built without it.
    func buildsOnlyIntoDevelopmentApps(_ relativePath: String) -> Bool {
        let relativePath = listedSpelling(of: relativePath)
        let building = targets.filter { $0.builds(relativePath) }
        guard !building.isEmpty, building.allSatisfy({ $0.isExecutable && Self.isDevelopmentName($0.name) }) else {
            return false
        }
        return targets.contains { $0.isExecutable && !Self.isDevelopmentName($0.name) && !$0.builds(relativePath) }
    }

    /// A target named for development builds: its last word is `Dev`, `Debug` or `Development`.
    static func isDevelopmentName(_ name: String) -> Bool {
        TraitText.words(of: name).last.map(developmentWords.contains) ?? false
    }

    private static let developmentWords: Set<String> = ["dev", "debug", "development"]

    /// Apps (of every platform, App Clips and watch apps included), app extensions and command-line tools.
    static func isExecutableProduct(_ productType: String) -> Bool {
        productType.hasPrefix("com.apple.product-type.application") || productType == "com.apple.product-type.tool"
            || ObjectGraph.embeddedProductTypes.contains(where: productType.hasPrefix)
    }

    /// Whether the project certainly leaves the file at `relativePath` (relative to the folder holding the
    /// `.xcodeproj`) out of every target: it has targets, none builds the file, and it either lists the file at
    /// that very path (a copy kept beside the one a target builds), never names it, or lists its name only at
    /// other paths where `fileExists` finds those files (a loose copy of a folder the project builds).
    func leavesOut(_ relativePath: String, fileExists: (String) -> Bool = { _ in false }) -> Bool {
        let relativePath = listedSpelling(of: relativePath)
        guard !targets.isEmpty, !targets.contains(where: { $0.builds(relativePath) }) else { return false }
        if referencedFilePaths.contains(relativePath) { return true }
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        guard referencedFileNames.contains(name) else { return true }
        guard let listed = followedPathsByName[name] else { return false }
        return listed.allSatisfy(fileExists)
    }

    /// Every target's platforms together (empty when unknown): for files the project lists in no target.
    public var allPlatforms: Set<String> {
        Self.platforms(of: targets)
    }

    /// The platforms of `targets` together; empty (unknown: every rule applies) when there are none or one does not
    /// say its SDK.
    private static func platforms(of targets: [Target]) -> Set<String> {
        union(targets.map(\.platforms))
    }

    /// Platform sets together; empty (unknown) when there are none or one is empty.
    private static func union(_ platforms: [Set<String>]) -> Set<String> {
        if platforms.isEmpty || platforms.contains(where: \.isEmpty) { return [] }
        return platforms.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// SDK names (`SDKROOT`, `SUPPORTED_PLATFORMS`) as platforms.
    static func platforms(namedBy sdks: String) -> Set<String> {
        var found: Set<String> = []
        for sdk in sdks.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }) {
            switch sdk {
            case "iphoneos", "iphonesimulator": found.insert("ios")
            case "macosx": found.insert("macos")
            case "watchos", "watchsimulator": found.insert("watchos")
            case "appletvos", "appletvsimulator": found.insert("tvos")
            case "xros", "xrsimulator": found.insert("visionos")
            default: continue
            }
        }
        return found
    }
}

/// Looks up objects of a project file by id.
private struct ObjectGraph {
    let objects: [String: PropertyListValue]
    /// The path of each file and group reachable from the main group (`sourcePaths(fromMainGroup:)`).
    private(set) var paths: [String: String] = [:]
    /// The settings of each `.xcconfig` file a build configuration is based on, by file reference: read once,
    /// however many configurations share it.
    private var baseSettings: [String: [String: String]] = [:]
    /// Configuration files a build configuration is based on that gave no settings (missing, unreadable or empty,
    /// such as CocoaPods' own before `pod install`): what they set is unknown.
    private var unreadBaseSettings: Set<String> = []

    init(objects: [String: PropertyListValue], mainGroup: PropertyListValue?,
         configurationFile: (String) -> [UInt8]?) {
        self.objects = objects
        paths = sourcePaths(fromMainGroup: mainGroup)
        for case .dictionary(let object) in objects.values where object["isa"] == .string("XCBuildConfiguration") {
            guard let reference = object["baseConfigurationReference"]?.string, baseSettings[reference] == nil,
                  let path = paths[reference] else { continue }
            baseSettings[reference] = ConfigurationFile.settings(at: path, reading: configurationFile)
        }
        for case .dictionary(let object) in objects.values where object["isa"] == .string("XCBuildConfiguration") {
            guard let reference = object["baseConfigurationReference"]?.string else { continue }
            if baseSettings[reference]?.isEmpty ?? true { unreadBaseSettings.insert(reference) }
        }
    }

    /// The compilation conditions the configurations of `lists` (a target's and the project's configuration lists)
    /// define, together; nil when one is based on a configuration file that gave nothing, or sets them from
    /// another setting (`$(APP_FLAGS)`).
    func compilationConditions(of lists: [PropertyListValue?]) -> Set<String>? {
        var conditions: Set<String> = []
        for list in lists {
            guard let listID = list?.string, let configurations = dictionary(listID)?["buildConfigurations"] else {
                continue
            }
            for id in ids(in: configurations) {
                guard let configuration = dictionary(id) else { continue }
                var values: [(key: String, value: String)] = []
                if let base = configuration["baseConfigurationReference"]?.string {
                    if unreadBaseSettings.contains(base) { return nil }
                    values += (baseSettings[base] ?? [:]).map { ($0.key, $0.value) }
                }
                if case .dictionary(let own)? = configuration["buildSettings"] {
                    for (key, value) in own {
                        switch value {
                        case .string(let text): values.append((key, text))
                        case .array(let items): values.append((key, items.compactMap(\.string).joined(separator: " ")))
                        default: continue
                        }
                    }
                }
                for (key, value) in values {
                    let isConditions = key.hasPrefix("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
                    guard isConditions || key.hasPrefix("OTHER_SWIFT_FLAGS") else { continue }
                    var definesNext = false
                    for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }) {
                        if word == "$(inherited)" || word == "${inherited}" { continue }
                        if word.contains("$(") || word.contains("${") { return nil }
                        if isConditions {
                            conditions.insert(String(word))
                        } else if definesNext {
                            conditions.insert(String(word))
                            definesNext = false
                        } else if word == "-D" {
                            definesNext = true
                        } else if word.hasPrefix("-D") {
                            conditions.insert(String(word.dropFirst(2)))
                        }
                    }
                }
            }
        }
        return conditions
    }

    func dictionary(_ id: String) -> [String: PropertyListValue]? {
        if case .dictionary(let object)? = objects[id] { return object }
        return nil
    }

    func ids(in value: PropertyListValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap(\.string)
    }

    /// The build settings of each configuration of a list, by configuration name: those of the `.xcconfig` file
    /// it is based on (`baseConfigurationReference`), overridden by its own.
    func settingsByConfiguration(_ value: PropertyListValue?) -> [String: [String: PropertyListValue]] {
        guard let listID = value?.string, let list = dictionary(listID) else { return [:] }
        var result: [String: [String: PropertyListValue]] = [:]
        for id in ids(in: list["buildConfigurations"]) {
            guard let configuration = dictionary(id), case .dictionary(let own)? = configuration["buildSettings"]
            else { continue }
            var settings: [String: PropertyListValue] = [:]
            if let base = configuration["baseConfigurationReference"]?.string {
                for (key, value) in baseSettings[base] ?? [:] { settings[key] = .string(value) }
            }
            settings.merge(own) { _, own in own }
            result[configuration["name"]?.string ?? id] = settings
        }
        return result
    }

    /// The appearance every configuration of a target (`configurations`, its settings by configuration name) writes
    /// into its generated Info.plist (`INFOPLIST_KEY_UIUserInterfaceStyle`, set on the target or the project); nil
    /// when one writes none, another value (`Automatic`) or a different one.
    static func lockedAppearance(_ configurations: [String: [String: PropertyListValue]],
                                 projectSettings: [String: [String: PropertyListValue]]) -> Appearance? {
        let key = "INFOPLIST_KEY_" + AppearanceLocks.interfaceStyleKey
        guard !configurations.isEmpty else { return nil }
        let styles = Set(configurations.map { name, settings in
            (settings[key] ?? projectSettings[name]?[key])?.string.flatMap(AppearanceLocks.appearance(ofStyle:))
        })
        guard styles.count == 1, let style = styles.first else { return nil }
        return style
    }

    /// The build settings naming each platform's deployment target.
    static let deploymentTargetSettings: [(key: String, platform: String)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", "ios"), ("MACOSX_DEPLOYMENT_TARGET", "macos"),
        ("WATCHOS_DEPLOYMENT_TARGET", "watchos"), ("TVOS_DEPLOYMENT_TARGET", "tvos"),
        ("XROS_DEPLOYMENT_TARGET", "visionos"),
    ]

    /// The lowest release of each platform the configurations (`configurations`, settings by configuration name)
    /// deploy to, each setting read on the target or else the project; a platform one configuration leaves unsaid
    /// is unknown.
    static func deploymentTargets(_ configurations: [String: [String: PropertyListValue]],
                                  projectSettings: [String: [String: PropertyListValue]]) -> DeploymentTargets {
        var result: DeploymentTargets = [:]
        guard !configurations.isEmpty else { return result }
        for (key, platform) in deploymentTargetSettings {
            let releases = configurations.map { name, settings in
                (settings[key] ?? projectSettings[name]?[key])?.string.flatMap { OSVersion($0) }
            }
            guard releases.allSatisfy({ $0 != nil }) else { continue }
            result[platform] = releases.compactMap { $0 }.min()
        }
        return result
    }

    /// The platforms configurations build for (all of them together), from their settings by configuration name.
    static func platforms(of configurations: [String: [String: PropertyListValue]]) -> Set<String> {
        var found: Set<String> = []
        for settings in configurations.values {
            for key in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
                switch settings[key] {
                case .string(let value)?: found.formUnion(XcodeProject.platforms(namedBy: value))
                case .array(let values)?: values.compactMap(\.string).forEach { found.formUnion(XcodeProject.platforms(namedBy: $0)) }
                default: continue
                }
            }
        }
        return found
    }

    /// The last path component of the `path` and `name` of every file reference, and of every file a synchronised
    /// folder's exception set names; `unfollowed` holds those of all but the file references whose ids are in
    /// `followed`.
    func referencedFileNames(followed: Set<String>) -> (all: Set<String>, unfollowed: Set<String>) {
        var names: Set<String> = []
        var unfollowed: Set<String> = []
        func lastComponent(_ value: String) -> String {
            // Most are a bare file name: no `/` byte, nothing to split (splitting on Characters cost 700 a name).
            guard value.utf8.contains(UInt8(ascii: "/")) else { return value }
            return value.split(separator: "/").last.map(String.init) ?? value
        }
        for (id, value) in objects {
            guard case .dictionary(let object) = value else { continue }
            let found: [String]
            switch object["isa"]?.string {
            case "PBXFileReference": found = ["path", "name"].compactMap { object[$0]?.string }.map(lastComponent)
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                found = ids(in: object["membershipExceptions"]).map(lastComponent)
            default: continue
            }
            names.formUnion(found)
            if !followed.contains(id) { unfollowed.formUnion(found) }
        }
        return (names, unfollowed)
    }

    /// The platform filters of a target's files (`XcodeProject.Target.platformFilters`): `platformFilter = ios;` or
    /// `platformFilters = (ios, macos, );` on a build file of its sources phase, and `platformFiltersByRelativePath`
    /// in an exception set of a synchronised folder for the target.
    func platformFilters(of target: [String: PropertyListValue], targetID: String,
                         paths: [String: String]) -> [String: Set<String>] {
        var filters: [String: Set<String>] = [:]
        for phaseID in ids(in: target["buildPhases"]) {
            guard let phase = dictionary(phaseID), phase["isa"] == .string("PBXSourcesBuildPhase") else { continue }
            for buildFileID in ids(in: phase["files"]) {
                guard let buildFile = dictionary(buildFileID), let reference = buildFile["fileRef"]?.string,
                      let path = paths[reference] else { continue }
                let names = ids(in: buildFile["platformFilters"]) + [buildFile["platformFilter"]?.string].compactMap { $0 }
                if let platforms = Self.platforms(filteredBy: names) { filters[path] = platforms }
            }
        }
        for groupID in ids(in: target["fileSystemSynchronizedGroups"]) {
            guard let path = paths[groupID], let group = dictionary(groupID) else { continue }
            for exceptionID in ids(in: group["exceptions"]) {
                guard let set = dictionary(exceptionID), set["target"]?.string == targetID,
                      case .dictionary(let byPath)? = set["platformFiltersByRelativePath"] else { continue }
                for (member, names) in byPath {
                    if let platforms = Self.platforms(filteredBy: ids(in: names)) {
                        filters[Self.join(path, member)] = platforms
                    }
                }
            }
        }
        return filters
    }

    /// The platforms of Xcode's platform filter names (`ios`, `macos`, `maccatalyst`, …); nil when there are none
    /// or one is not known. A Mac Catalyst build runs the iOS code on the Mac: iOS's rules apply.
    static func platforms(filteredBy names: [String]) -> Set<String>? {
        guard !names.isEmpty else { return nil }
        var platforms: Set<String> = []
        for name in names {
            switch name {
            case "ios", "maccatalyst": platforms.insert("ios")
            case "macos": platforms.insert("macos")
            case "tvos": platforms.insert("tvos")
            case "watchos": platforms.insert("watchos")
            case "xros", "visionos": platforms.insert("visionos")
            default: return nil
            }
        }
        return platforms
    }

    /// Files a target builds from a synchronised folder it does not keep in sync itself: an exception set of that
    /// folder naming the target adds them to it (for a target that syncs the folder, the set leaves them out).
    func synchronizedMembers(of target: [String: PropertyListValue], targetID: String,
                             paths: [String: String]) -> Set<String> {
        let own = Set(ids(in: target["fileSystemSynchronizedGroups"]))
        var files: Set<String> = []
        for (groupID, value) in objects where !own.contains(groupID) {
            guard case .dictionary(let group) = value, group["isa"] == .string("PBXFileSystemSynchronizedRootGroup"),
                  let path = paths[groupID] else { continue }
            for exceptionID in ids(in: group["exceptions"]) {
                guard let set = dictionary(exceptionID), set["target"]?.string == targetID else { continue }
                for member in ids(in: set["membershipExceptions"]) where !member.hasPrefix("/") {
                    files.insert(Self.join(path, member))
                }
            }
        }
        return files
    }

    /// The path, relative to the project's folder, of every file reference and group reachable from the main
    /// group. References outside the project's folder tree (`BUILT_PRODUCTS_DIR`, `SDKROOT`, …) are left out.
    func sourcePaths(fromMainGroup value: PropertyListValue?) -> [String: String] {
        var paths: [String: String] = [:]
        guard let mainID = value?.string else { return paths }
        var pending: [(id: String, parentPath: String)] = [(mainID, "")]
        var visited: Set<String> = []
        while let (id, parentPath) = pending.popLast() {
            guard visited.insert(id).inserted, let object = dictionary(id) else { continue }
            let own = object["path"]?.string
            let path: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": path = Self.join(parentPath, own)
            case "SOURCE_ROOT": path = own ?? ""
            default: continue
            }
            paths[id] = path
            for child in ids(in: object["children"]) { pending.append((child, path)) }
        }
        return paths
    }

    /// See `XcodeProject.localPackageFolders`.
    func localPackageFolders(of project: [String: PropertyListValue], paths: [String: String]) -> Set<String> {
        var folders: Set<String> = []
        for id in ids(in: project["packageReferences"]) {
            guard let reference = dictionary(id), reference["isa"] == .string("XCLocalSwiftPackageReference"),
                  let path = reference["relativePath"]?.string else { continue }
            folders.insert(ProjectModel.trimmingCurrentFolder(path))
        }
        for (id, path) in paths {
            guard let reference = dictionary(id), reference["isa"] == .string("PBXFileReference"),
                  let type = reference["lastKnownFileType"]?.string, type == "wrapper" || type == "folder" else { continue }
            folders.insert(path)
        }
        return folders
    }

    /// The targets (of `targetIDs`) that cannot be built from this checkout, when another target can: one that runs
    /// CocoaPods' build phases (`[CP] Check Pods Manifest.lock`) with no `Podfile` to install its pods from (a
    /// retired app target kept beside the live one), and an app extension, App Clip or watch app only such targets
    /// embed. Empty when no target could be built: then the checkout is missing something (a Podfile kept outside
    /// the folder linted) rather than a target being retired.
    func targetsThatCannotBuild(_ targetIDs: [String], hasPodfile: () -> Bool) -> Set<String> {
        let native = targetIDs.filter { dictionary($0)?["isa"] == .string("PBXNativeTarget") }
        let podTargets = native.filter { id in
            ids(in: dictionary(id)?["buildPhases"]).contains { phase in
                dictionary(phase)?["name"]?.string?.hasPrefix("[CP] ") == true
            }
        }
        guard !podTargets.isEmpty, !hasPodfile() else { return [] }
        var unbuildable = Set(podTargets)
        let embedders: [String: [String]] = native.reduce(into: [:]) { result, id in
            for dependency in ids(in: dictionary(id)?["dependencies"]) {
                if let embedded = dictionary(dependency)?["target"]?.string { result[embedded, default: []].append(id) }
            }
        }
        var grew = true
        while grew {
            grew = false
            for id in native where !unbuildable.contains(id) {
                guard let productType = dictionary(id)?["productType"]?.string,
                      Self.embeddedProductTypes.contains(where: productType.hasPrefix),
                      let dependents = embedders[id], dependents.allSatisfy(unbuildable.contains) else { continue }
                unbuildable.insert(id)
                grew = true
            }
        }
        return native.allSatisfy(unbuildable.contains) ? [] : unbuildable
    }

    /// Products that ship only inside the app that embeds them.
    static let embeddedProductTypes = [
        "com.apple.product-type.app-extension", "com.apple.product-type.extensionkit-extension",
        "com.apple.product-type.application.on-demand-install-capable", "com.apple.product-type.application.watchapp",
        "com.apple.product-type.watchkit",
    ]

    /// The products a target links with no package (a local package added as a folder) or from an
    /// `XCLocalSwiftPackageReference`.
    func localProducts(linkedBy target: [String: PropertyListValue]) -> [String] {
        ids(in: target["packageProductDependencies"]).compactMap { id in
            guard let dependency = dictionary(id), let product = dependency["productName"]?.string else { return nil }
            guard let package = dependency["package"]?.string else { return product }
            return dictionary(package)?["isa"] == .string("XCLocalSwiftPackageReference") ? product : nil
        }
    }

    func sourceFiles(of target: [String: PropertyListValue], paths: [String: String]) -> Set<String> {
        var files: Set<String> = []
        for phaseID in ids(in: target["buildPhases"]) {
            guard let phase = dictionary(phaseID), phase["isa"] == .string("PBXSourcesBuildPhase") else { continue }
            for buildFileID in ids(in: phase["files"]) {
                if let reference = dictionary(buildFileID)?["fileRef"]?.string, let path = paths[reference] {
                    files.insert(path)
                }
            }
        }
        return files
    }

    func synchronizedFolders(of target: [String: PropertyListValue], targetID: String,
                             paths: [String: String]) -> [(path: String, exceptions: Set<String>)] {
        ids(in: target["fileSystemSynchronizedGroups"]).compactMap { groupID in
            guard let path = paths[groupID], let group = dictionary(groupID) else { return nil }
            // Folders kept as one resource (`explicitFolders`) are copied whole, not compiled.
            var exceptions = Set(ids(in: group["explicitFolders"]).map(ProjectModel.trimmingCurrentFolder))
            for exceptionID in ids(in: group["exceptions"]) {
                guard let set = dictionary(exceptionID), set["target"]?.string == targetID else { continue }
                exceptions.formUnion(ids(in: set["membershipExceptions"]).map(ProjectModel.trimmingCurrentFolder))
            }
            return (path, exceptions)
        }
    }

    /// `parent/child`; a child of `.` (a group at its parent's own folder) or `./x` is relative to the parent.
    static func join(_ parent: String, _ child: String?) -> String {
        guard let child = child.map(ProjectModel.trimmingCurrentFolder), !child.isEmpty, child != "." else { return parent }
        return parent.isEmpty ? child : parent + "/" + child
    }
}

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
enum PropertyListValue: Equatable, Sendable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

/// Reads an old-style property list: `{ key = value; }`, `( a, b, )`, bare or quoted strings, `/* */` and `//`
/// comments. Malformed input gives nil, never a trap; nesting is bounded so hostile input cannot exhaust the stack.
struct PropertyListReader {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private static let maximumDepth = 256

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func readDocument() -> PropertyListValue? {
        // `// !$*UTF8*$!` heads the file.
        skipTrivia()
        return readValue()
    }

    private mutating func readValue() -> PropertyListValue? {
        skipTrivia()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return nested { $0.readDictionary() }
        case UInt8(ascii: "("): return nested { $0.readArray() }
        default: return readString().map(PropertyListValue.string)
        }
    }

    private mutating func nested(_ read: (inout PropertyListReader) -> PropertyListValue?) -> PropertyListValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        position += 1
        return read(&self)
    }

    private mutating func readDictionary() -> PropertyListValue? {
        // Most objects of a project file have two to eight keys: made at that size, the table is not grown and
        // rehashed key by key.
        var entries = [String: PropertyListValue](minimumCapacity: 8)
        while true {
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "}") {
                position += 1
                return .dictionary(entries)
            }
            guard let key = readString() else { return nil }
            skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
            position += 1
            guard let value = readValue() else { return nil }
            entries[key] = value
            skipTrivia()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { return nil }
            position += 1
        }
    }

    private mutating func readArray() -> PropertyListValue? {
        var items: [PropertyListValue] = []
        while true {
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ")") {
                position += 1
                return .array(items)
            }
            guard let item = readValue() else { return nil }
            items.append(item)
            skipTrivia()
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: ",") { position += 1 }
        }
    }

    private mutating func readString() -> String? {
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") { return readQuoted() }
        let start = position
        while position < bytes.count, Self.isBareStringByte(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func readQuoted() -> String? {
        position += 1
        var value: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                default: value.append(escaped)
                }
            default:
                value.append(byte)
            }
        }
        return nil
    }

    private mutating func skipTrivia() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count,
                      !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }

    /// Letters, digits and `_$+/:.-` (and any non-ASCII byte) make an unquoted string.
    private static func isBareStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}

/// An `.xcconfig` file's unconditional settings (`SDKROOT = macosx`), with those of the files it includes
/// (`#include "Global.xcconfig"`, `#include? "Local.xcconfig"`, relative to it) read first, so that a later setting
/// wins. Conditional settings (`SDKROOT[sdk=iphoneos*] = …`) and `$(…)` references are left as they are written.
enum ConfigurationFile {
    /// Includes followed at most this deep: a cycle of files including each other ends.
    static let maximumIncludeDepth = 8

    static func settings(at path: String, reading read: (String) -> [UInt8]?, depth: Int = 0) -> [String: String] {
        guard depth < maximumIncludeDepth, let bytes = read(path) else { return [:] }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var settings: [String: String] = [:]
        for rawLine in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop(while: \.isWhitespace)
            if line.hasPrefix("#include") {
                let parts = line.split(separator: "\"")
                guard parts.count >= 2 else { continue }
                let included = String(parts[1])
                let target = included.hasPrefix("/") || folder.isEmpty ? included : folder + "/" + included
                settings.merge(Self.settings(at: target, reading: read, depth: depth + 1)) { _, later in later }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("["), !key.contains(" ") else { continue }
            settings[key] = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        }
        return settings
    }
}
