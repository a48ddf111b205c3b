/// Where an `Image` gets its picture, which decides what VoiceOver says for it when nothing else names it.
enum ImageSource: Equatable {
    /// `Image(systemName: "trash")`: VoiceOver reads the symbol's built-in name, if it has one.
    case symbol(String)
    /// `Image(systemName: isOn ? "star.fill" : "star")`: one of these symbols, chosen at run time.
    case symbols([String])
    /// `Image("ic_close")`: VoiceOver reads the asset name.
    case asset(String)
    /// `Image(systemName: icon)`, `Image(name)`: a name we cannot read (the expression's source text).
    case variable(String)
    /// `Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage:…)`, `Image(size:renderer:)`, `AsyncImage(url:)`: no
    /// name at all.
    case unnamed
}

extension ViewTree {
    /// The source of an `Image`/`AsyncImage` call's picture; nil for other nodes and for `Image(decorative:)`.
    func imageSource(of node: NodeID) -> ImageSource? {
        guard self[node].kind == .call else { return nil }
        if self[node].name == "AsyncImage" { return .unnamed }
        guard self[node].name == "Image", !isInsideOwnImageType(node) else { return nil }
        let item = self[node]
        guard item.argument(labelled: "decorative") == nil else { return nil }
        if let symbol = item.argument(labelled: "systemName") {
            if case .other(let text) = symbol.value, let branches = WordingText.ternaryBranches(of: text),
               branches.allSatisfy({ $0 != nil && $0?.text.isEmpty == false }) {
                return .symbols(branches.compactMap { $0?.text })
            }
            if let names = symbolNames(chosenBy: symbol.value, at: node) {
                return names.count == 1 ? .symbol(names[0]) : .symbols(names)
            }
            return source(of: symbol, literal: ImageSource.symbol)
        }
        if let name = item.firstUnlabelledArgument {
            return source(of: name, literal: ImageSource.asset)
        }
        if let first = item.arguments.first, let last = item.arguments.last,
           item.arguments.contains(where: { !Self.unnamedImageLabels.contains($0.label ?? "") }) {
            // An initialiser of the app's own (`Image(symbol: "branch")`): it names the image somehow.
            return .variable(text(in: first.range.lowerBound..<last.range.upperBound))
        }
        return .unnamed
    }

    /// The symbol names a `systemName:` value picks among: an enum's raw values (`rawValues(namedBy:visibleFrom:)`),
    /// the literals a private function's calls pass, a constant of the type, or the names spelled around a choice
    /// (`spelledChoices(_:at:)`). nil for anything else.
    func symbolNames(chosenBy value: Expr, at node: NodeID) -> [String]? {
        if let names = rawValues(namedBy: value, visibleFrom: node) { return names }
        if case .identifier(let name) = value, let names = literalsPassed(for: name, at: node) { return names }
        // A constant of the type (`let sendIcon = "paperplane"`), also read from an extension of it.
        if case .identifier(let name) = value, case .string(let literal)? = typeConstant(named: name, at: node),
           !literal.isInterpolated, !literal.text.isEmpty {
            return [literal.text]
        }
        guard case .string(let literal) = value else { return nil }
        return spelledChoices(literal, at: node)
    }

    /// The initialiser of a constant (`let`, or `static`, without a wrapper) of the declaration around `node`; from
    /// an extension, of the type it extends (looked up by name only then: a file of many views of one name would
    /// pay a pass over all of them for every image).
    private func typeConstant(named name: String, at node: NodeID) -> Expr? {
        guard let type = declaringType(of: node) else { return nil }
        for member in members(of: type) where self[member].name == name {
            guard case .property(let info)? = self[member].decl, info.attributes.isEmpty, !info.isComputed,
                  info.bindingKeyword == "let" || info.isStatic else { return nil }
            return info.initializer
        }
        guard case .type(let info)? = self[type].decl, info.keyword == "extension" else { return nil }
        return VisualTree.literalInitialiser(of: name, visibleFrom: node, in: self)
    }

