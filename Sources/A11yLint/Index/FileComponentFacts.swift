/// What one file says about custom components, read from its view tree alone. Extracting facts needs no other file,
/// so the CLI can extract every file in parallel; `ProjectIndex.build` then merges them (`ComponentResolution`).
public struct FileComponentFacts: Sendable {
    public let path: String
    /// Type declarations and extensions that are or may be views (declared `View` here, or extending a type that
    /// another file may declare as one).
    var types: [TypeFacts]
    /// Calls of names that are not SwiftUI's own views: possible component call sites.
    var callSites: [CallSiteFacts]
    /// Who mentions which names, for what never ships (`Reachability`).
    var references: FileReferenceFacts
    /// Names given as `ImageRenderer(content:)` in this file: views drawn into pictures.
    var renderedIntoImage: Set<String> = []
    /// Functions declared in this file, by name: true when the declaration returns `Image`.
    var functionsReturningImage: [String: Bool] = [:]
    /// Types whose state a time source changes, and extensions that may add to them (`TimeSources`).
    var ticks: [TimeSources.Facts] = []
    /// Custom modifiers that add context menus or accessibility actions (`ModifierActions`).
    var modifierActions: [ModifierActions.Facts] = []
    /// String constants the file declares, by the names code spells them with (`ViewTree.stringConstants`).
    var stringConstants: [String: Set<String>] = [:]
    /// The font constants this file applies with `.font(…)`, each with whether it may size text there
    /// (`VisualFont.applications`).
    var fontApplications: [String: Bool] = [:]
    /// The font constants this file declares (`VisualFont.constants`).
    var fontConstants: [String: VisualFont.FontConstant] = [:]
    /// Whether the file declares the generated font accessor, and whether it scales (`GeneratedFontAccessor`).
    var generatedFontAccessorScales: Bool?
    /// The static `Bool` constants this file declares, with every value each is given (`ConstantFlags.declared`).
    var constantFlags: [String: Set<Bool>] = [:]
    /// Effect keys of the buttons this file puts in the app's menu bar (`ModifierActions.menuBarEffects`).
    var menuBarEffects: Set<String> = []
    /// Which views this file's views and apps present, push or embed (`ScreenMap`).
    var navigation = FileNavigationFacts()
    /// The appearance this file's app scene pins (`AppearanceLocks.sceneLock`).
    var lockedAppearance: Appearance?
    /// The types this file declares as wrappers of UIKit or AppKit views (`ShippingCode.platformViewWrappers`).
    var platformViewWrappers: Set<String> = []
    /// The view types this file's app scenes show as their root (`AppearanceLocks.sceneRootViews`).
    var sceneRootViews: Set<String> = []
    /// The appearance each view type of the file pins for its window (`AppearanceLocks.bodyPins`).
    var bodyPins: [String: Appearance] = [:]
    /// The file sets its app's tint in code (`CodeTint`).
    var setsAppTint = false
    /// What the buttons of each view type do to the bindings it is handed (`BindingButtons`).
    var bindingButtons: [String: BindingButtons.Facts] = [:]
    /// The closure properties each type of the file calls only when the user acts
    /// (`ReduceMotionGuards.userActionCallbacks`).
    var userActionCallbacks: [String: Set<String>] = [:]

    /// Reads the components of one parsed file, placed in its project as `placement` says.
    /// `platforms`: what the file's project builds it for (empty: unknown).
    public static func extract(path: String, tree: ViewTree, placement: ProjectPlacement = .unknown,
                               platforms: Set<String> = []) -> FileComponentFacts {
        extract(path: path, tree: tree, placement: placement, platforms: platforms, spellings: nil)
    }

    /// `spellings`: the parser's strings of the tree's token texts (`ViewTreeParser.parseKeepingSpellings`).
    /// `deploymentTargets`: the lowest releases the file's targets deploy to (what `#available` checks always pass).
    static func extract(path: String, tree: ViewTree, placement: ProjectPlacement, platforms: Set<String>,
                        deploymentTargets: DeploymentTargets = [:], spellings: TokenTextCache?) -> FileComponentFacts {
        extract(path: path, tree: tree,
                references: FileReferenceFacts.extract(tree: tree, placement: placement, platforms: platforms,
                                                       deploymentTargets: deploymentTargets, spellings: spellings))
    }

