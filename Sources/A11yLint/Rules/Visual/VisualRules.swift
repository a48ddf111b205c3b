extension RuleCatalogue {
    /// Rules of the `Visual` group, in documentation order.
    static let visualRules: [any Rule.Type] = []
}
