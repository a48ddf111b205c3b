import RuleEngine

extension TextClippingRiskRule {
    static let triggeringExamples: [Example] = [
        // The project's font accessor makes a `.custom` font, which scales: the one-line name is cut.
        Example("""
            struct DesignSystemFontConvertible {
                let name: String
                func font(size: CGFloat) -> UIFont { UIFont(name: name, size: size)! }
                func swiftUIFont(size: CGFloat) -> SwiftUI.Font {
                    let font = font(size: size)
                    return SwiftUI.Font.custom(font.fontName, size: font.pointSize)
                }
            }

            struct PretendardModifier: ViewModifier {
                let size: CGFloat
                let weight: Pretendard.Weight
                func body(content: Content) -> some View {
                    content.font(weight.font.swiftUIFont(size: size))
                }
            }

            extension View {
                func pretendard(style: Pretendard.TextStyle) -> some View {
                    modifier(PretendardModifier(size: style.size, weight: style.weight))
                }
            }

            struct FestivalRow: View {
                let festival: Festival
                var body: some View {
                    Text(festival.name)
                        .pretendard(style: .title4)
                        .↓lineLimit(1)
                }
            }
            """),
        // A caller names the button with a phrase, which wraps into a second line the height cuts.
        Example("""
            struct PopUpView: View {
                let confirmTitle: String
                let confirm: () -> Void
                var body: some View {
                    Button(action: confirm) {
                        Text(confirmTitle)
                            .font(.pretendard(kind: .bodyLarge, weight: .bold))
                            .frame(maxWidth: .infinity)
                            .↓frame(height: 60)
                    }
                }
            }

            struct DeletionView: View {
                var body: some View {
                    PopUpView(confirmTitle: "Delete my account and all my data", confirm: delete)
                }
            }
            """),
        // The typography helper's custom font grows with the text size.
        Example("""
            extension View {
                func bodyText() -> some View { font(.custom("Inter", size: 16)) }
            }

            struct NoteBar: View {
                let note: String
                var body: some View {
                    HStack {
                        Text(note).bodyText()
                        Spacer()
                    }
                    .↓frame(height: 40)
                }
            }
            """),
        // Callers fill the caption with different short words: at the largest sizes the line outgrows the height.
        Example("""
            struct ShareTile: View {
                let symbol: String
                let caption: String
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        VStack(spacing: 6) {
                            Image(systemName: symbol)
                            Text(caption).font(.footnote)
                        }
                        .frame(maxWidth: .infinity)
                        .↓frame(height: 80)
                    }
                }
            }

            struct ReceiptActions: View {
                var body: some View {
                    HStack {
                        ShareTile(symbol: "square.and.arrow.up", caption: "Share") { }
                        ShareTile(symbol: "arrow.down.circle", caption: "Download") { }
                    }
                }
            }
            """),
        // Callers fill the title with different texts: any of them may be long.
        Example("""
            struct Menubar: View {
                let title: String

                var body: some View {
                    Text(title)
                        .font(.headline)
                        .↓lineLimit(1)
                }
            }

            struct JobList: View {
                var body: some View {
                    Menubar(title: "Jobs")
                    Menubar(title: "Jobs without a project")
                }
            }
            """),
        // A wheel lays its options out as views: the limit cuts the name.
        Example("""
            struct LocalePicker: View {
                @Binding var selection: String
                let locales: [Locale]

                var body: some View {
                    Picker("Locale", selection: $selection) {
                        ForEach(locales, id: \\.identifier) { locale in
                            Text(locale.localizedDescription)
                                .↓lineLimit(1)
                                .tag(locale.identifier)
                        }
                    }
                    .pickerStyle(.wheel)
                }
            }
            """),
        // An app's font token that scales (`Font.custom(_:size:)` follows the body style), applied by name.
        Example("""
            extension Font {
                static let appBody = Font.custom("Inter", size: 14)
            }

            struct HabitOptionRow: View {
                let habit: Habit
                var body: some View {
                    Text(habit.name)
                        .font(.appBody)
                        .↓lineLimit(1)
                }
            }
            """),
        // The caption's own fixed height clips it; the card's larger one around it is not reported again.
        Example("""
            struct HeaderCard: View {
                let header: Header
                var body: some View {
                    ZStack {
                        Image(header.image)
                        VStack(alignment: .leading) {
                            Text(header.headline).font(.title)
                            Text(header.subheadline)
                        }
                        .↓frame(width: 281, height: 105)
                    }
                    .frame(width: 480, height: 320)
                }
            }
            """),
        // A value of text, a list printed in a sentence, and a count inside words: each can run long.
        Example("""
            struct MemberSummary: View {
                let displayName: String
                let names: [String]
                let unread: Int
                var body: some View {
                    VStack {
                        Text("\\(displayName)").↓lineLimit(1)
                        Text(names.formatted(.list(type: .and))).↓lineLimit(1)
                        Text("\\(unread) unread messages from your team").↓lineLimit(1)
                        Text("\\(unread, specifier: "%d") new posts from people you follow").↓lineLimit(1)
                    }
                }
            }
            """),
        // The height would hold the text alone, but the stack shares it with a 100 pt tile.
        Example("""
            struct SoundTile: View {
                let title: String
                var body: some View {
                    VStack {
                        Image(systemName: "speaker.wave.2").frame(minHeight: 100)
                        Text(title)
                    }
                    .↓frame(width: 240, height: 210)
                }
            }
            """),
        Example("""
            struct SubjectRow: View {
                let subject: Subject

                var body: some View {
                    Text(subject.name)
                        .font(.headline)
                        .↓lineLimit(1)
                }
            }
            """),
        Example("""
            struct WeeklyChange: View {
                var body: some View {
                    HStack(spacing: 6) {
                        Image(systemName: "arrow.down")
                        Text("\\(changeText) this week")
                    }
                    .↓lineLimit(1)
                }
            }
            """),
        Example("""
            struct Banner: View {
                var body: some View {
                    Text("Your trial ends in 3 days")
                        .padding(.horizontal)
                        .↓frame(height: 32)
                }
            }
            """),
        Example("""
            struct StatTile: View {
                let stat: Stat

                var body: some View {
                    VStack {
                        Text(stat.value).font(.title)
                        Text(stat.name).font(.caption)
                    }
                    .↓frame(width: 100, height: 60)
                }
            }
            """),
        Example("""
            struct StudyList: View {
                let studies: [Study]

                var body: some View {
                    ForEach(studies) { study in
                        if study.isActive {
                            Label(study.name, systemImage: "flask").↓lineLimit(1)
                        }
                    }
                }
            }
            """),
        Example("""
            struct ProfileHeader: View {
                var body: some View { nameLine }
            }

            extension ProfileHeader {
                var nameLine: some View {
                    #if os(iOS)
                    Text(user.displayName).↓lineLimit(1)
                    #endif
                }
            }
            """),
        // A fixed-size badge beside a name that grows: the name is cut.
        Example("""
            struct ContactRow: View {
                let contact: Contact

                var body: some View {
                    HStack {
                        Text("NEW").font(.system(size: 9, weight: .bold))
                        Text(contact.fullName)
                    }
                    .↓lineLimit(1)
                }
            }
            """),
        // Text drawn from data, a sentence, a phrase around a name, a key filled with a name, or a ternary with
        // a name in one branch can run long; a fixed height cuts even a short count phrase.
        Example("""
            struct EpisodeFooter: View {
                let episode: Episode
                let reviewCount: Int
                let isEmpty: Bool
                var body: some View {
                    VStack {
                        Text(episode.podcastName).↓lineLimit(1)
                        Text("Check the Discover tab for more shows").↓lineLimit(1)
                        Text("Written by \\(episode.author)").↓lineLimit(1)
                        Text(L10n.welcomeBack(episode.author)).↓lineLimit(1)
                        Text(isEmpty ? "Nothing here" : episode.title).↓lineLimit(1)
                        Text("\\(reviewCount) reviews").↓frame(height: 20)
                    }
                }
            }
            """),
        // Near misses of the exemptions below: a size the caller passes (maybe a scaled metric), the branch used
        // at the large sizes, a name unwrapped from a name, and a one-word key in a height below one line.
        Example("""
            struct NoteRow: View {
                let baseSize: CGFloat
                let note: Note
                var body: some View {
                    Text(note.body)
                        .font(.system(size: baseSize - 1))
                        .↓lineLimit(1)
                }
            }
            """),
        Example("""
            struct ScaledStat: View {
                @ScaledMetric private var base: CGFloat = 11
                let label: String
                private var rowSize: CGFloat { base + 1 }
                var body: some View {
                    Text(label).font(.system(size: rowSize)).↓lineLimit(1)
                }
            }
            """),
        Example("""
            struct TrackHeader: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let track: Track
                var body: some View {
                    if dynamicTypeSize.isAccessibilitySize {
                        HStack { Text(track.artist).↓lineLimit(1) }
                    } else {
                        HStack { Text(track.artist) }
                    }
                }
            }
            """),
        Example("""
            struct OwnerLine: View {
                let owner: Owner
                var body: some View {
                    if let name = owner.displayName {
                        Text(name).↓lineLimit(1)
                    }
                }
            }
            """),
        Example("""
            struct InboxTitle: View {
                var body: some View {
                    Text(String(localized: "mailbox.header"))
                        .font(.title2)
                        .↓frame(height: 20)
                }
            }
            """),
        // A formatter's day number and a unit's abbreviation fit a row's width, but a fixed height cuts them too.
        Example("""
            struct DayCell: View {
                let day: Date
                let unit: MeasurementUnit
                let dayFormatter: DateFormatter
                var body: some View {
                    VStack {
                        Text(dayFormatter.string(from: day))
                            .padding(6)
                            .↓frame(width: 33, height: 33)
                            .background(Circle().fill(.blue))
                        Text(unit.abbreviation).↓frame(height: 14)
                    }
                }
            }
            """),
        // SwiftUI's own `.font(_:)` with a text style grows with the text size.
        Example("""
            extension View {
                func font(weight: CGFloat, semantic: CGFloat) -> some View {
                    modifier(FontStyle(weight: weight, size: semantic))
                }
            }

            private struct FontStyle: ViewModifier {
                let weight: CGFloat
                let size: CGFloat
                func body(content: Content) -> some View {
                    content.font(Font(UIFont.brandFont(size: size, weight: weight)))
                }
            }

            struct ActionRow: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(.body)
                        .↓frame(height: 24)
                }
            }
            """),
        // The linted files declare the accessor, SwiftGen's way: a custom font relative to the body style, which
        // grows.
        Example("""
            extension FontConvertible {
                func swiftUIFont(size: CGFloat) -> SwiftUI.Font {
                    SwiftUI.Font.custom(self, size: size)
                }
            }

            extension Font {
                static let chipTitle = AppFontFamily.Pretendard.semiBold.swiftUIFont(size: 14)
            }

            struct FilterChip: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(.chipTitle)
                        .↓frame(height: 24)
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Tuist's font accessor makes a fixed `Font(UIFont)` on iOS (its `.custom` font is the Mac's), and the
        // typography modifier applies it: the text never grows, so it is cut no more than it is already.
        Example("""
            struct DesignSystemFontConvertible {
                let name: String
                func font(size: CGFloat) -> UIFont { UIFont(name: name, size: size)! }
                func swiftUIFont(size: CGFloat) -> SwiftUI.Font {
                    let font = font(size: size)
                    #if os(macOS)
                    return SwiftUI.Font.custom(font.fontName, size: font.pointSize)
                    #else
                    return SwiftUI.Font(font)
                    #endif
                }
            }

            struct PretendardModifier: ViewModifier {
                let size: CGFloat
                let weight: Pretendard.Weight
                func body(content: Content) -> some View {
                    content.font(weight.font.swiftUIFont(size: size))
                }
            }

            extension View {
                func pretendard(style: Pretendard.TextStyle) -> some View {
                    modifier(PretendardModifier(size: style.size, weight: style.weight))
                }
            }

            struct FestivalRow: View {
                let festival: Festival
                var body: some View {
                    Text(festival.name)
                        .pretendard(style: .title4)
                        .lineLimit(1)
                }
            }
            """),
        // Every caller names the buttons with one word: a word does not wrap, so the fixed height cuts nothing.
        Example("""
            struct PopUpView: View {
                let title: String
                let confirmTitle: String
                let confirm: () -> Void
                var body: some View {
                    VStack {
                        Text(title)
                        Button(action: confirm) {
                            Text(confirmTitle)
                                .font(.pretendard(kind: .bodyLarge, weight: .bold))
                                .frame(maxWidth: .infinity)
                                .frame(height: 60)
                        }
                    }
                }
            }

            struct LogoutView: View {
                var body: some View {
                    PopUpView(title: "Log out of your account?", confirmTitle: "Logout", confirm: logout)
                }
            }

            struct DeletionView: View {
                var body: some View {
                    PopUpView(title: "Delete your account?", confirmTitle: "Delete", confirm: delete)
                }
            }
            """),
        // Grey bars of dummy words while the events load.
        Example("""
            struct EventLoadingCard: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Lorem ipsum dolor sit amet")
                            .lineLimit(1)
                        Text("Consectetur adipiscing elit, sed do eiusmod")
                            .lineLimit(1)
                    }
                    .redacted(reason: .placeholder)
                }
            }
            """),
        // The app's typography helper sets a UIFont of a fixed size: the text never grows out of the bar.
        Example("""
            extension View {
                func applyFont(size: CGFloat, weight: UIFont.Weight = .regular) -> some View {
                    let font = UIFont(name: "Inter-Medium", size: size) ?? .systemFont(ofSize: size, weight: weight)
                    return self.font(Font(font))
                }

                func subtitle5() -> some View { applyFont(size: 16, weight: .medium) }
            }

            struct PassportBar: View {
                let identifier: String
                var body: some View {
                    HStack {
                        Text(identifier).subtitle5()
                        Spacer()
                    }
                    .frame(height: 64)
                }
            }
            """),
        // Its only caller fills the title with one short word.
        Example("""
            struct Menubar: View {
                let title: String

                var body: some View {
                    Text(title)
                        .font(.headline)
                        .lineLimit(1)
                }
            }

            struct JobList: View {
                var body: some View {
                    Menubar(title: "Jobs")
                }
            }
            """),
        // A menu picker's options are drawn by the system menu, which wraps them whatever the limit says.
        Example("""
            struct LocalePicker: View {
                @Binding var selection: String
                let locales: [Locale]

                var body: some View {
                    Picker("Locale", selection: $selection) {
                        ForEach(locales, id: \\.identifier) { locale in
                            Text(locale.localizedDescription)
                                .lineLimit(1)
                                .tag(locale.identifier)
                        }
                    }
                }
            }
            """),
        // An app's font tokens of fixed sizes, declared once and applied by name in other files: the text never
        // grows, so the row clips no more than it does at the default size (the fonts are `fixed-font-size`'s).
        Example("""
            extension Font {
                static let appBodyMedium = Font.system(size: 14, weight: .regular)
            }

            struct HabitOptionRow: View {
                let habit: Habit
                var body: some View {
                    Text(habit.name)
                        .font(.appBodyMedium)
                        .lineLimit(1)
                }
            }
            """),
        // The same through a theme instance: a computed font of a theme protocol's extension is a token too.
        Example("""
            extension ThemeProtocol {
                var subheadline: Font { .system(size: 15, weight: .regular) }
            }

            struct ToggleButtonPair: View {
                @Environment(\\.theme) private var theme
                let titles: [String]
                var body: some View {
                    ForEach(titles, id: \\.self) { title in
                        Text(title)
                            .font(theme.subheadline)
                            .frame(height: 40)
                    }
                }
            }
            """),
        // And through an injected struct of fonts whose stored constants have fixed sizes.
        Example("""
            struct Fonts {
                let m_14 = Font.system(size: 14, weight: .medium)
            }

            struct NoteRow: View {
                let fonts = Fonts()
                let note: Note
                var body: some View {
                    Text(note.text)
                        .font(fonts.m_14)
                        .frame(height: 35)
                }
            }
            """),
        // A currency's sign drawn as a row's icon: a character or two, which overflow whole rather than being cut.
        Example("""
            struct SettingsList: View {
                var body: some View {
                    List {
                        NavigationLink { TipJar() } label: {
                            Label {
                                Text("Tip Jar")
                            } icon: {
                                Text(Locale.current.currencySymbol ?? "$")
                                    .padding(7)
                                    .frame(height: 20)
                            }
                        }
                    }
                }
            }
            """),
        // One word either way, in a height it overflows whole rather than being cut.
        Example("""
            struct StepFooter: View {
                let isFirstStep: Bool
                var body: some View {
                    Button(action: goBack) {
                        Text(isFirstStep ? "Cancel" : "Back")
                            .font(.subheadline)
                            .frame(maxWidth: .infinity)
                            .frame(height: 32)
                    }
                }
            }
            """),
        // A symbol drawn as text has no words to cut.
        Example("""
            struct EditToggle: View {
                @State private var isEditing = false
                var body: some View {
                    Button(action: { isEditing.toggle() }) {
                        Text(isEditing ? Image(systemName: "checkmark") : Image(systemName: "square.and.pencil"))
                            .font(.custom("Avenir", size: 20))
                            .frame(width: 48, height: 48)
                    }
                    .accessibilityLabel(isEditing ? "Done" : "Edit")
                }
            }
            """),
        // The same in the app's own font of a literal size.
        Example("""
            struct SaveButton: View {
                let isSaving: Bool
                var body: some View {
                    Button(action: save) {
                        Text(isSaving ? "Saving..." : "Save")
                            .font(.onestBold(size: 16))
                            .frame(maxWidth: .infinity)
                            .frame(height: 56)
                    }
                }
            }
            """),
        // A name's initial in a circle: one letter overflows whole rather than being cut.
        Example("""
            struct AvatarMonogram: View {
                let name: String
                var body: some View {
                    Text(String(name.prefix(1)).uppercased())
                        .font(.headline)
                        .frame(width: 44, height: 44)
                        .background(Circle().fill(.blue))
                }
            }
            """),
        // A one-word title in a header bar of fixed height, beside its buttons.
        Example("""
            struct HeaderBar: View {
                var body: some View {
                    HStack {
                        Text("Weather".uppercased())
                            .font(.title)
                            .bold()
                        Spacer()
                        Button(action: addCity) { Image(systemName: "plus") }
                    }
                    .frame(height: 50)
                }
            }
            """),
        // Initials held in a value named for them, and a one-word key of the strings file either way.
        Example("""
            struct AuthorBadge: View {
                let userInitials: String
                let isFollowing: Bool
                var body: some View {
                    HStack {
                        Text(userInitials)
                            .font(.custom("Poppins-Medium", size: 14))
                            .frame(width: 36, height: 36)
                        Text(isFollowing ? NSLocalizedString("unfollow", comment: "") : NSLocalizedString("follow", comment: ""))
                            .font(.headline)
                            .frame(width: 150, height: 40)
                    }
                }
            }
            """),
        // A storage size and a version, each a few characters at any text size.
        Example("""
            struct InstalledAppRow: View {
                let app: InstalledApp
                var body: some View {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(app.displayName).font(.headline)
                            Text(app.version).font(.footnote).lineLimit(1)
                        }
                        Spacer()
                        Text(formatStorageSize(app.totalSize))
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                    }
                }
            }
            """),
        // What a formatter object prints, and a unit's abbreviation: a few characters.
        Example("""
            struct ServingSummary: View {
                let servings: Double
                let unit: MeasurementUnit
                let formatter: NumberFormatter
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("\\(formatter.string(for: servings)!) servings").lineLimit(1)
                        Text(unit.abbreviation.lowercased()).lineLimit(1)
                    }
                }
            }
            """),
        // A size from the app's own table of constants: the font does not grow, so the line clips no more than now.
        Example("""
            enum FontSize: CGFloat { case caption = 12, normal = 14 }
            struct StationPill: View {
                let name: String
                var body: some View {
                    Text(name)
                        .font(.system(size: FontSize.normal.rawValue, weight: .medium))
                        .lineLimit(1)
                }
            }
            """),
        // Fixed names of an enum's cases, and a row's position in a range: short labels one line holds.
        Example("""
            enum Theme: CaseIterable {
                case system, dark, sepia
                var displayName: String {
                    switch self {
                    case .system: "Automatic"
                    case .dark: "Dark"
                    case .sepia: return "Sepia"
                    }
                }
            }

            struct ThemePicker: View {
                let addresses: [String]
                var body: some View {
                    VStack {
                        ForEach(Theme.allCases, id: \\.self) { theme in
                            Text(theme.displayName).font(.caption).lineLimit(1)
                        }
                        ForEach(0..<addresses.count, id: \\.self) { index in
                            Text(verbatim: "#\\(index)").lineLimit(1)
                        }
                    }
                }
            }
            """),
        // Every caller gives the component a fixed size, which its text keeps: Dynamic Type does not grow it.
        Example("""
            struct CategoryName: View {
                let name: String
                var body: some View {
                    Text(name)
                        .lineLimit(1)
                }
            }
            struct AppRow: View {
                let app: ApplicationInfo
                var body: some View {
                    CategoryName(name: app.category.name)
                        .font(.system(size: 14, weight: .medium))
                }
            }
            """),
        // A size worked out from the type's own constants does not follow Dynamic Type.
        Example("""
            struct StatLine: View {
                @Environment(\\.verticalSizeClass) private var verticalSizeClass
                let label: String
                private var isCompact: Bool { verticalSizeClass == .compact }
                private var rowSize: CGFloat { isCompact ? 11 : 9 }
                var body: some View {
                    Text(label)
                        .font(.system(size: rowSize - 1, design: .monospaced))
                        .lineLimit(1)
                }
            }
            """),
        // The one-line row is drawn only below .xxxLarge; larger sizes get the stacked layout.
        Example("""
            struct ShortcutTile: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let title: String
                private var stacksVertically: Bool {
                    dynamicTypeSize >= .xxxLarge
                }
                var body: some View {
                    if stacksVertically {
                        VStack(alignment: .leading) { Text(title) }
                    } else {
                        HStack { Text(title).lineLimit(1) }
                    }
                }
            }
            """),
        Example("""
            struct ArtistRow: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let artist: Artist
                var body: some View {
                    if !dynamicTypeSize.isAccessibilitySize {
                        HStack { Text(artist.name).lineLimit(1) }
                    } else {
                        VStack { Text(artist.name) }
                    }
                }
            }
            """),
        Example("""
            struct ArtistCell: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let artist: Artist
                var body: some View {
                    let layout = dynamicTypeSize.isAccessibilitySize
                        ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                    layout {
                        Image(systemName: "music.mic")
                        Text(artist.name).lineLimit(1)
                    }
                }
            }
            """),
        // A count unwrapped first is still a count.
        Example("""
            struct FollowerBadge: View {
                let profile: Profile
                var body: some View {
                    if let followers = profile.formattedFollowerCount {
                        Text(followers).lineLimit(1)
                    }
                }
            }
            """),
        // One word does not wrap: a height that holds its line at the default size leaves it whole.
        Example("""
            struct InboxTitle: View {
                var body: some View {
                    Text(String(localized: "mailbox.header"))
                        .font(.title2)
                        .frame(height: 52)
                }
            }
            """),
        // Numbers, dates and times: a few characters that one line holds at any size.
        Example("""
            struct WalletBalances: View {
                private let points: Int
                private let credits: Int
                let renewalDate: String?
                let updated: Date
                let total: Double
                let score: Int
                var body: some View {
                    VStack {
                        HStack {
                            Label("\\(points)", systemImage: "p.circle.fill")
                            Label("\\(credits)", systemImage: "c.circle.fill")
                        }
                        .font(.headline).lineLimit(1)
                        Text(renewalDate!).lineLimit(1)
                        Text(updated, style: .date).lineLimit(1)
                        Text(total.formatted()).lineLimit(1)
                        Text(String(score)).lineLimit(1)
                        Text("\\(points)/\\(credits)").lineLimit(1)
                        Text(updated, format: .dateTime.hour().minute()).lineLimit(1)
                        Text("\\(total * 100, specifier: "%.0f")%").lineLimit(1)
                        Text("\\(total, specifier: format) Hz").lineLimit(1)
                    }
                }
            }
            """),
        // Two lines of `.headline` need at most 124 pt at the largest accessibility size: 140 pt holds them.
        Example("""
            struct BannerTitle: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(.headline)
                        .frame(height: 140)
                }
            }
            """),
        // Seed 002: W8Trackr's HeroCardView.
        Example("""
            struct HeroCardView: View {
                var body: some View {
                    HStack(spacing: 6) {
                        Image(systemName: trendDirection.icon)
                        Text("\\(changeText) \\(weightUnit.displayName) this week")
                            .lineLimit(1)
                            .minimumScaleFactor(0.8)
                    }
                }
            }
            """),
        // Seed 004 §2.3: adaptive layout.
        Example("""
            struct AppTitle: View {
                var body: some View {
                    Text("StudyCoor")
                        .font(.largeTitle)
                        .minimumScaleFactor(0.5)
                        .lineLimit(1)
                }
            }
            """),
        Example("""
            struct FileRow: View {
                var body: some View {
                    Text(file.path)
                        .lineLimit(1)
                        .truncationMode(.middle)
                }
            }
            """),
        Example("""
            struct Summary: View {
                var body: some View {
                    Text(summary).lineLimit(3)
                }
            }
            """),
        Example("""
            struct Banner: View {
                var body: some View {
                    Text("Your trial ends in 3 days")
                        .frame(minHeight: 32)
                }
            }
            """),
        Example("""
            struct Notes: View {
                var body: some View {
                    ScrollView {
                        Text(notes)
                    }
                    .frame(height: 200)
                }
            }
            """),
        Example("""
            struct Divider2: View {
                var body: some View {
                    Rectangle().frame(height: 1)
                }
            }
            """),
        Example("""
            struct ScoreRow: View {
                var body: some View {
                    ViewThatFits {
                        HStack { Text(title).lineLimit(1); Text(score) }
                        VStack { Text(title); Text(score) }
                    }
                }
            }
            """),
        Example("""
            struct Tag: View {
                let limit: Int

                var body: some View {
                    Text(tag.name).lineLimit(limit)
                }
            }
            """),
        // Corpus: a hidden text used as a sized placeholder.
        Example("""
            struct MapPlaceholder: View {
                var body: some View {
                    Text("Map goes here")
                        .hidden()
                        .frame(height: 350)
                }
            }
            """),
        // Corpus: menu items are drawn by the system.
        Example("""
            struct AttachMenu: View {
                var body: some View {
                    Menu {
                        Button(action: pickPhoto) {
                            Label("Photo library", systemImage: "photo").frame(width: 25, height: 25)
                        }
                    } label: {
                        Image(systemName: "paperclip")
                    }
                    .accessibilityLabel("Attach")
                }
            }
            """),
        // A fixed font does not grow, so it cannot clip more than it already does.
        Example("""
            struct UnreadBadge: View {
                let count: Int

                var body: some View {
                    ZStack {
                        Circle().fill(.red)
                        Text(count > 99 ? "99+" : "\\(count)")
                            .font(.system(size: 10, weight: .bold))
                            .foregroundStyle(.white)
                    }
                    .frame(width: 20, height: 20)
                }
            }
            """),
        // Short labels and numbers fit on one line at any size.
        Example("""
            struct LikesBar: View {
                let likes: Int

                var body: some View {
                    HStack {
                        Text("Likes").lineLimit(1)
                        Text(likes, format: .number.notation(.compactName))
                    }
                    .frame(height: 24)
                }
            }
            """),
        // In a horizontal scroll view a text gets all the width it asks for.
        Example("""
            struct TopicStrip: View {
                let topics: [Topic]

                var body: some View {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(topics) { topic in
                                Text(topic.title).lineLimit(1)
                            }
                        }
                    }
                }
            }
            """),
        // Fixed UI text (a literal of a few words, a key of the strings file, a ternary of labels) and count
        // phrases fit on one line.
        Example("""
            struct FolderRow: View {
                let folder: Folder
                let reviewCount: Int
                let isExpanded: Bool
                var body: some View {
                    VStack {
                        Text("Nothing in Up Next").lineLimit(1)
                        Text(L10n.widgetsDiscoverPromptTitle).lineLimit(1)
                        Text(L10n.podcastCount(folder.podcastCountForFolder())).lineLimit(1)
                        Text(NSLocalizedString(folder.kind, comment: "").capitalized).lineLimit(1)
                        Text("\\(reviewCount) reviews").lineLimit(1)
                        Text("\\(folder.items.count) of \\(folder.capacity.count)").lineLimit(1)
                        Text(isExpanded ? "Less" : "Read more").lineLimit(1)
                        Label("Place of birth", systemImage: "house").lineLimit(1)
                    }
                }
            }
            """),
        // A typography helper named like `.font(_:)` applies a modifier that sets a UIFont of one size.
        Example("""
            extension View {
                func font(weight: CGFloat, semantic: CGFloat) -> some View {
                    modifier(FontStyle(weight: weight, size: semantic))
                }
            }

            private struct FontStyle: ViewModifier {
                let weight: CGFloat
                let size: CGFloat
                func body(content: Content) -> some View {
                    let font = UIFont.brandFont(size: size, weight: weight)
                    content.font(Font(font))
                }
            }

            struct ActionRow: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(weight: 500, semantic: 14)
                        .frame(height: 24)
                }
            }
            """),
        // Tuist's generated font accessor (written at build time, not in the linted files) makes a UIFont of one
        // size: a token built with it, or a token function handing it back, never grows.
        Example("""
            extension Font {
                static let chipTitle = AppFontFamily.Pretendard.semiBold.swiftUIFont(size: 14)
                static func pretendard(size: CGFloat, weight: PretendardWeight) -> Font {
                    weight.convertible.swiftUIFont(size: size)
                }
            }

            struct FilterChip: View {
                let title: String
                var body: some View {
                    HStack {
                        Text(title).font(.chipTitle)
                        Text(title).font(.pretendard(size: 12, weight: .medium))
                    }
                    .frame(height: 24)
                }
            }
            """),
    ]
}
