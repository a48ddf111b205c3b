import RuleEngine

/// Finds timers, countdowns and clocks that VoiceOver users cannot follow.
struct UpdatingValueNotExposedRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "updating-value-not-exposed", name: "Updating value not exposed", severity: .critical,
        category: .traits, wcag: ["4.1.2", "4.1.3"], appleAudit: "trait",
        blocks: [NutritionLabels.voiceOver],
        summary: "A timer, countdown or other value that changes by itself needs an accessibility label or value and the `.updatesFrequently` trait.",
        rationale: """
            A countdown drawn as `Text(timerManager.formattedTime)` is read once, as a bare "12:34" with no context, \
            and VoiceOver never notices that it keeps changing. Users of a timed test or a workout timer cannot learn \
            how much time is left without hunting for the number again, and then do not know what it counts. The \
            `.updatesFrequently` trait makes VoiceOver poll the element and read the new value while it has focus.
            """,
        fix: """
            - **Case: a timer view.** Group it and say what it counts:
              `.accessibilityElement(children: .combine)`, \
            `.accessibilityLabel("Time remaining")`, `.accessibilityValue(timerManager.formattedTime)`, \
            `.accessibilityAddTraits(.updatesFrequently)`.
            - **Case: an important moment** (one minute left). Also post an announcement when it happens.
            """,
        limits: """
            Needs an actual time source, never a name: SwiftUI's `TimelineView` (a schedule as its first \
            argument, one that fires at least every 5 seconds: `.everyMinute` and `.periodic(from:by: 60)` refresh) \
            that shows text reading its schedule (its closure's `context`, or a local bound from it; a local that \
            reads neither does not change with it) other than the current time or date (a clock, \
            `Text(context.date.formatted(date: .omitted, time: .shortened))` or `Text(date, style: .time)`, says \
            what it is and is not reported), \
            `Text(date, style: .timer|.relative|.offset)` (a relative or offset date named for a moment something \
            happened, `creationDate`, `lastUpdated`, also through `if let date = order.paidDate`, is a timestamp and \
            left alone), `Text(timerInterval:)`, `.onReceive(Timer.publish(…))` \
            that assigns a value shown in a text of the same type (not one it only cycles through dots, \
            `dots.append(".")`: an animated ellipsis, nor one it only copies from another name the tick does not \
            change, `localPoints = points`: a poll mirroring a value a fetch sets), and a text that reads state a time source \
            changes — in its own view (a `@State` a `Task.sleep` loop or a timer closure assigns) or in the type of \
            one of its properties (`Text(timerManager.formattedTime)` when `TestTimerManager`, in any linted file, \
            assigns the value `formattedTime` is computed from in a `Timer.scheduledTimer` closure or a function that \
            closure calls); an index that only picks what is shown (`slides[currentSlide].title`, a carousel turned \
            by a loop) turns content, not a value, and is not read. Time sources are `Timer.scheduledTimer`, `Timer(…)`, `Timer.publish`, a clock's \
            `timer(interval:)`, `makeTimerSource`, `CADisplayLink` and loops that `sleep` on each pass; one with a \
            literal interval above 5 seconds is a refresh, not a ticking value. A property named `timeRemaining` \
            that nothing in the linted files assigns on a schedule is not reported, nor is state kept by a store \
            or a type outside the linted files. Stays quiet when a label, value, `.updatesFrequently`, \
            representation or hiding applies to the text, a container around it or a usage site in the same file, \
            when every caller in the linted files labels, groups or hides the view (project index), inside \
            controls, and when a caption beside it in the same stack (or the same `if` branch of it: `Text("Updated")`, \
            the relative date, `Text("ago")`) says what it counts (`Text("Remaining")` under a \
            countdown, or `Text(title)` when every caller of the view passes words, `title: "Duration"`; a text of \
            data such as `Text(auction.title)` does not), or one right before or after each call of a view that shows nothing \
            but the text, all of them in the same file (`Text("Live Workout")` over `WorkoutClock(start: date)`), or the text's own words do (`Text("Resend in \\(seconds) seconds")`; \
            a bare `"\\(minutes):\\(seconds)"` or a unit alone does not), when a `ProgressView`, `Gauge` or `Slider` of \
            the same type shows the value the text prints (`ProgressView(value: progress)` beside \
            `Text(progress, format: .percent)`: VoiceOver reads the indicator's level, kept current), when an \
            element of the same type says the value in its `.accessibilityValue` (a playback timeline whose value, \
            directly or through a computed property, reads the `displayedTime` the clock beside it prints), or the text \
            switches between literal words \
            (`isGranted ? "Recording enabled" : "Recording required"`: a state in words, not a count) or falls back \
            to literal words (`config?.title ?? "Installation Complete"`, `localized(key, fallback: "Step Skipped")`: a \
            configured title or message), or shows a value named as a reason, description, warning or error (`alertReason`; a message or status line \
            that may be the screen's only progress stays reported): VoiceOver reads \
            the current value whenever it lands there, next to its meaning. A state every assignment of which is the \
            current date (`currentTime = formatter.string(from: Date())`, `Date.now.formatted(…)`) is a clock, which \
            says what it is, as a `TimelineView` clock does; a time worked out from it (`deadline.timeIntervalSince(Date())`) \
            is still a countdown. A `TimelineView` whose \
            texts read neither its context nor a name bound from it (a marquee moving a fixed title) redraws no \
            value. Widgets (files that import WidgetKit) are not checked: VoiceOver reads a widget as one element.
            """,
        triggeringExamples: UpdatingValueNotExposedRule.triggeringExamples,
        nonTriggeringExamples: UpdatingValueNotExposedRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        // VoiceOver reads a widget as one element, with the values it shows when focused; nothing can make it
        // follow a widget's countdown.
        guard !VisualTree.isWidgetFile(tree) else { return }
        var covered = Set<NodeID>()
        for id in tree.calls(.timelineView) where Self.takesSchedule(id, in: tree) {
            let drawn = tree.drawnViews(of: id)
            guard drawn.contains(where: { tree[$0].name == "Text" }), !Self.showsTheTime(drawn, in: tree),
                  Self.mayShowScheduledValue(id, drawn: drawn, in: tree),
                  !Self.exposesUpdates(id, in: tree),
                  !context.isReadingDecidedByEveryCaller(id), !context.hasCaptionBeside(id) else { continue }
            covered.formUnion(drawn)
            sink.report(id, in: tree, message: Self.message(view: "TimelineView", reason: "redraws its text on a schedule"))
        }
        let texts = tree.calls(.text)
        for id in texts where !covered.contains(id) {
            guard let reason = Self.countingStyleReason(id, in: tree) else { continue }
            guard tree.enclosingControl(of: id) == nil, !Self.exposesUpdates(id, in: tree),
                  !context.isReadingDecidedByEveryCaller(id), !context.hasCaptionBeside(id),
                  !tree.carriesOwnCaption(id) else { continue }
            covered.insert(id)
            sink.report(id, in: tree, message: Self.message(view: tree.quotedView(id), reason: reason))
        }
        for id in tree.modifierUses(.onReceive) {
            guard Self.receivesTimer(id, in: tree) else { continue }
            // A clock the timer sets to the current date says what it is.
            let clocks = TimeSources.assignmentsReadingNow(in: id, of: tree).filter(\.value).keys
            let handler = tree.text(in: tree[id].range)
            let assigned = TimeSources.namesChanged(byTick: handler).subtracting(clocks)
            let shown = Self.textsShowing(assigned, near: id, in: tree)
            guard !shown.isEmpty, !shown.contains(where: covered.contains) else { continue }
            guard !shown.contains(where: { Self.exposesUpdates($0, in: tree) }),
                  !shown.allSatisfy(tree.carriesOwnCaption),
                  !context.isReadingDecidedByEveryCaller(id), !context.hasCaptionBeside(id) else { continue }
            covered.formUnion(shown)
            sink.report(id, in: tree, message: Self.message(view: tree.quotedView(shown[0]),
                                                           reason: "is updated by a timer (.onReceive)"))
        }
        var indicatorValues: [NodeID: [String]]?
        for id in texts where !covered.contains(id) {
            guard let reason = Self.tickingValueReason(id, in: context) else { continue }
            let values = indicatorValues ?? Self.indicatorValues(in: tree)
            indicatorValues = values
            guard tree.enclosingControl(of: id) == nil, !Self.exposesUpdates(id, in: tree),
                  !context.isReadingDecidedByEveryCaller(id), !context.hasCaptionBeside(id),
                  !tree.carriesOwnCaption(id), !Self.isMirroredByIndicator(id, values: values, in: tree),
                  !Self.isSpokenByElementValue(id, in: tree) else { continue }
            sink.report(id, in: tree, message: Self.message(view: tree.quotedView(id), reason: reason))
        }
    }

    /// A progress view, gauge or slider of the same type shows the value the text prints (`Text(progress,
    /// format: .percent)` over `ProgressView(value: progress)`): VoiceOver reads the indicator's level, which it
    /// keeps current, so the number beside it repeats what is exposed.
    /// `values`: `indicatorValues(in:)`.
    static func isMirroredByIndicator(_ text: NodeID, values: [NodeID: [String]], in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: text), let codes = values[type] else { return false }
        let shown = tree[text].arguments.map { argumentCode($0, in: tree) }
        return codes.contains { code in shown.contains { $0.contains(code) } }
    }

    /// An element of the same type says the value in its `.accessibilityValue`: a timeline labelled "Playback
    /// position" whose value (`.accessibilityValue(timelineValue)`, `timelineValue` a computed property reading
    /// `displayedTime`) is what the clock beside it prints. VoiceOver users hear the position there, with its name.
    /// Matched on the values the text prints: the last part of each path it reads (`duration` in
    /// `controller.duration`), not the functions that format them.
    static func isSpokenByElementValue(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: text) else { return false }
        let shown = tree[text].arguments.reduce(into: Set<String>()) {
            $0.formUnion(printedValues(in: $1.range, of: tree))
        }
        guard !shown.isEmpty else { return false }
        let members = tree.members(ofTypeNamed: tree[type].name).filter { tree[$0].kind == .property }
        return tree.modifierUses(.accessibilityValue).contains { modifier in
            guard tree.declaringType(of: modifier) == type, let value = tree[modifier].arguments.first else {
                return false
            }
            var read = Set(TraitText.identifiers(in: tree.text(in: value.range)))
            for member in members where read.contains(tree[member].name) {
                read.formUnion(TraitText.identifiers(in: tree.text(in: tree[member].range)))
            }
            return !shown.isDisjoint(with: read)
        }
    }

    /// The names at the end of the paths the code in `range` reads, without calls: `displayedTime` and `duration` in
    /// `clockTime(max(0, controller.duration - displayedTime))`.
    private static func printedValues(in range: Range<Int>, of tree: ViewTree) -> Set<String> {
        let tokens = tree.source.tokens
        let span = tree.source.tokenSpan(of: range)
        var names = Set<String>()
        for index in span where tokens[index].kind == .identifier {
            let next = index + 1 < span.upperBound ? tokens[index + 1].kind : nil
            guard next != .leftParen, next != .period else { continue }
            let name = tree.source.text(of: tokens[index])
            if name.first?.isLowercase == true { names.insert(name) }
        }
        return names
    }

    /// The values the progress views, gauges and sliders of each type show, as code without whitespace (a slider's
    /// `$level` binding shows `level`), worked out once per file.
    static func indicatorValues(in tree: ViewTree) -> [NodeID: [String]] {
        var values: [NodeID: [String]] = [:]
        for name in SwiftUIVocabulary.valueIndicators {
            for indicator in tree.calls(named: name) {
                guard let type = tree.declaringType(of: indicator),
                      let value = tree.argument("value", of: indicator) ?? tree[indicator].firstUnlabelledArgument
                else { continue }
                let code = String(argumentCode(value, in: tree).drop { $0 == "$" })
                if code.count > 1 { values[type, default: []].append(code) }
            }
        }
        return values
    }

    /// An argument's value as source code without whitespace, its label left out.
    private static func argumentCode(_ argument: Argument, in tree: ViewTree) -> String {
        let code = tree.text(in: argument.range).filter { !$0.isWhitespace }
        guard let label = argument.label, code.hasPrefix(label + ":") else { return code }
        return String(code.dropFirst(label.count + 1))
    }

    static func message(view: String, reason: String) -> String {
        "\(view) \(reason), but VoiceOver reads it once with no context and never hears it change. Add "
            + ".accessibilityLabel(…) naming what it counts (e.g. \"Time remaining\"), .accessibilityValue(…) and "
            + ".accessibilityAddTraits(.updatesFrequently)."
    }
}

