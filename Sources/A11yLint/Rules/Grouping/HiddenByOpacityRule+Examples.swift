import RuleEngine

extension HiddenByOpacityRule {
    static let triggeringExamples: [Example] = [
        Example("""
        // An invisible copy keeps the timer's width.
        struct TimerLabel: View {
            let time: String
            var body: some View {
                ZStack(alignment: .leading) {
                    Text("00:00:00")
                        .↓opacity(0)
                    Text(time)
                }
            }
        }
        """),
        Example("""
        struct CounterBadge: View {
            let count: Int
            var body: some View {
                Text("\\(count)")
                    .font(.caption)
                    .↓opacity(count > 0 ? 1 : 0)
            }
        }
        """),
        Example("""
        // A control faded out is still a control.
        struct SearchField: View {
            @Binding var text: String
            var body: some View {
                HStack {
                    TextField("Search", text: $text)
                    Button("Clear") { text = "" }
                        .↓opacity(text.isEmpty ? 0 : 1)
                }
            }
        }
        """),
        Example("""
        // A container of texts and layout.
        struct Tray: View {
            let isTrayVisible: Bool
            var body: some View {
                VStack {
                    Text("Bonus letters")
                    Spacer()
                    Image(systemName: "star")
                }
                .↓opacity(isTrayVisible ? 1.0 : 0.0)
            }
        }
        """),
        Example("""
        // `.accessibilityHidden(false)` hides nothing.
        struct Banner: View {
            let isShown: Bool
            var body: some View {
                Label("Saved", systemImage: "checkmark")
                    .↓opacity(isShown ? 1 : 0)
                    .accessibilityHidden(false)
            }
        }
        """),
        Example("""
        // A label on the faded element itself does not hide it.
        struct Hint: View {
            let showsHint: Bool
            var body: some View {
                Text("Swipe to see more")
                    .↓opacity(showsHint ? 1 : 0)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("More below")
            }
        }
        """),
        // A named link drawn invisible is still read.
        Example("""
        struct ZoneRow: View {
            var body: some View {
                HStack {
                    Text(zone.name)
                    NavigationLink("Show all zones", destination: ZonesList())
                        .↓opacity(hasMore ? 1 : 0)
                }
            }
        }
        """),
        // Set on appear, but the flag hides the view: the hint goes invisible once the screen shows.
        Example("""
        struct OnboardingHint: View {
            @State private var hasAppeared = false
            var body: some View {
                Text("Swipe to continue")
                    .↓opacity(hasAppeared ? 0 : 1)
                    .onAppear { hasAppeared = true }
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        struct CounterBadge: View {
            let count: Int
            var body: some View {
                Text("\\(count)")
                    .opacity(count > 0 ? 1 : 0)
                    .accessibilityHidden(count == 0)
            }
        }
        """),
        Example("""
        // `.hidden()` keeps the space and leaves the accessibility tree.
        struct TimerLabel: View {
            var body: some View {
                ZStack {
                    Text("00:00:00").hidden()
                    Text("00:00:00").opacity(0).accessibilityHidden(true)
                }
            }
        }
        """),
        Example("""
        // Revealed on hover: reachable on purpose.
        struct Row: View {
            @State private var isHovering = false
            var body: some View {
                HStack {
                    Text("File.swift")
                    Button("Close") { close() }
                        .opacity(isHovering ? 1 : 0)
                }
                .onHover { isHovering = $0 }
            }
        }
        """),
        Example("""
        // A shape or colour has nothing to read: a fading scrim or shadow.
        struct Sheet: View {
            let isDimmed: Bool
            var body: some View {
                content
                    .overlay(Color.black.opacity(isDimmed ? 0.4 : 0))
                Rectangle().opacity(isDimmed ? 1 : 0)
            }
        }
        """),
        Example("""
        // Removed by the same condition.
        struct Toast: View {
            let isShown: Bool
            var body: some View {
                if isShown {
                    Text("Copied")
                        .opacity(isShown ? 1 : 0)
                }
            }
        }
        """),
        Example("""
        // Inside a control's label, the control names itself.
        struct FollowButton: View {
            let isFollowing: Bool
            var body: some View {
                Button(action: toggle) {
                    ZStack {
                        Text("Following").opacity(isFollowing ? 1 : 0)
                        Text("Follow").opacity(isFollowing ? 0 : 1)
                    }
                }
                .accessibilityLabel(isFollowing ? "Following" : "Follow")
            }
        }
        """),
        Example("""
        // A container that ignores its children, or a custom view whose content is not seen here.
        struct Score: View {
            let isRevealed: Bool
            var body: some View {
                HStack {
                    Text("Score").opacity(isRevealed ? 1 : 0)
                    ScoreDetail().opacity(0)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Score hidden")
            }
        }
        """),
        Example("""
        // Regression: an invisible button that carries a keyboard shortcut, and a count drawn in a helper used in a
        // combined, labelled button.
        struct Panel: View {
            var body: some View {
                Button { close() } label: { EmptyView() }
                    .opacity(0)
                    .keyboardShortcut(.escape, modifiers: [])
                Button { boost() } label: {
                    HStack { Image(systemName: "arrow.2.squarepath"); countView(boosts) }
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Boost")
            }

            private func countView(_ count: Int) -> some View {
                Text(count, format: .number).opacity(count > 0 ? 1 : 0)
            }
        }
        """),
        Example("""
        // Faint, not invisible: visually-disabled's concern, if anything.
        struct Footnote: View {
            let isValid: Bool
            var body: some View {
                Text("Optional").opacity(isValid ? 1 : 0.3)
                Image(decorative: "wave").opacity(0)
            }
        }
        """),
        Example("""
        // A style's pressed look.
        struct FadeStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text("Tap").opacity(configuration.isPressed ? 0 : 1)
            }
        }
        """),
        // Regression: an invisible link with no name of its own, laid behind a row to carry its action.
        Example("""
        struct ConversationRow: View {
            var body: some View {
                RowContent(conversation: conversation)
                    .background(NavigationLink("", destination: ChatView(conversation)).opacity(0))
                Section {
                    summary
                        .background(
                            NavigationLink(isActive: $showsAll) { ZonesList() } label: { EmptyView() }
                                .opacity(0)
                        )
                }
            }
        }
        """),
        // Regression: an entrance. The preview fades in when the screen appears and stays.
        Example("""
        struct WhatsNewView: View {
            @State private var isVisible = false
            var body: some View {
                VStack {
                    Image("feature-preview")
                        .opacity(isVisible ? 1 : 0)
                        .animation(.easeIn, value: isVisible)
                }
                .onAppear {
                    isVisible = true
                }
            }
        }
        """),
    ]
}
