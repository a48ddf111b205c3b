import SwiftLexer

/// Where a file sits in its project, as the command line found it on disk.
public struct ProjectPlacement: Sendable, Equatable {
    /// The file's project (`ProjectLayout`) was linted whole, nothing in it left out: a name none of the linted
    /// files mentions is then mentioned nowhere in the project.
    public var projectIsLintedWhole: Bool
    /// The file lies in a test folder of its project (`ShippingCode.isTestFolder`).
    public var isInTestFolder: Bool
    /// The project's folder: a type that is not public is seen only by its own module, so mentions count within
    /// the project they are in (two apps in one repository may each have a `ContentView`).
    public var project: String
    /// The Xcode projects around the file build it in no target (`ProjectModel.isLeftOutOfEveryTarget`): it is
    /// never compiled, so it is not linted and its mentions make nothing ship.
    public var isLeftOutOfEveryTarget: Bool
    /// The file's project is a sample, demo or playground app kept inside another project's folder
    /// (`ShippingCode.isSampleFolder`), or an app kept in its test folder: it shows or tests the code around it and
    /// ships to no one.
    public var isInSampleProject: Bool
    /// The outermost linted project around the file's (its own when none is around it): the modules of one
    /// repository's app use each other's declarations, so mentions reach names across them.
    public var scope: String
    /// The file's project lies inside another linted project, all of which was linted, and an Xcode project there
    /// links it as a local package (`ProjectModel.isLinkedAsLocalPackage`), or only apps and extensions build the
    /// file (`ProjectModel.isBuiltOnlyIntoExecutables`): its public declarations serve that app, not other
    /// repositories, so an unmentioned public view is unused.
    public var servesOnlyItsScope: Bool
    /// The file's path below its project's folder (`Example/Sources/DemoApp.swift`); empty when unknown.
    public var pathInProject = ""
    /// The file lies in no project, in a linted folder that holds projects, all of whose files outside them were
    /// linted (`project` is that folder): a snippet kept beside the apps (class exercises, a scratch view) or a
    /// folder an Xcode project elsewhere builds. What shipping code anywhere in the run names ships; a view only
    /// previews show does not.
    public var liesOutsideEveryProject = false
    /// The linted folder holding the file outside every project holds no project itself, only its repository's
    /// (or configuration's) root bounds it: its files are judged only when one of them starts an app (`@main`),
    /// for a folder of loose views with no app may be shown by code elsewhere (`LintSession` decides).
    public var needsAppAmongFilesOutsideProjects = false

    public init(projectIsLintedWhole: Bool, isInTestFolder: Bool, project: String = "",
                isLeftOutOfEveryTarget: Bool = false, isInSampleProject: Bool = false, scope: String? = nil,
                servesOnlyItsScope: Bool = false) {
        self.projectIsLintedWhole = projectIsLintedWhole
        self.isInTestFolder = isInTestFolder
        self.project = project
        self.isLeftOutOfEveryTarget = isLeftOutOfEveryTarget
        self.isInSampleProject = isInSampleProject
        self.scope = scope ?? project
        self.servesOnlyItsScope = servesOnlyItsScope
    }

    /// Only apps named for development build the file (`ProjectModel.isBuiltOnlyIntoDevelopmentApps`): a
    /// developer's harness; like a file no target builds, it is not linted and its mentions make nothing ship.
    public var isBuiltOnlyForDevelopment = false

    /// Nothing in the file reaches a user: no target builds it, only a development build does, or only a sample app.
    public var neverShips: Bool { isLeftOutOfEveryTarget || isBuiltOnlyForDevelopment || isInSampleProject }

    /// A file whose project is unknown (standard input, a file named on its own, the rule examples): its
    /// declarations always count as shipping.
    public static let unknown = ProjectPlacement(projectIsLintedWhole: false, isInTestFolder: false)
}

