import SwiftLexer

/// What a custom `View` type is to assistive technologies, as far as its source (or the `components:`
/// configuration) tells: how it is called, what it acts as, where its accessible name comes from, and the
/// accessibility-relevant things its body does. Built once by `ProjectIndex.build`, read by rules at call sites.
public struct ComponentSummary: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        /// Declared in a linted file.
        case source
        /// Declared under `components:` in the configuration (a binary framework).
        case configuration
    }

    public var name: String
    public var origin: Origin
    /// Where the type is declared (its name); nil for configuration-declared components.
    public var location: ComponentLocation?
    /// `<Content: View>` as written; nil when not generic.
    public var genericParameters: String?
    /// Ways to call it: the memberwise initialiser (when it has one) and explicit `init`s, extensions included.
    public var initializers: [ComponentInitializer]
    public var role: ComponentRole
    public var label: ComponentLabel
    public var flags: ComponentFlags
    /// A literal `.frame(width:height:)` that sizes the component's tappable root and that nothing enlarges after.
    public var fixedFrame: ComponentFrame?
    /// The view inside the component that decides its label (the `Image` of an icon-only button), for notes.
    public var labelLocation: ComponentLocation?
    /// How many call sites in the linted files use it, and how many of those group or hide it themselves.
    public var callSites: ComponentCallSites
    /// The stored properties holding views callers pass in, each with how the body reads them (nil: no one way).
    var contentReadings: [String: ContentReading?] = [:]

    /// The body draws no text, image, control or input, and takes nothing from its caller that it could show: a
    /// spinner over a cover, a divider, a backdrop. Hidden components too.
    var showsNothingToRead: Bool {
        if flags.isHidden { return true }
        switch role {
        case .unknown, .button, .control, .textField, .toggle: return false
        case .container, .image, .label, .decorative, .card:
            return flags.textAndImageCount == 0 && flags.controlCount == 0 && !flags.drawsTextInput
                && initializers.allSatisfy(\.parameters.isEmpty)
        }
    }

    /// How the body reads the views a caller passes with the closure labelled `label` (nil: a trailing closure,
    /// which fills the component's only content property).
    func contentReading(forArgument label: String?) -> ContentReading? {
        guard let label else { return contentReadings.count == 1 ? contentReadings.first?.value ?? nil : nil }
        let property = initializers.lazy.flatMap(\.parameters).first { $0.label == label }?.property ?? label
        return contentReadings[property] ?? nil
    }

    public init(name: String, origin: Origin, location: ComponentLocation?, genericParameters: String? = nil,
                initializers: [ComponentInitializer], role: ComponentRole, label: ComponentLabel,
                flags: ComponentFlags = ComponentFlags(), fixedFrame: ComponentFrame? = nil,
                labelLocation: ComponentLocation? = nil, callSites: ComponentCallSites = ComponentCallSites()) {
        self.name = name
        self.origin = origin
        self.location = location
        self.genericParameters = genericParameters
        self.initializers = initializers
        self.role = role
        self.label = label
        self.flags = flags
        self.fixedFrame = fixedFrame
        self.labelLocation = labelLocation
        self.callSites = callSites
    }
}

/// A place in a linted file, for related locations ("note:") of findings about a component's call site.
public struct ComponentLocation: Sendable, Hashable {
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(path: String, start: SourcePosition, end: SourcePosition) {
        self.path = path
        self.start = start
        self.end = end
    }
}

/// What a component acts as. The first six are the `components:` roles; the rest are read from source only.
public enum ComponentRole: String, Sendable, Hashable, CaseIterable {
    /// A `Button`, `Link`, `NavigationLink` or `Menu`, or a view made tappable with the `.isButton` trait.
    case button
    case image
    case textField = "text-field"
    case toggle
    /// Text or a `Label`: it is read, not activated.
    case label
    /// Hidden from assistive technologies (`.accessibilityHidden(true)`, `Image(decorative:)`).
    case decorative
    /// A picker, slider, stepper or other input whose label rules judge like `control-missing-label`'s.
    case control
    /// A card-like stack of texts and images with no control.
    case card
    /// A layout of other views, controls among them, or content the caller supplies.
    case container
    /// Anything the index cannot classify (a chain that does not resolve, a body it cannot read).
    case unknown
}

