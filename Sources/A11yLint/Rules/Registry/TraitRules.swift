extension RuleCatalogue {
    /// The rules built as the `trait` group (see Rules/<Category>/ for their files), in documentation order.
    static let traitRules: [any Rule.Type] = []
}
