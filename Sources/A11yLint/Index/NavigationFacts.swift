/// How a view reaches the screen from the view or app that names it.
public enum Presentation: String, Sendable, Hashable {
    /// A scene of the `App` (`WindowGroup { … }`, `Settings { … }`).
    case scene
    /// A tab of a `TabView`.
    case tab
    /// The destination of a `NavigationLink`.
    case link
    /// The content of `.navigationDestination(…)`.
    case destination
    case sheet
    case fullScreenCover
    case popover
    /// Part of the naming view's own content: a component, folded into that view's screen.
    case embedded

    /// How a report says it: "sheet from SettingsScreen".
    public var phrase: String {
        switch self {
        case .scene: return "scene of"
        case .tab: return "tab of"
        case .link: return "pushed from"
        case .destination: return "navigation destination of"
        case .sheet: return "sheet from"
        case .fullScreenCover: return "full-screen cover from"
        case .popover: return "popover from"
        case .embedded: return "part of"
        }
    }
}

/// The views and apps one file declares and which other views each names, and how: the material `ScreenMap` joins
/// across the project. Read from the view tree alone, like the rest of `FileComponentFacts`.
struct FileNavigationFacts: Sendable {
    var declarations: [Declaration] = []

    struct Declaration: Sendable {
        var name: String
        var path: String
        var line: Int
        /// Conforms to `App`: its scenes start the navigation.
        var isApp: Bool
        /// A view: a declaration (not only an extension) that lists a view protocol. Extensions of `Color`,
        /// `Image` or `Logger` add calls to a name but never make it a screen or a component.
        var isView: Bool
        /// Its content holds a `NavigationStack`, `NavigationView` or `NavigationSplitView`: a screen of its own.
        var hostsNavigation: Bool
        /// Capitalised calls in its declaration, in source order, each with how it is shown.
        var uses: [(name: String, how: Presentation)]
        /// What it already does for accessibility, by `AccessibilityEvidence` case: how many times.
        var evidence: [AccessibilityEvidence: Int] = [:]
    }

    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let sceneBuilders = SwiftUIVocabulary.scenes
    static let presentingModifiers: [String: Presentation] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover,
        "navigationDestination": .destination,
    ]

    static func extract(path: String, tree: ViewTree) -> FileNavigationFacts {
        var facts = FileNavigationFacts()
        for typeID in tree.typeDeclarations() {
            guard case .type(let info)? = tree[typeID].decl, info.keyword != "protocol" else { continue }
            let isApp = info.isApp
            let isView = info.conformances.contains(where: ShippingCode.isViewProtocol)
            // An extension of a view declared elsewhere adds to that view: its calls count as the view's.
            guard isApp || isView || info.keyword == "extension" else { continue }
            var declaration = Declaration(name: FileReferenceFacts.simpleName(tree[typeID].name), path: path,
                                          line: tree.position(of: tree[typeID].range.lowerBound).line,
                                          isApp: isApp, isView: isView && info.keyword != "extension",
                                          hostsNavigation: false, uses: [])
            // The type's own nodes: a nested type's are its own declaration's.
            tree.walk(from: typeID) { id in
                guard id != typeID else { return .visitChildren }
                switch tree[id].kind {
                case .typeDecl:
                    return .skipChildren
                case .modifier:
                    if let evidence = AccessibilityEvidence(modifier: tree[id].name) {
                        declaration.evidence[evidence, default: 0] += 1
                    }
                case .call:
                    let name = tree[id].name
                    if navigationContainers.contains(name) { declaration.hostsNavigation = true }
                    guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
                          !name.containsByte(UInt8(ascii: ".")) else { break }
                    declaration.uses.append((name, presentation(of: id, in: tree, within: typeID)))
                default:
                    break
                }
                return .visitChildren
            }
            for (needle, evidence) in AccessibilityEvidence.sourceMarkers
            where StringSearch.source(tree.source, in: tree[typeID].range, contains: needle) {
                declaration.evidence[evidence, default: 0] += 1
            }
            if info.keyword == "extension", declaration.uses.isEmpty, !declaration.hostsNavigation,
               declaration.evidence.isEmpty { continue }
            facts.declarations.append(declaration)
        }
        return facts
    }

    /// The nearest presenting construct around a call: a presenting modifier, a `NavigationLink` destination, a
    /// `TabView` or a scene; `.embedded` when there is none before the declaration.
    static func presentation(of call: NodeID, in tree: ViewTree, within typeID: NodeID) -> Presentation {
        var previous = call
        // Up the parent links in place, without a list of the ancestors.
        var current = tree[call].parent
        while let ancestor = current {
            if ancestor == typeID { break }
            switch tree[ancestor].kind {
            case .modifier:
                if let how = presentingModifiers[tree[ancestor].name] { return how }
            case .call:
                if tree[ancestor].name == "NavigationLink" {
                    // `label:` content, and the closure of `NavigationLink(value:)` or `NavigationLink(destination:)`,
                    // is the link's label.
                    let isLabel = tree[previous].kind == .closure
                        && (tree[previous].label == "label" || tree.argument("value", of: ancestor) != nil
                            || tree.argument("destination", of: ancestor) != nil)
                    return isLabel ? .embedded : .link
                }
                if tree[ancestor].name == "TabView" { return .tab }
                if sceneBuilders.contains(tree[ancestor].name) { return .scene }
            default:
                break
            }
            previous = ancestor
            current = tree[ancestor].parent
        }
        return .embedded
    }
}