/// Where a component's accessible name comes from.
public struct ComponentLabel: Sendable, Hashable {
    /// What names the component when none of `properties` is given a non-blank value.
    public enum Fallback: Sendable, Hashable {
        /// A literal (or a non-literal that is not a stored property) names it: `Text("Sign In")`.
        case fixed(String?)
        /// Its only visible label is an image, with no accessibility label: `Image(systemName: systemName)`.
        /// `symbolProperty` is the stored property naming the symbol; `symbol` the literal, when written;
        /// `isAsset` when the property names an asset catalog image (`Image(icon)`), not an SF Symbol.
        case iconOnly(symbolProperty: String?, symbol: String?, isAsset: Bool = false)
        /// Nothing names it (an empty label, or `label: none` in the configuration).
        case empty
        /// The caller's view content names it: a `@ViewBuilder` stored property such as `label` or `content`.
        case content(String)
        /// The index cannot tell.
        case unknown
    }

    /// Stored properties whose value names the component, in order: rendered as `Text(title)`, used as a control's
    /// title, or forwarded into `.accessibilityLabel(label)`.
    public var properties: [String]
    public var fallback: Fallback

    public init(properties: [String], fallback: Fallback) {
        self.properties = properties
        self.fallback = fallback
    }

    public static let unknown = ComponentLabel(properties: [], fallback: .unknown)

    /// This label, given by `.accessibilityLabel(…)` on a view, over what the view itself shows: a literal wins;
    /// a property comes first and the view's own label applies when it is blank.
    func applied(over shown: ComponentLabel) -> ComponentLabel {
        if case .fixed = fallback { return self }
        var merged = properties
        for name in shown.properties where !merged.contains(name) { merged.append(name) }
        return ComponentLabel(properties: merged, fallback: shown.fallback)
    }
}

/// Accessibility-relevant things a component's body does.
public struct ComponentFlags: Sendable, Hashable {
    /// `.accessibilityHidden(true)` on the body's root.
    public var isHidden = false
    /// `.accessibilityElement(children:)` on the body's root: `combine`, `ignore` or `contain`.
    public var grouping: String?
    /// `.onTapGesture` or `.gesture(TapGesture())` somewhere in the body.
    public var hasTapGesture = false
    /// `.accessibilityAddTraits(.isButton)` or `.isLink` where the tap gesture is.
    public var hasButtonTrait = false
    /// `withAnimation`, `.animation`, `.transition`, `.repeatForever` and the like in the type.
    public var usesAnimation = false
    /// The type reads `accessibilityReduceMotion` (environment) or `isReduceMotionEnabled`.
    public var readsReduceMotion = false
    /// How many built-in controls the body holds.
    public var controlCount = 0
    /// The body always holds a text field, secure field or text editor that takes input (not in a branch, not
    /// `.disabled(…)`).
    public var drawsTextInput = false
    /// How many texts and (non-decorative) images the body shows.
    public var textAndImageCount = 0
    /// The body draws only images, symbols and shapes, no text (a row of star images), following helpers and
    /// components declared in its file: a font on it sizes glyphs.
    public var showsOnlyGlyphs = false
    /// The smallest size the body keeps its content at: a `.frame(minWidth:minHeight:)` inside it, each dimension
    /// a literal or nil when a name sets it (`minWidth: Layout.minimumHitTarget`). A smaller frame around the
    /// component does not shrink it: the content overflows the frame.
    public var minimumFrame: ComponentFrame?

    public init() {}
}

/// A literal `.frame(width:height:)`; either may be absent.
public struct ComponentFrame: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// One way to call a component.
public struct ComponentInitializer: Sendable, Hashable {
    public var parameters: [ComponentParameter]
    /// True for the memberwise initialiser Swift synthesises from stored properties.
    public var isMemberwise: Bool

    public init(parameters: [ComponentParameter], isMemberwise: Bool) {
        self.parameters = parameters
        self.isMemberwise = isMemberwise
    }
}

