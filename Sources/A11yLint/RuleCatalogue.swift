import RuleEngine

/// Every rule, in documentation order. The only registry: docs, SARIF, `rules` and config validation use it.
/// Each group is declared beside its rules (`Rules/<Group>/<Group>Rules.swift`).
public enum RuleCatalogue {
    public static let all: [any Rule.Type] = labelRules + wordingRules + traitRules + visualRules

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    public static var ids: [String] { all.map { $0.description.id } }

    /// Every rule's description, in catalogue order (reports, rule pages, suppression policies).
    public static var descriptions: [RuleDescription] { all.map { $0.description } }
}
