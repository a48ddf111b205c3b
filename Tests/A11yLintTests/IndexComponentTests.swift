import Dispatch
import Foundation
import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// The project index on a multi-file fixture (`Fixtures/Index/Project`): a component library in
/// `Sources/DesignSystem`, screens in `Sources/App`, and a `Badge` declared twice (`FeatureA`, `FeatureB`).
final class IndexComponentTests: XCTestCase {
    static let fixtureRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Index/Project")

    /// Every fixture file, parsed, with paths relative to the fixture root (`Sources/App/Screens.swift`).
    static let trees: [(path: String, tree: ViewTree)] = {
        let root = fixtureRoot.path
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        return files.compactMap { relative in
            guard let data = FileManager.default.contents(atPath: root + "/" + relative) else { return nil }
            return (relative, ViewTreeParser.parse(Lexer.lex(Array(data))))
        }
    }()

    static let configuration: Configuration = {
        var configuration = Configuration()
        configuration.components = [
            "VendorIconButton": ComponentDeclaration(name: "VendorIconButton", role: .button, labelParameter: nil),
            "VendorField": ComponentDeclaration(name: "VendorField", role: .textField, labelParameter: "placeholder"),
        ]
        return configuration
    }()

    static let index = ProjectIndex.build(trees: trees, configuration: configuration)

    static let screens = "Sources/App/Screens.swift"

    func testFixtureIsLoaded() {
        XCTAssertEqual(Self.trees.count, 10)
    }

    // MARK: Summaries

    func testTextButtonIsLabelledByItsTitleProperty() throws {
        let summary = try XCTUnwrap(Self.index.component(named: "PrimaryButton", from: Self.screens))
        XCTAssertEqual(summary.role, .button)
        XCTAssertEqual(summary.label, ComponentLabel(properties: ["title"], fallback: .empty))
        XCTAssertEqual(summary.location?.path, "Sources/DesignSystem/Buttons.swift")
        // The memberwise initialiser and the one from the extension in another file.
        XCTAssertEqual(summary.initializers.map { $0.parameters.map(\.label) }, [["title", "action"], ["_", "action"]])
    }

    func testIconButtonIsIconOnlyWithAFrame() throws {
        let summary = try XCTUnwrap(Self.index.component(named: "IconButton", from: Self.screens))
        XCTAssertEqual(summary.role, .button)
        XCTAssertEqual(summary.label, ComponentLabel(properties: [], fallback: .iconOnly(symbolProperty: "systemName", symbol: nil)))
        XCTAssertEqual(summary.fixedFrame, ComponentFrame(width: 28, height: 28))
        XCTAssertEqual(summary.labelLocation?.start.line, 25)
    }

    func testForwardedAccessibilityLabelProperty() throws {
        let summary = try XCTUnwrap(Self.index.component(named: "LabelledIconButton", from: Self.screens))
        XCTAssertEqual(summary.label, ComponentLabel(properties: ["label"], fallback: .iconOnly(symbolProperty: "systemName", symbol: nil)))
    }

    func testChainsFollowTheComponentTheyAreBuiltFrom() throws {
        let toolbar = try XCTUnwrap(Self.index.component(named: "ToolbarButton", from: Self.screens))
        XCTAssertEqual(toolbar.role, .button)
        XCTAssertEqual(toolbar.label, ComponentLabel(properties: ["title"], fallback: .iconOnly(symbolProperty: "systemName", symbol: nil)))
        let delete = try XCTUnwrap(Self.index.component(named: "DeleteButton", from: Self.screens))
        XCTAssertEqual(delete.role, .button)
        XCTAssertEqual(delete.label.fallback, .fixed("Delete"))
        let share = try XCTUnwrap(Self.index.component(named: "ShareButton", from: Self.screens))
        XCTAssertEqual(share.label, ComponentLabel(properties: [], fallback: .iconOnly(symbolProperty: nil, symbol: "shippingbox")))
        XCTAssertEqual(share.fixedFrame, ComponentFrame(width: 28, height: 28))
        XCTAssertEqual(share.labelLocation?.path, "Sources/DesignSystem/Buttons.swift")
    }