private extension UpdatingValueNotExposedRule {
    static let updatingTextStyles: Set<String> = relativeStyles.union([".timer", "Text.DateStyle.timer"])

    /// SwiftUI's `TimelineView(.periodic(from:by:)) { context in … }` takes its schedule first, unlabelled; an app's
    /// own view of the same name (`TimelineView(timelineContext: context)`, a chat timeline) is no clock.
    /// Whether a text the timeline draws may read its schedule: the content closure's parameter (`context.date`)
    /// or a name bound there from it or from another such name. A marquee that only moves a fixed text
    /// (`Text(title).offset(x: offset)`) redraws no value. True when the closure's parameter cannot be read.
    static func mayShowScheduledValue(_ timeline: NodeID, drawn: [NodeID], in tree: ViewTree) -> Bool {
        guard let content = tree.children(of: timeline).first(where: { tree[$0].kind == .closure }) else { return true }
        let parameters = tree.closureParameters(of: tree[content].range).subtracting(["_"])
        guard !parameters.isEmpty else { return true }
        // A local bound from the schedule (`let progress = context.date.timeIntervalSince(start)`), in order, each
        // able to read the ones before it; one that reads none of them (`let shown = expired ? frozen : text`)
        // does not change with it.
        var scheduled = parameters
        for binding in tree.descendants(of: content) where tree[binding].kind == .localBinding {
            let read = Set(TraitText.identifiers(in: tree.text(in: tree[binding].range)))
            if !read.isDisjoint(with: scheduled) { scheduled.insert(tree[binding].name) }
        }
        return drawn.contains { text in
            tree[text].name == "Text" && tree[text].arguments.contains { argument in
                !scheduled.isDisjoint(with: TraitText.identifiers(in: tree.text(in: argument.range)))
            }
        }
    }