    /// `Image(systemName: icon)` in `private func transportButton(_ icon: String, …)`: the literals the calls of
    /// that function pass for `icon` (`transportButton("backward.fill", size: 22)`), or its literal default where
    /// a call leaves it out. nil when a call passes anything else, when nothing calls it, or when it is not
    /// `private` (other files may call it).
    func literalsPassed(for parameter: String, at node: NodeID) -> [String]? {
        guard let function = ancestors(of: node).first(where: { self[$0].kind == .function }),
              case .function(let info)? = self[function].decl, info.keyword == "func",
              let position = info.parameters.firstIndex(where: { $0.name == parameter }),
              isDeclaredPrivate(function) else { return nil }
        let declared = info.parameters[position]
        let calls = (callsAndReferences(named: self[function].name)
            + callsAndReferences(named: "self." + self[function].name)).filter { self[$0].kind == .call }
        guard !calls.isEmpty else { return nil }
        // An unlabelled parameter is the nth unlabelled argument.
        let unlabelledBefore = info.parameters[..<position].filter { $0.label == "_" }.count
        var names: Set<String> = []
        for call in calls {
            let arguments = self[call].arguments
            let passed = declared.label == "_"
                ? arguments.filter { $0.label == nil }.dropFirst(unlabelledBefore).first?.value
                : arguments.first { $0.label == declared.label }?.value
            guard case .string(let literal)? = passed ?? declared.defaultValue, !literal.isInterpolated else {
                return nil
            }
            names.insert(literal.text)
        }
        return names.sorted()
    }

    /// `"\(isPlaying ? "pause" : "play").circle.fill"`: one interpolation choosing between two literals, with fixed
    /// text around it, spells one of two names (`pause.circle.fill`, `play.circle.fill`); so does one of a local
    /// bound to such a choice (`let action = isPlaying ? "pause" : "play"` … `"\(action).fill"`) in the
    /// declaration around `node`. nil for anything else.
    func spelledChoices(_ literal: StringLiteral, at node: NodeID) -> [String]? {
        let text = literal.text
        guard literal.isInterpolated, let open = text.range(of: "\\("),
              let close = text.range(of: ")", options: .backwards), open.upperBound < close.lowerBound,
              !text[close.upperBound...].contains("\\("), !text[..<open.lowerBound].contains("\\(") else { return nil }
        var choice = String(text[open.upperBound..<close.lowerBound])
        if choice.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let member = declaringMember(of: node),
           let binding = descendants(of: member).first(where: {
               self[$0].kind == .localBinding && self[$0].name == choice
           }), let equals = self.text(in: self[binding].range).firstIndex(of: "=") {
            let declaration = self.text(in: self[binding].range)
            choice = String(declaration[declaration.index(after: equals)...])
        }
        guard let branches = WordingText.ternaryBranches(of: choice), branches.count == 2 else { return nil }
        let choices = branches.compactMap { $0?.text }
        guard choices.count == 2, choices.allSatisfy({ !$0.isEmpty }) else { return nil }
        return choices.map { String(text[..<open.lowerBound]) + $0 + String(text[close.upperBound...]) }
    }

    /// Whether `Image(…)` at `node` means a type of the app's own named `Image`: inside its declaration, or inside
    /// a type that declares one (`extension Cell { struct Image { … } }`, a value for UIKit cells), which shadows
    /// SwiftUI's there.
    func isInsideOwnImageType(_ node: NodeID) -> Bool {
        let declaresImage = { (id: NodeID) -> Bool in
            guard self[id].kind == .typeDecl, self[id].name == "Image", case .type(let info)? = self[id].decl
            else { return false }
            return info.keyword != "extension"
        }
        return ancestors(of: node).contains { ancestor in
            self[ancestor].kind == .typeDecl && (declaresImage(ancestor) || members(of: ancestor).contains(where: declaresImage))
        }
    }

