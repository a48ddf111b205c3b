/// What marks code that never ships: previews, test files and test folders, and the SwiftUI protocols whose
/// conformers the project index judges by who mentions them (`Reachability`).
enum ShippingCode {
    /// Conformers are previews: Xcode renders them, the app never shows them.
    static let previewProtocols: Set<String> = ["PreviewProvider", "SwiftUI.PreviewProvider"]

    /// The `#Preview { }` macro.
    static let previewMacro = "#Preview"

    /// Modules only test targets import: a file importing one is test code.
    static let testModules: Set<String> = ["XCTest", "Testing", "SnapshotTesting", "ViewInspector"]

    /// Protocols whose conformers are views or draw views for SwiftUI, so that only a mention of their name (or
    /// of a function that uses them) puts them on screen: `View` and the protocols refining it, view modifiers
    /// and the styles of SwiftUI's controls.
    /// Protocols of views that draw with UIKit or AppKit: SwiftUI's text modifiers (`.font`) do not reach inside.
    static let platformViewWrappers: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "Shape", "InsettableShape",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
        "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "GroupBoxStyle", "DisclosureGroupStyle",
        "ProgressViewStyle", "GaugeStyle", "LabeledContentStyle", "ControlGroupStyle", "MenuStyle",
        "TextFieldStyle", "DatePickerStyle", "PickerStyle", "ListStyle", "TableStyle", "NavigationSplitViewStyle",
    ]

    /// WidgetKit's protocols: the system shows a conformer only when it is the extension's `@main` entry or the
    /// `@main` bundle lists it, so one nothing shipping names (a bundle whose `@main` was commented out, a widget
    /// no bundle lists) never reaches a Home Screen; the index judges them like views.
    static let widgetProtocols: Set<String> = ["Widget", "WidgetBundle", "ControlWidget", "WidgetKit.Widget",
                                               "WidgetKit.WidgetBundle", "WidgetKit.ControlWidget"]

    /// UIKit and AppKit view and view controller classes: a class that inherits one directly is drawn only where
    /// code, an interface file or a plist names it (`ReferenceOwner.Kind.viewClass`).
    static let platformViewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIControl", "UIImageView", "UIStackView", "UIScrollView", "UITextField",
        "UITextView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIViewController", "UITableViewController", "UICollectionViewController",
        "NSView", "NSViewController", "NSTableCellView", "NSCollectionViewItem",
    ]

    /// Members Swift calls without naming them: `view()` calls `callAsFunction`.
    static let implicitlyCalledMembers: Set<String> = ["callAsFunction", "dynamicallyCall"]

    /// Members returning views that SwiftUI calls without code naming them: a view's `body`, a style's
    /// `makeBody(configuration:)`, a preview provider's `previews`.
    static let viewMembersSwiftUICalls: Set<String> = ["body", "makeBody", "previews"]

    /// Types whose extensions' functions and computed properties are view modifiers (`.cardStyle()`): `View`, and
    /// the shapes and views SwiftUI draws that apps extend the same way (`Circle().circularButton(…)`).
    static let modifiedViewTypes: Set<String> = [
        "View", "SwiftUI.View", "Shape", "InsettableShape", "Circle", "Rectangle", "RoundedRectangle", "Capsule",
        "Ellipse", "Text", "Image",
    ]

    /// Whether a conformance as written (`View`, `SwiftUI.View`) is one of `viewProtocols`.
    static func isViewProtocol(_ conformance: String) -> Bool {
        viewProtocols.contains(conformance)
            || (conformance.hasPrefix("SwiftUI.") && viewProtocols.contains(String(conformance.dropFirst(8))))
    }

    /// A folder of a project whose files belong to a test target: `Tests`, `AppTests`, `AppUITests`,
    /// `SnapshotTests` (Xcode's and SwiftPM's naming).
    static func isTestFolder(_ name: some StringProtocol) -> Bool {
        name.hasSuffix("Tests")
    }

    /// A project folder named for an app that tests another: `ZzritModelTest`, `PaywallTester` (the last
    /// camel-case word `Test` or `Tester`). Read only for projects inside another project's folder; `ABTest`, two
    /// capitals, is a feature's name.
    static func isTestAppFolder(_ name: some StringProtocol) -> Bool {
        for suffix in ["Test", "Tester"] where name.hasSuffix(suffix) {
            let before = name.dropLast(suffix.count).last
            if let before, before.isLowercase || before.isNumber { return true }
        }
        return false
    }

    /// A folder holding a sample, demo or playground app: `Example`, `Examples`, `Demo`, `Samples`, `Playgrounds`,
    /// `ObjectsDemo`, `MarkdownUIExample`. Read only for projects inside another project's folder: a
    /// demo app linted on its own is the code under review.
    static func isSampleFolder(_ name: Substring) -> Bool {
        let plural = name.hasSuffix("s") || name.hasSuffix("S")
        let singular = plural ? name.dropLast() : name
        let lowered = singular.lowercased()
        // The word alone, or the last word of a camel-case name (`ObjectsDemo`), not the end of another word.
        return sampleFolderWords.contains { word in
            lowered == word || lowered.hasSuffix(word) && singular.hasSuffix(word.capitalized)
        }
    }

    private static let sampleFolderWords = ["example", "demo", "sample", "playground"]

    /// A folder named for a prototype (`Prototype`, `UIPrototypes`): a spike kept beside the app it tried ideas for.
    static func isPrototypeFolder(_ name: Substring) -> Bool {
        ["prototype", "prototypes"].contains(TraitText.words(of: String(name)).last ?? "")
    }

    /// A folder holding a design system or a catalogue of components (`DesignSystem`, `DesignSystemUI`,
    /// `ComponentCatalog`, `Showcase`): an app there shows the components to the developers who build with them.
    static func isCatalogFolder(_ name: Substring) -> Bool {
        let words = TraitText.words(of: String(name))
        if words.contains(where: catalogWords.contains) { return true }
        return zip(words, words.dropFirst()).contains { $0 == "design" && $1 == "system" }
    }

    private static let catalogWords: Set<String> = ["catalog", "catalogue", "showcase", "gallery", "storybook"]

    /// A folder named as a catalogue's app (`DesignSystemApp`, `ComponentCatalogApp`): the app itself, not the kit
    /// it shows (a `DesignSystem` project may hold an app among the kit's sources).
    static func isCatalogAppFolder(_ name: Substring) -> Bool {
        isCatalogFolder(name) && TraitText.words(of: String(name)).last == "app"
    }

    /// A folder named for source files (`Sources`, `Source`, `Src`): the code of the project it is in.
    static func isSourceFolder(_ name: Substring) -> Bool {
        ["sources", "source", "src"].contains(name.lowercased())
    }

    /// A declaration named as a debugging aid (`DebugMenu`, `RetroDebugView`, `.debugOverlay()`): a developer
    /// tool, left out of release builds or reachable only behind a hidden switch, not a screen people use.
    static func isDebugTool(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        for index in bytes.indices where bytes[index] == UInt8(ascii: "D") || index == 0 && bytes[index] == UInt8(ascii: "d") {
            guard index + 5 <= bytes.count, bytes[index + 1 ..< index + 5].elementsEqual("ebug".utf8) else { continue }
            // A whole camel-case word (`Debugger`, `UIDebug…` are other words).
            let startsWord = index == 0 || !isUppercase(bytes[index - 1])
            let endsWord = index + 5 == bytes.count || isUppercase(bytes[index + 5]) || bytes[index + 5] == UInt8(ascii: "_")
            if startsWord && endsWord { return true }
        }
        return false
    }

    /// Flags that hold in the builds people install (`isProduction`): code run only when one is false is for
    /// developers.
    static let shippedBuildFlags: Set<String> = ["isProduction", "isAppStore", "isAppStoreBuild", "isRelease",
                                                 "isReleaseBuild"]
    /// Flags that hold only in developers' builds (`isDebug`, `isStaging`).
    static let developmentBuildFlags: Set<String> = ["isDebug", "isDebugBuild", "isDevelopment", "isDevelopmentBuild",
                                                     "isDev", "isInternal", "isInternalBuild", "isStaging"]
    /// Build environments people install (`environment != .production`) and those only developers run
    /// (`environment == .staging`).
    static let shippedEnvironments: Set<String> = ["production", "appStore", "release"]
    static let developmentEnvironments: Set<String> = ["debug", "development", "dev", "staging", "internal"]

    /// Whether one clause of a condition holds only in a developer's build: `!isProduction`,
    /// `!ConfigManager.shared.isProduction`, `AppEnvironment.current.isDebug`, `environment != .production`,
    /// `environment == .staging`. The clause comes without surrounding whitespace (`ConditionClauses`).
    static func holdsOnlyInDevelopment(_ clause: Substring) -> Bool {
        for (operator_, environments) in [("!=", shippedEnvironments), ("==", developmentEnvironments)] {
            // One comparison: `a != b`, not `a != b != c`.
            guard let comparison = clause.firstByteRange(of: operator_),
                  !clause[comparison.upperBound...].contains(operator_) else { continue }
            let value = VisualTree.trimmed(clause[comparison.upperBound...])
            return value.hasPrefix(".") && environments.contains(String(value.dropFirst()))
        }
        let negated = clause.hasPrefix("!")
        let path = negated ? clause.dropFirst() : clause
        // The flags are ASCII names: read the last name of the path first, the whole path only when it is one.
        let lastName = path.utf8.split(separator: UInt8(ascii: ".")).last
        guard let lastName, let flag = String(lastName),
              (negated ? shippedBuildFlags : developmentBuildFlags).contains(flag) else { return false }
        return TraitText.isNamePath(path)
    }

    /// Whether the file imports a test-only module (`import XCTest`). `@testable import` is no sign: debug builds
    /// of an app use it too (a preview under `#if DEBUG`).
    static func importsTestModule(_ tree: ViewTree) -> Bool {
        tree.imports.contains { declaration in
            let next = tree.source.tokens[declaration.keyword + 1]
            return next.kind == .identifier && testModules.contains(tree.source.text(of: next))
        }
    }
}

