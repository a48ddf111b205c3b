/// The SwiftUI views the rules reason about, named once. A rule asks which group a view belongs to; it does not
/// keep its own list of names. Controls and where their labels are written live in `ControlSpec`; the modifiers a
/// lower-case reference can carry in `SwiftUIModifierNames`; views that add no name of their own in `ViewNames`.
enum SwiftUIVocabulary {
    // MARK: Text

    /// The property a `View` draws itself with.
    static let bodyProperty = "body"
    /// The property wrapper of a view's own state (`@State`).
    static let stateAttribute = "State"
    /// The attribute of a property or function that builds views from statements (`@ViewBuilder var content`).
    static let viewBuilderAttribute = "ViewBuilder"
    /// Views that draw text as their content.
    static let textViews: NameSet = ["Text", "Label"]
    /// Modifiers that set the colour content is drawn in.
    static let foregroundModifiers: NameSet = ["foregroundColor", "foregroundStyle"]
    /// Views VoiceOver stops on as one element: texts and images.
    static let readableViews: NameSet = ["Text", "Label", "Image", "AsyncImage"]
    /// Views that draw nothing: a placeholder where a screen or content would be.
    static let blankViews: NameSet = ["EmptyView", "Color.clear"]
    /// Swift Charts modifiers that lay views over or under a chart's plot.
    static let chartLayerModifiers: NameSet = ["chartOverlay", "chartBackground"]
    /// The modifiers that bind a chart's selection to state (`.chartXSelection(value: $selectedDate)`).
    static let chartSelectionModifiers = ["chartXSelection", "chartYSelection", "chartAngleSelection"]
    /// Views that draw a picture.
    static let imageViews: NameSet = ["Image", "AsyncImage"]
    /// Single-line text inputs, whose placeholder is not a label.
    static let textFields: NameSet = ["TextField", "SecureField"]
    /// Controls that take typed text, drawn with no boundary of their own in the plain style.
    static let textInputs: NameSet = ["TextField", "SecureField", "TextEditor"]
    /// Roots of generated string tables (SwiftGen's `L10n`, R.swift's `R.string`): `L10n.settingsTitle` is text the
    /// app's own strings file fixes, not data.
    static let localizedStringTables: NameSet = ["L10n", "R.string"]
    /// Members that read a localised string by key: `"settings.title".localized`, `key.localizedString`.
    static let localizingMembers: NameSet = ["localized", "localizedString"]
    /// Functions and initialisers that look a key up in a strings file (`NSLocalizedString(key, comment:)`,
    /// `String(localized: key)`).
    static let localizingCalls: NameSet = ["NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"]
    /// Text styles sized for titles and headings.
    static let headingTextStyles: NameSet = ["largeTitle", "title", "title2", "title3", "headline"]

    // MARK: Controls

    /// Controls VoiceOver announces as buttons (a `Link` is announced as a link).
    static let buttonAnnouncedControls: NameSet = ["Button", "NavigationLink", "Menu", "EditButton", "PasteButton",
                                                       "ShareLink", "RenameButton"]
    /// Controls that act on a press, whose look may show a state they do not announce (`Picker`, `Toggle` and the
    /// other built-in controls announce theirs).
    static let pressControls: NameSet = ["Button", "NavigationLink", "Link"]
    /// Styles whose `makeBody(configuration:)` draws a whole control: what the body does, the control does, and
    /// VoiceOver reads the control (its label, trait and value), not the views the style draws.
    static let controlStyleProtocols: NameSet = ["ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle"]