    /// The names `style.rawValue` can hold when `style` is a property of the type around `node` whose type is a
    /// `String` enum declared in this file (`enum Style: String { case plus, minus }`): each case's raw value,
    /// written (`= "minus.circle"`) or its name. nil for anything else, or when a case's value cannot be read.
    func rawValues(namedBy expression: Expr, visibleFrom node: NodeID) -> [String]? {
        guard case .member(let base?, "rawValue") = expression else { return nil }
        let property: String
        switch base {
        case .identifier(let name): property = name
        case .member(.identifier("self")?, let name): property = name
        default: return nil
        }
        guard let typeText = VisualTree.property(named: property, visibleFrom: node, in: self)?.typeText,
              let typeName = typeText.split(separator: ".").last.map(String.init) else { return nil }
        let enums = typeDeclarations(named: typeName).filter { id in
            guard case .type(let info)? = self[id].decl else { return false }
            return info.isStringEnum
        }
        guard enums.count == 1 else { return nil }
        return source.stringEnumCases(in: self[enums[0]].range)?.map(\.rawValue)
    }

    /// The file's string constants by the name code spells them with: `MySymbols.new` for
    /// `static let new = "plus"` in `MySymbols`, and `Symbols.close` and `.close` for `case close = "xmark"` of a
    /// `String` enum. Merged over the project by the index (`ProjectIndex.stringConstant(named:)`), so a catalogue
    /// of symbol names in one file names the images of another.
    /// Each name with every value it is given (two enums' `.close` may differ: then no value is sure).
    func stringConstants() -> [String: Set<String>] {
        var constants: [String: Set<String>] = [:]
        for type in typeDeclarations() {
            guard case .type(let info)? = self[type].decl else { continue }
            let typeName = self[type].name
            if info.isStringEnum, let cases = source.stringEnumCases(in: self[type].range) {
                for (name, value) in cases {
                    constants[typeName + "." + name, default: []].insert(value)
                    constants["." + name, default: []].insert(value)
                }
            }
            for member in members(of: type) {
                guard case .property(let property)? = self[member].decl, property.isStatic,
                      property.bindingKeyword == "let", case .string(let literal)? = property.initializer,
                      !literal.isInterpolated else { continue }
                constants[typeName + "." + self[member].name, default: []].insert(literal.text)
            }
        }
        return constants
    }

    /// Argument labels of the `Image` initialisers that draw a picture without a name.
    private static let unnamedImageLabels: Set<String> = [
        "uiImage", "nsImage", "cgImage", "scale", "orientation", "label", "size", "opaque", "colorMode", "renderer",
    ]

