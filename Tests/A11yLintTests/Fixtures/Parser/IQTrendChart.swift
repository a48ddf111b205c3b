import Charts
import SwiftUI

/// In the spirit of the AIQ audit's IQTrendChart: a chart whose marks carry their own accessibility labels, a
/// legend combined into one element, and an icon-only button that opens a data table.
struct IQTrendChart: View {
    let testHistory: [TestResult]
    @State private var showingDataTable = false

    // Maximum number of data points to render for performance
    private let maxDataPoints = 50

    private var hasConfidenceIntervals: Bool {
        ChartDomainCalculator.hasConfidenceIntervals(in: testHistory)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("IQ Score Trend")
                    .font(.headline)
                    .foregroundColor(.primary)

                Spacer()

                if hasConfidenceIntervals {
                    HStack(spacing: 4) {
                        RoundedRectangle(cornerRadius: 2)
                            .fill(Color.accentColor.opacity(0.2))
                            .frame(width: 12, height: 8)
                        Text("95% CI")
                            .font(.caption2)
                    }
                    .accessibilityLabel("Shaded area shows 95% confidence interval")
                }

                Button {
                    showingDataTable = true
                } label: {
                    Image(systemName: "tablecells")
                }
                .accessibilityLabel("View data table")
            }

            if testHistory.count >= 2 {
                Chart {
                    ForEach(sampledData) { result in
                        if let ci = result.confidenceInterval {
                            AreaMark(
                                x: .value("Test Date", result.completedAt),
                                yStart: .value("CI Lower", ci.lower),
                                yEnd: .value("CI Upper", ci.upper)
                            )
                            .foregroundStyle(Color.accentColor.opacity(0.15))
                            // Area marks are decorative - individual points have CI info
                            .accessibilityHidden(true)
                        }

                        LineMark(
                            x: .value("Test Date", result.completedAt),
                            y: .value("IQ Score", result.iqScore)
                        )
                        .lineStyle(StrokeStyle(lineWidth: 2))
                        .accessibilityLabel("Test on \(result.completedAt.toShortString())")
                        .accessibilityValue(makeAccessibilityValue(for: result))
                    }
                }
                .frame(height: 200)
            } else {
                Text("Complete more tests to see your trend")
                    .foregroundStyle(.secondary)
            }
        }
        .sheet(isPresented: $showingDataTable) {
            TestHistoryTableView(testHistory: testHistory)
        }
    }

    private var sampledData: [TestResult] {
        Array(testHistory.suffix(maxDataPoints))
    }

    private func makeAccessibilityValue(for result: TestResult) -> String {
        "IQ score \(result.iqScore)"
    }
}
