import SwiftLexer

/// Code that runs once after a delay — `DispatchQueue.main.asyncAfter(deadline:) { … }`, a non-repeating
/// `Timer.scheduledTimer(…, repeats: false) { … }`, the statements after a `Task.sleep` — and the state it clears
/// there (`showToast = false`, `message = nil`): content removed on a timer (WCAG 2.2.1).
enum TimedDismissal {
    /// The modifier of `DispatchQueue.main` that runs its closure after a delay.
    static let delayedDispatch = "asyncAfter"
    /// A one-shot timer (with `repeats: false`).
    static let oneShotTimer = "Timer.scheduledTimer"
    /// Sleeping calls: what follows them in the same closure runs after the delay.
    static let sleeps: Set<String> = ["Task.sleep", "clock.sleep", "ContinuousClock().sleep"]
    /// A literal delay below this many seconds is a step of an animation or a transition (a highlight that fades),
    /// not content left for the user to read.
    static let minimumReadingSeconds = 1.0
    /// Names whose presence in the type means the timer can be stopped, or the delay follows VoiceOver.
    static let controlNames: Set<String> = ["cancel", "invalidate", "isVoiceOverRunning", "accessibilityVoiceOverEnabled"]
    /// Statements that repeat what they hold: a sleep inside one is a loop's pacing, not a delay before dismissal.
    static let loopKeywords: Set<String> = ["while", "for", "repeat"]

    /// A delayed clearing of state: the statement that clears it, the name cleared, and what delays it.
    struct Dismissal {
        let statement: NodeID
        let name: String
        let delay: String
        let seconds: Double?
    }

    /// Every state name cleared after a delay in the file.
    static func dismissals(in tree: ViewTree) -> [Dismissal] {
        var result: [Dismissal] = []
        for region in delayedRegions(in: tree) {
            for root in region.roots {
                for statement in clearingStatements(under: root, in: tree) {
                    guard let name = clearedName(tree[statement].label ?? "") else { continue }
                    result.append(Dismissal(statement: statement, name: name, delay: region.delay, seconds: region.seconds))
                }
            }
        }
        return result
    }

    /// The byte ranges of the code that runs after a delay (`delayedRegions`), and of the work items a file that
    /// dispatches after a delay makes (`DispatchWorkItem { dismissToast() }`, scheduled with `asyncAfter(…,
    /// execute: task)`).
    static func delayedCode(in tree: ViewTree) -> [Range<Int>] {
        var ranges = delayedRegions(in: tree).flatMap { region in region.roots.map { tree[$0].range } }
        if !tree.modifierUses(named: delayedDispatch).isEmpty {
            for item in tree.calls(named: workItem) {
                ranges += tree.children(of: item).filter { tree[$0].kind == .closure }.map { tree[$0].range }
            }
        }
        return ranges
    }

    static let workItem = "DispatchWorkItem"

    /// A launch screen that replaces itself within this many seconds is over before VoiceOver users reach its
    /// pictures.
    static let briefSplashSeconds = 3.0

    /// The byte ranges of the types named for a splash or launch screen (`SplashView`, `LaunchScreen`) whose code
    /// runs something after a literal delay of at most `briefSplashSeconds`: the screen that routes on to the app.
    static func briefSplashScreens(in tree: ViewTree) -> [Range<Int>] {
        let splashTypes = tree.nodes(.typeDecl).filter { type in
            TraitText.words(of: tree[type].name).contains { $0 == "splash" || $0 == "launch" }
        }
        guard !splashTypes.isEmpty else { return [] }
        let briefDelays = delayedRegions(in: tree).filter { ($0.seconds ?? .infinity) <= briefSplashSeconds }
            .flatMap { $0.roots.map { tree[$0].range.lowerBound } }
        return splashTypes.map { tree[$0].range }.filter { range in briefDelays.contains(where: range.contains) }
    }

