import RuleEngine

extension ImageMissingLabelRule {
    static let triggeringExamples: [Example] = [
        // A location symbol drawn when a distance is known names a thing, not a state: an extra stop before it.
        Example("""
            struct MeetupDistance: View {
                let distance: Double?
                var body: some View {
                    if let distance {
                        HStack {
                            ↓Image(systemName: "location.fill")
                            Text("\\(distance, specifier: "%.1f") mi away")
                        }
                    }
                }
            }
            """),
        // A launch screen that waits for the account to load may stay for as long as the network takes.
        Example("""
            struct LaunchView: View {
                @Environment(AppRouter.self) private var router
                var body: some View {
                    VStack {
                        ↓Image(systemName: "paperplane.circle.fill")
                        Text("Sonder")
                    }
                    .task { await router.loadAccountThenShowHome() }
                }
            }
            """),
        // A map annotation with a blank title names nothing: its pin is read by the symbol's name.
        Example("""
            struct PinsMap: View {
                let places: [Place]

                var body: some View {
                    Map {
                        ForEach(places) { place in
                            Annotation("", coordinate: place.coordinate) {
                                ↓Image(systemName: "mappin.and.ellipse")
                            }
                        }
                    }
                }
            }
            """),
        // A number lit on a condition shows a state its number does not say.
        Example("""
            struct FloorLights: View {
                let floor: Int
                var body: some View {
                    HStack {
                        ↓Image(systemName: "1.circle")
                            .foregroundColor(floor == 1 ? .red : .black)
                        ↓Image(systemName: "2.circle")
                            .opacity(floor == 2 ? 1 : 0.3)
                    }
                }
            }
            """),
        // The options of a Mac picker: a tooltip is no name for a control's choice.
        Example("""
            struct CapPicker: View {
                @Binding var cap: Cap
                var body: some View {
                    Picker("End cap", selection: $cap) {
                        ↓Image(systemName: "square.fill").help("Square cap").tag(Cap.square)
                        ↓Image(systemName: "circle.fill").help("Round cap").tag(Cap.round)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """, configuration: """
            platforms: [macos]
            """),
        // An option that is only a picture is named by the symbol's shape, or not at all.
        Example("""
            struct AlignmentPicker: View {
                @Binding var alignment: TextAlignment
                var body: some View {
                    Picker("Alignment", selection: $alignment) {
                        ↓Image(systemName: "text.alignleft").tag(TextAlignment.leading)
                        HStack { Image(systemName: "text.aligncenter"); Text("Centre") }.tag(TextAlignment.center)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """),
        // A row's icons are VoiceOver stops of their own: a decoration read by its symbol name, or the only sign
        // of a state (a warning triangle whose text does not say it), or a row's disclosure chevron.
        Example("""
            struct SettingsRows: View {
                let errorMessage: String
                var body: some View {
                    VStack {
                        HStack { ↓Image(systemName: "bell"); Text("Notifications") }
                        HStack { ↓Image(systemName: "exclamationmark.triangle"); Text(errorMessage) }
                        HStack { ↓Image(systemName: "checkmark.circle.fill"); Text("Backup complete") }
                    }
                }
            }
            """),
        Example("""
            struct ReminderRow: View {
                let reminder: Reminder
                var body: some View {
                    HStack {
                        Text(reminder.title)
                        Spacer()
                        ↓Image(systemName: "chevron.right")
                            .foregroundStyle(.tertiary)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { open(reminder) }
                }
            }
            """),
        Example("""
            struct WelcomeView: View {
                @State private var isAnimating = false
                var body: some View {
                    VStack(spacing: 24) {
                        ↓Image(systemName: "brain.head.profile")
                            .font(.system(size: 80))
                            .scaleEffect(isAnimating ? 1.1 : 1.0)
                        Text("Welcome to AIQ")
                            .font(.largeTitle)
                    }
                }
            }
            """),
        Example("""
            struct SyncStatusView: View {
                let failed: Bool
                var body: some View {
                    VStack {
                        if failed {
                            ↓Image(systemName: "exclamationmark.icloud")
                        } else {
                            ↓Image(systemName: "checkmark.icloud")
                        }
                    }
                }
            }
            """),
        Example("""
            struct FeedView: View {
                let posts: [Post]
                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(posts) { post in
                                ↓AsyncImage(url: post.imageURL)
                                    .frame(height: 200)
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct ProfileHeader: View {
                let photo: UIImage
                var body: some View {
                    VStack { avatar(photo) }
                }
            }

            extension ProfileHeader {
                func avatar(_ image: UIImage) -> some View {
                    ↓Image(uiImage: image)
                        .resizable()
                        .clipShape(Circle())
                }
            }
            """),
        Example("""
            struct SnapshotView: View {
                let snapshot: UIImage
                var body: some View {
                    #if os(iOS)
                    ↓Image(uiImage: snapshot)
                    #endif
                }
            }
            """),
        Example("""
            struct ForecastTile: View {
                let weather: Weather
                var body: some View {
                    VStack {
                        ↓Image(systemName: weather.symbolName)
                            .symbolRenderingMode(.multicolor)
                        Text(weather.temperature)
                    }
                    .overlay(alignment: .topTrailing) {
                        ↓Image(systemName: "star.fill")
                    }
                }
            }
            """),
        Example("""
            struct Avatar: View {
                let systemName: String
                var label: String? = nil
                var body: some View {
                    Image(systemName: systemName)
                        .accessibilityLabel(label ?? "")
                }
            }
            struct ProfileHeader: View {
                var body: some View {
                    VStack {
                        ↓Avatar(systemName: "person.crop.circle")
                        Spacer()
                    }
                }
            }
            """),
        Example("""
            struct TaskRow: View {
                let task: Task
                var body: some View {
                    HStack {
                        // Tapped like a button, but not a conventional symbol: VoiceOver reads its shape.
                        ↓Image(systemName: "flag.checkered")
                            .onTapGesture { finish(task) }
                        // The symbol swaps with the state; VoiceOver reads "star" either way.
                        ↓Image(systemName: task.isStarred ? "star.fill" : "star")
                    }
                }
            }
            """),
        // Hiding a link does not hide the screen it opens (issue 18).
        Example("""
            struct GalleryRow: View {
                var body: some View {
                    NavigationLink(destination: PhotoScreen()) {
                        Text("Photo")
                    }
                    .accessibilityHidden(true)
                }
            }

            struct PhotoScreen: View {
                var body: some View {
                    ↓Image(systemName: "exclamationmark.triangle")
                }
            }
            """),
        // A state symbol in a helper that is drawn unconditionally: it is always there, so it says no state.
        Example("""
            struct MessageBubble: View {
                let message: Message
                var body: some View {
                    Text(message.text)
                        .overlay(alignment: .topTrailing) { favouriteMark }
                }
                private var favouriteMark: some View {
                    ↓Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                }
            }
            """),
        // A combined group that shows nothing but images is named by their names alone (issue 18).
        Example("""
            struct OrderStatusBadge: View {
                var body: some View {
                    HStack(spacing: 4) { ↓Image(systemName: "xmark.octagon")
                        Image(systemName: "shippingbox")
                        Circle().fill(.red).frame(width: 8, height: 8)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        // A status symbol beside a text that names the thing, not its status (issue 18).
        Example("""
            struct PaymentRow: View {
                var body: some View {
                    VStack {
                        HStack {
                            ↓Image(systemName: "xmark.octagon.fill")
                                .foregroundStyle(.red)
                            Text("Payment")
                            Spacer()
                        }
                        HStack {
                            Text("Email")
                            ↓Image(systemName: isValid ? "checkmark.circle.fill" : "exclamationmark.triangle.fill")
                        }
                    }
                }
            }
            """),
        // An image chosen at run time whose name says it shows a state, beside a fixed caption that cannot say which.
        Example("""
            struct BackupRow: View {
                let model: BackupModel
                var body: some View {
                    HStack(spacing: 6) {
                        Text("Last backup")
                        Spacer()
                        ↓Image(nsImage: model.backupStateBadge)
                    }
                }
            }
            """),
        // The same glyph filled or not, side by side, counts something (a rating) its names do not say.
        Example("""
            struct RatingStars: View {
                var body: some View {
                    HStack {
                        ↓Image(systemName: "star.fill")
                        ↓Image(systemName: "star.fill")
                        ↓Image(systemName: "star")
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A layout held in a constant and drawn only into a picture to share: never on screen.
        Example("""
            struct PlanScreen: View {
                let plan: TrainingPlan

                var body: some View {
                    Button("Share plan") { share() }
                }

                @MainActor
                private func share() {
                    let shareContent = VStack {
                        Image(systemName: "calendar.badge.plus")
                        Text(plan.title)
                    }
                    .padding()
                    let renderer = ImageRenderer(content: shareContent)
                    if let image = renderer.uiImage { ShareSheet.present(image) }
                }
            }
            """),
        // A splash screen that routes on after a second: gone before anyone reaches its logo.
        Example("""
            struct SplashView: View {
                @Environment(AppRouter.self) private var router
                var body: some View {
                    VStack {
                        Image(systemName: "paperplane.circle.fill")
                        Text("Sonder")
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.1) { router.showHome() }
                    }
                }
            }
            """),
        // A map annotation is one element named by its title, shown under the pin.
        Example("""
            struct PlacesMap: View {
                let places: [Place]

                var body: some View {
                    Map {
                        ForEach(places) { place in
                            Annotation(place.name, coordinate: place.coordinate) {
                                Image(systemName: "mappin.and.ellipse")
                                    .foregroundStyle(.red)
                            }
                        }
                    }
                }
            }
            """),
        // A screen a static registry makes, drawn only as a button's label: its pictures are the button's.
        Example("""
            enum MockupRegistry {
                @ViewBuilder
                static func view(for mockup: Mockup) -> some View {
                    switch mockup.layout {
                    case .weather: MockWeatherView()
                    case .music: MockMusicView()
                    }
                }
            }

            struct MockWeatherView: View {
                var body: some View {
                    VStack {
                        Image(systemName: "cloud.sun.rain")
                        Text("Partly cloudy")
                    }
                }
            }

            struct SampleCard: View {
                let mockup: Mockup
                let open: () -> Void
                var body: some View {
                    Button(action: open) { MockupRegistry.view(for: mockup) }
                        .accessibilityLabel(mockup.title)
                }
            }
            """),
        // A helper handed to a component inside a button's label: its image is part of the button.
        Example("""
            struct MediaTile: View {
                let kind: MediaKind
                let preview: () -> Void
                var body: some View {
                    Button(action: preview) {
                        ThumbnailItem(title: "Photos", badge: badgeView)
                    }
                }

                @ViewBuilder
                private var badgeView: some View {
                    switch kind {
                    case .image: Image(systemName: "photo.on.rectangle")
                    case .gif: Text("GIF")
                    }
                }
            }
            """),
        // A photos picker is a control: the symbol in its label is part of what it reads, beside its title.
        Example("""
            import PhotosUI

            struct GalleryEditor: View {
                @State private var picked: [PhotosPickerItem] = []
                var body: some View {
                    PhotosPicker(selection: $picked, maxSelectionCount: 5, matching: .images) {
                        HStack {
                            Image(systemName: "photo.badge.plus")
                            Text("Add Photos")
                        }
                    }
                }
            }
            """),
        // Number and sign symbols: VoiceOver reads the number or sign they show ("plus-minus").
        Example("""
            struct WordList: View {
                let words: [String]
                var body: some View {
                    List(words, id: \\.self) { word in
                        HStack {
                            Image(systemName: "\\(word.count).circle")
                            Text(word)
                        }
                    }
                    Image(systemName: "1.circle.fill")
                    HStack {
                        Image(systemName: "plusminus")
                        Text("5 mg")
                    }
                }
            }
            """),
        // A canvas's symbols are drawn into it as pictures: VoiceOver never reaches them (the canvas needs its own
        // label, `canvas-missing-accessibility`'s question).
        Example("""
            struct Highlights: View {
                var body: some View {
                    Canvas { context, size in
                        if let mark = context.resolveSymbol(id: 0) { context.draw(mark, at: .zero) }
                    } symbols: {
                        Image(systemName: "checkmark.seal").tag(0)
                    }
                }
            }
            """),
        // An accessory a button style draws beside the label, through a helper only `makeBody` uses: part of the
        // button, which VoiceOver reads as one element.
        Example("""
            struct AccessoryButtonStyle: ButtonStyle {
                let icon: String?
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        accessoryView(configuration: configuration)
                        configuration.label
                    }
                }

                @ViewBuilder func accessoryView(configuration: Configuration) -> some View {
                    if let icon {
                        Image(icon).opacity(configuration.isPressed ? 0.5 : 1)
                    }
                }
            }
            """),
        // The app's own `Image` type, a value for UIKit cells, shadows SwiftUI's where it is declared.
        Example("""
            extension CellElement {
                struct Image {
                    static func local(_ image: UIImage?) -> Self { Image(image: image, url: nil) }
                    static func remote(_ url: String?) -> Self { Image(image: nil, url: url) }

                    let image: UIImage?
                    let url: String?
                }
            }
            """),
        // Inside `#if os(macOS)`: VoiceOver on the Mac speaks the tooltip as the image's description.
        Example("""
            struct RegexField: View {
                @Binding var pattern: String
                let isValid: Bool
                var body: some View {
                    HStack {
                        TextField("Pattern", text: $pattern)
                        #if os(macOS)
                        if !isValid {
                            Image(systemName: "exclamationmark.triangle").help("Invalid regular expression")
                        }
                        #endif
                    }
                }
            }
            """),
        // The trailing copy of the icon only balances the row: it is never seen.
        Example("""
            struct UpdateProgressBar: View {
                let image: String?
                let progressText: String
                var body: some View {
                    HStack {
                        if let image { Image(image).accessibilityHidden(true) }
                        Spacer()
                        Text(progressText)
                        Spacer()
                        if let image { Image(image).opacity(0) }
                    }
                }
            }
            """),
        // Each option of the picker is one menu item named by its text, with the picture as its icon.
        Example("""
            struct MenuBarIconPicker: View {
                @Binding var style: IconStyle
                var body: some View {
                    Picker("Menu bar icon", selection: $style) {
                        HStack {
                            Image(nsImage: NSImage(named: "CalendarIcon")!)
                            Text("Calendar")
                        }
                        .tag(IconStyle.calendar)
                        Label("Event type", systemImage: "calendar.badge.clock").tag(IconStyle.eventType)
                    }
                }
            }
            """),
        // A chart mark drawn with a symbol: the chart reads the mark's plotted values, not the glyph.
        Example("""
            struct DosesChart: View {
                let doses: [Dose]
                var body: some View {
                    Chart(doses) { dose in
                        PointMark(x: .value("Time", dose.date), y: .value("Units", dose.units))
                            .symbol { Image(systemName: "arrowtriangle.down.fill").foregroundStyle(.blue) }
                    }
                    .accessibilityLabel("Doses today")
                }
            }
            """),
        // Inside a NavigationLink the chevron joins the link's name; a leading icon reads with its text.
        Example("""
            struct ReminderLinkRow: View {
                let reminder: Reminder
                var body: some View {
                    NavigationLink(value: reminder) {
                        HStack {
                            Image(systemName: "bell")
                            Text(reminder.title)
                            Spacer()
                            Image(systemName: "chevron.right")
                        }
                    }
                }
            }
            """),
        // A widget is read as one element: "bus, 4 min" joins the symbol's name to the texts.
        Example("""
            import SwiftUI
            import WidgetKit

            struct NextDepartureView: View {
                var entry: DepartureEntry
                var body: some View {
                    VStack {
                        Image(systemName: "bus")
                        Text(entry.minutesText)
                    }
                    .containerBackground(.fill.tertiary, for: .widget)
                }
            }
            """),
        // A row's icon that is hidden as decoration, or named.
        Example("""
            struct SyncStatusRow: View {
                let errorMessage: String
                var body: some View {
                    VStack {
                        HStack {
                            Image(systemName: "exclamationmark.triangle").accessibilityHidden(true)
                            Text("Sync failed")
                        }
                        HStack {
                            Image(systemName: "xmark.octagon").accessibilityLabel("Failed")
                            Text("Payment")
                        }
                    }
                }
            }
            """),
        // A mark drawn only in one state says that state when it shows.
        Example("""
            struct ThemeRow: View {
                let isActive: Bool
                var body: some View {
                    HStack {
                        Image(systemName: "checkmark")
                            .opacity(isActive ? 1 : 0)
                        Text(theme.name)
                    }
                }
            }
            """),
        // A Label is one element: an icon drawn in its title reads with the title.
        Example("""
            struct BranchLabel: View {
                var body: some View {
                    Label {
                        HStack {
                            Text(branch.name)
                            Image(systemName: "arrow.up")
                            Text("\\(branch.ahead)")
                        }
                    } icon: {
                        Image(systemName: "arrow.triangle.branch")
                    }
                }
            }
            """),
        // A combined group with a text, a label or a value of its own, or a component whose content is unknown.
        Example("""
            struct OrderStatusBadge: View {
                var body: some View {
                    VStack {
                        HStack {
                            Image(systemName: "xmark.octagon")
                            Text("Delivery failed")
                        }
                        .accessibilityElement(children: .combine)
                        HStack { Image(systemName: "xmark.octagon"); Circle() }
                            .accessibilityElement(children: .combine)
                            .accessibilityLabel("Delivery failed")
                        HStack { Image(systemName: "star.fill"); Image(systemName: "star") }
                            .accessibilityElement(children: .combine)
                            .accessibilityValue("1 of 2 stars")
                        HStack { Image(systemName: "xmark.octagon"); StatusCaption(order: order) }
                            .accessibilityElement(children: .combine)
                    }
                }
            }
            """),
        // A state symbol in a helper drawn only when the state holds: the mark appears with it.
        Example("""
            struct MessageBubble: View {
                let message: Message
                var body: some View {
                    Text(message.text)
                        .overlay(alignment: .topTrailing) {
                            if message.isFavourite { favouriteMark }
                        }
                }
                private var favouriteMark: some View {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                }
            }
            """),
        // A conventional symbol shown on a condition marks a state, and says it: "checkmark".
        Example("""
            struct ChecklistRow: View {
                let item: Item
                var body: some View {
                    HStack {
                        Text(item.title)
                        if item.isDone {
                            Image(systemName: "checkmark")
                        }
                        if item.isFlagged {
                            Image(systemName: "flag.fill").foregroundStyle(.red)
                        }
                    }
                }
            }
            """),
        Example("""
            struct WelcomeView: View {
                var body: some View {
                    Image(systemName: "brain.head.profile")
                        .accessibilityLabel("AIQ brain logo")
                }
            }
            """),
        Example("""
            struct TestResultsView: View {
                var body: some View {
                    VStack {
                        Image(systemName: "trophy.fill")
                            .accessibilityHidden(true)
                        Image(decorative: "confetti")
                        Image("weekly_chart", label: Text("Weekly sales chart"))
                    }
                }
            }
            """),
        Example("""
            struct StreakView: View {
                var body: some View {
                    Label { Text("Streak") } icon: { Image(systemName: "flame") }
                    Label("Best", systemImage: "star")
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }
                }
            }
            """),
        Example("""
            struct HeroCardView: View {
                @ScaledMetric(relativeTo: .largeTitle) private var heroFontSize: CGFloat = 56
                var body: some View {
                    VStack(spacing: 12) {
                        Image(systemName: "scalemass")
                        Text("Current Weight")
                        Text(formattedWeight)
                            .font(.system(size: heroFontSize, weight: .bold, design: .rounded))
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(accessibilityDescription)
                }
            }
            """),
        Example("""
            struct SyncBanner: View {
                var body: some View {
                    HStack {
                        Image(systemName: "exclamationmark.triangle").accessibilityHidden(true)
                        Text("Sync failed")
                    }
                    .background {
                        Image(uiImage: texture)
                    }
                }
            }
            """),
        Example("""
            struct AuthorRow: View {
                var body: some View {
                    HStack {
                        Text(author.name)
                        badge
                            .accessibilityLabel("Verified")
                    }
                }

                private var badge: some View {
                    Image(systemName: "checkmark.seal.fill")
                }
            }
            """),
        Example("""
            struct Sparkle: View {
                var body: some View {
                    Image(systemName: "sparkles")
                }
            }

            struct CelebrationView: View {
                var body: some View {
                    VStack {
                        Sparkle().accessibilityHidden(true)
                        Text("Goal reached")
                    }
                }
            }
            """),
        Example("""
            struct PostImage: View {
                let post: Post
                var body: some View {
                    AsyncImage(url: post.imageURL) { image in
                        image.resizable().accessibilityLabel(post.caption)
                    } placeholder: {
                        ProgressView()
                    }
                }
            }
            """),
        Example("""
            struct ChargingIndicator: View {
                var body: some View {
                    ZStack {
                        Circle()
                        Image(systemName: "bolt")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Charging")
                }
            }
            """),
        Example("""
            struct RootView: View {
                var body: some View {
                    TabView {
                        HomeView()
                            .tabItem {
                                Image(systemName: "house")
                                Text("Home")
                            }
                    }
                }
            }
            """),
        Example("""
            enum NotificationKind {
                case mention, favourite

                var icon: Image {
                    switch self {
                    case .mention: return Image(systemName: "at")
                    case .favourite: return Image(systemName: "star.fill")
                    }
                }
            }
            """),
        // StoreKit draws the control icon inside each plan's option, with the plan's name and price.
        Example("""
            struct PassShop: View {
                var body: some View {
                    SubscriptionStoreView(groupID: passGroupID)
                        .subscriptionStoreControlIcon { product, info in
                            Image(systemName: "bird.fill")
                        }
                }
            }
            """),
        // A member of `extension Image` makes an image for the code that shows it.
        Example("""
            public extension Image {
                static let floorTile = Image(.floor1).resizable()
            }
            """),
        // So does a stored constant of an icon catalogue: its type is `Image`, and its users name it.
        Example("""
            enum AppIcon {
                static let trash = Image(.trash)
                static let sync = Image(systemName: "arrow.triangle.2.circlepath").renderingMode(.template)
            }
            """),
        Example("""
            struct JumpBarItem: View {
                @State private var isHovering = false
                var body: some View {
                    Text(title)
                        .background {
                            HStack {
                                Spacer()
                                if isHovering { chevron }
                            }
                        }
                }

                private var chevron: some View {
                    Image(systemName: "chevron.compact.right")
                }
            }
            """),
        Example("""
            struct FileRow: View {
                let file: FileItem
                var body: some View {
                    HStack {
                        if let icon = file.icon {
                            Image(nsImage: icon).accessibilityHidden(true)
                        }
                        VStack(alignment: .leading) {
                            Text(file.name)
                            Text(file.path).font(.caption)
                        }
                    }
                    SearchPanel(title: "Commands", image: Image(systemName: "magnifyingglass"))
                }
            }
            """),
        Example("""
            struct ChevronLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.icon
                        configuration.title
                        Image(systemName: "chevron.forward")
                    }
                }
            }
            """),
        Example("""
            struct Avatar: View {
                let systemName: String
                var label: String? = nil
                var body: some View {
                    Image(systemName: systemName)
                        .accessibilityLabel(label ?? "")
                }
            }
            struct ProfileHeader: View {
                var body: some View {
                    VStack {
                        Avatar(systemName: "person.crop.circle", label: "Profile photo")
                        Avatar(systemName: "star").accessibilityHidden(true)
                    }
                }
            }
            """),
        Example("""
            struct Badge: View {
                let systemName: String
                var body: some View {
                    Image(systemName: systemName)
                }
            }
            struct Header: View {
                var body: some View {
                    Badge(systemName: "star.fill")
                        .accessibilityLabel("Favourite")
                }
            }
            """),
        Example("""
            struct TaskRow: View {
                let task: Task
                var body: some View {
                    HStack {
                        // Tapped like a button and named by a conventional symbol ("minus", "star"): the spoken
                        // name says what it does; the missing button trait is another rule's.
                        Image(systemName: "minus.circle")
                            .onTapGesture { remove(task) }
                        Image(systemName: task.isStarred ? "star.fill" : "star")
                            .onTapGesture { toggleStar(task) }
                    }
                }
            }
            """),
        // A conventional glyph in a row of buttons and glyphs, with no text beside it: read "bookmark", as it looks.
        Example("""
            struct PostActions: View {
                var body: some View {
                    HStack(spacing: 16) {
                        Button { like() } label: { Image(systemName: "heart") }
                        Image(systemName: "paperplane")
                        Spacer()
                        Image(systemName: "bookmark")
                    }
                }
            }
            """),
        Example("""
            // An image component every use taps like a button: its conventional symbol ("Close") says what it does.
            struct CloseMark: View {
                var body: some View {
                    Image(systemName: "xmark").frame(width: 44, height: 44)
                }
            }

            struct CourseDetail: View {
                @Binding var isShown: Bool
                var body: some View {
                    CloseMark().onTapGesture { isShown = false }
                }
            }
            """),
        Example("""
            struct TaskList: View {
                var body: some View {
                    List(tasks) { TaskRow(task: $0) }
                        // The image is a button's label in the navigation bar, not an image of its own.
                        .navigationBarItems(trailing: Button(action: addTask, label: { Image(systemName: "plus.circle") }))
                }
            }
            """),
    ]
}