    /// Styles that draw a `ProgressView`: whatever the body turns forever is the activity indicator, and VoiceOver
    /// reads the `ProgressView` that uses the style, with the label given there.
    static let progressStyleProtocols: NameSet = ["ProgressViewStyle"]
    /// Controls whose frame is their own touch target.
    static let touchTargetControls: NameSet = ["Button", "Link", "NavigationLink", "Menu", "ShareLink",
                                                   "EditButton", "PasteButton", "Toggle"]
    /// Controls whose string title is drawn as text (`Button("Save")`), in the control's colours.
    static let controlsDrawingTitle: NameSet = ["Button", "Link", "Toggle", "NavigationLink", "Menu"]
    /// Controls whose automatic and borderless styles draw the title in the tint on iOS (a `Text` in their label
    /// too).
    static let controlsDrawingTitleInTint: NameSet = ["Button", "Link"]
    /// Inputs whose visible caption is usually a text laid out just before them (`Text("Email")` above a field).
    static let captionedInputs: NameSet = ["TextField", "SecureField", "TextEditor", "Slider"]
    /// Controls whose label names everything drawn inside it (a chart in a `NavigationLink` is read by its name).
    static let labelledControls: NameSet = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]

    /// The arguments that make a `NavigationLink` a trigger the code fires (`isActive: $showDetail`, `tag:` with
    /// `selection:`, or a navigation library's `unwrapping: $route` and `onNavigate:`): with an empty label it is a
    /// hidden link pushed from code, not a control anyone sees.
    static let programmaticLinkArguments: [Set<String>] = [["isActive"], ["tag", "selection"], ["unwrapping"],
                                                           ["onNavigate"]]

    /// Arguments that give a titled control an icon beside its title (`Button("Save", systemImage: "tray")`).
    static let controlIconArguments: NameSet = ["systemImage", "image"]
    /// Where toolbar content is written: modifiers and the items inside them. A toolbar draws a control that has
    /// an icon and a title as the icon alone.
    static let toolbarModifiers: NameSet = ["toolbar", "navigationBarItems"]
    static let toolbarItems: NameSet = ["ToolbarItem", "ToolbarItemGroup"]
    /// The label styles that draw only the icon of a `Label` (`.labelStyle(.iconOnly)`).
    static let iconOnlyLabelStyles: NameSet = ["iconOnly", "IconOnlyLabelStyle"]

    // MARK: Input purpose

    /// Words that make a password field ask for a secret that is not the user's account password (WCAG 1.3.5
    /// lists only the latter; PRECISION.md "Input purpose"): a network's (`Wi-Fi`, `SSID`), a certificate's or a
    /// file's (`PKCS#12`, an archive), a key's (`SSH passphrase`) or a device's. AutoFill has no content type for
    /// them. Each entry is a phrase of lower-cased words.
    /// Words that say a field asks for another person's details, not the user's (`TextField("friend@example.com",
    /// text: $recipientEmail)`): WCAG 1.3.5 concerns input about the user, and AutoFill would offer the user's own.
    static let otherPersonWords: Set<String> = [
        "friend", "friends", "recipient", "recipients", "invitee", "invitees", "guest", "guests", "referee",
        "colleague", "coworker", "teammate", "spouse", "emergency", "beneficiary", "payee", "attendee", "attendees",
        "invite", "buyer", "buyers", "counterparty", "debtor", "creditor",
    ]
    static let nonAccountSecretPhrases: [[String]] = [
        ["wifi"], ["wi", "fi"], ["wlan"], ["ssid"], ["wpa"], ["hotspot"], ["router"], ["network"],
        ["certificate"], ["cert"], ["p12"], ["pkcs"], ["pfx"],
        ["file"], ["archive"], ["zip"], ["pdf"], ["backup"],
        ["ssh"], ["passphrase"], ["private", "key"], ["encryption"], ["decryption"], ["keystore"],
        ["device"], ["root", "password"], ["root", "user"],
    ]

    /// Words that name a moment something happened (`creationDate`, `lastUpdated`, `post.createdUtc`): a date shown
    /// relative to now (`Text(date, style: .relative)`, "5 min ago") is then a timestamp, read correctly whenever
    /// VoiceOver lands on it, not a countdown to follow.
    static let pastEventWords: NameSet = [
        "created", "creation", "updated", "update", "changed", "modified", "edited", "posted", "published", "sent",
        "received", "seen", "joined", "last", "added", "started", "timestamp", "completed", "paid", "purchased",
        "transaction",
    ]

    // MARK: Actions

    /// Calls that open a URL, as action effect keys name them (the callee's last two path components): the
    /// `openURL` environment action, `UIApplication.shared.open(_:)` and `NSWorkspace.shared.open(_:)`.
    static let urlOpeningCallees: NameSet = ["openURL", "shared.open"]
    /// The initialiser that makes a URL from a string (`URL(string: "https://…")`): building one does nothing.
    static let urlInitialiser = "URL"
    /// URL schemes a browser opens as a web page (`mailto:`, `tel:`, settings and app schemes open something else).
    static let webURLSchemes: NameSet = ["http", "https"]
    /// Web hosts whose links iOS and macOS open in an app rather than the browser (the App Store and TestFlight).
    static let appOpeningWebHosts = ["apps.apple.com", "itunes.apple.com", "testflight.apple.com"]
    /// Modifiers whose buttons are items of a system menu, alert or swipe row, announced in that context rather
    /// than as free-standing buttons or links.
    static let actionMenuModifiers: NameSet = ["alert", "confirmationDialog", "contextMenu", "swipeActions"]
    /// Scene commands whose buttons are items of the app's menu bar (macOS, iPadOS), read as menu items.
    static let menuBarCommands: NameSet = ["CommandGroup", "CommandMenu"]
    /// Modifiers whose closures run when the view appears: what they load is the screen's first content.
    static let appearanceLoadModifiers = ["task", "onAppear"]
    /// A menu bar extra's scene: its content is a menu of items unless `.menuBarExtraStyle(.window)` makes it a
    /// panel of ordinary views.
    static let menuBarExtra = "MenuBarExtra"

    /// Views whose content is shown only when the menu is opened (`Menu { … }`, the `ContextMenu(menuItems:)` value
    /// given to `.contextMenu(_:)`): one item's menu at a time, never listed beside another item's.
    static let menuContentViews: NameSet = ["Menu", "ContextMenu"]

    /// Controls SwiftUI can switch off with `.disabled(…)`, which VoiceOver then reads as "dimmed".
    static let disableableControls: NameSet = [
        "Button", "Toggle", "NavigationLink", "Link", "Menu", "Stepper", "Slider", "Picker", "DatePicker",
        "ColorPicker", "TextField", "SecureField", "TextEditor", "ShareLink",
    ]
    /// Words of a condition that says whether something can be used now (`isFormValid`, `canSubmit`,
    /// `items.isEmpty`), as opposed to a state the user switches (`isOn`, `showingReblogs`).
    static let availabilityWords: NameSet = [
        "valid", "invalid", "enabled", "disabled", "available", "unavailable", "empty", "can", "allowed", "ready",
        "possible", "locked", "unlocked",
    ]
    /// Built-in views that speak their own state or value (the selected option, on/off, a level), and charts,
    /// whose series colours have checks of their own: a colour inside or on them restates what is said already.
    static let stateAnnouncingViews: NameSet = [
        "Picker", "Toggle", "TabView", "Slider", "Stepper", "Gauge", "ProgressView", "DatePicker", "MultiDatePicker",
        "ColorPicker", "Chart",
    ]
    /// Built-in views that show a `value:` as a level VoiceOver reads and keeps current (a percentage).
    static let valueIndicators: NameSet = ["ProgressView", "Gauge", "Slider"]
    /// Collections whose rows a `selection:` binding makes selectable, announced as "selected" by VoiceOver.
    static let selectingCollections: NameSet = ["List", "Table"]
    /// Modifiers whose arguments neither draw nor speak: they react to a value (`.onChange(of: isOn)`,
    /// `.animation(.default, value: isOn)`) or name a view for code (`.id`, `.tag`).
    static let behaviourModifiers: NameSet = [
        "onChange", "animation", "transition", "id", "tag", "task", "onReceive", "onAppear", "onDisappear",
        "sensoryFeedback", "contentTransition", "accessibilityIdentifier", "matchedGeometryEffect",
        "keyframeAnimator", "phaseAnimator", "zIndex",
    ]
    /// Modifiers that play an effect each time a value they watch changes (`.confettiCannon(counter: $bursts)`,
    /// `.symbolEffect(.bounce, value: taps)`, `.sensoryFeedback(.success, trigger: saves)`).
    static let effectTriggerModifiers: NameSet = [
        "confettiCannon", "symbolEffect", "phaseAnimator", "keyframeAnimator", "sensoryFeedback", "changeEffect",
    ]
    /// Colours that draw a control as inactive: greys and the secondary-and-lower hierarchical styles.
    static let dimmingColours: NameSet = ["gray", "grey", "secondary", "tertiary", "quaternary", "secondaryLabel",
                                              "tertiaryLabel", "placeholderText", "disabledControlTextColor"]

    // MARK: Layout

    /// The three stacks.
    static let stacks: NameSet = ["VStack", "HStack", "ZStack"]
    /// Containers whose content is laid out in place, so a limit or frame on them reaches their texts.
    static let inPlaceLayouts: NameSet = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack",
                                              "Grid", "GridRow", "ForEach", "LabeledContent"]
    /// Views that repeat, scroll or draw data: content whose reading is not a card's.
    static let collectionViews: NameSet = ["ForEach", "List", "ScrollView", "LazyVGrid", "LazyHGrid", "Grid",
                                               "LazyVStack", "LazyHStack", "Table", "Chart", "Canvas"]
    /// Views that scroll their content: most of their area is rows and empty space around them.
    static let scrollingContainers: NameSet = ["ScrollView", "List", "Form", "Table"]
    /// Stacks that lay their content out as a column.
    static let verticalStacks: NameSet = ["VStack", "LazyVStack"]
    /// Views that lay their content out as a column, one view below the other.
    static let columnLayouts: NameSet = ["VStack", "LazyVStack", "Form", "List", "ScrollView"]
    /// Views that lay their content out as a row.
    static let rowLayouts: NameSet = ["HStack", "LazyHStack", "Label", "GridRow", "LabeledContent"]
    /// Views that draw their content once per element of a collection: a call inside is a row or tile.
    static let repeatingViews: NameSet = ["ForEach", "List"]
    /// Views whose content is drawn as the rows of a list or form (`Section`'s content, not its header).
    static let rowContainers: NameSet = ["List", "Form", "Section"]
    /// Modifiers that make a view a drag source, and those that take drops: both on the items of one collection
    /// make a drag-to-reorder.
    static let dragSourceModifiers: NameSet = ["onDrag", "draggable"]
    static let dropTargetModifiers: NameSet = ["onDrop", "dropDestination"]
    /// `ForEach(…).onMove`: the list's own reordering, which edit mode offers with move handles VoiceOver reaches.
    static let listReorderModifier = "onMove"
    /// Modifiers whose content is a screen of its own (its first title is that screen's title); the content of
    /// any other modifier (`.overlay`, `.background`, `.toolbar`, `.tabItem`, …) decorates or labels the view.
    static let screenPresentations: NameSet = ["sheet", "fullScreenCover", "popover", "navigationDestination",
                                                   "inspector"]
    /// Dialogs the system draws over the screen, which take VoiceOver's focus while they are shown.
    static let dialogPresentations: NameSet = ["alert", "confirmationDialog"]
    /// Presentations drawn as a bubble over the screen (a note or a few controls), not a screen with sections.
    static let bubblePresentations: NameSet = ["popover"]
    /// Navigation containers, which show a navigation bar title.
    static let navigationContainers: NameSet = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    /// The scenes of an `App`: their content is the root view of a window.
    static let scenes: NameSet = ["WindowGroup", "Window", "Settings", "DocumentGroup", "MenuBarExtra",
                                      "ImmersiveSpace", "UtilityWindow"]

    // MARK: Appearance

    /// The appearances a colour scheme can be pinned to (`ColorScheme.light`, `.dark`).
    static let colorSchemes: NameSet = ["light", "dark"]

    // MARK: Shapes and images

    /// Colours and shapes drawn as views: layers, marks and backdrops with nothing to read.
    static let shapeLayers: NameSet = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]
    /// Shapes that fill the bounds they are given, as views (`Rectangle()`) and as `Shape` members (`.rect`): a
    /// `.contentShape` of one covers the frame before it, no more.
    static let boundsFillingShapes: NameSet = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
                                                   "Circle", "Capsule", "Ellipse", "ContainerRelativeShape"]
    static let boundsFillingShapeMembers: NameSet = ["rect", "circle", "capsule", "ellipse", "containerRelative"]
    /// Views that draw a mark: an image or a shape.
    static let markViews: NameSet = ["Image", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Color"]
    /// Declared types of a value that is a picture: a stored `let icon: Image`, a `func image() -> Image`.
    static let imageTypes: Set<String> = ["Image", "Image?", "SwiftUI.Image", "SwiftUI.Image?"]

    /// The property through which resource generators hand an asset catalogue's image to SwiftUI
    /// (`Assets.Images.flag.swiftUIImage`: Tuist, SwiftGen): a picture, never text.
    static let generatedImageAccessor = "swiftUIImage"

    /// Whether a reference reads an image through a resource generator's accessor.
    static func isGeneratedImage(_ name: String) -> Bool {
        name.hasSuffix("." + generatedImageAccessor)
    }
    /// Views that load a remote image (SwiftUI's and the common libraries').
    static let imageLoaders: NameSet = ["AsyncImage", "LazyImage", "CachedAsyncImage", "KFImage", "WebImage"]

    // MARK: Gestures

    /// Modifiers that attach a `Gesture` value (`.gesture(DragGesture())`).
    static let gestureModifiers: NameSet = ["gesture", "simultaneousGesture", "highPriorityGesture"]
    /// The handlers a gesture value takes closures in: as the finger moves, as it tracks state, as it lifts.
    static let gestureHandlers = ["onChanged", "updating", "onEnded"]

    /// What a SwiftUI gesture value recognises.
    enum GestureFamily { case tap, longPress, drag, magnify, rotate }

    /// SwiftUI's gesture values, by type name.
    /// Every case of an enum SwiftUI hands to a view's closure: a switch naming them all leaves its `default`
    /// unreached (`AsyncImagePhase`).
    static let exhaustiveCaseSets: [Set<String>] = [["empty", "success", "failure"]]

    static let gestureTypes: [String: GestureFamily] = [
        "TapGesture": .tap, "SpatialTapGesture": .tap, "LongPressGesture": .longPress, "DragGesture": .drag,
        "MagnificationGesture": .magnify, "MagnifyGesture": .magnify, "RotationGesture": .rotate,
        "RotateGesture": .rotate,
    ]

    /// `DragGesture`: the gesture a custom slider or a dragged offset uses.
    static let dragGesture = "DragGesture"

    // MARK: Motion

    /// `Animation`'s own curves (`.spring`, `Animation.easeInOut(duration:)`). An animation the file names
    /// otherwise (`.appDefault`, `Theme.Motion.standard`) is an app's own, declared elsewhere, which may already
    /// turn itself off under Reduce Motion.
    static let animationCurves: NameSet = [
        "default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring", "interpolatingSpring",
        "bouncy", "smooth", "snappy", "timingCurve",
    ]

    // MARK: State

    /// Environment values and style configuration a view's look follows that are not a state the user sets with
    /// the view (`colorScheme == .dark`, `configuration.isPressed`).
    static let environmentStates: NameSet = [
        "colorScheme", "colorSchemeContrast", "horizontalSizeClass", "verticalSizeClass", "dynamicTypeSize",
        "layoutDirection", "scenePhase", "controlActiveState", "isEnabled", "isFocused", "isPressed", "isSearching",
        "legibilityWeight", "accessibilityReduceMotion", "accessibilityReduceTransparency",
        "accessibilityDifferentiateWithoutColor", "isLuminanceReduced", "redactionReasons",
    ]
    /// A type or state named for the screen shown while the app starts (`SplashView`, `showSplash`,
    /// `LaunchScreen`): on screen for a moment, to cover loading, with nothing on it to read or reach.
    static func namesSplashScreen(_ name: String) -> Bool {
        let words = TraitText.words(of: name)
        return words.contains("splash") || zip(words, words.dropFirst()).contains { $0 == ("launch", "screen") }
    }
    /// Words of a condition that names a passing state, drawn while it lasts (hovering, pressing, loading), not a
    /// setting the control switches.
    static let transientStateWords: NameSet = [
        "hover", "hovering", "hovered", "pressed", "pressing", "loading", "animating", "dragging", "editing",
        "focused", "disabled", "enabled", "compact", "dark", "light",
    ]
    /// Words that name a gesture while the fingers are down (`isPinching`, `isDragging`).
    static let gestureInProgressWords: Set<String> = ["pinching", "dragging", "zooming", "panning", "swiping",
                                                      "pressing", "pressed", "rotating", "scrubbing"]
    /// Words of a name for where a finger or pointer rests on a chart while it scrubs or hovers
    /// (`scrubbedPoint`, `hoveredDate`): a value that exists only during the gesture.
    static let pointerPositionWords: NameSet = [
        "scrub", "scrubbed", "scrubbing", "hover", "hovered", "hovering", "touched", "touching", "dragged", "dragging",
    ]
    /// Words of a view's name that say it stands in for content still loading (`CurrencySkeletonRow`).
    static let loadingPlaceholderWords: Set<String> = ["skeleton", "placeholder", "shimmer"]
    /// Last words of a view's name that say it is one of a list's rows or cards (`EventLoadingCard`).
    static let rowComponentWords: Set<String> = ["cell", "card", "row", "item", "tile"]
    /// Words of a condition that names a momentary emphasis (a highlight, a drop target, a pulse) rather than
    /// information about the content.
    static let feedbackStateWords: NameSet = [
        "highlight", "highlighted", "targeted", "flash", "flashing", "pulse", "pulsing", "blink", "blinking",
    ]
}

