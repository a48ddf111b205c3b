import RuleEngine

/// What the project index says about a call of a custom component, in the terms the rules use: label evidence
/// (tri-state), the component's role, and notes pointing into the component's source.
extension ProjectIndex {
    /// The component a call node names: a call of a type-like name that is not one of SwiftUI's views nor a helper
    /// of the calling type. nil when the index does not know it or cannot choose between two declarations.
    func component(calledBy node: NodeID, in tree: ViewTree, path: String) -> ComponentSummary? {
        guard tree[node].kind == .call else { return nil }
        let name = tree[node].name
        // Cheapest tests first: rules ask this for every call of the file.
        guard let first = name.utf8.first,
              first < 0x80 ? UInt8(ascii: "A") <= first && first <= UInt8(ascii: "Z")
                           : name.unicodeScalars.first?.properties.isUppercase == true,
              !name.containsByte(UInt8(ascii: ".")), !ViewNames.isBuiltIn(name),
              let summary = component(named: name, from: path),
              // Last: resolving a helper walks the file, and most calls name no component.
              tree.resolveReference(node) == nil else { return nil }
        return summary
    }

    /// Whether a component call is named, from what the component does with its arguments:
    /// `IconButton(systemName: "trash") { }` is absent (its label is only the symbol), `IconButton(systemName:
    /// "trash", label: "Delete")` present when the component forwards `label`, `PrimaryButton(title: "")` absent
    /// (empty). Modifiers at the call site are not looked at here (`labelEvidence(for:)` does that first).
    /// nil when the index does not know the component.
    func labelEvidence(forCallOf node: NodeID, in tree: ViewTree, path: String) -> LabelEvidence? {
        guard let summary = component(calledBy: node, in: tree, path: path) else { return nil }
        guard let call = ComponentCall(node: node, in: tree), let binding = summary.bind(
            argumentLabels: call.arguments.map(\.label), trailingClosureLabels: call.trailingClosures.map { tree[$0].label })
        else { return .unknown(.unresolved(node)) }
        var sawBlank = false
        // A blank written at this call (`label: ""`), not a blank default.
        var passedBlank = false
        for property in summary.label.properties {
            if let position = binding.arguments[property] {
                let value = call.value(at: position)
                guard let expr = value.expr else { return .present(.componentArgument(call.label(at: position))) }
                if tree.isBlankLiteral(expr) || expr.isNilLiteral {
                    sawBlank = true
                    passedBlank = passedBlank || tree.isBlankLiteral(expr)
                    continue
                }
                return .present(.componentArgument(call.label(at: position)))
            }
            switch binding.defaults[property] ?? nil {
            case .text?, .other?, .property?: return .present(.componentArgument(property))
            case .content(let label)? where label.properties.isEmpty:
                if case .fixed = label.fallback { return .present(.componentArgument(property)) }
            case .blank?: sawBlank = true
            case .content?, nil: continue
            }
        }
        switch summary.label.fallback {
        case .fixed:
            return .present(.visibleText)
        case .iconOnly(let symbolProperty, _, _):
            // An empty label passed on purpose (`label: ""`) replaces the icon's own name.
            if passedBlank { return .absent(.empty) }
            // An icon the body picks by itself, with no argument that could name it, is reported in the body, where
            // the fix goes; every call would only repeat that finding.
            if symbolProperty == nil, summary.origin == .source, summary.label.properties.isEmpty {
                return .unknown(.unresolved(node))
            }
            return .absent(.imageOnly([node]))
        case .empty:
            if sawBlank { return .absent(.empty) }
            // `label: none` in `components:` means the component has no way to be named.
            if summary.origin == .configuration { return .absent(.none) }
            // A label left empty inside the component is reported there; how it is drawn instead (a background,
            // a style) is beyond the index, so call sites stay quiet.
            return .unknown(.unresolved(node))
        case .content(let property):
            guard let position = binding.arguments[property] else { return .unknown(.unresolved(node)) }
            guard let closure = call.value(at: position).closure else { return .unknown(.unresolved(node)) }
            switch tree.labelContent(of: closure) {
            case .text: return .present(.visibleText)
            case .imageOnly(let images): return .absent(.imageOnly(images))
            case .empty: return .absent(.empty)
            case .unknown(let unresolved): return .unknown(.unresolved(unresolved ?? tree.children(of: node).first))
            }
        case .unknown:
            return .unknown(.unresolved(node))
        }
    }

