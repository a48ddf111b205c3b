import RuleEngine

struct RedundantRoleInLabelRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "redundant-role-in-label", name: "Redundant role in label", severity: .low, category: .labels,
        wcag: ["1.1.1", "4.1.2"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver],
        summary: "Flags a literal label or title that repeats the role VoiceOver already announces, such as \"Delete button\" or \"Profile image\".",
        rationale: """
        VoiceOver reads an element's label and then its role: a `Button` is announced as "Delete, button", an \
        `Image` as "Profile, image". A label that contains the role makes VoiceOver say it twice ("Delete button, \
        button"), which adds noise to every visit and, with Voice Control, makes users say a longer name to \
        activate the control.
        """,
        fix: """
        - **Case: the label ends with the role.** Drop the role word: `.accessibilityLabel("Delete")` on a \
        `Button`, `.accessibilityLabel("Profile")` on an `Image`.
        - **Case: the label starts with "Image of" or "Link to".** Describe the content only: "Golden retriever \
        on a beach", "Privacy policy".
        - **Case: the role word is part of the name** (a "Power button" settings screen). Suppress the finding \
        with `// a11y-lint:disable:next redundant-role-in-label - reason`.
        """,
        limits: """
        Only literal text is read (string literals, `Text("…")`, literal branches of a ternary; localisation keys \
        such as `"settings.save.button"` are skipped, since VoiceOver reads their translation). The role is known \
        for built-in controls (`Button`, `NavigationLink`, `Menu`, `Link`, `Toggle`, `TextField`, `SecureField`, \
        `Image`), components whose name ends in `Button`, and views whose own chain adds `.isButton`, `.isLink`, \
        `.isHeader` or `.isImage`; a label on any other view is not judged, nor one whose chain removes the role's \
        trait (`.accessibilityRemoveTraits(.isImage)`: the label says the role instead). A role word after a preposition \
        names something else ("Reload on Switch") and is not reported, nor is "link" after a verb acting on a web \
        address ("Open link", "Copy app store link").
        """,
        triggeringExamples: RedundantRoleInLabelRule.triggeringExamples,
        nonTriggeringExamples: RedundantRoleInLabelRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for wording in context.wordings where wording.kind != .hint {
            let roles = Self.announcedRoles(of: wording.element, in: tree)
            guard !roles.isEmpty else { continue }
            for literal in wording.alternatives {
                guard let role = Self.repeatedRole(in: literal.text, roles: roles) else { continue }
                sink.report(wording.anchor, in: tree, message: Self.message(literal: literal, role: role))
                break
            }
        }
    }

    static func message(literal: StringLiteral, role: AnnouncedRole) -> String {
        "Label \(WordingText.quoted(literal)) repeats the role VoiceOver already announces, so it hears "
            + "\"\(literal.text), \(role.spoken)\". Remove \"\(role.spoken)\" from the label and name only the "
            + "action or content."
    }
}

extension RedundantRoleInLabelRule {
    /// A role VoiceOver announces after the label.
    enum AnnouncedRole: CaseIterable {
        case button, link, image, heading, toggle, textField

        /// How VoiceOver says it.
        var spoken: String {
            switch self {
            case .button: return "button"
            case .link: return "link"
            case .image: return "image"
            case .heading: return "heading"
            case .toggle: return "switch button"
            case .textField: return "text field"
            }
        }

        /// Trailing words that repeat the role.
        var trailingPhrases: [[String]] {
            switch self {
            case .button: return [["button"]]
            case .link: return [["link"]]
            case .image: return [["image"]]
            case .heading: return [["heading"], ["header"]]
            case .toggle: return [["switch"], ["toggle"]]
            case .textField: return [["text", "field"], ["textfield"], ["field"]]
            }
        }

        /// Leading words that repeat the role ("Image of a dog").
        var leadingPhrases: [[String]] {
            switch self {
            case .image: return [["image", "of"], ["picture", "of"]]
            case .link: return [["link", "to"]]
            case .button, .heading, .toggle, .textField: return []
            }
        }
    }

        /// The roles VoiceOver announces for an element, from what it is and the traits its own chain adds.
    static func announcedRoles(of element: NodeID, in tree: ViewTree) -> Set<AnnouncedRole> {
        let node = tree[element]
        var roles: Set<AnnouncedRole> = []
        if node.kind == .call {
            switch node.name {
            case _ where SwiftUIVocabulary.isAnnouncedAsButton(node.name): roles.insert(.button)
            case "Link": roles.insert(.link)
            case "Image", "AsyncImage": roles.insert(.image)
            case "Toggle": roles.insert(.toggle)
            case "TextField", "SecureField", "TextEditor": roles.insert(.textField)
            default: break
            }
        }
        let traits: [(String, AnnouncedRole)] = [("isButton", .button), ("isLink", .link), ("isImage", .image),
                                                  ("isHeader", .heading)]
        for (trait, role) in traits {
            if WordingTraits.chainAddsTrait(trait, to: element, in: tree) {
                roles.insert(role)
            } else if WordingTraits.chainRemovesTrait(trait, from: element, in: tree) {
                // `.accessibilityRemoveTraits(.isImage)`: the label's "Image of" stands in for the role.
                roles.remove(role)
            }
        }
        return roles
    }

    /// The role a text repeats, if any.
    static func repeatedRole(in text: String, roles: Set<AnnouncedRole>) -> AnnouncedRole? {
        let words = WordingText.words(of: text)
        guard words.count >= 2 else { return nil }
        return AnnouncedRole.allCases.first { role in
            // "Open link", "Copy app store link": the link is what the action takes, a web address.
            if role == .link, linkActions.contains(words[0]) { return false }
            return roles.contains(role)
                && (role.trailingPhrases.contains { endsWithRole(words, phrase: $0) }
                    || role.leadingPhrases.contains { WordingText.words(words, startWith: $0) })
        }
    }

    /// Whether `words` ends with the role `phrase` as the element's own noun: after a preposition the word names
    /// something else ("Reload on Switch", the switch of accounts).
    private static func endsWithRole(_ words: [String], phrase: [String]) -> Bool {
        guard WordingText.words(words, endWith: phrase) else { return false }
        let before = words.count - phrase.count - 1
        return before < 0 || !prepositions.contains(words[before])
    }

    /// Verbs whose object a web address is: after them, "link" names the address, not the control.
    private static let linkActions: Set<String> = ["open", "copy", "share", "visit", "follow", "send"]

    private static let prepositions: Set<String> = [
        "on", "to", "for", "with", "after", "before", "by", "in", "of", "from", "per", "at", "via", "without",
    ]
}