/// Accessibility work a view already does, seen in its source: what an audit lists under "what works".
public enum AccessibilityEvidence: String, Sendable, Hashable, CaseIterable {
    case labels, values, hints, grouping, traits, hiddenDecoration, chartDescriptors, actions, inputLabels,
         scaledMetrics, reduceMotion, differentiateWithoutColor

    init?(modifier: String) {
        // Asked of every modifier: each name below starts with `a` and has at least 17 bytes, and a switch over
        // strings compares with every case in turn.
        guard modifier.utf8.first == UInt8(ascii: "a"), modifier.utf8.count >= 17 else { return nil }
        switch modifier {
        case "accessibilityLabel": self = .labels
        case "accessibilityValue": self = .values
        case "accessibilityHint": self = .hints
        case "accessibilityElement", "accessibilityChildren", "accessibilityRepresentation": self = .grouping
        case "accessibilityAddTraits", "accessibilityHeading": self = .traits
        case "accessibilityHidden": self = .hiddenDecoration
        case "accessibilityChartDescriptor": self = .chartDescriptors
        case "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction": self = .actions
        case "accessibilityInputLabels": self = .inputLabels
        default: return nil
        }
    }

    /// Source text that shows the evidence where no modifier does: a property wrapper or an environment read.
    static let sourceMarkers: [(StaticString, AccessibilityEvidence)] = [
        ("@ScaledMetric", .scaledMetrics), ("accessibilityReduceMotion", .reduceMotion),
        ("accessibilityDifferentiateWithoutColor", .differentiateWithoutColor),
    ]

    /// How an audit says it, given how many times it was seen.
    public func phrase(_ count: Int) -> String {
        switch self {
        case .labels: return "Accessibility labels on \(count) element(s)"
        case .values: return "Accessibility values on \(count) element(s)"
        case .hints: return "Hints on \(count) element(s)"
        case .grouping: return "Related content grouped into single elements (\(count))"
        case .traits: return "Traits set (headers, buttons, selection) on \(count) element(s)"
        case .hiddenDecoration: return "Decorative content hidden from VoiceOver (\(count))"
        case .chartDescriptors: return "Charts described for Audio Graphs (\(count))"
        case .actions: return "Accessibility actions for gestures and adjustable controls (\(count))"
        case .inputLabels: return "Voice Control input labels (\(count))"
        case .scaledMetrics: return "Sizes that scale with Dynamic Type (`@ScaledMetric`)"
        case .reduceMotion: return "Reads Reduce Motion (`accessibilityReduceMotion`)"
        case .differentiateWithoutColor: return "Reads Differentiate Without Color"
        }
    }
}
