extension RuleCatalogue {
    /// The rules built as the `wording` group (see Rules/<Category>/ for their files), in documentation order.
    static let wordingRules: [any Rule.Type] = [
        RedundantRoleInLabelRule.self,
        GenericLabelRule.self,
        HintDescribesGestureRule.self,
        StateInHintRule.self,
        MissingAccessibilityHintRule.self,
        MissingTextContentTypeRule.self,
        PlaceholderOnlyLabelRule.self,
        MissingNavigationTitleRule.self,
        MissingAccessibilityIdentifierRule.self,
        InlineAccessibilityIdentifierRule.self,
        MissingHeaderTraitRule.self,
        DeprecatedAccessibilityModifierRule.self,
        UnusedSuppressionRule.self,
    ]
}
