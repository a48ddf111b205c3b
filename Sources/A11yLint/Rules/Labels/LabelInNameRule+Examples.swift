import RuleEngine

extension LabelInNameRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct DraftEditor: View {
            var body: some View {
                Button("Save") { store.save() }
                    .↓accessibilityLabel("Submit form")
            }
        }
        """),
        Example("""
        // The label closure's only text is the visible name.
        struct Checkout: View {
            var body: some View {
                Button(action: pay) {
                    Text("Buy now")
                }
                .buttonStyle(.borderedProminent)
                .↓accessibilityLabel("Purchase")
            }
        }
        """),
        Example("""
        struct Settings: View {
            @State private var isOn = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $isOn)
                    .↓accessibilityLabel("Wireless networking")
            }
        }
        """),
        Example("""
        // One branch of the label leaves out the visible word.
        struct FollowButton: View {
            let isFollowing: Bool
            var body: some View {
                Button("Follow") { toggle() }
                    .↓accessibilityLabel(isFollowing ? "Follow, on" : "Subscribe")
            }
        }
        """),
        Example("""
        struct About: View {
            var body: some View {
                Link("Privacy policy", destination: privacyURL)
                    .↓accessibility(label: Text("Data protection"))
            }
        }
        """),
        Example("""
        // A title with an icon outside a toolbar shows its text.
        struct Composer: View {
            var body: some View {
                VStack {
                    Button("Attach", systemImage: "paperclip") { attach() }
                        .↓accessibilityLabel("Add file")
                }
            }
        }
        """),
        Example("""
        struct Library: View {
            var body: some View {
                NavigationLink {
                    FavoritesScreen()
                } label: {
                    Label("Favorites", systemImage: "star")
                }
                .↓accessibilityLabel("Starred items")
            }
        }
        """),
        Example("""
        // Every text of the label closure is visible; the icon is not a word.
        struct Cart: View {
            var body: some View {
                Button(action: checkout) {
                    HStack {
                        Image(systemName: "cart")
                        Text("Check out")
                    }
                }
                .↓accessibilityLabel("Pay now")
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        // The label starts with the visible text and adds context.
        struct DraftEditor: View {
            var body: some View {
                Button("Save") { store.save() }
                    .accessibilityLabel("Save draft")
            }
        }
        """),
        Example("""
        // Case and punctuation are ignored; the visible words may be anywhere in the label.
        struct Sharing: View {
            var body: some View {
                Button("Sign-in") { signIn() }
                    .accessibilityLabel("Account sign in")
            }
        }
        """),
        Example("""
        // A computed title or label is not read.
        struct Row: View {
            let title: String
            var body: some View {
                Button(title) { open() }
                    .accessibilityLabel("Open document")
                Button("Open") { open() }
                    .accessibilityLabel(accessibilityName)
            }
        }
        """),
        Example("""
        // Voice Control is given the visible word as an input label.
        struct Confirm: View {
            var body: some View {
                Button("OK") { confirm() }
                    .accessibilityLabel("Confirm order")
                    .accessibilityInputLabels(["OK", "Confirm order"])
            }
        }
        """),
        Example("""
        // The title is not drawn: an icon-only label style, or a toolbar showing the icon.
        struct Toolbar: View {
            var body: some View {
                Button("Compose", systemImage: "square.and.pencil") { compose() }
                    .labelStyle(.iconOnly)
                    .accessibilityLabel("New message")
                    .toolbar {
                        ToolbarItem {
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { filter() }
                                .accessibilityLabel("Show filters")
                        }
                    }
            }
        }
        """),
        Example("""
        // A text field's title is a placeholder, not a visible label.
        struct Search: View {
            @State private var query = ""
            var body: some View {
                TextField("Type here", text: $query)
                    .accessibilityLabel("Search recipes")
            }
        }
        """),
        Example("""
        // A toggle whose title is hidden.
        struct Row: View {
            @Binding var isOn: Bool
            var body: some View {
                Toggle("Enabled", isOn: $isOn)
                    .labelsHidden()
                    .accessibilityLabel("Notifications")
            }
        }
        """),
        Example("""
        // Localisation keys and interpolated labels are not compared.
        struct Player: View {
            let track: Track
            var body: some View {
                Button("player.play") { play() }
                    .accessibilityLabel("Start playback")
                Button("Play") { play() }
                    .accessibilityLabel("Start \\(track.title)")
            }
        }
        """),
        Example("""
        // A label closure with a text the rule cannot read, or whose texts the label holds.
        struct Cart: View {
            let total: String
            var body: some View {
                Button(action: checkout) {
                    HStack { Text("Pay"); Text(total) }
                }
                .accessibilityLabel("Check out")
                Button(action: checkout) {
                    VStack { Text("Check out"); Text("3 items") }
                }
                .accessibilityLabel("Check out, 3 items in cart")
            }
        }
        """),
        Example("""
        // A visible text made of symbols only has no words to say.
        struct Counter: View {
            var body: some View {
                Button("+") { increment() }
                    .accessibilityLabel("Increase")
            }
        }
        """),
        Example("""
        // A label on a plain text is not a control's name.
        struct Legend: View {
            var body: some View {
                Text("5 km")
                    .accessibilityLabel("Five kilometres")
            }
        }
        """),
    ]
}
