import Foundation
import RuleEngine

/// Whether a view shows text, for the Dynamic Type rules: a `.font` or `.dynamicTypeSize` on views that show only
/// images and symbols sizes glyphs, which Dynamic Type does not ask to scale; and whether a view is only ever drawn
/// into a picture (`ImageRenderer`), where nobody reads it at the user's text size.
struct VisualTextContent {
    let tree: ViewTree
    let index: ProjectIndex
    let path: String
    /// `ImageRendering.contentNames(in:)` of the file, found once.
    let renderedContent: Set<String>

    init(_ context: LintContext) {
        tree = context.tree
        index = context.index
        path = context.path
        renderedContent = ImageRendering.contentNames(in: context.tree)
    }

    /// For one file on its own, with no project index (the index's builder asks what a component shows).
    init(tree: ViewTree, path: String) {
        self.tree = tree
        index = .empty
        self.path = path
        renderedContent = []
    }

    /// How many helper `var`s/`func`s one question follows, and how many nodes it visits.
    static let maximumExpansions = 16
    static let maximumVisits = 2_000

    /// Views that show no text of their own (shapes, spacers, colours: `ViewNames.silent`).
    static let glyphViews: Set<String> = ["Image", "AsyncImage"]
    /// Views that show what their label closures hold and no title of their own, when written without one.
    static let passThroughViews: NameSet = ViewNames.containers.union([
        "ScrollView", "Button", "Link", "Menu", "NavigationLink", "Toggle",
    ])

    /// Whether `owner` (the view a `.font` or `.dynamicTypeSize` modifies) can show text. false only when every view
    /// it holds is an image, a symbol, a shape or spacer, an emoji-only literal, an icon-only `Label`, or a helper or
    /// component known to show only those; true when unsure.
    /// `inheritingFont`: only text that takes the owner's font counts; a view inside that sets its own `.font`
    /// (`Text("Name").font(.headline)`) overrides it, text and all.
    func mayShowText(_ owner: NodeID, inheritingFont: Bool = false) -> Bool {
        mayShowText(anyOf: [owner], inheritingFont: inheritingFont)
    }

    /// `mayShowText(_:)` of several views: whether any of them can show text.
    func mayShowText(anyOf views: [NodeID], inheritingFont: Bool = false) -> Bool {
        var stack = views
        var expanded: Set<NodeID> = []
        var expansions = 0
        var visits = 0
        while let node = stack.popLast() {
            visits += 1
            guard visits <= Self.maximumVisits else { return true }
            let item = tree[node]
            switch item.kind {
            case .call, .reference:
                if showsNoText(node) { continue }
                if inheritingFont, !views.contains(node), setsOwnFont(node) { continue }
                // A helper of the type, or a view type declared in this file (`FilledStar()`): what it draws.
                if let helper = helperBody(of: node) ?? componentBody(of: node) {
                    // Drawn again (a star in every branch of a rating): its content is already being looked at.
                    guard expanded.insert(helper).inserted else { continue }
                    expansions += 1
                    guard expansions <= Self.maximumExpansions else { return true }
                    stack.append(contentsOf: tree.children(of: helper))
                    continue
                }
                guard item.kind == .call, Self.passThroughViews.contains(item.name), !hasTitle(item) else {
                    return true
                }
                stack.append(contentsOf: tree.closures(of: node).filter { tree.isLabelPart($0, of: node) })
            case .closure, .conditional, .branch, .ifConfig, .ifConfigBranch, .switchStatement, .ternary:
                stack.append(contentsOf: tree.children(of: node))
            case .modifier, .localBinding, .statement:
                continue
            case .file, .typeDecl, .property, .function, .recovery:
                return true
            }
        }
        return false
    }

    /// Whether a `.font` is written on the view itself (`Text(title).font(.headline)`).
    private func setsOwnFont(_ node: NodeID) -> Bool {
        tree.modifiers(of: node).contains { tree[$0].name == SwiftUIModifier.font.rawValue }
    }

