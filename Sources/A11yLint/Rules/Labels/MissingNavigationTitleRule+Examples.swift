import RuleEngine

extension MissingNavigationTitleRule {
    static let triggeringExamples: [Example] = [
        // One pushed screen keeps its back button, which reads "Back".
        Example("""
            struct WelcomeView: View {
                var body: some View {
                    ↓NavigationStack {
                        VStack {
                            NavigationLink("Sign up") {
                                RegistrationView().navigationBarBackButtonHidden()
                            }
                            NavigationLink("Help") { HelpView() }
                        }
                    }
                }
            }
            """),
        // Built for iOS as well as macOS: on an iPhone the sidebar is a pushed screen.
        Example("""
        struct LibraryWindow: View {
            var body: some View {
                ↓NavigationSplitView {
                    List(shelves) { Text($0.name) }
                } detail: {
                    ShelfDetail()
                }
            }
        }
        """, configuration: """
        platforms: [ios, macos]
        """),
        // On a Mac a `NavigationView` styled `.stack` pushes its links like a phone does.
        Example("""
        struct OnboardingFlow: View {
            var body: some View {
                NavigationView {
                    VStack {
                        Text("Welcome")
                        ↓NavigationLink("Continue") { List { Text("Camera"); Text("Location") } }
                    }
                    .navigationTitle("Welcome")
                }
                .navigationViewStyle(.stack)
            }
        }
        """, configuration: """
        platforms: [macos]
        """),
        // `store.pay()` is the button's action, not a screen made elsewhere.
        Example("""
        struct CheckoutScreen: View {
            var body: some View {
                ↓NavigationStack {
                    PayButton(onPay: { store.pay() })
                    NavigationLink("Receipt") { ReceiptView() }
                }
            }
        }

        struct PayButton: View {
            let onPay: () -> Void
            var body: some View { Button("Pay", action: onPay) }
        }
        """),
        Example("""
        struct HistoryScreen: View {
            var body: some View {
                ↓NavigationStack {
                    List(results) { result in
                        NavigationLink(result.title) { ResultDetail(result: result) }
                    }
                }
            }
        }
        """),
        Example("""
        struct SettingsScreen: View {
            var body: some View {
                ↓NavigationView { content }
            }

            private var content: some View {
                Form {
                    Toggle("Reminders", isOn: $reminders)
                    NavigationLink("Advanced") { AdvancedSettings() }
                }
                .sheet(isPresented: $showsHelp) {
                    HelpText().navigationTitle("Help")
                }
            }
        }
        """),
        Example("""
        struct LibraryScreen: View {
            var body: some View {
                NavigationStack {
                    List {
                        ↓NavigationLink("About") {
                            VStack {
                                Text("Version 2.1")
                            }
                        }
                    }
                    .navigationTitle("Library")
                }
            }
        }
        """),
        Example("""
        struct ItemDetail: View {
            let item: Item
            var body: some View {
                ScrollView { Text(item.body) }
            }
        }

        struct ItemsScreen: View {
            var body: some View {
                NavigationStack {
                    List(items) { item in
                        NavigationLink(item.name, value: item)
                    }
                    .navigationTitle("Items")
                    .↓navigationDestination(for: Item.self) { item in
                        ItemDetail(item: item)
                    }
                }
            }
        }
        """),
        Example("""
        struct MailScreen: View {
            var body: some View {
                #if os(iOS)
                ↓NavigationSplitView {
                    if folders.isEmpty {
                        Text("No folders")
                    } else {
                        List(folders) { Text($0.name) }
                    }
                } detail: {
                    Text("Select a message")
                }
                #endif
            }
        }
        """),
        Example("""
        struct AccountScreen: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        ↓NavigationLink(destination: PrivacyDetail()) { Text("Privacy") }
                    }
                    .navigationTitle("Account")
                }
            }
        }

        struct PrivacyDetail: View {
            var body: some View { details }
        }

        extension PrivacyDetail {
            var details: some View {
                Text("We store your answers on this device.")
            }
        }
        """),
        // A static factory of this file is followed; a display mode alone sets no title.
        Example("""
        struct SessionsRow: View {
            var body: some View {
                ↓NavigationLink(destination: SessionsRow.makePicker()) {
                    Text("Sessions")
                }
            }
            static func makePicker() -> some View {
                List(sessions) { Text($0.name) }
                    .navigationBarTitleDisplayMode(.inline)
            }
        }
        """),
        // A destination a helper of the same type builds is followed into it.
        Example("""
        struct AccountScreen: View {
            var body: some View {
                NavigationStack {
                    List {
                        ↓NavigationLink {
                            syncStatus()
                        } label: {
                            Label("Sync", systemImage: "arrow.triangle.2.circlepath")
                        }
                    }
                    .navigationTitle("Account")
                }
            }

            func syncStatus() -> some View {
                List { Text("Last synced today") }
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The stack is a section of a screen that has its title.
        Example("""
            struct CoinDetail: View {
                let coin: Coin
                var body: some View {
                    ScrollView {
                        PriceHeader(coin: coin)
                        headlines
                    }
                    .navigationTitle(coin.name)
                }

                private var headlines: some View {
                    NavigationView {
                        List(coin.news) { item in
                            NavigationLink(item.title) { ArticleView(item: item) }
                        }
                    }
                }
            }
            """),
        // The signed-out screen the app opens on: it asks for a password, and its fields say what it is.
        Example("""
            struct LoginView: View {
                @State private var email = ""
                @State private var password = ""
                var body: some View {
                    NavigationStack {
                        VStack {
                            Image("logo")
                            TextField("Email", text: $email)
                            SecureField("Password", text: $password)
                            NavigationLink("Create an account") { RegisterView() }
                        }
                    }
                }
            }
            """),
        // The title drawn as a large text at the bar's leading edge.
        Example("""
            struct MenuView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Profile") { ProfileScreen() }
                        }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Text("Menu").font(.title).bold()
                            }
                        }
                    }
                }
            }
            """),
        // Routes whose every destination is still a stub text.
        Example("""
            struct HomeStack: View {
                @State private var path: [HomeRoute] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        HomeView()
                            .navigationDestination(for: HomeRoute.self) { route in
                                switch route {
                                case .profile(let id): Text("Profile detail for \\(id)")
                                case .settings: Text("Settings")
                                }
                            }
                    }
                }
            }
            """),
        // The same title as a button's label in a leading stack.
        Example("""
            struct GamesView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Chess") { ChessScreen() }
                        }
                        .toolbar {
                            ToolbarItem(placement: .navigation) {
                                HStack {
                                    Button(action: {}) {
                                        Text("Games").font(.largeTitle).bold()
                                    }
                                    Spacer()
                                }
                            }
                        }
                    }
                }
            }
            """),
        // A destination built by a function of another file (`lazyNavigate(…)` defers making the screen): what it
        // titles cannot be seen here. A lone literal text is a stub, which says what it is when read.
        Example("""
            struct UtilityView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink { lazyNavigate(MenuManagement()) } label: { Text("Menu") }
                            NavigationLink { Text("Developing this module") } label: { Text("Shift history") }
                        }
                        .navigationTitle("Utilities")
                    }
                }
            }
            """),
        // A sign-in flow whose pushed screens bring their own back controls: no back button reads the root's title.
        Example("""
            struct LoginView: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Welcome back").font(.largeTitle)
                            NavigationLink {
                                RegistrationView()
                                    .navigationBarBackButtonHidden()
                            } label: {
                                Text("Sign up")
                            }
                        }
                    }
                }
            }
            """),
        // The pushed screen is a view the caller hands in: whether it sets a title is decided there.
        Example("""
            struct MenuRow: View {
                var title: String
                var destinationView: AnyView
                var body: some View {
                    NavigationLink(destination: AnyView(destinationView)) {
                        Text(title)
                    }
                }
            }
            """),
        // A stack over the dashboard whose root draws nothing: it shows only the screens pushed on its path.
        Example("""
            struct RootView: View {
                @State private var path: [Route] = []
                var body: some View {
                    ZStack {
                        DashboardView()
                        NavigationStack(path: $path) {
                            Color.clear
                                .navigationDestination(for: Route.self) { route in RouteView(route: route) }
                        }
                        .opacity(path.isEmpty ? 0 : 1)
                    }
                }
            }
            """),
        // A view type from another file whose name opens with a lower-case prefix sets its own title there.
        Example("""
        struct DevicesScreen: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink {
                            iPadPairingView()
                        } label: {
                            Label("iPad", systemImage: "ipad")
                        }
                    }
                    .navigationTitle("Devices")
                }
            }
        }
        """),
        // A Mac-only split view is a window: no back button, the window title comes from the detail column.
        Example("""
        struct LibraryWindow: View {
            var body: some View {
                NavigationSplitView {
                    List(shelves) { Text($0.name) }
                } detail: {
                    ShelfDetail()
                }
            }
        }
        """, configuration: """
        platforms: [macos]
        """),
        // A Mac-only settings pane: `NavigationView` is a sidebar and a detail column there, and each link fills
        // the detail column instead of pushing a screen.
        Example("""
        struct AccountSettingsPane: View {
            @State private var section: Section? = .profile
            var body: some View {
                NavigationView {
                    List {
                        NavigationLink("Profile", tag: .profile, selection: $section) { ProfilePane() }
                        NavigationLink("Devices") { Text("Devices") }
                    }
                    .listStyle(.sidebar)
                    Text("Pick a section")
                }
            }
        }
        """, configuration: """
        platforms: [macos]
        """),
        // Screens a coordinator makes elsewhere: whether they set a title is not visible here.
        Example("""
        struct StackHost: View {
            @ObservedObject var coordinator: StackCoordinator
            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    coordinator.rootModule?.presentable()
                        .navigationDestination(for: Module.self) { module in
                            if let screen = module.screen {
                                screen.makeView()
                            }
                        }
                }
            }
        }
        """),
        // A stack that pushes nothing, only there for a modal's toolbar.
        Example("""
        struct VideoViewer: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack {
                    VideoPlayer(player: player)
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                        }
                }
            }
        }
        """),
        Example("""
        // Seed 000, TestHistoryTableView: the title is on the root inside the stack.
        struct TestHistoryTableView: View {
            var body: some View {
                NavigationView {
                    List {
                        ForEach(testHistory) { result in
                            Text("\\(result.iqScore)")
                        }
                    }
                    .navigationTitle("Test Results")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        """),
        Example("""
        // The root view is declared elsewhere: it may set its own title.
        struct RootView: View {
            var body: some View {
                NavigationStack {
                    DashboardView()
                }
            }
        }
        """),
        Example("""
        // The title is set in a helper property.
        struct SettingsScreen: View {
            var body: some View {
                NavigationStack { form }
            }

            private var form: some View {
                Form { Toggle("Reminders", isOn: $reminders) }
                    .navigationTitle("Settings")
            }
        }
        """),
        Example("""
        // The pushed view declared in this file sets its title.
        struct ItemDetail: View {
            var body: some View {
                Text(item.body).navigationTitle(item.name)
            }
        }

        struct ItemsScreen: View {
            var body: some View {
                NavigationStack {
                    List(items) { item in
                        NavigationLink(item.name) { ItemDetail(item: item) }
                    }
                    .navigationTitle("Items")
                }
            }
        }
        """),
        // A screen nested in a namespace another file declares (`enum Calibrations {}` and
        // `extension Calibrations { struct RootView: View { … } }`) is a view from another file too.
        Example("""
            extension Settings {
                struct RootView: View {
                    var body: some View {
                        NavigationStack {
                            List {
                                NavigationLink(destination: Calibrations.RootView()) { Text("Calibrations") }
                            }
                            .navigationTitle("Settings")
                        }
                    }
                }
            }
            """),
        Example("""
        // A destination from another file is assumed to set its title.
        struct AccountScreen: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(destination: ProfileView()) { Text("Profile") }
                        .navigationTitle("Account")
                }
            }
        }
        """),
        Example("""
        // A custom header: the bar is hidden deliberately.
        struct OnboardingScreen: View {
            var body: some View {
                NavigationStack {
                    VStack { Text("Welcome") }
                        .toolbar(.hidden, for: .navigationBar)
                }
            }
        }
        """),
        Example("""
        // A principal toolbar item titles the screen.
        struct ChatScreen: View {
            var body: some View {
                NavigationStack {
                    List(messages) { Text($0.text) }
                        .toolbar {
                            ToolbarItem(placement: .principal) { Text("Chat") }
                        }
                }
            }
        }
        """),
        Example("""
        // Generic content supplied by the caller.
        struct Container<Content: View>: View {
            let content: Content
            var body: some View {
                NavigationStack { content }
            }
        }
        """),
        Example("""
        // A NavigationLink that pushes a value has no destination of its own.
        struct Picker: View {
            var body: some View {
                NavigationStack {
                    List(items) { item in
                        NavigationLink(value: item) { Text(item.name) }
                    }
                    .navigationTitle("Choose")
                }
            }
        }
        """),
        Example("""
        // A navigation library's link that pushes state (`NavigationLink(state:)`): the closure is its label.
        struct SyncUpsList: View {
            var body: some View {
                List(syncUps) { syncUp in
                    NavigationLink(state: AppFeature.Path.State.detail(syncUp)) {
                        CardView(syncUp: syncUp)
                    }
                }
                .navigationTitle("Daily Sync-ups")
            }
        }
        """),
        Example("""
        // Content supplied as a closure by the caller, and a title after an `#if` inside the chain.
        struct NavigationTab<Content: View>: View {
            let content: () -> Content
            var body: some View {
                NavigationStack { content() }
            }
        }

        struct SettingsTab: View {
            var body: some View {
                NavigationStack {
                    Form { Toggle("Sound", isOn: $sound) }
                    #if !os(visionOS)
                        .background(Color.gray)
                    #endif
                        .navigationTitle("Settings")
                }
            }
        }
        """),
        Example("""
        // Rows push views declared elsewhere; a placeholder destination (`EmptyView()`, nothing) is not a
        // screen; an app's own `TimelineView(timeline:)` is not SwiftUI's.
        struct LandmarkList: View {
            var body: some View {
                NavigationView {
                    List {
                        ForEach(landmarks) { landmark in
                            NavigationLink(destination: LandmarkDetail(landmark: landmark).environmentObject(data)) {
                                LandmarkRow(landmark: landmark)
                            }
                        }
                        NavigationLink("Providers") { EmptyView() }
                        NavigationLink {
                        } label: {
                            Text("Remove ads")
                        }
                    }
                    .navigationBarTitle(Text("Landmarks"))
                }
            }
        }

        struct TimelineTab: View {
            var body: some View {
                NavigationStack {
                    TimelineView(timeline: $timeline)
                }
            }
        }
        """),
        // An app's own title modifier (a `View` extension that calls `.navigationTitle`), and a factory the
        // app injects (a stored closure): the title is set, or cannot be seen here.
        Example("""
        struct SessionsRow: View {
            static var makePicker: (Binding<Set<UUID>>) -> AnyView = { AnyView(SessionPicker(selection: $0)) }
            @Binding var selection: Set<UUID>
            var body: some View {
                NavigationLink(destination: SessionsRow.makePicker($selection)) {
                    Text("Sessions")
                }
                NavigationLink("Levels") {
                    LevelsList()
                }
            }
        }
        struct LevelsList: View {
            var body: some View {
                List(levels) { Text($0.name) }
                    .inlineNavigationTitle("Log Levels")
            }
        }
        """),
    ]
}
