import RuleEngine

/// What the linted files declare, built in a first pass over every file before rules run, shared read-only:
/// one `ComponentSummary` per custom `View` type (and per `components:` entry of the configuration), and the
/// colours of the asset catalogs under the linted roots.
public struct ProjectIndex: Sendable {
    /// Summaries by type name; several when the same name is declared in different files (modules).
    let componentsByName: [String: [ComponentSummary]]
    /// Some component has a property every caller fills with the same constant
    /// (`ComponentCallSites.constantProperties`), or with string literals (`literalStrings`): most projects have
    /// none, and their files skip the question.
    let hasConstantProperties: Bool
    /// Configuration-declared components, which win over source declarations of the same name.
    let declaredComponents: [String: ComponentSummary]
    public let assetColors: AssetColorIndex
    /// Views, view modifiers, styles and `View` extension members that never reach the screen (`Reachability`):
    /// their declarations never ship; names by project. Empty unless some file's project was linted whole.
    public let neverShipping: [String: Set<String>]
    /// Each indexed file's project folder, by path as findings give it.
    let projectsByPath: [String: String]
    /// Each indexed file's repository folder (`ProjectPlacement.scope`), by path.
    private(set) var scopesByPath: [String: String] = [:]
    /// The outermost projects of the linted files (`ProjectPlacement.scope`).
    private(set) var scopes: Set<String> = []
    /// The types the linted files declare as wrappers of UIKit or AppKit views (`UIViewRepresentable`, …).
    private(set) var platformViewWrappers: Set<String> = []
    /// The app's own modifiers (`View` extension functions, `ViewModifier` types) whose body sets a foreground
    /// colour (`ModifierActions.foregroundSetters`).
    private(set) var foregroundSettingModifiers: Set<String> = []
    /// The app's own modifiers that fix the font size of the text they apply to (`ModifierActions.fixedFontSetters`).
    private(set) var fixedFontModifiers: Set<String> = []
    /// Each indexed file's code no user meets (`FileReferenceFacts.neverShownRanges`), by path.
    private(set) var neverShownRangesByPath: [String: [Range<Int>]] = [:]
    /// Effect keys of the app's menu bar commands, by repository folder (`ModifierActions.menuBarEffects`).
    private(set) var menuBarEffects: [String: Set<String>] = [:]
    /// String constants of the linted files with every value each name is given (`ViewTree.stringConstants`).
    private(set) var stringConstants: [String: Set<String>] = [:]
    /// What the buttons of each view type do to the bindings it is handed (`BindingButtons`), merged over files.
    private(set) var bindingButtons: [String: BindingButtons.Facts] = [:]
    /// The closure properties of each type that it calls only when the user acts
    /// (`ReduceMotionGuards.userActionCallbacks`); a name declared in several files keeps what all of them agree on.
    private(set) var userActionCallbacks: [String: Set<String>] = [:]
    /// The font constants the linted files apply, each with whether any use may size text
    /// (`VisualFont.applications`).
    private(set) var fontApplications: [String: Bool] = [:]
    /// The static font constants the linted files declare, by name (`VisualFont.constants`).
    private(set) var fontConstants: [String: VisualFont.FontConstant] = [:]
    /// The generated font accessor (`GeneratedFontAccessor`) keeps one size: no linted file declares it (Tuist's,
    /// written at build time), or one that does makes a font of one size.
    private(set) var generatedFontAccessorsAreFixed = true
    /// The static `Bool` constants of the linted files that every declaration of the name sets to one literal
    /// (`ConstantFlags`), by the name code spells them with.
    private(set) var constantFlags: [String: Bool] = [:]
    /// For each font constant, how many linted files name it; empty unless every file's project was linted whole.
    private(set) var filesNamingFontConstants: [String: Int] = [:]
    /// Names of views drawn only into pictures (`ImageRenderer(content:)`, and the rows those views alone show).
    let renderedIntoImage: Set<String>
    /// Types (any kind, not only views) whose state a time source changes, by name.
    let tickingTypes: [String: TimeSources.TickingType]
    /// Effect keys of the actions custom modifiers offer, by modifier name.
    let modifierActions: [String: Set<String>]
    /// Built from the linted files by `build`, as opposed to `empty`.
    let isBuilt: Bool
    /// Functions that return `Image` wherever their project declares them (`func image(for:) -> Image`): the
    /// projects that declare each name so. Another app's `func image() -> UIImage` says nothing about this one's.
    let membersReturningImage: [String: Set<String>]
    /// The screens of the app, in navigation order, with the components each shows (`ScreenMap`).
    public private(set) var screens = ScreenMap.empty
    /// The one appearance each locked project shows (`AppearanceLocks`), by project.
    public private(set) var appearanceLocks: [String: Appearance] = [:]
    /// Projects that set their tint in code (`CodeTint`): their `AccentColor` asset is not their buttons' tint.
    private(set) var projectsTintedInCode: Set<String> = []
    /// Views, modifiers and styles that ship on only some of the platforms their files build for (a view only
    /// `#if os(macOS)` code shows), with those platforms; by project, then name.
    private(set) var shippingPlatforms: [String: [String: PlatformMask]] = [:]
    /// By scope (`ProjectPlacement.scope`), the view helpers no file but the one declaring them names
    /// (`Reachability.helpersNamedOnlyWhereDeclared`).
    private(set) var helpersNamedOnlyWhereDeclared: [String: Set<String>] = [:]

