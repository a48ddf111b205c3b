extension RuleCatalogue {
    /// Rules of the `Traits` group, in documentation order.
    static let traitRules: [any Rule.Type] = []
}
