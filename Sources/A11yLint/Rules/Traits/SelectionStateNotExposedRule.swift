import RuleEngine

/// Finds custom selectable views (chips, tabs, option rows) whose selection shows only in their look.
struct SelectionStateNotExposedRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "selection-state-not-exposed", name: "Selection state not exposed", severity: .medium,
        category: .traits, wcag: ["4.1.2", "1.3.1"], appleAudit: "trait",
        blocks: [NutritionLabels.voiceOver],
        summary: "A custom selectable view must expose its selected state with the `.isSelected` trait or an accessibility value.",
        rationale: """
            A chip, tab, option row, checkbox, accordion header or star built from a `Button` or a tap gesture shows \
            its selection or state with a colour, a weight, a checkmark, a filled symbol or a turned chevron. \
            VoiceOver cannot see any of that: it reads "Study A, button" for every chip, selected or not, and \
            "Remember me, button" for a checkbox, checked or not, so users cannot tell \
            which option is active. Built-in `Picker`, `Toggle` and `TabView` say "selected" by themselves; custom \
            ones must say it explicitly.
            """,
        fix: """
            - **Case: one of several options is selected.** Add \
            `.accessibilityAddTraits(isSelected ? .isSelected : [])`; VoiceOver then says "selected" on the active one.
            - **Case: it is on/off rather than one-of-many.** Use `Toggle` (a `.button` toggle style keeps the look) \
            or give it `.accessibilityValue(isOn ? "On" : "Off")`.
            - **Case: it picks from a list.** Consider `Picker` with a segmented or menu style, which exposes the \
            selection for you.
            - A hint such as `.accessibilityHint(selected ? "Selected" : "")` is not enough: hints are read after a \
            pause, only sometimes, and can be turned off.
            """,
        limits: """
            Recognises a selection by its name: `isSelected`, `selected`, `isItemSelected`, or a comparison with \
            `selection`/`selected…` (`tab == selectedTab`, `selectedIDs.contains(id)`) in a ternary of a visual \
            modifier (colour, font, background, overlay, opacity, symbol variant, …; an opacity that drops to 0 \
            hides the view rather than marks it) or of an `Image`, or in an `if` \
            that draws a mark without text; a conventional symbol drawn in that `if` (`checkmark`, `star.fill`) is \
            read aloud and says the state, so it does not count, nor does any look of an element that draws such a \
            mark in the same state (a bolder title beside the checkmark). It also reads the condition's shape, whatever its \
            names: a comparison of two paths (`option == unit`) in such a ternary, or in an `if` that draws a shape \
            (an underline `Capsule`, not an image, which is read by its name); and a Bool path or a comparison \
            (`isChecked`, `!item.done`, `value <= score`) that switches an `Image` between two looks of one SF \
            Symbol (`Image(systemName:)` or a `Label`'s `systemImage:`), by ternary or by `if`/`else`: fill only \
            (`star`/`star.fill`), a mark added (`checkmark.square`/`square`, `checkmark.circle.fill`/`circle`) or a \
            disclosure chevron turned (`chevron.right`/`chevron.down`); there a side may be an enum case \
            (`screen == .home`). A Bool in `.symbolVariant(isOn ? .fill : .none)` counts too, and so does a disclosure \
            chevron or triangle turned on such a state (`Image(systemName: "chevron.right")` \
            `.rotationEffect(.degrees(isExpanded ? 90 : 0))`, an accordion header); another symbol turned (a \
            refresh arrow) or a chevron at a fixed angle does not. Different glyphs \
            (`play.fill`/`pause.fill`, `speaker`/`speaker.slash`) are named differently, so they do not count, even on \
            a state named as a selection (`isVoiceSelected ? "keyboard" : "mic"`, assets alike), and neither does a \
            colour or other look set on such a symbol (`Image(systemName: isSelected ? "checkmark.circle.fill" : \
            "plus.circle").foregroundStyle(isSelected ? .accentColor : .gray)`); nor \
            do compound conditions (`&&`, `||`, `??`), comparisons with `nil` or, outside a symbol pair, with a \
            member (`text == nil`, `mode == .grid`) unless the element's own action sets that value (`Button("Grid") { mode \
            = .grid }` with `.foregroundStyle(mode == .grid ? … : …)`, a tab bar written out option by option, also \
            with a number or string literal), a style's `configuration`, the environment, or passing states \
            (hovering, pressed, loading). The view must be actionable (a `Button`, a \
            tap gesture, a button trait) in the same declaration or where it is used in the same file. Stays quiet \
            inside `Picker`, `Menu` and `Toggle` (they expose selection), when any trait, value, representation or \
            label that mentions the selection or the condition's names applies (directly, or through a property of \
            the same type that reads them, `.accessibilityLabel(toggleText)`, or a function of it called with no \
            arguments, `.accessibilityLabel(description())`), when the element itself is hidden \
            (hiding only a part of it, such as the chevron or checkmark that draws the state, does not count), \
            when a text inside or the control's own title changes with the \
            state or is drawn only in it (`if isSelected { Text("Current") }`), when the control is `.disabled` in one state (VoiceOver says "dimmed"), for a \
            look inside a `TabView`'s `.tabItem` (the system tab bar says which tab is selected), when the \
            condition reads a `@State private var` with an initial value that nothing in its type assigns, binds \
            or calls a method on (only one look is ever drawn), on a state that also presents a sheet, cover, \
            popover, inspector, alert or confirmation dialog of the same type (`.sheet(isPresented: $showsTags)`, \
            `.confirmationDialog(…, isPresented: $userToUnblock.mappedToBool())`: the selected look shows only \
            while that covers the control or holds the focus), and on components declared \
            in other files (`Chip(selected: …)` from another file). A state shown only by a colour on a view nobody \
            acts on here (a status dot, a calendar day with no tap in this file) is left to the opt-in \
            `color-only-meaning`, which in turn leaves the looks this rule judges alone.
            """,
        triggeringExamples: SelectionStateNotExposedRule.triggeringExamples,
        nonTriggeringExamples: SelectionStateNotExposedRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        var judged = Set<NodeID>()
        // The states each type's sheets, popovers and dialogs are bound to, worked out once per file.
        var presentationStates: [String: Set<String>]?
        for id in tree.nodes(.call, .modifier, .branch, .ternary, .conditional) {
            guard let look = Self.selectionLook(id, in: tree) else { continue }
            // A look in a `TabView`'s `.tabItem`: the system tab bar says which tab is selected.
            guard !tree.ancestors(of: look.start).contains(where: { ancestor in
                tree[ancestor].kind == .modifier && tree[ancestor].name == SwiftUIModifier.tabItem.rawValue
            }) else { continue }
            guard let element = Self.selectableElement(from: look.start, in: tree) else { continue }
            if let choice = look.chosenBy, !Self.assigns(choice, in: element, tree: tree) { continue }
            // A private state nothing ever changes shows one look only: there is no state to tell.
            if Self.readsOnlyUnchangedState(look.condition, at: element, in: tree) { continue }
            // The state presents a sheet, a popover or a dialog: the selected look shows only while that covers it.
            let states = presentationStates ?? Self.presentationStates(in: tree)
            presentationStates = states
            if let type = tree.declaringType(of: element), let bound = states[tree[type].name],
               !bound.isDisjoint(with: TraitText.identifiers(in: look.condition)) { continue }
            guard judged.insert(element).inserted else { continue }
            guard !Self.exposesSelection(element, condition: look.condition, in: tree) else { continue }
            let quoted = tree.quotedView(element)
            let message: String
            if let chevron = look.turnedChevron {
                message = Self.disclosureMessage(element: quoted, condition: look.condition,
                                                 look: "turning its chevron '\(chevron)'")
            } else if let pair = look.symbols, pair.allSatisfy(StateLooks.isDisclosureGlyph) {
                message = Self.disclosureMessage(element: quoted, condition: look.condition, look: "which way its "
                                                 + "chevron points ('\(pair.joined(separator: "' or '"))')")
            } else {
                message = look.symbols.map { Self.message(element: quoted, condition: look.condition, symbols: $0) }
                    ?? Self.message(element: quoted, condition: look.condition)
            }
            sink.report(element, in: tree, message: message)
        }
    }

    /// The states each type's presentations are bound to (`.sheet(isPresented: $showTag)`, `.popover(item:
    /// $editing)`, `.confirmationDialog(…, isPresented: $userToDelete.mappedToBool())`), by type name (an extension's code shares its type's): a look chosen on
    /// one is drawn only while the sheet, popover or dialog covers the control and holds VoiceOver's focus, so no one
    /// misses it (a row marked while the dialog asks whether to delete it).
    static func presentationStates(in tree: ViewTree) -> [String: Set<String>] {
        var states: [String: Set<String>] = [:]
        for name in SwiftUIVocabulary.screenPresentations.union(SwiftUIVocabulary.dialogPresentations) {
            for presentation in tree.modifierUses(named: name) {
                guard let type = tree.declaringType(of: presentation),
                      let binding = tree.argument("isPresented", of: presentation) ?? tree.argument("item", of: presentation)
                        ?? tree.argument("presenting", of: presentation) else { continue }
                var names = TraitText.identifiers(in: tree.text(in: binding.range)).dropFirst()
                // `$userToDelete.mappedToBool()`: a helper that turns the state into the binding.
                if tree.text(in: binding.range).hasSuffix(")"), names.count > 1 { names = names.dropLast() }
                guard let bound = names.last else { continue }
                states[tree[type].name, default: []].insert(bound.hasPrefix("$") ? String(bound.dropFirst()) : bound)
            }
        }
        return states
    }

    static func message(element: String, condition: String) -> String {
        "\(element) shows whether it is selected (\(condition)) only by its look; VoiceOver reads it the same either "
            + "way. Add .accessibilityAddTraits(\(condition) ? .isSelected : []) or an .accessibilityValue."
    }

    /// An accordion header: a disclosure chevron swapped or turned on the state.
    static func disclosureMessage(element: String, condition: String, look: String) -> String {
        "\(element) shows its state (\(condition)) only by \(look); VoiceOver does not say which state it is in. "
            + "Add .accessibilityValue(\(condition) ? \"Expanded\" : \"Collapsed\") (or words for what the state "
            + "shows), or use a DisclosureGroup."
    }

    static func message(element: String, condition: String, symbols: [String]) -> String {
        let swap = symbols.map { "'\($0)'" }.joined(separator: " and ")
        let looks = symbols.contains { $0.hasPrefix(".") } ? "symbol variants" : "symbols"
        return "\(element) shows its state (\(condition)) only by switching between the \(looks) \(swap); VoiceOver "
            + "does not say which is shown. Add .accessibilityValue(…) or .accessibilityAddTraits(\(condition) ? "
            + ".isSelected : []), or use a Toggle with a custom style."
    }
}

