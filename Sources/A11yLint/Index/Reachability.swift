/// Which views, view modifiers, styles and `View` extension members never reach the screen: nothing that ships
/// mentions their name. Code ships unless it is a preview, a test file, a debugging tool
/// (`ShippingCode.isDebugTool`), or inside a declaration that itself never ships, so the answer is a fixed point,
/// reached by one breadth-first walk from the mentions outside every such declaration: linear in the mentions,
/// however long the chains.
///
/// Only a name that could be judged is a *candidate*: a `struct`/`enum` listing a view protocol (or a member of
/// `extension View`), no declaration of that name anywhere being `public`/`open` (other packages may use it; not
/// said of an app's local package, linked by an Xcode project around it, whose users are all linted), a class,
/// actor or protocol (storyboards and Objective-C name classes), or in a file whose project was not linted whole
/// (unlinted files of that project may mention it). A file outside every project
/// (`ProjectPlacement.liesOutsideEveryProject`) was linted with all its kind: its candidates are reached by
/// shipping mentions in any project. Every other declaration ships, and what it mentions ships with it. A class that inherits a UIKit or AppKit view or view controller directly is a candidate too, unless
/// `namesOutsideSwift` (the custom classes of the storyboards and xibs, the words of the plists and Objective-C
/// files, in the linted folders) names it: a storyboard or an extension's principal class may create it. So is a
/// `struct`, `enum` or `class` with no inheritance clause and no attribute (a screen's builder): only Swift code
/// that names it makes one, so what it mentions ships only when it does.
///
/// Names are scoped by project (the answers are keyed by project, then name): a type that is not public is visible
/// only inside its own module, so a `ContentView` one app of a repository shows does not make another app's
/// leftover one ship. The public names of a project inside another are scoped by the outermost one
/// (`ProjectPlacement.scope`): every project there may use them.
///
/// The walk also carries platforms: a mention reaches its name only on the platforms its file builds for and its
/// `#if` clauses compile on, and what a candidate mentions is reached only on the platforms the candidate is. A
/// view that only `#if os(macOS)` code shows ships on macOS alone, whatever its own file builds for.
enum Reachability {
    /// The candidates nothing shipping reaches, by project.
    static func neverShippingNames(_ files: [FileReferenceFacts], includePreviews: Bool, includeTests: Bool,
                                   namesOutsideSwift: Set<String> = []) -> [String: Set<String>] {
        neverShipping(shippingPlatforms(files, includePreviews: includePreviews, includeTests: includeTests,
                                        namesOutsideSwift: namesOutsideSwift))
    }

    /// The names of `shippingPlatforms`' answer reached on no platform, by project; projects with none left out.
    static func neverShipping(_ shippingPlatforms: [String: [String: PlatformMask]]) -> [String: Set<String>] {
        shippingPlatforms.compactMapValues { names in
            let never = Set(names.filter { $0.value.isEmpty }.keys)
            return never.isEmpty ? nil : never
        }
    }