    /// The code that runs after a delay: closures of `asyncAfter` and one-shot timers, the statements after a sleep.
    private static func delayedRegions(in tree: ViewTree) -> [(roots: [NodeID], delay: String, seconds: Double?)] {
        var regions: [(roots: [NodeID], delay: String, seconds: Double?)] = []
        for id in tree.modifierUses(named: delayedDispatch) {
            let closures = tree.children(of: id).filter { tree[$0].kind == .closure }
            regions.append((closures, "DispatchQueue.main.asyncAfter", seconds(of: id, in: tree)))
        }
        for id in tree.calls(named: oneShotTimer) {
            guard let repeats = tree.argument("repeats", of: id), case .bool(false) = repeats.value else { continue }
            let closures = tree.children(of: id).filter { tree[$0].kind == .closure }
            regions.append((closures, oneShotTimer, seconds(of: id, in: tree)))
        }
        for name in sleeps {
            for id in tree.calls(named: name) {
                guard let statement = tree.parent(of: id), tree[statement].kind == .statement,
                      let closure = tree.parent(of: statement), tree[closure].kind == .closure,
                      !isInLoop(closure, in: tree) else { continue }
                // Up to the next sleep: what follows that one waits for it (`sleep(1); shown = true; sleep(10);
                // shown = false` shows the content for 10 s, not 1).
                let after = tree.children(of: closure).drop { $0 != statement }.dropFirst().prefix { next in
                    !tree.descendants(of: next).contains { tree[$0].kind == .call && sleeps.contains(tree[$0].name) }
                }
                // A `guard` other than the cancellation check makes the rest conditional.
                let conditional = after.prefix { tree[$0].kind == .statement && clearedName(tree[$0].label ?? "") == nil }
                    .contains { isConditionGuard(tree[$0].label ?? "") }
                guard !conditional else { continue }
                regions.append((Array(after), name, seconds(of: id, in: tree)))
            }
        }
        return regions
    }

    /// Statements under `root` that run unconditionally when it runs: inside closures (`withAnimation { }`), not
    /// inside an `if`, `switch` or loop.
    private static func clearingStatements(under root: NodeID, in tree: ViewTree) -> [NodeID] {
        var result: [NodeID] = []
        tree.walk(from: root) { id in
            switch tree[id].kind {
            case .conditional, .branch, .switchStatement, .ternary:
                return .skipChildren
            case .statement:
                if let label = tree[id].label, isLoop(label) { return .skipChildren }
                result.append(id)
                return .visitChildren
            default:
                return .visitChildren
            }
        }
        return result
    }

    /// `showToast = false`, `self.message = nil` → the name; nil for any other statement (`model.x = nil` clears
    /// another object's state, which the rule cannot follow).
    static func clearedName(_ statement: String) -> String? {
        let parts = statement.split(separator: "=", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let value = parts[1].trimmingCharacters(in: .whitespaces)
        guard value == "false" || value == "nil" else { return nil }
        var target = parts[0].trimmingCharacters(in: .whitespaces)
        if target.hasPrefix("self.") { target.removeFirst(5) }
        guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              target.first?.isLetter == true || target.first == "_" else { return nil }
        return target
    }

    private static func isConditionGuard(_ statement: String) -> Bool {
        statement.hasPrefix("guard") && !statement.contains("isCancelled")
    }

    private static func isLoop(_ statement: String) -> Bool {
        statement.split(separator: " ").first.map { loopKeywords.contains(String($0)) } ?? false
    }

    private static func isInLoop(_ id: NodeID, in tree: ViewTree) -> Bool {
        tree.ancestors(of: id).contains { tree[$0].kind == .statement && isLoop(tree[$0].label ?? "") }
    }

    /// The literal delay of a call or modifier, in seconds (`.now() + 2`, `.seconds(3)`, `nanoseconds: …`).
    private static func seconds(of id: NodeID, in tree: ViewTree) -> Double? {
        let source = tree.source
        let start = VisualTree.firstToken(endingAfter: tree[id].nameRange.lowerBound, in: source.tokens)
        let end = VisualTree.firstToken(endingAfter: tree[id].range.upperBound, in: source.tokens)
        return TimeSources.interval(after: start, in: source, limit: end)
    }
}

/// What state shows on screen: a branch `if name { … }` / `if let name { … }` that draws a view, or a presentation
/// bound to it (`.alert(isPresented: $name)`).
enum ContentGates {
    /// Words of a name that say something is loading (`isLoading`, `spinnerAngle`, `syncProgress`).
    static let loadingWords: Set<String> = [
        "loading", "loader", "spinner", "spinning", "spin", "progress", "busy", "activity", "syncing", "refreshing",
    ]