    /// `references: .none`: a file indexed on its own, whose mentions can decide nothing.
    static func extract(path: String, tree: ViewTree, references: FileReferenceFacts) -> FileComponentFacts {
        var extractor = ComponentExtractor(path: path, tree: tree)
        var facts = extractor.run(references: references)
        facts.ticks = TimeSources.extract(from: tree)
        facts.modifierActions = ModifierActions.extract(from: tree)
        facts.bindingButtons = BindingButtons.extract(from: tree)
        facts.userActionCallbacks = ReduceMotionGuards.userActionCallbacks(in: tree)
        facts.menuBarEffects = ModifierActions.menuBarEffects(in: tree)
        facts.stringConstants = tree.stringConstants()
        facts.fontApplications = VisualFont.applications(in: tree, path: path)
        facts.fontConstants = VisualFont.constants(in: tree)
        facts.generatedFontAccessorScales = GeneratedFontAccessor.declaredScaling(in: tree)
        facts.constantFlags = ConstantFlags.declared(in: tree)
        facts.navigation = FileNavigationFacts.extract(path: path, tree: tree)
        // A test's window override (a snapshot helper) locks no app.
        facts.lockedAppearance = references.isTestCode ? nil : AppearanceLocks.sceneLock(in: tree)
        if !references.isTestCode {
            facts.sceneRootViews = AppearanceLocks.sceneRootViews(in: tree)
            facts.bodyPins = AppearanceLocks.bodyPins(in: tree)
        }
        facts.setsAppTint = CodeTint.setsAppTint(in: tree)
        for type in tree.typeDeclarations() {
            guard case .type(let info)? = tree[type].decl,
                  info.conformances.contains(where: ShippingCode.platformViewWrappers.contains) else { continue }
            facts.platformViewWrappers.insert(tree[type].name)
        }
        return facts
    }
}

/// One type declaration or extension.
struct TypeFacts: Sendable {
    var name: String
    var isExtension: Bool
    /// Lists `View` among its conformances (the declaration or this extension).
    var declaresView: Bool
    var genericParameters: String?
    var location: ComponentLocation
    /// Stored properties in declaration order (only primary declarations have them).
    var storedProperties: [StoredPropertyFacts]
    var explicitInitializers: [ComponentInitializer]
    /// What `body` does, when this declaration or extension declares it.
    var body: BodyFacts?
    var usesAnimation: Bool
    var readsReduceMotion: Bool
}

/// A literal a call passes for a parameter, or its default, that decides a condition on it or what calling it
/// does: `nil`, `false`, `true`, a closure with no code, a string or a number. Anything else is no constant.
public enum ArgumentConstant: Sendable, Hashable {
    case nilValue, falseValue, trueValue
    /// `{ }`: a callback that does nothing when called (a stub).
    case emptyClosure
    /// A string literal with no interpolation (`"Jobs"`, `"🔔"`).
    case string(String)
    /// A number literal, as written (`0`, `0.5`).
    case number(String)

    init?(_ expr: Expr, in tree: ViewTree) {
        switch expr {
        // `.constant(nil)`, `Binding.constant(false)`: a binding that always reads that value.
        case .call(.member(base: nil, name: "constant"), let arguments, []),
             .call(.member(base: .identifier("Binding")?, name: "constant"), let arguments, []):
            guard arguments.count == 1, arguments[0].label == nil else { return nil }
            self.init(arguments[0].value, in: tree)
        case .identifier("nil"): self = .nilValue
        case .bool(let value): self = value ? .trueValue : .falseValue
        case .closure(let closure) where tree.isEmptyClosure(closure): self = .emptyClosure
        case .string(let literal) where !literal.isInterpolated: self = .string(literal.text)
        case .number(_, let text): self = .number(text)
        default: return nil
        }
    }
}