    /// Each candidate reached on fewer platforms than the files declaring it build for, with those it is reached
    /// on (none when nothing shipping reaches it), by project, then name: a file asks about its own project's
    /// names, each a short key (a key joining project and name was built and hashed per declaration of every
    /// linted file).
    static func shippingPlatforms(_ files: [FileReferenceFacts], includePreviews: Bool, includeTests: Bool,
                                  namesOutsideSwift: Set<String> = []) -> [String: [String: PlatformMask]] {
        var names = NameTable()
        // Candidacy of each name, from every declaration of it.
        var isViewLike: [Bool] = []
        var hasPrimary: [Bool] = []
        var isBlocked: [Bool] = []
        func grow(to count: Int) {
            while isViewLike.count < count {
                isViewLike.append(false)
                hasPrimary.append(false)
                isBlocked.append(false)
            }
        }
        var ownerNames: [[Int]] = []
        // The name tables of the files in no project: any project's shipping code may name them (an Xcode project
        // builds files from outside its folder).
        var outsideProjects: Set<Int> = []
        var projectOfFile: [Int] = []
        var sharedOfFile: [Int] = []
        // The projects declaring each public name of a scope: the answers are theirs.
        var declaringProjects: [Int: Set<Int>] = [:]
        var sharedOfProject: [Int: Int] = [:]
        var declaredOn: [Int: PlatformMask] = [:]
        // Names declared more than once in a project (an iOS and a tvOS target each with a `HomeView`, one of them
        // the app itself): which declaration a mention means is unknown, so their platforms are not narrowed.
        var declarations: [Int: Int] = [:]
        // The names each project declares, and the public ones a scope's modules share: an extension extends its
        // project's declaration of the name, else the scope's public one, so what it mentions (its own name first)
        // waits for that declaration to be reached.
        var declared = Set<Int>()
        // The top folder of its project (`Sources`, `App`, `Watch`: often a target's) where each type the project
        // keeps to itself is declared, by folder number (`severalFolders` when declared in more than one): a mention
        // from the same folder means that declaration.
        var declaringFolder: [Int: Int] = [:]
        let severalFolders = -2
        var folderNumbers: [Substring: Int] = [:]
        var folderOfFile: [Int] = []
        for file in files {
            let table = names.project(file.placement.project)
            let shared = names.project(Self.sharedNamesKey(file.placement.scope))
            let folder = Self.topFolder(of: file.placement.pathInProject).map { name in
                if let known = folderNumbers[name] { return known }
                folderNumbers[name] = folderNumbers.count
                return folderNumbers.count - 1
            } ?? -1
            folderOfFile.append(folder)
            for owner in file.owners where owner.kind != .extension {
                let isShared = owner.isPublic && file.placement.servesOnlyItsScope
                let id = names.id(of: owner.name, in: isShared ? shared : table)
                declared.insert(id)
                // Types shadow; functions overload (`clipboardToast(store:)` of the app calls the kit's own).
                if !isShared, owner.kind != .viewMember, folder >= 0 {
                    let known = declaringFolder[id]
                    if known != folder { declaringFolder[id] = known == nil ? folder : severalFolders }
                }
            }
        }
        for file in files {
            let project = names.project(file.placement.project)
            let shared = names.project(Self.sharedNamesKey(file.placement.scope))
            projectOfFile.append(project)
            sharedOfFile.append(shared)
            sharedOfProject[project] = shared
            let ids = file.owners.map { owner in
                if owner.kind == .extension, let extended = names.existingID(of: owner.name, in: shared),
                   declared.contains(extended),
                   names.existingID(of: owner.name, in: project).map(declared.contains) != true {
                    return extended
                }
                guard owner.isPublic, file.placement.servesOnlyItsScope else {
                    return names.id(of: owner.name, in: project)
                }
                let id = names.id(of: owner.name, in: shared)
                declaringProjects[id, default: []].insert(project)
                return id
            }
            grow(to: names.count)
            for (owner, id) in zip(file.owners, ids) {
                declaredOn[id, default: []].formUnion(file.platforms)
                switch owner.kind {
                case .valueType: hasPrimary[id] = true; declarations[id, default: 0] += 1
                case .viewMember, .viewClass, .plainType:
                    hasPrimary[id] = true; isViewLike[id] = true; declarations[id, default: 0] += 1
                    // A storyboard, a plist or Objective-C code may create a class Swift never names.
                    if owner.kind == .viewClass, namesOutsideSwift.contains(owner.name) { isBlocked[id] = true }
                case .otherType: isBlocked[id] = true
                case .extension: break
                }
                if owner.declaresViewProtocol { isViewLike[id] = true }
                if owner.isPublic && !file.placement.servesOnlyItsScope
                    || !file.placement.projectIsLintedWhole && !file.placement.liesOutsideEveryProject {
                    isBlocked[id] = true
                }
            }
            ownerNames.append(ids)
            if file.placement.liesOutsideEveryProject { outsideProjects.insert(project) }
        }
        func isCandidate(_ id: Int) -> Bool { isViewLike[id] && hasPrimary[id] && !isBlocked[id] }
        // Most names a file mentions are no candidate anywhere; the filter answers those without hashing them.
        var candidateNames = CandidateNameFilter()
        // Those of files outside every project, which every file's mentions are also looked up among.
        var outsideCandidateNames = CandidateNameFilter()
        for id in 0..<names.count where isCandidate(id) {
            candidateNames.insert(names.name(of: id))
            if outsideProjects.contains(names.projectNumber(of: id)) { outsideCandidateNames.insert(names.name(of: id)) }
        }

        // Mentions that ship start the walk; those inside a candidate wait for it to be reached. Only mentions of
        // candidates matter: every other declaration ships already.
        var reached = [PlatformMask](repeating: [], count: names.count)
        var pending: [Int] = []
        var waiting: [Int: [(name: Int, platforms: PlatformMask)]] = [:]
        // A name is pushed again only when it gains a platform: at most five times.
        func reach(_ name: Int, on platforms: PlatformMask) {
            let grown = reached[name].union(platforms)
            guard grown != reached[name] else { return }
            reached[name] = grown
            pending.append(name)
        }
        for (fileIndex, file) in files.enumerated() where (includeTests || !file.isTestCode) && !file.placement.neverShips {
            let ownerIDs = ownerNames[fileIndex], project = projectOfFile[fileIndex], shared = sharedOfFile[fileIndex]
            // The nearest candidate at or around each owner (parents come first), -1 when none.
            var candidate = [Int](repeating: -1, count: file.owners.count)
            // Owners inside a debugging tool (`ShippingCode.isDebugTool`): what they mention does not ship.
            var isDebugTool = [Bool](repeating: false, count: file.owners.count)
            for (index, owner) in file.owners.enumerated() {
                candidate[index] = isCandidate(ownerIDs[index]) ? ownerIDs[index]
                    : owner.parent >= 0 ? candidate[Int(owner.parent)] : -1
                isDebugTool[index] = owner.parent >= 0 && isDebugTool[Int(owner.parent)]
                    || ShippingCode.isDebugTool(owner.name)
            }
            // A name may mean a declaration of the project or a public one of the scope (another module of an
            // Xcode project may declare the same name): a mention reaches both, unless the project declares the
            // name in the mentioning file's own top folder, the same module's, whose declaration shadows an
            // imported one (an app's `ContentView` is not its design-system catalogue's public `ContentView`).
            let mentioningFolder = folderOfFile[fileIndex]
            func candidateID(named name: String, in table: Int) -> Int? {
                names.existingID(of: name, in: table).flatMap { isCandidate($0) ? $0 : nil }
            }
            // Most scopes share no public name: their mentions are not hashed a second time.
            let scopeShares = names.holdsNames(shared)
            let outside = outsideProjects.subtracting([project])
            let mentioned = file.names.map { name -> (own: Int?, shared: Int?, outside: [Int]) in
                guard candidateNames.mayContain(name) else { return (nil, nil, []) }
                let ownID = names.existingID(of: name, in: project)
                let sharedID = scopeShares ? candidateID(named: name, in: shared) : nil
                let isShadowed = sharedID != nil && mentioningFolder >= 0
                    && ownID.flatMap { declaringFolder[$0] } == mentioningFolder
                return (ownID.flatMap { isCandidate($0) ? $0 : nil }, isShadowed ? nil : sharedID,
                        outside.isEmpty || !outsideCandidateNames.mayContain(name)
                            ? [] : outside.compactMap { candidateID(named: name, in: $0) })
            }
            for mention in file.mentions where includePreviews || !mention.inPreview {
                let meanings = mentioned[Int(mention.name)]
                guard meanings.own != nil || meanings.shared != nil || !meanings.outside.isEmpty,
                      mention.owner < 0 || !isDebugTool[Int(mention.owner)] else { continue }
                let platforms = mention.platforms.intersection(file.platforms)
                guard !platforms.isEmpty else { continue }
                let owner = mention.owner >= 0 ? candidate[Int(mention.owner)] : -1
                for name in [meanings.own, meanings.shared].compactMap({ $0 }) + meanings.outside {
                    if owner >= 0 {
                        waiting[owner, default: []].append((name, platforms))
                    } else {
                        reach(name, on: platforms)
                    }
                }
            }
        }
        func isDeclaredOnce(_ name: Int) -> Bool { (declarations[name] ?? 0) <= 1 }
        while let name = pending.popLast() {
            let platforms = isDeclaredOnce(name) ? reached[name] : .all
            for next in waiting[name] ?? [] { reach(next.name, on: platforms.intersection(next.platforms)) }
        }
        var result: [String: [String: PlatformMask]] = [:]
        for id in 0..<names.count where isCandidate(id) {
            if !reached[id].isEmpty && !isDeclaredOnce(id) { continue }
            let declared = declaredOn[id] ?? .all
            let shipping = reached[id].intersection(declared)
            // Reached only on platforms its files do not build for: the evidence is not understood, so it ships.
            if shipping.isEmpty && !reached[id].isEmpty { continue }
            guard shipping != declared else { continue }
            let name = names.name(of: id)
            let projects = declaringProjects[id] ?? [names.projectNumber(of: id)]
            // The answers name declarations by project and name: where a project declares the name both public
            // and not (a private `ErrorView` beside a public one), which declaration a name means is unknown.
            let declaredTwice = projects.contains { project in
                if declaringProjects[id] != nil { return names.existingID(of: name, in: project) != nil }
                guard let shared = sharedOfProject[project], let other = names.existingID(of: name, in: shared)
                else { return false }
                return declaringProjects[other]?.contains(project) ?? false
            }
            guard !declaredTwice else { continue }
            for project in projects { result[names.path(ofProject: project), default: [:]][name] = shipping }
        }
        return result
    }