    static func takesSchedule(_ id: NodeID, in tree: ViewTree) -> Bool {
        guard let first = tree[id].arguments.first, first.label == nil else { return false }
        if case .closure = first.value { return false }
        return !isRefreshSchedule(first.value)
    }

    /// `.everyMinute`, `.periodic(from: .now, by: 60)`: a schedule slower than a tick
    /// (`TimeSources.maximumTickSeconds`), as a timer of that interval is: the text is refreshed, not counting.
    static func isRefreshSchedule(_ schedule: Expr) -> Bool {
        switch schedule {
        case .member(_, "everyMinute"):
            return true
        case .call(.member(_, "periodic"), let arguments, _):
            guard case .number(let seconds, _)? = arguments.first(where: { $0.label == "by" })?.value else {
                return false
            }
            return seconds > TimeSources.maximumTickSeconds
        default:
            return false
        }
    }

    /// Whether every text among `drawn` that shows data shows a point in time — a clock or a date
    /// (`Text(date.formatted(date: .omitted, time: .shortened))`, `Text(date, style: .time)`,
    /// `Text(date, format: .dateTime.hour().minute())`). A clock is self-describing: VoiceOver reads "10:42 AM"
    /// whenever it lands there, and nobody needs each minute announced. A countdown or an elapsed time
    /// (`Text(remaining.formatted(.time(pattern: .minuteSecond)))`) is a duration and stays reported.
    static func showsTheTime(_ drawn: [NodeID], in tree: ViewTree) -> Bool {
        let texts = drawn.filter { tree[$0].name == "Text" }.compactMap { text -> NodeID? in
            guard let first = tree[text].arguments.first else { return nil }
            return tree.stringLiteral(of: first.value) == nil ? text : nil
        }
        return !texts.isEmpty && texts.allSatisfy { text in
            if let style = tree.argumentValue(of: text, labelled: "style"), pointInTimeStyles.contains(style) {
                return true
            }
            if let format = tree.argument("format", of: text),
               TraitText.identifiers(in: tree.text(in: format.range)).contains("dateTime") { return true }
            guard let first = tree[text].arguments.first else { return false }
            let argument = tree.text(in: first.range)
            let names = TraitText.identifiers(in: argument)
            return names.contains("formatted")
                && (names.contains("dateTime") || (names.contains("date") && names.contains("time")
                    && argument.contains("time:")))
        }
    }