struct StoredPropertyFacts: Sendable {
    var name: String
    var typeText: String?
    var defaultValue: ComponentParameter.Value?
    /// The default when it is a constant (`= nil`, `= false`, an optional `var` with none); nil otherwise, and for a
    /// property with a wrapper (`@State`, `@Binding`), whose value changes however it starts.
    var constantDefault: ArgumentConstant?
    /// Declared with no property wrapper: its value is what the initialiser gave it.
    var isPlain = true
    /// `let` with a value, or a wrapper filled from the environment: not a memberwise parameter.
    var isMemberwiseParameter: Bool
    var isClosure: Bool
    /// Holds views the caller passes in: a closure, a `@ViewBuilder`, or a generic view parameter
    /// (`let content: () -> Content`, `let label: Label`).
    var holdsContent = false
    /// For such a property, how the component's body reads those views wherever it places them.
    var contentReading: ContentReading?
}

/// How a component reads the views a caller passes in (`Card(image: { Cover() })`): every place its body shows
/// them hides them, or groups, labels or represents them (or makes them a control's label).
enum ContentReading: Sendable, Hashable {
    case hidden
    case readAsOne
}

/// What a component's `body` makes of its root view.
struct BodyFacts: Sendable {
    var role: ComponentRole
    var label: ComponentLabel
    var labelLocation: ComponentLocation?
    var flags: ComponentFlags
    var fixedFrame: ComponentFrame?
    /// Set when the body's root is a call of another custom view: the summary comes from that component.
    var forward: ForwardFacts?
    /// The label the root's own modifiers give, which wins over what a forwarded component says.
    var ownLabel: ComponentLabel?
}

/// `body` is `OtherComponent(title: title, systemName: "trash")` (with modifiers).
struct ForwardFacts: Sendable {
    var callee: String
    /// Arguments in order; trailing closures come last with a nil label.
    var arguments: [(label: String?, value: ComponentParameter.Value)]
    var trailingClosureCount: Int
}

/// A call of a possible component, and whether the caller already groups, labels or hides it.
struct CallSiteFacts: Sendable {
    var name: String
    var decidesReading: Bool
    /// The caller makes the component part of one element, or hides it: `.combine`, `.ignore`, a representation,
    /// a control's label (not a label alone or `.contain`, which leave the views inside their own stops).
    var mergesOrHides: Bool
    /// The caller adds `.isButton`/`.isLink` (or uses it as a control's label).
    var addsButtonTrait: Bool
    /// The caller hides it (or a view around it) with `.accessibilityHidden(true)`.
    var hides: Bool
    /// The caller responds to a tap on it (`CloseButton().onTapGesture { … }`).
    var isTapped = false
    /// The call draws one row or tile of a `ForEach` or `List`.
    var isRepeated: Bool
    /// The call is drawn in a row of a `List` or `Form`, or in a `Section`'s content.
    var isInListRow = false
    /// The call is drawn in a row of a `List(selection:)`, which VoiceOver reads as one element.
    var isInSelectableListRow: Bool
    /// The call is a toolbar or navigation-bar item (`ViewTree.isInToolbar`).
    var isInToolbar = false
    /// The call is drawn among the items of a `Menu` or a `.contextMenu` (`ViewTree.isMenuContent`).
    var isMenuItem = false
    /// The caller makes it a tab of a `TabView`, named by `.tabItem`.
    var isNamedAsTab = false
    /// The call is a section of a navigation container's content (`ViewTree.isSectionOfNavigationContent`).
    var isSectionOfNavigation = false
    /// The caller gives it a font of a size that does not scale (`.font(.system(size: 14))`).
    var setsFixedFont = false
    /// What the caller draws it over (`VisualContrastContext.backdrop(of:in:)`).
    var backdrop = CallerBackdrop.uncovered
    /// The appearance a literal scheme on the call or around it pins (`ViewTree.pinnedAppearance(of:)`).
    var pinnedAppearance: Appearance?
    /// The call is content the caller passes to another component (`Card(image: { Cover() })`): that component's
    /// name and the closure's argument label (nil for a trailing closure). The component decides how it is read.
    var passedAsContent: (component: String, label: String?)?
    /// The type whose code holds the call (`Cover` in `struct Cover: View { var body: some View { Artwork() } }`):
    /// when every caller of that type reads it as one element, or hides it, the call is read so too.
    var callerType: String?
    /// The call's argument labels (nil: unlabelled) and trailing closures' labels, to bind it to an initialiser.
    var argumentLabels: [String?] = []
    var trailingClosureLabels: [String?] = []
    /// Each argument's constant (`nil`, `false`, `true`), nil for anything else.
    var argumentConstants: [ArgumentConstant?] = []
}
