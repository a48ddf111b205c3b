extension RuleCatalogue {
    /// Rules of the `Wording` group, in documentation order.
    static let wordingRules: [any Rule.Type] = []
}
