import Foundation

/// Reads the component facts of one file. Every walk is bounded (helper expansion and content classification
/// visit a capped number of nodes), so hostile input costs time, never stack.
struct ComponentExtractor {
    let path: String
    let tree: ViewTree

    /// How many helper `var`s/`func`s one classification looks into.
    static let maximumExpansions = 16
    /// How many nodes one classification visits.
    static let maximumVisits = 2_000

    /// Names of the properties and functions declared in the file's types: only those can resolve to helpers,
    /// so other names skip `resolveReference`, which walks the file.
    let memberNames: Dictionary<String, [NodeID]>.Keys
    /// By node index: whether the node holds an animation (`animationNames`, as a modifier or call) among its
    /// descendants or is one. Marked up from the few animations of the file once, where walking each type's
    /// nodes to look for one cost 11,000 instructions a type (callgrind).
    private let holdsAnimation: [Bool]

    init(path: String, tree: ViewTree) {
        self.path = path
        self.tree = tree
        // The tree's table of them, not a set built again name by name.
        memberNames = tree.propertiesAndFunctionsByName.keys
        var holdsAnimation = [Bool](repeating: false, count: tree.nodeCount)
        func mark(_ animation: NodeID) {
            var current: NodeID? = animation
            // An ancestor already marked has had its own ancestors marked too.
            while let node = current, !holdsAnimation[Int(node.index)] {
                holdsAnimation[Int(node.index)] = true
                current = tree.parent(of: node)
            }
        }
        for name in Self.animationNames {
            tree.modifierUses(named: name).forEach(mark)
            for id in tree.callsAndReferences(named: name) where tree[id].kind == .call { mark(id) }
        }
        self.holdsAnimation = holdsAnimation
    }

    mutating func run(references: FileReferenceFacts) -> FileComponentFacts {
        var types: [TypeFacts] = []
        for typeID in tree.typeDeclarations() {
            if let facts = typeFacts(typeID) { types.append(facts) }
        }
        let shipsOnlyOnMac = references.platforms == PlatformMask([PlatformCondition.macOS])
        let rendered = ImageRendering.content(in: tree)
        return FileComponentFacts(path: path, types: types,
                                  callSites: callSites(shipsOnlyOnMac: shipsOnlyOnMac, renderedHolders: rendered.holders),
                                  references: references,
                                  renderedIntoImage: rendered.names,
                                  functionsReturningImage: functionsReturningImage())
    }

    /// Every function of the file by name, and whether all its declarations here return `Image`.
    private func functionsReturningImage() -> [String: Bool] {
        var result: [String: Bool] = [:]
        for id in tree.nodes(.function) {
            guard case .function(let info)? = tree[id].decl, info.keyword == "func" else { continue }
            let isImage = info.returnType.map { SwiftUIVocabulary.imageTypes.contains($0) } ?? false
            result[tree[id].name] = (result[tree[id].name] ?? true) && isImage
        }
        return result
    }

    // MARK: Declarations

    private func typeFacts(_ typeID: NodeID) -> TypeFacts? {
        guard case .type(let info)? = tree[typeID].decl, info.keyword != "protocol" else { return nil }
        let members = tree.members(of: typeID)
        let bodyMember = members.first { member in
            guard tree[member].kind == .property, tree[member].name == SwiftUIVocabulary.bodyProperty,
                  case .property(let property)? = tree[member].decl else { return false }
            return property.isComputed && !property.isStatic
        }
        let declaresView = info.conformances.contains { $0 == "View" || $0 == "SwiftUI.View" }
        let initializers = members.compactMap(explicitInitializer)
        let isExtension = info.keyword == "extension"
        // An extension that neither makes a view nor adds a body or an initialiser tells the index nothing. Primary
        // declarations are kept: an extension in another file may make them views.
        guard !isExtension || declaresView || bodyMember != nil || !initializers.isEmpty else { return nil }
        let name = simpleName(tree[typeID].name)
        var stored = isExtension ? [] : members.compactMap(storedProperty)
        let viewParameters = Self.genericParameterNames(info.genericParameters)
        for index in stored.indices where stored[index].isClosure || stored[index].typeText.map(viewParameters.contains) == true {
            stored[index].holdsContent = true
            stored[index].contentReading = contentReading(of: stored[index].name, in: typeID)
        }
        return TypeFacts(
            name: name, isExtension: isExtension, declaresView: declaresView,
            genericParameters: info.genericParameters, location: location(of: typeID),
            storedProperties: stored,
            explicitInitializers: initializers,
            body: bodyMember.map(bodyFacts),
            usesAnimation: holdsAnimation[Int(typeID.index)],
            readsReduceMotion: readsReduceMotion(in: typeID))
    }