    /// The first folder of a path inside its project (`Sources` of `Sources/Main/App.swift`); nil for a file at the
    /// project's root or an unknown path.
    static func topFolder(of pathInProject: String) -> Substring? {
        guard let slash = pathInProject.firstIndex(of: "/") else { return nil }
        return pathInProject[..<slash]
    }

    /// The view helpers (`FileReferenceFacts.viewHelpers`) no file of their scope names but the one declaring
    /// them, by scope: whether that file calls them is for the file to say (`ViewTree.unusedViewHelpers(among:)`).
    /// A name two files declare is left out, and so is every scope with a project not linted whole: who else
    /// calls the name is not known.
    static func helpersNamedOnlyWhereDeclared(_ files: [FileReferenceFacts]) -> [String: Set<String>] {
        // By scope, each helper's declaring file; -1 once two files declare or name it.
        var declaringFile: [String: [String: Int]] = [:]
        var partialScopes: Set<String> = []
        for (index, file) in files.enumerated() {
            guard file.placement.projectIsLintedWhole else {
                partialScopes.insert(file.placement.scope)
                continue
            }
            for name in file.viewHelpers {
                let known = declaringFile[file.placement.scope]?[name]
                declaringFile[file.placement.scope, default: [:]][name] = known == nil || known == index ? index : -1
            }
        }
        for scope in partialScopes { declaringFile[scope] = nil }
        var candidateNames = CandidateNameFilter()
        for names in declaringFile.values { for name in names.keys { candidateNames.insert(name) } }
        for (index, file) in files.enumerated() {
            let scope = file.placement.scope
            guard declaringFile[scope] != nil else { continue }
            for name in file.names where candidateNames.mayContain(name) {
                if let declarer = declaringFile[scope]?[name], declarer != index { declaringFile[scope]?[name] = -1 }
            }
        }
        return declaringFile.compactMapValues { names in
            let helpers = Set(names.filter { $0.value >= 0 }.keys)
            return helpers.isEmpty ? nil : helpers
        }
    }

