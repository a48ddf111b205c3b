extension RuleCatalogue {
    /// Rules of the `Labels` group, in documentation order.
    static let labelRules: [any Rule.Type] = []
}