/// Who mentions which names in one file, read from its tokens alone: the material `Reachability` joins across
/// the project. A mention is any identifier token (a call `Row(…)`, `Row.self`, a type annotation, a generic
/// argument, `some Row`, an inheritance clause, `.modifier(Card())`, `.cardStyle()`), attributed to the innermost
/// declaration around it and marked when it lies in a preview.
struct FileReferenceFacts: Sendable {
    var placement: ProjectPlacement
    /// Imports a test-only module or lies in a test folder: nothing it mentions reaches the screen.
    var isTestCode: Bool
    /// Declarations that own the mentions inside them, parents before children.
    var owners: [ReferenceOwner]
    /// The file's distinct identifiers; mentions index into it.
    var names: [String]
    /// Mentions in document order, a name repeated by the same owner not listed again unless another owner
    /// mentioned it in between.
    var mentions: [Mention]
    /// The platforms the file builds for (`PlatformMask`): its project's, narrowed by its imports.
    var platforms: PlatformMask = .all
    /// The view helpers the file declares (`ViewTree.isViewHelper`) that only its project can name: not public, or
    /// in a module that serves only its scope.
    var viewHelpers: Set<String> = []
    /// The file declares an `@main` app: where an app starts (`ProjectLayout.demoAppFolders`).
    var declaresAppEntry = false
    /// Code no user meets (`ViewTree.developmentOnlyRanges` and `neverDrawnRanges`), read once here for both
    /// passes; nil when the file was not read.
    var neverShownRanges: [Range<Int>]?

    /// One name mentioned by an owner (`owner` -1: outside every declaration), in a preview or not, on the
    /// platforms the `#if` clauses around it compile for (none under `#if DEBUG`).
    struct Mention: Sendable, Hashable {
        var owner: Int32
        var inPreview: Bool
        var name: Int32
        var platforms: PlatformMask = .all
    }
}

/// A declaration that owns mentions: a type or an extension (nested ones included), a function or computed
/// property of `extension View`, which views call as a modifier, or a function at file scope that returns a view.
struct ReferenceOwner: Sendable {
    enum Kind: Sendable {
        /// `struct`/`enum`: a value type, which Objective-C, storyboards and other languages cannot name.
        case valueType
        /// `class`/`actor`/`protocol`: may be named from outside Swift (a storyboard's custom class).
        case otherType
        /// A class that inherits a UIKit or AppKit view or view controller directly (`ShippingCode
        /// .platformViewClasses`), with no `@objc` or `@IB…` attribute: judged like a view, unless an interface
        /// file, a plist or Objective-C code of the linted folders names it (`InterfaceNames`).
        case viewClass
        /// A `struct`, `enum` or `class` with no inheritance clause and no attribute but access control
        /// (`final class TrainingListBuilder {`): only Swift code that names it can make one, so it is judged like a
        /// view: a builder only previews call never ships, nor does the screen it builds.
        case plainType
        case `extension`
        /// A function or computed property of `extension View`, or a function at file scope that returns a view.
        case viewMember
    }

    /// The simple name (`Inner` for `extension Outer.Inner`).
    var name: String
    var kind: Kind
    /// Lists one of `ShippingCode.viewProtocols` (the declaration or this extension), or is a widget or widget
    /// bundle other than the `@main` one (`ShippingCode.widgetProtocols`): shown only where shipping code names it.
    var declaresViewProtocol: Bool
    /// `public`/`open`, or a member of a `public extension`: other packages may use it.
    var isPublic: Bool
    /// The enclosing owner's index, -1 at the top.
    var parent: Int32
}

extension FileReferenceFacts {
    /// No owners and no mentions, in a project not linted whole.
    static let none = FileReferenceFacts(placement: .unknown, isTestCode: false, owners: [], names: [], mentions: [])

