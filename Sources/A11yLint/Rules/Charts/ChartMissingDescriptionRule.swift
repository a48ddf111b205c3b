import RuleEngine

/// A Swift Charts `Chart` with no chart-level description (seed 000 IQTrendChart; seed 002 Pattern 2).
struct ChartMissingDescriptionRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "chart-missing-description", name: "Chart missing description", severity: .high, category: .charts,
        wcag: ["1.1.1"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver],
        summary: "A Swift Charts `Chart` has no chart-level accessibility label, value or chart descriptor.",
        rationale: """
            Charts are not inherently accessible: VoiceOver can step through the marks of a `Chart`, but without a \
            chart-level label and summary a blind user hears a list of numbers with no title, no trend and no \
            context, and the Audio Graph opened from the rotor has no title or summary. A chart is usually there to \
            convey exactly that trend.
            """,
        fix: """
            - **Case: a short summary is enough.** Add `.accessibilityLabel("IQ score trend")` and \
            `.accessibilityValue(summary)` to the `Chart`, where `summary` states the count, range and trend.
            - **Case: people should explore the data.** Conform the view to `AXChartDescriptorRepresentable` and add \
            `.accessibilityChartDescriptor(self)` to the `Chart` to give the Audio Graph titled axes and a summary.
            - **Case: the chart sits in a card with its title.** Group the card with \
            `.accessibilityElement(children: .combine)` and a label that summarises the data.
            - **Case: the chart is decorative** (a sparkline next to the number it plots): \
            `.accessibilityHidden(true)`.
            """,
        limits: """
            Only files that `import Charts` are checked. A label applied where a chart component is used is seen only \
            when that use is in the same file; per-mark labels alone do not count as a chart-level description. A \
            chart whose `.chartBackground` draws a `Text` (a donut's value in its hole) is not reported: the value \
            it shows is printed and read; a `.chartOverlay`'s text, usually a tooltip for a touched mark, does not \
            count. A chart drawn inside `.mask { … }` only shapes the view it masks and is not reported, nor is one in a \
            component every caller in the linted files groups, labels, hides or draws in a control's label (a \
            `NavigationLink` row previewing a chart).

            Opt-in: Swift Charts reads each mark by its `.value` labels and builds an Audio Graph on its own, so on \
            real apps most charts this reports read well enough (hand-judged precision on unseen apps 0.06 over 33 \
            findings, `Documentation/precision.md`). Enable it where charts carry the screen's meaning and a \
            chart-level summary is the team's standard.
            """,
        isOptIn: true,
        triggeringExamples: ChartMissingDescriptionRule.triggeringExamples,
        nonTriggeringExamples: ChartMissingDescriptionRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        guard VisualTree.imports("Charts", in: tree) else { return }
        for id in tree.calls(.chart) {
            // Every caller of the component holding it groups, labels or hides it, or draws it in a control's label
            // (a `NavigationLink` row previewing the detail chart): how it reads is the caller's decision.
            guard !VisualTree.mayBeDescribed(id, in: tree), !Self.printsItsValue(id, in: tree),
                  !context.isReadingDecidedByEveryCaller(id) else { continue }
            sink.report(id, in: tree, message: Self.message)
        }
    }

    /// A chart whose `.chartBackground` draws text (a donut's "42%" in its hole) prints what it shows, and VoiceOver
    /// reads that text. A `.chartOverlay`'s text is usually a tooltip for the mark under the finger: not counted.
    static func printsItsValue(_ chart: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: chart).contains { modifier in
            tree[modifier].name == chartBackgroundModifier && tree.descendants(of: modifier).contains {
                tree[$0].kind == .call && SwiftUIVocabulary.textViews.contains(tree[$0].name)
            }
        }
    }

    static let chartBackgroundModifier = "chartBackground"

    static let message = """
        Chart has no chart-level accessibility label, value or chart descriptor; VoiceOver reads its data points \
        with no title or summary. Add .accessibilityLabel("…") and .accessibilityValue(summary), or \
        .accessibilityChartDescriptor(self).
        """
}
