import RuleEngine

extension CanvasMissingAccessibilityRule {
    static let triggeringExamples: [Example] = [
        // The track spans the whole width and is not reported; the fill is.
        Example("""
            import SwiftUI

            struct QuotaProgressBar: View {
                let used: Double

                var body: some View {
                    GeometryReader { geometry in
                        Capsule().frame(width: geometry.size.width)
                        ↓Capsule().frame(width: geometry.size.width * used)
                    }
                    .frame(height: 6)
                }
            }
            """),
        // The drawing is the top layer of the ZStack, over its track: it is the content, not a backdrop.
        Example("""
            import SwiftUI

            struct PressureDial: View {
                let pressure: Double

                var body: some View {
                    ZStack {
                        Circle().stroke(.gray.opacity(0.3), lineWidth: 6)
                        ↓Canvas { context, size in drawNeedle(context, size, pressure) }
                    }
                }
            }
            """),
        // A hand-drawn progress ring: the trim is the amount, and nothing says it (seed 001, TestProgressView).
        Example("""
            import SwiftUI

            struct GoalProgressRing: View {
                let fraction: Double

                var body: some View {
                    ZStack {
                        Circle().stroke(Color.gray.opacity(0.3), lineWidth: 8)
                        ↓Circle()
                            .trim(from: 0, to: fraction)
                            .stroke(Color.green, lineWidth: 8)
                    }
                    .frame(width: 60, height: 60)
                }
            }
            """),
        Example("""
            import SwiftUI

            struct BatteryGauge: View {
                let level: Double

                var body: some View {
                    ↓Canvas { context, size in
                        let bar = CGRect(x: 0, y: 0, width: size.width * level, height: size.height)
                        context.fill(Path(bar), with: .color(.green))
                    }
                    .frame(width: 120, height: 24)
                }
            }
            """),
        Example("""
            import SwiftUI

            struct ActivityCard: View {
                let rings: [Ring]

                var body: some View {
                    VStack {
                        Text("Activity")
                        ↓Canvas { context, size in
                            for ring in rings { context.stroke(ring.path(in: size), with: .color(ring.color)) }
                        }
                    }
                }
            }
            """),
        Example("""
            import SwiftUI

            struct SparklineChart: View {
                let values: [Double]

                var body: some View {
                    ↓Path { path in
                        for (index, value) in values.enumerated() {
                            path.addLine(to: CGPoint(x: Double(index) * 10, y: value))
                        }
                    }
                    .stroke(.blue, lineWidth: 2)
                }
            }
            """),
        Example("""
            import SwiftUI

            struct LineShape: Shape {
                let points: [CGPoint]
                func path(in rect: CGRect) -> Path { Path { $0.addLines(points) } }
            }

            struct WeightGraph: View {
                let points: [CGPoint]

                var body: some View {
                    ZStack {
                        Color.clear
                        ↓LineShape(points: points)
                            .stroke(.orange, lineWidth: 3)
                    }
                }
            }
            """),
        Example("""
            import SwiftUI

            struct HeatmapView: View {
                let grid: [[Double]]
                let isCompact: Bool

                var body: some View {
                    if isCompact {
                        Text("Open on iPad to see the heat map")
                    } else {
                        heatmap
                    }
                }

                private var heatmap: some View {
                    ↓Canvas { context, size in
                        drawCells(in: context, size: size)
                    }
                }
            }
            """),
        Example("""
            import SwiftUI

            struct SignatureView: View {
                let strokes: [Stroke]

                var body: some View {
                    #if os(iOS)
                    ↓Canvas { context, _ in
                        for stroke in strokes { context.stroke(stroke.path, with: .color(.primary)) }
                    }
                    .accessibilityHidden(false)
                    #endif
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A pattern beneath the content of a ZStack, and a dimming layer drawn as a background.
        Example("""
            import SwiftUI

            struct TransparencyPreview: View {
                let image: Image

                var body: some View {
                    ZStack {
                        Canvas { context, size in drawSquares(context, size) }
                        image.resizable().scaledToFit()
                    }
                    .overlay { Canvas { context, size in drawFocusRing(context, size) } }
                }
            }
            """),
        // A progress ring redrawn on every frame is an indeterminate spinner: motion, not a value.
        Example("""
            import SwiftUI

            struct SpinnerProgressRing: View {
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Circle()
                            .trim(from: 0, to: sweep(at: timeline.date))
                            .stroke(.tint, lineWidth: 4)
                    }
                    .frame(width: 28, height: 28)
                }
            }
            """),
        // A progress bar beside the text it draws, and one that says its value.
        Example("""
            import SwiftUI

