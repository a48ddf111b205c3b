import RuleEngine

extension UnusedSuppressionRule {
    // These findings come from the suppression filter, not from `check`: they appear once the Linter runs that
    // filter. Examples naming a real rule also need that rule to run (only running rules are judged).
    static let triggeringExamples: [Example] = [
        Example("""
        struct EntryRow: View {
            var body: some View {
                ↓// a11y-lint:disable:next generic-label
                Button("Delete weight entry") { delete() }
            }
        }
        """),
        Example("""
        struct Header: View {
            var body: some View {
                VStack {
                    ↓// a11y-lint:disable:next icon-only-button - the symbol speaks for itself
                    Text("Welcome back")
                }
            }
        }
        """),
        Example("""
        struct Gallery: View {
            var body: some View {
                ForEach(photos) { photo in
                    ↓// a11y-lint:disable:next redundant-role-in-label
                    Image(photo.name).accessibilityLabel(photo.caption)
                }
            }
        }
        """),
        Example("""
        struct Settings: View {
            var body: some View {
                #if os(iOS)
                ↓// a11y-lint:disable:next hint-describes-gesture
                Toggle("Sound", isOn: $sound)
                    .accessibilityHint("Plays sounds for new messages")
                #endif
            }
        }
        """),
        Example("""
        struct Toolbar: View {
            var body: some View { shareButton }
        }

        extension Toolbar {
            var shareButton: some View {
                ↓// a11y-lint:disable:next deprecated-accessibility-modifier
                Button("Share") { share() }
                    .accessibilityLabel("Share this report")
            }
        }
        """),
        Example("""
        struct Card: View {
            var body: some View {
                ↓// a11y-lint:disable:next generic-label
                ↓// a11y-lint:disable:next state-in-hint
                Text(title)
            }
        }
        """),
        Example("""
        // A misspelt rule id never suppressed anything.
        struct EntryRow: View {
            var body: some View {
                ↓// a11y-lint:disable:next icon-only-buton
                Button { delete() } label: { Image(systemName: "trash") }
            }
        }
        """),
        Example("""
        // Not a command: "disabel".
        struct Header: View {
            var body: some View {
                Image("ic_close") ↓// a11y-lint:disabel asset-name-as-label
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        struct EntryRow: View {
            var body: some View {
                Button("Delete weight entry") { delete() }
            }
        }
        """),
        Example("""
        // The suppression silences a real finding.
        struct EntryRow: View {
            var body: some View {
                // a11y-lint:disable:next generic-label
                Button("button") { delete() }
            }
        }
        """),
        Example("""
        struct Badge: View {
            var body: some View {
                Image("confetti")
                    // a11y-lint:disable:next deprecated-accessibility-modifier - kept for the iOS 13 target
                    .accessibility(hidden: true)
            }
        }
        """),
        Example("""
        // A comment that only mentions the tool is not a suppression.
        struct Legend: View {
            // See a11y-lint's docs for the rules this screen follows.
            var body: some View {
                Text("Legend")
            }
        }
        """),
        Example("""
        struct Chip: View {
            var body: some View {
                Text(name)
                    .accessibilityHint("Selected") // a11y-lint:disable:this state-in-hint
            }
        }
        """),
        Example("""
        // A suppression inside a string is text, not a comment.
        struct Help: View {
            var body: some View {
                Text("Write // a11y-lint:disable:next generic-label to silence a finding")
            }
        }
        """),
        Example("""
        struct Links: View {
            var body: some View {
                VStack {
                    // a11y-lint:disable generic-label
                    Link("Click here", destination: termsURL)
                    Link("Here", destination: privacyURL)
                    // a11y-lint:enable generic-label
                }
            }
        }
        """),
        Example("""
        /* A block comment that describes the suppression syntax:
           a11y-lint:disable:next <rule> silences the next line. */
        struct Docs: View {
            var body: some View { Text("Docs") }
        }
        """),
    ]
}