    /// The symbol or image an icon-only component shows at this call (`IconButton(systemName: "trash")` → the
    /// symbol `trash`), for messages; nil when the component is not icon-only.
    func iconSource(forCallOf node: NodeID, in tree: ViewTree, path: String) -> ImageSource? {
        guard let summary = component(calledBy: node, in: tree, path: path),
              case .iconOnly(let symbolProperty, let symbol, let isAsset) = summary.label.fallback else { return nil }
        if let symbol { return isAsset ? .asset(symbol) : .symbol(symbol) }
        guard let symbolProperty, let call = ComponentCall(node: node, in: tree),
              let binding = summary.bind(argumentLabels: call.arguments.map(\.label),
                                         trailingClosureLabels: call.trailingClosures.map { tree[$0].label }),
              let position = binding.arguments[symbolProperty], let expr = call.value(at: position).expr
        else { return .unnamed }
        if case .string(let literal) = expr, !literal.isInterpolated {
            return isAsset ? .asset(literal.text) : .symbol(literal.text)
        }
        return .variable(tree.text(in: call.arguments[position].range))
    }

    /// A related location for a finding at a component's call site: where the component decides its label (or,
    /// failing that, its declaration).
    func notes(forCallOf node: NodeID, in tree: ViewTree, path: String, saying message: String) -> [Note] {
        guard let summary = component(calledBy: node, in: tree, path: path),
              let location = summary.labelLocation ?? summary.location else { return [] }
        return [Note(message: message, file: location.path, start: location.start, end: location.end)]
    }
}

extension LintContext {
    /// The effect keys of the app's menu bar commands when the file ships on the Mac only, where VoiceOver
    /// reaches the menu bar; empty elsewhere (an iPad shows the commands only with a hardware keyboard).
    var macMenuBarActions: Set<String> {
        shipsOnlyOnMac ? index.menuBarActions(forFile: path) : []
    }

    /// The file builds for the Mac alone.
    var shipsOnlyOnMac: Bool { platforms == [PlatformCondition.macOS] }

    /// `ViewTree.imageSource(of:)`, with a name read from a constant of the linted files: `Image(systemName:
    /// MySymbols.new)` where `MySymbols.new` is `"plus"`; `Image(.xmarkCircle)` where a `String` enum's case
    /// `xmarkCircle` is the conventional symbol `"xmark.circle"`.
    func imageSource(of image: NodeID) -> ImageSource? {
        guard let source = tree.imageSource(of: image) else { return nil }
        guard let symbol = constantSymbol(source) else { return source }
        if tree.argument("systemName", of: image) != nil { return symbol }
        return symbol.conventionalSymbol != nil ? symbol : source
    }

    /// The symbol a `.variable` source names through a string constant of the linted files, or nil.
    private func constantSymbol(_ source: ImageSource) -> ImageSource? {
        guard case .variable(let expression) = source, let value = index.stringConstant(named: expression) else {
            return nil
        }
        return .symbol(value)
    }

    /// The index's summary of the component this call node uses, if any.
    func component(calledBy node: NodeID) -> ComponentSummary? {
        // No closure here: capturing the context would copy (and retain) every field of it on each call.
        if let known = shared.knownComponent(calledBy: node) { return known }
        let resolved = index.component(calledBy: node, in: tree, path: path)
        shared.remember(resolved, calledBy: node)
        return resolved
    }

    /// Whether this call uses an app's own button view (`PrimaryButton(title:) { save() }`), as the index knows it.
    func isButtonComponent(_ node: NodeID) -> Bool {
        component(calledBy: node)?.role == .button
    }

    /// Whether this call uses an app's own text view (`BodyText(message)`), as the index knows it.
    func isTextComponent(_ node: NodeID) -> Bool {
        component(calledBy: node)?.role == .label
    }

    /// The symbol an icon-only component shows at this call, for messages.
    func componentIconSource(ofCall node: NodeID) -> ImageSource? {
        let source = index.iconSource(forCallOf: node, in: tree, path: path)
        return source.flatMap(constantSymbol) ?? source
    }

    /// A note for a finding at a component's call site, pointing where the component decides its label and saying
    /// how this call could name it. Empty for anything but a component call.
    func componentLabelNotes(forCallOf node: NodeID) -> [Note] {
        guard let summary = component(calledBy: node) else { return [] }
        let message: String
        if let property = summary.label.properties.first {
            message = "\(summary.name) is named by its '\(property)' argument, which this call leaves out or empty"
        } else {
            message = "\(summary.name) shows this and takes no label argument; label it where it is used or add one"
        }
        return index.notes(forCallOf: node, in: tree, path: path, saying: message)
    }

