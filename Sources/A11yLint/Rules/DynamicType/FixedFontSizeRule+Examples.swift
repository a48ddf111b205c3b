import RuleEngine

extension FixedFontSizeRule {
    static let triggeringExamples: [Example] = [
        // A context menu's preview is a view of the app's, drawn in its own fonts.
        Example("""
            struct PhotoTile: View {
                let caption: String
                var body: some View {
                    Color.gray
                        .contextMenu {
                            Button("Share") { }
                        } preview: {
                            Text(caption).font(↓.system(size: 13))
                        }
                }
            }
            """),
        // A named font with a system fallback: one finding, on the font that is drawn.
        Example("""
            final class ChartLegend {
                func attributes() -> [NSAttributedString.Key: Any] {
                    let font = ↓UIFont(name: "Helvetica Bold", size: 14) ?? UIFont.systemFont(ofSize: 14)
                    return [.font: font]
                }
            }
            """),
        // The font nearest the text wins: the text style written after it never applies.
        Example("""
            struct SongRow: View {
                let name: String
                var body: some View {
                    Text(name)
                        .font(↓.system(size: 10))
                        .font(.headline)
                }
            }
            """),
        // A component of the file that draws a text among its images: the font sizes that text too.
        Example("""
            struct RatingRow: View {
                var body: some View {
                    RatingSummary()
                        .font(↓.system(size: 15))
                }
            }
            struct RatingSummary: View {
                var body: some View {
                    HStack {
                        ForEach(0..<5) { _ in Image(systemName: "star.fill") }
                        Text("4.2")
                    }
                }
            }
            """),
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
                    .font(↓.custom("Avenir Next", fixedSize: 17))
                }
            }
            """),
        Example("""
            struct MemberCard: View {
                private let nameFontSize: CGFloat = 22

                var body: some View {
                    Text(member.name)
                        .font(↓.system(size: nameFontSize, weight: .bold, design: .rounded))
                }
            }
            """),
        Example("""
            struct Theme {
                static let ↓caption = Font.system(size: 11)
            }
            """),
        // A theme protocol's fonts, computed in its extension and read through an instance (`theme.caption`).
        Example("""
            protocol ThemeProtocol {
                var caption: Font { get }
            }

            extension ThemeProtocol {
                var ↓caption: Font { .system(size: 12, weight: .regular) }
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
        // A font constant made by UIKit is reported once, at the initialiser.
        Example("""
            final class ChatTitleView: UIView {
                private let titleFont = ↓UIFont.systemFont(ofSize: 16, weight: .semibold)
                private let subtitleFont: UIFont = ↓.systemFont(ofSize: 13)
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
        // A label that holds a text beside its icon: the font sizes the text too.
        Example("""
            struct AddToCartButton: View {
                var body: some View {
                    Button { addToCart() } label: {
                        HStack {
                            Image(systemName: "cart.badge.plus")
                            Text("Add to cart")
                        }
                    }
                    .font(↓.system(size: 15, weight: .semibold))
                }
            }
            """),
        // A helper property of the same type that shows text.
        Example("""
            struct ForecastRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "cloud.sun")
                        summary
                    }
                    .font(↓.system(size: 13))
                }

                private var summary: some View {
                    Text("Sunny spells, 18°")
                }
            }
            """),
        // A font constant applied to a symbol and to a text: the text stays small.
        Example("""
            struct StatusChip: View {
                private let ↓chipFont = Font.system(size: 12)

                var body: some View {
                    HStack {
                        Image(systemName: "bolt.fill").font(chipFont)
                        Text("Charging").font(chipFont)
                    }
                }
            }
            """),
        // A card drawn into a picture and also shown on screen.
        Example("""
            struct QuoteCard: View {
                let quote: String

                var body: some View {
                    Text(quote).font(↓.system(size: 20))
                }
            }

            struct QuoteScreen: View {
                let quote: String

                var body: some View {
                    VStack {
                        QuoteCard(quote: quote)
                        Button("Share") { share(ImageRenderer(content: QuoteCard(quote: quote)).uiImage) }
                    }
                }
            }
            """),
        // A font handed to a style sizes the field's text.
        Example("""
            struct SearchBar: View {
                @Binding var query: String

                var body: some View {
                    TextField("Search recipes", text: $query)
                        .textFieldStyle(RoundedFieldStyle(↓font: .system(size: 14)))
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // An asset catalogue's image through the resource generator's accessor: the font sizes a picture.
        Example("""
            struct GoalRow: View {
                let title: String
                var body: some View {
                    HStack {
                        Assets.Images.flag.swiftUIImage
                            .font(.system(size: 24, weight: .medium))
                        Text(title)
                    }
                }
            }
            """),
        // The font sizes the toast's icon, a picture held in the item; the message keeps its text style.
        Example("""
            struct ToastRow: View {
                let item: ToastItem
                var body: some View {
                    HStack(spacing: 12) {
                        item.image
                            .font(.system(size: 20))
                        Text(item.message)
                            .font(.callout)
                    }
                }
            }
            """),
        // A menu's items, and a component drawn only among them: the system draws them in its menu font.
        Example("""
            struct FeedTitleMenu: View {
                var body: some View {
                    Menu {
                        Button { } label: { Text("Following").font(.system(size: 18)) }
                        FeedFilterItems()
                    } label: {
                        Label("Feeds", systemImage: "chevron.down")
                    }
                    .contextMenu {
                        Button { } label: { Text("Copy link").font(.system(size: 15)) }
                    }
                }
            }

            struct FeedFilterItems: View {
                var body: some View {
                    Button { } label: { Text("Favourites").font(.system(size: 18)) }
                }
            }
            """),
        // A button whose title is a symbol interpolated alone: the font sizes a glyph.
        Example("""
            struct SheetCloseButton: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Button("\\(Image(systemName: "xmark.circle"))") { dismiss() }
                        .font(.system(size: 27))
                }
            }
            """),
        // Every caller leaves the bar's icon text at its emoji: a glyph, not words.
        Example("""
            struct NavigationBar: View {
                let title: LocalizedStringKey
                var iconText: String = "🔔"

                var body: some View {
                    HStack {
                        Text(title).font(.headline)
                        Spacer()
                        Text(iconText).font(.system(size: 20))
                    }
                }
            }

            struct HomeView: View {
                var body: some View {
                    NavigationBar(title: "Coffee Shop")
                }
            }
            """),
        // A font made in a function named for a measurement sizes a chip; it draws no text.
        Example("""
            func widthKeyword(_ keyword: String) -> CGFloat {
                let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 16)]
                let text = NSAttributedString(string: keyword, attributes: attributes)
                return text.boundingRect(with: CGSize(width: 1_000, height: 100), options: [], context: nil).width
            }
            """),
        // A wrapped UIKit text field draws in the fonts it sets itself; SwiftUI's `.font` does not reach it.
        Example("""
            struct CardNumberField: UIViewRepresentable {
                @Binding var text: String
                func makeUIView(context: Context) -> UITextField { UITextField() }
                func updateUIView(_ field: UITextField, context: Context) { field.text = text }
            }

            struct PaymentStep: View {
                @State private var number = ""
                var body: some View {
                    CardNumberField(text: $number)
                        .font(.system(size: 13))
                }
            }
            """),
        // An invisible twin of the Cancel button keeps the title centred.
        Example("""
            struct SheetHeader: View {
                var body: some View {
                    HStack {
                        Button("Cancel") { dismiss() }
                        Spacer()
                        Text("New Password").font(.headline)
                        Spacer()
                        Text("Cancel").font(.system(size: 17)).opacity(0)
                    }
                }
            }
            """),
        // The fonts of a service named for PDF output style pages, which readers zoom.
        Example("""
            struct PayslipPDFFormattingService {
                var normalAttributes: [NSAttributedString.Key: Any] {
                    [.font: UIFont.systemFont(ofSize: 12)]
                }
            }
            """),
        // Buttons titled with a sign alone ("−", "+") show a glyph, sized like an icon.
        Example("""
            struct RepsStepper: View {
                @Binding var reps: Int
                var body: some View {
                    HStack {
                        Button("−") { reps -= 1 }
                            .font(.system(size: 14, weight: .bold))
                        Text("\\(reps)")
                        Button("+") { reps += 1 }
                            .font(.system(size: 14, weight: .bold))
                    }
                }
            }
            """),
        // Fonts named for the glyphs they size: a search field's list icon, a progress ring's checkmark.
        Example("""
            struct SearchFieldStyle {
                var fieldListIconFont = UIFont.systemFont(ofSize: 19)
            }
            struct ScanningBadge: View {
                var body: some View {
                    ProgressRing(lineWidth: 2.5, iconFont: .systemFont(ofSize: 9, weight: .bold))
                }
            }
            """),
        // A symbol drawn over a colour swatch by `.overlay(…)`: the font sizes the checkmark, not the swatch.
        Example("""
            struct Swatch: View {
                let color: Color
                let isChosen: Bool
                var body: some View {
                    color
                        .overlay(
                            Image(systemName: "checkmark")
                                .font(.system(size: 15, weight: .medium))
                                .opacity(isChosen ? 1 : 0)
                        )
                        .frame(width: 44, height: 44)
                }
            }
            """),
        // The initial of a monogram avatar sized to its circle is a glyph, as a symbol is.
        Example("""
            struct ContactBadge: View {
                let contact: Contact
                var body: some View {
                    Text(String(contact.name.first!))
                        .font(.system(size: 18, weight: .semibold))
                        .frame(width: 36, height: 36)
                        .background(Circle().fill(.blue))
                }
            }
            """),
        // An avatar's initials, drawn to fit its circle.
        Example("""
            struct ContactAvatar: View {
                let contact: Contact
                var body: some View {
                    ZStack {
                        Circle().fill(.orange.opacity(0.2)).frame(width: 50, height: 50)
                        Text(contact.initials)
                            .font(.system(size: 18, weight: .semibold))
                    }
                }
            }
            """),
        // Every text inside sets its own font: the container's fixed font sizes nothing.
        Example("""
            struct SignUpForm: View {
                var body: some View {
                    ScrollView {
                        VStack {
                            Text("Create account").font(.title)
                            submitButton
                        }
                    }
                    .font(.system(size: 20))
                }
                private var submitButton: some View {
                    Button(action: submit) {
                        Text("Sign up").font(.headline)
                    }
                }
            }
            """),
        // An emoji shown as a card's icon, or a country's flag, is a picture, as a symbol is.
        Example("""
            struct MoodCard: View {
                let mood: Mood
                var body: some View {
                    VStack {
                        Text(mood.emoji)
                            .font(.system(size: 32))
                        Text(mood.title).font(.headline)
                        Text(mood.country.flag)
                            .font(.system(size: 28))
                        Text(mood.status.icon)
                            .font(.system(size: 28))
                        Text(mood.tag == nil ? "❓" : mood.tag?.emoji ?? "")
                            .font(.system(size: 28))
                        ForEach(mood.choices, id: \\.self) { emoji in
                            Text(emoji).font(.system(size: 28))
                        }
                    }
                }
            }
            """),
        // A font made only to read its metrics or family name draws no text.
        Example("""
            extension Font {
                private static let systemFamilyName = UIFont.systemFont(ofSize: 12).familyName
                static let rowHeight = UIFont.systemFont(ofSize: 15).lineHeight * 2
            }
            """),
        // The text style nearest the text wins; the fixed size written after it never applies.
        Example("""
            struct SongRow: View {
                let name: String
                var body: some View {
                    Text(name)
                        .font(.headline)
                        .font(.system(size: 10))
                }
            }
            """),
        // A font handed to a function that measures a title sizes the frame of a tab's underline.
        Example("""
            struct TabUnderline: View {
                let title: String
                func underlineWidth() -> CGFloat {
                    title.widthOfString(usingFont: .systemFont(ofSize: 16, weight: .bold))
                }
                var body: some View {
                    Rectangle().frame(width: underlineWidth(), height: 4)
                }
            }
            """),
        // A component of the file that draws only star images: the font sizes glyphs, not text.
        Example("""
            struct RatingRow: View {
                var body: some View {
                    StarStrip(count: 4)
                        .font(.system(size: 24))
                }
            }
            struct StarStrip: View {
                let count: Int
                var body: some View {
                    HStack(spacing: 0) {
                        ForEach(0..<count, id: \\.self) { _ in FilledStar() }
                    }
                }
            }
            struct FilledStar: View {
                var body: some View { Image(systemName: "star.fill") }
            }
            """),
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
                        .font(.custom("Avenir Next", size: 15, relativeTo: .subheadline))
                }
            }
            """),
        // `Font.custom(_:size:)` scales relative to `.body` (Apple's documentation).
        Example("""
            struct Quote: View {
                var body: some View {
                    Text(quote).font(.custom("Georgia", size: 17))
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
        // A report drawn into a PDF page: its fonts size the page, which readers zoom.
        Example("""
            enum TripReportPDF {
                static func make(for trip: Trip) -> Data {
                    let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
                    return renderer.pdfData { context in
                        context.beginPage()
                        let titleFont = UIFont.systemFont(ofSize: 20, weight: .bold)
                        trip.name.draw(at: CGPoint(x: 40, y: 40), withAttributes: [.font: titleFont])
                    }
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
        // Display text of 34 pt and more is already twice body size.
        Example("""
            struct ScoreBanner: View {
                var body: some View {
                    Text("2048")
                        .font(.system(size: 48, weight: .black, design: .rounded))
                }
            }
            """),
        // Symbols sized through an icon-only label, a rating row, a helper view, a stored image and a function
        // that returns an image.
        Example("""
            struct PlayerControls: View {
                var body: some View {
                    Button { play() } label: {
                        Label("Play", systemImage: "play.fill")
                            .labelStyle(.iconOnly)
                    }
                    .font(.system(size: 18))
                }
            }
            """),
        Example("""
            struct RatingStars: View {
                let rating: Int

                var body: some View {
                    HStack(spacing: 2) {
                        ForEach(0..<5) { index in
                            if index < rating {
                                Image(systemName: "star.fill")
                            } else {
                                Image(systemName: "star")
                            }
                        }
                    }
                    .font(.system(size: 12))
                }
            }
            """),
        Example("""
            struct ToolbarGlyph: View {
                let systemName: String

                var body: some View {
                    Image(systemName: systemName)
                }
            }

            struct EditorToolbar: View {
                var body: some View {
                    HStack {
                        ToolbarGlyph(systemName: "bold")
                        ToolbarGlyph(systemName: "italic")
                    }
                    .font(.system(size: 20))
                }
            }
            """),
        Example("""
            struct DismissableBanner: View {
                let icon: Image

                var body: some View {
                    HStack {
                        icon.font(.system(size: 22))
                        closeIcon.font(.system(size: 22))
                        stateSymbol(for: .warning).font(.system(size: 16))
                        Text(Image(systemName: "bell.badge")).font(.system(size: 16))
                    }
                }

                private var closeIcon: some View {
                    Image(systemName: "xmark.circle.fill")
                }

                private func stateSymbol(for level: Level) -> Image {
                    Image(systemName: level == .warning ? "exclamationmark.triangle" : "info.circle")
                }
            }
            """),
        // A font constant this file only applies to symbols.
        Example("""
            struct TabStrip: View {
                private let iconFont = Font.system(size: 14)

                var body: some View {
                    HStack {
                        Image(systemName: "doc").font(iconFont)
                        Image(systemName: "magnifyingglass").font(iconFont)
                    }
                }
            }
            """),
        // A share card drawn only into a picture: nobody reads it at the user's text size.
        Example("""
            struct WorkoutShareCard: View {
                let summary: String

                var body: some View {
                    Text(summary).font(.system(size: 20, weight: .bold))
                }
            }

            struct WorkoutSummaryScreen: View {
                let summary: String
                @State private var picture: UIImage?

                var body: some View {
                    Button("Share") {
                        let renderer = ImageRenderer(content: WorkoutShareCard(summary: summary))
                        picture = renderer.uiImage
                    }
                }
            }
            """),
        // The card held in a constant first, and a row only that card shows: both drawn only into the picture.
        Example("""
            struct SplitRow: View {
                let split: String
                var body: some View {
                    Text(split).font(.system(size: 11, weight: .semibold))
                }
            }

            struct RunCard: View {
                let splits: [String]
                var body: some View {
                    VStack {
                        Text("My run").font(.system(size: 24, weight: .bold))
                        ForEach(splits, id: \\.self) { split in SplitRow(split: split) }
                    }
                }
            }

            enum RunCardRenderer {
                @MainActor
                static func render(splits: [String]) -> UIImage? {
                    let content = RunCard(splits: splits).frame(width: 390, height: 690)
                    return ImageRenderer(content: content).uiImage
                }
            }
            """),
        // A style's font on a button that shows only a symbol.
        Example("""
            struct ClearButton: View {
                var body: some View {
                    Button(action: clear) {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .buttonStyle(GlyphButtonStyle(font: .system(size: 11, weight: .semibold)))
                }
            }
            """),
    ]
}