    /// Styles that show a date as a distance from now ("5 min ago", "+2 hours").
    static let relativeStyles: Set<String> = [".relative", ".offset", "Text.DateStyle.relative", "Text.DateStyle.offset"]

    /// Whether the date a `Text` shows is named for a moment something happened (`comment.creationDate`,
    /// `details.lastChanged`, also through `if let date = transaction.createdDate`): a timestamp, not a deadline
    /// or a running time.
    static func showsPastEvent(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let first = tree[text].arguments.first, first.label == nil,
              var name = TraitText.identifiers(in: tree.text(in: first.range)).last else { return false }
        if let bound = tree.boundValueCode(of: name, at: text),
           let source = TraitText.identifiers(in: bound).last {
            name = source
        }
        return TraitText.words(of: name).contains(where: SwiftUIVocabulary.pastEventWords.contains)
    }

    /// `Text(date, style:)` styles that show a moment, not a running duration.
    static let pointInTimeStyles: Set<String> = [".time", ".date", "Text.DateStyle.time", "Text.DateStyle.date"]

    /// Why a `Text` counts by itself (a date style or a timer interval), or nil.
    static func countingStyleReason(_ id: NodeID, in tree: ViewTree) -> String? {
        if let style = tree.argumentValue(of: id, labelled: "style"), updatingTextStyles.contains(style) {
            guard !(relativeStyles.contains(style) && showsPastEvent(id, in: tree)) else { return nil }
            return "counts by itself (style: \(style))"
        }
        if tree[id].arguments.contains(where: { $0.label == "timerInterval" }) {
            return "counts down by itself (timerInterval:)"
        }
        return nil
    }