extension ViewTree {
    /// Whether `id` is a preview: a `#Preview { }` call or a `PreviewProvider` type. Fields are read in place:
    /// callers ask it of every ancestor.
    func isPreviewDeclaration(_ id: NodeID) -> Bool {
        switch self[id].kind {
        case .call:
            return self[id].name == ShippingCode.previewMacro
        case .typeDecl:
            guard case .type(let info)? = self[id].decl else { return false }
            return info.conformances.contains { ShippingCode.previewProtocols.contains($0) }
        default:
            return false
        }
    }

    /// Whether `id` is a function or computed property of `extension View` (`#if` clauses between them allowed)
    /// that views call by its name, as a modifier: `.cardStyle()`. Operators and `callAsFunction` are used without
    /// their names.
    func isViewExtensionMember(_ id: NodeID) -> Bool {
        guard computedMember(id) != nil else { return false }
        let name = self[id].name
        guard let first = name.unicodeScalars.first, first == "_" || first == "`" || first.properties.isAlphabetic,
              !ShippingCode.implicitlyCalledMembers.contains(name) else { return false }
        guard let owner = declarationParent(of: id), case .type(let info)? = self[owner].decl else { return false }
        return info.keyword == "extension" && ShippingCode.modifiedViewTypes.contains(self[owner].name)
    }