    /// `<Content: View, Label>` → Content, Label; only Content when `constraint` is `View` (the parameters whose
    /// constraint names it).
    static func genericParameterNames(_ text: String?, constrainedTo constraint: String? = nil) -> Set<String> {
        guard let text else { return [] }
        return Set(text.split(whereSeparator: { $0 == "<" || $0 == ">" || $0 == "," }).compactMap { part -> String? in
            let sides = part.split(separator: ":", maxSplits: 1)
            if let constraint, sides.count < 2 || !sides[1].contains(constraint) { return nil }
            return sides.first.map { VisualTree.trimmed($0) }
        }.filter { !$0.isEmpty })
    }

    /// How the type's code shows the views held in `property`: nil unless every use (`content`, `content()`,
    /// `self.content`) is hidden, or every use is grouped, labelled or a control's label.
    private func contentReading(of property: String, in typeID: NodeID) -> ContentReading? {
        let uses = tree.callsAndReferences(named: property).filter { tree.declaringType(of: $0) == typeID }
        guard !uses.isEmpty else { return nil }
        if uses.allSatisfy(hides) { return .hidden }
        if uses.allSatisfy({ tree.enclosingLabelledControl(of: $0) != nil || readingDecision($0).merges }) {
            return .readAsOne
        }
        return nil
    }

    /// A helper `var`/`func` with a body of its own; nil for a stored property (the caller's value).
    func computedHelper(resolving view: NodeID) -> NodeID? {
        guard memberNames.contains(tree[view].name), let helper = tree.resolveReference(view) else { return nil }
        switch tree[helper].decl {
        case .property(let info)?: return info.isComputed ? helper : nil
        case .function?: return helper
        case .type?, nil: return nil
        }
    }

    /// `Outer.Inner` is indexed as `Inner`: call sites name it either way and both resolve by the last component.
    private func simpleName(_ name: String) -> String {
        // Split bytes, not Characters: this runs for every type of every file. Most names have no dot at all.
        guard name.containsByte(UInt8(ascii: ".")),
              let last = name.utf8.split(separator: UInt8(ascii: ".")).last else { return name }
        return String(Substring(last))
    }

    func location(of node: NodeID) -> ComponentLocation {
        let item = tree[node]
        let range = item.nameRange.isEmpty ? item.range : item.nameRange
        return ComponentLocation(path: path, start: tree.position(of: range.lowerBound),
                                 end: tree.position(of: range.upperBound))
    }

