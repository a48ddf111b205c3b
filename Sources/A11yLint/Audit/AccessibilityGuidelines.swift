import RuleEngine

/// What the accessibility domain adds to rule pages: each WCAG success criterion a rule cites, named and linked to
/// its W3C "Understanding" page, the Apple runtime audit it approximates, and the Nutrition Labels it blocks.
public enum AccessibilityGuidelines {
    public static let rulePages = RulePageContext(claims: NutritionLabels.all, citations: citations)

    @Sendable static func citations(_ rule: RuleDescription) -> [String] {
        var lines: [String] = []
        for id in rule.wcag {
            if let criterion = WCAG.criterion(id) {
                lines.append("- WCAG 2.2 [\(criterion.id) \(criterion.title)](\(criterion.understandingURL)) "
                             + "(Level \(criterion.level))")
            } else {
                lines.append("- WCAG \(id)")
            }
        }
        if let audit = rule.appleAudit {
            lines.append("- Apple accessibility audit: [`\(audit)`]"
                         + "(https://developer.apple.com/documentation/xctest/xcuiaccessibilityaudittype/\(audit.lowercased())) "
                         + "(`XCUIApplication.performAccessibilityAudit`)")
        }
        return lines
    }
}