    /// Whether `id` is a function at file scope (`#if` clauses around it allowed) that returns a view
    /// (`func previewStack(_ content: () -> AnyView) -> some View`): code calls it by its name, as it names a view.
    func isFileScopeViewFunction(_ id: NodeID) -> Bool {
        guard case .function(let function)? = self[id].decl, function.keyword == "func",
              let returned = function.returnType, returned.hasSuffix("View") else { return false }
        return declarationParent(of: id) == root
    }

    /// The `default` branches of switches whose cases already name every case of an enum SwiftUI hands a view
    /// (`AsyncImage`'s phase: `.empty`, `.success`, `.failure`): they never run.
    func defaultsEveryCaseLeavesOut() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for id in nodes(.switchStatement) {
            let branches = children(of: id).filter { self[$0].kind == .branch }
            guard let fallback = branches.first(where: { self[$0].label == nil }) else { continue }
            // Most switches are over other enums: a look at the labels' text rules them out before any splitting.
            let written = branches.compactMap { self[$0].label }
            guard SwiftUIVocabulary.exhaustiveCaseSets.contains(where: { set in
                set.allSatisfy { name in written.contains { $0.contains(name) } }
            }) else { continue }
            var named = Set<String>()
            for branch in branches {
                for pattern in (self[branch].label ?? "").split(separator: ",") {
                    let trimmed = pattern.drop(while: { $0 == " " || $0 == "." })
                    named.insert(String(trimmed.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })))
                }
            }
            if SwiftUIVocabulary.exhaustiveCaseSets.contains(where: { $0.isSubset(of: named) }) {
                ranges.append(self[fallback].range)
            }
        }
        return ranges
    }

    /// The values a `func` that returns nothing builds as statements of its body (`Image(uiImage: picked)` in
    /// `func loadImage()`): Swift discards them, so no view among them is ever drawn. Only initialisers count:
    /// `Task { … }` runs its work, and a type's method (`Timer.scheduledTimer(…) { … }`) does what it is called for.
    func discardedValues(in function: NodeID) -> [Range<Int>] {
        guard case .function(let info)? = self[function].decl, info.keyword == "func", info.returnType == nil,
              !info.attributes.contains(where: { $0.name.hasSuffix("Builder") }) else { return [] }
        return children(of: function).filter { child in
            let name = self[child].name
            return self[child].kind == .call && name != "Task" && name.first?.isUppercase == true && !name.contains(".")
        }.map { self[$0].range }
    }

    /// Whether `id` is a `private` or `fileprivate` function or computed property returning a view that nothing
    /// else in the file names: only this file may use it, so it is never drawn (a helper left behind).
    func isUnusedPrivateViewMember(_ id: NodeID) -> Bool {
        guard let member = computedMember(id), member.type?.hasSuffix("View") == true, isDeclaredPrivate(id) else {
            return false
        }
        return !isNamedOutside(id)
    }

    /// Whether `id` declares a `private` or `fileprivate` type (not an extension) that nothing else in the file
    /// names: only this file may use it, so nothing it draws is ever shown (a copy of a sheet another screen keeps
    /// its own private copy of). `@main` types are run without being named.
    func isUnusedPrivateType(_ id: NodeID) -> Bool {
        guard case .type(let info)? = self[id].decl, info.keyword != "extension",
              !info.isEntryPoint, isDeclaredPrivate(id) else { return false }
        return !isNamedOutside(id)
    }

    /// Whether `id` is a helper a type draws with by naming it: a function or computed property of a type or of
    /// an extension of one (not `extension View`'s modifiers, which the index follows as owners) that returns
    /// `some View` or `AnyView`, is no member SwiftUI calls by itself (`ShippingCode.viewMembersSwiftUICalls`), and
    /// overrides nothing (an `override` or `@objc` member may be called by a superclass or by Objective-C).
    func isViewHelper(_ id: NodeID) -> Bool {
        // `trimmingSpaces`, not Foundation's trimming: every computed member of every file is asked.
        guard let member = computedMember(id), let returned = member.type.map({ Substring($0).trimmingSpaces }),
              returned == "some View" || returned == "AnyView" || returned == "some SwiftUI.View",
              !ShippingCode.viewMembersSwiftUICalls.contains(self[id].name),
              !member.attributes.contains(where: { $0.name.hasPrefix("objc") }),
              let owner = declarationParent(of: id), case .type(let info)? = self[owner].decl,
              info.keyword != "protocol",
              !(info.keyword == "extension" && ShippingCode.modifiedViewTypes.contains(self[owner].name)) else {
            return false
        }
        return !source.tokenSpan(of: self[id].range.lowerBound..<self[id].nameRange.lowerBound)
            .contains { source.text(of: source.tokens[$0]) == "override" }
    }

    /// The type a function (`func`) or computed property yields, as written, and its attributes; nil for any
    /// other declaration or node.
    private func computedMember(_ id: NodeID) -> (type: String?, attributes: [Attribute])? {
        switch self[id].decl {
        case .function(let function)? where function.keyword == "func": (function.returnType, function.attributes)
        case .property(let property)? where property.isComputed: (property.typeText, property.attributes)
        default: nil
        }
    }

    /// Whether the declaration `id`, or the type or extension it is declared in, is written `public` or `open`:
    /// another module may name it.
    func isDeclaredPublic(_ id: NodeID) -> Bool {
        let tokens = source.tokens
        var current: NodeID? = id
        while let node = current, node != root {
            let modifiers = source.tokenSpan(of: self[node].range.lowerBound..<self[node].nameRange.lowerBound)
            let isPublic = modifiers.contains { tokens[$0].keyword == .public || tokens[$0].keyword == .open }
            if isPublic { return true }
            current = declarationParent(of: node)
        }
        return false
    }

    /// The view helpers (`isViewHelper`) named `names` that nothing in this file calls, but other such helpers
    /// nothing calls: the helpers of a screen left behind, and those only they draw with. `names` are the helpers
    /// no other file of the project names (`ProjectIndex.helpersNamedOnlyWhereDeclared`).
    func unusedViewHelpers(among names: Set<String>) -> [Range<Int>] {
        guard !names.isEmpty else { return [] }
        var declarations: [String: [Range<Int>]] = [:]
        for id in nodes(.function, .property) where names.contains(self[id].name) && isViewHelper(id) {
            declarations[self[id].name, default: []].append(self[id].range)
        }
        guard !declarations.isEmpty else { return [] }
        // Where each name is written outside its own declarations (a recursive call is no use).
        var mentions: [String: [Int]] = declarations.mapValues { _ in [] }
        let lengths = Set(declarations.keys.map(\.utf8.count))
        // Keywords too: a helper named `default` is called as `.default`, or written `` `default` ``.
        for token in source.tokens where token.kind == .identifier || token.kind == .keyword {
            let isBackticked = token.flags.contains(.backticked)
            guard lengths.contains(Int(token.textLength) - (isBackticked ? 2 : 0)) else { continue }
            let text = source.text(of: token)
            let name = isBackticked ? String(text.dropFirst().dropLast()) : text
            guard let own = declarations[name] else { continue }
            let offset = Int(token.textStart)
            if !own.contains(where: { $0.contains(offset) }) { mentions[name, default: []].append(offset) }
        }
        var unused = Set(mentions.filter(\.value.isEmpty).keys)
        var grew = !unused.isEmpty
        while grew {
            grew = false
            for (name, offsets) in mentions where !unused.contains(name) {
                let onlyInUnused = offsets.allSatisfy { offset in
                    unused.contains { declarations[$0]?.contains { $0.contains(offset) } == true }
                }
                if onlyInUnused {
                    unused.insert(name)
                    grew = true
                }
            }
        }
        return unused.flatMap { declarations[$0] ?? [] }
    }

    /// Whether the file names the declaration `id` anywhere outside it.
    func isNamedOutside(_ id: NodeID) -> Bool {
        let range = self[id].range
        let name = FileReferenceFacts.simpleName(self[id].name)
        return VisualTree.containsIdentifier(name, in: 0..<range.lowerBound, of: source)
            || VisualTree.containsIdentifier(name, in: range.upperBound..<source.bytes.count, of: source)
    }

    /// Whether the modifiers written before a declaration's name (`@ViewBuilder private func`, `fileprivate
    /// static var`) make it `private` or `fileprivate`.
    func isDeclaredPrivate(_ id: NodeID) -> Bool {
        let tokens = source.tokens
        let modifiers = source.tokenSpan(of: self[id].range.lowerBound..<self[id].nameRange.lowerBound)
        return modifiers.contains { tokens[$0].keyword == .private || tokens[$0].keyword == .fileprivate }
    }

    /// Whether only the declaration's own file can name it: it, or a type or extension around it, is written
    /// `private` or `fileprivate` (`private extension Row { var checkbox: some View { … } }`).
    func isVisibleOnlyInItsFile(_ id: NodeID) -> Bool {
        var current: NodeID? = id
        while let node = current, node != root {
            if isDeclaredPrivate(node) { return true }
            current = declarationParent(of: node)
        }
        return false
    }

    /// What declares `id`, through the `#if` clauses between them: a type, an extension or the file.
    private func declarationParent(of id: NodeID) -> NodeID? {
        var current = self[id].parent
        while let node = current, self[node].kind == .ifConfig || self[node].kind == .ifConfigBranch {
            current = self[node].parent
        }
        return current
    }
}

