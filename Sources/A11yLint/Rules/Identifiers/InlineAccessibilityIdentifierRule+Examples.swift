import RuleEngine

extension InlineAccessibilityIdentifierRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct SignInView: View {
            var body: some View {
                Button("Sign In") { signIn() }
                    .↓accessibilityIdentifier("signInButton")
            }
        }
        """),
        Example("""
        struct HistoryView: View {
            var body: some View {
                List {
                    ForEach(results) { result in
                        ResultRow(result: result)
                            .↓accessibilityIdentifier("history.row.\\(result.id)")
                    }
                }
            }
        }
        """),
        Example("""
        struct Settings: View {
            var body: some View {
                Toggle("Reminders", isOn: $reminders)
                    .↓accessibility(identifier: "settings.reminders")
            }
        }
        """),
        Example("""
        struct Dashboard: View {
            var body: some View {
                if let latest {
                    LatestTestCard(result: latest)
                        .↓accessibilityIdentifier("latestTestCard")
                } else {
                    EmptyStateView()
                        .↓accessibilityIdentifier("emptyState")
                }
            }
        }
        """),
        Example("""
        struct TestView: View {
            var body: some View { progress }

            private var progress: some View {
                #if os(iOS)
                ProgressView(value: fraction)
                    .↓accessibilityIdentifier("test.progress")
                #endif
            }
        }
        """),
        Example("""
        struct Account: View {
            var body: some View { info }
        }

        extension Account {
            var info: some View {
                VStack { Text(name) }
                    .↓accessibilityIdentifier("account.info")
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        // Seed 001: identifiers from AccessibilityIdentifiers.swift.
        struct SignInView: View {
            var body: some View {
                Button("Sign In") { signIn() }
                    .accessibilityIdentifier(AccessibilityIdentifiers.Auth.signInButton)
            }
        }
        """),
        Example("""
        struct HistoryView: View {
            var body: some View {
                ForEach(results) { result in
                    ResultRow(result: result)
                        .accessibilityIdentifier(AccessibilityIdentifiers.History.row(result.id))
                }
            }
        }
        """),
        Example("""
        // The shared constants themselves.
        enum AccessibilityIdentifiers {
            enum Auth {
                static let signInButton = "auth.signInButton"
                static let emailField = "auth.emailField"
            }
        }
        """),
        Example("""
        struct Field: View {
            let identifier: String
            var body: some View {
                TextField(title, text: $text)
                    .accessibilityIdentifier(identifier)
            }
        }
        """),
        Example("""
        struct Settings: View {
            var body: some View {
                Toggle("Reminders", isOn: $reminders)
                    .accessibility(identifier: Identifiers.reminders)
            }
        }
        """),
        Example("""
        // Labels are not identifiers.
        struct Banner: View {
            var body: some View {
                Text("Offline")
                    .accessibilityLabel("You are offline")
            }
        }
        """),
        Example("""
        struct Tabs: View {
            var body: some View {
                TabView {
                    HomeView().tag(Tab.home)
                }
                .accessibilityIdentifier(Tab.identifier)
            }
        }
        """),
        Example("""
        struct Row: View {
            var body: some View {
                Text(title)
                    .accessibilityIdentifier(rowID.rawValue)
            }
        }
        """),
    ]
}