    /// A view that certainly shows no text: an image or symbol, a silent shape, a label style's `icon`, a literal of
    /// emoji or symbols, a title-less spinner, an icon-only `Label`, an `Image`-typed value, or a custom component
    /// the project index knows draws only an image. A wrapped UIKit or AppKit view (`CustomFormatTextField:
    /// UIViewRepresentable`) shows none of SwiftUI's: its text is drawn in the fonts the wrapped view sets.
    private func showsNoText(_ node: NodeID) -> Bool {
        let item = tree[node]
        let name = item.name
        if item.kind == .call, index.platformViewWrappers.contains(name) { return true }
        if Self.glyphViews.contains(name) || ViewNames.silent.contains(name) || ViewNames.isSilentReference(name) {
            return true
        }
        // A value named for a picture drawn as a view (`item.image`, a label style's `icon`).
        if ["icon", "image"].contains(name) || name.hasSuffix(".icon") || name.hasSuffix(".image") { return true }
        if SwiftUIVocabulary.isGeneratedImage(name) { return true }
        switch name {
        case "Text":
            switch item.arguments.first?.value {
            case .string(let literal)?:
                return !Self.holdsWords(literal)
            case .call?:
                // `Text(Image(systemName: "star"))`, or a monogram: `Text(name.prefix(1).uppercased())`.
                return Self.showsOnlyImages(item.arguments[0], in: tree) || Self.showsOnlyInitial(item.arguments[0], in: tree)
            case .identifier?, .member?, .other?:
                let value = item.arguments[0]
                if Self.showsOnlyImages(value, in: tree) { return true }
                if Self.showsOnlyInitial(value, in: tree) || Self.namesEmoji(value, in: tree)
                    || Self.namesInitials(value, in: tree) { return true }
                // A property every caller fills with an emoji (`iconText: "🔔"`).
                return index.constantStrings(value.value, at: node, in: tree, path: path).map { constants in
                    constants.allSatisfy { !Self.holdsWords(StringLiteral(text: $0, isInterpolated: false)) }
                } ?? false
            default:
                return false
            }
        case "ProgressView":
            return item.arguments.isEmpty && tree.closures(of: node).isEmpty
        case "Label":
            return tree.hasIconOnlyLabelStyle(node)
        default:
            break
        }
        if item.kind == .reference, !name.contains("."),
           let property = VisualTree.property(named: name, visibleFrom: node, in: tree), !property.isComputed,
           let type = property.typeText, SwiftUIVocabulary.imageTypes.contains(type) {
            return true
        }
        if item.kind == .call, returnsImage(name, from: node) { return true }
        // `action.image(for: state)` written over several lines is read as a chain on `action`: a method declared
        // to return `Image` turns the value into a picture.
        if tree.modifiers(of: node).contains(where: { returnsImage(tree[$0].name, from: node) }) { return true }
        if item.kind == .call, name.first?.isUppercase == true, !name.contains("."),
           let component = index.component(named: name, from: path) {
            if component.flags.showsOnlyGlyphs { return true }
            switch component.role {
            case .image, .decorative:
                return true
            case .button, .container, .card, .control, .label, .textField, .toggle, .unknown:
                if case .iconOnly = component.label.fallback, component.label.properties.isEmpty { return true }
                return false
            }
        }
        return tree.hasIconOnlyLabelStyle(node) && ViewTree.controlNames.contains(name)
    }

    /// A text of one letter taken from a name (`name.prefix(1).uppercased()`, `String(title.first!)`,
    /// `user.name.first?.description ?? ""`): the monogram of an avatar, a glyph drawn to fit its circle.
    static func showsOnlyInitial(_ argument: Argument, in tree: ViewTree) -> Bool {
        let text = tree.text(in: argument.range).filter { !$0.isWhitespace }
        guard let initial else { return false }
        return initial.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
    }

    private static let initial = try? NSRegularExpression(pattern: #"^(String\()?[A-Za-z_][A-Za-z0-9_.]*"#
        + #"\.(prefix\(1\)|first)[!?]?\)?(\.(uppercased|lowercased|capitalized)\(\)|\.capitalized|\.description)?"#
        + #"(\?\?"[^"]*")?$"#)

    /// A text argument that is an image (`Text(Image(systemName: "star"))`), or a choice between two
    /// (`Text(isEditing ? Image(systemName: "checkmark") : Image(systemName: "square.and.pencil"))`): a symbol drawn
    /// in the text's font, no words.
    static func showsOnlyImages(_ argument: Argument, in tree: ViewTree) -> Bool {
        if case .call(let callee, _, _) = argument.value { return VisualTree.dottedName(callee) == "Image" }
        guard case .other = argument.value,
              let branches = WordingText.ternaryParts(of: tree.argumentValueText(argument))?.branches else { return false }
        return branches.allSatisfy { $0.hasPrefix("Image(") && $0.hasSuffix(")") }
    }

    /// A value whose name ends in "emoji", "flag", "icon" or "glyph" (`Text(mood.emoji)`, `Text(category.emojis)`,
    /// `Text(currency.flag)`, a country's flag emoji, `Text(status.icon)`): a picture drawn as text. So is a choice each of whose values
    /// is one, or a literal of no letters or digits (`tag == nil ? "❓" : tag?.emoji ?? ""`).
    static func namesEmoji(_ argument: Argument, in tree: ViewTree) -> Bool {
        showsOnlyValues(argument, in: tree) { emojiWords.contains(TraitText.words(of: $0).last ?? "") }
    }

    /// A value whose name ends in "initials" or "monogram" (`Text(contact.initials)`): the letters of an avatar,
    /// a glyph drawn to fit its circle, as a one-letter monogram is.
    static func namesInitials(_ argument: Argument, in tree: ViewTree) -> Bool {
        showsOnlyValues(argument, in: tree) { monogramWords.contains(TraitText.words(of: $0).last ?? "") }
    }

    /// A currency's sign (`Text(Locale.current.currencySymbol ?? "$")`): one or a few characters, though it is text.
    static func namesSign(_ argument: Argument, in tree: ViewTree) -> Bool {
        showsOnlyValues(argument, in: tree) { signNames.contains($0) }
    }

    /// Whether every value a text argument may show (each side of a choice or a `??` fallback) is a value whose
    /// last name `isNamed` accepts, or a literal of no letters or digits, and at least one is such a value.
    private static func showsOnlyValues(_ argument: Argument, in tree: ViewTree,
                                        named isNamed: (String) -> Bool) -> Bool {
        var code = tree.text(in: argument.range)
        if let question = code.range(of: " ? ") { code = String(code[question.upperBound...]) }
        let values = code.components(separatedBy: " ?? ").flatMap { $0.components(separatedBy: " : ") }
            .map { $0.filter { !$0.isWhitespace } }
        var named = false
        for value in values {
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                guard !value.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
                continue
            }
            guard let name = lastName(ofPath: value.filter { $0 != "?" && $0 != "!" }), isNamed(name) else {
                return false
            }
            named = true
        }
        return named
    }