            struct LessonProgressBar: View {
                let done: Int
                let total: Int

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("\\(done) of \\(total) lessons")
                        GeometryReader { proxy in
                            Capsule().frame(width: proxy.size.width * CGFloat(done) / CGFloat(total))
                        }
                    }
                }
            }

            struct UploadProgress: View {
                let fraction: Double

                var body: some View {
                    Circle()
                        .trim(from: 0, to: fraction)
                        .stroke(Color.blue, lineWidth: 4)
                        .accessibilityLabel("Upload")
                        .accessibilityValue(Text(fraction, format: .percent))
                }
            }
            """),
        // A fixed shape in a progress view is its track, not its amount.
        Example("""
            import SwiftUI

            struct StepProgress: View {
                var body: some View {
                    Capsule()
                        .frame(width: 40, height: 4)
                        .foregroundStyle(.secondary)
                }
            }
            """),
        Example("""
            import SwiftUI

            struct BatteryGauge: View {
                let level: Double

                var body: some View {
                    Canvas { context, size in
                        context.fill(Path(CGRect(x: 0, y: 0, width: size.width * level, height: size.height)),
                                     with: .color(.green))
                    }
                    .accessibilityLabel("Battery level")
                    .accessibilityValue("\\(Int(level * 100)) percent")
                }
            }
            """),
        Example("""
            import SwiftUI

            struct BarsChart: View {
                let bars: [Bar]

                var body: some View {
                    Canvas { context, size in drawBars(context, size) }
                        .accessibilityChildren {
                            HStack {
                                ForEach(bars) { bar in
                                    Rectangle().accessibilityLabel(bar.name).accessibilityValue("\\(bar.value)")
                                }
                            }
                        }
                }
            }
            """),
        Example("""
            import SwiftUI

            struct NoiseBackground: View {
                var body: some View {
                    Canvas { context, size in drawGrain(context, size) }
                        .accessibilityHidden(true)
                }
            }
            """),
        // Combined with the texts that say the same thing.
        Example("""
            import SwiftUI

            struct StepsCard: View {
                let steps: Int

                var body: some View {
                    HStack {
                        Canvas { context, size in drawRing(context, size, progress: Double(steps) / 10_000) }
                        Text("\\(steps) steps")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        // Decoration outside chart-like views: a drawn divider.
        Example("""
            import SwiftUI

            struct TicketView: View {
                var body: some View {
                    VStack {
                        Text("Boarding pass")
                        Path { path in
                            path.move(to: .zero)
                            path.addLine(to: CGPoint(x: 300, y: 0))
                        }
                        .stroke(style: StrokeStyle(lineWidth: 1, dash: [4]))
                    }
                }
            }
            """),
        // An animated scene redrawn by a TimelineView (seed-style brand header).
        Example("""
            import SwiftUI

            struct BrandHeader: View {
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Canvas { context, size in drawScene(context, size, timeline.date) }
                    }
                }
            }
            """),
        Example("""
            import SwiftUI

            struct SparklineChart: View {
                let values: [Double]

                var body: some View {
                    Path { path in path.addLines(points(for: values)) }
                        .stroke(.blue, lineWidth: 2)
                        .accessibilityRepresentation {
                            Text("Trend from \\(values.first ?? 0) to \\(values.last ?? 0)")
                        }
                }
            }
            """),
        // Labelled where the component is used.
        Example("""
            import SwiftUI

            struct RingGauge: View {
                let progress: Double
                var body: some View {
                    Canvas { context, size in drawRing(context, size, progress) }
                }
            }

            struct GoalRow: View {
                let goal: Goal
                var body: some View {
                    RingGauge(progress: goal.progress)
                        .accessibilityLabel("\\(goal.name), \\(Int(goal.progress * 100)) percent")
                }
            }
            """),
        Example("""
            import SwiftUI

            struct DrawButton: View {
                var body: some View {
                    Button(action: draw) {
                        Canvas { context, size in drawPencil(context, size) }
                            .frame(width: 44, height: 44)
                    }
                    .accessibilityLabel("Draw")
                }
            }
            """),
    ]
}
