/// The app's screens in the order a user meets them. A screen is a view that is navigated to or presented: a scene
/// or tab, a `NavigationLink` or `.navigationDestination` target, a sheet, full-screen cover or popover, or a view
/// that hosts a navigation stack. Every other view is a component, folded into the first screen (in navigation
/// order) that shows it, so a report never lists a font helper or a row view as a screen.
///
/// Order: from each `App` (by file and line), breadth-first along what each view names, in source order; then
/// screens no app reaches (a library, a partial lint), by file and line, each followed by what it reaches.
public struct ScreenMap: Sendable {
    public struct Screen: Sendable, Hashable {
        public var name: String
        public var path: String
        public var line: Int
        /// How the user first reaches it and from which view; nil for a screen nothing presents.
        public var reachedAs: Presentation?
        public var reachedFrom: String?
        /// The screen itself and the components folded into it (names of views), the screen first.
        public var views: [String]
    }

    public let screens: [Screen]
    /// The screen each view's findings belong to, by view name.
    public let screenOfView: [String: Int]
    /// What each view already does for accessibility (`AccessibilityEvidence`), by view name.
    public let evidenceOfView: [String: [AccessibilityEvidence: Int]]

    public static let empty = ScreenMap(screens: [], screenOfView: [:], evidenceOfView: [:])

    /// The evidence of every view of a screen, summed.
    public func evidence(of screen: Screen) -> [(evidence: AccessibilityEvidence, count: Int)] {
        var total: [AccessibilityEvidence: Int] = [:]
        for view in screen.views {
            for (evidence, count) in evidenceOfView[view] ?? [:] { total[evidence, default: 0] += count }
        }
        return AccessibilityEvidence.allCases.compactMap { evidence in total[evidence].map { (evidence, $0) } }
    }

    static func build(_ files: [FileNavigationFacts]) -> ScreenMap {
        var declarations: [String: FileNavigationFacts.Declaration] = [:]
        var order: [String] = []
        // Primary declarations first, so a view keeps the place of its declaration and not of an extension.
        let sorted = files.flatMap(\.declarations).sorted { lhs, rhs in
            lhs.isView != rhs.isView ? lhs.isView : (lhs.path, lhs.line) < (rhs.path, rhs.line)
        }
        for declaration in sorted {
            if let index = declarations.index(forKey: declaration.name) {
                // An extension adds its calls to the primary declaration, which keeps its place. Changed in place:
                // a copy taken out of the dictionary would copy its calls for every declaration of the same name.
                declarations.values[index].uses += declaration.uses
                declarations.values[index].hostsNavigation = declarations.values[index].hostsNavigation
                    || declaration.hostsNavigation
                declarations.values[index].isApp = declarations.values[index].isApp || declaration.isApp
                declarations.values[index].isView = declarations.values[index].isView || declaration.isView
                declarations.values[index].evidence.merge(declaration.evidence, uniquingKeysWith: +)
            } else {
                declarations[declaration.name] = declaration
                order.append(declaration.name)
            }
        }
        // Only views and apps take part: an extension of a type that is neither adds nothing.
        declarations = declarations.filter { $0.value.isView || $0.value.isApp }
        order = order.filter { declarations[$0] != nil }
        var isScreen = Set(order.filter { declarations[$0]?.hostsNavigation == true })
        for name in order {
            for use in declarations[name]?.uses ?? [] where use.how != .embedded && declarations[use.name] != nil {
                isScreen.insert(use.name)
            }
        }
        isScreen.subtract(order.filter { declarations[$0]?.isApp == true })

        var screens: [Screen] = []
        var screenOfView: [String: Int] = [:]
        var visited: Set<String> = []
        /// Breadth-first from `start`; a view reached as a screen opens a new screen, one reached embedded joins
        /// the screen of the view that shows it.
        func walk(from start: String, as how: Presentation?, from presenter: String?) {
            guard visited.insert(start).inserted, let first = declarations[start] else { return }
            var queue: [(name: String, screen: Int?)] = []
            if isScreen.contains(start) {
                screens.append(Screen(name: start, path: first.path, line: first.line, reachedAs: how,
                                      reachedFrom: presenter, views: [start]))
                screenOfView[start] = screens.count - 1
                queue.append((start, screens.count - 1))
            } else {
                queue.append((start, nil))
            }
            var head = 0
            while head < queue.count {
                let (name, screen) = queue[head]
                head += 1
                for use in declarations[name]?.uses ?? [] {
                    guard let target = declarations[use.name], !target.isApp, visited.insert(use.name).inserted else {
                        continue
                    }
                    if isScreen.contains(use.name) {
                        let presenter = screen.map { screens[$0].name } ?? name
                        screens.append(Screen(name: use.name, path: target.path, line: target.line,
                                              reachedAs: use.how == .embedded ? nil : use.how,
                                              reachedFrom: use.how == .embedded ? nil : presenter, views: [use.name]))
                        screenOfView[use.name] = screens.count - 1
                        queue.append((use.name, screens.count - 1))
                    } else {
                        if let screen {
                            screens[screen].views.append(use.name)
                            screenOfView[use.name] = screen
                        }
                        queue.append((use.name, screen))
                    }
                }
            }
        }
        for name in order where declarations[name]?.isApp == true { walk(from: name, as: nil, from: nil) }
        for name in order where isScreen.contains(name) { walk(from: name, as: nil, from: nil) }
        return ScreenMap(screens: screens, screenOfView: screenOfView,
                         evidenceOfView: declarations.mapValues(\.evidence).filter { !$0.value.isEmpty })
    }
}