    func testCycleEndsAsUnknown() throws {
        let loop = try XCTUnwrap(Self.index.component(named: "LoopA", from: Self.screens))
        XCTAssertEqual(loop.role, .unknown)
        XCTAssertEqual(loop.label, .unknown)
    }

    func testGenericComponentTakesContentFromTheCaller() throws {
        let card = try XCTUnwrap(Self.index.component(named: "CardView", from: Self.screens))
        XCTAssertEqual(card.genericParameters, "<Content: View>")
        XCTAssertEqual(card.label, ComponentLabel(properties: ["title"], fallback: .content("content")))
        let parameters = try XCTUnwrap(card.initializers.first?.parameters)
        XCTAssertEqual(parameters.map(\.label), ["title", "content"])
        XCTAssertEqual(parameters.map(\.isClosure), [false, true])
    }

    func testComponentMadeAViewInAnExtensionElsewhere() throws {
        let chip = try XCTUnwrap(Self.index.component(named: "Chip", from: Self.screens))
        XCTAssertEqual(chip.role, .label)
        XCTAssertEqual(chip.label, ComponentLabel(properties: ["title"], fallback: .empty))
        XCTAssertEqual(chip.location?.path, "Sources/DesignSystem/Chip.swift")
        XCTAssertEqual(chip.initializers.first?.parameters.map(\.defaultValue), [nil, .other])
    }

    func testExplicitInitialiserMapsParametersToProperties() throws {
        let field = try XCTUnwrap(Self.index.component(named: "SearchField", from: Self.screens))
        XCTAssertEqual(field.role, .textField)
        XCTAssertEqual(field.initializers.count, 1, "an explicit init in the declaration replaces the memberwise one")
        XCTAssertEqual(field.initializers.first?.parameters.map(\.property), ["placeholder", "text"])
    }

    func testFlags() throws {
        let card = try XCTUnwrap(Self.index.component(named: "FeatureCard", from: Self.screens))
        XCTAssertEqual(card.role, .card)
        XCTAssertEqual(card.flags.textAndImageCount, 3)
        var grouped = ComponentCallSites(total: 1, groupedOrHidden: 1)
        grouped.mergedOrHidden = 1
        grouped.backdrops = [.system]
        // Its one call fills each text with a literal, which the component then always shows.
        grouped.constantProperties = ["title": .string("Stars"), "detail": .string("Collect them"), "icon": .string("star")]
        grouped.literalStrings = ["title": ["Stars"], "detail": ["Collect them"], "icon": ["star"]]
        XCTAssertEqual(card.callSites, grouped)
        XCTAssertTrue(card.callSites.isAlwaysGroupedByCaller)

        let tapRow = try XCTUnwrap(Self.index.component(named: "TapRow", from: Self.screens))
        XCTAssertTrue(tapRow.flags.hasTapGesture)
        XCTAssertFalse(tapRow.flags.hasButtonTrait)
        XCTAssertEqual(tapRow.fixedFrame, ComponentFrame(width: nil, height: 30))
        XCTAssertEqual(Self.index.component(named: "TraitRow", from: Self.screens)?.role, .button)

        let divot = try XCTUnwrap(Self.index.component(named: "Divot", from: Self.screens))
        XCTAssertEqual(divot.role, .decorative)
        XCTAssertTrue(divot.flags.isHidden)

        let spinner = try XCTUnwrap(Self.index.component(named: "Spinner", from: Self.screens))
        XCTAssertTrue(spinner.flags.usesAnimation)
        XCTAssertTrue(spinner.flags.readsReduceMotion)
        XCTAssertFalse(try XCTUnwrap(Self.index.component(named: "FeatureCard", from: Self.screens)).flags.usesAnimation)
    }

    // MARK: Same name in two modules

