extension RuleCatalogue {
    /// The rules built as the `visual` group (see Rules/<Category>/ for their files), in documentation order.
    static let visualRules: [any Rule.Type] = [
        ChartMissingDescriptionRule.self,
        ChartUnlabelledValueRule.self,
        CanvasMissingAccessibilityRule.self,
        FixedFontSizeRule.self,
        DynamicTypeCappedRule.self,
        TextClippingRiskRule.self,
        AnimationIgnoresReduceMotionRule.self,
        SmallTouchTargetRule.self,
        InsufficientContrastRule.self,
        ForcedAppearanceRule.self,
        ColorOnlyMeaningRule.self,
    ]
}
