import RuleEngine

extension RedundantRoleInLabelRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct EntryRow: View {
            var body: some View {
                Button { delete() } label: {
                    Image(systemName: "trash")
                }
                .↓accessibilityLabel("Delete button")
            }
        }
        """),
        Example("""
        struct ProfileHeader: View {
            var body: some View {
                Image("avatar")
                    .resizable()
                    .frame(width: 64, height: 64)
                    .↓accessibilityLabel("Profile image")
            }
        }
        """),
        Example("""
        struct SettingsScreen: View {
            @State private var isOn = false
            var body: some View {
                Form {
                    ↓Toggle("Notifications switch", isOn: $isOn)
                }
            }
        }
        """),
        Example("""
        // A tappable row that declares itself a button (seed 002, LogbookRowView) with the role in its label.
        struct LogbookRow: View {
            var body: some View {
                HStack {
                    Text("12 May")
                    Text("71.2 kg")
                }
                .onTapGesture { edit() }
                .accessibilityElement(children: .ignore)
                .↓accessibilityLabel(isAverage ? "Average entry button" : "Entry button")
                .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        struct Gallery: View {
            var body: some View {
                ForEach(photos) { photo in
                    thumbnail(photo)
                }
            }

            private func thumbnail(_ photo: Photo) -> some View {
                Image(photo.assetName)
                    .↓accessibility(label: Text("Image of a beach at sunset"))
            }
        }
        """),
        Example("""
        struct AboutScreen: View {
            var body: some View {
                VStack {
                    #if os(iOS)
                    Link("Privacy policy", destination: privacyURL)
                        .↓accessibilityLabel("Link to privacy policy")
                    #endif
                }
            }
        }
        """),
        Example("""
        struct ComposeScreen: View {
            @State private var subject = ""
            var body: some View {
                VStack { subjectField }
            }
        }

        extension ComposeScreen {
            var subjectField: some View {
                TextField("Subject", text: $subject)
                    .↓accessibilityLabel("Subject text field")
            }
        }
        """),
        Example("""
        struct Toolbar: View {
            var body: some View {
                IconButton(systemName: "square.and.arrow.up") { share() }
                    .↓accessibilityLabel("Share button")
                ↓NavigationLink("Settings button") { SettingsScreen() }
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The role's trait is removed: the label says "Image of" in its place, once.
        Example("""
            struct RecipeHero: View {
                let recipe: Recipe
                var body: some View {
                    Image(recipe.photoName)
                        .resizable()
                        .accessibilityRemoveTraits(.isImage)
                        .accessibilityLabel("Image of \\(recipe.name)")
                }
            }
            """),
        // "Link" after a verb acting on a web address names the address the link opens.
        Example("""
            struct ShareScreen: View {
                let storeURL: URL
                var body: some View {
                    Link(destination: storeURL) {
                        Label("Open app store link", systemImage: "safari")
                    }
                }
            }
            """),
        // "Switch" after a preposition is the switching of accounts, not the control.
        Example("""
            struct AccountSettings: View {
                @AppStorage("reloadOnSwitch") var reloadOnSwitch = true
                var body: some View {
                    Toggle("Reload on Switch", isOn: $reloadOnSwitch)
                }
            }
            """),
        Example("""
        struct EntryRow: View {
            var body: some View {
                Button { delete() } label: {
                    Image(systemName: "trash")
                }
                .accessibilityLabel("Delete entry")
            }
        }
        """),
        Example("""
        // The role word belongs to the content: a button that edits the profile image.
        struct ProfileHeader: View {
            var body: some View {
                Button("Change profile image") { pickImage() }
                Image("avatar").accessibilityLabel("Profile")
            }
        }
        """),
        Example("""
        // A plain text is not announced with a role; its wording is not judged.
        struct Legend: View {
            var body: some View {
                Text("Tap the share button to export")
                    .accessibilityLabel("Tap the share button to export")
            }
        }
        """),
        Example("""
        // Seed 002, LogbookRowView: a computed label with the button trait.
        struct LogbookRowView: View {
            var body: some View {
                HStack(spacing: 8) {
                    dateColumn
                    weightColumn
                }
                .onTapGesture { onEdit?() }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(accessibilityLabel)
                .accessibilityHint("Swipe right to edit, swipe left to delete")
                .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        // "Image" on a button names what the button does, not its role.
        struct Editor: View {
            var body: some View {
                Button { insertImage() } label: { Image(systemName: "photo") }
                    .accessibilityLabel("Insert image")
            }
        }
        """),
        Example("""
        // A one-word label is generic-label's concern, not this rule's.
        struct Toolbar: View {
            var body: some View {
                Button("button") { run() }
            }
        }
        """),
        Example("""
        struct Chart: View {
            var body: some View {
                Text(title)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityLabel("Weekly summary")
            }
        }
        """),
        Example("""
        // Computed labels are not read.
        struct ShareButton: View {
            let label: String
            var body: some View {
                Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    .accessibilityLabel(label + " button")
            }
        }
        """),
        Example("""
        // A hint may mention a button: it is not the element's name.
        struct PlayerControls: View {
            var body: some View {
                Button("Play") { play() }
                    .accessibilityHint("Starts playback; use the pause button to stop")
            }
        }
        """),
        Example("""
        // A localisation key: VoiceOver reads its translation, not the key.
        struct SupportView: View {
            var body: some View {
                Button { restorePurchases() } label: {
                    Text("settings.support.restore-purchase.button")
                }
            }
        }
        """),
    ]
}