extension ViewTree {
    /// Values built and thrown away (`let _ = TextField(title, text: $name)` in a view body): never drawn.
    func discardedValueRanges() -> [Range<Int>] {
        nodes(.localBinding).filter { self[$0].name == "_" }.map { self[$0].range }
    }

    /// Local constants whose view is drawn only into a picture (`let shareContent = VStack { … }` handed to
    /// `ImageRenderer(content: shareContent)`): never on screen, so nothing in them reaches assistive technologies.
    func renderedOnlyIntoImageRanges() -> [Range<Int>] {
        ImageRendering.content(in: self).holders.filter { self[$0].kind == .localBinding }.map { self[$0].range }
    }
}

extension ViewTree {
    /// Whether `declaration` is a `@State private var` with an initial value that nothing in `range` (outside the
    /// declaration and `excluded`) assigns, binds or calls a method on: it keeps its initial value. With
    /// `resetValue` (the initial value, `nil` or `false`, which an optional may leave unwritten), assigning that
    /// value alone is no change.
    func isUnchangedPrivateState(_ declaration: NodeID, in range: Range<Int>, excluding excluded: [Range<Int>] = [],
                                 resetValue: String? = nil) -> Bool {
        guard case .property(let info)? = self[declaration].decl, info.initializer != nil || resetValue != nil,
              info.attributes.contains(where: { $0.name == SwiftUIVocabulary.stateAttribute }),
              VisualTree.hasKeyword("private", in: self[declaration].range, of: source) else { return false }
        return !VisualTree.mayChange(self[declaration].name, in: range,
                                     outsideAll: [self[declaration].range] + excluded, of: source,
                                     resetValue: resetValue)
    }