    /// Why a `Text` shows state a time source changes — the view's own (`seconds` a `Task.sleep` loop assigns) or
    /// that of a property's type (`timerManager.formattedTime`, ticked by `TestTimerManager`'s timer) — or nil.
    static func tickingValueReason(_ id: NodeID, in context: LintContext) -> String? {
        let tree = context.tree
        guard let first = tree[id].arguments.first, first.label == nil || first.label == "verbatim",
              let owner = tree.declaringTypeName(ofNode: id) else { return nil }
        // A reason or an error held in a value (`alertReason`, `syncError`) is wording that says what it is. A
        // message or status line can be the only progress a screen shows: it stays reported.
        // An index that picks what is shown (`slides[currentSlide].title`) turns slides, not a value: only the
        // paths outside subscripts are read.
        let paths = TimeSources.memberPaths(in: first.range, of: tree.source, skippingSubscripts: true).filter { path in
            guard let last = path.last.flatMap({ TraitText.words(of: $0).last }) else { return true }
            return !wordingNameWords.contains(last)
        }
        return context.tickingReading(among: paths, inTypeNamed: owner).map { "shows \($0)" }
    }

    /// Last words of a value's name that say it holds a sentence, not a count: `alertReason`, `lastError`.
    static let wordingNameWords: Set<String> = ["reason", "description", "warning", "error"]

    /// `.onReceive(Timer.publish(…))`, or `.onReceive(timer)` with `timer` a member built from `Timer.publish`.
    static func receivesTimer(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        guard let value = tree.firstArgumentValue(of: modifier) else { return false }
        let names = TraitText.identifiers(in: value)
        if names.contains("Timer") { return true }
        guard let owner = tree.declaringTypeName(ofNode: modifier), let name = names.first(where: { $0 != "self" }),
              let member = tree.members(ofTypeNamed: owner).first(where: { tree[$0].name == name })
        else { return false }
        return TraitText.identifiers(in: tree.text(in: tree[member].range)).contains("Timer")
    }

    /// Texts of the same type whose content reads one of `names`.
    static func textsShowing(_ names: Set<String>, near modifier: NodeID, in tree: ViewTree) -> [NodeID] {
        guard !names.isEmpty, let owner = tree.declaringType(of: modifier) else { return [] }
        let typeName = tree[owner].name
        return tree.calls(.text).filter { id in
            guard let first = tree[id].arguments.first,
                  let type = tree.declaringType(of: id), tree[type].name == typeName else { return false }
            return TraitText.identifiers(in: tree.argumentValueText(first)).contains(where: names.contains)
        }
    }

    /// A label, value, `.updatesFrequently`, representation or hiding on the view, around it, at its usage sites,
    /// or on a view it draws.
    static func exposesUpdates(_ id: NodeID, in tree: ViewTree) -> Bool {
        let inside = tree.drawnViews(of: id).flatMap { tree.modifiers(of: $0) }
        return (tree.applicableModifiers(of: id) + inside).contains { modifier in
            tree.labelsOrValues(modifier) || tree.replacesElement(modifier) || tree.mayHide(modifier)
                || tree.mayAddTrait(modifier, anyOf: ["updatesFrequently"])
        }
    }
}