    func testSameNameResolvesToTheNearestDeclaration() throws {
        let fromA = try XCTUnwrap(Self.index.component(named: "Badge", from: "Sources/FeatureA/BadgeScreen.swift"))
        XCTAssertEqual(fromA.location?.path, "Sources/FeatureA/Badge.swift")
        XCTAssertEqual(fromA.label.fallback, .iconOnly(symbolProperty: "systemName", symbol: nil))
        let fromB = try XCTUnwrap(Self.index.component(named: "Badge", from: "Sources/FeatureB/BadgeScreen.swift"))
        XCTAssertEqual(fromB.location?.path, "Sources/FeatureB/Badge.swift")
        XCTAssertEqual(fromB.label, ComponentLabel(properties: ["systemName"], fallback: .empty))
        XCTAssertNil(Self.index.component(named: "Badge", from: Self.screens), "equally near: ambiguous, quiet")
        XCTAssertEqual(evidence("Badge", in: "Sources/FeatureA/BadgeScreen.swift")?.evidence, .absent)
        XCTAssertEqual(evidence("Badge", in: "Sources/FeatureB/BadgeScreen.swift")?.evidence, .present)
        XCTAssertNil(evidence("Badge", in: Self.screens))
    }

    // MARK: Call sites

    func testCallSiteEvidence() {
        XCTAssertEqual(evidence("PrimaryButton", 0), .present(.componentArgument("title")))
        XCTAssertEqual(evidence("PrimaryButton", 1), .absent(.empty))
        XCTAssertEqual(evidence("PrimaryButton", 2), .present(.componentArgument("_")))
        XCTAssertEqual(evidence("IconButton", 0), .absent(.imageOnly([call("IconButton", 0)])))
        XCTAssertEqual(evidence("LabelledIconButton", 0), .present(.componentArgument("label")))
        XCTAssertEqual(evidence("LabelledIconButton", 1), .absent(.imageOnly([call("LabelledIconButton", 1)])))
        XCTAssertEqual(evidence("RoundedButton", 0), .present(.visibleText))
        XCTAssertEqual(evidence("RoundedButton", 1)?.evidence, .absent)
        XCTAssertEqual(evidence("ToolbarButton", 0), .present(.componentArgument("title")))
        XCTAssertEqual(evidence("DeleteButton", 0), .present(.visibleText))
        // ShareButton's body picks its icon and takes no label: reported there, not at each call.
        XCTAssertEqual(evidence("ShareButton", 0), .unknown(.unresolved(call("ShareButton", 0))))
        XCTAssertEqual(evidence("CardView", 0), .present(.componentArgument("title")))
        XCTAssertEqual(evidence("Chip", 0), .present(.componentArgument("title")))
        XCTAssertEqual(evidence("SearchField", 0), .present(.componentArgument("_")))
        XCTAssertEqual(evidence("SearchField", 1), .absent(.empty))
        XCTAssertEqual(evidence("LoopA", 0), .unknown(.unresolved(call("LoopA", 0))))
    }

    func testConfigurationDeclaredComponents() throws {
        XCTAssertEqual(evidence("VendorIconButton", 0), .absent(.none))
        XCTAssertEqual(evidence("VendorField", 0), .present(.componentArgument("placeholder")))
        let vendor = try XCTUnwrap(Self.index.component(named: "VendorIconButton", from: "Anywhere.swift"))
        XCTAssertEqual(vendor.origin, .configuration)
        XCTAssertEqual(vendor.role, .button)
    }

    func testIconSourceAtTheCallSite() {
        let tree = Self.tree(Self.screens)
        XCTAssertEqual(Self.index.iconSource(forCallOf: call("IconButton", 0), in: tree, path: Self.screens), .symbol("pin"))
        XCTAssertEqual(Self.index.iconSource(forCallOf: call("ShareButton", 0), in: tree, path: Self.screens),
                       .symbol("shippingbox"))
        XCTAssertNil(Self.index.iconSource(forCallOf: call("PrimaryButton", 0), in: tree, path: Self.screens))
        let notes = Self.index.notes(forCallOf: call("IconButton", 0), in: tree, path: Self.screens, saying: "label")
        XCTAssertEqual(notes.map(\.file), ["Sources/DesignSystem/Buttons.swift"])
        XCTAssertEqual(notes.first?.start.line, 25)
    }

    // MARK: Building