    /// Property wrappers whose value the environment or SwiftUI supplies: not memberwise parameters.
    static let injectedWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace", "GestureState",
        "FetchRequest", "SectionedFetchRequest", "Query", "AppStorage", "SceneStorage", "StateObject",
    ]

    private func storedProperty(_ member: NodeID) -> StoredPropertyFacts? {
        guard tree[member].kind == .property, case .property(let info)? = tree[member].decl, !info.isStatic,
              !info.isComputed else {
            return nil
        }
        let wrappers = Set(info.attributes.map(\.name))
        let isViewBuilder = wrappers.contains(SwiftUIVocabulary.viewBuilderAttribute)
        let isInjected = !wrappers.isDisjoint(with: Self.injectedWrappers)
        var defaultValue = info.initializer.map { labelValue(of: $0) }
        if defaultValue == nil, info.bindingKeyword == "var", info.typeText?.hasSuffix("?") == true {
            defaultValue = .blank
        }
        let isConstantWithValue = info.bindingKeyword == "let" && info.initializer != nil
        let isClosure = isViewBuilder || (info.typeText?.contains("->") ?? false)
        var facts = StoredPropertyFacts(name: tree[member].name, typeText: info.typeText, defaultValue: defaultValue,
                                        isMemberwiseParameter: !isInjected && !isConstantWithValue, isClosure: isClosure)
        // A binding holds what the caller passed: a `.constant(…)` stays that value.
        facts.isPlain = info.attributes.isEmpty || info.attributes.map(\.name) == ["Binding"]
        guard info.attributes.isEmpty else { return facts }
        if let initializer = info.initializer {
            facts.constantDefault = ArgumentConstant(initializer, in: tree)
        } else if info.bindingKeyword == "var", info.typeText?.hasSuffix("?") == true {
            facts.constantDefault = .nilValue
        }
        return facts
    }

    /// An `init`, with each parameter mapped to the stored property its body assigns it to
    /// (`self.title = title`, `_isOn = isOn`, `self.content = content()`).
    private func explicitInitializer(_ member: NodeID) -> ComponentInitializer? {
        guard tree[member].kind == .function, case .function(let info)? = tree[member].decl, info.keyword == "init"
        else { return nil }
        var assignments: [String: Assignment] = [:]
        tree.walk(from: member) { id in
            guard tree[id].kind == .statement else { return .visitChildren }
            if let assignment = Self.assignment(
                in: tree.source.bytes[tree[id].range.clamped(to: 0..<tree.source.bytes.count)]) {
                assignments[assignment.parameter] = assignments[assignment.parameter] ?? assignment
            }
            return .skipChildren
        }
        let parameters = info.parameters.map { parameter in
            var result = ComponentParameter(
                label: parameter.label, property: assignments[parameter.name]?.property ?? parameter.name,
                typeText: parameter.typeText, defaultValue: parameter.defaultValue.map { labelValue(of: $0) },
                isClosure: parameter.typeText.contains("->"),
                constantDefault: parameter.defaultValue.flatMap { ArgumentConstant($0, in: tree) })
            result.isStoredAsGiven = assignments[parameter.name]?.isDirect ?? false
            return result
        }
        return ComponentInitializer(parameters: parameters, isMemberwise: false)
    }

    /// A statement of an `init` storing one of its parameters (`self.title = title`).
    struct Assignment: Equatable {
        var property: String
        var parameter: String
        /// The parameter is stored as given (`self.title = title`, `_isOn = isOn`), not called or defaulted.
        var isDirect: Bool
    }

    /// `self.title = title` → (`title`, `title`); `_isOn = isOn` → (`isOn`, `isOn`); `self.label = label()` →
    /// (`label`, `label`). nil for anything else. `statement` is the statement's UTF-8.
    ///
    /// Every statement of every initialiser comes here. Nearly all are ASCII, read byte by byte; reading them as
    /// `Character`s cost about 24,000 instructions a statement (callgrind). Any other is read as `Character`s,
    /// whose letters and digits are Unicode's.
    static func assignment(in statement: ArraySlice<UInt8>) -> Assignment? {
        guard let equals = statement.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        guard statement.allSatisfy({ $0 < 0x80 }) else {
            return assignment(inCharactersOf: String(decoding: statement, as: UTF8.self))
        }
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                return true
            default:
                return false
            }
        }
        let left = statement[..<equals]
        var target = Self.trimmingSpacesAndTabs(left)
        if target.starts(with: "self.".utf8) { target = target.dropFirst(5) }
        if target.first == UInt8(ascii: "_") { target = target.dropFirst() }
        let source = Self.trimmingSpacesAndTabs(statement[(equals + 1)...])
        // `==`, `+=` and friends are not assignments.
        guard source.first != UInt8(ascii: "="), let last = left.last,
              last == UInt8(ascii: " ") || (isIdentifierByte(last) && last != UInt8(ascii: "_")) else {
            return nil
        }
        let parameter = source.prefix(while: isIdentifierByte)
        guard !target.isEmpty, target.allSatisfy(isIdentifierByte), !parameter.isEmpty else { return nil }
        let rest = source[parameter.endIndex...]
        guard rest.isEmpty || rest.elementsEqual("()".utf8) || rest.starts(with: " ??".utf8) else { return nil }
        return Assignment(property: String(decoding: target, as: UTF8.self),
                          parameter: String(decoding: parameter, as: UTF8.self), isDirect: rest.isEmpty)
    }

    /// `assignment(in:)` of a statement that is not all ASCII.
    private static func assignment(inCharactersOf statement: String) -> Assignment? {
        guard let equals = statement.utf8.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        let left = statement[..<equals]
        var target = Self.trimmingSpacesAndTabs(left)
        if target.hasPrefix("self.") { target = target.dropFirst(5) }
        if target.hasPrefix("_") { target = target.dropFirst() }
        let source = Self.trimmingSpacesAndTabs(statement[statement.index(after: equals)...])
        guard !source.hasPrefix("="), let last = left.last, last == " " || last.isLetter || last.isNumber else {
            return nil
        }
        let parameter = source.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !parameter.isEmpty
        else { return nil }
        let rest = source.dropFirst(parameter.count)
        guard rest.isEmpty || rest == "()" || rest.hasPrefix(" ??") else { return nil }
        return Assignment(property: String(target), parameter: String(parameter), isDirect: rest.isEmpty)
    }

    private static func trimmingSpacesAndTabs(_ text: Substring) -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return text[first...last]
    }

    private static func trimmingSpacesAndTabs(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return [] }
        return bytes[first...last]
    }

    // MARK: Type-wide flags

    static let animationNames: Set<String> = [
        "animation", "withAnimation", "transition", "phaseAnimator", "keyframeAnimator", "symbolEffect",
        "rotation3DEffect", "matchedGeometryEffect", "contentTransition",
    ]

    /// `@Environment(\.accessibilityReduceMotion)` or `UIAccessibility.isReduceMotionEnabled` in the type.
    private func readsReduceMotion(in typeID: NodeID) -> Bool {
        let range = tree[typeID].range
        return StringSearch.source(tree.source, in: range, contains: "accessibilityReduceMotion")
            || StringSearch.source(tree.source, in: range, contains: "isReduceMotionEnabled")
    }

    // MARK: Call sites

    /// `shipsOnlyOnMac`: the file builds for the Mac alone, where every `List` row is read as one element.
    /// Every call of a view the file makes, but those in `renderedHolders` (`let content = ShareCard(…)` handed to
    /// an `ImageRenderer`), which count as drawn into a picture.
    private func callSites(shipsOnlyOnMac: Bool, renderedHolders: Set<NodeID>) -> [CallSiteFacts] {
        var result: [CallSiteFacts] = []
        for id in tree.nodes(.call) {
            let name = tree[id].name
            guard Self.mayNameComponent(name),
                  !memberNames.contains(name) || tree.resolveReference(id) == nil, !tree.isInPreview(id) else { continue }
            if !renderedHolders.isEmpty, tree.ancestors(of: id).contains(where: renderedHolders.contains) { continue }
            let inControlLabel = tree.enclosingLabelledControl(of: id) != nil
            // A `Label`'s icon is read with its title, as one element.
            let merged = inControlLabel || tree.isInsideLabelIcon(id)
            // The modifiers around the call, worked out once for the four questions asked of them.
            let modifiers = tree.effectiveModifiers(of: id, withinPresentation: true)
            let reading = merged ? (decides: true, merges: true) : readingDecision(id, modifiers: modifiers)
            let trailingClosures = ComponentCall(node: id, in: tree)?.trailingClosures ?? []
            result.append(CallSiteFacts(name: name, decidesReading: reading.decides,
                                        mergesOrHides: reading.merges,
                                        addsButtonTrait: inControlLabel || addsButtonTrait(modifiers),
                                        hides: hides(modifiers),
                                        isTapped: tree.hasModifier(SwiftUIModifier.onTapGesture.rawValue, on: id),
                                        isRepeated: isRepeated(id),
                                        isInListRow: tree.isInListRow(id),
                                        isInSelectableListRow: tree.isInSelectableListRow(id,
                                                                                          everyListOnMac: shipsOnlyOnMac),
                                        isInToolbar: tree.isInToolbar(id),
                                        isMenuItem: tree.isMenuContent(id),
                                        isNamedAsTab: tree.hasModifier(SwiftUIModifier.tabItem.rawValue, on: id),
                                        isSectionOfNavigation: tree.isSectionOfNavigationContent(id),
                                        setsFixedFont: setsFixedFont(modifiers),
                                        backdrop: VisualContrastContext.backdrop(of: id, in: tree),
                                        pinnedAppearance: tree.pinnedAppearance(of: id),
                                        passedAsContent: passedAsContent(id),
                                        callerType: tree.declaringType(of: id).map { simpleName(tree[$0].name) },
                                        argumentLabels: tree[id].arguments.map(\.label),
                                        trailingClosureLabels: trailingClosures.map { tree[$0].label },
                                        // Numbered as `ComponentCall` numbers them: arguments, then trailing closures.
                                        argumentConstants: tree[id].arguments.map { ArgumentConstant($0.value, in: tree) }
                                            + trailingClosures.map { ArgumentConstant(.closure($0), in: tree) }))
        }
        return result
    }

    /// The nearest `.font` around the call has a size that does not scale (`.system(size: 14)`): the texts of the
    /// component that set no font of their own keep that size.
    private func setsFixedFont(_ modifiers: [NodeID]) -> Bool {
        guard let font = modifiers.first(where: { tree[$0].name == "font" }),
              let argument = tree[font].arguments.first else { return false }
        return VisualFont.fixedSize(ofFont: argument.value, at: font, in: tree) != nil
    }

    /// A call of this name may be a custom component: a type name (capitalised, unqualified) SwiftUI does not own.
    private static func mayNameComponent(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        // Asked of every call: an ASCII first letter is answered from its byte, the Unicode property only otherwise.
        let isUppercase = first < 0x80 ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
            : name.unicodeScalars.first?.properties.isUppercase == true
        guard isUppercase else { return false }
        return !name.contains(".") && !ViewNames.isBuiltIn(name)
    }

    /// `Card(image: { Cover() })`, `Row { Cover() }`: the custom component whose closure argument holds the call,
    /// and that closure's label. nil when the nearest closure around it belongs to no custom component call.
    private func passedAsContent(_ call: NodeID) -> (component: String, label: String?)? {
        var current = tree[call].parent
        while let id = current {
            switch tree[id].kind {
            case .file, .typeDecl, .property, .function:
                return nil
            case .closure:
                if let owner = tree[id].parent, tree[owner].kind == .call, Self.mayNameComponent(tree[owner].name) {
                    return (tree[owner].name, tree[id].label)
                }
            default:
                break
            }
            current = tree[id].parent
        }
        return nil
    }

    /// The caller groups, labels or hides the component (`decides`): around the call, or, for a call in a helper of
    /// the calling type (`var mainContent: some View { Map(…) }`), around every use of that helper in the file
    /// (`mainContent.accessibilityElement(children: .ignore).accessibilityLabel(…)`), through at most three helpers.
    /// `merges`: only what makes everything inside one element or nothing (hiding, `.combine`, `.ignore`, a
    /// representation), not a label or `.contain`, which leave the views inside their own stops. `merges` implies
    /// `decides`. Both come from one list of modifiers per call (`modifiers`: the call's effective modifiers).
    private func readingDecision(_ call: NodeID, modifiers: [NodeID]? = nil,
                                 helperDepth: Int = 0) -> (decides: Bool, merges: Bool) {
        var decides = false
        for modifier in modifiers ?? tree.effectiveModifiers(of: call, withinPresentation: true) {
            switch SwiftUIModifier(rawValue: tree[modifier].name) {
            case .accessibilityElement?:
                if !Self.keepsChildren(modifier, in: tree) { return (true, true) }
                decides = true
            case .accessibilityRepresentation?: return (true, true)
            case .accessibilityLabel?: decides = true
            default: if isHiding(modifier) { return (true, true) }
            }
        }
        guard helperDepth < 3, let member = tree.declaringMember(of: call),
              tree[member].name != SwiftUIVocabulary.bodyProperty,
              tree.declaringType(of: member) != nil else { return (decides, false) }
        let uses = tree.usesInOwnType(of: member)
        guard !uses.isEmpty else { return (decides, false) }
        var allDecide = true, allMerge = true
        for use in uses {
            let reading = readingDecision(use, helperDepth: helperDepth + 1)
            allDecide = allDecide && reading.decides
            allMerge = allMerge && reading.merges
            if !allMerge, decides || !allDecide { break }
        }
        return (decides || allDecide, allMerge)
    }

    /// `.accessibilityElement(children: .contain)`: the children stay their own elements.
    private static func keepsChildren(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        if case .member(_, "contain")? = tree.argument("children", of: modifier)?.value { return true }
        return false
    }

    /// The caller always hides the component, or a view around it, from assistive technologies
    /// (`.accessibilityHidden(true)`; a condition hides it only sometimes).
    private func hides(_ call: NodeID) -> Bool {
        hides(tree.effectiveModifiers(of: call, withinPresentation: true))
    }

    /// `hides(_:)` from the call's effective modifiers.
    private func hides(_ modifiers: [NodeID]) -> Bool {
        modifiers.contains { modifier in
            let item = tree[modifier]
            return item.name == SwiftUIModifier.accessibilityHidden.rawValue && item.arguments.first?.value.boolLiteral == true
        }
    }

    /// The call draws one row or tile of a collection (`ForEach`, `List(data) { … }`).
    private func isRepeated(_ call: NodeID) -> Bool {
        VisualTree.enclosingViews(of: call, in: tree).contains {
            SwiftUIVocabulary.repeatingViews.contains(tree[$0].name)
        }
    }

    private func isHiding(_ modifier: NodeID) -> Bool {
        let item = tree[modifier]
        return item.name == "accessibilityHidden" && item.arguments.first?.value.boolLiteral != false
    }

    /// `.accessibilityAddTraits(.isButton)` (or `.isLink`) among the call's effective modifiers.
    private func addsButtonTrait(_ modifiers: [NodeID]) -> Bool {
        modifiers.contains { modifier in
            guard tree[modifier].name == SwiftUIModifier.accessibilityAddTraits.rawValue else { return false }
            let text = tree[modifier].arguments.map { tree.text(in: $0.range) }.joined()
            return text.contains("isButton") || text.contains("isLink")
        }
    }
}