/// The SwiftUI views rules name one by one (groups of views are `SwiftUIVocabulary`'s sets).
enum SwiftUIView: String, Sendable {
    case button = "Button"
    /// Its `symbols:` views are drawn into the canvas as pictures, never accessibility elements.
    case canvas = "Canvas"
    case chart = "Chart"
    case divider = "Divider"
    case forEach = "ForEach"
    case hStack = "HStack"
    case image = "Image"
    case imageRenderer = "ImageRenderer"
    case label = "Label"
    case navigationLink = "NavigationLink"
    case picker = "Picker"
    case spacer = "Spacer"
    case tabView = "TabView"
    case tableColumn = "TableColumn"
    case text = "Text"
    case timelineView = "TimelineView"
}

/// The SwiftUI modifiers rules look for by name.
enum SwiftUIModifier: String, Sendable, CaseIterable {
    case accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityHidden, accessibilityIdentifier
    case accessibilityAddTraits, accessibilityRemoveTraits, accessibilitySortPriority
    case accessibilityElement, accessibilityRepresentation, accessibilityChartDescriptor, accessibilityAction
    /// `.accessibility(label:)` and its siblings, deprecated since iOS 14.
    case deprecatedAccessibility = "accessibility"
    case disabled, font, frame, help, mask, navigationDestination, navigationTitle, onAppear, onReceive, onTapGesture
    case opacity
    case symbolVariant
    case tabItem, tag