    func testParallelExtractionMatchesSerialBuild() {
        let trees = Self.trees
        let facts = ConcurrentResults<FileComponentFacts>(count: trees.count)
        DispatchQueue.concurrentPerform(iterations: trees.count) { index in
            facts.set(index, FileComponentFacts.extract(path: trees[index].path, tree: trees[index].tree))
        }
        let parallel = ProjectIndex.build(facts: facts.values, configuration: Self.configuration)
        XCTAssertEqual(parallel.allComponents, Self.index.allComponents)
        XCTAssertEqual(Self.index.allComponents.count, 25)
    }

    func testEmptyIndexKnowsNothing() {
        XCTAssertNil(ProjectIndex.empty.component(named: "PrimaryButton", from: Self.screens))
        XCTAssertTrue(ProjectIndex.empty.allComponents.isEmpty)
    }

    func testDeepChainResolvesWithoutRecursion() throws {
        // Component0 → Component1 → … → Component399 → IconButton-like base, all in one file.
        var source = "import SwiftUI\n"
        let depth = 400
        for level in 0..<depth {
            source += "struct Component\(level): View {\n let systemName: String\n var body: some View { Component\(level + 1)(systemName: systemName) }\n}\n"
        }
        source += "struct Component\(depth): View {\n let systemName: String\n var body: some View { Button {} label: { Image(systemName: systemName) } }\n}\n"
        let tree = ViewTreeParser.parse(Lexer.lex(Array(source.utf8)))
        let index = ProjectIndex.build(trees: [("Deep.swift", tree)], configuration: Configuration())
        let top = try XCTUnwrap(index.component(named: "Component0", from: "Deep.swift"))
        XCTAssertEqual(top.role, .button)
        XCTAssertEqual(top.label.fallback, .iconOnly(symbolProperty: "systemName", symbol: nil))
    }

    /// A play/pause button whose symbol name is spelled around a choice (`"\(isPlaying ? "pause" : "play")…"`) is
    /// named by one of two conventional symbols, and its summary says so.
    func testSymbolSpelledAroundAChoiceIsReadAsOneOfTwoSymbols() throws {
        let source = """
            struct PlaybackButton: View {
                let isPlaying: Bool
                let action: () -> Void
                var body: some View { Button(action: action) { image } }
                var image: Image { Image(systemName: "\\(isPlaying ? "pause" : "play").circle.fill") }
            }
            """
        let tree = ViewTreeParser.parse(Lexer.lex(Array(source.utf8)))
        let index = ProjectIndex.build(trees: [("Playback.swift", tree)], configuration: Configuration())
        let summary = try XCTUnwrap(index.component(named: "PlaybackButton", from: "Playback.swift"))
        XCTAssertEqual(summary.label.fallback, .iconOnly(symbolProperty: nil, symbol: "pause.circle.fill"))
    }

    // MARK: Small readings

    func testInitialiserAssignments() {
        func assignment(in statement: String) -> ComponentExtractor.Assignment? {
            ComponentExtractor.assignment(in: ArraySlice(statement.utf8))
        }
        XCTAssertEqual(assignment(in: "self.title = title")?.property, "title")
        XCTAssertEqual(assignment(in: "_isOn = isOn")?.parameter, "isOn")
        XCTAssertEqual(assignment(in: "self.title = title")?.isDirect, true)
        XCTAssertEqual(assignment(in: "self.label = label()")?.property, "label")
        XCTAssertEqual(assignment(in: "self.label = label()")?.isDirect, false)
        XCTAssertEqual(assignment(in: "self.subtitle = subtitle ?? \"\"")?.parameter, "subtitle")
        XCTAssertNil(assignment(in: "count += 1"))
        XCTAssertNil(assignment(in: "a == b"))
        XCTAssertNil(assignment(in: "self.text = Text(title)"))
        XCTAssertNil(assignment(in: "self.title = title.uppercased()"))
        // Not ASCII: read as Characters.
        XCTAssertEqual(assignment(in: "self.título = título")?.property, "título")
        XCTAssertEqual(assignment(in: "_größe = größe()")?.parameter, "größe")
        XCTAssertEqual(assignment(in: "_größe = größe")?.isDirect, true)
        XCTAssertNil(assignment(in: "self.título += título"))
    }

