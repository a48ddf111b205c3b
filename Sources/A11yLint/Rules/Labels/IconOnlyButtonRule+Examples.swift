import RuleEngine

extension IconOnlyButtonRule {
    static let triggeringExamples: [Example] = [
        // The same action written as a ternary of closures; the trailing label shows only a custom symbol.
        Example("""
            struct MagicButton: View {
                let isEnabled: Bool
                let action: () -> Void
                var body: some View {
                    ↓Button(action: isEnabled ? { action() } : {}) {
                        Image(systemName: "wand.and.rays")
                    }
                }
            }
            """),
        // A person that shows a list of friends to follow: "person" does not say that.
        Example("""
            struct FeedHeader: View {
                @Binding var showsSuggestions: Bool
                var body: some View {
                    ↓Button { showsSuggestions.toggle() } label: { Image(systemName: "person.fill") }
                }
            }
            """),
        // "Forward end" says nothing of skipping an onboarding screen.
        Example("""
            struct OnboardingPage: View {
                let finish: () -> Void
                var body: some View {
                    ↓Button { finish() } label: { Image(systemName: "forward.end") }
                }
            }
            """),
        // A map symbol on a button that shares the trip: "map" does not say it shares.
        Example("""
            struct TripCard: View {
                var body: some View {
                    ↓Button { shareTrip() } label: { Image(systemName: "map") }
                }
            }
            """),
        // A symbol held in a constant of the type is judged by its name: `bolt.horizontal` says nothing.
        Example("""
            struct PlayerBar: View {
                let boostIcon = "bolt.horizontal"
                var body: some View {
                    ↓Button(action: boost) { Image(systemName: boostIcon) }
                }
            }
            """),
        // A camera on an avatar that changes the profile photo: "camera" names a device, not this action.
        Example("""
            struct AvatarHeader: View {
                @State private var showsImagePicker = false
                var body: some View {
                    ZStack(alignment: .bottomTrailing) {
                        Avatar(user: user)
                        ↓Button { showsImagePicker = true } label: { Image(systemName: "camera.fill") }
                    }
                }
            }
            """),
        // A file prefix before the word (`icBack`), a direction with no action (`arrowLeft`) and a generic action
        // an icon set qualifies (`moreVert`, a vertical ellipsis) are file names.
        Example("""
            struct WeekSelector: View {
                var body: some View {
                    HStack {
                        ↓Button(action: dismiss) { Image("icBack") }
                        ↓Button(action: previousWeek) { Image("arrowLeft") }
                        ↓Button(action: showOptions) { Image("moreVert") }
                    }
                }
            }
            """),
        // A photos picker is a button that opens the photo library: an image alone does not say so.
        Example("""
            import PhotosUI

            struct AvatarEditor: View {
                @State private var pickedPhoto: PhotosPickerItem?
                var body: some View {
                    ↓PhotosPicker(selection: $pickedPhoto, matching: .images) {
                        Image(systemName: "camera.badge.ellipsis")
                    }
                }
            }
            """),
        // A private helper one of whose calls passes a symbol VoiceOver names by its shape.
        Example("""
            struct Transport: View {
                var body: some View {
                    HStack {
                        transportButton("backward.fill") { player.previous() }
                        transportButton("airplayaudio") { showRoutes() }
                    }
                }
                private func transportButton(_ icon: String, action: @escaping () -> Void) -> some View {
                    ↓Button(action: action) {
                        Image(systemName: icon)
                    }
                }
            }
            """),
        // An icon set's state glyph says neither the action nor the state ("heart 20"); a plus with its size reads
        // as an amount ("plus 20") on a stepper that steps by one.
        Example("""
            struct FeeRow: View {
                @Binding var fee: Int
                let isWatched: Bool
                let toggleWatch: () -> Void
                var body: some View {
                    HStack {
                        Text("\\(fee) sat/vB")
                        ↓Button(action: { fee += 1 }) { Image("plus_20") }
                        ↓Button(action: toggleWatch) { Image("heart_20") }
                    }
                }
            }
            """),
        // Even on the Mac a tooltip is a hint, not a name: the rotor and Voice Control still have only the symbol.
        Example("""
            struct WindowListToolbar: View {
                var body: some View {
                    ↓Button(action: reloadWindows) { Image(systemName: "arrow.triangle.2.circlepath") }
                        .help("Update Window List")
                }
            }
            """, configuration: """
            platforms: [macos]
            """),
        // A symbol written through SFSafeSymbols is read as the same `systemName:`: `.photoBadgePlus` is
        // `photo.badge.plus`, which no listener can tell apart from any other picture action.
        Example("""
            struct AlbumToolbar: View {
                @State var isMuted = false
                var body: some View {
                    HStack {
                        ↓Button { pickPhoto() } label: { Image(systemSymbol: .photoBadgePlus) }
                        // An empty link with no code activating it is a stop that reads just "button".
                        ↓NavigationLink(destination: ArchiveScreen()) { EmptyView() }
                        // A lock shows a state, privacy or a premium feature as often as an action.
                        ↓Button { unlock() } label: { Image(systemName: "lock.fill") }
                        ↓Button { isMuted.toggle() } label: {
                            Image(systemSymbol: isMuted ? .speakerSlashFill : .speakerWave2Fill)
                        }
                    }
                }
            }
            """),
        // A case of the enum is not a conventional symbol, so the control may be read as 'gear badge' or nothing.
        Example("""
            struct ToolButton: View {
                enum Tool: String {
                    case add = "plus"
                    case configure = "gearshape.2"
                }
                let tool: Tool
                var body: some View {
                    ↓Button(action: run) {
                        Image(systemName: tool.rawValue)
                    }
                }
            }
            """),
        Example("""
            struct EntryRow: View {
                var body: some View {
                    ↓Button {
                        togglePin()
                    } label: {
                        Image(systemName: "pin")
                    }
                }
            }
            """),
        Example("""
            struct ExportBar: View {
                var body: some View {
                    HStack {
                        ↓Button(action: exportCSV) {
                            Image("ic_export_csv")
                        }
                        ↓Button(action: exportPDF) {
                            Image("ic_export_pdf")
                                .resizable()
                                .frame(width: 24, height: 24)
                        }
                    }
                }
            }
            """),
        Example("""
            struct ToolPalette: View {
                let tools: [Tool]
                var body: some View {
                    HStack {
                        ForEach(tools) { tool in
                            ↓Button { select(tool) } label: {
                                Image(systemName: tool.icon)
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct PlayerControls: View {
                @Binding var isLive: Bool
                var body: some View {
                    ↓Button(action: toggleLive) {
                        if isLive {
                            Image(systemName: "stop.fill")
                        } else {
                            Image(systemName: "dot.radiowaves.left.and.right")
                        }
                    }
                    ↓Button(action: toggleDetails) {
                        Image(systemName: showsDetails ? "chevron.up.circle" : "chevron.down.circle")
                    }
                }
            }
            """),
        Example("""
            struct PlayerView: View {
                var body: some View {
                    VStack { artwork; closeButton }
                }
            }

            extension PlayerView {
                var closeButton: some View {
                    ↓Button(action: dismiss) {
                        HStack {
                            Spacer()
                            Image(systemName: "bolt.horizontal.circle")
                        }
                    }
                }
            }
            """),
        Example("""
            struct HeaderLinks: View {
                @Binding var isMuted: Bool
                var body: some View {
                    HStack {
                        ↓Link(destination: helpURL) { Image("help_badge") }
                        ↓NavigationLink(destination: SettingsView()) { Image(uiImage: gearImage) }
                        ↓Menu {
                            Button("Rename", action: rename)
                        } label: {
                            Image(systemName: "line.3.horizontal")
                        }
                        ↓Toggle(isOn: $isMuted) { Image(systemName: "speaker.slash") }
                    }
                }
            }
            """),
        Example("""
            struct SheetHeader: View {
                var body: some View {
                    #if os(iOS)
                    ↓Button(action: dismiss) {
                    }
                    #endif
                }
            }
            """),
        Example("""
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        makeButton("ic_undo", action: undo)
                    }
                }

                func makeButton(_ name: String, action: @escaping () -> Void) -> some View {
                    ↓Button(action: action) {
                        Image(name)
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
        Example("""
            struct FilterMenu: View {
                @Binding var filter: Filter
                var body: some View {
                    ↓Menu {
                        ForEach(Filter.allCases) { filter in
                            Button { self.filter = filter } label: {
                                Label(filter.title, systemImage: filter.icon)
                            }
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down.circle")
                    }
                }
            }
            """),
        Example("""
            struct IconButton: View {
                let systemName: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Image(systemName: systemName)
                    }
                }
            }
            struct NoteToolbar: View {
                var body: some View {
                    ↓IconButton(systemName: "pin") { pinNote() }
                }
            }
            """),
        Example("""
            struct LabelledIconButton: View {
                let systemName: String
                var label: String? = nil
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                        .accessibilityLabel(label ?? "")
                }
            }
            struct ShareBar: View {
                var body: some View {
                    ↓LabelledIconButton(systemName: "tray.and.arrow.down") { archive() }
                    // An empty label passed on purpose replaces even a conventional symbol's name.
                    ↓LabelledIconButton(systemName: "trash", label: "") { deleteAll() }
                    // Not passed: the symbol's own name ("Delete") is read.
                    LabelledIconButton(systemName: "trash") { deleteAll() }
                }
            }
            """),
        Example("""
            struct VendorScreen: View {
                var body: some View {
                    ↓VendorIconButton(icon: "bell")
                }
            }
            """, configuration: """
            components:
              VendorIconButton: { role: button, label: none }
            """),
        Example("""
            struct DocumentRow: View {
                var body: some View {
                    HStack {
                        // A style suffix that makes another glyph does not make a conventional symbol.
                        ↓Button(action: duplicate) { Image(systemName: "plus.square.on.square") }
                        ↓Button(action: showDetails) { Image(systemName: "chevron.right.circle") }
                        ↓Button(action: verify) { Image(systemName: "checkmark.seal.fill") }
                    }
                }
            }
            """),
        Example("""
            struct RoundIconStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(12)
                        .background(Circle().fill(.tint))
                }
            }
            struct InviteCard: View {
                var body: some View {
                    // The style draws no title: the symbol is still the whole label.
                    ↓Button(action: invite) { Image(systemName: "person.2.fill") }
                        .buttonStyle(RoundIconStyle())
                }
            }
            """),
        Example("""
            struct SearchOptions: View {
                @Binding var usesExcludeList: Bool
                var body: some View {
                    // A gear names an action, not what the switch turns on.
                    ↓Toggle(isOn: $usesExcludeList) { Image(systemName: "gearshape") }
                }
            }
            """),
        Example("""
            struct ReportCard: View {
                var body: some View {
                    // "More", but the button shares.
                    ↓Button(action: shareReport) {
                        Image(systemName: "ellipsis")
                    }
                }
            }
            """),
        Example("""
            struct InboxScreen: View {
                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .navigationBarItems(trailing: ↓Button(action: markAllRead, label: {
                            Image(systemName: "envelope.open")
                        }))
                        .toolbar {
                            ToolbarItem(placement: .bottomBar) {
                                ↓Button { archiveAll() } label: { Image("toolbar_archive_all") }
                            }
                        }
                }
            }
            """),
        Example("""
            struct NoteToolbar: View {
                var body: some View {
                    ↓Button(action: deleteNote) { Image(systemName: "trash") }
                    ↓Button(action: close) { Image(systemName: "xmark.circle.fill") }
                }
            }
            """, configuration: """
            rules:
              icon-only-button:
                report_conventional_symbols: true
            """),
        // The link's label names the link; the screen it opens is read on its own (issue 18).
        Example("""
            struct InboxRow: View {
                var body: some View {
                    NavigationLink(destination: FilterScreen()) {
                        Text("Filters")
                    }
                    .accessibilityLabel("Open filters")
                }
            }

            struct FilterScreen: View {
                var body: some View {
                    VStack {
                        Text("Filters")
                        ↓Button(action: reset) {
                            Image("ic_reset_filters")
                        }
                    }
                }
            }
            """),
        Example("""
            struct TripRow: View {
                var body: some View {
                    NavigationLink {
                        VStack {
                            ↓Button(action: share) { Image("ic_share_trip") }
                        }
                    } label: {
                        Text("Lisbon")
                    }
                    .accessibilityLabel("Trip to Lisbon")
                }
            }
            """),
        // A menu's label names the menu button, not the items it pops up.
        Example("""
            struct MessageActions: View {
                var body: some View {
                    Menu {
                        ↓Button(action: archive) { Image("ic_archive_box") }
                        Button("Delete", role: .destructive, action: delete)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityLabel("Message actions")
                }
            }
            """),
        // Issue 18: the button trait alone makes a button with no name.
        Example("""
            struct SwatchPicker: View {
                var body: some View {
                    HStack {
                        ForEach(colors, id: \\.self) { color in
                            ↓Circle()
                                .fill(color)
                                .frame(width: 44, height: 44)
                                .onTapGesture { selection = color }
                                .accessibilityAddTraits(.isButton)
                        }
                    }
                }
            }
            """),
        // A progress ring drawn over the image does not name the button.
        Example("""
            struct UploadButton: View {
                var body: some View {
                    ↓Button { cancelUpload() } label: {
                        Image(uiImage: stopImage)
                            .overlay(UploadProgressRing(progress: progress))
                    }
                }
            }
            """),
        // An asset read by a file name that is no plain word for the glyph.
        Example("""
            struct SpeedControls: View {
                var body: some View {
                    HStack {
                        Text(speed.formatted())
                        ↓Button(action: increaseSpeed) { Image("ic_plus_24") }
                        ↓Button(action: close) { Image("xmark") }
                        ↓Button(action: markDone) { Image(asset: .X24.tick) }
                        ↓Button(action: showDetails) { Image(asset: item.icon) }
                    }
                }
            }
            """),
        // "More", but the action calls a function that shares.
        Example("""
            struct ReportRow: View {
                var body: some View {
                    ↓Button {
                        analytics.shareTapped = true
                        shareCurrentReport()
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Closures inside the action argument are not the label: the trailing closure shows the choice's name.
        Example("""
            struct VoteButton: View {
                let choice: Choice?
                let action: () -> Void
                var body: some View {
                    Button(action: choice == nil ? {} : { action() }) {
                        Text(choice?.name ?? "Unavailable")
                    }
                }
            }
            """),
        // The app's icon view drawn over a shape may be the label's name: what it reads is not known here.
        Example("""
            struct PhotoThumbnail: View {
                let index: Int
                let onDelete: (Int) -> Void
                var body: some View {
                    Button { onDelete(index) } label: {
                        Circle()
                            .fill(Color.black.opacity(0.4))
                            .overlay { AppIcon(.close).style(color: .white, size: 10) }
                    }
                }
            }
            """),
        // A person that opens the profile, a power glyph that signs out: the spoken names say what they do.
        Example("""
            struct HomeToolbar: ToolbarContent {
                let session: Session
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarLeading) {
                        NavigationLink(destination: ProfileView()) { Image(systemName: "person.fill") }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: { session.logout() }) { Image(systemName: "power") }
                    }
                }
            }
            """),
        // A player's previous and next track: "backward end" and "forward end" when the actions go there.
        Example("""
            struct PlayerControls: View {
                @ObservedObject var player: Player
                var body: some View {
                    HStack {
                        Button { player.previousSong() } label: { Image(systemName: "backward.end.fill") }
                        Button { player.nextSong() } label: { Image(systemName: "forward.end.fill") }
                    }
                }
            }
            """),
        // A phone that calls the contact.
        Example("""
            struct ContactRow: View {
                let contact: Contact
                var body: some View {
                    HStack {
                        Text(contact.name)
                        Button { callPhone(contact.phone) } label: { Image(systemName: "phone.fill") }
                    }
                }
            }
            """),
        // A thing's symbol ("microphone") in a component named for what its button does; a player's play/pause.
        Example("""
            struct VoiceCommandButton: View {
                @Binding var isListening: Bool
                var body: some View {
                    Button { isListening = true } label: { Image(systemName: "mic.fill") }
                }
            }

            struct TransportControls: View {
                let player: Player
                var body: some View {
                    Button { player.toggle() } label: { Image(systemName: "playpause.fill") }
                }
            }
            """),
        // The caller's label drawn over the capsule, directly or by the app's own modifier: the caller names it.
        Example("""
            struct CapsuleButton<Label: View>: View {
                let action: () -> Void
                @ViewBuilder let label: Label
                var body: some View {
                    Button(action: action) {
                        Capsule().fill(.blue).overlay { label }
                    }
                    Button(action: action) {
                        Capsule().framed(height: 44, content: label)
                    }
                }
            }
            """),
        // A question mark in a speech bubble is the help glyph, read "question mark".
        Example("""
            struct ConceptScreen: View {
                @State private var showsHelp = false
                var body: some View {
                    Diagram()
                        .overlay(alignment: .topTrailing) {
                            Button { showsHelp = true } label: {
                                Image(systemName: "questionmark.message.fill")
                            }
                        }
                }
            }
            """),
        // A private helper every call of which passes a conventional symbol.
        Example("""
            struct Transport: View {
                var body: some View {
                    HStack {
                        transportButton("backward.fill") { player.previous() }
                        transportButton("forward.fill") { player.next() }
                    }
                }
                private func transportButton(_ icon: String, action: @escaping () -> Void) -> some View {
                    Button(action: action) {
                        Image(systemName: icon)
                    }
                }
            }
            """),
        // The name is spelled from a local that chooses "pause" or "play"; a shuffle button is named by its symbol.
        Example("""
            struct PlayButton: View {
                @EnvironmentObject private var player: MediaPlayer
                var body: some View {
                    let action = player.isPlaying ? "pause" : "play"
                    HStack {
                        Button(action: { player.toggle() }) {
                            Image(systemName: "\\(action).fill")
                        }
                        Button(action: { player.shuffle() }) {
                            Image(systemName: "shuffle")
                        }
                    }
                }
            }
            """),
        // The name is spelled from a choice of two: "play.circle.fill" or "pause.circle.fill", both read by
        // their purpose.
        Example("""
            struct PlaybackControls: View {
                let isPlaying: Bool
                let onToggle: () -> Void
                var body: some View {
                    Button(action: onToggle) {
                        Image(systemName: "\\(isPlaying ? "pause" : "play").circle.fill")
                            .font(.largeTitle)
                    }
                    .accessibilityValue(isPlaying ? "Playing" : "Paused")
                }
            }
            """),
        // An icon set's action word with its size and variant (`close_3_24`, read "close 3 24") and an app's own
        // icon button given an asset whose name reads well ("trash") name their buttons; the icon button's own
        // body is judged through its callers, each by the asset it passes.
        Example("""
            struct MemoField: View {
                @Binding var memo: String
                let onClose: () -> Void
                var body: some View {
                    HStack {
                        TextField("Memo", text: $memo)
                        IconButton(icon: "trash") { memo = "" }
                        Button(action: onClose) {
                            Image("close_3_24")
                        }
                    }
                }
            }

            struct IconButton: View {
                let icon: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Image(icon).resizable().frame(width: 24, height: 24)
                    }
                }
            }
            """),
        // Asset names in camel case are read as words, and ending in the action they say what it does: "App
        // Delete, button". A name after a file prefix (`icBack`) would be read as a file name.
        Example("""
            struct DeleteAppButton: View {
                var action: () -> Void
                var body: some View {
                    Button(action: action) {
                        GeometryReader { proxy in
                            Image("AppDelete").resizable()
                        }
                    }
                }
            }
            struct RemoteControls: View {
                var body: some View {
                    HStack {
                        DeleteAppButton { uninstall() }
                        Button(action: pressBack) { Image("RemoteControlBack") }
                    }
                }
            }
            """),
        // Asset names whose other words only say how the glyph is drawn (`backBtn`, `PlusSquared`), or name what
        // the action acts on after it (`add-cart`), are read as the action; a shop's `cart` is its basket.
        Example("""
            struct ShopBar: View {
                var body: some View {
                    HStack {
                        Button(action: goBack) { Image("backBtn") }
                        Button(action: addHabit) { Image("PlusSquared") }
                        Button(action: addToCart) { Image("add-cart") }
                        Button(action: openCart) { Image("cart") }
                    }
                }
            }
            """),
        // SwiftGen's constant names its asset (`Asset.Icons.copy.name` is "copy"), and `sendMessage` is the action
        // and what it acts on: "copy, button", "send message, button".
        Example("""
            struct MessageActions: View {
                var body: some View {
                    HStack {
                        Button(action: copyMessage) { Image(Asset.Icons.copy.name) }
                        Button(action: send) { Image("sendMessage") }
                    }
                }
            }
            """),
        // A catalogue of symbol names, here or in any linted file, names the symbols: "Add", "Close".
        Example("""
            struct AppSymbols {
                static let new = "plus"
            }
            enum StopSymbols: String {
                case xmarkCircle = "xmark.circle"
                case share = "square.and.arrow.up"
            }
            struct BarcodeList: View {
                var body: some View {
                    Button(action: addBarcode) { Image(systemName: AppSymbols.new) }
                    Button(action: removeStop) { Image(.xmarkCircle) }
                    Button(action: shareList) { Image(systemName: StopSymbols.share.rawValue) }
                }
            }
            """),
        // The symbol is a case of a `String` enum, and every case is a conventional symbol ("Add", "minus").
        Example("""
            struct ListEditButton: View {
                enum Style: String {
                    case plus
                    case minus = "minus"
                }
                let style: Style
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Image(systemName: style.rawValue)
                    }
                    .buttonStyle(.borderless)
                }
            }
            struct LaunchArgumentsList: View {
                var body: some View {
                    HStack {
                        ListEditButton(style: .plus) { addArgument() }
                        ListEditButton(style: .minus) { removeSelectedArgument() }
                    }
                }
            }
            """),
        // An asset named with the plain word for the glyph is read by it: "plus, button".
        Example("""
            struct SpeedStepper: View {
                var body: some View {
                    HStack {
                        Button(action: decreaseSpeed) { Image("minus", bundle: .watchAssets) }
                        Text(speed.formatted())
                        Button(action: increaseSpeed) { Image("plus", bundle: .watchAssets) }
                    }
                }
            }
            """),
        // The symbol drawn over the circle with `.overlay(_:)` names the button: "Close".
        Example("""
            struct StatusPanelHeader: View {
                var body: some View {
                    Button { closePanel() } label: {
                        Circle()
                            .foregroundColor(.gray)
                            .overlay(Image(systemName: "xmark").foregroundColor(.white))
                            .frame(width: 24, height: 24)
                    }
                }
            }
            """),
        // Assets in a folder that namespaces them, by name or by the constant generated for them (SwiftGen,
        // Xcode's asset symbols): read "x24/Plus", "Close", "More", "Copy".
        Example("""
            struct ChatInputBar: View {
                var body: some View {
                    HStack {
                        Menu { attachmentItems } label: { Image(asset: .X24.plus) }
                        Button(action: dismiss) { Image("Icons/Close") }
                        Menu { messageActions } label: { Image(ImageResource.more) }
                        Button(action: goBack) { Image(asset: .X24.back) }
                        Button(action: copyMessage) { Image(.copy) }
                    }
                }
            }
            """),
        // Words that only describe the drawing leave the plain word: read "close circle", "Trash 24".
        Example("""
            struct AttachmentThumbnail: View {
                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        thumbnail
                        Button(action: remove) { Image("close-circle") }
                        Button(action: delete) { Image("Trash-24") }
                    }
                }
            }
            """),
        // "More" opens an editor of the filter: the action names a filter, it does not filter.
        Example("""
            struct SuggestionRow: View {
                var body: some View {
                    HStack {
                        Text(suggestion.title)
                        Button {
                            model.editingFilter = .init(filter: suggestion.filter)
                        } label: {
                            Image(systemName: "ellipsis")
                        }
                    }
                }
            }
            """),
        // The swatch is named for VoiceOver.
        Example("""
            struct SwatchPicker: View {
                var body: some View {
                    ForEach(swatches) { swatch in
                        Circle()
                            .fill(swatch.color)
                            .onTapGesture { selection = swatch }
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel(swatch.name)
                    }
                }
            }
            """),
        // A shape with the trait inside a card whose texts name it.
        Example("""
            struct PlanCard: View {
                var body: some View {
                    HStack {
                        RoundedRectangle(cornerRadius: 4).fill(plan.color).frame(width: 8)
                        Text(plan.name)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { choose(plan) }
                }
            }
            """),
        // "Thumbs up" is what the glyph says to sighted users too: approve, like, submit.
        Example("""
            struct WordVote: View {
                let vote: (Bool) -> Void

                var body: some View {
                    HStack {
                        Button { vote(true) } label: { Image(systemName: "hand.thumbsup.fill") }
                        Button { vote(false) } label: { Image(systemName: "hand.thumbsdown") }
                    }
                }
            }
            """),
        // The sidebar glyph is the toolbar's column toggle wherever it appears; "sidebar right" says so.
        Example("""
            struct ReaderSplit: View {
                @State private var showsInspector = true
                var body: some View {
                    DocumentView()
                        .toolbar {
                            Button { showsInspector.toggle() } label: { Image(systemName: "sidebar.right") }
                        }
                }
            }
            """),
        // A badge on a conventional symbol keeps its meaning: VoiceOver's "bell" still says notifications.
        Example("""
            struct ReminderButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Image(systemName: "bell.badge.fill")
                    }
                }
            }
            """),
        // A placeholder for a feature not built yet: disabled for good, with no action.
        Example("""
            struct TerminalToolbar: View {
                var body: some View {
                    Button {
                        // split terminal
                    } label: {
                        Image(systemName: "square.split.2x1")
                    }
                    .disabled(true)
                }
            }
            """),
        // A symbol picker: each button shows the symbol it chooses, and VoiceOver reads that symbol's name.
        Example("""
            struct SymbolGrid: View {
                @Binding var selected: String
                let symbols: [String]
                var body: some View {
                    LazyVGrid(columns: columns) {
                        ForEach(symbols, id: \\.self) { name in
                            Button { selected = name } label: { Image(systemName: name) }
                        }
                    }
                }
            }
            """),
        // A custom navigation bar's back arrow and a composer's send glyph: read as "left arrow" and "paper plane",
        // what sighted users read from them too.
        Example("""
            struct ComposerBar: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    HStack {
                        Button { dismiss() } label: { Image(systemName: "arrow.left") }
                        Spacer()
                        Button(action: send) { Image(systemName: "paperplane.fill") }
                    }
                }
            }
            """),
        // A composer's camera button that opens the camera: read as "camera", the word for what it does.
        Example("""
            struct ComposerToolbar: View {
                @Binding var showsCamera: Bool
                var body: some View {
                    HStack {
                        Button { showsCamera = true } label: { Image(systemName: "camera") }
                        Spacer()
                    }
                }
            }
            """),
        // The send symbol held in a constant of the type, drawn by an extension of it: read as "paper plane".
        Example("""
            struct ChatView: View {
                let sendMessageIcon = "paperplane"
                @State private var message = ""
                var body: some View { footer }
            }

            extension ChatView {
                var footer: some View {
                    HStack {
                        TextField("Message", text: $message)
                        Button(action: sendMessage) { Image(systemName: sendMessageIcon) }
                    }
                }
            }
            """),
        // A map that opens the map, and a location button that centres on the user: each read as the thing it
        // acts on.
        Example("""
            struct WeatherToolbar: View {
                var body: some View {
                    HStack {
                        NavigationLink(destination: MapContainerView()) { Image(systemName: "map") }
                        Button { mapModel.centerOnUserLocation() } label: { Image(systemName: "location.fill") }
                    }
                }
            }
            """),
        // A speaker beside a word that plays its pronunciation: read as "speaker", the sound it plays.
        Example("""
            struct WordCard: View {
                let word: Word
                var body: some View {
                    HStack {
                        Text(word.text)
                        Button { player.playSound(for: word) } label: { Image(systemName: "speaker.3.fill") }
                    }
                }
            }
            """),
        // A shop's cart in its navigation bar: read as "cart", what sighted users read from it.
        Example("""
            struct ShopNavigationBar: View {
                @Binding var showsCart: Bool
                var body: some View {
                    HStack {
                        Text("Touchdown")
                        Spacer()
                        Button { showsCart = true } label: { Image(systemName: "cart") }
                    }
                }
            }
            """),
        Example("""
            struct EntryRow: View {
                var body: some View {
                    Button {
                        deleteEntry()
                    } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("Delete entry")
                }
            }
            """),
        Example("""
            struct EntryRow: View {
                var body: some View {
                    Button("Delete entry", systemImage: "trash") { deleteEntry() }
                        .labelStyle(.iconOnly)
                }
            }
            """),
        Example("""
            struct EntryRow: View {
                var body: some View {
                    Button(role: .destructive) { deleteEntry() } label: {
                        Label("Delete entry", systemImage: "trash")
                    }
                    .labelStyle(.iconOnly)
                }
            }
            """),
        Example("""
            struct ActionBar: View {
                let actions: [RowAction]
                var body: some View {
                    ForEach(actions) { action in
                        Button(action.title) { perform(action) }
                        Button(LocalizedStringKey(action.key), action: { perform(action) })
                    }
                }
            }
            """),
        Example("""
            struct PlayerView: View {
                var body: some View {
                    VStack {
                        closeButton
                            .accessibilityLabel("Close player")
                    }
                }

                private var closeButton: some View {
                    Button(action: dismiss) { Image(systemName: "xmark") }
                }
            }
            """),
        Example("""
            struct ShareBar: View {
                var body: some View {
                    HStack {
                        Button(action: share) {
                            Image(systemName: "square.and.arrow.up")
                                .accessibilityLabel("Share photo")
                        }
                        Button(action: play) { Image("play_icon", label: Text("Play")) }
                        Button(action: save) {
                            HStack {
                                Image(systemName: "tray.and.arrow.down")
                                Text("Save")
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct SettingsRow: View {
                @Binding var wifi: Bool
                @Binding var sort: SortOrder
                var body: some View {
                    Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi") }
                    Menu("Sort", systemImage: "arrow.up.arrow.down") {
                        Picker("Sort by", selection: $sort) { Text("Date").tag(SortOrder.date) }
                    }
                    NavigationLink(destination: HelpView()) { helpLabel }
                }

                private var helpLabel: some View {
                    Label("Help", systemImage: "questionmark.circle")
                }
            }
            """),
        Example("""
            struct TermsCheckbox: View {
                @Binding var accepted: Bool
                var body: some View {
                    Button(action: { accepted.toggle() }) {
                        Image(systemName: accepted ? "checkmark.square" : "square")
                    }
                    .accessibilityRepresentation {
                        Toggle("Accept the terms", isOn: $accepted)
                    }
                }
            }
            """),
        Example("""
            struct PrimaryButton: View {
                let title: String
                let action: () -> Void
                var isLoading = false
                var body: some View {
                    Button(action: action) {
                        if isLoading {
                            ProgressView()
                                .accessibilityHidden(true)
                        } else {
                            Text(title)
                        }
                    }
                    .accessibilityLabel(title)
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        Example("""
            struct Avatar: View {
                var body: some View {
                    Button(action: openProfile) {
                        ProfileImage(user: user)
                    }
                    Button(action: refresh) {
                        Image(systemName: "arrow.clockwise")
                    }
                    .accessibility(label: Text("Refresh feed"))
                }
            }
            """),
        Example("""
            struct DecorativeOverlay: View {
                var body: some View {
                    HStack {
                        Button(action: next) { Image(systemName: "chevron.right") }
                    }
                    .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct TabBarAccessory: View {
                private let icon: Image
                let action: () -> Void
                var body: some View {
                    Button(
                        action: action,
                        label: {
                            icon
                        }
                    )
                    Button(role: .destructive, action: { delete() }, label: { Label("Delete post", systemImage: "trash") })
                }
            }
            """),
        Example("""
            struct LabelledIconButton: View {
                let systemName: String
                var label: String? = nil
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                        .accessibilityLabel(label ?? "")
                }
            }
            struct EditorBar: View {
                var body: some View {
                    LabelledIconButton(systemName: "pencil", label: "Edit note") { edit() }
                }
            }
            """),
        Example("""
            struct IconButton: View {
                let systemName: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                }
            }
            struct NoteToolbar: View {
                var body: some View {
                    IconButton(systemName: "trash") { deleteNote() }
                        .accessibilityLabel("Delete note")
                }
            }
            """),
        Example("""
            struct PrimaryButton: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Text(title).frame(maxWidth: .infinity) }
                }
            }
            struct StyledButton: View {
                let title: String
                var body: some View {
                    PrimaryButton(title: title) { submit() }
                }
            }
            struct SignIn: View {
                var body: some View {
                    PrimaryButton(title: "Sign In") { signIn() }
                    StyledButton(title: "Register")
                }
            }
            """),
        Example("""
            struct VendorScreen: View {
                var body: some View {
                    VendorIconButton(icon: "bell", title: "Notifications")
                }
            }
            """, configuration: """
            components:
              VendorIconButton: { role: button, label: title }
            """),
        Example("""
            struct NoteToolbar: View {
                var body: some View {
                    HStack {
                        // Apple's standard icons: VoiceOver reads "Delete", "Close", "Add", "Share", "Search".
                        Button(action: deleteNote) { Image(systemName: "trash") }
                        Button(action: close) { Image(systemName: "xmark.circle.fill") }
                        Button(action: addNote) { Image(systemName: "plus") }
                        Button(action: share) { Image(systemName: "square.and.arrow.up") }
                        Button(action: search) { Image(systemName: "magnifyingglass") }
                        // Read by its shape, "QR code viewfinder": the scanner.
                        Button(action: scanCode) { Image(systemName: "qrcode.viewfinder") }
                        Menu {
                            Button("Rename", action: rename)
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                        Button { viewModel.send(.moreOptionsTapped) } label: { Image(systemName: "ellipsis") }
                    }
                }
            }
            """),
        Example("""
            struct FavoriteButton: View {
                @Binding var isFavorite: Bool
                @Binding var isPlaying: Bool
                var body: some View {
                    // The symbol swaps with a state; whether the state is announced is another rule's question.
                    Button { isFavorite.toggle() } label: {
                        Image(systemName: isFavorite ? "star.fill" : "star")
                    }
                    Toggle(isOn: $isFavorite) { Image(systemName: isFavorite ? "heart.fill" : "heart") }
                        .toggleStyle(.button)
                    Button(action: togglePlayback) {
                        if isPlaying {
                            Image(systemName: "pause.fill")
                        } else {
                            Image(systemName: "play.fill")
                        }
                    }
                }
            }
            """),
        // A media player's rewind and fast-forward are read by their symbols' own words.
        Example("""
            struct TransportControls: View {
                var body: some View {
                    HStack {
                        Button(action: rewind) { Image(systemName: "backward.fill") }
                        Button(action: pause) { Image(systemName: "pause.fill") }
                        Button(action: fastForward) { Image(systemName: "forward.fill") }
                    }
                }
            }
            """),
        Example("""
            struct CaptionedStyle: ButtonStyle {
                let title: String
                func makeBody(configuration: Configuration) -> some View {
                    VStack {
                        configuration.label
                        Text(title)
                    }
                }
            }
            struct InviteCard: View {
                var body: some View {
                    // The style shows a title under the symbol, and VoiceOver reads it with the button.
                    Button(action: invite) { Image(systemName: "person.2.fill") }
                        .buttonStyle(CaptionedStyle(title: "Invite a friend"))
                }
            }
            """),
        Example("""
            struct TodoList: View {
                var body: some View {
                    List(items) { TodoRow(item: $0) }
                        .navigationBarItems(trailing: Button(action: add, label: { Image(systemName: "plus.circle") }))
                        .toolbar {
                            ToolbarItem {
                                Button { showFilters() } label: { Image(systemName: "line.3.horizontal.decrease.circle") }
                            }
                        }
                }
            }
            """),
        // The link's label names its own image-only label (the destination is another screen).
        Example("""
            struct InboxRow: View {
                var body: some View {
                    NavigationLink(destination: FilterScreen()) {
                        Image("ic_filters")
                    }
                    .accessibilityLabel("Open filters")
                }
            }
            """),
        // SFSafeSymbols' conventional glyphs are read like `Image(systemName:)`: `.trashCircle` is `trash.circle`
        // ("Delete"), `.xmark` "Close", `SFSymbol.squareAndArrowUp` "Share".
        Example("""
            struct HistoryToolbar: View {
                var body: some View {
                    HStack {
                        Button { clearHistory() } label: { Image(systemSymbol: .trashCircle) }
                        Button { dismiss() } label: { Image(systemSymbol: .xmark) }
                        Button(action: share) { Image(systemSymbol: SFSymbol.squareAndArrowUp) }
                        Button(action: addFolder) { Label("New Folder", systemSymbol: .folderBadgePlus) }
                    }
                }
            }
            """),
        // An app's own symbol enum, named like SF Symbols (`extension Image { init(appSymbol: AppSymbol) }`).
        Example("""
            struct TagPill: View {
                let name: String
                let onRemove: () -> Void
                var body: some View {
                    HStack {
                        Text(name)
                        Button(action: onRemove) { Image(appSymbol: .xmark) }
                    }
                }
            }
            """),
        // The pencil is the edit control wherever it stands alone; the keyboard's delete key says "delete".
        Example("""
            struct PinPad: View {
                var body: some View {
                    HStack {
                        Button(action: startEditing) { Image(systemName: "pencil") }
                        Button(action: removeLastDigit) {
                            Image(systemName: "delete.backward")
                                .symbolVariant(.fill)
                        }
                    }
                }
            }
            """),
        // A link pushed from code, with nothing to show: a hidden trigger, not a control anyone sees.
        Example("""
            struct TodaySection: View {
                @State private var showsCritters = false
                @State private var openedRoute: Route?
                var body: some View {
                    VStack {
                        NavigationLink(destination: CrittersScreen(), isActive: $showsCritters) { EmptyView() }
                        NavigationLink(destination: RouteScreen(), tag: Route.map, selection: $openedRoute) {}
                        Button("Show critters") { showsCritters = true }
                    }
                    .background(NavigationLink(destination: HelpScreen(), isActive: $showsCritters) { EmptyView() })
                }
            }
            """),
        // An empty link to an empty view (the workaround that keeps iOS 14.5 from popping a screen with two links)
        // opens nothing and draws nothing.
        Example("""
            struct InviteScreen: View {
                var body: some View {
                    VStack {
                        NavigationLink(destination: RedeemScreen()) { Text("Redeem a code") }
                        NavigationLink(destination: EmptyView()) { EmptyView() }
                    }
                }
            }
            """),
        // A list row's link hidden behind the row (no disclosure chevron): nobody sees it.
        Example("""
            struct FeedList: View {
                var body: some View {
                    List(items) { item in
                        ZStack {
                            FeedRow(item: item)
                            NavigationLink(value: item) { EmptyView() }
                                .opacity(0)
                        }
                    }
                }
            }
            """),
        // A count badge over a conventional symbol: VoiceOver reads "Filter" and then the number.
        Example("""
            struct FeedToolbar: View {
                let filterCount: Int
                @Binding var showsFilters: Bool
                var body: some View {
                    Button { showsFilters.toggle() } label: {
                        ZStack {
                            Image(systemName: "line.3.horizontal.decrease.circle")
                            if filterCount != 0 {
                                Image(systemName: "\\(filterCount).circle.fill").scaleEffect(0.5)
                            }
                        }
                    }
                }
            }
            """),
        // The same link framed to nothing: the row is what shows, and what VoiceOver and a finger reach.
        Example("""
            struct PostRow: View {
                let post: Post
                var body: some View {
                    HStack {
                        Text(post.title)
                        Spacer()
                        NavigationLink { PostDetail(post: post) } label: { EmptyView() }
                            .frame(width: 0, height: 0)
                    }
                }
            }
            """),
        // A navigation library's link bound to optional state, pushed when the state is set.
        Example("""
            struct IssuePicker: View {
                @State private var route: Route?
                var body: some View {
                    List(issues) { issue in
                        Button(issue.title) { route = .fixes(issue) }
                    }
                    .background(
                        NavigationLink(unwrapping: $route, onNavigate: { _ in },
                                       destination: { _ in QuickFixesScreen() }, label: { EmptyView() })
                    )
                }
            }
            """),
        // The reload arrow under its SF Symbols 6 name is the conventional glyph it was.
        Example("""
            struct CollectionsToolbar: View {
                var body: some View {
                    Button(action: reload) {
                        Image(systemName: "arrow.trianglehead.clockwise")
                    }
                }
            }
            """),
    ]
}
