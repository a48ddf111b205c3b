// Demo screens for the visual rules (charts, Dynamic Type, motion, touch targets, colour).
// Not compiled: linted by a11y-lint to show each rule firing on realistic code, next to the corrected pattern.
// Each screen says which findings it is meant to produce.

import Charts
import SwiftUI

// MARK: - Progress screen (charts)

/// Expected: chart-missing-description on the weekly chart, chart-unlabelled-value on its `.value("", …)`,
/// canvas-missing-accessibility on the goal ring, missing-header-trait on "This week". The trend chart is corrected.
struct ProgressScreen: View {
    let sessions: [StudySession]
    let goalProgress: Double

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                Text("This week").font(.title2)

                Chart(sessions) { session in
                    BarMark(x: .value("Day", session.day, unit: .day), y: .value("", session.minutes))
                }
                .frame(height: 180)

                Canvas { context, size in
                    let ring = Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8))
                    context.stroke(ring.trimmedPath(from: 0, to: goalProgress), with: .color(.green), lineWidth: 8)
                }
                .frame(width: 120, height: 120)

                ScoreTrendChart(sessions: sessions)
            }
            .padding()
        }
        .navigationTitle("Progress")
    }
}

/// Corrected: a chart-level label and summary (seed 000), descriptive PlottableValue labels.
struct ScoreTrendChart: View {
    let sessions: [StudySession]

    var body: some View {
        Chart(sessions) { session in
            LineMark(x: .value("Test date", session.day), y: .value("Score", session.score))
        }
        .accessibilityLabel("Score trend")
        .accessibilityValue(summary)
    }

    private var summary: String {
        guard let first = sessions.first, let last = sessions.last else { return "No sessions yet" }
        return "\(sessions.count) sessions, from \(first.score) to \(last.score) points"
    }
}

// MARK: - Result card (Dynamic Type, colour)

/// Expected: fixed-font-size on the 24 pt title, dynamic-type-capped on `...xxLarge`, text-clipping-risk on the
/// single-line subject name and on the fixed-height footer, insufficient-contrast on the white-on-orange flag.
struct ComplianceResultCard: View {
    let result: ComplianceResult
    @ScaledMetric(relativeTo: .largeTitle) private var percentSize: CGFloat = 56

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Compliance")
                .font(.system(size: 24, weight: .bold))

            // Corrected: the big number scales with @ScaledMetric (seed 002 Pattern 3).
            Text("\(result.compliancePct, specifier: "%.1f")%")
                .font(.system(size: percentSize, weight: .bold, design: .rounded))

            Text(result.subjectName)
                .font(.headline)
                .lineLimit(1)

            Text("OVERUSE")
                .font(.caption.bold())
                .foregroundColor(.white)
                .padding(4)
                .background(Color.orange)

            // Corrected: black on yellow is 13.9:1.
            Text("HOLD DAYS")
                .font(.caption)
                .foregroundColor(.black)
                .padding(4)
                .background(Color.yellow)

            Text("Expected \(result.expectedDoses) doses, actual \(result.actualDoses)")
                .frame(height: 20)
        }
        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
        .padding()
    }
}

// MARK: - Celebration (motion)

/// Expected: animation-ignores-reduce-motion (high) on the endless pulse and on the confetti.
struct StreakCelebrationView: View {
    @State private var isPulsing = false
    @State private var confettiTrigger = 0

    var body: some View {
        Image(systemName: "flame.fill")
            .font(.largeTitle)
            .scaleEffect(isPulsing ? 1.3 : 1)
            .animation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true), value: isPulsing)
            .confettiCannon(trigger: $confettiTrigger, num: 50)
            .onAppear {
                isPulsing = true
                confettiTrigger += 1
            }
    }
}

/// Corrected (seed 002 Pattern 4): the same celebration reads Reduce Motion.
struct MilestoneCelebrationView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showContent = false
    @State private var confettiTrigger = 0

    var body: some View {
        Image(systemName: "trophy.fill")
            .scaleEffect(showContent ? 1 : 0.5)
            .animation(reduceMotion ? nil : .spring(), value: showContent)
            .confettiCannon(trigger: reduceMotion ? .constant(0) : $confettiTrigger, num: reduceMotion ? 0 : 50)
            .onAppear { showContent = true }
    }
}

// MARK: - Entry row (touch targets)

/// Expected: small-touch-target on the 24 pt delete icon. The edit button is the corrected pattern
/// (seed 002 Pattern 5).
struct EntryRowView: View {
    let entry: WeightEntry
    let onDelete: () -> Void
    let onEdit: () -> Void

    var body: some View {
        HStack {
            Text(entry.formattedWeight)
            Spacer()
            Button(action: onEdit) {
                Image(systemName: "pencil")
                    .frame(width: 24, height: 24)
            }
            .frame(minWidth: 44, minHeight: 44)
            .contentShape(Rectangle())
            .accessibilityLabel("Edit entry")

            Button(action: onDelete) {
                Image(systemName: "trash")
                    .frame(width: 24, height: 24)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Delete entry")
        }
    }
}