extension SelectionStateNotExposedRule {
    /// Whether this rule judges the look a modifier draws: a selection (or a control's own state) on a view a
    /// user acts on. `color-only-meaning` leaves those looks to this rule.
    static func judgesLook(of modifier: NodeID, in tree: ViewTree) -> Bool {
        guard let look = selectionLook(modifier, in: tree) else { return false }
        return selectableElement(from: look.start, in: tree) != nil
    }
}

private extension SelectionStateNotExposedRule {
    /// Whether the condition's names include a private `@State` of the element's type that keeps its initial value
    /// (nothing in the type assigns, binds or mutates it; a commented-out assignment is no code), and name no other
    /// property of the type: `selectedID == system.id` with `@State private var selectedID: String? = nil` only
    /// ever set in a comment.
    static func readsOnlyUnchangedState(_ condition: String, at element: NodeID, in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: element) else { return false }
        let properties = VisualTree.properties(ofType: tree[type].name, in: tree)
        var sawUnchanged = false
        for name in TraitText.identifiers(in: condition) {
            guard let declaration = properties.first(where: { tree[$0].name == name }) else { continue }
            guard tree.isUnchangedPrivateState(declaration, in: tree[type].range) else { return false }
            sawUnchanged = true
        }
        return sawUnchanged
    }

    /// Modifiers that change how a view looks. Others (`.animation(value:)`, `.onChange`, gestures, menus) may name
    /// the selection without drawing it.
    static let visualModifiers: NameSet = [
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "fill", "stroke", "strokeBorder",
        "tint", "accentColor", "font", "fontWeight", "bold", "italic", "underline", "overlay", "border", "opacity",
        "scaleEffect", "shadow", "symbolVariant", "symbolRenderingMode", "listRowBackground", "cornerRadius",
        "clipShape", "brightness", "saturation", "grayscale", "colorMultiply",
    ]

    /// The arguments of `Label(_:systemImage:)` and `Image(systemName:)` that name their SF Symbol.
    static let symbolArgument = "systemImage"
    static let imageSymbolArgument = "systemName"
    /// The modifier that turns an accordion's chevron.
    static let rotationModifier = "rotationEffect"

    /// Where a view draws its state, and the condition that switches it.
    struct Look {
        /// Where to start looking for the element.
        let start: NodeID
        let condition: String
        /// The two SF Symbols (or symbol variants) a state look switches between; nil for a selection look.
        let symbols: [String]?
        /// A chevron turned by `.rotationEffect` on the state rather than swapped for another symbol.
        var turnedChevron: String? = nil
        /// For a path compared with one value (`tab == .home`): the assignment the element's action must make for
        /// the look to show a choice (`tab = .home`).
        var chosenBy: (path: String, value: String)? = nil
    }

    /// Whether an `Image` or `Label` shows one of two different pictures on a condition (`isVoiceMode ? "keyboard" :
    /// "mic"`, also asset names), not two looks of one glyph: what VoiceOver reads changes with the state.
    static func swapsPictures(_ view: NodeID, in tree: ViewTree) -> Bool {
        let kind = tree[view].kind, name = tree[view].name
        let isLabel = name == SwiftUIView.label.rawValue
        guard kind == .call, isLabel || name == SwiftUIView.image.rawValue else { return false }
        return tree[view].arguments.contains { argument in
            guard argument.label == (isLabel ? symbolArgument : imageSymbolArgument) || (!isLabel && argument.label == nil),
                  Self.mayHoldTernary(argument.range, in: tree),
                  let branches = WordingText.ternaryBranches(of: tree.argumentValueText(argument)), branches.count == 2,
                  let first = branches[0]?.text, let second = branches[1]?.text, !first.isEmpty, !second.isEmpty
            else { return false }
            return !StateLooks.isLookPair(first, second)
        }
    }

    /// Where a view draws the selection: a ternary on the selection (a name that says so, or a comparison of two
    /// paths such as `tab == current`) in a visual modifier or an `Image`'s arguments, or an `if`/ternary view whose
    /// condition is the selection and that draws no text (a text would say it). Also where a control switches
    /// between two looks of one SF Symbol on a state of its own (`isChecked ? "checkmark.square" : "square"`).
    static func selectionLook(_ id: NodeID, in tree: ViewTree) -> Look? {
        // The node's fields read in place, never `let node = tree[id]`: asked of every call, modifier and branch of
        // the file, a copy of each node retained and released all its fields.
        let kind = tree[id].kind
        switch kind {
        case .modifier where tree[id].name == rotationModifier:
            return turnedChevronLook(id, in: tree)
        case .call, .modifier:
            let name = tree[id].name
            let isLabel = kind == .call && name == SwiftUIView.label.rawValue
            guard kind == .modifier ? visualModifiers.contains(name)
                    : isLabel || name == SwiftUIView.image.rawValue else { return nil }
            let start = kind == .modifier ? (tree.parent(of: id) ?? id) : id
            // Two different pictures (`isVoiceMode ? "keyboard" : "mic"`, `isSelected ? "checkmark.circle" :
            // "plus.circle"`): what VoiceOver reads changes with the state, naming it, also for a colour set on the
            // same symbol. Two looks of one glyph are still a look.
            if swapsPictures(start, in: tree) { return nil }
            for argument in tree[id].arguments {
                if case .closure = argument.value { continue }
                // A `Label` draws its state in its symbol; its title is text, which would say it.
                if isLabel, argument.label != symbolArgument { continue }
                // Most arguments hold no ternary: look at the bytes before building any text.
                guard Self.mayHoldTernary(argument.range, in: tree) else { continue }
                let text = tree.argumentValueText(argument)
                guard let mark = ternaryMark(in: text) else { continue }
                let condition = ternaryCondition(in: text, before: mark)
                // An opacity of 0 on one side hides the view on the condition (a bubble hidden while a copy flies
                // in its place): it marks nothing.
                if name == SwiftUIModifier.opacity.rawValue, let (first, second) = VisualMotionScope.literalTernary(text),
                   first == 0 || second == 0 {
                    return nil
                }
                if isSelectionCondition(condition) { return Look(start: start, condition: condition, symbols: nil) }
                if kind == .call, argument.label == (isLabel ? symbolArgument : imageSymbolArgument),
                   let branches = WordingText.ternaryBranches(of: text),
                   branches.allSatisfy({ $0 != nil && $0?.text.isEmpty == false }) {
                    // Other states switch literal symbols only when they are two looks of one glyph.
                    let names = branches.compactMap { $0?.text }
                    guard names.count == 2, StateLooks.isLookPair(names[0], names[1]),
                          StateLooks.isControlState(condition, allowingMember: true) else { return nil }
                    return Look(start: start, condition: condition, symbols: names)
                }
                // `.symbolVariant(isOn ? .fill : .none)`: a fill switched on any state of the control.
                if name == SwiftUIModifier.symbolVariant.rawValue, StateLooks.isControlState(condition),
                   let branches = WordingText.ternaryBranches(of: text), branches.count == 2 {
                    let variants = text[text.index(after: mark)...].split(separator: ":")
                        .map { String($0).trimmedForTrait }
                    return Look(start: start, condition: condition, symbols: variants)
                }
                if StateLooks.isChoiceComparison(condition) { return Look(start: start, condition: condition, symbols: nil) }
                // An opacity switched on the choice may hide the control once chosen (an "expand" button that
                // goes away), which marks nothing.
                if name != SwiftUIModifier.opacity.rawValue, let choice = StateLooks.comparedChoice(condition) {
                    return Look(start: start, condition: condition, symbols: nil, chosenBy: choice)
                }
            }
            return nil
        case .conditional, .ternary:
            if kind == .ternary, let look = markLook(id, in: tree) { return look }
            guard let (condition, symbols) = swappedSymbols(id, in: tree) else { return nil }
            return Look(start: id, condition: condition, symbols: symbols)
        case .branch:
            return markLook(id, in: tree)
        default:
            return nil
        }
    }

    /// Whether code inside the element (its action, a tap gesture's closure) sets `choice.path` to `choice.value`
    /// (`tab = .home`, `self.tab = .home`): the option the look marks is the one the element chooses.
    static func assigns(_ choice: (path: String, value: String), in element: NodeID, tree: ViewTree) -> Bool {
        let wanted = [choice.path + "=" + choice.value, "self." + choice.path + "=" + choice.value]
        return tree.descendants(of: element).contains { node in
            guard tree[node].kind == .statement, let label = tree[node].label else { return false }
            return wanted.contains(label.filter { !$0.isWhitespace })
        }
    }

    /// `Image(systemName: "chevron.right").rotationEffect(.degrees(isExpanded ? 90 : 0))`: a disclosure chevron
    /// turned on a state of the control, how an accordion header shows that its content is open.
    static func turnedChevronLook(_ modifier: NodeID, in tree: ViewTree) -> Look? {
        guard let image = tree.parent(of: modifier), case .symbol(let symbol)? = tree.imageSource(of: image),
              StateLooks.isDisclosureGlyph(symbol),
              let argument = tree[modifier].arguments.first, mayHoldTernary(argument.range, in: tree) else { return nil }
        // The angle is the ternary's result, inside `.degrees(…)` or `Angle(degrees: …)`: its condition is what
        // comes before the `?`, after the call's opening parenthesis or argument label.
        let text = tree.argumentValueText(argument)
        guard let mark = ternaryMark(in: text) else { return nil }
        let condition = ternaryCondition(in: text, before: mark)
        guard StateLooks.isControlState(condition) else { return nil }
        return Look(start: image, condition: condition, symbols: nil, turnedChevron: symbol)
    }

    /// An `if`/ternary on the selection that draws a mark for the selected state (a checkmark image, a dot), not
    /// text (which would say it) and not an action's `if` (which draws nothing). A comparison whose names do not
    /// say "selected" counts only with a shape for its mark: an image is read by its name (a "now playing"
    /// symbol), which may say the state.
    static func markLook(_ id: NodeID, in tree: ViewTree) -> Look? {
        guard let condition = tree[id].label,
              !["let ", "var ", "case "].contains(where: condition.hasPrefix) else { return nil }
        let named = isSelectionCondition(condition)
        guard named || StateLooks.isChoiceComparison(condition) else { return nil }
        let drawn = tree.drawnViews(of: id)
        let names = drawn.map { tree[$0].name }
        let marks = named ? SwiftUIVocabulary.markViews : SwiftUIVocabulary.shapeLayers
        guard !names.contains(where: SwiftUIVocabulary.textViews.contains),
              names.contains(where: marks.contains), named || !names.contains(SwiftUIView.image.rawValue),
              !drawn.contains(where: { speaksState($0, in: tree) }) else { return nil }
        return Look(start: id, condition: condition, symbols: nil)
    }

    /// `if isOn { Image(systemName: "star.fill") } else { Image(systemName: "star") }`, or the same as a ternary:
    /// the condition and the two symbols, when each side draws one literal symbol, no text, and the symbols are
    /// two looks of one glyph.
    static func swappedSymbols(_ choice: NodeID, in tree: ViewTree) -> (String, [String])? {
        let node = tree[choice]
        let sides = Array(tree.children(of: choice)).filter { child in
            node.kind == .ternary || (tree[child].kind == .branch && ["if", "else"].contains(tree[child].name))
        }
        guard sides.count == 2 else { return nil }
        let condition = node.kind == .ternary ? node.label : tree[sides[0]].label
        guard let condition, StateLooks.isControlState(condition, allowingMember: true) else { return nil }
        var symbols: [String] = []
        for side in sides {
            let drawn = tree.drawnViews(of: side)
            guard !drawn.contains(where: { SwiftUIVocabulary.textViews.contains(tree[$0].name) }) else { return nil }
            let images = drawn.compactMap { tree.imageSource(of: $0) }
            guard images.count == 1, case .symbol(let name) = images[0] else { return nil }
            symbols.append(name)
        }
        guard StateLooks.isLookPair(symbols[0], symbols[1]) else { return nil }
        return (condition, symbols)
    }

    /// A mark VoiceOver reads aloud as a state: a visible check mark or a conventional symbol that names a state
    /// (`star.fill`) drawn only in the selected branch is spoken after the row's text ("English, checkmark"), so
    /// the state is not look-only; so is an asset named for the check mark (`Image("check-mark")`, read by its
    /// words). Another conventional symbol says an action ("Close" for `xmark`), not the state.
    static func speaksState(_ view: NodeID, in tree: ViewTree) -> Bool {
        guard let source = tree.imageSource(of: view), !source.alternatives.isEmpty,
              source.alternatives.allSatisfy({ alternative in
                  guard let entry = alternative.conventionalReading else { return false }
                  return entry.namesState || entry.base == selectionMark
                      || ConventionalSymbols.plainWordActions[entry.base] == selectionMark
              }) else { return false }
        return !tree.modifiers(of: view).contains { tree.mayHide($0) }
    }

    /// The conventional symbol of a chosen item in a list (a menu's, a picker's).
    static let selectionMark = "checkmark"

    /// Whether the source of `range` has a `?` after a space or line break (a ternary's mark, see `ternaryMark`).
    static func mayHoldTernary(_ range: Range<Int>, in tree: ViewTree) -> Bool {
        let bytes = tree.source.bytes
        guard range.lowerBound >= 0, range.upperBound <= bytes.count, range.count > 1 else { return false }
        for offset in (range.lowerBound + 1)..<range.upperBound where bytes[offset] == UInt8(ascii: "?") {
            switch bytes[offset - 1] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
            default: continue
            }
        }
        return false
    }

    /// The ` ?` of a ternary (Swift requires space before it; `a?.b` is optional chaining).
    static func ternaryMark(in text: String) -> String.Index? {
        var previous: Character = "x"
        for index in text.indices {
            let character = text[index]
            if character == "?", previous == " " { return index }
            previous = character
        }
        return nil
    }

    /// The condition of the ternary whose `?` is at `mark`: the text back to the bracket, comma or argument label
    /// that opens the ternary (`isSelected` in `.system(size: 15, weight: isSelected ? .semibold : .regular)`).
    static func ternaryCondition(in text: String, before mark: String.Index) -> String {
        var depth = 0
        var start = mark
        while start > text.startIndex {
            let previous = text.index(before: start)
            switch text[previous] {
            case ")", "]", "}": depth += 1
            case "(", "[", "{":
                if depth == 0 { return String(text[start..<mark]).trimmedForTrait }
                depth -= 1
            case "," where depth == 0, ":" where depth == 0:
                return String(text[start..<mark]).trimmedForTrait
            default: break
            }
            start = previous
        }
        return String(text[start..<mark]).trimmedForTrait
    }

    /// `isSelected`, `selected`, `isItemSelected`, or `selection`/`selected…` compared (`==`, `!=`, `contains`).
    static func isSelectionCondition(_ text: String) -> Bool {
        // Every `if` and ternary of the file comes here, and few mention a selection: a word `selected` or
        // `selection` is spelled `select` in some letter case, which one pass over the bytes rules out.
        guard TraitText.containsIgnoringASCIICase(text, "select") else { return false }
        // Clause by clause: `selectedSort == nil` among a form's other fields says nothing is chosen yet, which
        // no option of it marks.
        return text.components(separatedBy: "||").flatMap { $0.components(separatedBy: "&&") }.contains { clause in
            let names = TraitText.identifiers(in: clause)
            let compares = TraitText.containsEqualityComparison(clause) || names.contains("contains")
            if compares, names.contains("nil") { return false }
            return names.contains { name in
                let words = TraitText.words(of: name)
                if words.last == "selected" { return true }
                return compares && (words.first == "selected" || words.first == "selection")
            }
        }
    }

    /// The actionable view the look belongs to: the nearest button, link or tappable view around `start` in its
    /// declaration, else around a usage site of that declaration in the same file.
    static func selectableElement(from start: NodeID, in tree: ViewTree) -> NodeID? {
        switch nearestActionable(from: start, in: tree) {
        case .found(let element): return element
        case .managedByControl: return nil
        case .reachedDeclaration(let declaration):
            for site in tree.useSites(ofDeclaration: declaration) {
                if case .found(let element) = nearestActionable(from: site, in: tree) { return element }
            }
            return nil
        case .none:
            return nil
        }
    }

    enum Search { case found(NodeID), managedByControl, reachedDeclaration(NodeID), none }

    /// Buttons and links take the element's place; `Picker`, `Menu`, `Toggle` and other built-in controls expose
    /// the selection themselves.
    static func nearestActionable(from start: NodeID, in tree: ViewTree) -> Search {
        var current: NodeID? = start
        var found: NodeID?
        while let node = current {
            let kind = tree[node].kind
            if kind == .property || kind == .function { return found.map(Search.found) ?? .reachedDeclaration(node) }
            if kind == .typeDecl || kind == .file { return found.map(Search.found) ?? .none }
            if tree.isBuiltInControl(node), !SwiftUIVocabulary.pressControls.contains(tree[node].name) {
                return .managedByControl
            }
            if found == nil, kind == .call || kind == .reference, tree.isInteractive(node) { found = node }
            current = tree.parent(of: node)
        }
        return found.map(Search.found) ?? .none
    }

    /// A trait, value, representation or hiding on the element or inside it, a label that mentions the state, a
    /// text inside it that changes with the state (`Text(isExpanded ? "Less" : "More")`), or a spoken mark or a
    /// text inside it drawn in that state (`if server.isSelected { Image(systemName: "checkmark") }`,
    /// `if isSelected { Text("Current") }`).
    static func exposesSelection(_ element: NodeID, condition: String, in tree: ViewTree) -> Bool {
        let stateNames = Set(TraitText.identifiers(in: condition))
        let drawn = tree.drawnViews(of: element)
        let changingText = drawn.contains { view in
            SwiftUIVocabulary.textViews.contains(tree[view].name) && tree[view].arguments.contains { argument in
                if case .closure = argument.value { return false }
                return argument.label != symbolArgument
                    && mentionsState(tree.argumentValueText(argument), names: stateNames)
            }
        }
        if changingText { return true }
        // A control's title that changes with the state (`Button(isFavorite ? "Remove favourite" : "Add favourite",
        // systemImage: "heart")`) is its name, read aloud.
        if let spec = tree.controlSpec(of: element), spec.hasTitleArgument,
           let title = tree[element].firstUnlabelledArgument,
           mentionsState(tree.argumentValueText(title), names: stateNames) { return true }
        // A conventional symbol or a text drawn inside it only in that state is spoken ("English, checkmark",
        // "Smooth, Selected").
        let spokenMark = tree.descendants(of: element).contains { node in
            guard tree[node].kind == .branch, let label = tree[node].label, mentionsState(label, names: stateNames)
            else { return false }
            return tree.drawnViews(of: node).contains { view in
                speaksState(view, in: tree) || (SwiftUIVocabulary.textViews.contains(tree[view].name)
                                                 && !tree.modifiers(of: view).contains { tree.mayHide($0) })
            }
        }
        if spokenMark { return true }
        let own = tree.applicableModifiers(of: element)
        let inside = drawn.filter { $0 != element }.flatMap { tree.modifiers(of: $0) }
        return (own + inside).contains { modifier in
            if tree.mayAddTrait(modifier, anyOf: ["isSelected"]) || tree.replacesElement(modifier) { return true }
            // Hiding the element hides its state with it; hiding a part of it (the decorative chevron or checkmark
            // that draws the state) leaves the element there, still silent about the state.
            if tree.mayHide(modifier), own.contains(modifier) { return true }
            // Disabled in one state: VoiceOver says "dimmed" on the current choice.
            if tree[modifier].name == SwiftUIModifier.disabled.rawValue,
               let flag = tree.firstArgumentValue(of: modifier), mentionsState(flag, names: stateNames) { return true }
            guard tree.labelsOrValues(modifier) else { return false }
            // A value always speaks a state; a label counts when it mentions the selection or the state.
            let name = tree[modifier].name
            if name == SwiftUIModifier.accessibilityValue.rawValue
                || tree.argumentValue(of: modifier, labelled: "value") != nil { return true }
            return tree[modifier].arguments.contains { argument in
                let text = tree.argumentValueText(argument)
                if mentionsState(text, names: stateNames) { return true }
                if namesPropertyMentioningState(text, from: modifier, names: stateNames, in: tree) { return true }
                return TraitText.identifiers(in: text).contains { identifier in
                    let words = TraitText.words(of: identifier)
                    return words.contains("selected") || words.contains("selection")
                }
            }
        }
    }

    /// `.accessibilityLabel(toggleText)` where `toggleText` is a property of the same type that reads every name of
    /// the condition (`expanded ? "Collapse" : "Expand"`), or `.accessibilityLabel(description())` where
    /// `description()` is such a function: the label changes with the state.
    static func namesPropertyMentioningState(_ text: String, from modifier: NodeID, names: Set<String>,
                                             in tree: ViewTree) -> Bool {
        let isCall = text.hasSuffix("()")
        let name = isCall ? String(text.dropLast(2)) : text
        guard TraitText.identifiers(in: name) == [name], let type = tree.declaringTypeName(ofNode: modifier) else {
            return false
        }
        return tree.members(ofTypeNamed: type).contains { member in
            tree[member].kind == (isCall ? .function : .property) && tree[member].name == name
                && !names.isEmpty && names.isSubset(of: TraitText.identifiers(in: tree.text(in: tree[member].range)))
        }
    }

    /// Text that changes with the state: a ternary, or every name of the condition.
    static func mentionsState(_ text: String, names: Set<String>) -> Bool {
        if ternaryMark(in: text) != nil { return true }
        return !names.isEmpty && names.isSubset(of: TraitText.identifiers(in: text))
    }
}
