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

/// The families of the catalogue's rules; each is also the folder of its rules under `Rules/` and on the docs
/// pages.
extension RuleCategory {
    static let apiHygiene = RuleCategory("api-hygiene")
    static let charts = RuleCategory("charts")
    static let colour = RuleCategory("colour")
    static let dynamicType = RuleCategory("dynamic-type")
    static let grouping = RuleCategory("grouping")
    static let identifiers = RuleCategory("identifiers")
    static let labels = RuleCategory("labels")
    static let motion = RuleCategory("motion")
    static let touchTargets = RuleCategory("touch-targets")
    static let traits = RuleCategory("traits")
}
