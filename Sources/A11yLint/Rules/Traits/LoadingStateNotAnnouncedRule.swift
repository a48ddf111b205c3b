import RuleEngine

/// Finds spinners — a bare `ProgressView()` or a rotating image — that tell VoiceOver users nothing.
struct LoadingStateNotAnnouncedRule: Rule {
    static let bareProgressViewsOption = RuleOption(
        key: "bare_progress_views", type: .boolean, defaultValue: .boolean(false),
        documentation: "Also report an untitled `ProgressView()` laid over content. Off by default: VoiceOver "
            + "reads it as \"in progress\", which judges called adequate while a screen, a camera stream or a "
            + "preview loads and a defect only over a just-picked upload or a reloading list, which the code rarely "
            + "tells apart (right 6 times in 9 on the development and validation corpora).")

    static let description = RuleDescription(
        id: "loading-state-not-announced", name: "Loading state not announced", severity: .high,
        category: .traits, wcag: ["4.1.3", "1.1.1"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver],
        summary: "A loading indicator needs a label, text beside it, or an announcement that says what is loading.",
        rationale: """
            A spinner tells sighted users to wait. A bare `ProgressView()` gives VoiceOver only "in progress" when \
            focused, and a custom spinner — an image turned by a repeating `rotationEffect` — gives it nothing, or its \
            file name. Nobody announces that loading started, so VoiceOver users tap controls that do not respond yet, \
            or leave thinking the screen is broken.
            """,
        fix: """
            - **Case: a standard spinner.** Give it a title: `ProgressView("Loading results…")`, or put a `Text` beside \
            it.
            - **Case: a custom spinner or an overlay.** Make it one element that says what is happening: \
            `.accessibilityElement(children: .combine)`, `.accessibilityLabel(message ?? "Loading")`, \
            `.accessibilityAddTraits(.updatesFrequently)`.
            - **Case: the user is not on the spinner.** Post an announcement when loading starts: \
            `AccessibilityNotification.Announcement("Loading").post()`.
            """,
        limits: """
            By default reports custom spinners only: an image or shape turned forever with no label says nothing \
            at all. An untitled `ProgressView()` is read "in progress", and whether that is enough depends on what \
            started it, which the code rarely shows: judges called it a defect over a just-picked upload or a \
            reloading list, and adequate while a screen or a camera stream opens, while a preview re-renders, or \
            inline in a chat (right 6 times in 9 on the development corpus's sixth sample and the validation \
            corpus's sample, below the 0.85 a default check needs). With the option `bare_progress_views` it \
            reports `ProgressView()` with no title, label closure or value laid over content (in an `.overlay` or \
            over other views of a `ZStack`: the seed's loading overlay, which keeps the content below it reachable \
            while nothing says it is blocked), and an image or shape turned by a \
            `rotationEffect` with a `repeatForever` animation when it looks like a spinner (a `trim`med circle, an \
            arrow-circle symbol, or a type or state named for loading or spinning). Stays quiet when a label, value, \
            representation or hiding applies to it or a view around it (also at usage sites in the same file, or at \
            every call site in the linted files), when a `Text` or `Label` sits beside it in the same stack (or beside \
            the `ZStack` of shapes it is a layer of, or beside a use, in the same file, of the helper `var` or \
            `func` that draws it), when \
            the `Section` it sits in shows a header (VoiceOver reads the header first), inside a control's label (the \
            control speaks), in a `ProgressViewStyle`'s `makeBody` (it draws the indicator of the `ProgressView`s \
            that use the style, which are judged where they are written), as the placeholder of a loading image (`AsyncImage`, `LazyImage`, or one branch of an \
            `if`/`switch` whose other branch shows only an image), and when its type posts an accessibility \
            announcement. A bare `ProgressView()` that is the screen's content while it loads, a row appended below \
            loaded content, a placeholder a control replaces, or one branch of an `if`/`switch` whose other branch \
            shows the content (even inside a `ZStack` that also draws a header) is not reported: VoiceOver reads "in progress" \
            there and nothing the user was reading is hidden. Decorative rotations (a spinning logo) are left to \
            the motion rules.
            """,
        options: [LoadingStateNotAnnouncedRule.bareProgressViewsOption],
        triggeringExamples: LoadingStateNotAnnouncedRule.triggeringExamples,
        nonTriggeringExamples: LoadingStateNotAnnouncedRule.nonTriggeringExamples)

    let reportsBareProgressViews: Bool