    /// Whether an identifier's words say something is loading.
    static func namesLoading(_ identifier: String) -> Bool {
        !Set(TraitText.words(of: identifier)).isDisjoint(with: loadingWords)
    }

    /// Modifiers that present content while a binding holds (`isPresented:`) or a value is set (`item:`).
    static let presentations: NameSet = SwiftUIVocabulary.screenPresentations.union(["alert", "confirmationDialog"])
    static let presentationArguments: Set<String> = ["isPresented", "item"]
    /// Views that show nothing to read: a branch of only these is a placeholder or a spinner.
    static let placeholderViews: Set<String> = ["EmptyView", "Color.clear", "Spacer", "ProgressView"]

    /// The first branch or presentation of the type declarations `declarations` that `name` gates, if any.
    /// `showsNothingToRead`: whether a custom view of that name draws nothing to read (the project index knows).
    static func gate(of name: String, in declarations: [NodeID], tree: ViewTree,
                     showsNothingToRead: (String) -> Bool = { _ in false }) -> NodeID? {
        for declaration in declarations {
            for id in tree.descendants(of: declaration) {
                switch tree[id].kind {
                case .branch where tree[id].name == "if" || tree[id].name == "else if":
                    // A function returning nothing acts on the state; it draws no view.
                    if conditionTests(tree[id].label ?? "", name), !tree.isInFunctionReturningNothing(id),
                       drawsSomethingToRead(id, in: tree, showsNothingToRead: showsNothingToRead) { return id }
                case .modifier where presentations.contains(tree[id].name):
                    let bound = tree[id].arguments.contains { argument in
                        argument.label.map(presentationArguments.contains) == true
                            && tree.text(in: argument.range).hasSuffix("$" + name)
                    }
                    if bound { return id }
                default:
                    break
                }
            }
        }
        return nil
    }

    /// Whether one clause of an `if` condition holds exactly when `name` is true or set: `name`, `self.name`,
    /// `let name`, `let x = name`, `name != nil`, `name == true`.
    static func conditionTests(_ condition: String, _ name: String) -> Bool {
        condition.split(separator: ",").contains { clause in
            var text = clause.trimmingCharacters(in: .whitespaces)
            for prefix in ["let ", "var "] where text.hasPrefix(prefix) {
                text = String(text.dropFirst(prefix.count))
                if let equals = text.firstIndex(of: "=") {
                    text = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                }
            }
            for suffix in [" != nil", " == true"] where text.hasSuffix(suffix) { text = String(text.dropLast(suffix.count)) }
            if text.hasPrefix("self.") { text = String(text.dropFirst(5)) }
            return text == name
        }
    }

    /// Whether `branch` draws a view someone reads or uses: a text, a control, a labelled image or a custom view
    /// (unless `showsNothingToRead` says it draws none of these: a spinner over a white cover), looking through
    /// stacks and other containers. Images, shapes, gradients, spacers and spinners alone (a splash's logo burst, a
    /// heart that pops up) take nothing away to read when they go.
    static func drawsSomethingToRead(_ branch: NodeID, in tree: ViewTree,
                                     showsNothingToRead: (String) -> Bool = { _ in false }) -> Bool {
        var pending = Array(tree.children(of: branch))
        while let child = pending.popLast() {
            let item = tree[child]
            switch item.kind {
            case .closure, .branch:
                pending.append(contentsOf: tree.children(of: child))
            case .call, .reference:
                if placeholderViews.contains(item.name) || ViewNames.isSilentReference(item.name) { continue }
                if ViewNames.containers.contains(item.name) {
                    pending.append(contentsOf: tree.children(of: child).filter { tree[$0].kind != .modifier })
                    continue
                }
                if item.name == SwiftUIView.image.rawValue, tree.modifiers(.accessibilityLabel, of: child).isEmpty {
                    continue
                }
                if item.kind == .call, showsNothingToRead(item.name) { continue }
                return true
            default:
                continue
            }
        }
        return false
    }
}