    private func source(of argument: Argument, literal: (String) -> ImageSource) -> ImageSource {
        if case .string(let text) = argument.value, !text.isInterpolated { return literal(text.text) }
        var written = Substring(text(in: argument.range))
        // The label as written, which may differ from `argument.label` (`systemSymbol:` read as `systemName:`).
        if argument.label != nil, let colon = written.firstIndex(of: ":"),
           written[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            written = written[written.index(after: colon)...].drop { $0 == " " }
        }
        return .variable(written.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
}

extension ViewTree {
    /// Whether `node` is built in a property or function whose type is `Image` (`var icon: Image { … }`,
    /// `func symbol(for:) -> Image`, a stored `static let trash = Image(.trash)` of an icon catalogue), or in a
    /// member of `extension Image` (`static let floor = Image(.floor1)`): it makes a value for callers, who decide
    /// how it is labelled where they show it.
    func isInImageFactory(_ node: NodeID) -> Bool {
        guard let member = declaringMember(of: node) else { return false }
        if let type = declaredType(of: member) {
            return SwiftUIVocabulary.imageTypes.contains(type.filter { !$0.isWhitespace })
        }
        // A stored property whose whole value is the image has the type `Image` too.
        if self[node].parent == member, case .property(let info)? = self[member].decl, !info.isComputed {
            return true
        }
        guard let owner = declaringType(of: member), case .type(let info)? = self[owner].decl else { return false }
        return info.keyword == "extension" && SwiftUIVocabulary.imageTypes.contains(self[owner].name)
    }
}

extension ViewTree {
    /// Whether `node` is a value handed to other code rather than a view shown where it is written: an argument
    /// of a custom component (`SearchPanel(image: Image(…))`, which decides how it is shown and named), or part of
    /// a statement or local binding (`let icon = Image(…)`, `images.append(Image(…))`).
    func isHandedOn(_ node: NodeID) -> Bool {
        guard let parent = self[node].parent else { return false }
        switch self[parent].kind {
        case .statement, .localBinding: return true
        case .call: return !ViewNames.isBuiltIn(self[parent].name)
        default: return false
        }
    }
}

extension ImageSource {
    /// The single pictures this source stands for: each symbol of a run-time choice, or the source itself.
    var alternatives: [ImageSource] {
        if case .symbols(let names) = self { return names.map(ImageSource.symbol) }
        return [self]
    }

    /// A number or sign symbol (`1.circle`, `"\(index).circle"`, `plusminus`): VoiceOver reads the number or sign,
    /// which is what it shows.
    var showsNumber: Bool {
        switch self {
        case .symbol(let name), .variable(let name): return ConventionalSymbols.showsNumber(name)
        default: return false
        }
    }

    /// The table entry when this is one conventional SF Symbol (`trash`, `xmark.circle.fill`).
    var conventionalSymbol: ConventionalSymbol? {
        if case .symbol(let name) = self { return ConventionalSymbols.entry(for: name) }
        return nil
    }

    /// `conventionalSymbol`, or for an asset named with a plain word for a conventional glyph (`Image("plus")`,
    /// `Image("x24/Plus")`, or a generated constant `Image(asset: .X24.plus)`), an entry spoken as that word.
    var conventionalReading: ConventionalSymbol? {
        switch self {
        case .asset(let name): return ConventionalSymbols.entry(forAssetNamed: name)
        case .variable(let expression):
            return Self.generatedAssetName(expression).flatMap(ConventionalSymbols.entry(forAssetNamed:))
        default: return conventionalSymbol
        }
    }

    /// The name a conventional reading gives: the symbol's, the asset's, or the generated constant's.
    var pictureName: String? {
        switch self {
        case .symbol(let name), .asset(let name): return name
        case .variable(let expression): return Self.generatedAssetName(expression).map { _ in expression }
        default: return nil
        }
    }

    /// The asset a static constant of generated asset code stands for: its last member (`plus` in `.X24.plus`,
    /// `Asset.Icons.plus`, `ImageResource.plus`, `asset: .X24.plus`), or the one before SwiftGen's `.name`
    /// (`Image(Asset.Icons.copy.name)`). SwiftGen, Xcode's asset symbols and the libraries like them name each
    /// constant after its asset, so the member is the asset's name, in camel case.
    /// Nil for anything else (`icon`, `item.icon`, `viewModel.symbol(for: state)`).
    static func generatedAssetName(_ expression: String) -> String? {
        var path = Substring(expression)
        if let colon = path.firstIndex(of: ":"), path[..<colon].allSatisfy(\.isLetter) {
            path = path[path.index(after: colon)...].drop { $0 == " " }
        }
        var segments = path.split(separator: ".", omittingEmptySubsequences: false)
        if segments.count >= 3, segments.last == generatedAssetNameMember { segments.removeLast() }
        guard segments.count >= 2, segments.allSatisfy({ segment in
            segment.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }) else { return nil }
        // A static member: `.plus` or a path from a type (`Asset.plus`), not a value's property (`item.icon`).
        guard segments[0].isEmpty || segments[0].first?.isUppercase == true,
              let last = segments.last, !last.isEmpty else { return nil }
        return String(last)
    }

    /// SwiftGen's `ImageAsset.name`, the asset's name as a string.
    private static let generatedAssetNameMember: Substring = "name"

    /// The picture as a message names it: "the symbol 'trash'", "the symbol 'star.fill' or 'star'", "the image
    /// 'ic_close'", "the image named by `icon`", "an image".
    var described: String {
        switch self {
        case .symbol(let name): return "the symbol '\(name)'"
        case .symbols(let names): return "the symbol " + names.map { "'\($0)'" }.joined(separator: " or ")
        case .asset(let name): return "the image '\(name)'"
        case .variable(let expression): return "the image named by `\(expression)`"
        case .unnamed: return "an image"
        }
    }
}

extension LintContext {
    /// Whether VoiceOver reads `image` (an `Image`/`AsyncImage` call) as an element of its own, named by its
    /// picture: nothing names or hides it (its initialiser's `label:`, `.accessibilityLabel`, the deprecated
    /// `.accessibility(label:)`, an ancestor, the places in this file that use its helper or view, or every caller
    /// of its component in the project), and it is not merged into another element's name (a control's label, a
    /// `Label`'s icon, a `.combine` group, a custom control's content), drawn as decoration (a background, a
    /// mask, a style's body) or built as a value for other code (`var icon: Image`, a component's argument).
    func isReadAsOwnElement(_ image: NodeID) -> Bool {
        guard isShownAsItsOwnPicture(image) else { return false }
        return labelEvidence(for: image).evidence == .absent && !isReadingDecidedByEveryCaller(image)
    }

    /// The `.accessibilityElement(children: .combine)` group `image` is read in when nothing names or hides the
    /// image and the group has no label of its own: `.combine` joins its children's labels, so the image's name
    /// (an asset's file name) is read as part of the group's ("Gold member, badge_gold").
    func combinedGroupReading(_ image: NodeID) -> NodeID? {
        guard isShownAsItsOwnPicture(image) else { return nil }
        let evidence = labelEvidence(for: image)
        guard evidence.evidence == .unknown, case .mergedInto(let group) = evidence.source,
              tree.groupingBehaviour(of: group) == .combine, !isReadingDecidedByEveryCaller(image) else { return nil }
        return group
    }

    /// The `.accessibilityElement(children: .combine)` group whose only readable content is `image` and other
    /// unnamed images (no text, no control, nothing unknown; shapes and spacers say nothing), when `image` is the
    /// first of them and the group has no label, value or representation: the group is then named by its pictures'
    /// names alone ("xmark.octagon"), or by nothing.
    func textlessCombinedGroup(of image: NodeID) -> NodeID? {
        guard let group = combinedGroupReading(image),
              !tree.modifiers(of: group).contains(where: { Self.describesGroup(tree[$0].name) }) else { return nil }
        var firstImage: NodeID?
        for view in tree.drawnViews(of: group) {
            let item = tree[view]
            if item.kind == .call, SwiftUIVocabulary.imageViews.contains(item.name) {
                firstImage = firstImage ?? view
                continue
            }
            let drawsThrough = tree.resolveReference(view) != nil || tree.bodyOfComponent(named: item.name) != nil
            guard drawsThrough || ViewNames.containers.contains(item.name) || ViewNames.isSilentReference(item.name)
            else { return nil }
        }
        return firstImage == image ? group : nil
    }

    /// Modifiers that give a group words of its own, or may: a value, a representation, input labels, a tooltip.
    private static func describesGroup(_ modifier: String) -> Bool {
        modifier == "help" || (modifier.hasPrefix("accessibility") && !ungroupedWordlessModifiers.contains(modifier))
    }

    private static let ungroupedWordlessModifiers: Set<String> = [
        "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityIdentifier",
        "accessibilitySortPriority",
    ]

    /// Not a control's label, a `Label`'s icon, a picker option's icon beside its text, a value built for other
    /// code, decoration or a custom control's content: the picture is shown where it is declared.
    private func isShownAsItsOwnPicture(_ image: NodeID) -> Bool {
        let tree = self.tree
        return tree.enclosingLabelledControl(of: image) == nil && !tree.isInsideLabelIcon(image)
            && !tree.isInImageFactory(image) && !tree.isHandedOn(image) && !tree.isInsideUnreadDecoration(image)
            && !isInsideComponentControlLabel(image) && !tree.isInTitledPickerOption(image)
            // Drawn by a button's or toggle's style: part of the control, which VoiceOver reads as one element.
            && !tree.isInsideControlStyleBody(image)
    }
}

extension TypeInfo {
    /// `enum Name: String`: its cases have string raw values, written or their names.
    var isStringEnum: Bool { keyword == "enum" && conformances.first == "String" }
}