    /// What a `@State private var` that never leaves its initial value would show: presentations nothing opens
    /// (`neverPresentedRanges`) and branches nothing enters (`neverEnteredBranchRanges`). Never drawn, and a screen
    /// only they show never ships.
    func neverDrawnRanges() -> [Range<Int>] {
        neverPresentedRanges() + neverEnteredBranchRanges()
    }

    /// Presentations nothing ever opens: a `.sheet(isPresented: $isShowingTests) { … }` (or a cover, popover or
    /// inspector) bound to a `@State private var` that starts `false` and that nothing else in its file assigns,
    /// binds or calls a method on.
    private func neverPresentedRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for name in SwiftUIVocabulary.screenPresentations where name != "navigationDestination" {
            for presentation in modifierUses(named: name) {
                guard let binding = argument("isPresented", of: presentation),
                      case .identifier(let text) = binding.value, text.hasPrefix("$"),
                      let type = declaringType(of: presentation) else { continue }
                let flag = String(text.dropFirst())
                guard let declaration = VisualTree.properties(ofType: self[type].name, in: self)
                        .first(where: { self[$0].name == flag }),
                      case .property(let info)? = self[declaration].decl, case .bool(false)? = info.initializer,
                      // A private property may be set from an extension anywhere in the file.
                      isUnchangedPrivateState(declaration, in: 0..<source.bytes.count, excluding: [binding.range])
                else { continue }
                ranges.append(self[presentation].range)
            }
        }
        return ranges
    }

    /// The first branch of an `if` on a `@State private var` that holds nothing until something gives it a
    /// value, when nothing in the file ever does: `if let message = toast { … }` (or `if toast != nil`) with
    /// `toast` starting `nil` and only ever set back to `nil`, or `if isShowingBanner { … }` with a flag starting
    /// `false` and only ever set to `false`; no binding (`$toast`) or method call on it either.
    private func neverEnteredBranchRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        // Each state is looked for in the whole file once, however many branches test it.
        var staysEmpty: [NodeID: Bool] = [:]
        for conditional in nodes(.conditional) {
            guard let branch = children(of: conditional).first, self[branch].kind == .branch,
                  self[branch].name == "if", let condition = self[branch].label,
                  let (name, emptyValue) = Self.presenceTest(condition),
                  let type = declaringType(of: branch),
                  let declaration = VisualTree.properties(ofType: self[type].name, in: self)
                    .first(where: { self[$0].name == name }) else { continue }
            let empty = staysEmpty[declaration] ?? {
                guard case .property(let info)? = self[declaration].decl, Self.startsAt(emptyValue, info) else {
                    return false
                }
                return isUnchangedPrivateState(declaration, in: 0..<source.bytes.count, resetValue: emptyValue)
            }()
            staysEmpty[declaration] = empty
            if empty { ranges.append(self[branch].range) }
        }
        return ranges
    }

    /// The state a single-clause condition tests for presence, and the value that means absence:
    /// `let message = toast`, `let toast` and `toast != nil` test `toast` against `nil`; `isShowingBanner` tests a
    /// flag against `false`.
    private static func presenceTest(_ condition: String) -> (name: String, emptyValue: String)? {
        // Only names (ASCII or not), spaces, `.`, `=` and `!` spell one, in one clause: most conditions (calls,
        // comparisons with values, several clauses) hold another byte and are ruled out before any `String` is made
        // (every `if` of every file comes here).
        let isPresenceSpelling = condition.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPresenceByte) }
            ?? condition.utf8.allSatisfy(isPresenceByte)
        guard isPresenceSpelling else { return nil }
        let clause = Substring(condition).trimmingSpaces
        let isName = { (text: Substring) in
            !text.isEmpty && text.first?.isLetter == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        var text = clause
        if let binding = ConditionClauses.optionalBinding(clause) {
            text = Substring(binding.value ?? binding.name)
            if text.hasPrefix("self.") { text = text.dropFirst(5) }
            return isName(text) ? (String(text), "nil") : nil
        }
        if text.hasSuffix(" != nil") {
            text = text.dropLast(" != nil".count).trimmingSpaces
            if text.hasPrefix("self.") { text = text.dropFirst(5) }
            return isName(text) ? (String(text), "nil") : nil
        }
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        return isName(text) ? (String(text), "false") : nil
    }

    private static func isPresenceByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "!"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    /// Whether a property starts at the value that means absence: `false` for a flag, `nil` for an optional
    /// (written, or left out on an optional type).
    private static func startsAt(_ emptyValue: String, _ info: PropertyInfo) -> Bool {
        switch (emptyValue, info.initializer) {
        case ("false", .bool(false)?): return true
        case ("nil", nil): return info.typeText?.hasSuffix("?") == true
        case ("nil", .identifier("nil")?), ("nil", .other("nil")?): return true
        default: return false
        }
    }

    /// Code only developers' builds run, found by name: members named as debugging tools (`internalDebugRows`,
    /// `debugSection`, `ShippingCode.isDebugTool`) and the first clause of an `if` whose condition holds only in a
    /// development build (`if !isProduction { … }`, `if environment == .staging { … }`). Nothing there reaches
    /// the people who install the app. So is a branch a literal condition skips: the body of `if false { … }`
    /// and what follows `if true { … }` (code switched off by hand).
    func developmentOnlyRanges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for id in nodes(.function, .property) where ShippingCode.isDebugTool(self[id].name) {
            ranges.append(self[id].range)
        }
        for choice in nodes(.conditional) {
            let branches = children(of: choice).filter { self[$0].kind == .branch }
            if let first = branches.first, let condition = self[first].label {
                if ConditionClauses.of(condition).contains(where: ShippingCode.holdsOnlyInDevelopment) {
                    ranges.append(self[first].range)
                }
            }
            for (position, branch) in branches.enumerated() {
                switch self[branch].label.map({ VisualTree.trimmed(Substring($0)) }) {
                case "false": ranges.append(self[branch].range)
                case "true": ranges += branches[(position + 1)...].map { self[$0].range }
                default: continue
                }
            }
        }
        return ranges
    }
}
