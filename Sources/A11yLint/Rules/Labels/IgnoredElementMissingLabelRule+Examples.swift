import RuleEngine

extension IgnoredElementMissingLabelRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct WeatherCard: View {
                let weather: Weather
                var body: some View {
                    HStack {
                        Image(systemName: weather.symbol)
                        VStack {
                            Text(weather.city)
                            Text(weather.temperature)
                        }
                    }
                    .↓accessibilityElement(children: .ignore)
                }
            }
            """),
        Example("""
            struct HeroCardView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Text("Current Weight")
                        Text(formattedWeight)
                        Text(changeText)
                    }
                    .↓accessibilityElement(children: .ignore)
                }
            }
            """),
        Example("""
            struct PriceList: View {
                let items: [Item]
                var body: some View {
                    List {
                        ForEach(items) { item in
                            HStack {
                                Text(item.name)
                                Spacer()
                                Text(item.price)
                            }
                            .↓accessibilityElement(children: .ignore)
                        }
                    }
                }
            }
            """),
        Example("""
            struct StatusRow: View {
                let isOnline: Bool
                var body: some View {
                    if isOnline {
                        HStack { Circle().fill(.green); Text("Online") }
                            .↓accessibilityElement(children: .ignore)
                    } else {
                        Text("Offline")
                    }
                }
            }
            """),
        Example("""
            struct StatItem: View {
                var body: some View {
                    content
                }
            }

            extension StatItem {
                var content: some View {
                    VStack {
                        Text("12k")
                        Text("Users")
                    }
                    .↓accessibilityElement(children: AccessibilityChildBehavior.ignore)
                }
            }
            """),
        Example("""
            struct TimerBadge: View {
                @ScaledMetric private var size: CGFloat = 24
                var body: some View {
                    #if os(iOS)
                    ZStack {
                        Circle().frame(width: size, height: size)
                        Text(remaining)
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityAddTraits(.updatesFrequently)
                    #endif
                }
            }
            """),
        // `.contain` keeps its children separate: the container's label names the group, not each child (issue 18).
        Example("""
            struct MatchSummary: View {
                var body: some View {
                    VStack {
                        HStack {
                            Text("Home")
                            Text(homeScore)
                        }
                        .↓accessibilityElement(children: .ignore)
                        HStack {
                            Text("Away")
                            Text(awayScore)
                        }
                        .↓accessibilityElement(children: .ignore)
                    }
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel("Scores")
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A value is read on its own ("12 points"); what it is of usually stands beside it.
        Example("""
            struct ScoreBadge: View {
                let score: Int
                var body: some View {
                    HStack {
                        Image(systemName: "star.fill")
                        Text("\\(score)")
                    }
                    .accessibilityElement()
                    .accessibilityValue("\\(score) points")
                }
            }
            """),
        Example("""
            struct HeroCardView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Text("Current Weight")
                        Text(formattedWeight)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(accessibilityDescription)
                }
            }
            """),
        Example("""
            struct ScoreBadge: View {
                var body: some View {
                    HStack { Image(systemName: "star.fill"); Text(score) }
                        .accessibilityLabel("Score \\(score)")
                        .accessibilityElement()
                }
            }
            """),
        Example("""
            struct FeatureCard: View {
                var body: some View {
                    VStack { Text("Fresh AI Challenges"); Text("New questions every day") }
                        .accessibilityElement(children: .combine)
                    VStack { Text("Track your progress") }
                        .accessibilityElement(children: .contain)
                }
            }
            """),
        Example("""
            struct Divider3D: View {
                var body: some View {
                    ZStack { Rectangle(); Rectangle().offset(y: 1) }
                        .accessibilityElement(children: .ignore)
                        .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct StatItem: View {
                let value: String
                let title: String
                var body: some View {
                    VStack { Text(value); Text(title) }
                        .accessibilityElement(children: .ignore)
                }
            }

            struct StatsRow: View {
                var body: some View {
                    HStack {
                        StatItem(value: "12k", title: "Users")
                            .accessibilityLabel("12 thousand users")
                    }
                }
            }
            """),
        Example("""
            struct LegendView: View {
                var body: some View {
                    HStack {
                        HStack { Circle(); Text("95% CI") }
                            .accessibilityElement(children: .ignore)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Shaded area shows 95% confidence interval")
                }
            }
            """),
        Example("""
            struct RatingView: View {
                @Binding var rating: Int
                var body: some View {
                    HStack { ForEach(1...5, id: \\.self) { Image(systemName: $0 <= rating ? "star.fill" : "star") } }
                        .accessibilityElement(children: .ignore)
                        .accessibilityRepresentation {
                            Stepper("Rating", value: $rating, in: 1...5)
                        }
                }
            }
            """),
        Example("""
            struct CardView: View {
                let behaviour: AccessibilityChildBehavior
                var body: some View {
                    VStack { Text(title) }
                        .accessibilityElement(children: behaviour)
                    VStack { Text(title) }
                        .accessibilityElement(children: .ignore)
                        .modifier(CardAccessibility(label: summary))
                    VStack { Text(title) }
                        .accessibilityElement(children: .ignore)
                        .accessibility(label: Text(summary))
                }
            }
            """),
        // `.combine` with a label: the enclosing element's label replaces the children's.
        Example("""
            struct MatchSummary: View {
                var body: some View {
                    VStack {
                        HStack { Text("Home"); Text(homeScore) }
                            .accessibilityElement(children: .ignore)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Home \\(homeScore)")
                }
            }
            """),
    ]
}