    func testOptionalWithBlankDefault() {
        XCTAssertEqual(ComponentExtractor.optionalWithBlankDefault("label ?? \"\""), "label")
        XCTAssertEqual(ComponentExtractor.optionalWithBlankDefault("self.label ?? nil"), "label")
        XCTAssertNil(ComponentExtractor.optionalWithBlankDefault("label ?? \"Close\""))
        XCTAssertNil(ComponentExtractor.optionalWithBlankDefault("a.b ?? \"\""))
    }

    func testBindingFollowsSwiftArgumentRules() throws {
        let parameters = [
            ComponentParameter(label: "_", property: "title", typeText: "String", defaultValue: nil, isClosure: false),
            ComponentParameter(label: "style", property: "style", typeText: "Style", defaultValue: .other, isClosure: false),
            ComponentParameter(label: "action", property: "action", typeText: "() -> Void", defaultValue: nil, isClosure: true),
            ComponentParameter(label: "label", property: "label", typeText: "() -> L", defaultValue: .blank, isClosure: true),
        ]
        let initializer = ComponentInitializer(parameters: parameters, isMemberwise: false)
        let skipped = try XCTUnwrap(initializer.bind(argumentLabels: [nil], trailingClosureLabels: [nil, "label"]))
        XCTAssertEqual(skipped.arguments, ["title": 0, "action": 1, "label": 2])
        XCTAssertEqual(skipped.defaults["style"], .some(.other))
        XCTAssertNil(initializer.bind(argumentLabels: ["title"], trailingClosureLabels: [nil]), "wrong label")
        XCTAssertNil(initializer.bind(argumentLabels: [nil], trailingClosureLabels: []), "action has no default")
        let defaulted = try XCTUnwrap(initializer.bind(argumentLabels: [nil, "action"], trailingClosureLabels: []))
        XCTAssertEqual(defaulted.defaults["label"], .some(.blank))
    }

    func testTrailingClosureTakesAnAliasedActionWithoutDefault() throws {
        // `let action: VoidAction`: the type alias hides the function type; only the closure can fill it.
        let parameters = [
            ComponentParameter(label: "title", property: "title", typeText: "String", defaultValue: nil, isClosure: false),
            ComponentParameter(label: "tint", property: "tint", typeText: "Color", defaultValue: .other, isClosure: false),
            ComponentParameter(label: "action", property: "action", typeText: "VoidAction", defaultValue: nil, isClosure: false),
        ]
        let initializer = ComponentInitializer(parameters: parameters, isMemberwise: true)
        let binding = try XCTUnwrap(initializer.bind(argumentLabels: ["title"], trailingClosureLabels: [nil]))
        XCTAssertEqual(binding.arguments, ["title": 0, "action": 1])
        XCTAssertEqual(binding.defaults["tint"], .some(.other))
    }

    // MARK: Helpers

    static func tree(_ path: String) -> ViewTree {
        trees.first { $0.path == path }?.tree ?? ViewTreeParser.parse(Lexer.lex([]))
    }

    /// The `occurrence`-th call of `name` in the file, in source order.
    func call(_ name: String, _ occurrence: Int, in path: String = IndexComponentTests.screens) -> NodeID {
        let tree = Self.tree(path)
        let calls = tree.allIDs.filter { tree[$0].kind == .call && tree[$0].name == name }
            .sorted { tree[$0].range.lowerBound < tree[$1].range.lowerBound }
        return occurrence < calls.count ? calls[occurrence] : tree.root
    }

    func evidence(_ name: String, _ occurrence: Int = 0, in path: String = IndexComponentTests.screens) -> LabelEvidence? {
        Self.index.labelEvidence(forCallOf: call(name, occurrence, in: path), in: Self.tree(path), path: path)
    }
}

/// Results written by concurrent iterations, each to its own slot.
final class ConcurrentResults<Value: Sendable>: @unchecked Sendable {
    // Safe: every slot is written once, under the lock, and read only after `concurrentPerform` returns.
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { lock.lock(); defer { lock.unlock() }; return slots.compactMap { $0 } }
}