/// A parameter of a component's initialiser and the stored property it fills.
public struct ComponentParameter: Sendable, Hashable {
    /// What a default value or an argument says about a label.
    public enum Value: Sendable, Hashable {
        /// `""`, whitespace or `nil`.
        case blank
        /// A non-blank string literal.
        case text(String)
        /// A stored property of the component the argument comes from (used when one component calls another).
        case property(String)
        /// A closure of views, with what it says about a label.
        case content(ComponentLabel)
        /// Anything else: a variable, a call, a number. Not blank.
        case other
    }

    /// The argument label (`_` when none).
    public var label: String
    /// The stored property it fills (the parameter's own name when the initialiser does not say).
    public var property: String
    public var typeText: String?
    /// The default value, nil when the parameter has none.
    public var defaultValue: Value?
    /// Whether the parameter takes a closure (may be passed as a trailing closure).
    public var isClosure: Bool
    /// The default when it is `nil`, `false` or `true` (`StoredPropertyFacts.constantDefault`).
    public var constantDefault: ArgumentConstant?
    /// The property it fills has no wrapper: it keeps the value the call gives.
    public var fillsPlainProperty = false
    /// An explicit `init` stores the argument as given (`self.title = title`), not called or defaulted.
    public var isStoredAsGiven = false

    public init(label: String, property: String, typeText: String?, defaultValue: Value?, isClosure: Bool,
                constantDefault: ArgumentConstant? = nil, fillsPlainProperty: Bool = false) {
        self.label = label
        self.property = property
        self.typeText = typeText
        self.defaultValue = defaultValue
        self.isClosure = isClosure
        self.constantDefault = constantDefault
        self.fillsPlainProperty = fillsPlainProperty
    }
}

/// What a caller draws a component over (`VisualContrastContext.backdrop(of:in:)`).
public enum CallerBackdrop: Sendable, Hashable {
    /// The system background: the call starts a screen of its own (a pushed or presented destination, a tab) or
    /// sits on a fill that is one of the system backgrounds.
    case system
    /// Nothing the caller's body draws is behind the call: it is on whatever the caller itself is drawn over,
    /// which the index resolves from the caller's own call sites (the system background when none is known).
    case uncovered
    /// An opaque fill of the caller's, in the light and dark appearances, and the code that draws it.
    case fill(light: RGBA, dark: RGBA, source: String)
    /// A colour of the app's asset catalog (`Color("Surface")`, `Color.swBackground`), read where the component
    /// is checked.
    case asset(name: String, source: String)
    /// A fill the walk cannot tell (a theme colour, a gradient, an image, a container that paints its own).
    case unknown
}

/// Call sites of a component across the linted files.
public struct ComponentCallSites: Sendable, Hashable {
    public var total = 0
    /// Call sites that apply `.accessibilityElement(children:)`, an accessibility label or hide the component.
    public var groupedOrHidden = 0
    /// Call sites that add the `.isButton` or `.isLink` trait, or use it as a control's label.
    public var addingButtonTrait = 0
    /// Uses as the content of an `ImageRenderer` (a share card drawn into a picture); not counted in `total`.
    public var renderedIntoImage = 0
    /// Call sites that hide the component, or a view around it, from assistive technologies.
    public var hidden = 0
    /// Call sites that respond to a tap on the component (`CloseButton().onTapGesture { … }`).
    public var tapped = 0
    /// Call sites that draw one row or tile of a `ForEach` or `List`.
    public var repeated = 0
    /// Call sites whose component VoiceOver reads as one element: the caller groups, labels or hides it, or draws
    /// it in a row of a `List(selection:)`.
    public var readAsOneElement = 0
    /// Call sites that make everything in the component one element, or hide it (`CallSiteFacts.mergesOrHides`).
    public var mergedOrHidden = 0
    /// Call sites that make the component a tab of a `TabView`, named by `.tabItem`.
    public var namedAsTab = 0
    /// Call sites that draw it beside other views inside a navigation container's content.
    public var sectionsOfNavigation = 0
    /// Call sites that draw it in a row of a `List` or `Form`, or in a `Section`'s content.
    public var inListRow = 0
    /// Call sites that make it a toolbar or navigation-bar item.
    public var inToolbar = 0
    /// Call sites that draw it among the items of a `Menu` or a `.contextMenu`.
    public var menuItems = 0
    /// Call sites that give it a font of a size that does not scale.
    public var givingFixedFont = 0
    /// What the call sites draw it over, each kind once: the system background, a fill of the caller's
    /// (`ZStack { Color.black.ignoresSafeArea(); AuthHeader() }`), or something the walk cannot tell.
    public var backdrops: Set<CallerBackdrop> = []
    /// How many call sites a literal scheme pins to each appearance (`.preferredColorScheme(.light)` around them).
    public var pinnedAppearances: [Appearance: Int] = [:]
    /// The plain stored properties every call site in the linted files fills with the same constant, passed or
    /// defaulted (`subtitle` always `nil`, `isSelected` always `false`): code that runs only with another value never
    /// runs. Empty when a call cannot be matched to the memberwise initialiser.
    public var constantProperties: [String: ArgumentConstant] = [:]
    /// The plain stored properties every call site fills with a string literal, passed or defaulted, with those
    /// literals (`TipButton(title: "Share")` and `TipButton(title: "Download")`: fixed words, however many).
    public var literalStrings: [String: Set<String>] = [:]

