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

extension GuidelineNaming {
    /// Rules cite WCAG success criteria and approximate an Apple accessibility audit type.
    public static let wcag = GuidelineNaming(propertyKey: "wcag", tagPrefix: "WCAG-", helpTitle: "WCAG success criteria",
                                             runtimeCheckKey: "appleAudit")
}

extension RuleDescription {
    /// A rule of this domain: its guidelines are WCAG success criteria, its runtime check an Apple accessibility
    /// audit type (`XCUIAccessibilityAuditType`).
    init(id: String, name: String, severity: Severity, category: RuleCategory, kind: RuleKind = .defect, wcag: [String],
         appleAudit: String?, blocks: [String] = [], summary: String, rationale: String, fix: String,
         limits: String = "", isOptIn: Bool = false, isFixable: Bool = false, platforms: [String] = [],
         options: [RuleOption] = [], triggeringExamples: [Example] = [], nonTriggeringExamples: [Example] = [],
         references: [String] = []) {
        self.init(id: id, name: name, severity: severity, category: category, kind: kind, guidelines: wcag,
                  runtimeCheck: appleAudit, blocks: blocks, summary: summary, rationale: rationale, fix: fix,
                  limits: limits, isOptIn: isOptIn, isFixable: isFixable, platforms: platforms, options: options,
                  triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples,
                  references: references)
    }

    /// The WCAG success criteria the rule cites.
    var wcag: [String] { guidelines }
    /// The Apple accessibility audit type the rule approximates.
    var appleAudit: String? { runtimeCheck }
}