    /// Whether every call site of the component whose body holds `node` (in the linted files) groups, labels or
    /// hides it: then how the body reads is the caller's decision, already made (precision lesson 6).
    func isReadingDecidedByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysGroupedByCaller ?? false
    }

    /// Whether a caption says what the value `text` shows: a text of literal words beside it
    /// (`ViewTree.hasCaptionBeside`), also one showing a property of its component that every caller fills with
    /// words (`Text(title)`, each call passing `title: "Duration"`); or, when the text is all its component shows,
    /// one right before or after each of the component's calls, all of them in this file (`Text("Live Workout")`
    /// over `WorkoutTimer(start: date)`).
    func hasCaptionBeside(_ text: NodeID) -> Bool {
        let component = declaringComponent(of: text)
        let wordProperties = Set((component?.callSites.literalStrings ?? [:]).compactMap { name, values in
            values.allSatisfy { $0.contains(where: \.isLetter) } ? name : nil
        })
        if tree.hasCaptionBeside(text, wordProperties: wordProperties) { return true }
        guard let component, component.callSites.total > 0, let type = tree.declaringType(of: text),
              let name = tree[type].name.split(separator: ".").last.map(String.init),
              tree.calls(.text).allSatisfy({ $0 == text || tree.declaringType(of: $0) != type }) else { return false }
        let calls = tree.calls(named: name).filter { !tree.isInPreview($0) }
        return calls.count == component.callSites.total && calls.allSatisfy { tree.hasCaptionNextTo($0) }
    }

    /// Whether the icon a control in a component's body shows is the component's own property (`Image(systemName:
    /// iconName)` in `ToolbarIconButton`), which its call sites in the linted files fill: each call is judged by the
    /// symbol it passes (`ToolbarIconButton(iconName: "trash")`), so the body says nothing of its own.
    func isIconJudgedAtCallSites(_ node: NodeID, property: String) -> Bool {
        guard let summary = declaringComponent(of: node), summary.callSites.total > 0,
              case .iconOnly(let symbolProperty?, _, _) = summary.label.fallback else { return false }
        return symbolProperty == property
    }

    /// Whether every call site of the component whose body holds `node` has VoiceOver read it as one element: it
    /// groups, labels or hides it, or draws it as a row of a `List(selection:)`.
    func isReadAsOneElementByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysReadAsOneElementByCaller ?? false
    }

    /// Whether the linted files show the component whose body holds `node` exactly once, outside any collection.
    func isShownOnce(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isShownOnce ?? false
    }

    /// What the call sites in the linted files do with the component whose body holds `node`; nil when it is no
    /// component the index knows.
    func callSitesOfComponent(holding node: NodeID) -> ComponentCallSites? {
        declaringComponent(of: node)?.callSites
    }

    /// Whether some call site of the component whose body holds `node` draws it as a row or tile of a `ForEach`
    /// or `List`: its texts are then an item's, not the screen's.
    func isRepeatedByAnyCaller(_ node: NodeID) -> Bool {
        (declaringComponent(of: node)?.callSites.repeated ?? 0) > 0
    }

    /// Whether some call site of the component whose body holds `node` draws it in a row of a `List` or `Form`, or
    /// in a `Section`'s content: its heading-styled texts are then a row's title.
    func isInListRowByAnyCaller(_ node: NodeID) -> Bool {
        (declaringComponent(of: node)?.callSites.inListRow ?? 0) > 0
    }

    /// Whether every call site of the component whose body holds `node` makes it a tab of a `TabView`, named by
    /// its `.tabItem`.
    func isNamedAsTabByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysNamedAsTab ?? false
    }

    /// Whether every call site of the component whose body holds `node` draws it beside other views in a
    /// navigation container's content: a section of a screen the container names.
    func isSectionOfNavigationByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysSectionOfNavigation ?? false
    }

    /// Whether every call site of the component whose body holds `node` hides it from assistive technologies.
    func isHiddenByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysHiddenByCaller ?? false
    }

    /// Whether the body of the component holding `node` is an image (`struct CloseButton: View { var body: some View
    /// { Image(systemName: "xmark") } }`) that every call site in the linted files responds to a tap on.
    func isTappedImageComponent(_ node: NodeID) -> Bool {
        guard let component = declaringComponent(of: node) else { return false }
        return component.role == .image && component.callSites.isAlwaysTapped
    }

    /// What the call sites of the component whose body holds `node` draw it over, each kind once; empty when the
    /// linted files never call it.
    func callerBackdrops(_ node: NodeID) -> Set<CallerBackdrop> {
        declaringComponent(of: node)?.callSites.backdrops ?? []
    }

    /// The appearance every call site of the component whose body holds `node` pins it to with a literal scheme
    /// (`CartRow()` shown only in a screen with `.preferredColorScheme(.light)`); nil otherwise.
    func appearancePinnedByEveryCaller(_ node: NodeID) -> Appearance? {
        declaringComponent(of: node)?.callSites.appearancePinnedByEveryCaller
    }

    /// Whether every call site of the component whose body holds `node` makes it a toolbar or navigation-bar item.
    func isInToolbarByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysInToolbar ?? false
    }

    /// Whether every call site of the component whose body holds `node` draws it among a `Menu`'s or a
    /// `.contextMenu`'s items.
    func isMenuItemByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysMenuItem ?? false
    }

    /// Whether every call site of the component whose body holds `node` gives it a font of a size that does not
    /// scale: a text there that sets no font of its own keeps that size.
    func isGivenFixedFontByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysGivenFixedFont ?? false
    }

    /// Whether every call site of the component whose body holds `node` adds the `.isButton`/`.isLink` trait or
    /// puts it in a control's label.
    func isMadeAButtonByEveryCaller(_ node: NodeID) -> Bool {
        declaringComponent(of: node)?.callSites.isAlwaysMadeAButtonByCaller ?? false
    }

    /// Whether a call is of a component that is a control already: a button, toggle, text field or other input,
    /// or a view its body gives the button trait.
    func isControlComponent(_ node: NodeID) -> Bool {
        guard let component = component(calledBy: node) else { return false }
        switch component.role {
        case .button, .toggle, .textField, .control: return true
        case .image, .label, .decorative, .card, .container, .unknown: return component.flags.hasButtonTrait
        }
    }

    /// Whether `node` lies in a closure passed to a custom control component (`RoundedButton { Image(…) }`): like
    /// a built-in control's label, the component reads it as its own name.
    func isInsideComponentControlLabel(_ node: NodeID) -> Bool {
        var child = node
        var current = tree[node].parent
        while let id = current {
            let item = tree[id]
            switch item.kind {
            case .property, .function, .typeDecl, .file:
                return false
            case .call where tree[child].kind == .closure:
                if isControlComponent(id) { return true }
            default:
                break
            }
            child = id
            current = item.parent
        }
        return false
    }

    /// The `if` branches of the file that never run: in components, those that test a property every caller fills
    /// with the same constant and that the constant fails (`if let subtitle` when every call leaves `subtitle` nil,
    /// `if isSelected` when every call passes `false`), code no caller ever shows; and those a static flag the
    /// project sets to a literal rules out (`if MockAPIService.isMocking` when it is `false`, `ConstantFlags`).
    func branchesThatNeverRun() -> [Range<Int>] {
        guard index.hasConstantProperties || !index.constantFlags.isEmpty else { return [] }
        return shared.unreachableBranches {
            collectBranchesNoCallerReaches() + ConstantFlags.branchesNeverRun(in: tree, flags: index.constantFlags)
        }
    }

    private func collectBranchesNoCallerReaches() -> [Range<Int>] {
        guard index.hasConstantProperties else { return [] }
        var ranges: [Range<Int>] = []
        // Each type's constants, looked up once: the branches of a file are few, its types' nodes many.
        var constantsByType: [NodeID: [String: ArgumentConstant]] = [:]
        for branch in tree.nodes(.branch) {
            guard let label = tree[branch].label, let choice = tree.parent(of: branch),
                  tree.children(of: choice).first == branch, let type = tree.declaringType(of: branch) else { continue }
            let constants: [String: ArgumentConstant]
            if let known = constantsByType[type] {
                constants = known
            } else {
                let name = tree[type].name.split(separator: ".").last.map(String.init) ?? ""
                constants = component(declaredAs: name)?.callSites.constantProperties ?? [:]
                constantsByType[type] = constants
            }
            if !constants.isEmpty, ConstantCondition.fails(label, given: constants) { ranges.append(tree[branch].range) }
        }
        return ranges
    }

    /// Whether an action closure does nothing: it has no code, it only calls methods of its own type whose bodies
    /// are empty, or it only calls callbacks of the component whose body holds it that every call site in the
    /// linted files leaves `nil` or empty (`onSharePressed: {}`, a stub screen's buttons).
    func doesNothing(_ action: NodeID) -> Bool {
        if tree.isEmptyClosure(action) { return true }
        let statements = tree.children(of: action)
        guard !statements.isEmpty else { return false }
        let calledNames = statements.map { id -> String? in
            guard tree[id].kind == .call, tree.children(of: id).isEmpty else { return nil }
            return TraitText.droppingSelf(tree[id].name)
        }
        // Only calls of the type's own stubs (`private func delete() { }`, a body still to be written).
        if let type = tree.declaringType(of: action),
           calledNames.allSatisfy({ name in name.map { tree.isEmptyFunction(named: $0, in: type) } ?? false }) {
            return true
        }
        guard let constants = declaringComponent(of: action)?.callSites.constantProperties, !constants.isEmpty
        else { return false }
        return calledNames.allSatisfy { name in
            guard let name else { return false }
            return constants[name] == .emptyClosure || constants[name] == .nilValue
        }
    }

    /// The constant every call of the component around `node` fills its stored property `name` with
    /// (`ComponentCallSites.constantProperties`): a value that never changes while the view is shown.
    func constantProperty(_ name: String, around node: NodeID) -> ArgumentConstant? {
        guard index.hasConstantProperties else { return nil }
        return declaringComponent(of: node)?.callSites.constantProperties[name]
    }

    /// The source-declared component whose declaration (or extension) holds `node`.
    private func declaringComponent(of node: NodeID) -> ComponentSummary? {
        guard let type = tree.declaringType(of: node),
              let name = tree[type].name.split(separator: ".").last.map(String.init) else { return nil }
        return component(declaredAs: name)
    }

    /// The summary of the component this file declares as `name`, from source.
    private func component(declaredAs name: String) -> ComponentSummary? {
        // Asked for every node: resolved once per name and file (a file declaring one name many times made each
        // resolution compare every declaration, and the file quadratic).
        let summary: ComponentSummary?
        if let known = shared.knownComponent(named: name) {
            summary = known
        } else {
            summary = index.component(named: name, from: path)
            shared.remember(summary, named: name)
        }
        guard let summary, summary.origin == .source else { return nil }
        return summary
    }
}