    public init() {
        self.init(componentsByName: [:], declaredComponents: [:], assetColors: AssetColorIndex(), neverShipping: [:],
                  projectsByPath: [:], renderedIntoImage: [], tickingTypes: [:], modifierActions: [:], isBuilt: false)
    }

    init(componentsByName: [String: [ComponentSummary]], declaredComponents: [String: ComponentSummary],
         assetColors: AssetColorIndex, neverShipping: [String: Set<String>], projectsByPath: [String: String],
         renderedIntoImage: Set<String>, tickingTypes: [String: TimeSources.TickingType],
         modifierActions: [String: Set<String>], isBuilt: Bool, membersReturningImage: [String: Set<String>] = [:]) {
        self.componentsByName = componentsByName
        hasConstantProperties = componentsByName.values.contains { candidates in
            candidates.contains { !$0.callSites.constantProperties.isEmpty || !$0.callSites.literalStrings.isEmpty }
        }
        self.declaredComponents = declaredComponents
        self.assetColors = assetColors
        self.neverShipping = neverShipping
        self.projectsByPath = projectsByPath
        self.renderedIntoImage = renderedIntoImage
        self.tickingTypes = tickingTypes
        self.modifierActions = modifierActions
        self.isBuilt = isBuilt
        self.membersReturningImage = membersReturningImage
    }

    public static let empty = ProjectIndex()

    /// Builds the index from every parsed file. Pure. Per-file extraction runs here in order; a caller that has
    /// already extracted facts in parallel (`FileComponentFacts.extract`) uses `build(facts:…)`.
    public static func build(trees: [(path: String, tree: ViewTree)], configuration: Configuration,
                             assetColors: AssetColorIndex = AssetColorIndex(),
                             placement: ProjectPlacement = .unknown) -> ProjectIndex {
        build(facts: trees.map { FileComponentFacts.extract(path: $0.path, tree: $0.tree, placement: placement) },
              configuration: configuration, assetColors: assetColors)
    }

