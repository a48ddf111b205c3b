import RuleEngine

extension ChartUnlabelledValueRule {
    static let triggeringExamples: [Example] = [
        // A clear rule that only pads the time axis is still a stop VoiceOver reads: hide it or name it.
        Example("""
            import Charts
            import SwiftUI

            struct GlucoseChart: View {
                let readings: [Reading]
                let axisEnd: Date

                var body: some View {
                    Chart {
                        ForEach(readings) { LineMark(x: .value("Time", $0.date), y: .value("Glucose", $0.value)) }
                        RuleMark(x: .value(↓"", axisEnd)).foregroundStyle(.clear)
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct IQTrendChart: View {
                let testHistory: [TestResult]

                var body: some View {
                    Chart(testHistory) { result in
                        LineMark(x: .value(↓"", result.completedAt), y: .value(↓"", result.iqScore))
                    }
                    .accessibilityLabel("IQ score trend")
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct StepsChart: View {
                let days: [Day]

                var body: some View {
                    Chart {
                        ForEach(days) { day in
                            BarMark(x: .value(↓"x", day.date), y: .value(↓"y", day.steps))
                        }
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct BudgetChart: View {
                let categories: [Category]

                var body: some View {
                    Chart(categories) { category in
                        SectorMark(angle: .value(↓"Value", category.amount))
                            .foregroundStyle(by: .value("Category", category.name))
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct TemperatureView: View {
                let readings: [Reading]
                let showsTrend: Bool

                var body: some View {
                    Chart(readings) { reading in
                        if showsTrend {
                            LineMark(x: .value("Time", reading.time), y: .value(↓" ", reading.celsius))
                        } else {
                            PointMark(x: .value("Time", reading.time), y: .value("Temperature", reading.celsius))
                        }
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct RevenueView: View {
                let months: [Month]
                var body: some View { Chart { marks } }

                @ChartContentBuilder
                private var marks: some ChartContent {
                    ForEach(months) { month in
                        AreaMark(x: .value("Month", month.start), y: PlottableValue.value(↓"data", month.revenue))
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct GoalChart: View {
                let target: Double

                var body: some View {
                    Chart {
                        RuleMark(y: .value(↓"", target))
                            .accessibilityLabel("Goal")
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Each series is named by its literal value; the measured values have their own names.
        Example("""
            import Charts
            import SwiftUI

            struct WindChart: View {
                let hours: [HourForecast]
                var body: some View {
                    Chart(hours) { hour in
                        LineMark(x: .value("Hour", hour.date), y: .value("Wind speed", hour.speed))
                            .foregroundStyle(by: .value("Value", "Wind speed"))
                        LineMark(x: .value("Hour", hour.date), y: .value("Gusts", hour.gust))
                            .foregroundStyle(by: .value("Value", "Gusts"))
                    }
                }
            }
            """),
        // The marker follows the finger while it scrubs; the line itself is named.
        Example("""
            import Charts
            import SwiftUI

            struct PriceChart: View {
                let points: [PricePoint]
                @Binding var scrubbedPoint: PricePoint?

                var body: some View {
                    Chart {
                        ForEach(points) { point in
                            LineMark(x: .value("Day", point.day), y: .value("Price", point.price))
                        }
                        if let scrubbed = scrubbedPoint {
                            PointMark(x: .value("x", scrubbed.day), y: .value("y", scrubbed.price))
                        }
                    }
                    .accessibilityLabel("Price over the last month")
                }
            }
            """),
        // The rule marks the date the finger picks with `.chartXSelection`; it is gone when the finger lifts.
        Example("""
            import Charts
            import SwiftUI

            struct StepsChart: View {
                let days: [StepDay]
                @State private var selectedDate: Date?

                var body: some View {
                    Chart {
                        ForEach(days) { day in
                            BarMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
                        }
                        if let selectedDate {
                            RuleMark(x: .value("value", selectedDate))
                        }
                    }
                    .chartXSelection(value: $selectedDate)
                }
            }
            """),
        // A mini chart drawn only in a link's label: VoiceOver reads the link as one element, not the chart's marks.
        Example("""
            import Charts

            struct WeekCard: View {
                let hours: [Hour]
                var body: some View {
                    NavigationLink { WeekDetails() } label: {
                        VStack {
                            Text("This week")
                            MiniChart(hours: hours)
                        }
                    }
                }
            }

            struct MiniChart: View {
                let hours: [Hour]
                var body: some View {
                    Chart(hours) { hour in
                        BarMark(x: .value("", hour.index), y: .value("", hour.total))
                    }
                }
            }
            """),
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
        // Seed 000: AIQ's descriptive PlottableValue labels.
        Example("""
            import Charts
            import SwiftUI

            struct IQTrendChart: View {
                let testHistory: [TestResult]

                var body: some View {
                    Chart(testHistory) { result in
                        LineMark(x: .value("Test Date", result.completedAt), y: .value("IQ Score", result.iqScore))
                    }
                }
            }
            """),
        // Seed 000: marks with their own label and value.
        Example("""
            import Charts
            import SwiftUI

            struct IQTrendChart: View {
                let testHistory: [TestResult]

                var body: some View {
                    Chart {
                        ForEach(testHistory) { result in
                            PointMark(x: .value("", result.completedAt), y: .value("", result.iqScore))
                                .accessibilityLabel("Test on \\(result.completedAt.formatted())")
                                .accessibilityValue("\\(result.iqScore) IQ points")
                        }
                    }
                }
            }
            """),
        // The label and value given to the `Plot` around the mark describe the mark.
        Example("""
            import Charts
            import SwiftUI

            struct HeartRateLog: View {
                let readings: [Reading]

                var body: some View {
                    Chart {
                        ForEach(readings) { reading in
                            Plot {
                                LineMark(x: .value("x", reading.time), y: .value("y", reading.bpm))
                            }
                            .accessibilityLabel("Heart rate at \\(reading.time.formatted())")
                            .accessibilityValue("\\(reading.bpm) beats per minute")
                        }
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct Sparkline: View {
                let points: [Point]

                var body: some View {
                    Chart(points) { point in
                        LineMark(x: .value("", point.time), y: .value("", point.value))
                    }
                    .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct WeightTrendChartView: View {
                let entries: [WeightEntry]

                var body: some View {
                    Chart(entries) { entry in
                        LineMark(x: .value("x", entry.date), y: .value("y", entry.weight))
                    }
                    .accessibilityChartDescriptor(self)
                }
            }
            """),
        // The label comes from a variable: trusted.
        Example("""
            import Charts
            import SwiftUI

            struct MetricChart: View {
                let metric: Metric

                var body: some View {
                    Chart(metric.samples) { sample in
                        LineMark(x: .value("Date", sample.date), y: .value(metric.name, sample.value))
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct CalorieChart: View {
                let meals: [Meal]

                var body: some View {
                    Chart(meals) { meal in
                        BarMark(x: .value("Meal", meal.name), y: .value("Calories", meal.calories))
                            .foregroundStyle(by: .value("Meal type", meal.kind))
                    }
                }
            }
            """),
        // Not Swift Charts: no `import Charts`.
        Example("""
            import SwiftUI

            struct SettingsRow: View {
                var body: some View {
                    Picker("Unit", selection: $unit) {
                        Text("Metric").tag(Unit.value("", 0))
                    }
                }
            }
            """),
        Example("""
            import Charts
            import SwiftUI

            struct RevenueView: View {
                let months: [Month]

                var body: some View {
                    #if os(iOS)
                    Chart(months) { month in
                        AreaMark(x: .value("Month", month.start), y: .value("Revenue (USD)", month.revenue))
                    }
                    #endif
                }
            }
            """),
    ]
}
