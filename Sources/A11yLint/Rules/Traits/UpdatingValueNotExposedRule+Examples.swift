import RuleEngine

extension UpdatingValueNotExposedRule {
    static let triggeringExamples: [Example] = [
        // The value the tick hands in is the time itself.
        Example("""
            struct ClockFace: View {
                @State private var now = Date()
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text(now, format: .dateTime.hour().minute().second())
                        .↓onReceive(timer) { date in
                            now = date
                        }
                }
            }
            """),
        // A countdown worked out from the current date is a ticking value, not a clock.
        Example("""
            struct OfferBanner: View {
                let deadline: Date
                @State private var remaining: TimeInterval = 0
                private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text(Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond)))
                        .↓onReceive(timer) { _ in remaining = deadline.timeIntervalSince(Date()) }
                }
            }
            """),
        // Minutes and seconds alone do not say what they count.
        Example("""
            struct QuizClock: View {
                @State private var remaining = 300
                var body: some View {
                    Text("\\(remaining / 60):\\(remaining % 60) min")
                        .↓onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                            remaining -= 1
                        }
                }
            }
            """),
        // A relative date that counts down to a deadline.
        Example("""
            struct AuctionFooter: View {
                let auction: Auction
                var body: some View {
                    ↓Text(auction.endDate, style: .relative)
                }
            }
            """),
        // AIQ's TestTimerView (001, critical): the ticking lives in TestTimerManager (any linted file).
        Example("""
            final class TestTimerManager: ObservableObject {
                @Published private(set) var remainingSeconds = 1_800
                private var timer: Timer?
                var formattedTime: String {
                    String(format: "%02d:%02d", remainingSeconds / 60, remainingSeconds % 60)
                }
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.tick()
                    }
                }
                private func tick() {
                    if remainingSeconds > 0 { remainingSeconds -= 1 }
                }
            }

            struct TestTimerView: View {
                @ObservedObject var timerManager: TestTimerManager
                var body: some View {
                    HStack(spacing: 6) {
                        Image(systemName: "clock")
                        ↓Text(timerManager.formattedTime)
                            .font(.system(.headline, design: .monospaced))
                    }
                    .padding(8)
                }
            }
            """),
        Example("""
            struct BoardingCountdown: View {
                let departure: Date
                var body: some View {
                    ↓TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text(Duration.seconds(departure.timeIntervalSince(context.date)).formatted(.time(pattern: .minuteSecond)))
                    }
                }
            }
            """),
        // A clock beside a countdown: the countdown still needs its context.
        Example("""
            struct ExamHeader: View {
                let end: Date
                var body: some View {
                    ↓TimelineView(.periodic(from: .now, by: 1)) { context in
                        HStack {
                            Text(context.date, style: .time)
                            Text(secondsLeft(until: end, at: context.date))
                        }
                    }
                }
            }
            """),
        Example("""
            struct AuctionRow: View {
                let auction: Auction
                var body: some View {
                    VStack {
                        Text(auction.title)
                        ↓Text(auction.endDate, style: .timer)
                    }
                }
            }
            """),
        // The card's title is data its caller passes (a task's name), and the clock-only view has no words beside
        // it where it is called.
        Example("""
            struct TaskTimerCard: View {
                let title: String
                let start: Date
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text(start, style: .timer)
                        Text(title).font(.caption2)
                    }
                }
            }

            struct TaskClock: View {
                let start: Date
                var body: some View {
                    ↓Text(start, style: .timer)
                }
            }

            struct TaskRow: View {
                let task: TaskItem
                var body: some View {
                    HStack {
                        TaskTimerCard(title: task.name, start: task.start)
                        TaskClock(start: task.start)
                    }
                }
            }
            """),
        Example("""
            struct Stopwatch: View {
                @State private var seconds = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(seconds / 60):\\(seconds % 60)")
                        .font(.largeTitle.monospacedDigit())
                        .↓onReceive(timer) { _ in seconds += 1 }
                }
            }
            """),
        // A `Task.sleep` loop in the view's own `.task` counts its state down.
        Example("""
            struct BreathingTimer: View {
                @State private var secondsLeft = 60
                var body: some View {
                    ZStack {
                        Circle().stroke(lineWidth: 4)
                        ↓Text("\\(secondsLeft)")
                    }
                    .task {
                        while secondsLeft > 0 {
                            try? await Task.sleep(for: .seconds(1))
                            secondsLeft -= 1
                        }
                    }
                }
            }
            """),
        // A Combine timer in the model; `elapsedText` is computed from what its `sink` assigns.
        Example("""
            final class WorkoutSession: ObservableObject {
                @Published var elapsed = 0
                private var ticks: AnyCancellable?
                var elapsedText: String { "\\(elapsed / 60) min \\(elapsed % 60) s" }
                func begin() {
                    ticks = Timer.publish(every: 1, on: .main, in: .common)
                        .autoconnect()
                        .sink { [weak self] _ in self?.elapsed += 1 }
                }
            }

            struct WorkoutView: View {
                @StateObject private var session = WorkoutSession()
                var isRunning: Bool
                var body: some View {
                    #if os(iOS)
                    if isRunning {
                        ↓Text(session.elapsedText)
                    } else {
                        ↓Text(timerInterval: start...end, countsDown: true)
                    }
                    #endif
                }
            }
            """),
        // An `@Observable` model ticked by a clock, read from the environment.
        Example("""
            @Observable final class RaceClock {
                var elapsed: Duration = .zero
                func run(clock: some Clock<Duration>) async {
                    for await _ in clock.timer(interval: .milliseconds(100)) {
                        elapsed += .milliseconds(100)
                    }
                }
            }

            struct LapView: View {
                @Environment(RaceClock.self) private var raceClock
                var body: some View {
                    ↓Text(raceClock.elapsed.formatted(.time(pattern: .minuteSecond)))
                }
            }
            """),
        // Near miss of a caption in the same branch: only data shows beside the countdown.
        Example("""
            struct LotFooter: View {
                let lot: Lot

                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        if let closing = lot.closingDate {
                            Text(lot.title)
                            ↓Text(closing, style: .timer)
                        }
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The loop turns slides: the ticking index only picks which one is shown.
        Example("""
            struct WelcomeCarousel: View {
                let slides: [Slide]
                @State private var currentSlide = 0
                var body: some View {
                    VStack {
                        Text(slides[currentSlide].title)
                        Text(slides[currentSlide].caption)
                    }
                    .task {
                        while !Task.isCancelled {
                            try? await Task.sleep(for: .seconds(5))
                            currentSlide = (currentSlide + 1) % slides.count
                        }
                    }
                }
            }
            """),
        // The timer polls a value a fetch sets: the text changes when the points do, not with each tick.
        Example("""
            var points = 0

            struct BankHeader: View {
                @State private var localPoints = 0
                let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(localPoints)")
                        .onReceive(timer) { _ in
                            localPoints = points
                        }
                }
            }
            """),
        // The timeline redraws the hold ring; the countdown text reads a local that does not change with it.
        Example("""
            struct ExplodeRow: View {
                let countdownText: String
                @State private var pressStart: Date?
                @State private var hasExploded = false
                var body: some View {
                    TimelineView(.animation(paused: pressStart == nil)) { context in
                        let holdProgress = pressStart.map { min(1, context.date.timeIntervalSince($0) / 2) } ?? 0
                        let shownCountdown = hasExploded ? "now" : countdownText
                        HStack {
                            ProgressRing(progress: holdProgress)
                            Text("Exploding in \\(shownCountdown)")
                        }
                    }
                }
            }
            """),
        // The timer only cycles the dots after a sentence: nothing is counted.
        Example("""
            struct TypingIndicator: View {
                let baseText: String
                @State private var dots = ""
                private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text(baseText + dots)
                        .onReceive(timer) { _ in
                            if dots.count < 3 {
                                dots.append(".")
                            } else {
                                dots = ""
                            }
                        }
                }
            }
            """),
        // The timeline says the position in its value, with its name; the clocks beside it print the same time.
        Example("""
            struct TVPlayerChrome: View {
                let player: Player
                @State private var displayedTime: Double = 0
                var body: some View {
                    VStack {
                        Scrubber(progress: displayedTime / player.duration)
                            .accessibilityLabel("Playback timeline")
                            .accessibilityValue(timelineValue)
                        HStack {
                            Text(clockTime(displayedTime))
                            Spacer()
                            Text("−\\(clockTime(player.duration - displayedTime))")
                        }
                    }
                    .task {
                        while !Task.isCancelled {
                            displayedTime = player.currentTime
                            try? await Task.sleep(for: .seconds(1))
                        }
                    }
                }
                private var timelineValue: String {
                    "\\(clockTime(displayedTime)) of \\(clockTime(player.duration))"
                }
            }
            """),
        // A bedside clock a timer keeps current, and the alarm's reason in words: each says what it is.
        Example("""
            struct BedsideView: View {
                @State private var currentTime = ""
                @State private var alertReason: String?
                @State private var stamp = ""
                private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    VStack {
                        Text(currentTime)
                        Text(stamp)
                        if let alertReason {
                            Text(alertReason)
                        }
                    }
                    .onReceive(timer) { _ in refresh() }
                    .onReceive(timer) { _ in stamp = Date.now.formatted(date: .omitted, time: .shortened) }
                }
                private func refresh() {
                    let formatter = DateFormatter()
                    formatter.timeStyle = .short
                    currentTime = formatter.string(from: Date())
                    alertReason = AlarmRule.activationReason()
                }
            }
            """),
        // A title a timer may reload, with literal words to fall back on: wording, not a count.
        Example("""
            final class InstallState: ObservableObject {
                @Published var config: InstallConfig?
                private var timer: Timer?
                func watch() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.config = InstallConfig.load()
                    }
                }
            }

            struct SummaryView: View {
                @ObservedObject var state: InstallState
                var body: some View {
                    VStack {
                        Text(state.config?.summaryTitle ?? "Installation Complete")
                        Text(localized("summary.subtitle", fallback: "Your Mac is ready"))
                    }
                }
                private func localized(_ key: String, fallback: String) -> String {
                    state.config?.strings[key] ?? fallback
                }
            }
            """),
        // Redrawn once a minute: a refresh VoiceOver reads when it lands there, not a count to follow.
        Example("""
            struct EventBanner: View {
                let start: Date
                var body: some View {
                    TimelineView(.everyMinute) { context in
                        Text(countdown(from: context.date, to: start))
                    }
                }
            }
            """),
        // The percentage repeats the progress view's value, which VoiceOver reads and keeps current.
        Example("""
            struct ModelDownload: View {
                @State private var progress = 0.0
                var body: some View {
                    VStack {
                        Text(progress, format: .percent.precision(.fractionLength(0)))
                        ProgressView(value: progress)
                            .accessibilityLabel("Model download")
                    }
                    .task {
                        while progress < 1 {
                            try? await Task.sleep(for: .milliseconds(200))
                            progress += 0.05
                        }
                    }
                }
            }
            """),
        // A timer polls a permission, and the text says the state in words: nothing counts, nothing is unsaid.
        Example("""
            final class SetupModel: ObservableObject {
                @Published var isRecordingAllowed = false
                private var timer: Timer?
                func watchPermission() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.isRecordingAllowed = CGPreflightScreenCaptureAccess()
                    }
                }
            }
            struct PermissionStep: View {
                @ObservedObject var model: SetupModel
                var body: some View {
                    Text(model.isRecordingAllowed ? "Screen recording enabled" : "Screen recording required")
                }
            }
            """),
        // "Updated … ago" split over three texts in one branch reads as one phrase about a past moment.
        Example("""
            struct ReportFooter: View {
                let report: Report?
                var body: some View {
                    HStack(spacing: 3) {
                        Spacer()
                        if let report {
                            Text("Updated")
                            Text(report.date, style: .relative)
                            Text("ago")
                        } else {
                            Text("Calculating…")
                        }
                    }
                }
            }
            """),
        // The countdown's own words say what it counts.
        Example("""
            struct ResendCodeFooter: View {
                @State private var secondsLeft = 30
                var body: some View {
                    Text("Resend the code in \\(secondsLeft) seconds")
                        .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                            secondsLeft -= 1
                        }
                }
            }
            """),
        // A timestamp shown relative to now ("5 min ago"): read correctly whenever VoiceOver lands on it.
        Example("""
            struct CommentRow: View {
                let comment: Comment
                var body: some View {
                    HStack {
                        Text(comment.author)
                        Text(comment.createdAt, style: .relative)
                        // Unwrapped first: the timestamp is still the one it was unwrapped from.
                        if let paid = comment.order?.paidDate {
                            Text(paid, style: .relative)
                        }
                    }
                }
            }
            """),
        // A clock shows the current time, which says what it is; nobody needs each minute announced.
        Example("""
            struct ClockView: View {
                var body: some View {
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text(context.date, style: .time)
                    }
                }
            }
            """),
        Example("""
            struct ScreensaverClock: View {
                let showsDate: Bool
                var body: some View {
                    TimelineView(.everyMinute) { context in
                        face(for: context.date)
                    }
                }

                private func face(for date: Date) -> some View {
                    VStack {
                        Text(date.formatted(date: .omitted, time: .shortened))
                        if showsDate {
                            Text(date.formatted(.dateTime.weekday(.wide).day().month()))
                        }
                    }
                }
            }
            """),
        // An app's own view named TimelineView (a chat timeline) has no schedule.
        Example("""
            struct RoomScreen: View {
                var body: some View {
                    TimelineView(timelineContext: timelineContext)
                        .overlay { Text(roomName) }
                }
            }
            """),
        // The word under the countdown says what it counts.
        Example("""
            struct OrderTimer: View {
                let pickup: ClosedRange<Date>
                var body: some View {
                    VStack {
                        Text(timerInterval: pickup, countsDown: true)
                        Text("Remaining")
                    }
                }
            }
            """),
        // The caption is the card's title, which its only caller gives in words.
        Example("""
            struct TimerCard: View {
                let title: String
                let start: Date
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(start, style: .timer)
                        Text(title).font(.caption2)
                    }
                }
            }

            struct SessionSummary: View {
                let session: Session
                var body: some View {
                    TimerCard(title: "Duration", start: session.start)
                }
            }
            """),
        // A view that is only the clock, drawn under the words that say what it counts.
        Example("""
            struct WorkoutHeader: View {
                let workout: Workout
                var body: some View {
                    VStack(alignment: .leading) {
                        if workout.isActive {
                            HStack {
                                Circle().fill(.red).frame(width: 8, height: 8)
                                Text("Live Workout")
                            }
                            WorkoutClock(start: workout.date)
                        } else {
                            Text("Completed")
                        }
                    }
                }
            }

            struct WorkoutClock: View {
                let start: Date
                var body: some View {
                    Text(start, style: .timer).monospacedDigit()
                }
            }
            """),
        // AIQ's TestTimerView as the audit recommends it.
        Example("""
            struct TestTimerView: View {
                @ObservedObject var timerManager: TestTimerManager
                var body: some View {
                    HStack(spacing: 6) {
                        Image(systemName: "clock")
                        Text(timerManager.formattedTime)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Time remaining: \\(timerManager.formattedTime)")
                    .accessibilityValue(timerManager.formattedTime)
                    .accessibilityAddTraits(.updatesFrequently)
                }
            }
            """),
        Example("""
            struct CountdownLabel: View {
                var body: some View {
                    Text(deadline, style: .timer)
                        .accessibilityAddTraits(.updatesFrequently)
                }
            }
            """),
        // The parent labels the component where it is used.
        Example("""
            struct TimerBadge: View {
                var body: some View {
                    Text(timerManager.formattedTime)
                }
            }

            struct TestTakingView: View {
                var body: some View {
                    TimerBadge()
                        .accessibilityLabel("Time remaining")
                        .accessibilityValue(timerManager.formattedTime)
                }
            }
            """),
        Example("""
            struct Particles: View {
                var body: some View {
                    TimelineView(.animation) { context in
                        Canvas { graphics, size in draw(graphics, size, context.date) }
                    }
                }
            }
            """),
        Example("""
            struct EventRow: View {
                var body: some View {
                    VStack {
                        Text(event.startDate, style: .date)
                        Text(event.formattedTime)
                    }
                }
            }
            """),
        Example("""
            struct FeedView: View {
                let timer = Timer.publish(every: 30, on: .main, in: .common).autoconnect()
                var body: some View {
                    List(posts) { Text($0.title) }
                        .onReceive(timer) { _ in refresh() }
                    .onReceive(timer) { _ in stamp = Date.now.formatted(date: .omitted, time: .shortened) }
                }
            }
            """),
        Example("""
            struct RestButton: View {
                var body: some View {
                    Button {
                        skipRest()
                    } label: {
                        Text(timeRemainingText)
                    }
                }
            }
            """),
        Example("""
            struct Stopwatch: View {
                @State private var seconds = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(seconds)")
                        .accessibilityLabel("Elapsed seconds")
                        .accessibilityValue("\\(seconds)")
                        .onReceive(timer) { _ in seconds += 1 }
                }
            }
            """),
        Example("""
            struct TimeLeftTicker: View {
                var body: some View {
                    Text(remainingTime)
                        .accessibilityHidden(true)
                }
            }
            """),
        // Names are no evidence: nothing in the linted files assigns these on a schedule.
        Example("""
            struct QuizHeader: View {
                let timeRemaining: Int
                let timeElapsedText: String
                var body: some View {
                    HStack {
                        Text("\\(timeRemaining) s left")
                        Text(timeElapsedText)
                    }
                }
            }
            """),
        // A timer that reloads every minute refreshes a value; it does not tick.
        Example("""
            final class InboxModel: ObservableObject {
                @Published var unreadCount = 0
                private var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { [weak self] _ in
                        self?.reload()
                    }
                }
                func reload() { unreadCount = store.unread() }
            }

            struct InboxBadge: View {
                @ObservedObject var model: InboxModel
                var body: some View { Text("\\(model.unreadCount) unread") }
            }
            """),
        // The manager ticks, but the title it also holds does not change with the ticks.
        Example("""
            final class TestTimerManager: ObservableObject {
                @Published var remainingSeconds = 600
                let testTitle: String
                private var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                        self?.remainingSeconds -= 1
                    }
                }
            }

            struct TestHeader: View {
                @ObservedObject var timerManager: TestTimerManager
                var body: some View { Text(timerManager.testTitle) }
            }
            """),
        // A single delay is not a tick: the hint appears once.
        Example("""
            struct SwipeHint: View {
                @State private var hint = ""
                var body: some View {
                    Text(hint)
                        .task {
                            try? await Task.sleep(for: .seconds(2))
                            hint = "Swipe up to continue"
                        }
                }
            }
            """),
        // The loop refreshes the pins; `pin` in the row is the item of a `case let`, and the refresh assigns a
        // local of that name, not a property the view shows.
        Example("""
            struct PinMap: View {
                @State private var pins: [Pin] = []

                var body: some View {
                    List(items) { item in
                        switch item {
                        case let .pin(pin): Text(pin.name)
                        case let .place(place): Text(place.title)
                        }
                    }
                    .task {
                        while !Task.isCancelled {
                            refresh()
                            try? await Task.sleep(for: .seconds(2))
                        }
                    }
                }

                private func refresh() {
                    let pin = Pin()
                    pin.name = store.latestName
                    pins = store.fetchPins() + [pin]
                }
            }
            """),
        // A marquee: the timeline moves a fixed title, no value changes.
        Example("""
        struct MarqueeTitle: View {
            let title: String
            let start = Date()
            var body: some View {
                TimelineView(.animation) { context in
                    let elapsed = context.date.timeIntervalSince(start)
                    Text(title)
                        .fixedSize()
                        .offset(x: -CGFloat(elapsed.truncatingRemainder(dividingBy: 10)) * 20)
                }
            }
        }
        """),
        // A widget is read as one element, with the values it shows when focused.
        Example("""
        import WidgetKit
        import SwiftUI

        struct CountdownWidgetView: View {
            let end: Date
            var body: some View {
                Text(timerInterval: Date.now...end)
            }
        }
        """),
    ]
}