    init(options: [String: OptionValue]) {
        reportsBareProgressViews = Self.bareProgressViewsOption.boolean(in: options)
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.call, .reference) {
            // A bare spinner is read "in progress": wrong only where it covers content it does not name.
            let isBareProgress = Self.isBareProgressView(id, in: tree)
            guard isBareProgress ? reportsBareProgressViews && tree.isLaidOverContent(id) && !Self.takesThePlaceOfContent(id, in: tree)
                : Self.isCustomSpinner(id, in: tree) else {
                continue
            }
            // A progress view style draws the indicator of every `ProgressView` using it: the label is theirs.
            guard !tree.isInsideStyleBody(id, conformingTo: SwiftUIVocabulary.progressStyleProtocols) else { continue }
            guard tree.enclosingControl(of: id) == nil, !Self.isImagePlaceholder(id, in: tree),
                  !Self.standsInForImage(id, in: context) else { continue }
            guard !tree.applicableModifiers(of: id).contains(where: { tree.labelsOrValues($0) || tree.replacesElement($0)
                || tree.mayHide($0) }) else { continue }
            // What the screen shows around it says what is loading; a spinner layered of shapes is one glyph.
            let glyph = Self.layeredGlyph(around: id, in: tree) ?? id
            guard !tree.hasTextBeside(glyph, isTextComponent: context.isTextComponent), !tree.isUnderSectionHeader(id),
                  !Self.hasTextBesideUse(of: id, in: tree, isTextComponent: context.isTextComponent)
            else { continue }
            guard !tree.declaringTypeText(of: id, satisfies: Announcements.posts),
                  !context.isReadingDecidedByEveryCaller(id) else { continue }
            let view = isBareProgress ? "ProgressView()" : tree.quotedView(id)
            sink.report(id, in: tree, message: Self.message(view: view, isCustom: !isBareProgress))
        }
    }

    static func message(view: String, isCustom: Bool) -> String {
        let what = isCustom ? "\(view) spins to show loading but has no accessibility label"
            : "\(view) has no title, so VoiceOver says only \"in progress\""
        return "\(what), and nothing announces that loading started. Give it a label "
            + "(ProgressView(\"Loading…\") or .accessibilityLabel(\"Loading\")) or post an announcement."
    }
}

private extension LoadingStateNotAnnouncedRule {
    /// The `ZStack` that draws the spinner as layers of shapes or images (a track circle under a turning arc): the
    /// glyph the screen lays out beside its text.
    static func layeredGlyph(around id: NodeID, in tree: ViewTree) -> NodeID? {
        guard let closure = tree.parent(of: id), tree[closure].kind == .closure,
              let stack = tree.parent(of: closure), tree[stack].kind == .call, tree[stack].name == "ZStack" else {
            return nil
        }
        // Shapes, or pictures turned against each other (rings of a transfer animation).
        let layers = tree.children(of: closure)
        return layers.allSatisfy({ layer in
            tree[layer].kind == .call && (ViewNames.silent.contains(tree[layer].name) || tree[layer].name == "Image")
        }) ? stack : nil
    }

    /// The helper `var`/`func` that draws the spinner (`syncStatusIcon`) is used in this file beside a `Text` or
    /// `Label` (`HStack { syncStatusIcon; Text(statusText) }`): the status is read there, as when written inline.
    static func hasTextBesideUse(of id: NodeID, in tree: ViewTree, isTextComponent: (NodeID) -> Bool) -> Bool {
        guard let helper = tree.ancestors(of: id).first(where: { [.property, .function].contains(tree[$0].kind) }),
              tree[helper].name != SwiftUIVocabulary.bodyProperty else { return false }
        return tree.useSites(ofDeclaration: helper).contains { tree.hasTextBeside($0, isTextComponent: isTextComponent) }
    }

    static func isBareProgressView(_ id: NodeID, in tree: ViewTree) -> Bool {
        tree[id].kind == .call && tree[id].name == "ProgressView" && tree[id].arguments.isEmpty
            && tree.closures(of: id).isEmpty
    }

    /// The spinner is one branch of an `if`/`switch` whose other branch shows the content
    /// (`if loaded { board } else { ProgressView() }`): it stands where the content will be, a placeholder that
    /// hides nothing, even when the stack around it also holds a header.
    static func takesThePlaceOfContent(_ id: NodeID, in tree: ViewTree) -> Bool {
        var current = tree.parent(of: id)
        while let node = current {
            switch tree[node].kind {
            case .branch:
                guard let owner = tree.parent(of: node) else { return false }
                return tree.children(of: owner).contains { other in
                    other != node && tree[other].kind == .branch && tree.children(of: other).contains { child in
                        tree[child].kind != .modifier && tree.drawnViews(of: child).contains {
                            !placeholderViews.contains(tree[$0].name)
                        }
                    }
                }
            case .closure, .conditional, .switchStatement, .ifConfig, .ifConfigBranch, .modifier:
                current = tree.parent(of: node)
            default:
                return false
            }
        }
        return false
    }

    /// Views that are not content: a branch showing only these (nothing, or another progress indicator) holds
    /// nothing the spinner could stand in for.
    static let placeholderViews = ContentGates.placeholderViews

