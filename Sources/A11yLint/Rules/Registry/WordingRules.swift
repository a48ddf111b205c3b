extension RuleCatalogue {
    /// The rules built as the `wording` group (see Rules/<Category>/ for their files), in documentation order.
    static let wordingRules: [any Rule.Type] = []
}
