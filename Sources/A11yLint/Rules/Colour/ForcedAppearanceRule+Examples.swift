import RuleEngine

extension ForcedAppearanceRule {
    static let triggeringExamples: [Example] = [
        Example("""
            @main
            struct JournalApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .↓preferredColorScheme(.light)
                    }
                }
            }
            """),
        Example("""
            @main
            struct ArcadeApp: App {
                var body: some Scene {
                    WindowGroup {
                        GameView()
                            .↓preferredColorScheme(.dark)
                    }
                }
            }
            """),
        Example("""
            struct OnboardingScreen: View {
                var body: some View {
                    VStack {
                        Text("Welcome")
                        Button("Continue") { next() }
                    }
                    .↓preferredColorScheme(ColorScheme.light)
                }
            }
            """),
        Example("""
            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .↓environment(\\.colorScheme, .light)
                    }
                }
            }
            """),
        Example("""
            @main
            struct PlayerApp: App {
                var body: some Scene {
                    WindowGroup {
                        NavigationStack { LibraryView() }
                            .↓colorScheme(.dark)
                    }
                }
            }
            """),
        Example("""
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    ↓window.overrideUserInterfaceStyle = .light
                    self.window = window
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The user's appearance setting drives it.
        Example("""
            @main
            struct JournalApp: App {
                @AppStorage("appearance") private var appearance = Appearance.system
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .preferredColorScheme(appearance.colorScheme)
                    }
                }
            }
            """),
        Example("""
            struct ThemedRoot: View {
                @Environment(Theme.self) private var theme
                var body: some View {
                    TimelineView()
                        .preferredColorScheme(theme.selectedScheme == .dark ? .dark : .light)
                }
            }
            """),
        // nil follows the system.
        Example("""
            struct SettingsRoot: View {
                var body: some View {
                    SettingsList()
                        .preferredColorScheme(nil)
                }
            }
            """),
        // Previews never ship.
        Example("""
            #Preview {
                ContentView()
                    .preferredColorScheme(.light)
            }
            """),
        Example("""
            struct CardPreviews: PreviewProvider {
                static var previews: some View {
                    Card()
                        .environment(\\.colorScheme, .dark)
                }
            }
            """),
        // A preview helper outside a PreviewProvider, styled with preview-only modifiers.
        Example("""
            public struct PreviewHost<Content: View>: View {
                let content: Content
                public var body: some View {
                    content
                        .preferredColorScheme(.light)
                        .previewDisplayName("Light")
                }
            }
            """),
        // A dark media viewer below the root is a design choice.
        Example("""
            struct PhotoViewer: View {
                var body: some View {
                    ZoomableImage(photo: photo)
                        .preferredColorScheme(.dark)
                }
            }
            """),
        // A subtree pinned deliberately (a dark card over a photo) is not the app's appearance.
        Example("""
            struct HeroCard: View {
                var body: some View {
                    VStack { Text(title) }
                        .environment(\\.colorScheme, .dark)
                }
            }
            """),
        // Reading the scheme is not pinning it.
        Example("""
            struct Badge: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    Text("New")
                        .foregroundStyle(colorScheme == .light ? .black : .white)
                }
            }
            """),
        // A UIKit override that follows a setting.
        Example("""
            final class Router {
                func setupWindow(_ window: UIWindow) {
                    switch settings.scheme {
                    case .dark:
                        window.overrideUserInterfaceStyle = .dark
                    case .light:
                        window.overrideUserInterfaceStyle = .light
                    }
                }
            }
            """),
    ]
}