    /// Merges per-file facts: ties extensions to their types, follows chains of components to a fixed point, adds
    /// the configuration's `components:`, and finds what never ships.
    /// `infoPlists`: the appearance each Info.plist locks its app to (`AppearanceLocks`), with the plist's project.
    /// `namesOutsideSwift`: the class names interface files, plists and Objective-C code name (`InterfaceNames`).
    public static func build(facts: [FileComponentFacts], configuration: Configuration,
                             assetColors: AssetColorIndex = AssetColorIndex(),
                             infoPlists: [(project: String, appearance: Appearance)] = [],
                             namesOutsideSwift: Set<String> = []) -> ProjectIndex {
        let declared = Dictionary(uniqueKeysWithValues: configuration.components.map { name, declaration in
            (name, ComponentSummary(declaration: declaration))
        })
        let shippingPlatforms = Reachability.shippingPlatforms(facts.map(\.references),
                                                               includePreviews: configuration.includePreviews,
                                                               includeTests: configuration.includeTests,
                                                               namesOutsideSwift: namesOutsideSwift)
        let neverShipping = Reachability.neverShipping(shippingPlatforms)
        var resolution = ComponentResolution(files: facts.sorted { $0.path < $1.path }, declared: declared)
        resolution.countsTestCallers = configuration.includeTests
        resolution.neverShipping = neverShipping
        let components = resolution.run()
        var returnsImage: [ProjectMember: Bool] = [:]
        for file in facts {
            for (name, isImage) in file.functionsReturningImage {
                let key = ProjectMember(project: file.references.placement.project, name: name)
                returnsImage[key] = (returnsImage[key] ?? true) && isImage
            }
        }
        var index = ProjectIndex(componentsByName: components, declaredComponents: declared, assetColors: assetColors,
                            neverShipping: neverShipping,
                            projectsByPath: Dictionary(facts.map { ($0.path, $0.references.placement.project) },
                                                       uniquingKeysWith: { first, _ in first }),
                            renderedIntoImage: Set(components.compactMap { name, summaries in
                                summaries.contains { $0.callSites.isOnlyRenderedIntoImages } ? name : nil
                            }),
                            tickingTypes: TimeSources.merge(facts.flatMap(\.ticks)),
                            modifierActions: ModifierActions.merge(facts.flatMap(\.modifierActions)), isBuilt: true,
                            membersReturningImage: returnsImage.filter(\.value).keys.reduce(into: [:]) {
                                $0[$1.name, default: []].insert($1.project)
                            })
        index.screens = ScreenMap.build(facts.map(\.navigation))
        for file in facts {
            for (type, buttons) in file.bindingButtons { index.bindingButtons[type, default: .init()].merge(buttons) }
            index.userActionCallbacks.merge(file.userActionCallbacks) { $0.intersection($1) }
        }
        index.foregroundSettingModifiers = ModifierActions.foregroundSetters(facts.flatMap(\.modifierActions))
        index.platformViewWrappers = facts.reduce(into: []) { $0.formUnion($1.platformViewWrappers) }
        index.scopes = Set(facts.map(\.references.placement.scope).filter { !$0.isEmpty })
        index.scopesByPath = Dictionary(facts.map { ($0.path, $0.references.placement.scope) },
                                        uniquingKeysWith: { first, _ in first })
        for file in facts {
            if let ranges = file.references.neverShownRanges { index.neverShownRangesByPath[file.path] = ranges }
        }
        index.helpersNamedOnlyWhereDeclared = Reachability.helpersNamedOnlyWhereDeclared(facts.map(\.references))
        for file in facts where !file.menuBarEffects.isEmpty {
            index.menuBarEffects[file.references.placement.scope, default: []].formUnion(file.menuBarEffects)
        }
        for file in facts {
            index.stringConstants.merge(file.stringConstants) { $0.union($1) }
            index.fontApplications.merge(file.fontApplications) { $0 || $1 }
            index.fontConstants.merge(file.fontConstants) { $0.merged(with: $1) }
            if file.generatedFontAccessorScales == true { index.generatedFontAccessorsAreFixed = false }
        }
        index.fixedFontModifiers = ModifierActions.fixedFontSetters(
            facts.flatMap(\.modifierActions), generatedAccessorsAreFixed: index.generatedFontAccessorsAreFixed)
        var flagValues: [String: Set<Bool>] = [:]
        for file in facts { flagValues.merge(file.constantFlags) { $0.union($1) } }
        index.constantFlags = flagValues.compactMapValues { $0.count == 1 ? $0.first : nil }
        if !index.fontConstants.isEmpty, facts.allSatisfy(\.references.placement.projectIsLintedWhole) {
            for file in facts {
                for name in file.references.names where index.fontConstants[name] != nil {
                    index.filesNamingFontConstants[name, default: 0] += 1
                }
            }
        }
        index.shippingPlatforms = shippingPlatforms.compactMapValues { names in
            let shipping = names.filter { !$0.value.isEmpty }
            return shipping.isEmpty ? nil : shipping
        }
        index.projectsTintedInCode = Set(facts.filter(\.setsAppTint).map(\.references.placement.project))
        var sceneRoots: [String: Set<String>] = [:]
        var bodyPins: [String: [String: Appearance?]] = [:]
        for file in facts {
            let project = file.references.placement.project
            if !file.sceneRootViews.isEmpty { sceneRoots[project, default: []].formUnion(file.sceneRootViews) }
            // A name two files pin differently pins neither.
            bodyPins[project, default: [:]].merge(file.bodyPins.mapValues { $0 }) { $0 == $1 ? $0 : nil }
        }
        index.appearanceLocks = AppearanceLocks.merge(infoPlists + facts.compactMap { file in
            file.lockedAppearance.map { (file.references.placement.project, $0) }
        } + AppearanceLocks.rootViewLocks(sceneRoots: sceneRoots, bodyPins: bodyPins))
        return index
    }

