import SwiftUI

// How a user moves through the demo app: the tabs of `RootView`, the screens each tab pushes, and what they
// present. The audit report (`--format markdown`, `--format html`) lists screens in this order and folds the
// components each screen shows into it.

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var showsOnboarding = true

    var body: some View {
        TabView {
            HomeScreen()
                .tabItem { Label("Home", systemImage: "house") }
            LogbookScreen(entries: [])
                .tabItem { Label("Logbook", systemImage: "book") }
            ProgressScreen(sessions: [], goalProgress: 0.4)
                .tabItem { Label("Progress", systemImage: "chart.line.uptrend.xyaxis") }
            SettingsScreen()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
        .fullScreenCover(isPresented: $showsOnboarding) {
            OnboardingView()
        }
    }
}

struct HomeScreen: View {
    @State private var showsSignIn = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Welcome") { WelcomeView() }
                NavigationLink("Dose calculator") { DoseCalculatorView() }
                NavigationLink("Weight log") { WeightLogView(entries: []) }
                NavigationLink("Take a test") { TestTakingView(question: .sample) }
                NavigationLink("Results") { ResultsView(results: [], isLoading: false) }
                NavigationLink("Choose a study") { StudyPickerScreen(studies: []) }
                NavigationLink("Profile") { ProfileFormScreen() }
                NavigationLink("Reminder settings") { LabelSettingsView() }
                NavigationLink("Study settings") { StudySettingsView(studies: []) }
                Button("Sign in") { showsSignIn = true }
            }
            .navigationTitle("Home")
            .toolbar { ToolbarView() }
            .safeAreaInset(edge: .bottom) { LastUpdatedFooter() }
            .sheet(isPresented: $showsSignIn) {
                SignInScreen()
            }
        }
    }
}
