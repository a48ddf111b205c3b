import RuleEngine

extension TapGestureWithoutButtonTraitRule {
    /// The tabs of a `TabView` that tint their tab bar icons on the selected index and record it on a tap: the tab
    /// bar selects them and says which one is selected (an example of this rule and of `selection-state-not-exposed`).
    static let tabViewTabs = Example("""
            struct HomeTabs: View {
                @State private var selectedIndex = 0
                var body: some View {
                    TabView {
                        FeedView()
                            .onTapGesture { selectedIndex = 0 }
                            .tabItem {
                                Image(systemName: "house")
                                    .foregroundColor(selectedIndex == 0 ? .blue : .gray)
                            }
                            .tag(0)
                        MessagesView()
                            .onTapGesture { selectedIndex = 1 }
                            .tabItem {
                                Image(systemName: "envelope")
                                    .foregroundColor(selectedIndex == 1 ? .blue : .gray)
                            }
                            .tag(1)
                    }
                }
            }
            """)

    static let triggeringExamples: [Example] = [
        // A screen with a field and a list of rows: its tap closes the popup over it, a control of its own.
        Example("""
            struct FriendsScreen: View {
                @Binding var query: String
                @Binding var selected: Friend?
                let friends: [Friend]
                var body: some View {
                    VStack {
                        TextField("Search friends", text: $query)
                        ForEach(friends) { friend in
                            Button(friend.name) { selected = friend }
                        }
                    }
                    .↓onTapGesture { selected = nil }
                }
            }
            """),
        // The field is switched off, or shown only once the card is open: the tap is the control.
        Example("""
            struct DestinationCard: View {
                @Binding var query: String
                @Binding var isOpen: Bool
                var body: some View {
                    VStack {
                        HStack {
                            Image(systemName: "magnifyingglass")
                            TextField("Search", text: $query).disabled(true)
                        }
                        .↓onTapGesture { isOpen = true }
                        VStack {
                            if isOpen {
                                TextField("Where to?", text: $query)
                            } else {
                                Text("Where")
                                Text("Add destination")
                            }
                        }
                        .↓onTapGesture { isOpen = true }
                    }
                }
            }
            """),
        // The state the tap sets is read: it shows the cancel button.
        Example("""
            struct SearchBar: View {
                @Binding var query: String
                @State private var isSearching = false
                var body: some View {
                    HStack {
                        Text(query.isEmpty ? "Search people" : query)
                            .padding()
                            .↓onTapGesture { isSearching.toggle() }
                        if isSearching { Button("Cancel") { isSearching = false } }
                    }
                }
            }
            """),
        // The tap opens what the toast is about, which no timer does.
        Example("""
            struct ToastModifier: ViewModifier {
                @Binding var toast: Toast?
                @State private var workItem: DispatchWorkItem?

                func body(content: Content) -> some View {
                    content.overlay {
                        if let toast {
                            ToastView(message: toast.message)
                                .↓onTapGesture { openDetails() }
                        }
                    }
                    .onChange(of: toast) { _ in showToast() }
                }

                private func showToast() {
                    let task = DispatchWorkItem { dismissToast() }
                    workItem = task
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: task)
                }

                private func dismissToast() {
                    toast = nil
                    workItem?.cancel()
                }
            }
            """),
        // A near-invisible fill only makes the option take taps: it is no scrim, the option is a control.
        Example("""
            struct RateOptionRow: View {
                @Binding var showsPopover: Bool
                var body: some View {
                    VStack { Image(systemName: "hand.thumbsup"); Text("I like this") }
                        .background(Color.black.opacity(0.001))
                        .↓onTapGesture { showsPopover = false }
                }
            }
            """),
        // A dimmed panel whose tap opens the menu (nothing shows it on that flag): a control.
        Example("""
            struct MenuOpener: View {
                @State private var showsMenu = false
                var body: some View {
                    VStack { Text("Menu") }
                        .background(Color.black.opacity(0.3))
                        .↓onTapGesture { showsMenu.toggle() }
                        .popover(isPresented: $showsMenu) { MenuList() }
                }
            }
            """),
        // A tap on the pager shows its toolbar; the adjustable action turns pages, which is something else.
        Example("""
            struct PhotoPager: View {
                var body: some View {
                    PhotoPages(session: session)
                        .↓onTapGesture { chrome.toggle() }
                        .accessibilityAdjustableAction { direction in turn(direction) }
                }
            }
            """),
        // A clear layer whose tap opens something is an invisible button.
        Example("""
            struct PhotoCell: View {
                var body: some View {
                    ZStack {
                        AsyncImage(url: photo.url)
                        Color.clear
                            .contentShape(Rectangle())
                            .↓onTapGesture { selectedPhoto = photo }
                    }
                }
            }
            """),
        Example("""
            struct EntryView: View {
                var body: some View {
                    Text("Delete")
                        .↓onTapGesture { delete() }
                }
            }
            """),
        Example("""
            struct TagList: View {
                let tags: [Tag]
                var body: some View {
                    VStack {
                        ForEach(tags) { tag in
                            HStack {
                                Image(systemName: "tag")
                                Text(tag.name)
                            }
                            .↓onTapGesture { open(tag) }
                        }
                    }
                }
            }
            """),
        Example("""
            struct ProfileView: View {
                var body: some View {
                    VStack { avatar }
                }
            }

            extension ProfileView {
                var avatar: some View {
                    Image("avatar")
                        .accessibilityLabel("Profile photo")
                        .↓gesture(TapGesture().onEnded { showPicker = true })
                }
            }
            """),
        Example("""
            struct SettingsRow: View {
                var body: some View {
                    #if os(iOS)
                    Label("Notifications", systemImage: "bell")
                        .↓onTapGesture(count: 1) { openNotifications() }
                    #endif
                }
            }
            """),
        Example("""
            struct CheckoutView: View {
                var isEditing: Bool
                var body: some View {
                    if isEditing {
                        Text("Done").↓onTapGesture { isEditing = false }
                    } else {
                        Text("Edit").↓onTapGesture { isEditing = true }
                    }
                }
            }
            """),
        Example("""
            struct SectionTitle: View {
                var body: some View {
                    Text("Recent")
                        .font(.headline)
                        .accessibilityAddTraits(.isHeader)
                        .↓onTapGesture { showAll() }
                }
            }
            """),
        Example("""
            struct PlayerCard: View {
                var body: some View {
                    artwork
                }

                private func artworkView() -> some View {
                    Image(systemName: "play.circle")
                }

                private var artwork: some View {
                    artworkView()
                        .↓simultaneousGesture(TapGesture().onEnded { play() })
                }
            }
            """),
        Example("""
            struct SheetHeader: View {
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    HStack {
                        Text("Filters").font(.headline)
                        Spacer()
                        Text("Close")
                            .↓onTapGesture { dismiss() }
                    }
                }
            }
            """),
        // The button doing the same is hidden from VoiceOver, so the tap area is the only way in.
        Example("""
            struct WarningRow: View {
                @State private var isExpanded = false
                var body: some View {
                    HStack {
                        Text(isExpanded ? warning.details : warning.title)
                        Spacer()
                        Button { withAnimation { isExpanded.toggle() } } label: {
                            Image(systemName: "chevron.down")
                        }
                        .accessibilityHidden(true)
                    }
                    .contentShape(Rectangle())
                    .↓onTapGesture { withAnimation { isExpanded.toggle() } }
                }
            }
            """),
        // The context menu offers deleting; opening the task is the tap's alone.
        Example("""
            struct TaskList: View {
                var body: some View {
                    ForEach(tasks) { task in
                        TaskRow(task: task)
                            .↓onTapGesture { editing = task }
                            .contextMenu { Button("Delete", role: .destructive) { delete(task) } }
                    }
                }
            }
            """),
        // In a selectable list, but the tap opens a sheet: the list's selection does not do that.
        Example("""
            struct RunList: View {
                var body: some View {
                    List(selection: $model.selectedRun) {
                        ForEach(model.runs) { run in
                            RunRow(run: run)
                                .↓onTapGesture { model.inspectedRun = run }
                        }
                    }
                }
            }
            """),
        // Only one of the two things VoiceOver reaches inside is announced as a button.
        Example("""
            struct FollowerRow: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(account.handle)
                        Text(account.note).accessibilityAddTraits(.isButton)
                    }
                    .↓onTapGesture { open(account) }
                }
            }
            """),
        // A press-tracking drag that acts when the finger lifts is a hand-made button (issue 18).
        Example("""
            struct CloseTabButton: View {
                @State private var isPressing = false
                var body: some View {
                    Image(systemName: "xmark")
                        .frame(width: 16, height: 16)
                        .↓gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { _ in isPressing = true }
                                .onEnded { _ in
                                    isPressing = false
                                    closeAction()
                                }
                        )
                }
            }
            """),
        Example("""
            struct HoldToConfirm: View {
                var body: some View {
                    Circle()
                        .fill(isDown ? Color.red : Color.orange)
                        .↓simultaneousGesture(release)
                }

                private var release: some Gesture {
                    DragGesture(minimumDistance: 0).onEnded { _ in model.confirm() }
                }
            }
            """),
        // A zero-length long press that acts when pressed is a tap too.
        Example("""
            struct KeyCap: View {
                var body: some View {
                    Text(key.symbol)
                        .frame(width: 44, height: 44)
                        .↓onLongPressGesture(minimumDuration: 0) { onPress(key) }
                }
            }
            """),
        // A fixed message stands in for the action still to be written: the card is a control in the making.
        Example("""
            struct PlanCard: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Annual plan")
                        Text("Save 20%")
                    }
                    .↓gesture(TapGesture().onEnded { debugPrint("plan chosen") })
                }
            }
            """),
        // A label style draws no control: the tap on its icon is the only way to what it opens.
        Example("""
            struct InfoLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.title
                        configuration.icon
                            .↓onTapGesture { showInfo() }
                    }
                }
            }
            """),
        // A `makeBody` helper of a view that is no style is not a control's body.
        Example("""
            struct SwitchRow: View {
                var body: some View { makeBody() }
                func makeBody() -> some View {
                    Capsule()
                        .↓onTapGesture { isOn.toggle() }
                }
            }
            """),
        // Near misses of a deselecting backdrop: a scroll view whose tap opens something is a hidden button, and a
        // chip that clears a filter is a control, not space around rows.
        Example("""
            struct GalleryScreen: View {
                @State private var showsComposer = false
                var body: some View {
                    ScrollView {
                        PhotoGrid(photos: photos)
                    }
                    .↓onTapGesture { showsComposer = true }
                    .sheet(isPresented: $showsComposer) { Composer() }
                    HStack {
                        Text(filter.name)
                        Image(systemName: "xmark").accessibilityHidden(true)
                    }
                    .↓onTapGesture { filter = nil }
                }
            }
            """),
        // An app's colour that dims nothing: a tinted tile that does something.
        Example("""
            struct PlanTile: View {
                let store: PlanStore
                var body: some View {
                    Color.brandLight
                        .frame(height: 80)
                        .↓onTapGesture { store.send(.upgradeTapped) }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A tap on a whole tab's screen is no control (the tab bar selects it).
        tabViewTabs,
        // A tap around a field: VoiceOver reaches the field itself, and the tap acts for it.
        Example("""
            struct CodeEntry: View {
                @Binding var code: String
                @State private var isEditing = false
                var body: some View {
                    HStack {
                        Image(systemName: "number")
                        TextField("Code", text: $code)
                        if isEditing { Text("\\(code.count)/6") }
                    }
                    .padding()
                    .onTapGesture { isEditing = true }
                }
            }
            """),
        // The tap only sets state of the view's own that nothing reads: it changes nothing anyone meets.
        Example("""
            struct ProfileHeader: View {
                let name: String
                @State private var wasTapped = false
                var body: some View {
                    VStack {
                        Image(systemName: "person.crop.circle")
                        Text(name)
                    }
                    .onTapGesture { wasTapped = true }
                }
            }
            """),
        // The tap dismisses the toast its timer dismisses two seconds later anyway: it only hastens it.
        Example("""
            struct ToastModifier: ViewModifier {
                @Binding var toast: Toast?
                @State private var workItem: DispatchWorkItem?

                func body(content: Content) -> some View {
                    content.overlay {
                        if let toast {
                            ToastView(message: toast.message)
                                .onTapGesture { dismissToast() }
                        }
                    }
                    .onChange(of: toast) { _ in showToast() }
                }

                private func showToast() {
                    let task = DispatchWorkItem { dismissToast() }
                    workItem = task
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2, execute: task)
                }

                private func dismissToast() {
                    toast = nil
                    workItem?.cancel()
                }
            }
            """),
        // The tapped helper is a text field, which VoiceOver activates to edit; the tap only notes the editing.
        Example("""
            struct LinkForm: View {
                @State private var link = ""
                @State private var isEditing = false
                var body: some View {
                    field
                        .onTapGesture { isEditing = true }
                }

                private var field: some View {
                    TextField("Product page link", text: $link)
                        .padding(10)
                }
            }
            """),
        // A chart's selection layer: scrubbing picks a mark for a callout, and VoiceOver reads each mark.
        Example("""
            import Charts

            struct MonthlyChart: View {
                let months: [MonthCount]
                @State private var selected: MonthCount?
                var body: some View {
                    Chart(months) { BarMark(x: .value("Month", $0.month, unit: .month), y: .value("Count", $0.count)) }
                        .chartOverlay { proxy in
                            GeometryReader { geometry in
                                Rectangle().fill(.clear).contentShape(Rectangle())
                                    .onTapGesture { location in selected = month(at: location, proxy, geometry) }
                            }
                        }
                }
            }
            """),
        // Seven taps on a heading reveal a debugging picker: a hidden shortcut nobody is told about.
        Example("""
            struct AgeSection: View {
                @State private var debugTapCount = 0
                @State private var showsDebugPicker = false
                var body: some View {
                    Text("Age Verification")
                        .onTapGesture {
                            debugTapCount += 1
                            if debugTapCount >= 7 { showsDebugPicker = true }
                        }
                }
            }
            """),
        // The tap only calls a stub of its own type, whose body is still to be written: nothing happens.
        Example("""
            struct CurrencyRow: View {
                let currency: Currency
                var body: some View {
                    HStack {
                        Image(systemName: "minus.circle")
                            .onTapGesture { self.delete() }
                        Text(currency.name)
                    }
                }
                private func delete() {
                    // TODO: remove the currency
                }
            }
            """),
        // A chart scrubbed by taps, inside one element that VoiceOver users adjust instead.
        Example("""
            struct PaceChart: View {
                @State private var selectedIndex = 0
                let samples: [Double]
                var body: some View {
                    VStack {
                        Chart(samples.indices, id: \\.self) { index in
                            LineMark(x: .value("t", index), y: .value("v", samples[index]))
                        }
                        .chartOverlay { proxy in
                            Rectangle().fill(.clear).contentShape(Rectangle())
                                .onTapGesture { location in selectedIndex = index(at: location, proxy: proxy) }
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityValue("\\(samples[selectedIndex])")
                    .accessibilityAdjustableAction { direction in
                        selectedIndex += direction == .increment ? 1 : -1
                    }
                }
            }
            """),
        // A dimmed layer that closes the side menu it is shown with, and a background tap that ends editing.
        Example("""
            struct SideMenuHost: View {
                @State private var showsMenu = false
                @State private var isOpen = true
                var body: some View {
                    ZStack {
                        VStack { Text("Home") }
                            .onTapGesture { self.endTextEditing() }
                        if showsMenu {
                            VStack {
                                Spacer()
                                SideMenu()
                            }
                            .background(Color.black.opacity(0.3))
                            .onTapGesture { showsMenu.toggle() }
                        }
                        GeometryReader { _ in EmptyView() }
                            .background(Color.gray.opacity(0.3))
                            .onTapGesture { isOpen = false }
                    }
                }
            }
            """),
        // The finger scrubs the chart: the press-tracking drag follows it, so it is a drag (and letting go only
        // clears the selection), not a hand-made button.
        Example("""
            struct PriceChart: View {
                let points: [PricePoint]
                @State private var selected: PricePoint?
                var body: some View {
                    Chart(points) { point in
                        LineMark(x: .value("Date", point.date), y: .value("Price", point.price))
                    }
                    .accessibilityLabel("Price over the last month")
                    .chartOverlay { proxy in
                        Rectangle()
                            .fill(.clear)
                            .contentShape(Rectangle())
                            .gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { value in selected = nearest(to: value.location, in: proxy) }
                                    .onEnded { _ in clearSelection() }
                            )
                    }
                }
            }
            """),
        // The scrubber's track is one adjustable element: VoiceOver users swipe up or down to seek.
        Example("""
            struct PlaybackScrubber: View {
                let player: Player
                @State private var previewTime: Double?
                var body: some View {
                    GeometryReader { geometry in
                        ZStack(alignment: .leading) {
                            Capsule().fill(.gray).frame(height: 4)
                            Capsule().fill(.white).frame(width: geometry.size.width * player.progress, height: 4)
                        }
                        .contentShape(Rectangle())
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { value in previewTime = player.duration * value.location.x / geometry.size.width }
                                .onEnded { _ in
                                    if let previewTime { player.seek(to: previewTime) }
                                    previewTime = nil
                                }
                        )
                    }
                    .frame(height: 44)
                    .accessibilityElement()
                    .accessibilityLabel("Playback position")
                    .accessibilityValue(player.positionDescription)
                    .accessibilityAdjustableAction { direction in
                        player.skip(by: direction == .increment ? 10 : -10)
                    }
                }
            }
            """),
        // Tapping the amount switches its currency, as the app's own currency button beside it does.
        Example("""
            struct AmountEntry: View {
                @ObservedObject var model: AmountModel
                var body: some View {
                    VStack {
                        AmountField(model: model)
                            .onTapGesture { model.toggleCurrency() }
                        HStack {
                            Spacer()
                            CurrencyButton(title: model.currencyName) {
                                withAnimation { model.toggleCurrency() }
                            }
                        }
                    }
                }
            }

            struct CurrencyButton: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Text(title).padding(8)
                    }
                }
            }
            """),
        // The empty space beside a name being edited ends the editing: a tap outside, not a control.
        Example("""
            struct DashboardHeader: View {
                @Binding var name: String
                @FocusState private var isEditing: Bool
                var body: some View {
                    HStack {
                        TextField("Dashboard name", text: $name).focused($isEditing)
                        Spacer(minLength: 0)
                            .contentShape(Rectangle())
                            .onTapGesture(perform: dismissEditor)
                    }
                }
                private func dismissEditor() {
                    if isEditing { save(name); isEditing = false }
                }
            }
            """),
        // A tap on a form, or on a card that shows a list, only clears the selection: the empty space around rows.
        Example("""
            struct BlockedAppsTab: View {
                @State private var selectedEntry: Entry.ID?
                @State private var selectedApps: Set<App.ID> = []
                var body: some View {
                    Form {
                        EntryList(selection: $selectedEntry)
                    }
                    .onTapGesture(count: 1) {
                        selectedEntry = nil
                    }
                    VStack(spacing: 0) {
                        appList
                        ListToolbar(selection: selectedApps)
                    }
                    .onTapGesture {
                        selectedApps = []
                    }
                }
                var appList: some View {
                    List(apps, selection: $selectedApps) { app in Text(app.name) }
                }
            }
            """),
        // A tap on the scroll view's empty space only clears the selection.
        Example("""
            struct BoardScreen: View {
                @Binding var selectedCardID: Card.ID?
                var body: some View {
                    ScrollView(.vertical) {
                        CardGrid(selection: $selectedCardID)
                    }
                    .onTapGesture {
                        selectedCardID = nil
                    }
                }
            }
            """),
        // The row is combined with its switch: VoiceOver reads one switch named by the title, and toggles it.
        Example("""
            struct SettingsSwitchRow: View {
                let title: String
                @Binding var isOn: Bool
                var body: some View {
                    HStack {
                        Text(title)
                        Toggle("", isOn: $isOn).labelsHidden()
                    }
                    .onTapGesture { isOn.toggle() }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        // The tap toggles the control the style draws; VoiceOver reads the Toggle (label, switch trait, value).
        Example("""
            struct PillSwitchStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        Spacer()
                        Capsule()
                            .fill(configuration.isOn ? Color.green : Color.gray)
                            .frame(width: 50, height: 30)
                            .onTapGesture { configuration.isOn.toggle() }
                    }
                }
            }
            """),
        // The conformance may be written on an extension.
        Example("""
            struct DelayedTapStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .onTapGesture { configuration.trigger() }
                }
            }

            extension DelayedTapStyle: PrimitiveButtonStyle {}
            """),
        // A zero-length long press that only tracks the pressed look.
        Example("""
            struct KeyCap: View {
                var body: some View {
                    Text(key.symbol)
                        .scaleEffect(isPressed ? 0.9 : 1)
                        .onLongPressGesture(minimumDuration: 0, perform: {}, onPressingChanged: { isPressed = $0 })
                }
            }
            """),
        // Press feedback only: the drag's end sets back what its start set.
        Example("""
            struct PressableCard: View {
                @State private var isPressed = false
                var body: some View {
                    CardFace()
                        .scaleEffect(isPressed ? 0.97 : 1)
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { _ in isPressed = true }
                                .onEnded { _ in withAnimation { isPressed = false } }
                        )
                }
            }
            """),
        // The release action of a press-tracking drag on a view that already carries the button trait.
        Example("""
            struct CloseTabButton: View {
                var body: some View {
                    Image(systemName: "xmark")
                        .accessibilityLabel("Close tab")
                        .accessibilityAddTraits(.isButton)
                        .gesture(DragGesture(minimumDistance: 0).onEnded { _ in closeAction() })
                }
            }
            """),
        // The tap only replays the decorative animation the view also plays on its own.
        Example("""
            struct OrderComplete: View {
                @State private var boxClosed = false
                var body: some View {
                    DonutBox(isOpen: boxClosed)
                        .onTapGesture {
                            Task { await toggleBoxAnimation() }
                        }
                        .task { await toggleBoxAnimation() }
                }

                func toggleBoxAnimation() async {
                    withAnimation(.spring()) { boxClosed.toggle() }
                }
            }
            """),
        Example("""
            struct EntryView: View {
                var body: some View {
                    Button("Delete") { delete() }
                }
            }
            """),
        // The custom control of W8Trackr's audit (002 Pitfall 5), corrected.
        Example("""
            struct SettingSwitch: View {
                var body: some View {
                    Rectangle()
                        .onTapGesture { toggle() }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityLabel("Toggle setting")
                }
            }
            """),
        // W8Trackr's LogbookRowView: the row is one element announced as a button.
        Example("""
            struct LogbookRowView: View {
                let rowData: LogbookRowData
                var onEdit: (() -> Void)?

                var body: some View {
                    HStack(spacing: 8) {
                        dateColumn
                        weightColumn
                        movingAverageColumn
                        weeklyRateColumn
                        notesIndicator
                    }
                    .padding(.vertical, LogbookLayout.rowVerticalPadding)
                    .frame(minHeight: LogbookLayout.minRowHeight)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        onEdit?()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(accessibilityLabel)
                    .accessibilityHint("Swipe right to edit, swipe left to delete")
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        Example("""
            struct PhotoView: View {
                var body: some View {
                    Image("photo")
                        .onTapGesture(count: 2) { zoom() }
                }
            }
            """),
        Example("""
            struct TagList: View {
                let tags: [Tag]
                var body: some View {
                    VStack {
                        ForEach(tags) { tag in
                            Text(tag.name).onTapGesture { open(tag) }
                        }
                    }
                    .accessibilityAddTraits(.isLink)
                }
            }
            """),
        // The trait is added where the component is used.
        Example("""
            struct Chip: View {
                let title: String
                var body: some View {
                    Text(title)
                        .padding(8)
                        .onTapGesture { select() }
                }
            }

            struct FilterBar: View {
                var body: some View {
                    Chip(title: "All")
                        .accessibilityAddTraits(.isButton)
                }
            }
            """),
        Example("""
            struct LoginForm: View {
                @FocusState private var isFocused: Bool
                var body: some View {
                    ScrollView {
                        TextField("Email", text: $email).focused($isFocused)
                    }
                    .onTapGesture { isFocused = false }
                }
            }
            """),
        Example("""
            struct SearchScreen: View {
                var body: some View {
                    List(results) { Text($0.title) }
                        .onTapGesture {
                            UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                        }
                }
            }
            """),
        Example("""
            struct CustomRow: View {
                let traits: AccessibilityTraits
                var body: some View {
                    Text("Open")
                        .onTapGesture { open() }
                        .accessibilityAddTraits(traits)
                }
            }
            """),
        Example("""
            struct LegacyRow: View {
                var body: some View {
                    Text("Open")
                        .onTapGesture { open() }
                        .accessibility(addTraits: .isButton)
                }
            }
            """),
        Example("""
            struct PlayPause: View {
                var body: some View {
                    Circle()
                        .onTapGesture { togglePlayback() }
                        .accessibilityRepresentation {
                            Button("Play") { togglePlayback() }
                        }
                }
            }
            """),
        // A dimming layer that closes a menu (reduced from real code): VoiceOver users use the escape gesture.
        Example("""
            struct BottomMenu: View {
                var body: some View {
                    content
                        .overlay {
                            if item != nil {
                                Rectangle()
                                    .fill(Color.black.opacity(0.4))
                                    .onTapGesture { item = nil }
                            }
                        }
                }
            }
            """),
        // A clear layer that catches taps outside a pill to close it.
        Example("""
            struct PillHost: View {
                var body: some View {
                    ZStack {
                        List(rows) { Text($0.title) }
                        if showsPill {
                            Color.clear
                                .contentShape(Rectangle())
                                .onTapGesture { withAnimation { showsPill = false } }
                            Button("Mark as read", action: markAsRead)
                        }
                    }
                }
            }
            """),
        // A tap that only fires the confetti again: decoration, not a function.
        Example("""
            struct CompletionView: View {
                @State private var bursts = 0
                var body: some View {
                    VStack {
                        Text("Finished!")
                        Button("Done") { dismiss() }
                    }
                    .confettiCannon(counter: $bursts, num: 50)
                    .onTapGesture { bursts += 1 }
                    .onAppear { bursts += 1 }
                }
            }
            """),
        // A clear layer over a disabled button catches sighted taps to say why it is off; VoiceOver users reach
        // the dimmed button itself.
        Example("""
            struct SignUpForm: View {
                var body: some View {
                    ZStack {
                        Button("Create Account", action: createAccount)
                            .disabled(!agreedToTerms)
                        if !agreedToTerms {
                            Color.clear
                                .contentShape(Rectangle())
                                .onTapGesture { highlightTerms() }
                        }
                    }
                    ZStack {
                        SocialButtons(isEnabled: agreedToTerms, onSignIn: signIn)
                        Color.clear.onTapGesture { highlightTerms() }
                    }
                }
            }
            """),
        Example("""
            struct FilteredRow: View {
                var body: some View {
                    HStack {
                        Text("Filtered")
                        Text("Show anyway")
                    }
                    .onTapGesture { isFiltered = false }
                    .accessibilityAction { isFiltered = false }
                }
            }
            """),
        // A tap on the backdrop behind an open panel (reduced from real code).
        Example("""
            struct ReactionsPanel: View {
                var body: some View {
                    ZStack {
                        reactions
                    }
                    .onTapGesture { store.send(.backgroundTapped) }
                }
            }
            """),
        Example("""
            struct MenuItem: View {
                var body: some View {
                    HStack { Text(title) }
                        .onTapGesture { }
                }
            }
            """),
        Example("""
            struct Tile: View {
                let title: String
                let onOpen: () -> Void
                var body: some View {
                    Text(title)
                        .padding()
                        .onTapGesture { onOpen() }
                }
            }
            struct Home: View {
                var body: some View {
                    VStack {
                        Tile(title: "Inbox") { openInbox() }
                            .accessibilityAddTraits(.isButton)
                        Tile(title: "Archive") { openArchive() }
                            .accessibilityAddTraits(.isButton)
                    }
                }
            }
            """),
        Example("""
            struct SettingRow: View {
                let title: String
                @Binding var isOn: Bool
                var body: some View {
                    Toggle(title, isOn: $isOn)
                }
            }
            struct Settings: View {
                @State private var sync = false
                var body: some View {
                    SettingRow(title: "Sync", isOn: $sync)
                        .onTapGesture { logTap() }
                }
            }
            """),
        // The tap opens the same editor the context menu's "Edit" opens.
        Example("""
            struct TaskList: View {
                var body: some View {
                    ForEach(tasks) { task in
                        TaskRow(task: task)
                            .onTapGesture { self.editing = task }
                            .contextMenu {
                                Button("Edit") { editing = task }
                                Button("Delete", role: .destructive) { delete(task) }
                            }
                    }
                }
            }
            """),
        // A larger target for the "Configure…" button in the row, which VoiceOver announces.
        Example("""
            struct ReminderRow: View {
                var body: some View {
                    HStack {
                        Text("Reminders")
                        Spacer()
                        Button("Configure…") { showReminderSettings = true }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        if remindersEnabled { showReminderSettings = true }
                    }
                }
            }
            """),
        // A debugging leftover that only prints data does nothing for anyone.
        Example("""
            struct UserList: View {
                var body: some View {
                    List(users) { user in
                        UserRow(user: user)
                            .onTapGesture { print(user) }
                    }
                    Text("Profile")
                        .onTapGesture { print(UserDefaults.standard.bool(forKey: "darkMode")) }
                }
            }
            """),
        // The tap assigns what the selectable list's own selection assigns; VoiceOver selects rows natively.
        Example("""
            struct RunList: View {
                var body: some View {
                    List(selection: $model.selectedRun) {
                        ForEach(model.runs) { run in
                            RunRow(run: run)
                                .onTapGesture { model.selectedRun = run.id }
                        }
                    }
                }
            }
            """),
        // A larger click target for an AppKit pop-up button, which VoiceOver announces itself.
        Example("""
            struct ScopeMenu: View {
                @State private var button: NSPopUpButton?
                var body: some View {
                    PopUpButtonView(button: $button)
                        .padding(.vertical, 3)
                        .onTapGesture { button?.performClick(nil) }
                }
            }
            """),
        // The image a loader shows is announced as a button; the loading placeholder is hidden.
        Example("""
            struct EmojiGrid: View {
                var body: some View {
                    ForEach(emojis) { emoji in
                        LazyImage(url: emoji.url) { state in
                            if let image = state.image {
                                image.resizable()
                                    .accessibilityLabel(emoji.name)
                                    .accessibilityAddTraits(.isButton)
                            } else {
                                Color.gray.accessibilityHidden(true)
                            }
                        }
                        .onTapGesture { insert(emoji) }
                    }
                }
            }
            """),
        // A click anywhere in a settings window clears the text field's focus (AppKit's first responder).
        Example("""
            struct SettingsWindow: View {
                var body: some View {
                    TabView { GeneralPane() }
                        .contentShape(Rectangle())
                        .onTapGesture { NSApp.keyWindow?.makeFirstResponder(nil) }
                }
            }
            """),
        // A Command-click shortcut on a row: a pointer shortcut like a keyboard shortcut, not a control.
        Example("""
            struct PackageRow: View {
                let package: Package
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    HStack { Text(package.name); Text(package.summary) }
                        .simultaneousGesture(TapGesture().modifiers(.command).onEnded { openURL(package.homepage) })
                }
            }
            """),
        // The app's dimming colour behind a popup: a scrim.
        Example("""
            struct NotificationSettings: View {
                let store: SettingsStore
                var body: some View {
                    if store.popup.isVisible {
                        ZStack {
                            Color.dimLight
                                .ignoresSafeArea()
                                .onTapGesture { store.send(.popupCancelTapped) }
                            ConfirmPopup(title: store.popup.title, onCancel: { store.send(.popupCancelTapped) })
                        }
                    }
                }
            }
            """),
    ]
}
