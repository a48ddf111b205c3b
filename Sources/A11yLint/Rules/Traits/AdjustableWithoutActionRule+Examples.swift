import RuleEngine

extension AdjustableWithoutActionRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct VolumeBar: View {
                @Binding var volume: Double
                var body: some View {
                    GeometryReader { proxy in
                        Capsule()
                            .↓gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { drag in
                                        volume = min(max(drag.location.x / proxy.size.width, 0), 1)
                                    }
                            )
                    }
                }
            }
            """),
        Example("""
            struct RatingBar: View {
                @State private var rating = 3
                var body: some View {
                    HStack { ForEach(1...5, id: \\.self) { Image(systemName: $0 <= rating ? "star.fill" : "star") } }
                        .↓gesture(DragGesture().onChanged { drag in self.rating = Int(drag.location.x / 20) + 1 })
                }
            }
            """),
        Example("""
            struct Scrubber: View {
                @Binding var progress: Double
                var body: some View {
                    Rectangle()
                        .frame(height: 8)
                        .↓simultaneousGesture(DragGesture().onEnded { drag in progress += drag.translation.width / 300 })
                }
            }
            """),
        Example("""
            struct Dimmer: View {
                @State private var brightnessLevel = 0.5
                var body: some View {
                    Circle()
                        .↓highPriorityGesture(DragGesture().onChanged { brightnessLevel = $0.location.y / 200 })
                }
            }
            """),
        Example("""
            struct Knob: View {
                var body: some View {
                    Circle()
                        .↓accessibilityHint("Swipe up or down to adjust the temperature")
                }
            }
            """),
        Example("""
            struct Meter: View {
                @Binding var value: CGFloat
                var body: some View {
                    Rectangle()
                        .accessibilityLabel("Level")
                        .↓gesture(DragGesture().onChanged { value = $0.location.x })
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Adjustable.
        Example("""
            struct VolumeBar: View {
                @Binding var volume: Double
                var body: some View {
                    Capsule()
                        .gesture(DragGesture().onChanged { volume = $0.location.x / 200 })
                        .accessibilityValue("\\(Int(volume * 100)) percent")
                        .accessibilityAdjustableAction { direction in
                            volume += direction == .increment ? 0.1 : -0.1
                        }
                }
            }
            """),
        Example("""
            struct RatingBar: View {
                @Binding var rating: Int
                var body: some View {
                    Stars(rating: rating)
                        .gesture(DragGesture().onChanged { rating = Int($0.location.x / 20) })
                        .accessibilityRepresentation { Stepper("Rating", value: $rating, in: 1...5) }
                }
            }
            """),
        // A drag that moves a view, not a value.
        Example("""
            struct Card: View {
                @State private var offset = CGSize.zero
                var body: some View {
                    Rectangle()
                        .offset(offset)
                        .gesture(DragGesture().onChanged { offset = $0.translation })
                }
            }
            """),
        Example("""
            struct Sheet: View {
                @State private var dragAmount = CGSize.zero
                var body: some View {
                    Panel().gesture(DragGesture().onChanged { drag in isDragging = true })
                }
            }
            """),
        // Not a drag.
        Example("""
            struct Counter: View {
                @State private var value = 0
                var body: some View {
                    Text("\\(value)").gesture(TapGesture().onEnded { value = 0 })
                }
            }
            """),
        // The system slider is adjustable.
        Example("""
            struct Settings: View {
                @State private var volume = 0.5
                var body: some View {
                    Slider(value: $volume)
                        .accessibilityHint("Changes the playback volume")
                }
            }
            """),
        // A hint that does not promise the adjust gesture.
        Example("""
            struct Row: View {
                var body: some View {
                    Text("Brightness")
                        .accessibilityHint("Opens the display settings")
                }
            }
            """),
        // The promise is kept.
        Example("""
            struct Knob: View {
                @Binding var value: Double
                var body: some View {
                    Circle()
                        .accessibilityHint("Swipe up or down to adjust")
                        .accessibilityAdjustableAction { direction in value += direction == .increment ? 1 : -1 }
                }
            }
            """),
    ]
}
