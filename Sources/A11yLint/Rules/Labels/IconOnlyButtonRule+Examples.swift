import RuleEngine

extension IconOnlyButtonRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct EntryRow: View {
                var body: some View {
                    ↓Button {
                        deleteEntry()
                    } label: {
                        Image(systemName: "trash")
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
                @Binding var isPlaying: Bool
                var body: some View {
                    if isPlaying {
                        ↓Button(action: pause) { Image(systemName: "pause.fill") }
                    } else {
                        ↓Button(action: play) { Image(systemName: "play.fill") }
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
                            Image(systemName: "ellipsis.circle")
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
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
            """),
        Example("""
            struct IconButton: View {
                let systemName: String
                let action: () -> Void
                var body: some View {
                    ↓Button(action: action) {
                        Image(systemName: systemName)
                    }
                }
            }
            struct NoteToolbar: View {
                var body: some View {
                    ↓IconButton(systemName: "trash") { deleteNote() }
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
                    ↓LabelledIconButton(systemName: "square.and.arrow.up") { share() }
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
    ]

    static let nonTriggeringExamples: [Example] = [
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
    ]
}
