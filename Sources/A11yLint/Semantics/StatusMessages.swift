import Foundation
/// How code names a status message — an error, a warning, a confirmation — and the views that show one as a
/// banner: the words of a condition (`if let errorMessage`, `if showSavedToast`) and of a view's type name
/// (`ErrorBanner`, `ToastView`). Names are split into words (`TraitText.words`), never matched as substrings.
enum StatusMessages {
    /// Words of a condition that says a status message is shown. "Banner" is not one: a banner may be an
    /// advertisement or a standing promotion (`if let nagBanner`), not news about what the user did.
    static let conditionWords: Set<String> = [
        "error", "errors", "warning", "warnings", "success", "succeeded", "saved", "copied", "failed", "failure",
        "toast", "snackbar", "confirmation", "confirmed",
    ]
    /// Words of a view's type name that say it is a banner laid over the screen.
    static let bannerWords: Set<String> = ["toast", "banner", "snackbar", "hud"]

    /// Whether one of `identifiers` (of a condition) names a status message.
    static func namesStatus(_ identifiers: [String]) -> Bool {
        identifiers.contains { !Set(TraitText.words(of: $0)).isDisjoint(with: conditionWords) }
    }

    /// The clauses of a condition (`if let error, !isSaved && count > 0`) that test for something being there,
    /// not for its absence: `error == nil`, `!showsError`, `errors.isEmpty` are absence tests, so the view they
    /// guard is shown while there is no error.
    static func presenceClauses(of condition: String) -> [String] {
        condition.replacingOccurrences(of: "&&", with: ",").replacingOccurrences(of: "||", with: ",")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !testsAbsence($0) }
    }

    /// `x == nil`, `x == false`, `x.isEmpty`, `!x`: the clause holds when the thing it names is not there.
    static func testsAbsence(_ clause: String) -> Bool {
        if clause.contains("== nil") || clause.contains("== false") { return true }
        if clause.contains("!= nil") || clause.contains("!= false") { return false }
        let negated = clause.hasPrefix("!")
        return clause.hasSuffix(".isEmpty") ? !negated : negated
    }

    /// `items.isEmpty`, `results.count == 0`: a condition that holds only while a collection is empty (one of its
    /// clauses joined by `&&` or `,` says so; a condition with `||` may hold otherwise).
    static func testsEmptiness(_ condition: String) -> Bool {
        guard !condition.contains("||") else { return false }
        return clauses(of: condition).contains { clause in
            (clause.hasSuffix(".isEmpty") && !clause.hasPrefix("!")) || clause.hasSuffix(".count == 0")
        }
    }

    /// `!items.isEmpty`, `results.count > 0`: a condition that fails whenever a collection is empty, so what its
    /// `else` shows is shown then (a single clause: with more, the `else` also shows when another one fails).
    static func testsItems(_ condition: String) -> Bool {
        let clauses = clauses(of: condition)
        guard clauses.count == 1, !condition.contains("||"), let clause = clauses.first else { return false }
        return (clause.hasPrefix("!") && clause.hasSuffix(".isEmpty")) || clause.hasSuffix(".count > 0")
            || clause.hasSuffix(".count != 0")
    }

    private static func clauses(of condition: String) -> [String] {
        ConditionClauses.of(condition).map(String.init)
    }

    /// Whether a condition names a status message among the clauses that test for its presence.
    static func conditionShowsStatus(_ condition: String) -> Bool {
        namesStatus(presenceClauses(of: condition).flatMap(TraitText.identifiers(in:)))
    }

    /// Whether a view's type name says it is a banner (`ErrorToast`, `SuccessBannerView`).
    static func namesBanner(_ name: String) -> Bool {
        !Set(TraitText.words(of: name)).isDisjoint(with: bannerWords)
    }

    /// Words of a visible text that say it reports a status: the condition words, and a verdict on the user's input
    /// (`Text("Incorrect")`, `Text("Invalid code")`).
    static let contentWords: Set<String> = conditionWords.union(["correct", "incorrect", "wrong", "invalid"])

    /// Whether a visible text's words report a status (`"Couldn't save: failed"`, `"Saved!"`).
    static func reportsStatus(_ text: String) -> Bool {
        WordingText.words(of: text).contains(where: contentWords.contains)
    }

    /// First words of an empty-state message, which a placeholder shows while there is nothing to show
    /// ("No post selected", "Nothing here yet"): it says the screen is empty, it is not a section's title.
    static let emptyStateOpeners: Set<String> = ["no", "nothing"]
    /// First words of a prompt to pick something ("Select a message"): an empty state when it is all a view says
    /// (the detail column's placeholder), a section title over the choices otherwise ("Select a plan").
    static let selectionPromptOpeners: Set<String> = ["select", "choose"]

    /// First words of an error state's message ("Unable to Connect", "Couldn't load photos", "Failed to sync"):
    /// it says what went wrong in place of the content, it is not a section's title.
    static let errorStateOpeners: Set<String> = ["unable", "cannot", "can't", "couldn't", "failed", "oops", "whoops"]

    /// Whether a visible text opens as an empty-state or error-state message, or says something is not available
    /// ("Compliance data not available", "Service Unavailable"); `isOnlyText`: it is the only text its view
    /// shows, so a prompt to pick something is the placeholder of an empty column.
    static func isEmptyStateMessage(_ text: String, isOnlyText: Bool) -> Bool {
        let words = WordingText.words(of: text)
        guard let first = words.first else { return false }
        if emptyStateOpeners.contains(first) || errorStateOpeners.contains(first) { return true }
        if words.last == "unavailable" || words.suffix(2) == ["not", "available"] { return true }
        // The title of an error state in place of the content: "Error", "Something went wrong".
        if words == ["error"] || words.suffix(2) == ["went", "wrong"] { return true }
        return isOnlyText && selectionPromptOpeners.contains(first)
    }

    /// Whether an SF Symbol is a warning or error sign: `exclamationmark.triangle(.fill)`,
    /// `exclamationmark.circle`, `xmark.octagon`. Check marks are not: they also mark a selection.
    static func isWarningSymbol(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let first = parts.first else { return false }
        return first == "exclamationmark" || (first == "xmark" && parts.dropFirst().first == "octagon")
    }
}
