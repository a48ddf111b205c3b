import RuleEngine

extension SelectionStateNotExposedRule {
    static let triggeringExamples: [Example] = [
        // The symbol drawn when selected says an action ("Close"), not that the row is the selected one.
        Example("""
            struct UpdateRow: View {
                let app: UpdateApp
                let isSelected: Bool
                let onTap: () -> Void
                var body: some View {
                    ↓Button(action: onTap) {
                        Text(verbatim: app.name)
                            .font(.system(.body, weight: isSelected ? .semibold : .regular))
                    }
                    .overlay {
                        if isSelected {
                            Image(systemName: "xmark").foregroundStyle(.white)
                        }
                    }
                }
            }
            """),
        // A tab bar written out tab by tab: each button sets the tab its colour compares with.
        Example("""
            struct StudioTabBar: View {
                @Binding var tab: StudioTab
                var body: some View {
                    HStack {
                        ↓Button("Record") { tab = .record }
                            .foregroundStyle(tab == .record ? Color.accentColor : .secondary)
                        ↓Button("Mix") { self.tab = .mix }
                            .foregroundStyle(tab == .mix ? Color.accentColor : .secondary)
                    }
                }
            }
            """),
        // The same pair written through SFSafeSymbols: `.checkmarkCircleFill`/`.circle` is two looks of one glyph.
        Example("""
            struct TermsRow: View {
                @State var isChecked = false
                var body: some View {
                    ↓Button { isChecked.toggle() } label: {
                        HStack {
                            Image(systemSymbol: isChecked ? .checkmarkCircleFill : .circle)
                            Text("I accept the terms")
                        }
                    }
                }
            }
            """),
        // StudyCoor's study chips (004 §1.2): the hint carries the state, the trait is missing.
        Example("""
            struct Chip: View {
                let title: String
                let selected: Bool
                let action: () -> Void
                var body: some View {
                    ↓Button(action: action) {
                        Text(title)
                            .padding(.horizontal, 12)
                            .background(selected ? Color.accentColor : Color.gray.opacity(0.2))
                    }
                    .accessibilityLabel("Study: \\(title)")
                    .accessibilityHint(selected ? "Selected" : "Double tap to select")
                }
            }
            """),
        Example("""
            struct AnswerOption: View {
                let text: String
                let isSelected: Bool
                var body: some View {
                    ↓HStack {
                        Image(systemName: isSelected ? "largecircle.fill.circle" : "circle")
                        Text(text)
                    }
                    .onTapGesture { choose() }
                }
            }
            """),
        Example("""
            struct TabBar: View {
                @Binding var selectedTab: AppTab
                var body: some View {
                    HStack {
                        ForEach(AppTab.allCases) { tab in
                            ↓Button {
                                selectedTab = tab
                            } label: {
                                Label(tab.title, systemImage: tab.icon)
                                    .foregroundStyle(selectedTab == tab ? Color.accentColor : .secondary)
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct FrequencyList: View {
                @State private var selection: Frequency = .daily
                var body: some View {
                    VStack {
                        ForEach(Frequency.allCases) { frequency in
                            ↓Button {
                                selection = frequency
                            } label: {
                                HStack {
                                    Text(frequency.name)
                                    if selection == frequency {
                                        Circle().fill(Color.accentColor).frame(width: 8, height: 8)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
        // The look is in the component, the tap where it is used.
        Example("""
            struct TabItemView: View {
                let tab: AppTab
                let isSelected: Bool
                var body: some View {
                    VStack {
                        Image(systemName: tab.icon)
                        Text(tab.title)
                    }
                    .foregroundStyle(isSelected ? .blue : .gray)
                }
            }

            struct CustomTabBar: View {
                @Binding var current: AppTab
                var body: some View {
                    HStack {
                        ForEach(AppTab.allCases) { tab in
                            ↓TabItemView(tab: tab, isSelected: tab == current)
                                .onTapGesture { current = tab }
                        }
                    }
                }
            }
            """),
        Example("""
            struct SortMenu: View {
                var selectedSort: SortOrder
                var body: some View {
                    VStack { sortButtons }
                }
            }

            extension SortMenu {
                @ViewBuilder var sortButtons: some View {
                    ForEach(SortOrder.allCases) { order in
                        ↓Button(order.title) { apply(order) }
                            .fontWeight(order == selectedSort ? .bold : .regular)
                    }
                }
            }
            """),
        Example("""
            struct ColorSwatch: View {
                let isSelected: Bool
                var body: some View {
                    #if os(iOS)
                    ↓Circle()
                        .strokeBorder(isSelected ? Color.primary : .clear, lineWidth: 2)
                        .accessibilityLabel(colorName)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { pick() }
                    #endif
                }
            }
            """),
        // A custom checkbox: the symbol swaps on a Bool, the name stays "Remember me".
        Example("""
            struct RememberMeRow: View {
                @State private var remember = false
                var body: some View {
                    ↓Button {
                        remember.toggle()
                    } label: {
                        HStack {
                            Image(systemName: remember ? "checkmark.square" : "square")
                            Text("Remember me")
                        }
                    }
                }
            }
            """),
        // An accordion header: the chevron turns on the binding, VoiceOver hears "Shipping, button" either way.
        Example("""
            struct SectionHeader: View {
                let title: String
                @Binding var open: Bool
                var body: some View {
                    ↓Button { open.toggle() } label: {
                        HStack {
                            Text(title)
                            Spacer()
                            Image(systemName: open ? "chevron.down" : "chevron.right")
                        }
                    }
                }
            }
            """),
        // The same accordion with one chevron turned by a rotation on the state (issue 18).
        Example("""
            struct FAQEntry: View {
                let question: String
                let answer: String
                @State private var isOpen = false
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Button {
                            withAnimation { isOpen.toggle() }
                        } label: {
                            HStack {
                                Text(question)
                                Spacer()
                                Image(systemName: "chevron.right")
                                    .rotationEffect(.degrees(isOpen ? 90 : 0))
                            }
                        }
                        if isOpen { Text(answer) }
                    }
                }
            }
            """),
        Example("""
            struct FilterHeader: View {
                @State private var showsFilters = false
                var body: some View {
                    VStack {
                        ↓Button {
                            showsFilters.toggle()
                        } label: {
                            HStack {
                                Text("Filters")
                                Image(systemName: "chevron.down")
                                    .rotationEffect(Angle(radians: showsFilters ? .pi : 0))
                            }
                        }
                        if showsFilters { FilterList() }
                    }
                }
            }
            """),
        // Hiding the decorative chevron hides the only thing that showed the state: the button is still silent.
        Example("""
            struct ShippingHeader: View {
                @Binding var isOpen: Bool
                var body: some View {
                    ↓Button { isOpen.toggle() } label: {
                        HStack {
                            Text("Shipping")
                            Image(systemName: isOpen ? "chevron.down" : "chevron.right")
                                .accessibilityHidden(true)
                        }
                    }
                }
            }
            """),
        // A tappable row whose triangle turns, written with `Angle` values in both branches.
        Example("""
            struct ThreadHeader: View {
                let author: String
                @Binding var collapsed: Bool
                var body: some View {
                    ↓HStack {
                        Image(systemName: "arrowtriangle.down.fill")
                            .rotationEffect(collapsed ? .degrees(-90) : .degrees(0))
                        Text(author)
                    }
                    .onTapGesture { collapsed.toggle() }
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        // A star rating: each star is a button, filled up to the rating.
        Example("""
            struct RatingPicker: View {
                @Binding var score: Int
                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { value in
                            ↓Button { score = value } label: {
                                Image(systemName: value <= score ? "star.fill" : "star")
                            }
                            .accessibilityLabel("\\(value) stars")
                        }
                    }
                }
            }
            """),
        // A custom segmented control: the current segment is drawn by a comparison of two paths.
        Example("""
            struct UnitSwitcher: View {
                @Binding var unit: Unit
                var body: some View {
                    HStack {
                        ForEach(Unit.allCases) { option in
                            ↓Button(option.name) { unit = option }
                                .foregroundStyle(option == unit ? Color.white : .primary)
                                .background(option == unit ? Color.accentColor : .clear)
                        }
                    }
                }
            }
            """),
        // A tab bar whose current tab is underlined by a shape.
        Example("""
            struct PagerTabs: View {
                @Binding var page: Page
                var body: some View {
                    HStack {
                        ForEach(Page.allCases) { item in
                            ↓Button { page = item } label: {
                                VStack {
                                    Text(item.title)
                                    if item == page {
                                        Capsule().frame(height: 2)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
        // A task row toggled by a tap, its circle swapped in an if/else.
        Example("""
            struct TaskRow: View {
                let task: TaskItem
                @Binding var done: Bool
                var body: some View {
                    ↓HStack {
                        if done {
                            Image(systemName: "circle.fill")
                        } else {
                            Image(systemName: "circle")
                        }
                        Text(task.title)
                    }
                    .onTapGesture { done.toggle() }
                }
            }
            """),
        // A Label whose title stays while its symbol fills.
        Example("""
            struct PinButton: View {
                @Binding var pinned: Bool
                var body: some View {
                    ↓Button { pinned.toggle() } label: {
                        Label("Pin", systemImage: pinned ? "pin.fill" : "pin")
                    }
                }
            }
            """),
        // A tab bar written out tab by tab, each symbol filled when its case is current.
        Example("""
            struct MainTabBar: View {
                @Binding var screen: Screen
                var body: some View {
                    HStack {
                        ↓Button { screen = .home } label: {
                            Image(systemName: screen == .home ? "house.fill" : "house")
                        }
                        ↓Button { screen = .inbox } label: {
                            Image(systemName: screen == .inbox ? "tray.fill" : "tray")
                        }
                    }
                }
            }
            """),
        // A symbol variant switched on the state.
        Example("""
            struct FlagButton: View {
                @Binding var flagged: Bool
                var body: some View {
                    ↓Button { flagged.toggle() } label: {
                        Label("Flag", systemImage: "flag")
                    }
                    .symbolVariant(flagged ? .fill : .none)
                }
            }
            """),
        // A labelled favourite button: the label names the action, not whether it is on.
        Example("""
            struct FavoriteButton: View {
                let isFavorite: Bool
                var body: some View {
                    ↓Button(action: toggleFavorite) {
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                    }
                    .accessibilityLabel("Favorite")
                }
            }
            """),
        // A label property that does not read the state says the same in both.
        Example("""
            struct DisclosureRow<Content: View>: View {
                @State private var expanded = false
                let content: Content
                var body: some View {
                    ↓HStack {
                        Text("Details")
                        Image(systemSymbol: expanded ? .chevronUp : .chevronDown)
                    }
                    .onTapGesture { expanded.toggle() }
                    .accessibilityLabel(rowTitle)
                }
                private var rowTitle: String {
                    isCompact ? "Details" : "Show details"
                }
            }
            """),
        // The mark drawn in that state is a shape, which VoiceOver does not read.
        Example("""
            struct ServerRow: View {
                var body: some View {
                    ↓Button(action: { connect(to: server) }) {
                        HStack {
                            Text(server.name)
                                .fontWeight(server.isSelected ? .medium : .regular)
                            if server.isSelected {
                                Circle().frame(width: 8, height: 8)
                            }
                        }
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The tabs of a `TabView`: the system tab bar says which one is selected.
        TapGestureWithoutButtonTraitRule.tabViewTabs,
        // The symbol itself changes with the state ("Add" or "checkmark"), and its colour with it.
        Example("""
            struct DepartmentRow: View {
                let name: String
                let isSelected: Bool
                let action: () -> Void
                var body: some View {
                    HStack {
                        Text(name)
                        Spacer()
                        Button(action: action) {
                            Image(systemName: isSelected ? "checkmark.circle.fill" : "plus.circle")
                                .foregroundStyle(isSelected ? Color.accentColor : Color.gray)
                        }
                    }
                }
            }
            """),
        // "Apply" is dimmed while nothing is chosen: `selectedSort == nil` marks no option, it says none is set.
        Example("""
            struct FilterBar: View {
                @Binding var selectedSort: SortOrder?
                @Binding var sportFilters: [Sport]

                var body: some View {
                    Button {
                        apply()
                    } label: {
                        Text("Apply filters")
                            .background {
                                if sportFilters.isEmpty && selectedSort == nil {
                                    RoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.2))
                                } else {
                                    RoundedRectangle(cornerRadius: 8).fill(.blue)
                                }
                            }
                    }
                }
            }
            """),
        // Hidden while an animated copy flies in its place: an opacity of 0 marks nothing.
        Example("""
            struct Transcript: View {
                let messages: [Message]
                let flyingID: Message.ID?
                var body: some View {
                    ForEach(messages) { message in
                        Bubble(message: message)
                            .opacity(flyingID == message.id ? 0 : 1)
                            .onTapGesture { copy(message) }
                    }
                }
            }
            """),
        // Two different symbols: VoiceOver reads the one shown, which names the mode the button switches to.
        Example("""
            struct ComposerToolbar: View {
                @State private var isVoiceSelected = false
                var body: some View {
                    Button {
                        isVoiceSelected.toggle()
                    } label: {
                        Image(systemName: isVoiceSelected ? "keyboard" : "mic")
                    }
                }
            }
            """),
        // The label is built by a function of the type that says "selected" in the selected state.
        Example("""
            struct PaletteButton: View {
                let color: Color
                let name: String
                @Binding var selectedColor: Color?
                var body: some View {
                    Button {
                        selectedColor = color
                    } label: {
                        color.overlay(Image(systemName: "checkmark").opacity(color == selectedColor ? 1 : 0))
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(description())
                }

                func description() -> String {
                    color == selectedColor ? "\\(name), selected" : name
                }
            }
            """),
        // The button's title changes with the state it draws: VoiceOver reads "Remove favourite".
        Example("""
            struct FavoriteAction: View {
                let isFavorite: Bool
                var body: some View {
                    Button(isFavorite ? "Remove favourite" : "Add favourite", systemImage: "heart") { toggle() }
                        .symbolVariant(isFavorite ? .slash.fill : .fill)
                }
            }
            """),
        // The filled tag shows only while the tag sheet it opens covers the button.
        Example("""
            struct EntryActions: View {
                @State private var showsTags = false
                var body: some View {
                    VStack {
                        Button(action: { showsTags.toggle() }) {
                            Label("Tag", systemImage: showsTags ? "tag.fill" : "tag")
                        }
                    }
                    .sheet(isPresented: $showsTags) { TagPicker() }
                }
            }
            """),
        // The row dims while the dialog asking whether to unblock that user is up, and the dialog has the focus.
        Example("""
            struct BlockedUsers: View {
                let users: [User]
                @State private var userToUnblock: User?
                var body: some View {
                    rows
                        .confirmationDialog("Unblock?", isPresented: $userToUnblock.mappedToBool()) {
                            Button("Unblock", role: .destructive) { unblock() }
                        }
                }
            }

            private extension BlockedUsers {
                var rows: some View {
                    ForEach(users) { user in
                        Button { userToUnblock = user } label: { Text(user.name) }
                            .opacity(userToUnblock == user ? 0.5 : 1)
                    }
                }
            }
            """),
        // The check mark drawn in the selected state is read with the title ("English, checkmark"); the bolder
        // font is one more sign of it, not the only one.
        Example("""
            struct LanguageGridItem: View {
                let language: Language
                let isSelected: Bool
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        HStack {
                            Text(language.displayName)
                                .font(.system(.body, weight: isSelected ? .semibold : .regular))
                            Spacer()
                            if isSelected {
                                Image(systemName: "checkmark.circle.fill")
                            }
                        }
                    }
                }
            }
            """),
        // A private selection nothing ever sets (its one assignment is commented out): one look only.
        Example("""
            struct SystemsList: View {
                @State private var focusedID: String? = nil
                let systems: [String]
                var body: some View {
                    ForEach(systems, id: \\.self) { system in
                        Button(action: { open(system) }) {
                            Text(system)
                                .background(focusedID == system ? Color.blue : Color.clear)
                        }
                        // .onFocusChange { if $0 { focusedID = system } }
                    }
                }
            }
            """),
        // The handle expands the sheet and then fades away: hidden once chosen, it marks nothing.
        Example("""
            struct CollapsedSheetHandle: View {
                @Binding var detent: PresentationDetent
                var body: some View {
                    Button { detent = .large } label: { Image(systemName: "chevron.compact.up") }
                        .accessibilityLabel("Expand")
                        .opacity(detent == .large ? 0 : 1)
                }
            }
            """),
        // The colour follows a mode the button does not choose: it toggles playback.
        Example("""
            struct TransportButton: View {
                @Binding var mode: PlaybackMode
                let toggle: () -> Void
                var body: some View {
                    Button("Play", action: toggle)
                        .foregroundStyle(mode == .live ? Color.red : .primary)
                }
            }
            """),
        // The chosen preset's row says "Current" in words, read with its title.
        Example("""
            struct PresetRow: View {
                let preset: Preset
                let isSelected: Bool
                let choose: () -> Void
                var body: some View {
                    Button(action: choose) {
                        HStack {
                            Text(preset.title)
                            Spacer()
                            if isSelected {
                                Text("Current").foregroundStyle(.tint)
                            }
                        }
                        .background(isSelected ? Color.accentColor.opacity(0.12) : .clear)
                    }
                }
            }
            """),
        // A turned chevron with a value that says the state.
        Example("""
            struct FAQEntry: View {
                @State private var isOpen = false
                var body: some View {
                    Button { isOpen.toggle() } label: {
                        HStack {
                            Text("How do I pay?")
                            Image(systemName: "chevron.right")
                                .rotationEffect(.degrees(isOpen ? 90 : 0))
                        }
                    }
                    .accessibilityValue(isOpen ? "Expanded" : "Collapsed")
                }
            }
            """),
        // The title changes with the state, so VoiceOver hears it.
        Example("""
            struct MoreButton: View {
                @Binding var showsAll: Bool
                var body: some View {
                    Button { showsAll.toggle() } label: {
                        HStack {
                            Text(showsAll ? "Show less" : "Show more")
                            Image(systemName: "chevron.down")
                                .rotationEffect(.degrees(showsAll ? 180 : 0))
                        }
                    }
                }
            }
            """),
        // Near misses: a refresh symbol turned while it works is not a disclosure, a chevron turned once and for all
        // shows no state, and a chevron that follows a transient press is feedback.
        Example("""
            struct Toolbar: View {
                @State private var isRefreshing = false
                @State private var isPressed = false
                var body: some View {
                    HStack {
                        Button { isRefreshing.toggle() } label: {
                            Image(systemName: "arrow.clockwise")
                                .rotationEffect(.degrees(isRefreshing ? 360 : 0))
                        }
                        Button("Back", action: back)
                        Image(systemName: "chevron.up")
                            .rotationEffect(.degrees(180))
                            .onTapGesture { scrollDown() }
                            .accessibilityLabel("Scroll down")
                        Button(action: next) {
                            Image(systemName: "chevron.right")
                                .rotationEffect(.degrees(isPressed ? 10 : 0))
                        }
                        .accessibilityLabel("Next")
                    }
                }
            }
            """),
        // A built-in DisclosureGroup says "expanded" and "collapsed" by itself.
        Example("""
            struct Details: View {
                @State private var isOpen = false
                var body: some View {
                    DisclosureGroup("Details", isExpanded: $isOpen) {
                        Text("Body")
                    }
                }
            }
            """),
        // The checkmark drawn in the selected state is read aloud: "Office, checkmark, button".
        Example("""
            struct ServerRow: View {
                var body: some View {
                    Button(action: { connect(to: server) }) {
                        HStack {
                            Text(server.name)
                                .fontWeight(server.isSelected ? .medium : .regular)
                            if server.isSelected {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                }
            }
            """),
        // The checkmark drawn for the selected row is read aloud ("English, checkmark"): the state is heard.
        Example("""
            struct LanguageList: View {
                @Binding var selectedLanguage: String
                let languages: [String]
                var body: some View {
                    List(languages, id: \\.self) { language in
                        HStack {
                            Text(language)
                            Spacer()
                            if language == selectedLanguage {
                                Image(systemName: "checkmark")
                            }
                        }
                        .onTapGesture { selectedLanguage = language }
                    }
                }
            }
            """),
        // AIQ's AnswerInputView options: label plus the `.isSelected` trait.
        Example("""
            struct AnswerOption: View {
                let text: String
                let isSelected: Bool
                var body: some View {
                    Button(action: choose) {
                        HStack {
                            Image(systemName: isSelected ? "largecircle.fill.circle" : "circle")
                            Text(text)
                        }
                    }
                    .accessibilityLabel(text)
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                }
            }
            """),
        // StudyCoor's chip, corrected: the state is a trait, the hint says what happens.
        Example("""
            struct Chip: View {
                let title: String
                let selected: Bool
                var body: some View {
                    Button(action: action) {
                        Text(title).background(selected ? Color.accentColor : Color.gray.opacity(0.2))
                    }
                    .accessibilityLabel("Study: \\(title)")
                    .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
                }
            }
            """),
        Example("""
            struct FilterChip: View {
                let isSelected: Bool
                var body: some View {
                    Button(title) { toggle() }
                        .tint(isSelected ? .blue : .gray)
                        .accessibilityValue(isSelected ? "On" : "Off")
                }
            }
            """),
        Example("""
            struct FrequencyPicker: View {
                @Binding var selection: Frequency
                var body: some View {
                    Picker("Dosing Frequency", selection: $selection) {
                        ForEach(Frequency.allCases) { frequency in
                            Text(frequency.name)
                                .foregroundStyle(selection == frequency ? .primary : .secondary)
                                .tag(frequency)
                        }
                    }
                }
            }
            """),
        Example("""
            struct SidebarList: View {
                @State private var selection: Item.ID?
                var body: some View {
                    List(items, selection: $selection) { item in
                        Text(item.name)
                            .fontWeight(selection == item.id ? .semibold : .regular)
                    }
                }
            }
            """),
        Example("""
            struct BoldToggle: View {
                @Binding var isSelected: Bool
                var body: some View {
                    Toggle(isOn: $isSelected) { Image(systemName: "bold") }
                        .toggleStyle(.button)
                        .tint(isSelected ? .accentColor : .secondary)
                }
            }
            """),
        Example("""
            struct OptionRow: View {
                let name: String
                let isSelected: Bool
                var body: some View {
                    Button(name) { choose() }
                        .foregroundStyle(isSelected ? .primary : .secondary)
                        .accessibilityLabel(isSelected ? "\\(name), selected" : name)
                }
            }
            """),
        Example("""
            struct PulseButton: View {
                let isSelected: Bool
                var body: some View {
                    Button("Record") { record() }
                        .animation(.easeInOut, value: isSelected)
                }
            }
            """),
        // The trait is added where the component is used.
        Example("""
            struct Swatch: View {
                let isSelected: Bool
                var body: some View {
                    Circle().strokeBorder(isSelected ? Color.primary : .clear)
                }
            }

            struct Palette: View {
                var body: some View {
                    ForEach(colors) { color in
                        Swatch(isSelected: color == chosen)
                            .onTapGesture { chosen = color }
                            .accessibilityAddTraits(color == chosen ? [.isButton, .isSelected] : .isButton)
                    }
                }
            }
            """),
        Example("""
            struct SortMenu: View {
                var body: some View {
                    Menu("Sort") {
                        ForEach(SortOrder.allCases) { order in
                            Button { apply(order) } label: {
                                if order == selectedSort { Label(order.title, systemImage: "checkmark") } else { Text(order.title) }
                            }
                        }
                    }
                }
            }
            """),
        // A name that only contains "selected" (reduced from real code): not a selection state.
        Example("""
            struct SubmitButton: View {
                var body: some View {
                    Button { submit() } label: {
                        Image(systemName: "hand.thumbsup")
                            .opacity(store.isSelectedWordValid ? 1 : 0.5)
                    }
                }
            }
            """),
        Example("""
            struct ModeButton: View {
                let isSelected: Bool
                var body: some View {
                    Button { choose() } label: {
                        if isSelected { Text("Selected") } else { Text("Select") }
                    }
                }
            }
            """),
        // The checkbox with its state as a value.
        Example("""
            struct RememberMeRow: View {
                @State private var remember = false
                var body: some View {
                    Button { remember.toggle() } label: {
                        Label("Remember me", systemImage: "square")
                    }
                    .symbolVariant(remember ? .fill : .none)
                    .accessibilityValue(remember ? "On" : "Off")
                }
            }
            """),
        // The accordion whose visible text changes with the state.
        Example("""
            struct MoreButton: View {
                @State private var expanded = false
                var body: some View {
                    Button { expanded.toggle() } label: {
                        HStack {
                            Text(expanded ? "Show less" : "Show more")
                            Image(systemName: expanded ? "chevron.up" : "chevron.down")
                        }
                    }
                }
            }
            """),
        // The checkbox replaced by a Toggle for assistive technologies.
        Example("""
            struct TermsCheckbox: View {
                @Binding var agreed: Bool
                var body: some View {
                    Button { agreed.toggle() } label: {
                        Image(systemName: agreed ? "checkmark.circle.fill" : "circle")
                    }
                    .accessibilityRepresentation {
                        Toggle("I agree to the terms", isOn: $agreed)
                    }
                }
            }
            """),
        // A toggle style: the real `Toggle` that uses it speaks its state.
        Example("""
            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                    }
                }
            }
            """),
        // Different glyphs say what changed: "Pause" and "Play" are the action, not a look.
        Example("""
            struct PlayButton: View {
                @Binding var playing: Bool
                var body: some View {
                    Button { playing.toggle() } label: {
                        Image(systemName: playing ? "pause.fill" : "play.fill")
                    }
                }
            }
            """),
        // The look follows the environment, not a state the button switches.
        Example("""
            struct ThemeBadge: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    Button(action: openThemes) {
                        Image(systemName: colorScheme == .dark ? "moon.fill" : "moon")
                    }
                }
            }
            """),
        // The star rating with its value spoken.
        Example("""
            struct RatingPicker: View {
                @Binding var score: Int
                var body: some View {
                    ForEach(1...5, id: \\.self) { value in
                        Button { score = value } label: {
                            Image(systemName: value <= score ? "star.fill" : "star")
                        }
                        .accessibilityLabel("\\(value) stars")
                        .accessibilityAddTraits(value <= score ? .isSelected : [])
                    }
                }
            }
            """),
        // The current choice is disabled: VoiceOver says "dimmed" on it.
        Example("""
            struct RangeButtons: View {
                @Binding var range: TimeRange
                var body: some View {
                    ForEach(TimeRange.allCases) { option in
                        Button(option.title) { range = option }
                            .disabled(option == range)
                            .opacity(option == range ? 0.4 : 1)
                    }
                }
            }
            """),
        // A label that changes with the state.
        Example("""
            struct MuteButton: View {
                @Binding var muted: Bool
                var body: some View {
                    Button { muted.toggle() } label: {
                        Image(systemName: muted ? "bell.fill" : "bell")
                    }
                    .accessibilityLabel(muted ? "Unmute" : "Mute")
                }
            }
            """),
        // The Label's title changes with its symbol.
        Example("""
            struct PinButton: View {
                @Binding var pinned: Bool
                var body: some View {
                    Button { pinned.toggle() } label: {
                        Label(pinned ? "Unpin" : "Pin", systemImage: pinned ? "pin.fill" : "pin")
                    }
                }
            }
            """),
        // The tab bar with the current tab as a trait.
        Example("""
            struct MainTabBar: View {
                @Binding var screen: Screen
                var body: some View {
                    Button { screen = .home } label: {
                        Image(systemName: screen == .home ? "house.fill" : "house")
                    }
                    .accessibilityLabel("Home")
                    .accessibilityAddTraits(screen == .home ? .isSelected : [])
                }
            }
            """),
        // A press or hover look, not a state.
        Example("""
            struct HoverButton: View {
                @State private var isHovering = false
                var body: some View {
                    Button(action: open) {
                        Image(systemName: isHovering ? "folder.fill" : "folder")
                    }
                    .onHover { isHovering = $0 }
                }
            }
            """),
        // A real Toggle already says on or off.
        Example("""
            struct NotifyToggle: View {
                @Binding var notify: Bool
                var body: some View {
                    Toggle(isOn: $notify) {
                        Image(systemName: notify ? "bell.fill" : "bell")
                    }
                    .toggleStyle(.button)
                    .accessibilityLabel("Notifications")
                }
            }
            """),
        // An if/else of one state that is not a control: nothing here is tappable.
        Example("""
            struct SyncBadge: View {
                let synced: Bool
                var body: some View {
                    if synced {
                        Image(systemName: "icloud.fill")
                    } else {
                        Image(systemName: "icloud")
                    }
                }
            }
            """),
        // A checkmark written through SFSafeSymbols and drawn only on the selected row is read aloud ("Alex,
        // checkmark"), as `Image(systemName: "checkmark")` is.
        Example("""
            struct VoicePicker: View {
                let voices: [Voice]
                @Binding var selectedVoice: Voice.ID?
                var body: some View {
                    ForEach(voices) { voice in
                        Button { selectedVoice = voice.id } label: {
                            HStack {
                                Text(voice.name)
                                Spacer()
                                if voice.id == selectedVoice {
                                    Image(systemSymbol: .checkmark)
                                }
                            }
                        }
                    }
                }
            }
            """),
        // An asset check mark named as two words is read by its name ("Legacy, check-mark"): the state is heard.
        Example("""
            struct AddressTypeOption: View {
                let title: String
                let isSelected: Bool
                let onSelect: () -> Void
                var body: some View {
                    Button(action: onSelect) {
                        HStack {
                            Text(title)
                                .foregroundColor(isSelected ? .primary : .secondary)
                            Spacer()
                            if isSelected {
                                Image("check-mark")
                            }
                        }
                    }
                }
            }
            """),
        // The label is a property that reads the state: VoiceOver says "Collapse" or "Expand".
        Example("""
            struct DisclosureRow<Content: View>: View {
                @State private var expanded = false
                let content: Content
                var body: some View {
                    HStack {
                        Text("Details")
                        Image(systemSymbol: expanded ? .chevronUp : .chevronDown)
                    }
                    .onTapGesture { expanded.toggle() }
                    .accessibilityLabel(toggleText)
                }
                private var toggleText: String {
                    expanded ? "Collapse" : "Expand"
                }
            }
            """),
    ]
}