    /// Reads the owners and mentions of one file in one pass over its tokens: owners' and previews' ranges nest, so
    /// a stack of the open ranges says which owner each token is in.
    /// `platforms`: what the file's project builds it for (empty: unknown).
    /// `spellings`: the parser's strings of the tree's token texts, reused for the names they spell.
    static func extract(tree: ViewTree, placement: ProjectPlacement, platforms: Set<String> = [],
                        deploymentTargets: DeploymentTargets = [:], spellings: TokenTextCache? = nil) -> FileReferenceFacts {
        // Private view helpers nothing in the file calls draw nothing: what only they show never ships.
        var privateHelpers: Set<String> = []
        for id in tree.nodes(.function, .property) where tree.isViewHelper(id) && tree.isVisibleOnlyInItsFile(id) {
            privateHelpers.insert(tree[id].name)
        }
        let neverRun = AvailabilityCondition.deadFallbacks(in: tree, platforms: platforms, minimums: deploymentTargets)
            + tree.unusedViewHelpers(among: privateHelpers)
        let neverShown = tree.developmentOnlyRanges() + tree.neverDrawnRanges()
        var reader = MentionReader(scopes: scopes(of: tree, neverShown: neverShown, neverRun: neverRun))
        reader.read(tree.source, spellings: spellings)
        let isTestCode = placement.isInTestFolder || ShippingCode.importsTestModule(tree)
        var helpers: Set<String> = []
        for id in tree.nodes(.function, .property) where tree.isViewHelper(id) {
            if placement.servesOnlyItsScope || !tree.isDeclaredPublic(id) { helpers.insert(tree[id].name) }
        }
        let declaresAppEntry = tree.typeDeclarations().contains { id in
            guard case .type(let info)? = tree[id].decl else { return false }
            return info.isEntryPoint && info.isApp
        }
        return FileReferenceFacts(placement: placement, isTestCode: isTestCode, owners: reader.owners,
                                  names: reader.names, mentions: reader.mentions,
                                  platforms: .orAll(FilePlatforms.narrow(platforms, byImportsOf: tree)),
                                  viewHelpers: helpers, declaresAppEntry: declaresAppEntry,
                                  neverShownRanges: neverShown)
    }

    /// A range that owns mentions (an owner), marks them as in a preview, or narrows their platforms (an `#if`
    /// clause).
    struct Scope {
        enum Role {
            case owner(ReferenceOwner)
            case preview
            case platforms(PlatformMask)
        }

        var range: Range<Int>
        /// Where the declaration's name starts: `public`/`open` before it are its own modifiers.
        var nameStart: Int
        var role: Role
    }

