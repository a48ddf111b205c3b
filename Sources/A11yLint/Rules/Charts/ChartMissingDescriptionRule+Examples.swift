import RuleEngine

extension ChartMissingDescriptionRule {
    static let triggeringExamples: [Example] = [
        Example("""
            import Charts
            import SwiftUI

            struct IQTrendChart: View {
                let testHistory: [TestResult]

                var body: some View {
                    ↓Chart(testHistory) { result in
                        LineMark(x: .value("Test Date", result.completedAt), y: .value("IQ Score", result.iqScore))
                    }
                    .frame(height: 200)
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct WeightCard: View {
                let entries: [WeightEntry]

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Weight Trend").font(.headline)
                        ↓Chart {
                            ForEach(entries) { entry in
                                LineMark(x: .value("Date", entry.date), y: .value("Weight", entry.weight))
                            }
                        }
                    }
                    .padding()
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct StepsView: View {
                let days: [Day]

                var body: some View {
                    if days.isEmpty {
                        Text("No steps recorded")
                    } else {
                        ↓Chart(days) { day in
                            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        }
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct SleepView: View {
                let nights: [Night]

                var body: some View {
                    ScrollView { chart }
                }

                private var chart: some View {
                    ↓Chart(nights) { night in
                        BarMark(x: .value("Night", night.date), y: .value("Hours", night.hours))
                    }
                    .chartYScale(domain: 0...12)
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct ScoreChart: View {
                let scores: [Score]

                var body: some View {
                    // Labels on every mark, but nothing says what the chart is about.
                    ↓Chart {
                        ForEach(scores) { score in
                            PointMark(x: .value("Date", score.date), y: .value("Score", score.value))
                                .accessibilityLabel(score.date.formatted())
                                .accessibilityValue("\\(score.value) points")
                        }
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct HeartRateView: View {
                let samples: [Sample]

                var body: some View {
                    #if os(iOS)
                    ↓Chart(samples) { sample in
                        LineMark(x: .value("Time", sample.time), y: .value("BPM", sample.bpm))
                    }
                    #endif
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct BudgetView: View {
                let categories: [Category]
                var body: some View { breakdown }
            }

            extension BudgetView {
                func makeChart() -> some View {
                    ↓Chart(categories) { category in
                        SectorMark(angle: .value("Amount", category.amount))
                    }
                    .accessibilityHidden(false)
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A chart used as a gradient's mask only shapes it: the mask is never an element VoiceOver reads.
        Example("""
            import Charts

            struct PriceArea: View {
                let points: [PricePoint]
                var body: some View {
                    LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom)
                        .mask {
                            Chart(points) { point in
                                AreaMark(x: .value("Position", point.index), y: .value("Value", point.price))
                            }
                            .chartXAxis(.hidden)
                            .chartYAxis(.hidden)
                        }
                }
            }
            """),
        // A donut that prints its value in its hole.
        Example("""
            import Charts
            import SwiftUI

            struct StorageDonut: View {
                let used: Double

                var body: some View {
                    Chart {
                        SectorMark(angle: .value("Used", used), innerRadius: .ratio(0.8))
                        SectorMark(angle: .value("Free", 1 - used), innerRadius: .ratio(0.8))
                    }
                    .chartBackground { proxy in
                        Text("\\(Int(used * 100))% used")
                    }
                }
            }
            """),
        // Seed 000: AIQ's IQTrendChart corrected with a chart-level label and summary.
        Example("""
            import Charts
            import SwiftUI

            struct IQTrendChart: View {
                let testHistory: [TestResult]

                var body: some View {
                    Chart {
                        ForEach(testHistory) { result in
                            LineMark(x: .value("Test Date", result.completedAt), y: .value("IQ Score", result.iqScore))
                        }
                    }
                    .accessibilityLabel("IQ Score Trend Chart")
                    .accessibilityValue(chartAccessibilitySummary)
                }

                private var chartAccessibilitySummary: String {
                    "Showing \\(testHistory.count) test results"
                }
            }
            """),
        // Seed 002: W8Trackr's WeightTrendChartView with an Audio Graph descriptor.
        Example("""
            import Accessibility
            import Charts
            import SwiftUI

            struct WeightTrendChartView: View {
                let entries: [WeightEntry]

                var body: some View {
                    Chart {
                        ForEach(entries) { entry in
                            LineMark(x: .value("Date", entry.date), y: .value("Weight", entry.weight))
                        }
                    }
                    .accessibilityChartDescriptor(self)
                }
            }

            extension WeightTrendChartView: AXChartDescriptorRepresentable {
                nonisolated func makeChartDescriptor() -> AXChartDescriptor {
                    AXChartDescriptor(title: "Weight Trend", summary: nil, xAxis: dateAxis, yAxis: weightAxis, series: [])
                }
            }
            """),
        // Seed 000: AIQ's current implementation, a combined card with a detailed label.
        Example("""
            import Charts
            import SwiftUI

            struct IQTrendChart: View {
                let testHistory: [TestResult]

                var body: some View {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("IQ Score Trend").font(.headline)
                        Chart(testHistory) { result in
                            LineMark(x: .value("Test Date", result.completedAt), y: .value("IQ Score", result.iqScore))
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(chartAccessibilityLabel)
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct PriceRow: View {
                let price: Price

                var body: some View {
                    HStack {
                        Text(price.formatted)
                        // A sparkline that repeats the number beside it.
                        Chart(price.history) { point in
                            LineMark(x: .value("Time", point.time), y: .value("Price", point.value))
                        }
                        .accessibilityHidden(true)
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct StepsView: View {
                let days: [Day]

                var body: some View {
                    if days.isEmpty {
                        Text("No steps recorded")
                    } else {
                        Chart(days) { day in
                            BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
                        }
                        .accessibilityRepresentation {
                            List(days) { day in Text("\\(day.steps) steps on \\(day.date.formatted())") }
                        }
                    }
                }
            }
            """),
        // Not Swift Charts: an app's own `Chart` type in a file that does not import Charts.
        Example("""
            import SwiftUI

            struct Dashboard: View {
                var body: some View {
                    Chart(values: model.values)
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct HistoryList: View {
                let runs: [Run]

                var body: some View {
                    NavigationLink(value: runs) {
                        Chart(runs) { run in
                            BarMark(x: .value("Date", run.date), y: .value("Distance", run.distance))
                        }
                    }
                }
            }
            """),
        // The label is applied where the component is used.
        Example("""
            import Charts
            import SwiftUI

            struct Sparkline: View {
                let values: [Point]

                var body: some View {
                    Chart(values) { point in
                        LineMark(x: .value("Time", point.time), y: .value("Value", point.value))
                    }
                }
            }

            struct StatTile: View {
                let stat: Stat

                var body: some View {
                    Sparkline(values: stat.points)
                        .accessibilityLabel("\\(stat.name) over the last week")
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct HeartRateView: View {
                let samples: [Sample]

                var body: some View {
                    #if os(iOS)
                    Chart(samples) { sample in
                        LineMark(x: .value("Time", sample.time), y: .value("BPM", sample.bpm))
                    }
                    .accessibilityLabel("Heart rate today")
                    .accessibilityValue(summary)
                    #endif
                }
            }
            """),
    ]
}