    static let spinnerSymbols: Set<String> = [
        "arrow.triangle.2.circlepath", "arrow.2.circlepath", "arrow.circlepath", "arrow.clockwise",
        "arrow.counterclockwise", "arrow.triangle.2.circlepath.circle", "rays", "slowmo", "hourglass",
        "circle.dotted", "circle.dashed", "progress.indicator", "fanblades",
    ]

    /// An image or shape turned by a `rotationEffect` whose animation repeats forever, that looks like a spinner.
    static func isCustomSpinner(_ id: NodeID, in tree: ViewTree) -> Bool {
        let own = tree.modifiers(of: id)
        guard let rotation = own.first(where: { tree[$0].name == "rotationEffect" }) else { return false }
        let repeatsHere = own.contains { tree[$0].name == "animation" && tree.text(in: tree[$0].range).contains("repeatForever") }
        let ownerRange = tree.declaringType(of: id).map { tree[$0].range } ?? 0..<0
        guard repeatsHere || VisualTree.containsIdentifier("repeatForever", in: ownerRange, of: tree.source) else {
            return false
        }
        if own.contains(where: { tree[$0].name == "trim" }) { return true }
        if tree[id].name == "Image", let symbol = tree.argumentValue(of: id, labelled: "systemName"),
           spinnerSymbols.contains(symbol.trimmingQuotes) { return true }
        var names = TraitText.identifiers(in: tree.text(in: tree[rotation].range))
        if let owner = tree.declaringTypeName(ofNode: id) { names.append(owner) }
        return names.contains(where: ContentGates.namesLoading)
    }

    /// The placeholder of an image that is loading: the image's own element, not a screen waiting on data.
    static func isImagePlaceholder(_ id: NodeID, in tree: ViewTree) -> Bool {
        for ancestor in tree.ancestors(of: id) {
            let node = tree[ancestor]
            if node.kind == .property || node.kind == .function || node.kind == .typeDecl { return false }
            if node.kind == .closure, node.label == "placeholder" { return true }
            if node.kind == .call, SwiftUIVocabulary.imageLoaders.contains(node.name) { return true }
        }
        return false
    }

    /// How many helper use sites `standsInForImage` follows.
    static let maximumPlaceholderUses = 8

    /// A spinner standing in for an image while it loads: in a branch of an `if`/`switch` whose other branch
    /// shows only an image (`if let image { Image(uiImage: image) } else { ProgressView() }`), directly or through
    /// a helper every use of which is such a branch. The image becomes the element when it arrives; its
    /// placeholder is not a screen waiting for data.
    static func standsInForImage(_ id: NodeID, in context: LintContext) -> Bool {
        let tree = context.tree
        var pending = [id]
        var visited: Set<NodeID> = [id]
        while let start = pending.popLast() {
            var current = tree.parent(of: start)
            var resolved = false
            walk: while let node = current {
                switch tree[node].kind {
                case .branch:
                    // The spinner's own branch shows no image (it is not an indicator laid over one).
                    guard let owner = tree.parent(of: node), !draws(branch: node, in: context).image,
                          tree.children(of: owner).contains(where: { other in
                              guard other != node, tree[other].kind == .branch else { return false }
                              let shown = draws(branch: other, in: context)
                              return shown.image && !shown.text
                          }) else { return false }
                    resolved = true
                    break walk
                case .property, .function:
                    let uses = tree.useSites(ofDeclaration: node)
                    guard !uses.isEmpty, visited.count + uses.count <= maximumPlaceholderUses else { return false }
                    for use in uses where visited.insert(use).inserted { pending.append(use) }
                    resolved = true
                    break walk
                case .typeDecl, .file, .recovery:
                    return false
                case .modifier where LabelPresentation.startsNewContext(tree[node].name):
                    return false
                default:
                    current = tree.parent(of: node)
                }
            }
            guard resolved else { return false }
        }
        return true
    }

    /// Whether a branch draws an image — `Image(uiImage:)`, an image loader, a view made `.resizable()` (only
    /// images are), an image component of the project index — and whether it draws text.
    static func draws(branch: NodeID, in context: LintContext) -> (image: Bool, text: Bool) {
        let tree = context.tree
        let drawn = tree.children(of: branch).filter { tree[$0].kind != .modifier }.flatMap { tree.drawnViews(of: $0) }
        let text = drawn.contains { tree[$0].name == "Text" || tree[$0].name == "Label" }
        let image = drawn.contains { view in
            tree[view].name == "Image" || SwiftUIVocabulary.imageLoaders.contains(tree[view].name)
                || !tree.modifiers(named: "resizable", of: view).isEmpty
                || (tree[view].kind == .call && context.component(calledBy: view)?.role == .image)
        }
        return (image, text)
    }

}

extension String {
    /// `"rays"` → `rays`.
    var trimmingQuotes: String {
        guard count >= 2, hasPrefix("\""), hasSuffix("\"") else { return self }
        return String(dropFirst().dropLast())
    }
}