    /// Type declarations and extensions (nested ones too), members of `extension View`, file-scope functions that
    /// return views, previews, `#if` clauses no release build compiles and code only development builds run
    /// (`ViewTree.developmentOnlyRanges`), sorted by start, outer before inner.
    /// `neverShown`: the tree's development-only and never-drawn ranges; `neverRun`: other code no build runs (the
    /// fallback of an `#available` check every deployment passes, a private view helper nothing calls).
    static func scopes(of tree: ViewTree, neverShown: [Range<Int>], neverRun: [Range<Int>] = []) -> [Scope] {
        var scopes: [Scope] = []
        for id in tree.allIDs where tree.isPreviewDeclaration(id) {
            scopes.append(Scope(range: tree[id].range, nameStart: tree[id].range.lowerBound, role: .preview))
        }
        // `#if os(macOS)` narrows what its mentions reach to macOS; `#if DEBUG` to nothing a user installs.
        for (clause, platforms) in PlatformCondition.clausePlatforms(in: tree)
        where platforms.count < PlatformCondition.allPlatforms.count {
            scopes.append(Scope(range: tree[clause].range, nameStart: tree[clause].range.lowerBound,
                                role: .platforms(PlatformMask(platforms))))
        }
        // Like `#if DEBUG`, nothing a user meets: debugging members and `if !isProduction { … }`, a sheet nothing
        // opens, the fallback of an `#available` check every deployment passes, a private helper nothing calls.
        for range in neverShown + neverRun {
            scopes.append(Scope(range: range, nameStart: range.lowerBound, role: .platforms(PlatformMask(rawValue: 0))))
        }
        for typeID in tree.typeDeclarations() {
            let node = tree[typeID]
            guard case .type(let info)? = node.decl else { continue }
            let kind: ReferenceOwner.Kind
            switch info.keyword {
            case _ where ["struct", "enum", "class"].contains(info.keyword) && info.conformances.isEmpty
                && info.attributes.isEmpty:
                kind = .plainType
            case "struct", "enum": kind = .valueType
            case "extension": kind = .extension
            case "class" where info.conformances.first.map(ShippingCode.platformViewClasses.contains) == true
                && !info.attributes.contains(where: { $0.name.hasPrefix("objc") || $0.name.hasPrefix("IB") }):
                kind = .viewClass
            default: kind = .otherType
            }
            // The `@main` widget or bundle is run without being named.
            let isWidgetShownOnlyWhenNamed = !info.isEntryPoint
                && info.conformances.contains(where: ShippingCode.widgetProtocols.contains)
            let owner = ReferenceOwner(name: Self.simpleName(node.name), kind: kind,
                                       declaresViewProtocol: isWidgetShownOnlyWhenNamed
                                           || info.conformances.contains(where: ShippingCode.isViewProtocol),
                                       isPublic: false, parent: -1)
            scopes.append(Scope(range: node.range, nameStart: node.nameRange.lowerBound, role: .owner(owner)))
            guard kind == .extension, ShippingCode.modifiedViewTypes.contains(node.name) else { continue }
            for member in tree.members(of: typeID) where tree.isViewExtensionMember(member) {
                let item = tree[member]
                let owner = ReferenceOwner(name: Self.simpleName(item.name), kind: .viewMember, declaresViewProtocol: false,
                                           isPublic: false, parent: -1)
                scopes.append(Scope(range: item.range, nameStart: item.nameRange.lowerBound, role: .owner(owner)))
            }
        }
        for id in tree.nodes(.function) where tree.isFileScopeViewFunction(id) {
            let item = tree[id]
            let owner = ReferenceOwner(name: item.name, kind: .viewMember, declaresViewProtocol: false, isPublic: false,
                                       parent: -1)
            scopes.append(Scope(range: item.range, nameStart: item.nameRange.lowerBound, role: .owner(owner)))
        }
        return scopes.filter { !$0.range.isEmpty }.sorted { lhs, rhs in
            lhs.range.lowerBound != rhs.range.lowerBound ? lhs.range.lowerBound < rhs.range.lowerBound
                : lhs.range.upperBound > rhs.range.upperBound
        }
    }

    /// `Outer.Inner` → `Inner`: mentions name a nested type either way. Backticks go too: `` `if` `` is
    /// mentioned as `.if(…)`.
    static func simpleName(_ name: String) -> String {
        guard name.containsByte(UInt8(ascii: ".")) || name.containsByte(UInt8(ascii: "`")) else { return name }
        var simple = Substring(name)
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { simple = name[name.utf8.index(after: dot)...] }
        if simple.count > 2, simple.first == "`", simple.last == "`" { simple = simple.dropFirst().dropLast() }
        return String(simple)
    }
}

/// The sweep of `FileReferenceFacts.extract`: scopes are opened as tokens reach them and closed as tokens pass
/// their ends, so every token costs amortised constant time however many declarations the file has.
private struct MentionReader {
    let scopes: [FileReferenceFacts.Scope]
    var owners: [ReferenceOwner] = []
    /// For each owner, its scope's `nameStart`.
    var ownerNameStarts: [Int] = []
    var names: [String] = []
    /// Mentions, without repeating the last one of each name (most repeats: a name used again in the same body).
    var mentions: [FileReferenceFacts.Mention] = []
    var lastMentionOfName: [FileReferenceFacts.Mention] = []
    /// The open scopes, innermost last, each with the state inside it.
    var stack: [Inside] = []

