import RuleEngine

/// `Canvas` drawings and custom-drawn chart graphics that VoiceOver cannot see (seed 000: "charts are not
/// inherently accessible").
struct CanvasMissingAccessibilityRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "canvas-missing-accessibility", name: "Canvas or drawn graphic without accessibility", severity: .high,
        category: .charts, wcag: ["1.1.1"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver],
        summary: "A `Canvas`, a `Path`/custom `Shape` drawn in a chart-like view, or a hand-drawn progress bar has no accessibility description.",
        rationale: """
            VoiceOver does not see inside a `Canvas` or a drawn `Path`: a hand-drawn chart, gauge or sparkline is \
            skipped entirely, or announced with no content. A blind user never learns the value or trend it shows.
            """,
        fix: """
            - **Case: one summary says it all.** `.accessibilityLabel("Battery level")` and \
            `.accessibilityValue("72 percent")` on the canvas.
            - **Case: the drawing has parts to explore.** `.accessibilityChildren { … }` with views that mirror the \
            parts (e.g. one `Rectangle().accessibilityLabel(…)` per bar), or `.accessibilityRepresentation { … }`.
            - **Case: it is decoration.** `.accessibilityHidden(true)` says so explicitly.
            """,
        limits: """
            `Path { }` drawings and custom `Shape`s that take data are checked only inside views whose name ends in \
            Chart, Graph, Sparkline, Plot, Gauge, Meter or Histogram, where they carry information; elsewhere they \
            are usually decoration. A hand-drawn progress bar or ring — a built-in shape whose frame or trim is a \
            computed amount, in a view named …Progress, …ProgressBar, …ProgressRing, …ProgressView or \
            …ProgressIndicator that shows no text — is reported too; with a text beside it (\"3 of 20\") the bar \
            repeats what VoiceOver reads. A `Canvas` drawn as a `.background` or `.overlay`, or beneath other views \
            of a `ZStack`, is taken as a backdrop (a pattern, a dimming layer) under content that speaks for \
            itself. A drawing redrawn by a `TimelineView` is treated as an animation (a \
            spinner), not a value. A label applied where the component is used is seen only in the same file.

            Opt-in: on the validation corpus none of four judged findings was a defect (decoration, a value stated \
            by a text beside the bar at the call site, a marker labelled by its callers), and the development corpus \
            has none to judge, short of the ten judged findings at 0.85 a default rule needs.
            """,
        isOptIn: true,
        triggeringExamples: CanvasMissingAccessibilityRule.triggeringExamples,
        nonTriggeringExamples: CanvasMissingAccessibilityRule.nonTriggeringExamples)

    /// Name endings of views whose drawings carry data.
    static let dataGraphicSuffixes = ["Chart", "Graph", "Sparkline", "Plot", "Gauge", "Meter", "Histogram"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        let shapeTypes = Set(tree.nodes(.typeDecl).filter { isShapeDeclaration($0, in: tree) }.map { tree[$0].name })
        for id in tree.nodes(.call) {
            let item = tree[id]
            let kind: String
            if item.name == "Canvas" {
                guard !isBackdrop(id, in: tree) else { continue }
                kind = "Canvas"
            } else if isDataGraphic(id, shapeTypes: shapeTypes, in: tree) || isProgressFill(id, in: tree) {
                kind = item.name
            } else {
                continue
            }
            // Redrawn on every frame of a `TimelineView`: an animation (a spinner, a particle effect), no value.
            guard !isRedrawnByTimeline(id, in: tree), !VisualTree.mayBeDescribed(id, in: tree),
                  !isInsideCanvas(id, in: tree) else { continue }
            sink.report(id, in: tree, message: Self.message(kind: kind))
        }
    }

    static func message(kind: String) -> String {
        """
        \(kind) drawing has no accessibility label, children or representation; VoiceOver skips what it shows. Add \
        .accessibilityLabel("…") with .accessibilityValue("…"), or .accessibilityChildren { … }; use \
        .accessibilityHidden(true) if it is decoration.
        """
    }

    private func isShapeDeclaration(_ id: NodeID, in tree: ViewTree) -> Bool {
        guard tree[id].kind == .typeDecl, case .type(let info)? = tree[id].decl else { return false }
        return info.conformances.contains { $0 == "Shape" || $0 == "SwiftUI.Shape" }
    }

    /// Drawn as a `.background`/`.overlay`, or beneath other views of a `ZStack`: a backdrop, a pattern or a
    /// dimming layer under content that speaks for itself.
    private func isBackdrop(_ id: NodeID, in tree: ViewTree) -> Bool {
        if let modifier = tree.nearestAncestor(of: id, where: { $0.kind == .modifier }),
           Self.backdropModifiers.contains(tree[modifier].name) { return true }
        guard let (container, item) = tree.layoutSlot(of: id), let stack = tree.parent(of: container),
              tree[stack].kind == .call, tree[stack].name == "ZStack" else { return false }
        return tree.children(of: container).last(where: { tree[$0].kind != .modifier }) != item
    }

    static let backdropModifiers: Set<String> = ["background", "overlay"]

    /// A `Path { … }` drawing, or a custom `Shape` built from data, inside a chart-like view.
    private func isDataGraphic(_ id: NodeID, shapeTypes: Set<String>, in tree: ViewTree) -> Bool {
        let item = tree[id]
        let isPathDrawing = item.name == "Path" && !tree.closures(of: id).isEmpty
        let isDataShape = shapeTypes.contains(item.name) && !item.arguments.isEmpty
        guard isPathDrawing || isDataShape, let type = tree.declaringType(of: id) else { return false }
        let typeName = tree[type].name
        guard !shapeTypes.contains(typeName) else { return false }
        return Self.dataGraphicSuffixes.contains { typeName.hasSuffix($0) }
    }

    /// Name endings of views that draw how far something has got.
    static let progressSuffixes = ["ProgressBar", "ProgressRing", "ProgressView", "ProgressIndicator", "Progress"]

    /// The fill of a hand-drawn progress bar or ring: a built-in shape sized (`.frame(width: proxy.size.width * f)`)
    /// or trimmed (`.trim(from: 0, to: f)`) by a computed amount (the whole `proxy.size.width` is the track), in a
    /// view named for progress that shows no text, so nothing else tells VoiceOver how far it has got (seed 001,
    /// TestProgressView).
    private func isProgressFill(_ id: NodeID, in tree: ViewTree) -> Bool {
        guard SwiftUIVocabulary.boundsFillingShapes.contains(tree[id].name),
              let type = tree.declaringType(of: id),
              Self.progressSuffixes.contains(where: { tree[type].name.hasSuffix($0) }) else { return false }
        let isSizedByData = tree.modifiers(of: id).contains { modifier in
            let item = tree[modifier]
            let amount: Argument?
            switch item.name {
            case "frame": amount = item.argument(labelled: "width") ?? item.argument(labelled: "height")
            case "trim": amount = item.argument(labelled: "to")
            default: amount = nil
            }
            guard let amount else { return false }
            switch amount.value {
            case .number:
                return false
            case .member(.member(_, "size")?, "width"), .member(.member(_, "size")?, "height"):
                return false  // `proxy.size.width`: the whole track, not an amount
            default:
                return true
            }
        }
        guard isSizedByData else { return false }
        return !tree.descendants(of: type).contains { SwiftUIVocabulary.readableViews.contains(tree[$0].name)
            || tree[$0].name == "ProgressView" }
    }

    private func isRedrawnByTimeline(_ id: NodeID, in tree: ViewTree) -> Bool {
        VisualTree.enclosingViews(of: id, in: tree).contains { tree[$0].name == "TimelineView" }
    }

    /// Paths drawn inside a `Canvas`'s closure are part of that canvas's finding.
    private func isInsideCanvas(_ id: NodeID, in tree: ViewTree) -> Bool {
        VisualTree.enclosingViews(of: id, in: tree).contains { tree[$0].name == "Canvas" }
    }
}
