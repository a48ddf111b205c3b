extension RuleCatalogue {
    /// The rules built as the `trait` group (see Rules/<Category>/ for their files), in documentation order.
    static let traitRules: [any Rule.Type] = [
        TapGestureWithoutButtonTraitRule.self,
        HiddenInteractiveElementRule.self,
        HiddenByOpacityRule.self,
        GroupingHidesControlsRule.self,
        SelectionStateNotExposedRule.self,
        GestureWithoutAccessibilityActionRule.self,
        UpdatingValueNotExposedRule.self,
        LoadingStateNotAnnouncedRule.self,
        AutoDismissRule.self,
        StatusNotAnnouncedRule.self,
        ModalWithoutEscapeRule.self,
        AdjustableWithoutActionRule.self,
        UngroupedCardRule.self,
        ButtonUsedAsLinkRule.self,
        VisuallyDisabledRule.self,
    ]
}
