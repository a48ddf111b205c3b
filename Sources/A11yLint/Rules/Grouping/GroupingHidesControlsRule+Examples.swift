import RuleEngine

extension GroupingHidesControlsRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct ArticleCard: View {
                var body: some View {
                    Button { open() } label: {
                        preview
                    }
                }
                private var preview: some View {
                    HStack {
                        Button("Comments") { showComments() }
                        Button("Quote") { quote() }
                    }
                    .↓accessibilityElement(children: .combine)
                }
            }
            """),
        Example("""
            struct ShareBar: View {
                let compact: Bool
                var body: some View {
                    actions
                        .↓accessibilityElement(children: .combine)
                }
                @ViewBuilder private var actions: some View {
                    if compact {
                        Button("Share") { share() }
                    } else {
                        HStack {
                            Button("Share") { share() }
                            Button("Copy link") { copy() }
                        }
                    }
                }
            }
            """),
        Example("""
            struct MessageRow: View {
                var body: some View {
                    HStack {
                        Text(message.title)
                        Button("Reply") { reply() }
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel(message.title)
                }
            }
            """),
        Example("""
            struct SettingsCard: View {
                var body: some View {
                    VStack {
                        Text("Notifications")
                        Toggle("Sounds", isOn: $sounds)
                    }
                    .↓accessibilityElement()
                    .accessibilityLabel("Notifications")
                }
            }
            """),
        Example("""
            struct CommentRow: View {
                var body: some View {
                    HStack {
                        Text(comment.text)
                        Button("Like") { like() }
                        Button("Report") { report() }
                    }
                    .↓accessibilityElement(children: .combine)
                }
            }
            """),
        Example("""
            struct TrackList: View {
                var body: some View {
                    VStack {
                        ForEach(tracks) { track in
                            HStack {
                                Text(track.title)
                                Image(systemName: "heart").onTapGesture { favourite(track) }
                                Image(systemName: "ellipsis").onTapGesture { showMenu(track) }
                            }
                            .↓accessibilityElement(children: .combine)
                        }
                    }
                }
            }
            """),
        Example("""
            struct ProductTile: View {
                var body: some View {
                    VStack {
                        Text(product.name)
                        actions
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel(product.name)
                }
            }

            extension ProductTile {
                var actions: some View {
                    HStack {
                        Button("Add to cart") { add() }
                        Link("Details", destination: product.url)
                    }
                }
            }
            """),
        Example("""
            struct PlayerControls: View {
                var isPlaying: Bool
                var body: some View {
                    HStack {
                        if isPlaying {
                            Button("Pause") { pause() }
                        } else {
                            Button("Play") { play() }
                        }
                        Button("Next") { next() }
                    }
                    .↓accessibilityElement(children: .combine)
                }
            }
            """),
        Example("""
            struct LoginFields: View {
                var body: some View {
                    #if os(iOS)
                    VStack {
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                    }
                    .↓accessibilityElement(children: .ignore)
                    #endif
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
            struct BoostButton: View {
                let showsMenu: Bool
                var body: some View {
                    action
                        .accessibilityElement(children: .combine)
                        .accessibilityLabel("Boost")
                }
                @ViewBuilder private var action: some View {
                    if showsMenu {
                        Menu("Boost") { Button("Quote") { quote() } }
                    } else {
                        Button("Boost") { boost() }
                    }
                }
            }
            """),
        Example("""
            struct LinkCard: View {
                let compact: Bool
                var body: some View {
                    VStack {
                        switch style {
                        case .compact: compactPreview
                        case .large: largePreview
                        }
                    }
                    .accessibilityElement(children: .combine)
                }
                private var compactPreview: some View { Button("Open") { open() } }
                private var largePreview: some View { Button("Open article") { open() } }
            }
            """),
        // W8Trackr's LogbookRowView: the row's own tap is the action; no control inside.
        Example("""
            struct LogbookRowView: View {
                var body: some View {
                    HStack(spacing: 8) {
                        dateColumn
                        weightColumn
                        notesIndicator
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { onEdit?() }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(accessibilityLabel)
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        // W8Trackr's HeroCardView: only texts and an icon are combined.
        Example("""
            struct HeroCardView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Text("Current Weight")
                        Text(formattedWeight)
                        Text(weightUnit.displayName)
                        Text(changeText)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(accessibilityDescription)
                }
            }
            """),
        Example("""
            struct WifiRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "wifi")
                        Text("Wi-Fi")
                        Toggle("", isOn: $isOn)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        Example("""
            struct ErrorView: View {
                var body: some View {
                    VStack {
                        Text(message)
                        Button("Retry") { retry() }
                        Button("Cancel") { cancel() }
                    }
                    .accessibilityElement(children: .contain)
                }
            }
            """),
        Example("""
            struct MessageRow: View {
                var body: some View {
                    HStack {
                        Text(message.title)
                        Button("Reply") { reply() }
                        Button("Delete") { delete() }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(message.title)
                    .accessibilityAction(named: "Reply") { reply() }
                    .accessibilityAction(named: "Delete") { delete() }
                }
            }
            """),
        Example("""
            struct OfferRow: View {
                var body: some View {
                    HStack {
                        Text(offer.title)
                        Button("Buy") { buy() }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Buy \\(offer.title)")
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        Example("""
            struct StatusBadge: View {
                var body: some View {
                    HStack {
                        Circle().fill(statusColor).frame(width: 8, height: 8)
                        Text(status.title)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Status: \\(status.title)")
                }
            }
            """),
        Example("""
            struct CardActions: View {
                var body: some View {
                    HStack {
                        Button("Edit") { edit() }
                        Button("Share") { share() }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityActions {
                        Button("Edit") { edit() }
                        Button("Share") { share() }
                    }
                }
            }
            """),
        Example("""
            struct QuestionCardView: View {
                var body: some View {
                    VStack {
                        Text(question.number)
                        Text(question.text)
                        Button("Hint") { showHint() }
                            .accessibilityHidden(true)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        // A media preview announced as one button, with its own tap (reduced from real code).
        Example("""
            struct MediaPreview: View {
                var body: some View {
                    ZStack {
                        Image(uiImage: image)
                        Button("ALT") { showAltText() }
                        Button("Show") { reveal() }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(altText)
                    .accessibilityAddTraits([.isButton, .isImage])
                    .onTapGesture { open() }
                }
            }
            """),
    ]
}