/// A call's arguments and trailing closures, in the order `ComponentSummary.bind` numbers them.
struct ComponentCall {
    let arguments: [Argument]
    let trailingClosures: [NodeID]

    init?(node: NodeID, in tree: ViewTree) {
        let item = tree[node]
        guard item.kind == .call else { return nil }
        arguments = item.arguments
        let argumentClosures = Set(item.arguments.compactMap { argument -> NodeID? in
            if case .closure(let closure) = argument.value { return closure }
            return nil
        })
        trailingClosures = tree.closures(of: node).filter { !argumentClosures.contains($0) }
    }

    /// An argument's expression, or a trailing closure.
    func value(at position: Int) -> (expr: Expr?, closure: NodeID?) {
        if position < arguments.count {
            let expr = arguments[position].value
            if case .closure(let closure) = expr { return (expr, closure) }
            return (expr, nil)
        }
        let index = position - arguments.count
        guard index < trailingClosures.count else { return (nil, nil) }
        return (nil, trailingClosures[index])
    }

    func label(at position: Int) -> String {
        position < arguments.count ? arguments[position].label ?? "_" : "trailing closure"
    }
}

extension Expr {
    var isNilLiteral: Bool {
        if case .identifier("nil") = self { return true }
        return false
    }
}

/// An `if` condition read against properties known to hold a constant.
enum ConstantCondition {
    /// Whether one of the condition's clauses (`let subtitle`, `let name = self.name`, `subtitle != nil`,
    /// `isSelected`, `!isHidden`) is false for the constants: the branch never runs.
    static func fails(_ condition: String, given constants: [String: ArgumentConstant]) -> Bool {
        condition.split(separator: ",").contains { clause in
            var words = clause.split(whereSeparator: \.isWhitespace).map { $0.hasPrefix("self.") ? $0.dropFirst(5) : $0 }
            if words.first == "let" || words.first == "var" {
                words.removeFirst()
                // `let subtitle`, or `let text = subtitle`.
                let bound = words.count == 3 && words[1] == "=" ? words[2] : words.count == 1 ? words[0] : nil
                return bound.map { constants[String($0)] == .nilValue } ?? false
            }
            if words.count == 3, words[1] == "!=", words[2] == "nil" { return constants[String(words[0])] == .nilValue }
            guard words.count == 1, let only = words.first else { return false }
            if only.hasPrefix("!") { return constants[String(only.dropFirst())] == .trueValue }
            return constants[String(only)] == .falseValue
        }
    }
}
