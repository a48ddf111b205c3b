import RuleEngine

extension MissingAccessibilityIdentifierRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct SignInView: View {
            var body: some View {
                VStack {
                    TextField("Email", text: $email)
                        .accessibilityIdentifier(AccessibilityIdentifiers.Auth.email)
                    ↓SecureField("Password", text: $password)
                    ↓Button("Sign In") { signIn() }
                }
            }
        }
        """),
        Example("""
        struct SettingsView: View {
            var body: some View {
                Form {
                    ForEach(options) { option in
                        ↓Toggle(option.title, isOn: binding(for: option))
                    }
                }
            }
        }
        """),
        Example("""
        struct RegistrationView: View {
            var body: some View {
                if showsEducation {
                    ↓Menu { educationOptions } label: { Text(educationTitle) }
                } else {
                    ↓Link("Privacy Policy", destination: privacyURL)
                }
            }
        }
        """),
        Example("""
        struct TestView: View {
            var body: some View {
                footer
            }

            private var footer: some View {
                HStack {
                    ↓Button("Previous") { previous() }
                    Button("Next") { next() }
                        .accessibilityIdentifier(AccessibilityIdentifiers.Test.next)
                }
            }
        }
        """),
        Example("""
        struct ProfileView: View {
            var body: some View { content }
        }

        extension ProfileView {
            var content: some View {
                #if os(iOS)
                ↓NavigationLink("Edit profile") { EditProfileView() }
                #endif
            }
        }
        """),
        Example("""
        struct Auth: View {
            var body: some View {
                ↓Button("Sign In") { signIn() }
            }
        }
        """, configuration: """
        opt_in_rules: [missing-accessibility-identifier]
        rules:
          missing-accessibility-identifier:
            paths: ["Sources/Auth/**", "Example.swift"]
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        // Seed 001: authentication controls carry identifiers from AccessibilityIdentifiers.swift.
        struct WelcomeView: View {
            var body: some View {
                VStack {
                    TextField("Email", text: $email)
                        .accessibilityIdentifier(AccessibilityIdentifiers.Welcome.emailField)
                    SecureField("Password", text: $password)
                        .accessibilityIdentifier(AccessibilityIdentifiers.Welcome.passwordField)
                    Button("Create Account") { register() }
                        .accessibilityIdentifier(AccessibilityIdentifiers.Welcome.createAccountButton)
                }
            }
        }
        """),
        Example("""
        struct Row: View {
            var body: some View {
                Toggle("Reminders", isOn: $reminders)
                    .accessibility(identifier: "settings.reminders")
            }
        }
        """),
        Example("""
        // An identifier where the helper is used.
        struct TestView: View {
            var body: some View {
                submitButton
                    .accessibilityIdentifier(AccessibilityIdentifiers.Test.submit)
            }

            private var submitButton: some View {
                Button("Submit") { submit() }
            }
        }
        """),
        Example("""
        // An identifier where the component is used in the same file.
        struct ExitButton: View {
            var body: some View {
                Button("Exit") { exit() }
            }
        }

        struct TestHeader: View {
            var body: some View {
                ExitButton()
                    .accessibilityIdentifier(AccessibilityIdentifiers.Test.exit)
            }
        }
        """),
        Example("""
        // Text and images are not controls.
        struct Header: View {
            var body: some View {
                VStack {
                    Image("logo")
                    Text("Welcome")
                }
            }
        }
        """),
        Example("""
        // Files outside `paths` are not checked.
        struct Settings: View {
            var body: some View {
                Button("Sign Out") { signOut() }
            }
        }
        """, configuration: """
        opt_in_rules: [missing-accessibility-identifier]
        rules:
          missing-accessibility-identifier:
            paths: ["Sources/Auth/**"]
        """),
        Example("""
        // An identifier on the enclosing group reaches its controls.
        struct Pager: View {
            var body: some View {
                HStack {
                    Button("Previous") { previous() }
                }
                .accessibilityIdentifier("pager")
            }
        }
        """),
        Example("""
        struct Loader: View {
            var body: some View {
                ProgressView()
                    .accessibilityLabel("Loading results")
            }
        }
        """),
    ]
}