    private static let emojiWords: Set<String> = ["emoji", "emojis", "flag", "icon", "glyph"]
    private static let monogramWords: Set<String> = ["initials", "monogram"]
    /// Foundation's names for a sign drawn as text (`Locale.current.currencySymbol`, "$" or "€").
    private static let signNames: Set<String> = ["currencySymbol"]

    /// A title written as the first argument (`Button("Save") { }`, `Menu(title)`), or a `ForEach`'s data.
    /// Whether a literal may show words or numbers: holding a letter or digit (not `"−"`, `"•"`), or an
    /// interpolation other than an image (`"\(Image(systemName: "xmark.circle"))"` draws a symbol).
    private static func holdsWords(_ literal: StringLiteral) -> Bool {
        guard literal.isInterpolated else { return literal.text.contains { $0.isLetter || $0.isNumber } }
        let parts = SplitPhrase.interpolationParts(of: literal.text)
        return parts.outside.contains { $0.isLetter || $0.isNumber }
            || !parts.interpolations.allSatisfy { $0.hasPrefix(SwiftUIView.image.rawValue + "(") }
    }

    private func hasTitle(_ item: Node) -> Bool {
        guard let first = item.arguments.first, first.label == nil else { return false }
        // A title of symbols alone (`Button("−", action: decrement)`) is a glyph, as `Text("−")` is.
        if case .string(let literal) = first.value { return Self.holdsWords(literal) }
        // `ForEach(items)`'s data and `ScrollView(.horizontal)`'s axes are no title.
        return !["ForEach", "ScrollView"].contains(item.name) && !ViewNames.containers.contains(item.name)
    }

    /// The `body` of a view type declared in this file that a call names.
    private func componentBody(of node: NodeID) -> NodeID? {
        guard tree[node].kind == .call, tree[node].name.first?.isUppercase == true else { return nil }
        return tree.bodyOfComponent(named: tree[node].name)
    }

    /// The body of a helper `var`/`func` of the same type that a reference or call names.
    private func helperBody(of node: NodeID) -> NodeID? {
        guard let helper = tree.resolveReference(node) else { return nil }
        switch tree[helper].decl {
        case .property(let info)?: return info.isComputed ? helper : nil
        case .function?: return helper
        case .type?, nil: return nil
        }
    }

    /// `action.image(for: state)`, `makeIcon()`: a function this file declares (every declaration of the name) as
    /// returning `Image`, or one the project index knows does.
    private func returnsImage(_ name: String, from node: NodeID) -> Bool {
        // The last component of `action.image`; byte search, as every call and modifier of a text's view asks.
        let member = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        let declarations = (tree.propertiesAndFunctionsByName[member] ?? []).filter { tree[$0].kind == .function }
        if !declarations.isEmpty {
            return declarations.allSatisfy { declaration in
                guard case .function(let info)? = tree[declaration].decl else { return false }
                return info.returnType.map(SwiftUIVocabulary.imageTypes.contains) ?? false
            }
        }
        return index.functionReturnsImage(member, from: path)
    }

    // MARK: Short texts

