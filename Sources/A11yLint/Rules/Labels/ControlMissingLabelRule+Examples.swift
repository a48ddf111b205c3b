import RuleEngine

extension ControlMissingLabelRule {
    static let triggeringExamples: [Example] = [
        // Bare numbers say nothing of what they set; two wheels of minutes side by side say nothing of which is which.
        Example("""
            struct DelaySetter: View {
                @Binding var age: Int
                @Binding var smbMinutes: Int
                @Binding var uamMinutes: Int

                var body: some View {
                    VStack {
                        ↓Picker("", selection: $age) {
                            ForEach(18...99, id: \\.self) { number in Text("\\(number)") }
                        }
                        .pickerStyle(.wheel)
                        HStack {
                            ↓Picker("", selection: $smbMinutes) {
                                ForEach(0...60, id: \\.self) { number in Text("\\(number) min") }
                            }
                            .pickerStyle(.wheel)
                            ↓Picker("", selection: $uamMinutes) {
                                ForEach(0...60, id: \\.self) { number in Text("\\(number) min") }
                            }
                            .pickerStyle(.wheel)
                        }
                    }
                }
            }
            """),
        // Seed 001, RegistrationView: a menu used as a picker shows only the chosen value ("Select" before a choice).
        Example("""
            struct ProfileForm: View {
                @State private var degree: String?
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Degree")
                        ↓Menu {
                            ForEach(degrees, id: \\.self) { name in
                                Button(name) { degree = name }
                            }
                        } label: {
                            HStack {
                                Text(degree ?? "Select")
                                Image(systemName: "chevron.down")
                            }
                        }
                    }
                }
            }
            """),
        // The same through a title and a model's property.
        Example("""
            struct SortControl: View {
                @ObservedObject var model: FeedModel
                var body: some View {
                    ↓Menu(model.order.title) {
                        Button("Newest") { model.order = .newest }
                        Button("Oldest") { model.order = .oldest }
                    }
                }
            }
            """),
        Example("""
            struct CalculatorView: View {
                @State private var dispensed = ""
                @State private var returned = ""
                var body: some View {
                    Form {
                        HStack {
                            Text("Dispensed")
                            ↓TextField("", text: $dispensed)
                                .keyboardType(.decimalPad)
                        }
                        HStack {
                            Text("Returned")
                            ↓TextField("", text: $returned)
                        }
                    }
                }
            }
            """),
        Example("""
            struct DosingSection: View {
                @Binding var frequency: DosingFrequency
                var body: some View {
                    ↓Picker("", selection: $frequency) {
                        ForEach(DosingFrequency.allCases) { frequency in
                            Text(frequency.displayName).tag(frequency)
                        }
                    }
                    .labelsHidden()
                }
            }
            """),
        Example("""
            struct NoteEditor: View {
                @Binding var notes: String
                @Binding var pin: String
                let showNotes: Bool
                var body: some View {
                    if showNotes {
                        ↓TextEditor(text: $notes)
                            .frame(minHeight: 120)
                    } else {
                        ↓SecureField(" ", text: $pin)
                    }
                }
            }
            """),
        Example("""
            struct SettingsView: View {
                @AppStorage("sync") private var sync = true
                var body: some View {
                    List { toggleRow("iCloud Sync", isOn: $sync) }
                }
            }

            extension SettingsView {
                func toggleRow(_ title: String, isOn: Binding<Bool>) -> some View {
                    HStack {
                        Text(title)
                        Spacer()
                        ↓Toggle("", isOn: isOn)
                            .labelsHidden()
                    }
                }
            }
            """),
        Example("""
            struct MixerView: View {
                @Binding var channels: [Channel]
                var body: some View {
                    ForEach($channels) { $channel in
                        VStack {
                            Text(channel.name)
                            ↓Slider(value: $channel.level, in: 0...1)
                        }
                    }
                }
            }
            """),
        Example("""
            struct StudyDatesView: View {
                @Binding var start: Date
                @Binding var tint: Color
                @Binding var holdDays: Int
                var body: some View {
                    #if os(iOS)
                    ↓DatePicker("", selection: $start, displayedComponents: .date)
                    ↓ColorPicker("", selection: $tint)
                    ↓Stepper(value: $holdDays, in: 0...30) {
                    }
                    ↓Menu {
                        Button("Copy", action: copy)
                    } label: {
                        Spacer()
                    }
                    #endif
                }
            }
            """),
        Example("""
            struct SearchField: View {
                private let placeholder: String
                @Binding private var text: String
                init(_ placeholder: String, text: Binding<String>) {
                    self.placeholder = placeholder
                    self._text = text
                }
                var body: some View {
                    TextField(placeholder, text: $text)
                }
            }
            struct InboxSearch: View {
                @State private var query = ""
                var body: some View {
                    ↓SearchField("", text: $query)
                }
            }
            """),
        Example("""
            struct SettingToggle: View {
                let title: String
                @Binding var isOn: Bool
                var body: some View {
                    Toggle(title, isOn: $isOn)
                }
            }
            struct NetworkSettings: View {
                @State private var wifi = true
                var body: some View {
                    ↓SettingToggle(title: "", isOn: $wifi)
                }
            }
            """),
        // Segments drawn from a loop of images: each is read by its symbol's name, and nothing names the choice.
        Example("""
            struct MapModePicker: View {
                @State private var mode = MapMode.standard
                var body: some View {
                    VStack {
                        ↓Picker("", selection: $mode) {
                            ForEach(MapMode.allCases) { mode in
                                Image(systemName: mode.symbol).tag(mode)
                            }
                        }
                        .pickerStyle(.segmented)
                        mapContent
                    }
                }
            }
            """),
        // After a prompt, but the segments are icons: VoiceOver reads symbol names.
        Example("""
            struct AlignmentControl: View {
                @State private var alignment = TextAlignment.leading
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Alignment")
                        ↓Picker("", selection: $alignment) {
                            Image(systemName: "text.alignleft").tag(TextAlignment.leading)
                            Image(systemName: "text.aligncenter").tag(TextAlignment.center)
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """),
        // After a prompt, but a menu picker shows only its selection: the prompt is not its name.
        Example("""
            struct FeedbackForm: View {
                @State private var area = "none"
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Which area is affected?")
                        ↓Picker("", selection: $area) {
                            ForEach(areas) { Text($0.name).tag($0.id) }
                        }
                    }
                }
            }
            """),
        // A hidden or labelled link does not name the fields of the screen it opens (issue 18).
        Example("""
            struct ProfileRow: View {
                var body: some View {
                    NavigationLink("Profile") {
                        ProfileForm()
                    }
                    .accessibilityLabel("Edit profile")
                }
            }

            struct ProfileForm: View {
                @State private var nickname = ""
                var body: some View {
                    ↓TextField("", text: $nickname)
                }
            }
            """),
        // A label closure holding only an image does not say what to type (issue 18).
        Example("""
            struct LoginForm: View {
                @State private var username = ""
                var body: some View {
                    ↓TextField(text: $username) {
                        Image(systemName: "person")
                    }
                }
            }
            """),
        Example("""
            struct LoginForm: View {
                @State private var password = ""
                var body: some View {
                    ↓SecureField(text: $password) {
                        Image("ic_lock")
                    }
                }
            }
            """),
        // A picker named only by an image: VoiceOver reads the symbol's shape or the asset name, then the value.
        Example("""
            struct SearchOptions: View {
                @Binding var scope: SearchScope
                var body: some View {
                    ↓Picker(selection: $scope) {
                        ForEach(SearchScope.allCases, id: \\.self) { Text($0.title).tag($0) }
                    } label: {
                        Image(systemName: "text.magnifyingglass")
                    }
                }
            }
            """),
        Example("""
            struct VolumeControl: View {
                @Binding var volume: Double
                var body: some View {
                    ↓Slider(value: $volume, in: 0...1) {
                        Image("ic_volume")
                    }
                }
            }
            """),
        // A menu picker style turns the picker into a submenu titled by its empty label.
        Example("""
            struct SortMenu: View {
                var body: some View {
                    Menu {
                        ↓Picker(selection: $order) {
                            ForEach(Order.allCases) { Text($0.title).tag($0) }
                        } label: {
                            EmptyView()
                        }
                        .pickerStyle(.menu)
                    } label: {
                        Label("Sort", systemImage: "arrow.up.arrow.down")
                    }
                }
            }
            """),
        // Beside a menu, not among its items: drawn on screen with nothing naming it.
        Example("""
            struct FilterBar: View {
                var body: some View {
                    HStack {
                        Menu("Filter") { Button("Clear") { clear() } }
                        ↓Picker("", selection: $scope) {
                            ForEach(Scope.allCases) { Text($0.title).tag($0) }
                        }
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The app's text view prints each year with its unit: VoiceOver reads "2025 yr", which says what it sets.
        Example("""
            struct AppText: View {
                let text: String
                init(_ text: String) { self.text = text }
                var body: some View { Text(text).font(.headline) }
            }

            struct SemesterSheet: View {
                @Binding var year: Int
                let years: [Int]
                var body: some View {
                    Picker(selection: $year, label: Text("")) {
                        ForEach(years, id: \\.self) { year in
                            AppText("\\(year) yr").tag(year)
                        }
                    }
                    .pickerStyle(WheelPickerStyle())
                }
            }
            """),
        // Each wheel's values carry their own unit: VoiceOver reads "5 Ft", then "10 In".
        Example("""
            struct HeightSetter: View {
                @Binding var feet: Int
                @Binding var inches: Int

                var body: some View {
                    HStack {
                        Picker("", selection: $feet) {
                            ForEach(1...8, id: \\.self) { number in Text("\\(number) Ft") }
                        }
                        .pickerStyle(.wheel)
                        Picker("", selection: $inches) {
                            ForEach(0...11, id: \\.self) { number in Text("\\(number) In") }
                        }
                        .pickerStyle(.wheel)
                    }
                }
            }
            """),
        // Segments of symbols, each named by its own label: VoiceOver reads each segment by that name.
        Example("""
            struct ProfileTabs: View {
                @Binding var selected: ProfileTab
                var body: some View {
                    Picker("", selection: $selected) {
                        ForEach(ProfileTab.allCases) { tab in
                            Image(systemName: tab.symbol)
                                .tag(tab)
                                .accessibilityLabel(tab.title)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            """),
        // A field nobody sees takes the keystrokes of a PIN drawn as digit boxes, which carry the label.
        Example("""
            struct PinEntry: View {
                @State private var pin = ""
                @FocusState private var isFocused: Bool
                var body: some View {
                    PinBoxes(count: pin.count)
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("PIN entry")
                        .overlay {
                            TextField("", text: $pin)
                                .keyboardType(.numberPad)
                                .focused($isFocused)
                                .opacity(0)
                                .frame(width: 0, height: 0)
                        }
                }
            }
            """),
        // A field built and thrown away (`let _ =`) is never drawn.
        Example("""
            struct PasswordForm: View {
                @State private var password = ""
                var body: some View {
                    VStack {
                        let _ = TextField("", text: $password)
                        SecureField("Password", text: $password)
                    }
                }
            }
            """),
        // Texts joined into one in the label closure name the control.
        Example("""
            struct ClipboardSettings: View {
                @State private var optimiseVideos = false
                @State private var behaviour = 0
                var body: some View {
                    Form {
                        Toggle(isOn: $optimiseVideos) {
                            Text("Video files") + Text("\\nOptimise videos copied to the clipboard").foregroundColor(.secondary)
                        }
                        Picker(selection: $behaviour) {
                            Text("Keep").tag(0)
                            Text("Replace").tag(1)
                        } label: {
                            Text("Converted files") + Text("\\nWhere the converted copy goes")
                        }
                    }
                }
            }
            """),
        // A table's column title names the checkbox in each of its cells.
        Example("""
            struct SharedFoldersTable: View {
                let folders: [SharedFolder]

                var body: some View {
                    Table(folders) {
                        TableColumn("Path") { folder in Text(folder.path) }
                        TableColumn("Read only") { folder in
                            Toggle("", isOn: .constant(folder.isReadOnly))
                        }
                    }
                }
            }
            """),
        // Radio buttons under a prompt, styled where the screen draws the helper holding them.
        Example("""
            struct AddAccountView: View {
                @State private var selection: AccountKind = .local
                var body: some View {
                    VStack(alignment: .leading) {
                        cloudAccounts
                    }
                    .pickerStyle(.radioGroup)
                }

                var cloudAccounts: some View {
                    VStack(alignment: .leading) {
                        Text("iCloud").font(.headline)
                        Picker(selection: $selection, label: Text("")) {
                            ForEach(AccountKind.cloud, id: \\.self) { kind in
                                Text(kind.displayName).tag(kind)
                            }
                        }
                    }
                }
            }
            """),
        // Inside a menu a picker is drawn as checkmarked items; the menu's own label names them.
        Example("""
            struct FilterMenu: View {
                var body: some View {
                    Menu {
                        Picker(selection: $filter) {
                            ForEach(Filter.allCases) { Text($0.title).tag($0) }
                        } label: {
                            EmptyView()
                        }
                    } label: {
                        Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
            }
            """),
        Example("""
            struct PhotoCell: View {
                var body: some View {
                    Thumbnail(photo: photo)
                        .contextMenu {
                            Picker("", selection: $photo.rating) {
                                ForEach(1...5, id: \\.self) { Text(stars($0)).tag($0) }
                            }
                        }
                }
            }
            """),
        // A caption in the menu's label names the setting.
        Example("""
            struct SortControl: View {
                @State private var order = Order.newest
                var body: some View {
                    Menu {
                        Button("Newest") { order = .newest }
                        Button("Oldest") { order = .oldest }
                    } label: {
                        Text("Sort: \\(order.title)")
                    }
                }
            }
            """),
        // A label on the menu names it; a menu of actions shows no choice.
        Example("""
            struct ProfileForm: View {
                @State private var degree: String?
                var body: some View {
                    Menu {
                        Button("Bachelor") { degree = "Bachelor" }
                    } label: {
                        Text(degree ?? "Select")
                    }
                    .accessibilityLabel("Degree")
                    Menu {
                        Button("Share") { share() }
                    } label: {
                        Text(document.title)
                    }
                }
            }
            """),
        // The label shows something other than what the items assign.
        Example("""
            struct AccountMenu: View {
                @State private var isSigningOut = false
                var body: some View {
                    Menu {
                        Button("Sign out") { isSigningOut = true }
                    } label: {
                        HStack {
                            Image(systemName: "person.crop.circle")
                            Text(account.displayName)
                        }
                    }
                }
            }
            """),
        Example("""
            struct CalculatorView: View {
                @State private var dispensed = ""
                var body: some View {
                    TextField("Dispensed", text: $dispensed)
                        .accessibilityLabel("Dispensed pills")
                        .accessibilityHint("Enter the number of pills given to the subject")
                        .keyboardType(.decimalPad)
                }
            }
            """),
        Example("""
            struct DosingSection: View {
                @Binding var frequency: DosingFrequency
                var body: some View {
                    Picker("Dosing Frequency", selection: $frequency) {
                        ForEach(DosingFrequency.allCases) { frequency in
                            Text(frequency.displayName).tag(frequency)
                        }
                    }
                    .labelsHidden()
                    .accessibilityValue(frequency.displayName)
                }
            }
            """),
        Example("""
            struct CustomTextField: View {
                let title: String
                let placeholder: String
                @Binding var text: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(title)
                            .accessibilityHidden(true)
                        TextField(placeholder, text: $text)
                            .accessibilityLabel(title)
                            .accessibilityValue(text.isEmpty ? "Empty" : text)
                            .accessibilityHint("Enter your \\(title.lowercased())")
                    }
                }
            }
            """),
        Example("""
            struct ReturnsRow: View {
                @Binding var returned: String
                var body: some View {
                    LabeledContent("Returned") {
                        TextField("", text: $returned)
                    }
                }
            }
            """),
        Example("""
            struct SettingRow: View {
                @Binding var setting: Setting
                @Binding var email: String
                var body: some View {
                    Toggle(setting.title, isOn: $setting.isOn)
                    TextField(LocalizedStringKey("email.placeholder"), text: $email)
                    TextField("", text: $email, prompt: Text("Email address"))
                }
            }
            """),
        Example("""
            struct PlaybackControls: View {
                @Binding var volume: Double
                @Binding var quantity: Int
                @Binding var airplane: Bool
                var body: some View {
                    Slider(value: $volume, in: 0...1) { Text("Volume") }
                    Stepper(value: $quantity, in: 1...10) { Text("Quantity: \\(quantity)") }
                    Toggle(isOn: $airplane) { Label("Airplane mode", systemImage: "airplane") }
                }
            }
            """),
        Example("""
            struct NotesView: View {
                @Binding var notes: String
                @Binding var progress: Double
                var body: some View {
                    TextEditor(text: $notes)
                        .accessibilityLabel("Notes")
                    Slider(value: $progress)
                        .disabled(true)
                        .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct SortMenu: View {
                @Binding var sort: SortOrder
                @Binding var isMuted: Bool
                var body: some View {
                    Picker(selection: $sort, label: Text("Sort by")) {
                        Text("Date").tag(SortOrder.date)
                    }
                    Toggle(isOn: $isMuted) { Image(systemName: "speaker.slash") }
                    Menu { Button("Copy", action: copy) } label: { Text(selectionTitle) }
                }
            }
            """),
        Example("""
            struct SearchField: View {
                private let placeholder: String
                @Binding private var text: String
                init(_ placeholder: String, text: Binding<String>) {
                    self.placeholder = placeholder
                    self._text = text
                }
                var body: some View {
                    TextField(placeholder, text: $text)
                }
            }
            struct InboxSearch: View {
                @State private var query = ""
                var body: some View {
                    SearchField("Search mail", text: $query)
                }
            }
            """),
        Example("""
            struct SettingToggle: View {
                let title: String
                @Binding var isOn: Bool
                var body: some View {
                    Toggle(title, isOn: $isOn)
                }
            }
            struct NetworkSettings: View {
                @State private var wifi = true
                var body: some View {
                    SettingToggle(title: "Wi-Fi", isOn: $wifi)
                }
            }
            """),
        // Segments of text, with or without a prompt: VoiceOver reads each segment as a tab by its text ("Banned,
        // tab, 2 of 2"), the words sighted users read; a `Label`'s title is text too.
        Example("""
            struct MembersScreen: View {
                @State private var mode = 0
                @State private var scope = Scope.all
                var body: some View {
                    ScrollView {
                        Picker("", selection: $mode) {
                            Text("Members").tag(0)
                            Text("Banned").tag(1)
                        }
                        .pickerStyle(.segmented)
                        Picker(selection: $scope, label: Text("")) {
                            ForEach(Scope.allCases) { scope in
                                Label(scope.title, systemImage: scope.symbol).tag(scope)
                            }
                        }
                        .pickerStyle(SegmentedPickerStyle())
                        memberList
                    }
                }
            }
            """),
        // Text segments right after their prompt: VoiceOver reads "Seasonal photo", then "Spring, 1 of 4".
        Example("""
            struct ProfileForm: View {
                @Binding var season: Season
                var body: some View {
                    VStack(alignment: .leading, spacing: 20) {
                        Text("Seasonal photo").bold()
                        Picker("", selection: $season) {
                            ForEach(Season.allCases, id: \\.self) { season in
                                Text(season.rawValue).tag(season)
                            }
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """),
        // Inline (radio-list) options as the first row under their section's header.
        Example("""
            struct FilterActionSection: View {
                @State private var action = FilterAction.warn
                var body: some View {
                    Form {
                        Section("When a post matches") {
                            Picker(selection: $action) {
                                ForEach(FilterAction.allCases) { Text($0.title).tag($0) }
                            } label: {
                                EmptyView()
                            }
                            .pickerStyle(.inline)
                        }
                    }
                }
            }
            """),
        // macOS radio buttons after their prompt.
        Example("""
            struct AppearancePane: View {
                @State private var appearance = Appearance.system
                var body: some View {
                    HStack(alignment: .firstTextBaseline) {
                        Text("Appearance:")
                        Picker("", selection: $appearance) {
                            Text("Light").tag(Appearance.light)
                            Text("Dark").tag(Appearance.dark)
                            Text("Automatic").tag(Appearance.system)
                        }
                        .pickerStyle(.radioGroup)
                    }
                }
            }
            """),
        // In a macOS Form the title is the row's label and the control's name; a variable title and a label
        // closure name it too.
        Example("""
            struct EditorSettings: View {
                @State private var theme = "Default"
                @State private var wraps = true
                let fontTitle: LocalizedStringKey
                var body: some View {
                    Form {
                        Picker("Theme", selection: $theme) { ForEach(themes, id: \\.self) { Text($0) } }
                        Toggle(isOn: $wraps) { Text(fontTitle) }
                        TextField(fontTitle, text: $fontName)
                    }
                    .formStyle(.grouped)
                }
            }
            """, configuration: """
            platforms: [macos]
            """),
        // A picker's symbol VoiceOver names by its purpose ("Filter"), and an image label given a name.
        Example("""
            struct FilterOptions: View {
                @Binding var filter: Filter
                @Binding var level: Int
                var body: some View {
                    Picker(selection: $filter) {
                        Text("All").tag(Filter.all)
                        Text("Unread").tag(Filter.unread)
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                    Picker(selection: $level) {
                        Text("Low").tag(0)
                        Text("High").tag(1)
                    } label: {
                        Image("ic_level")
                    }
                    .accessibilityLabel("Level")
                }
            }
            """),
        // A symbol VoiceOver names by its purpose ("Search") names the field.
        Example("""
            struct SearchBar: View {
                @State private var query = ""
                var body: some View {
                    TextField(text: $query) {
                        Image(systemName: "magnifyingglass")
                    }
                }
            }
            """),
        // A prompt names the field whatever its label shows.
        Example("""
            struct LoginForm: View {
                @State private var username = ""
                var body: some View {
                    TextField(text: $username, prompt: Text("Username")) {
                        Image(systemName: "person")
                    }
                }
            }
            """),
    ]
}