    struct Inside {
        var end: Int
        var owner: Int32
        var inPreview: Bool
        var platforms: PlatformMask

        static let file = Inside(end: Int.max, owner: -1, inPreview: false, platforms: .all)
    }
    var nextScope = 0

    init(scopes: [FileReferenceFacts.Scope]) {
        self.scopes = scopes
    }

    mutating func read(_ source: LexedSource, spellings: TokenTextCache?) {
        let tokens = source.tokens
        let cache = TokenTextCache(tokenCount: tokens.count)
        cache.donor = spellings
        // About as many names as the parser made spellings: room for them at once instead of regrowing the lists
        // (each name is mentioned at least once).
        if let spellings {
            lastMentionOfName.reserveCapacity(Int(spellings.count))
            mentions.reserveCapacity(Int(spellings.count))
        }
        source.bytes.withUnsafeBufferPointer { bytes in
            for index in tokens.indices {
                let token = tokens[index]
                // A name, or a keyword used as a member's name (`.if(condition)`, `.default`).
                let isName = token.kind == .identifier
                    || (token.kind == .keyword && index > 0 && tokens[index - 1].kind == .period)
                guard isName || token.keyword == .public || token.keyword == .open else { continue }
                let start = Int(token.start + token.leadingTriviaLength)
                // Checked here: most names open no scope, and the call cost more than the check.
                if nextScope < scopes.count, scopes[nextScope].range.lowerBound <= start { open(upTo: start) }
                while let top = stack.last, top.end <= start { stack.removeLast() }
                let inside = stack.last ?? .file
                guard isName else {
                    // `public`/`open` before the innermost declaration's name: one of its modifiers.
                    if inside.owner >= 0, start < ownerNameStarts[Int(inside.owner)] {
                        owners[Int(inside.owner)].isPublic = true
                    }
                    continue
                }
                var range = start..<(start + Int(token.textLength))
                if token.flags.contains(.backticked), range.count > 2 { range = (range.lowerBound + 1)..<(range.upperBound - 1) }
                // The cache numbers names in order of first appearance, as `names` does.
                let name = cache.intern(bytes, range)
                if Int(name) == lastMentionOfName.count {
                    lastMentionOfName.append(FileReferenceFacts.Mention(owner: -2, inPreview: false, name: name))
                }
                let mention = FileReferenceFacts.Mention(owner: inside.owner, inPreview: inside.inPreview, name: name,
                                                         platforms: inside.platforms)
                if lastMentionOfName[Int(name)] != mention {
                    lastMentionOfName[Int(name)] = mention
                    mentions.append(mention)
                }
            }
        }
        names = cache.texts
    }

    /// Opens every scope that starts at or before `offset`, each inside the innermost open scope still around it.
    private mutating func open(upTo offset: Int) {
        while nextScope < scopes.count, scopes[nextScope].range.lowerBound <= offset {
            let scope = scopes[nextScope]
            nextScope += 1
            while let top = stack.last, top.end <= scope.range.lowerBound { stack.removeLast() }
            var inside = stack.last ?? .file
            inside.end = scope.range.upperBound
            guard case .owner(var owner) = scope.role else {
                if case .platforms(let platforms) = scope.role { inside.platforms.formIntersection(platforms) }
                else { inside.inPreview = true }
                stack.append(inside)
                continue
            }
            owner.parent = inside.owner
            // A member of `public extension View` is public (the extension's modifiers came before it).
            if owner.kind == .viewMember, inside.owner >= 0, owners[Int(inside.owner)].isPublic { owner.isPublic = true }
            inside.owner = Int32(owners.count)
            stack.append(inside)
            owners.append(owner)
            ownerNameStarts.append(scope.nameStart)
        }
    }
}
