import SwiftLexer

/// What tells assistive technologies that something appeared: an announcement posted
/// (`AccessibilityNotification.Announcement(…).post()`, `UIAccessibility.post(notification: .announcement, …)`), or
/// VoiceOver focus moved to it (`@AccessibilityFocusState`, `.accessibilityFocused`). Read per type, by source text:
/// the code that posts is usually an action or `onChange` far from the view it speaks for.
enum Announcements {
    /// Whether the text of `range` posts an accessibility announcement or notification (identifiers matched
    /// whole: `postingProgress` is no `post`).
    static func posts(in range: Range<Int>, of source: LexedSource) -> Bool {
        posts(Set(TraitText.identifiers(in: source.text(in: range))))
    }

    /// Whether the text of `range` moves VoiceOver focus (`@AccessibilityFocusState`, `.accessibilityFocused`).
    static func movesFocus(in range: Range<Int>, of source: LexedSource) -> Bool {
        !Set(TraitText.identifiers(in: source.text(in: range))).isDisjoint(with: focusNames)
    }

    static let focusNames: Set<String> = ["AccessibilityFocusState", "accessibilityFocused"]

    static func posts(_ names: Set<String>) -> Bool {
        names.contains("AccessibilityNotification") || (names.contains("UIAccessibility") && names.contains("post"))
    }

    /// Whether the text of `range` posts an announcement or moves focus: what appears is spoken.
    static func speaks(in range: Range<Int>, of source: LexedSource) -> Bool {
        let names = Set(TraitText.identifiers(in: source.text(in: range)))
        return posts(names) || !names.isDisjoint(with: focusNames)
    }
}

extension ViewTree {
    /// Whether a declaration of the type that declares `id` (the type or an extension of it in this file) satisfies
    /// `test` on its source range.
    func declaringTypeText(of id: NodeID, satisfies test: (Range<Int>, LexedSource) -> Bool) -> Bool {
        guard let owner = declaringTypeName(ofNode: id) else { return false }
        return typeDeclarations(named: owner).contains { test(self[$0].range, source) }
    }

    /// In an `.overlay` of a view, or drawn over other views of a `ZStack` (also through helpers used there).
    /// The bottom layer of a `ZStack` (its first view) is laid over nothing.
    func isLaidOverContent(_ id: NodeID) -> Bool {
        var path: [NodeID] = [id]
        return enclosingViews(of: id).contains { enclosing in
            guard let entry = enclosing.entry else {
                path.append(enclosing.view)
                return false
            }
            if self[entry].kind == .modifier { return self[entry].name == "overlay" }
            guard self[enclosing.view].name == "ZStack", self[entry].kind == .closure else { return false }
            let layers = children(of: entry).filter { self[$0].kind != .modifier }
            guard layers.count >= 2 else { return false }
            let bottom = self[layers[0]].range
            return !path.contains { self[$0].range.lowerBound >= bottom.lowerBound && self[$0].range.upperBound <= bottom.upperBound }
        }
    }
}
