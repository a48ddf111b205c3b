import RuleEngine

extension ButtonUsedAsLinkRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct AboutScreen: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                ↓Button("Privacy policy") {
                    openURL(URL(string: "https://example.com/privacy")!)
                }
            }
        }
        """),
        Example("""
        // The label closure does not change what the button does.
        struct SupportSection: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                ↓Button {
                    openURL(URL(string: "https://\\(server)/settings/profile")!)
                } label: {
                    Label("Edit profile on the web", systemImage: "safari")
                }
            }
        }
        """),
        Example("""
        // UIKit's opener, with the address bound in the action.
        struct HelpRow: View {
            var body: some View {
                ↓Button("Help centre") {
                    if let url = URL(string: "https://help.example.com") {
                        UIApplication.shared.open(url)
                    }
                }
            }
        }
        """),
        Example("""
        // The address is a property of the same type.
        struct Credits: View {
            private let homepage = URL(string: "https://example.org")!
            var body: some View {
                ↓Button(action: { NSWorkspace.shared.open(homepage) }) {
                    Text("Project homepage")
                }
            }
        }
        """),
        Example("""
        // A log call does nothing for users.
        struct Footer: View {
            @Environment(\\.openURL) var openURL
            var body: some View {
                ↓Button("Terms of use") {
                    print("terms")
                    openURL(URL(string: "http://example.com/terms")!)
                }
                .buttonStyle(.borderless)
            }
        }
        """),
        Example("""
        // A button trait is not the link role.
        struct Footer: View {
            @Environment(\\.openURL) var openURL
            var body: some View {
                ↓Button("Blog") {
                    self.openURL(URL(string: "https://blog.example.com")!)
                }
                .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        // A window-style menu bar extra shows ordinary buttons, not menu items.
        struct StatusBarApp: App {
            var body: some Scene {
                MenuBarExtra("Clipboard", systemImage: "doc.on.clipboard") {
                    ↓Button("Donate…") {
                        if let url = URL(string: "https://example.com/donate") { NSWorkspace.shared.open(url) }
                    }
                }
                .menuBarExtraStyle(.window)
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        struct AboutScreen: View {
            var body: some View {
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
            }
        }
        """),
        Example("""
        // The link role is given.
        struct AboutScreen: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Privacy policy") {
                    openURL(URL(string: "https://example.com/privacy")!)
                }
                .accessibilityRemoveTraits(.isButton)
                .accessibilityAddTraits(.isLink)
            }
        }
        """),
        Example("""
        // Settings, mail and phone open another app, not a web page.
        struct Permissions: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Open Settings") {
                    openURL(URL(string: UIApplication.openSettingsURLString)!)
                }
                Button("Email us") {
                    openURL(URL(string: "mailto:support@example.com")!)
                }
                Button("Call") {
                    UIApplication.shared.open(URL(string: "tel:123")!)
                }
            }
        }
        """),
        Example("""
        // The action does more than open the page.
        struct Upgrade: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Manage subscription") {
                    isPresented = false
                    openURL(URL(string: "https://example.com/account")!)
                }
            }
        }
        """),
        Example("""
        // A URL computed elsewhere may be a file, a deep link or a web page: not judged.
        struct AttachmentRow: View {
            @Environment(\\.openURL) private var openURL
            let attachment: Attachment
            var body: some View {
                Button(attachment.name) { openURL(attachment.url) }
            }
        }
        """),
        Example("""
        // Alert actions and context menu items are announced as items of that menu.
        struct Outdated: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Text("Version 1.0")
                    .alert("Update available", isPresented: $showsAlert) {
                        Button("Download") { openURL(URL(string: "https://example.com/download")!) }
                    }
                    .contextMenu {
                        Button("Release notes") { openURL(URL(string: "https://example.com/notes")!) }
                    }
            }
        }
        """),
        Example("""
        // Items of a `Menu`, written in a view its content uses.
        struct ProfileToolbar: View {
            var body: some View {
                Menu {
                    AccountMenuItems()
                } label: {
                    Image(systemName: "ellipsis")
                }
            }
        }

        private struct AccountMenuItems: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Privacy settings") { openURL(URL(string: "https://example.com/privacy")!) }
            }
        }
        """),
        Example("""
        // A button that opens a screen in the app.
        struct Home: View {
            var body: some View {
                Button("Settings") { router.navigate(to: .settings) }
            }
        }
        """),
        Example("""
        // Traits from an expression the rule cannot read.
        struct Footer: View {
            @Environment(\\.openURL) var openURL
            var body: some View {
                Button("Blog") { openURL(URL(string: "https://blog.example.com")!) }
                    .accessibilityAddTraits(linkTraits)
            }
        }
        """),
        Example("""
        // An empty action opens nothing.
        struct Placeholder: View {
            var body: some View {
                Button("Coming soon") { }
            }
        }
        """),
        // Items of the app's menu bar (a Help menu) are read as menu items.
        Example("""
        struct HelpCommands: Commands {
            @Environment(\\.openURL) private var openURL
            var body: some Commands {
                CommandGroup(replacing: .help) {
                    Button("Website") {
                        if let url = URL(string: "https://example.com/") { openURL(url) }
                    }
                }
            }
        }
        """),
        Example("""
        // The menu bar extra's default style lists its buttons as menu items.
        struct StatusBarApp: App {
            var body: some Scene {
                MenuBarExtra("Clipboard", systemImage: "doc.on.clipboard") {
                    Button("Donate…") {
                        if let url = URL(string: "https://example.com/donate") { NSWorkspace.shared.open(url) }
                    }
                }
            }
        }
        """),
        // An App Store address opens the App Store app, not a web page.
        Example("""
        struct RateRow: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Rate the app") {
                    openURL(URL(string: "https://apps.apple.com/app/id123456789?action=write-review")!)
                }
            }
        }
        """),
    ]
}
