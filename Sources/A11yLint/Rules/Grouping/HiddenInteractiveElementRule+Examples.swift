import RuleEngine

extension HiddenInteractiveElementRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct ToolbarRow: View {
                var body: some View {
                    Button("Retry") { retry() }
                        .↓accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct ErrorBanner: View {
                var body: some View {
                    HStack {
                        Image(systemName: "exclamationmark.triangle")
                        Text(message)
                        Button("Dismiss") { dismiss() }
                    }
                    .↓accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct FilterList: View {
                var body: some View {
                    VStack {
                        ForEach(filters) { filter in
                            Toggle(filter.name, isOn: binding(for: filter))
                        }
                    }
                    .↓accessibility(hidden: true)
                }
            }
            """),
        Example("""
            struct PlayerView: View {
                var body: some View {
                    ZStack {
                        artwork
                        controls
                            .↓accessibilityHidden(true)
                    }
                }
            }

            extension PlayerView {
                var controls: some View {
                    HStack {
                        Image(systemName: "backward.fill").onTapGesture { previous() }
                        Image(systemName: "forward.fill").onTapGesture { next() }
                    }
                }
            }
            """),
        Example("""
            struct LoginView: View {
                var showPassword: Bool
                var body: some View {
                    if showPassword {
                        TextField("Password", text: $password)
                    } else {
                        SecureField("Password", text: $password)
                            .↓accessibilityHidden(true)
                    }
                }
            }
            """),
        Example("""
            struct Header: View {
                var body: some View {
                    #if os(iOS)
                    HStack {
                        Text("Inbox")
                        Link("Help", destination: helpURL)
                    }
                    .↓accessibilityHidden(true)
                    #endif
                }
            }
            """),
        Example("""
            struct ShareButton: View {
                var body: some View {
                    Image(systemName: "square.and.arrow.up")
                        .accessibilityAddTraits(.isButton)
                        .↓accessibilityHidden(true)
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The dimmed layer behind the overlay only closes it, which its Close button also does.
        Example("""
            struct StepsOverlay: View {
                let onClose: () -> Void
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Theme.background.opacity(0.72)
                            .ignoresSafeArea()
                            .accessibilityHidden(true)
                            .onTapGesture(perform: onClose)
                        VStack {
                            Text("Steps")
                            Button("Close", action: onClose)
                        }
                    }
                }
            }
            """),
        // An empty tap only keeps clicks from reaching the window behind the bar; there is nothing to activate.
        Example("""
            struct MiniPlayerBar: View {
                var body: some View {
                    PlayerControls()
                        .padding()
                        .background {
                            Capsule()
                                .fill(.clear)
                                .contentShape(.capsule)
                                .onTapGesture {}
                                .accessibilityHidden(true)
                        }
                }
            }
            """),
        // AIQ's TestResultsView: the trophy icon is hidden, the button is not.
        Example("""
            struct ScoreCard: View {
                var body: some View {
                    VStack {
                        Image(systemName: "trophy.fill")
                            .accessibilityHidden(true)
                        Text("IQ Score: \\(score)")
                        Button("Share") { share() }
                    }
                }
            }
            """),
        Example("""
            struct ErrorView: View {
                var body: some View {
                    VStack {
                        Image(systemName: "wifi.slash").accessibilityHidden(true)
                        Text(message)
                        Button("Retry") { retry() }
                            .accessibilityLabel("Retry loading")
                            .accessibilityHint("Loads the page again")
                    }
                    .accessibilityElement(children: .contain)
                }
            }
            """),
        Example("""
            struct Sidebar: View {
                var isCollapsed: Bool
                var body: some View {
                    VStack { Button("Home") { go(.home) } }
                        .accessibilityHidden(isCollapsed)
                }
            }
            """),
        Example("""
            struct PlaceholderRow: View {
                var body: some View {
                    Button("Edit") { }
                        .hidden()
                        .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct Overlay: View {
                var body: some View {
                    Button("Close") { close() }
                        .opacity(0)
                        .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct VolumeControl: View {
                var body: some View {
                    HStack {
                        Image(systemName: "speaker").onTapGesture { volume -= 1 }
                        Image(systemName: "speaker.wave.3").onTapGesture { volume += 1 }
                    }
                    .accessibilityHidden(true)
                    .accessibilityAdjustableAction { direction in adjust(direction) }
                }
            }
            """),
        Example("""
            struct PrimaryButton: View {
                let title: String
                var isLoading: Bool
                var body: some View {
                    Button(action: action) {
                        HStack {
                            if isLoading {
                                ProgressView().accessibilityHidden(true)
                            }
                            Text(title)
                        }
                    }
                    .accessibilityLabel(title)
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        Example("""
            struct Background: View {
                var body: some View {
                    ZStack {
                        LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                        Image("waves")
                    }
                    .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct Stepper: View {
                var body: some View {
                    Button("Next") { next() }
                        .accessibilityHidden(false)
                }
            }
            """),
        // The whole row is tappable; the small button repeats its action (reduced from real code).
        Example("""
            struct SpoilerRow: View {
                var body: some View {
                    HStack {
                        Text(spoilerText)
                        Spacer()
                        Button { toggle() } label: { Image(systemName: "chevron.down") }
                            .accessibilityHidden(true)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { toggle() }
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
    ]
}
