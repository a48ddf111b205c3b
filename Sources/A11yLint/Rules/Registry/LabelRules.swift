extension RuleCatalogue {
    /// The rules built as the `label` group (see Rules/<Category>/ for their files), in documentation order.
    static let labelRules: [any Rule.Type] = [
        IconOnlyButtonRule.self,
        ImageMissingLabelRule.self,
        AssetNameAsLabelRule.self,
        ControlMissingLabelRule.self,
        IgnoredElementMissingLabelRule.self,
        EmptyAccessibilityLabelRule.self,
        LabelInNameRule.self,
    ]
}
