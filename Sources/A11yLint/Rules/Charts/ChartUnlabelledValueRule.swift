import RuleEngine

/// `.value("", …)` or a placeholder PlottableValue label (seed 000, step 1: "ensure our `.value()` labels are
/// descriptive").
struct ChartUnlabelledValueRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "chart-unlabelled-value", name: "Chart value without a meaningful label", severity: .medium,
        category: .charts, wcag: ["1.1.1", "1.3.1"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver],
        summary: "A Swift Charts `.value(_:_:)` has an empty or placeholder label such as \"x\", \"y\" or \"value\".",
        rationale: """
            Swift Charts builds each data point's VoiceOver description and the Audio Graph's axis titles from the \
            labels of its `PlottableValue`s: `.value("IQ Score", score)` is read as "IQ Score, 112". An empty label \
            leaves the number without meaning, and "x" or "value" is read aloud for every point.
            """,
        fix: """
            - Name what is plotted, in the user's words: `.value("Test date", result.date)`, \
            `.value("Weight (kg)", entry.kilograms)`.
            - **Case: each mark already has its own description.** Keep the label, or give the mark both \
            `.accessibilityLabel(…)` and `.accessibilityValue(…)`.
            """,
        limits: """
            Only literal labels in files that `import Charts` are checked; a label held in a variable is trusted, and \
            so is one whose value is a literal that names its series or category itself \
            (`.foregroundStyle(by: .value("Value", "Wind speed"))`). Marks \
            with both an accessibility label and value (their own, or the `Plot` around them), and charts that are \
            hidden, have a chart descriptor or are drawn inside `.mask { … }` (shaping another view), are skipped, and so are \
            charts in a control's label, in the file or at every call of their view (a mini chart in a card's \
            `NavigationLink`): VoiceOver reads the control as one element, not the marks. A mark drawn only in the \
            `if` of a position the user's finger or pointer picks (a value bound by `.chartXSelection(value:)`, or \
            named for a scrub or hover, `if let scrubbed = scrubbedPoint { PointMark(…) }`) exists only while the \
            gesture lasts and is not reported. A mark drawn invisible (`.foregroundStyle(.clear)`, padding an axis) is still reported: \
            VoiceOver stops on it and reads its unnamed value, so hide it.
            """,
        triggeringExamples: ChartUnlabelledValueRule.triggeringExamples,
        nonTriggeringExamples: ChartUnlabelledValueRule.nonTriggeringExamples)

    /// Labels that name nothing (compared case-insensitively, whitespace trimmed).
    static let placeholderLabels: Set<String> = ["", "x", "y", "value", "values", "data", "label"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        guard VisualTree.imports("Charts", in: tree) else { return }
        for id in tree.nodes(.call, .modifier) where !tree[id].arguments.isEmpty {
            // `.foregroundStyle(by: .value(…))` belongs to the mark it modifies.
            let mark: NodeID
            switch tree[id].kind {
            case .call: mark = id
            case .modifier: guard let owner = tree[id].parent else { continue }; mark = owner
            default: continue
            }
            // Placeholders first: most calls have none, and whether the mark is described elsewhere walks its
            // ancestors' modifiers.
            var placeholders: [(range: Range<Int>, label: String)] = []
            for argument in tree[id].arguments {
                for call in VisualTree.calls(in: argument.value, holder: argument) {
                    guard let label = Self.placeholderLabel(callee: call.callee, arguments: call.arguments) else {
                        continue
                    }
                    placeholders.append((call.arguments[0].range, label))
                }
            }
            guard !placeholders.isEmpty, !isDescribedElsewhere(mark, in: tree),
                  !Self.isDrawnOnlyWhileTouched(mark, in: tree),
                  // A chart in a control's label is read as part of the control: its marks are no stops.
                  tree.enclosingLabelledControl(of: mark) == nil, !context.isReadAsOneElementByEveryCaller(mark)
            else { continue }
            for placeholder in placeholders {
                sink.report(placeholder.range, message: Self.message(label: placeholder.label))
            }
        }
    }

    static func message(label: String) -> String {
        """
        Chart value label "\(label)" does not say what is plotted; VoiceOver and the Audio Graph read it for every \
        data point. Name the quantity, e.g. .value("Test date", …) or .value("IQ score", …).
        """
    }

    /// The literal label of `.value("…", x)` / `PlottableValue.value("…", x)` when it is a placeholder.
    private static func placeholderLabel(callee: Expr, arguments: [Argument]) -> String? {
        switch callee {
        case .member(nil, "value"), .member(.identifier("PlottableValue")?, "value"): break
        default: return nil
        }
        guard arguments.count >= 2, arguments[0].label == nil,
              case .string(let literal) = arguments[0].value, !literal.isInterpolated else { return nil }
        // `.value("Value", "Wind speed")`: the plotted value is a literal that names its series or category itself.
        if case .string = arguments[1].value { return nil }
        let trimmed = VisualTree.trimmed(literal.text[...])
        return placeholderLabels.contains(trimmed.lowercased()) ? literal.text : nil
    }

    /// A mark drawn only in the `if` of a position the user's finger or pointer picks on the chart: a value bound
    /// by the chart's selection modifiers (`.chartXSelection(value: $selectedDate)`), or one named for a scrub or a
    /// hover (`if let scrubbed = scrubbedPoint { PointMark(…) }`). It exists only while the gesture lasts, which
    /// VoiceOver's own navigation of the chart never starts.
    static func isDrawnOnlyWhileTouched(_ mark: NodeID, in tree: ViewTree) -> Bool {
        lazy var selections = chartSelectionBindings(in: tree)
        var item = mark
        while let parent = tree.parent(of: item), tree[item].name != SwiftUIView.chart.rawValue {
            defer { item = parent }
            guard tree[parent].kind == .branch, let choice = tree.parent(of: parent),
                  tree.children(of: choice).first == parent, let condition = tree[parent].label else { continue }
            let names = TraitText.identifiers(in: condition)
            if names.contains(where: { name in
                TraitText.words(of: name).contains { SwiftUIVocabulary.pointerPositionWords.contains($0.lowercased()) }
            }) { return true }
            if names.contains(where: selections.contains) { return true }
        }
        return false
    }

    /// The state the file's charts bind to their selection (`.chartXSelection(value: $selectedDate)`: `selectedDate`).
    private static func chartSelectionBindings(in tree: ViewTree) -> Set<String> {
        var names: Set<String> = []
        for name in SwiftUIVocabulary.chartSelectionModifiers {
            for modifier in tree.modifierUses(named: name) {
                guard let value = tree.argument("value", of: modifier) else { continue }
                names.formUnion(TraitText.identifiers(in: tree.argumentValueText(value)).map {
                    $0.hasPrefix("$") ? String($0.dropFirst()) : $0
                })
            }
        }
        return names
    }

    /// The mark carries its own label and value (on itself or on the chart content around it, such as the
    /// `Plot { … }` that wraps it), or the chart is hidden or described by a descriptor.
    private func isDescribedElsewhere(_ mark: NodeID, in tree: ViewTree) -> Bool {
        if VisualTree.isMaskContent(mark, in: tree) { return true }
        let labelAndValue = [SwiftUIModifier.accessibilityLabel, .accessibilityValue].map(\.rawValue)
        for content in [mark] + tree.ancestors(of: mark) where tree[content].kind == .call {
            let own = Set(tree.modifiers(of: content).map { tree[$0].name })
            if labelAndValue.allSatisfy(own.contains) { return true }
            if tree[content].name == SwiftUIView.chart.rawValue { break }
        }
        for modifier in tree.effectiveModifiers(of: mark) {
            let item = tree[modifier]
            if item.name == "accessibilityChartDescriptor" || item.name == "accessibilityRepresentation" { return true }
            if item.name == "accessibilityHidden" {
                if case .bool(false)? = item.arguments.first?.value { continue }
                return true
            }
        }
        return false
    }
}
