import RuleEngine

extension ControlMissingLabelRule {
    static let triggeringExamples: [Example] = [
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
    ]

    static let nonTriggeringExamples: [Example] = [
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
    ]
}
