import RuleEngine

extension FixedFontSizeRule {
    static let triggeringExamples: [Example] = [
        // Seed 004 §2.3 "Before".
        Example("""
            struct ResultView: View {
                var body: some View {
                    Text("Compliance")
                        .font(↓.system(size: 24, weight: .bold))
                }
            }
            """),
        Example("""
            struct ProfileHeader: View {
                let name: String

                var body: some View {
                    VStack {
                        Text(name)
                        Text("Member since 2021")
                    }
                    .font(↓.custom("Avenir Next", size: 17))
                }
            }
            """),
        Example("""
            struct HeroCardView: View {
                private let heroFontSize: CGFloat = 56

                var body: some View {
                    Text(formattedWeight)
                        .font(↓.system(size: heroFontSize, weight: .bold, design: .rounded))
                }
            }
            """),
        Example("""
            struct Theme {
                static let ↓caption = Font.system(size: 11)
            }
            """),
        Example("""
            struct TagList: View {
                let tags: [String]

                var body: some View {
                    ForEach(tags, id: \\.self) { tag in
                        if tag.isEmpty {
                            EmptyView()
                        } else {
                            Text(tag).font(↓Font.system(size: 12).weight(.semibold))
                        }
                    }
                }
            }
            """),
        Example("""
            final class BadgeLabel: UILabel {
                func configure() {
                    font = ↓UIFont.systemFont(ofSize: 14)
                }
            }
            """),
        Example("""
            struct StatRow: View {
                var body: some View {
                    #if os(iOS)
                    Label("Streak", systemImage: "flame")
                        .font(↓.custom("Inter", fixedSize: 15))
                    #endif
                }
            }
            """),
        Example("""
            struct OrderRow: View {
                var body: some View { title }
            }

            extension OrderRow {
                var title: some View {
                    Text("Order #1024").font(↓.system(size: 16))
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Seed 002 Pattern 3: W8Trackr's HeroCardView with @ScaledMetric.
        Example("""
            struct HeroCardView: View {
                @ScaledMetric(relativeTo: .largeTitle) private var heroFontSize: CGFloat = 56

                var body: some View {
                    VStack(spacing: 12) {
                        Text("Current Weight")
                            .font(.subheadline)
                        Text(formattedWeight)
                            .font(.system(size: heroFontSize, weight: .bold, design: .rounded))
                        Text(weightUnit.displayName)
                            .font(.title2)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(accessibilityDescription)
                }
            }
            """),
        // Seed 004 §2.3 "After".
        Example("""
            struct ResultView: View {
                var body: some View {
                    Text("Compliance")
                        .font(.title)
                        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
                }
            }
            """),
        Example("""
            struct ProfileHeader: View {
                var body: some View {
                    Text("Member since 2021")
                        .font(.custom("Avenir Next", size: 17, relativeTo: .body))
                }
            }
            """),
        Example("""
            struct Badge: View {
                var body: some View {
                    Text("NEW").font(.system(.caption, design: .rounded, weight: .bold))
                }
            }
            """),
        // Symbol sizing on an image, not text.
        Example("""
            struct EmptyState: View {
                var body: some View {
                    Image(systemName: "tray")
                        .font(.system(size: 48))
                }
            }
            """),
        Example("""
            final class BadgeLabel: UILabel {
                func configure() {
                    font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont.systemFont(ofSize: 14))
                    adjustsFontForContentSizeCategory = true
                }
            }
            """),
        // A size from another file or module: unknown, so quiet.
        Example("""
            struct PriceTag: View {
                var body: some View {
                    Text(price).font(.system(size: Typography.priceSize))
                }
            }
            """),
        Example("""
            struct Caption: View {
                @ScaledMetric var size: CGFloat = 13

                var body: some View {
                    #if os(iOS)
                    Text("Updated just now").font(.system(size: size))
                    #endif
                }
            }
            """),
        Example("""
            struct Legend: View {
                var body: some View {
                    Text("95% CI")
                        .font(Typography.labelMedium)
                        .foregroundColor(ColorPalette.textSecondary)
                }
            }
            """),
        // Corpus: a font family picked with a placeholder size that the app scales later.
        Example("""
            final class FontSettings {
                func choose(_ choice: FontChoice) {
                    chosenFont = UIFont(name: "OpenDyslexic", size: 1)
                }
            }
            """),
        // Corpus: symbol sizing on a stack of icon buttons, an emoji, and a label style's icon.
        Example("""
            struct HomeHeader: View {
                var body: some View {
                    HStack {
                        Button { showHelp() } label: { Image(systemName: "questionmark.circle") }
                        Spacer()
                        Button { showSettings() } label: { Image(systemName: "gear") }
                    }
                    .font(.system(size: 24))
                }
            }
            """),
        Example("""
            struct ThankYou: View {
                var body: some View {
                    VStack {
                        Text("🎉").font(.system(size: 40))
                        Text("Thank you!").font(.title)
                    }
                }
            }
            """),
        Example("""
            struct SpotLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.icon.font(.system(size: 18))
                        configuration.title.font(.custom(.brandMedium, size: 16))
                    }
                }
            }
            """),
    ]
}
