// Demo screens for the trait and grouping rules: a timed quiz app in the spirit of the audits in
// ../shared/seeds (AIQ's test flow, W8Trackr's dashboard, StudyCoor's study chips). Not compiled: it is lint input.
// Each screen mixes defects (marked "finding:") with the corrected patterns the audits recommend ("correct:").
import SwiftUI

// MARK: - Test taking

struct TestTakingView: View {
    @StateObject private var timerManager = TestTimerManager()
    @State private var selectedAnswer: Int?
    @State private var isSubmitting = false
    let question: Question

    var body: some View {
        VStack(spacing: 16) {
            TestTimerView(timerManager: timerManager)
            QuestionCardView(question: question)

            ForEach(question.options.indices, id: \.self) { index in
                // finding: selection-state-not-exposed — the chosen option changes colour only.
                Button {
                    selectedAnswer = index
                } label: {
                    Text(question.options[index])
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(selectedAnswer == index ? Color.accentColor : Color.gray.opacity(0.15))
                }
            }

            // finding: tap-gesture-without-button-trait — "Skip" is tappable text, not a button.
            Text("Skip question")
                .foregroundStyle(.secondary)
                .onTapGesture { skip() }

            // finding: gesture-without-accessibility-action — flagging needs a long press.
            Image(systemName: "flag")
                .accessibilityLabel("Flag question")
                .onLongPressGesture { flagQuestion() }
        }
        .overlay {
            if isSubmitting {
                LoadingOverlay()
            }
        }
    }
}

/// finding: updating-value-not-exposed — the countdown is read once, as a bare "12:34" (001 TestTimerView).
struct TestTimerView: View {
    @ObservedObject var timerManager: TestTimerManager

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "clock")
                .accessibilityHidden(true)
            Text(timerManager.formattedTime)
                .font(.headline.monospacedDigit())
        }
        .padding(8)
    }
}

/// correct: the countdown as the audit recommends it.
struct AccessibleTimerView: View {
    @ObservedObject var timerManager: TestTimerManager

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "clock")
            Text(timerManager.formattedTime)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Time remaining")
        .accessibilityValue(timerManager.formattedTime)
        .accessibilityAddTraits(.updatesFrequently)
    }
}

/// correct: combined with a label that reads as a sentence.
struct QuestionCardView: View {
    let question: Question

    var body: some View {
        VStack(alignment: .leading) {
            Text("Question \(question.number)")
            Text(question.text)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Question \(question.number): \(question.text)")
    }
}

/// finding: loading-state-not-announced — a spinning image with no label (001 LoadingOverlay).
struct LoadingOverlay: View {
    @State private var isRotating = false

    var body: some View {
        ZStack {
            Color.black.opacity(0.4).ignoresSafeArea()
            Image(systemName: "brain.head.profile")
                .font(.largeTitle)
                .rotationEffect(.degrees(isRotating ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isRotating)
        }
        .onAppear { isRotating = true }
    }
}

// MARK: - Results and history

struct ResultsView: View {
    let results: [TestResult]
    var isLoading: Bool

    var body: some View {
        ScrollView {
            if isLoading {
                // correct: a bare spinner as the screen's content reads "in progress"; nothing is hidden.
                ProgressView()
            } else {
                // correct: a spinner with a title would read "Loading history".
                ProgressView("Loading history")
                    .opacity(0)

                HStack {
                    HistoryStatCard(title: "Tests", value: "\(results.count)")
                    HistoryStatCard(title: "Best", value: "\(results.map(\.score).max() ?? 0)")
                }

                ForEach(results) { result in
                    ResultRow(result: result)
                }
            }
        }
    }
}

/// finding: ungrouped-card — two texts read as separate stops (001 HistoryStatCard).
struct HistoryStatCard: View {
    let title: String
    let value: String

    var body: some View {
        VStack {
            Text(value).font(.title2.bold())
            Text(title).font(.caption)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.1)))
    }
}

/// finding: grouping-hides-controls — `.ignore` drops the Share and Delete buttons.
struct ResultRow: View {
    let result: TestResult

    var body: some View {
        HStack {
            Text(result.date, style: .date)
            Text("\(result.score)")
            Spacer()
            Button("Share") { share(result) }
            Button("Delete", role: .destructive) { delete(result) }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Score \(result.score)")
    }
}

// MARK: - Settings

struct StudySettingsView: View {
    @Environment(\.openURL) private var openURL
    @Binding var selectedStudy: Study?
    @State private var showsSavedMessage = false
    let studies: [Study]

    var body: some View {
        VStack(alignment: .leading) {
            ScrollView(.horizontal) {
                HStack {
                    ForEach(studies) { study in
                        // correct: the chip exposes its selection as a trait (004 §1.2, fixed).
                        Button(study.name) { selectedStudy = study }
                            .padding(8)
                            .background(selectedStudy == study ? Color.accentColor : Color.gray.opacity(0.2))
                            .accessibilityAddTraits(selectedStudy == study ? .isSelected : [])
                    }
                }
            }

            // finding: hidden-interactive-element — the reset button is hidden with its decorative row.
            HStack {
                Image(systemName: "arrow.counterclockwise")
                Text("Reset progress")
                Button("Reset") { resetProgress() }
            }
            .accessibilityHidden(true)

            // correct: a row announced as a button, as W8Trackr's LogbookRowView does.
            HStack {
                Text("Export results")
                Spacer()
                Image(systemName: "chevron.right")
            }
            .contentShape(Rectangle())
            .onTapGesture { exportResults() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)

            // finding: button-used-as-link — a web page opened by a button is announced as a button.
            Button("Study protocol") {
                openURL(URL(string: "https://example.com/study-protocol")!)
            }

            // correct: a link is announced as a link and listed in the Links rotor.
            Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)

            Button("Save settings") { saveSettings() }
            if showsSavedMessage {
                Text("Settings saved. They apply to your next study.")
            }
        }
    }

    private func saveSettings() {
        showsSavedMessage = true
        // finding: auto-dismiss — the message is gone after two seconds, before everyone has reached or read it.
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            showsSavedMessage = false
        }
    }
}
