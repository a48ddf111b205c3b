/// What the screen shows around a view that tells a VoiceOver user what it is about: the header of the `Section`
/// it sits in, a text beside it in the same stack, the prompt written just before it. VoiceOver reads these as the
/// user moves through the screen, so a spinner under "Suggestions" or a segmented picker under "Seasonal photo"
/// has its context even without a label of its own.
extension ViewTree {
    /// `if`, `switch` and `#if` around a view do not change where it is laid out.
    private static let layoutTransparent: Set<NodeKind> = [.branch, .conditional, .switchStatement, .ifConfig,
                                                            .ifConfigBranch]

    /// A `Section` that shows a header: a title (`Section("Suggestions")`, `Section(title)`), a `header:`
    /// argument or a `header:` closure.
    func sectionShowsHeader(_ section: NodeID) -> Bool {
        let node = self[section]
        guard node.kind == .call, node.name == "Section" else { return false }
        if let title = node.firstUnlabelledArgument {
            if case .closure = title.value { return closures(of: section).contains { self[$0].label == "header" } }
            return !isBlankLiteral(title.value)
        }
        return node.arguments.contains { $0.label == "header" } || closures(of: section).contains { self[$0].label == "header" }
    }

    /// The source text of the header of the nearest `Section` around `id` (`Section("Invite friends")`,
    /// `Section(header: Text("Invite friends"))`, a `header:` closure); nil when there is none.
    func sectionHeaderText(of id: NodeID) -> String? {
        firstEnclosingView(of: id) { enclosing -> String? in
            let section = enclosing.view
            guard self[section].kind == .call, self[section].name == "Section" else { return nil }
            guard sectionShowsHeader(section) else { return "" }
            if let header = closures(of: section).first(where: { self[$0].label == "header" }) {
                return text(in: self[header].range)
            }
            let title = self[section].arguments.first { $0.label == "header" } ?? self[section].firstUnlabelledArgument
            return title.map { text(in: $0.range) } ?? ""
        }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether the nearest `Section` around `id` (in this declaration or where its helper or view is used in this
    /// file) shows a header.
    func isUnderSectionHeader(_ id: NodeID) -> Bool {
        firstEnclosingView(of: id) { enclosing -> Bool? in
            self[enclosing.view].kind == .call && self[enclosing.view].name == "Section"
                ? sectionShowsHeader(enclosing.view) : nil
        } ?? false
    }

    /// The stack (or other closure) that lays `id` out, and the child of it that holds `id` — looking out of
    /// `if`, `switch` and `#if`. nil at the root of a declaration.
    func layoutSlot(of id: NodeID) -> (container: NodeID, item: NodeID)? {
        var item = id
        guard var container = parent(of: id) else { return nil }
        while Self.layoutTransparent.contains(self[container].kind), let outer = parent(of: container) {
            item = container
            container = outer
        }
        return (container, item)
    }

    /// A visible `Text` or `Label` in the same container as `id` (looking out of `if` branches): it says what `id`
    /// is about. `isTextComponent` tells an app's own text views (`BodyText(message)`, known to the project index).
    func hasTextBeside(_ id: NodeID, isTextComponent: (NodeID) -> Bool = { _ in false }) -> Bool {
        guard let (container, item) = layoutSlot(of: id) else { return false }
        return children(of: container).contains { sibling in
            sibling != item && self[sibling].kind != .modifier && showsText(sibling, isTextComponent: isTextComponent)
        }
    }

    /// A caption in the same container as `id`: a visible `Text` of literal words (`Text("Remaining")`), which
    /// names what a value beside it is, where a text of data (`Text(auction.title)`) only shows more data. The
    /// container's children count, and so do those of each `if` branch between it and `id` (`if let result {
    /// Text("Updated"); Text(result.date, style: .relative); Text("ago") }`). `wordProperties` names properties
    /// of the view known to hold literal words (`Text(title)` where every caller passes `title: "Duration"`).
    func hasCaptionBeside(_ id: NodeID, wordProperties: Set<String> = []) -> Bool {
        anyLevel(around: id) { level, item in
            children(of: level).contains { sibling in
                sibling != item && self[sibling].kind != .modifier && isCaption(sibling, wordProperties: wordProperties)
            }
        }
    }

    /// A caption right before or after `id` in its container (`Text("Live Workout")` over `WorkoutClock(…)`): one
    /// further away in a long stack may caption something else. As in `hasCaptionBeside`, each `if` branch between
    /// the container and `id` counts.
    func hasCaptionNextTo(_ id: NodeID) -> Bool {
        anyLevel(around: id) { level, item in
            let views = children(of: level).filter { self[$0].kind != .modifier }
            guard let position = views.firstIndex(of: item) else { return false }
            return [position - 1, position + 1].contains { views.indices.contains($0) && isCaption(views[$0], wordProperties: []) }
        }
    }

    /// Whether `check` holds at some level from `id`'s parent up to its layout container, given the level and the
    /// view of the level that holds `id`.
    private func anyLevel(around id: NodeID, _ check: (_ level: NodeID, _ item: NodeID) -> Bool) -> Bool {
        guard let (container, _) = layoutSlot(of: id) else { return false }
        var item = id
        while let level = parent(of: item) {
            if check(level, item) { return true }
            if level == container { return false }
            item = level
        }
        return false
    }

    /// Whether `view` draws a visible `Text` of literal words, or of a property in `wordProperties`.
    private func isCaption(_ view: NodeID, wordProperties: Set<String>) -> Bool {
        drawnViews(of: view).contains { drawn in
            guard self[drawn].name == "Text", !modifiers(of: drawn).contains(where: mayHide),
                  let title = self[drawn].firstUnlabelledArgument else { return false }
            if case .identifier(let name) = title.value { return wordProperties.contains(name) }
            guard let literal = stringLiteral(of: title.value) else { return false }
            return !literal.isInterpolated && literal.text.contains { $0.isLetter }
        }
    }

    /// Whether a `Text` names what its value is in its own words: an interpolated literal with a word around the
    /// value that is not only its unit (`"Resend in \(seconds) seconds"`, `"Time left: \(time)"`), where
    /// `"\(minutes):\(seconds)"` or `"\(count) s"` shows the bare value; or a choice between literal words
    /// (`isGranted ? "Screen Recording Enabled" : "Screen Recording Required"`): a state in words, not a count.
    func carriesOwnCaption(_ text: NodeID) -> Bool {
        guard self[text].name == "Text", let title = self[text].firstUnlabelledArgument else { return false }
        if Self.fallsBackToWords(title.value) { return true }
        if case .other(let expression) = title.value, let branches = WordingText.ternaryBranches(of: expression) {
            return branches.allSatisfy { branch in
                guard let branch, !branch.isInterpolated else { return false }
                return branch.text.contains(where: \.isLetter)
            }
        }
        guard let literal = stringLiteral(of: title.value), literal.isInterpolated else { return false }
        let outside = SplitPhrase.interpolationParts(of: literal.text).outside
        return outside.split(whereSeparator: { !$0.isLetter }).contains { word in
            word.count >= 2 && !WordingText.timeUnitWords.contains(word.lowercased())
        }
    }

    /// A value whose fallback is a literal sentence: `config.completionTitle ?? "All Steps Complete"`, or a lookup
    /// given one (`localized("stepSkipped", fallback: "Step Skipped")`). What it shows is wording of that kind, a
    /// title or a message someone configured, not a count.
    static func fallsBackToWords(_ value: Expr) -> Bool {
        func isWords(_ literal: StringLiteral?) -> Bool {
            guard let literal, !literal.isInterpolated else { return false }
            return literal.text.contains(where: \.isLetter) && !literal.text.contains(where: \.isNumber)
        }
        switch value {
        case .other(let expression):
            guard let coalescing = expression.range(of: "??", options: .backwards) else { return false }
            return isWords(WordingText.plainLiteral(ofCode: expression[coalescing.upperBound...]
                .trimmingCharacters(in: .whitespaces)))
        case .call(_, let arguments, _):
            return arguments.contains { argument in
                guard argument.label == "fallback" || argument.label == "default", case .string(let literal) = argument.value
                else { return false }
                return isWords(literal)
            }
        default:
            return false
        }
    }

    /// The view laid out just before `id` in its container, when it shows visible text: a prompt such as
    /// `Text("Seasonal photo")` above a picker. nil when `id` comes first or the previous view shows no text.
    func promptBefore(_ id: NodeID) -> NodeID? {
        guard let (container, item) = layoutSlot(of: id) else { return nil }
        let siblings = children(of: container).filter { self[$0].kind != .modifier }
        guard let position = siblings.firstIndex(of: item), position > 0 else { return nil }
        let previous = siblings[position - 1]
        return showsText(previous) ? previous : nil
    }

    /// Whether `id` is the first view of a `Section` that shows a header: VoiceOver reads the header just before it.
    func opensSectionUnderHeader(_ id: NodeID) -> Bool {
        guard let (container, item) = layoutSlot(of: id),
              children(of: container).first(where: { self[$0].kind != .modifier }) == item else { return false }
        return isUnderSectionHeader(id)
    }

    /// Whether `view` draws a `Text` or `Label` that VoiceOver reaches (not hidden).
    private func showsText(_ view: NodeID, isTextComponent: (NodeID) -> Bool = { _ in false }) -> Bool {
        drawnViews(of: view).contains { drawn in
            (self[drawn].name == "Text" || self[drawn].name == "Label" || isTextComponent(drawn))
                && !modifiers(of: drawn).contains(where: mayHide)
        }
    }
}