    /// The key of a scope's shared names in the name table: not a path, so no project's.
    private static func sharedNamesKey(_ scope: String) -> String { "\u{0}" + scope }
}

/// Names numbered in order of first sight, each within its project: the project is looked up once per file, and a
/// name alone is a short key (joining it to the project's path would allocate and hash a long one per name).
private struct NameTable {
    private var projectNumbers: [String: Int] = [:]
    private var projects: [String] = []
    private var idsByProject: [[String: Int]] = []
    private var names: [(project: Int, name: String)] = []

    var count: Int { names.count }

    mutating func project(_ path: String) -> Int {
        if let number = projectNumbers[path] { return number }
        projectNumbers[path] = projects.count
        projects.append(path)
        idsByProject.append([:])
        return projects.count - 1
    }

    func existingID(of name: String, in project: Int) -> Int? { idsByProject[project][name] }

    func holdsNames(_ project: Int) -> Bool { !idsByProject[project].isEmpty }

    mutating func id(of name: String, in project: Int) -> Int {
        if let id = idsByProject[project][name] { return id }
        idsByProject[project][name] = names.count
        names.append((project, name))
        return names.count - 1
    }

    func projectNumber(of id: Int) -> Int { names[id].project }
    func path(ofProject number: Int) -> String { projects[number] }
    func name(of id: Int) -> String { names[id].name }
}

/// A quick first test of whether a name may be a candidate: one bit per (length, first byte, last byte), from the
/// candidates of every project. A mention's name was hashed into its project's table (about 440 instructions) to
/// find, nearly always, that it names no candidate; this test costs a few dozen. A name that passes is looked up.
private struct CandidateNameFilter {
    private var bits = [UInt64](repeating: 0, count: 1 << 10)

    mutating func insert(_ name: String) {
        let slot = Self.slot(name)
        bits[slot >> 6] |= 1 << UInt64(slot & 63)
    }

    func mayContain(_ name: String) -> Bool {
        let slot = Self.slot(name)
        return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    /// 16 bits: the length's low six bits, then five of the first byte and five of the last.
    private static func slot(_ name: String) -> Int {
        let utf8 = name.utf8
        // Both ends read from the contiguous storage: `utf8.last` took the view's generic index path.
        let (first, last) = utf8.withContiguousStorageIfAvailable { (Int($0.first ?? 0), Int($0.last ?? 0)) }
            ?? (Int(utf8.first ?? 0), Int(utf8.last ?? 0))
        return (utf8.count & 63) << 10 | (first & 31) << 5 | (last & 31)
    }
}