    /// Literal titles up to this many characters are short labels ("Done", "Sign in"), which fit on one line.
    static let shortLabelLength = 12
    /// Formats (`Text(_:format:)`, `value.formatted(.percent)`) that print a number, a date, a time, a duration or a
    /// measurement: a few characters, never a sentence.
    static let shortFormats: Set<String> = [
        "number", "percent", "currency", "dateTime", "measurement", "byteCount", "relative", "iso8601", "time",
        "timeDuration", "units",
    ]
    /// Declared types of a stored value that prints as a number.
    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Decimal",
    ]
    /// Last words of a value's name that say it holds a count, a date, a time, a size or a version (`items.count`,
    /// `deathDate`, `startTime`, `totalSize`, `app.version`), printed in a few characters.
    static let shortValueWords: Set<String> = ["count", "date", "time", "duration", "size", "version"]
    /// Last words of a value's name that say it holds an abbreviation (`unit.abbreviation`): a few letters, which a
    /// row holds on one line, though a fixed height still cuts them (`isShortText(_:in:formattedValues:)`).
    static let abbreviationWords: Set<String> = ["abbreviation"]

    /// A short label or a value printed in a few characters, which one line holds at any text size, so a line limit
    /// or a fixed height does not cut it (PRECISION.md, truncation): a literal title of at most `shortLabelLength`
    /// characters; a number, date or time (`Text(count, format: .number)`, `Text(date, style: .date)`,
    /// `Text(total.formatted())`, `Text(String(score))`); a literal made only of such values (`"\(points)"`, where
    /// `points` is declared `Int`); or a value named as a count, date or time (`Text(deathDate)`).
    /// `formattedValues` also counts what a formatter object prints (`dayFormatter.string(from: date)`) and an
    /// abbreviation, perhaps re-cased (`unit.abbreviation.lowercased()`): short enough for a row's width, but their
    /// length is not known, so a fixed height, which cuts a short line as well, does not pass them.
    static func isShortText(_ text: NodeID, in tree: ViewTree, formattedValues: Bool = true) -> Bool {
        let item = tree[text]
        guard let first = item.arguments.first else { return false }
        let isTitle = first.label == nil || first.label == "verbatim"
        if isTitle, let literal = tree.stringLiteral(of: first.value) {
            guard literal.isInterpolated else { return literal.text.count <= shortLabelLength }
            return printsOnlyShortValues(literal.text, at: text, in: tree, formattedValues: formattedValues)
        }
        if item.name == "Text" {
            // An emoji or a sign drawn as text (`Text(mood.emoji)`, `Text(Locale.current.currencySymbol ?? "$")`).
            if isTitle, namesEmoji(first, in: tree) || namesSign(first, in: tree) { return true }
            if let format = tree.argument("format", of: text), let root = VisualTree.rootMemberName(format.value) {
                return shortFormats.contains(root)
            }
            if tree.argument("style", of: text) != nil { return true }  // `Text(date, style: .date)`
        }
        return isTitle && isShortValue(first.value, at: text, in: tree, formattedValues: formattedValues)
    }

    /// Words a literal label runs to at most ("Nothing in Up Next", "Place of birth"); more is a sentence.
    static let labelWordLimit = 4
    /// Words a count phrase holds besides its values at most (`"\(count) podcasts"`, `"Page \(page) of \(total)"`).
    static let countPhraseWordLimit = 3
    /// Members that change only the letter case of a text (`.capitalized`, `.uppercased()`).
    static let caseChangingMembers: Set<String> = ["capitalized", "uppercased", "lowercased", "localizedCapitalized",
                                                   "localizedUppercase", "localizedLowercase"]

    /// Text a single line holds however large the type, so a line limit cuts nothing from it (PRECISION.md,
    /// truncation: short numbers or labels): what `isShortText(_:in:)` accepts; fixed UI text written in the code,
    /// a literal of a few words or a key of the app's strings file (`Text("Place of birth")`,
    /// `Text(L10n.emptyTitle)`, `Text(NSLocalizedString(kind, comment: ""))`, either branch of `isExpanded ? "Less" :
    /// "Read more"`); or a count phrase, short values with a couple of words (`"\(reviewCount) reviews"`,
    /// `L10n.podcastCount(n)`). Text drawn from data (a name, a title, a message held in a variable or a model
    /// property) is not. A fixed height is not judged by this: it cuts a short line as well as a long one.
    static func isShortLabel(_ text: NodeID, in tree: ViewTree) -> Bool {
        if isShortText(text, in: tree) { return true }
        guard let first = tree[text].arguments.first, first.label == nil || first.label == "verbatim" else {
            return false
        }
        return isFixedLabel(first.value, at: text, in: tree)
    }

    private static func isFixedLabel(_ value: Expr, at node: NodeID, in tree: ViewTree) -> Bool {
        if let literal = tree.stringLiteral(of: value) ?? value.literalText {
            return isLabelLiteral(literal, at: node, in: tree)
        }
        switch value {
        case .member(let base?, let name) where caseChangingMembers.contains(name):
            return isFixedLabel(base, at: node, in: tree)  // `NSLocalizedString(kind, comment: "").capitalized`
        case .member(let base?, let name) where SwiftUIVocabulary.localizingMembers.contains(name):
            return tree.stringLiteral(of: base) != nil  // `"settings.title".localized`
        case .call(.member(let base?, let name), let arguments, _)
            where caseChangingMembers.contains(name) && arguments.isEmpty:
            return isFixedLabel(base, at: node, in: tree)
        case .call(let callee, let arguments, _):
            if let name = VisualTree.dottedName(callee), SwiftUIVocabulary.localizingCalls.contains(name) {
                return true  // a key of the strings file, even when held in a variable
            }
            if case .identifier("String") = callee, arguments.first?.label == "localized" { return true }
            guard isLocalizedStringKey(callee) else { return false }
            // `L10n.podcastCount(n)`, `L10n.records("\(log.count)")`: a phrase of the strings file around values.
            if let key = VisualTree.lastName(callee), let last = TraitText.words(of: key).last,
               shortValueWords.contains(last) || abbreviationWords.contains(last) {
                return true
            }
            return arguments.allSatisfy { argument in
                if let literal = tree.stringLiteral(of: argument.value) {
                    return literal.isInterpolated
                        && printsOnlyShortValues(literal.text, at: node, in: tree, formattedValues: true)
                }
                return isShortValue(argument.value, at: node, in: tree, formattedValues: true)
            }
        case .member(_, let name):
            // `L10n.emptyTitle`, or `option.displayName` of an enum that names each case with a literal.
            return isLocalizedStringKey(value) || yieldsOnlyLabelLiterals(propertyNamed: name, at: node, in: tree)
        case .identifier(let name):
            return yieldsOnlyLabelLiterals(propertyNamed: name, at: node, in: tree)
        case .other(let code):
            guard let branches = WordingText.ternaryBranches(of: code), !branches.isEmpty else { return false }
            return branches.allSatisfy { branch in branch.map { isLabelLiteral($0, at: node, in: tree) } ?? false }
        case .string, .number, .bool, .closure:
            return false
        }
    }

    /// At most this many declarations of a property name are read as tables of literals.
    static let maximumLiteralTables = 4

    /// Every computed property of the file with this name (`var displayName: String { switch self { case .blue:
    /// "Blue" … } }`) yields only literals of a few words, whatever its conditions: fixed UI text. A property
    /// that computes anything else (a call, a value of the model) may yield data, and so does a name the file
    /// does not declare.
    private static func yieldsOnlyLabelLiterals(propertyNamed name: String, at node: NodeID, in tree: ViewTree) -> Bool {
        let properties = (tree.propertiesAndFunctionsByName[name] ?? []).filter { tree[$0].kind == .property }
        // A name declared in many types of the file is not one enum's table (and judging each is quadratic).
        return !properties.isEmpty && properties.count <= maximumLiteralTables && properties.allSatisfy { property in
            guard case .property(let info)? = tree[property].decl, info.isComputed else { return false }
            var yields = 0
            for id in tree.descendants(of: property) {
                switch tree[id].kind {
                case .switchStatement, .branch, .conditional, .ternary:
                    continue
                case .statement:
                    guard let code = tree[id].label, let literal = WordingText.plainLiteral(ofCode: code),
                          wordCount(literal.text) <= labelWordLimit else { return false }
                    yields += 1
                default:
                    return false
                }
            }
            return yields > 0
        }
    }

    /// A literal of at most `labelWordLimit` words, or a count phrase: short values with at most
    /// `countPhraseWordLimit` words around them.
    private static func isLabelLiteral(_ literal: StringLiteral, at node: NodeID, in tree: ViewTree) -> Bool {
        guard literal.isInterpolated else { return wordCount(literal.text) <= labelWordLimit }
        let (outside, interpolations) = SplitPhrase.interpolationParts(of: literal.text)
        guard !interpolations.isEmpty, wordCount(outside) <= countPhraseWordLimit else { return false }
        return interpolations.allSatisfy { isShortInterpolation($0, at: node, in: tree, formattedValues: true) }
    }

    /// Runs of letters or digits in a text.
    private static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "-" }).count
    }

    /// A member chain rooted at a generated string table: `L10n.Settings.title`, `R.string.localizable.title`.
    private static func isLocalizedStringKey(_ expr: Expr) -> Bool {
        guard let name = VisualTree.dottedName(expr) else { return false }
        return SwiftUIVocabulary.localizedStringTables.contains { name.hasPrefix($0 + ".") }
    }

    /// `total.formatted()`, `date.formatted(date: .abbreviated, time: .omitted)`, `String(score)`, or a name whose
    /// declared type is a number or whose last word says it is a count, date or time.
    private static func isShortValue(_ value: Expr, at node: NodeID, in tree: ViewTree, formattedValues: Bool) -> Bool {
        switch value {
        case .call(.member(let base?, let name), let arguments, _) where formattedValues
            && caseChangingMembers.contains(name) && arguments.isEmpty:
            return isShortValue(base, at: node, in: tree, formattedValues: true)  // `unit.abbreviation.lowercased()`
        case .member(let base?, let name) where formattedValues && caseChangingMembers.contains(name):
            return isShortValue(base, at: node, in: tree, formattedValues: true)
        case .call(.member(let base?, "string"), let arguments, _) where formattedValues && isFormatter(base):
            // `numberFormatter.string(from: total)`: a formatter's output is a number, a date or a measurement.
            return arguments.first.map { $0.label == "from" || $0.label == "for" } ?? false
        case .call(.member(_, "formatted"), let arguments, _):
            return arguments.allSatisfy { argument in
                argument.label != nil || VisualTree.rootMemberName(argument.value).map(shortFormats.contains) == true
            }
        case .call(.identifier("String"), let arguments, _):
            guard arguments.count == 1, let only = arguments.first, only.label == nil else { return false }
            if case .string = only.value { return false }
            return true
        case .identifier(let name), .member(_, let name):
            return isShortValue(named: name, at: node, in: tree, formattedValues: formattedValues)
        case .call(.identifier(let function), _, _), .call(.member(_, let function), _, _):
            // `formatStorageSize(item.totalSize)`, `formattedDuration(track.length)`: a formatter of a short value.
            let words = TraitText.words(of: function)
            guard words.count >= 2, words[0].hasPrefix("format"), let last = words.last else { return false }
            return shortValueWords.contains(last)
        case .other(let code):
            // `deathDate!`, `item.count!`: a name forced out of an optional.
            return isShortValueCode(code, at: node, in: tree, formattedValues: formattedValues)
        case .string, .number, .bool, .call, .closure:
            return false
        }
    }

    /// The literal holds no letters outside its interpolations but a unit's few (`"\(hertz, specifier: "%.1f") Hz"`),
    /// and each interpolation is a short value written as a name path (`\(points)`, `\(items.count)`), formatted
    /// (`\(total.formatted())`) or printed with a number format (`\(level, specifier: "%.0f")`).
    private static func printsOnlyShortValues(_ literal: String, at node: NodeID, in tree: ViewTree,
                                              formattedValues: Bool) -> Bool {
        let (outside, interpolations) = SplitPhrase.interpolationParts(of: literal)
        let letterRuns = outside.split(whereSeparator: { !$0.isLetter })
        guard !interpolations.isEmpty, letterRuns.count <= 1, outside.filter(\.isLetter).count <= unitLetterLimit
        else { return false }
        return interpolations.allSatisfy {
            isShortInterpolation($0, at: node, in: tree, formattedValues: formattedValues)
        }
    }

    /// Letters a unit after a number runs to at most (`Hz`, `kg`, `dB`, `min`).
    static let unitLetterLimit = 3

    /// An interpolation that prints a short value: formatted (`\(total.formatted())`), with a number format
    /// (`\(level, specifier: "%.0f")`, which SwiftUI takes only for a number), or a name path of a short value.
    private static func isShortInterpolation(_ code: String, at node: NodeID, in tree: ViewTree,
                                             formattedValues: Bool) -> Bool {
        code.hasSuffix(".formatted()") || code.contains("specifier:")
            || isShortValueCode(code, at: node, in: tree, formattedValues: formattedValues)
            || (formattedValues && isFormatterOutputCode(code))
    }

    /// A formatter object (`formatter`, `numberFormatter`, `Self.dateFormatter`): the last word of its name.
    private static func isFormatter(_ expr: Expr) -> Bool {
        VisualTree.lastName(expr).map { TraitText.words(of: $0).last == "formatter" } ?? false
    }

    /// `formatter.string(for: servings)!`, `dateFormatter.string(from: date)`: what a formatter object prints.
    private static func isFormatterOutputCode(_ code: String) -> Bool {
        let compact = code.filter { !$0.isWhitespace }
        guard let call = compact.range(of: ".string(") else { return false }
        let argument = compact[call.upperBound...]
        guard argument.hasPrefix("for:") || argument.hasPrefix("from:"),
              let receiver = lastName(ofPath: String(compact[..<call.lowerBound])) else { return false }
        return TraitText.words(of: receiver).last == "formatter"
    }

    /// Source code of a name path, perhaps forced out of an optional (`deathDate!`, `stats.count`), that names a
    /// short value.
    private static func isShortValueCode(_ code: String, at node: NodeID, in tree: ViewTree, formattedValues: Bool,
                                         followsBinding: Bool = true) -> Bool {
        guard let name = lastName(ofPath: code.filter { !$0.isWhitespace && $0 != "!" && $0 != "?" }) else {
            return false
        }
        return isShortValue(named: name, at: node, in: tree, formattedValues: formattedValues,
                            followsBinding: followsBinding)
    }

    /// The last name of a name path written as code (`stats.count` gives `count`); nil for anything else.
    private static func lastName(ofPath path: String) -> String? {
        guard TraitText.isNamePath(path) else { return nil }
        return path.split(separator: ".").last.map(String.init)
    }

    private static func isShortValue(named name: String, at node: NodeID, in tree: ViewTree, formattedValues: Bool,
                                     followsBinding: Bool = true) -> Bool {
        if let last = TraitText.words(of: name).last,
           shortValueWords.contains(last) || (formattedValues && abbreviationWords.contains(last)) {
            return true
        }
        if isIndexOfForEach(named: name, at: node, in: tree) { return true }
        if followsBinding, let bound = tree.boundValueCode(of: name, at: node) {
            return isShortValueCode(bound, at: node, in: tree, formattedValues: formattedValues, followsBinding: false)
        }
        guard let type = VisualTree.property(named: name, visibleFrom: node, in: tree)?.typeText else { return false }
        return numberTypes.contains(type.hasSuffix("?") ? String(type.dropLast()) : type)
    }

    /// `ForEach(0..<count, id: \.self) { index in … }`, `ForEach(items.indices, id: \.self)`: the closure's
    /// parameter counts through a range of integers.
    private static func isIndexOfForEach(named name: String, at node: NodeID, in tree: ViewTree) -> Bool {
        guard let closure = tree.nearestAncestor(of: node, where: { $0.kind == .closure && $0.name == name }),
              let loop = tree.parent(of: closure), tree[loop].kind == .call,
              tree[loop].name == SwiftUIView.forEach.rawValue,
              let data = tree[loop].firstUnlabelledArgument else { return false }
        let code = tree.text(in: data.range).filter { !$0.isWhitespace }
        return code.contains("..<") || code.contains("...") || code.hasSuffix(".indices")
            || code.hasSuffix(".indices.reversed()")
    }

    /// A title that is one word, which never wraps: a literal without spaces (`Text("Comments")`), either branch of
    /// a choice between such literals (`isFirstStep ? "Cancel" : "Back"`), a key of the strings file whose last
    /// part is one word (`String(localized: "player.comments")`, as keys name their text), or a name's initials
    /// (`String(name.prefix(1)).uppercased()`). Given a height it cannot hold, one line is still drawn whole: it
    /// overflows the frame, it is not cut.
    static func isOneWord(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let first = tree[text].arguments.first, first.label == nil || first.label == "verbatim" else {
            return false
        }
        if isInitials(first.value) { return true }
        func isOneWord(_ literal: StringLiteral?) -> Bool {
            guard let literal, !literal.isInterpolated else { return false }
            return Self.isOneWord(literal.text)
        }
        if case .other(let code) = first.value,
           let branches = WordingText.ternaryBranches(of: code, unwrappingStrings: true) {
            return !branches.isEmpty && branches.allSatisfy(isOneWord)
        }
        // `"Weather".uppercased()`: the case changes, not the words.
        return isOneWord(tree.stringLiteral(of: withoutCaseChanges(first.value)))
    }

    /// Whether a string is one word: no spaces, and one word after its last dot (`"Settings"`, `"tab.home"`).
    static func isOneWord(_ string: String) -> Bool {
        guard !string.contains(where: \.isWhitespace), let last = string.split(separator: ".").last else { return false }
        return TraitText.words(of: String(last)).count == 1
    }

    /// `value` without the members that only change its letter case around it (`"Weather".uppercased()`).
    private static func withoutCaseChanges(_ value: Expr) -> Expr {
        switch value {
        case .call(.member(let base?, let name), let arguments, _) where caseChangingMembers.contains(name)
            && arguments.isEmpty:
            return withoutCaseChanges(base)
        case .member(let base?, let name) where caseChangingMembers.contains(name):
            return withoutCaseChanges(base)
        default:
            return value
        }
    }

    /// Letters a name's initials run to at most (`name.prefix(2)`).
    static let initialsLength = 2

    /// The first letters of a value: `name.prefix(1)`, `name.first`, perhaps made a `String` and re-cased, or a
    /// value named for them (`userInitials`).
    private static func isInitials(_ value: Expr) -> Bool {
        switch withoutCaseChanges(value) {
        case .call(.identifier("String"), let arguments, _):
            guard arguments.count == 1, let only = arguments.first, only.label == nil else { return false }
            return isInitials(only.value)
        case .call(.member(_, "prefix"), let arguments, _):
            guard arguments.count == 1, case .number(let count, _)? = arguments.first?.value else { return false }
            return count <= Double(initialsLength)
        case .member(_, "first"):
            return true
        case .identifier(let name), .member(_, let name):
            // A value named for what it holds: `userInitials`, `user.initials`.
            return TraitText.words(of: name).last == "initials"
        default:
            return false
        }
    }

    // MARK: Drawn into pictures

    /// Whether `id` lies in a view that is only drawn into an image with `ImageRenderer(content:)` (a share card):
    /// a helper `var`/`func` of its type that nothing but renderer content names in this file, or a view type the
    /// project index sees only as renderer content.
    func isOnlyRenderedIntoImages(_ id: NodeID) -> Bool {
        if let member = tree.declaringMember(of: id), renderedContent.contains(tree[member].name),
           !isReferencedAsAView(tree[member].name) {
            return true
        }
        return declaringTypeIsRenderedOnly(id)
    }

    private func declaringTypeIsRenderedOnly(_ id: NodeID) -> Bool {
        // Asked of every font: the set look-up first, since finding the component among many of one name is not cheap.
        guard let type = tree.declaringType(of: id), index.renderedIntoImage.contains(tree[type].name),
              let component = index.component(named: tree[type].name, from: path) else { return false }
        return component.callSites.isOnlyRenderedIntoImages
    }

    /// Whether a view node (a reference or call) names `member` anywhere in the file.
    private func isReferencedAsAView(_ member: String) -> Bool {
        !tree.callsAndReferences(named: member).isEmpty
    }
}