    /// This index, or, when none was built (one file linted on its own: the rule examples, a linter made without
    /// an index), an index of that one file, keeping the asset colours.
    func completed(with path: String, _ tree: ViewTree, _ configuration: Configuration) -> ProjectIndex {
        guard !isBuilt else { return self }
        // Alone, the file's mentions decide nothing: nothing of it is judged unreached. It builds for the platforms
        // the configuration names.
        var references = FileReferenceFacts.none
        references.platforms = .orAll(Set(configuration.platforms ?? []))
        return ProjectIndex.build(facts: [FileComponentFacts.extract(path: path, tree: tree, references: references)],
                                  configuration: configuration, assetColors: assetColors)
    }

    /// Every summary, configuration-declared ones included, sorted by name and path (for tests and dumps).
    public var allComponents: [ComponentSummary] {
        let fromSource = componentsByName.values.flatMap { $0 }.filter { declaredComponents[$0.name] == nil }
        return (fromSource + declaredComponents.values).sorted { lhs, rhs in
            if lhs.name != rhs.name { return lhs.name < rhs.name }
            return (lhs.location?.path ?? "") < (rhs.location?.path ?? "")
        }
    }

    /// The component a call of `name` in the file at `path` means; nil when there is none or the choice is
    /// ambiguous. A `components:` entry wins. Among several declarations of the name, the one in the same file
    /// wins, then the one whose folder shares the most leading folders with `path`; a tie answers nil.
    public func component(named name: String, from path: String) -> ComponentSummary? {
        if let declared = declaredComponents[name] { return declared }
        guard let candidates = componentsByName[name] else { return nil }
        return ComponentResolution.nearest(candidates, to: path, location: { $0.location?.path ?? "" })
    }

    /// The literals a property of the component around `node` may hold, when `expression` names it (`title`,
    /// `self.title`) and every call of the component in the linted files passes or defaults a literal
    /// (`Menubar(title: "Jobs")`, its only use; `title: "Share"` and `title: "Download"`). nil for anything else,
    /// and for a name a closure around `node` binds (`ForEach(items) { title in … }`).
    func constantStrings(_ expression: Expr, at node: NodeID, in tree: ViewTree, path: String) -> Set<String>? {
        guard hasConstantProperties else { return nil }
        let name: String
        switch expression {
        case .identifier(let identifier): name = identifier
        case .member(.identifier("self")?, let member): name = member
        default: return nil
        }
        guard let type = tree.declaringType(of: node),
              let typeName = tree[type].name.split(separator: ".").last.map(String.init),
              let summary = component(named: typeName, from: path), summary.origin == .source,
              let values = summary.callSites.literalStrings[name],
              !tree.ancestors(of: node).contains(where: { ancestor in
                  tree[ancestor].kind == .closure && tree.closureParameters(of: tree[ancestor].range).contains(name)
              }) else { return nil }
        return values
    }

    /// Whether every function named `name` in the project of the file at `path` returns `Image`.
    func functionReturnsImage(_ name: String, from path: String) -> Bool {
        // Most names are no such function: the name alone answers, without the file's project.
        guard let projects = membersReturningImage[name] else { return false }
        return projects.contains(projectsByPath[path] ?? "")
    }

    /// The type named `name` when a time source changes its state (a timer manager, a view with a ticking
    /// `@State`); nil otherwise.
    func tickingType(named name: String) -> TimeSources.TickingType? { tickingTypes[name] }

    /// The effect keys of the actions a custom modifier (`.tabBarContextMenu(item:)`) offers; empty when it offers
    /// none or is not declared in the linted files.
    func actionsOffered(byModifier name: String) -> Set<String> { modifierActions[name] ?? [] }

    /// The effect keys the buttons of the view type `type` have on the binding it is handed as `property`, there or
    /// in the views it hands it on to (`BindingButtons.effects(on:of:in:)`).
    func buttonEffects(onBinding property: String, ofType type: String) -> Set<String> {
        bindingButtons.isEmpty ? [] : BindingButtons.effects(on: property, of: type, in: bindingButtons)
    }