    /// The modifier that replaces each argument label of the deprecated `.accessibility(…)` form.
    static let replacingDeprecatedArgument: [String: SwiftUIModifier] = [
        "label": .accessibilityLabel, "hint": .accessibilityHint, "value": .accessibilityValue,
        "hidden": .accessibilityHidden, "identifier": .accessibilityIdentifier,
        "addTraits": .accessibilityAddTraits, "removeTraits": .accessibilityRemoveTraits,
        "sortPriority": .accessibilitySortPriority,
    ]
}

extension SwiftUIVocabulary {
    /// Views VoiceOver reads or activates: texts, images and controls.
    static let readOrActivatedViews = readableViews.union(ViewTree.controlNames)

    /// A view VoiceOver announces as a button: a built-in one, or one whose type name says it is a button
    /// (`EditButton`, a custom `CloseButton`).
    static func isAnnouncedAsButton(_ name: String) -> Bool {
        buttonAnnouncedControls.contains(name) || name.hasSuffix(SwiftUIView.button.rawValue)
    }
}

extension ViewTree {
    /// The modifiers of `id` that are `modifier`, in chain order.
    func modifiers(_ modifier: SwiftUIModifier, of id: NodeID) -> [NodeID] {
        modifiers(named: modifier.rawValue, of: id)
    }
}