/// `ImageRenderer(content: ShareCard(item: item))`: the views a file draws into pictures.
enum ImageRendering {
    /// Names of the views given as `ImageRenderer` content in the file (`ShareCard`, a helper `card`), looking
    /// through `AnyView(…)`, modifiers written on them and a local constant the content is first held in (`let
    /// content = ShareCard(item: item).frame(width: 400)`, then `ImageRenderer(content: content)`).
    static func contentNames(in tree: ViewTree) -> Set<String> {
        content(in: tree).names
    }

    /// `contentNames(in:)`, and the local constants the content is held in: the views called there are drawn
    /// into the picture, not shown.
    static func content(in tree: ViewTree) -> (names: Set<String>, holders: Set<NodeID>) {
        var names: Set<String> = []
        guard ByteSearch.contains(rendererName, in: tree.source.bytes) else { return ([], []) }
        var expressions: [(value: Expr, at: NodeID)] = []
        for id in tree.calls(.imageRenderer) {
            expressions += tree[id].arguments.filter { $0.label == "content" }.map { ($0.value, id) }
        }
        // In a property's value or another call's arguments: `share(ImageRenderer(content: card).uiImage)`.
        for id in tree.allIDs {
            var values = tree[id].arguments.map(\.value)
            if case .property(let info)? = tree[id].decl, let value = info.initializer { values.append(value) }
            for value in values {
                for call in VisualTree.calls(in: value)
                where VisualTree.lastName(call.callee) == SwiftUIView.imageRenderer.rawValue {
                    expressions += call.arguments.filter { $0.label == "content" }.map { ($0.value, id) }
                }
            }
        }
        var followedLocals: Set<NodeID> = []
        while let (expression, node) = expressions.popLast() {
            switch expression {
            case .identifier(let name):
                names.insert(name)
                guard let local = localConstant(named: name, around: node, in: tree),
                      followedLocals.insert(local).inserted else { continue }
                if case .property(let info)? = tree[local].decl, let value = info.initializer {
                    expressions.append((value, local))
                }
                // A value in a function body is parsed as the binding's children.
                for child in tree.children(of: local) where tree[child].kind == .call {
                    if tree[child].name == "AnyView" {
                        expressions += tree[child].arguments.map { ($0.value, local) }
                    } else {
                        names.insert(tree[child].name)
                    }
                }
            case .member(let base?, _):
                expressions.append((base, node))  // `card.padding()` written as a member chain
            case .call(let callee, let arguments, _):
                if case .identifier(let name) = callee {
                    if name == "AnyView" {
                        expressions += arguments.map { ($0.value, node) }
                    } else {
                        names.insert(name)
                    }
                } else if case .member(let base?, _) = callee {
                    expressions.append((base, node))  // `ShareCard(item: item).frame(width: 400)`
                }
            case .member(nil, _), .string, .number, .bool, .closure, .other:
                continue
            }
        }
        return (names, followedLocals)
    }

    private static let rendererName = Array(SwiftUIView.imageRenderer.rawValue.utf8)

    /// A `let` named `name` declared in the function or property body that holds `node`.
    private static func localConstant(named name: String, around node: NodeID, in tree: ViewTree) -> NodeID? {
        guard let body = tree.nearestAncestor(of: node, where: { $0.kind == .function || $0.kind == .property })
        else { return nil }
        return tree.descendants(of: body).first { id in
            guard tree[id].kind == .property || tree[id].kind == .localBinding, tree[id].name == name,
                  case .property(let info)? = tree[id].decl else { return false }
            return info.bindingKeyword == "let"
        }
    }
}