    public init(total: Int = 0, groupedOrHidden: Int = 0, addingButtonTrait: Int = 0, renderedIntoImage: Int = 0,
                hidden: Int = 0, repeated: Int = 0, readAsOneElement: Int? = nil) {
        self.total = total
        self.groupedOrHidden = groupedOrHidden
        self.addingButtonTrait = addingButtonTrait
        self.renderedIntoImage = renderedIntoImage
        self.hidden = hidden
        self.repeated = repeated
        self.readAsOneElement = readAsOneElement ?? groupedOrHidden
    }

    /// The linted files show the component exactly once, not as a row or tile of a collection.
    public var isShownOnce: Bool { total == 1 && repeated == 0 }

    /// Every call site makes the component a tab, named by its `.tabItem`.
    public var isAlwaysNamedAsTab: Bool { total > 0 && namedAsTab == total }

    /// Every call site draws the component as a section of a screen a navigation container shows.
    public var isAlwaysSectionOfNavigation: Bool { total > 0 && sectionsOfNavigation == total }

    /// The component is drawn into pictures and never shown as a view of the app.
    public var isOnlyRenderedIntoImages: Bool { renderedIntoImage > 0 && total == 0 }

    /// Every call site decides how the component reads: its own grouping does not matter.
    public var isAlwaysGroupedByCaller: Bool { total > 0 && groupedOrHidden == total }

    /// Every call site has VoiceOver read the component as one element: it groups, labels or hides it, or draws it
    /// as a row of a selectable `List`.
    public var isAlwaysReadAsOneElementByCaller: Bool { total > 0 && readAsOneElement == total }

    /// Every call site hides the component: VoiceOver, Switch Control and Voice Control never reach it.
    public var isAlwaysHiddenByCaller: Bool { total > 0 && hidden == total }

    /// Every call site responds to a tap on the component: it is a control, made one where it is used.
    public var isAlwaysTapped: Bool { total > 0 && tapped == total }
    /// Every call site makes it a toolbar or navigation-bar item.
    public var isAlwaysInToolbar: Bool { total > 0 && inToolbar == total }
    /// Every call site draws it among a menu's items, which the system draws in its own font and colours.
    public var isAlwaysMenuItem: Bool { total > 0 && menuItems == total }

    /// The appearance every call site pins the component to, nil when some call pins none or they differ.
    public var appearancePinnedByEveryCaller: Appearance? {
        guard total > 0, pinnedAppearances.count == 1, let (appearance, count) = pinnedAppearances.first,
              count == total else { return nil }
        return appearance
    }

    /// Every call site gives the component a font of a size that does not scale.
    public var isAlwaysGivenFixedFont: Bool { total > 0 && givingFixedFont == total }

    /// Every call site merges the component into one element or hides it: nothing inside is its own stop.
    public var isAlwaysMergedOrHiddenByCaller: Bool { total > 0 && mergedOrHidden == total }

    /// Every call site makes the component a button (or puts it in a control's label).
    public var isAlwaysMadeAButtonByCaller: Bool { total > 0 && addingButtonTrait == total }
}
