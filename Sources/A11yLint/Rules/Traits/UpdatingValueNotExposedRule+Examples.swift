import RuleEngine

extension UpdatingValueNotExposedRule {
    static let triggeringExamples: [Example] = [
        // AIQ's TestTimerView (001, critical): the ticking lives in TestTimerManager.
        Example("""
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
            struct ClockView: View {
                var body: some View {
                    ↓TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text(context.date, style: .time)
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
        Example("""
            struct QuizView: View {
                var body: some View {
                    VStack { header }
                }
            }

            extension QuizView {
                var header: some View {
                    HStack {
                        Text("Question \\(index)")
                        ↓Text("\\(timeRemaining) s left")
                    }
                }
            }
            """),
        Example("""
            struct WorkoutView: View {
                var isRunning: Bool
                var body: some View {
                    #if os(iOS)
                    if isRunning {
                        ↓Text(elapsedTime)
                    } else {
                        ↓Text(timerInterval: start...end, countsDown: true)
                    }
                    #endif
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
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
    ]
}