    /// The value of a string constant (`MySymbols.new`, `.xmarkCircle`, a `String` enum's case read as
    /// `SFSymbols.share.rawValue`) declared in the linted files, when every declaration of that name gives the same
    /// one.
    func stringConstant(named name: String) -> String? {
        let constant = name.hasSuffix(".rawValue") ? String(name.dropLast(".rawValue".count)) : name
        guard let values = stringConstants[constant], values.count == 1 else { return nil }
        return values.first
    }

    /// Whether the linted files apply the font constant `name` (`.font(Theme.replyGlyph)`) and only to views that
    /// show no text: it sizes icons.
    func fontSizesOnlyGlyphs(named name: String) -> Bool { fontApplications[name] == false }

    /// Whether the font a `.font(…)` modifier applies is a constant every declaration of which in the linted files
    /// has a fixed size (`.font(.appBody)` with `static let appBody = Font.system(size: 14)` in an `extension
    /// Font`; `.font(Theme.caption)`). A bare member names a `Font` member only: otherwise it is SwiftUI's own style.
    func appliesFixedFontConstant(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        guard !fontConstants.isEmpty, let applied = VisualFont.constant(appliedBy: modifier, in: tree),
              let constant = fontConstants[applied.name] else { return false }
        return (constant.isFixed || constant.usesGeneratedAccessor && generatedFontAccessorsAreFixed)
            && (!applied.isBare || constant.isFontMember)
    }

    /// Whether no linted file but the one declaring it names the font constant `name` (whole projects only): used
    /// nowhere else, it is used at all only if that file names it again.
    func fontConstantIsNamedOnlyInOneFile(_ name: String) -> Bool { filesNamingFontConstants[name] == 1 }

    /// The effect keys of the menu bar commands of the app of the file at `path`.
    func menuBarActions(forFile path: String) -> Set<String> { menuBarEffects[scopesByPath[path] ?? ""] ?? [] }

    /// The one appearance the app of the file at `path` shows, when its Info.plist or its scene locks one: the
    /// file's project's, or, for a module of a larger project (a package or a Tuist project of the app's
    /// workspace), the app's around it.
    func lockedAppearance(forFile path: String) -> Appearance? {
        if let project = projectsByPath[path], let locked = appearanceLocks[project] { return locked }
        return appearanceLocks[scopesByPath[path] ?? ""]
    }

    /// The tint of the app of the file at `path` when it is its `AccentColor` asset
    /// (`AssetColorIndex.accentColor(forFile:)`); nil when there is none or the app sets its tint in code.
    func accentColor(forFile path: String) -> [Appearance: RGBA]? {
        projectsTintedInCode.contains(projectsByPath[path] ?? "") ? nil : assetColors.accentColor(forFile: path)
    }

    /// The light, dark and high-contrast variants of an asset catalog colour, by its name (`Color("Brand")`) or
    /// its generated symbol (`Color(.brand)`), as the file at `path` sees it: catalogs of the file's repository
    /// first (`AssetColorIndex.color(named:within:)`), never another linted project's. nil when no catalog defines it
    /// or two catalogs disagree.
    public func assetColor(named name: String, forFile path: String) -> [Appearance: RGBA]? {
        assetColors.color(named: name, within: scopesByPath[path] ?? "", projects: scopes)
    }
}

extension ComponentSummary {
    /// A `components:` entry: its role and the parameter that carries the label (`label: none` has none).
    init(declaration: ComponentDeclaration) {
        let role: ComponentRole
        switch declaration.role {
        case .button: role = .button
        case .image: role = .image
        case .textField: role = .textField
        case .toggle: role = .toggle
        case .label: role = .label
        case .decorative: role = .decorative
        }
        let label: ComponentLabel
        if role == .decorative {
            label = ComponentLabel(properties: [], fallback: .fixed(nil))
        } else if let parameter = declaration.labelParameter {
            label = ComponentLabel(properties: [parameter], fallback: .empty)
        } else {
            label = ComponentLabel(properties: [], fallback: .empty)
        }
        self.init(name: declaration.name, origin: .configuration, location: nil, initializers: [], role: role,
                  label: label)
    }
}

/// A member name as declared in one project.
private struct ProjectMember: Hashable {
    let project: String
    let name: String
}
