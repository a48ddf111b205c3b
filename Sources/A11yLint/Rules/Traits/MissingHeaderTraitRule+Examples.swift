import RuleEngine

extension MissingHeaderTraitRule {
    static let triggeringExamples: [Example] = [
        // A section title over the smaller text it introduces.
        Example("""
            struct TripSummary: View {
                let trip: Trip
                var body: some View {
                    ScrollView {
                        ↓Text("Itinerary")
                            .font(.title2)
                        Text(trip.itinerary)
                            .font(.body)
                    }
                }
            }
            """),
        // A title over a segmented picker and the chart it filters titles the section.
        Example("""
            struct FlightLevelSection: View {
                @State private var timeframe = Timeframe.week
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Flight levels flown")
                            .font(.title2)
                        Picker("Timeframe", selection: $timeframe) {
                            Text("Week").tag(Timeframe.week)
                            Text("Month").tag(Timeframe.month)
                        }
                        .pickerStyle(.segmented)
                        FlightLevelChart(timeframe: timeframe)
                    }
                }
            }
            """),
        // A subtitle with a date in it, shown on a condition, does not make the title a value's caption.
        Example("""
            struct AnalyticsHeader: View {
                let lastUpdated: Date?
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        ↓Text("Project Analytics")
                            .font(.title2.bold())
                        if let lastUpdated {
                            Text("Last updated \\(lastUpdated.formatted())")
                                .font(.caption)
                        }
                    }
                }
            }
            """),
        // A help popover of several sections: its titles structure it.
        Example("""
            struct AccountSwitcherHelp: View {
                @State private var showsHelp = false
                var body: some View {
                    Button("About account switching") { showsHelp.toggle() }
                        .popover(isPresented: $showsHelp) {
                            VStack(alignment: .leading) {
                                ↓Text("Adding accounts").font(.headline)
                                Text("Sign in again from the switcher.")
                                ↓Text("Logging out").font(.headline)
                                Text("Each account logs out on its own.")
                            }
                        }
                }
            }
            """),
        // "Select" opens a section title when choices follow it in the same view.
        Example("""
        struct PlanPicker: View {
            var body: some View {
                VStack(alignment: .leading) {
                    ↓Text("Select a plan")
                        .font(.title2)
                    Text("You can change it at any time.")
                    ForEach(plans) { PlanTile(plan: $0) }
                }
            }
        }
        """),
        // A tap that ends editing anywhere on the screen does not make its title a control's.
        Example("""
        struct DashboardView: View {
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading) {
                        ↓Text("Recent results")
                            .font(.title2)
                        ForEach(results) { ResultRow(result: $0) }
                    }
                }
                .onTapGesture { hideKeyboard() }
            }
        }
        """),
        Example("""
        struct WelcomeView: View {
            var body: some View {
                VStack {
                    ↓Text("Welcome to AIQ")
                        .font(.largeTitle.bold())
                    Text("Measure and track your reasoning skills.")
                }
            }
        }
        """),
        Example("""
        struct SettingsView: View {
            var body: some View {
                VStack {
                    if isSignedIn {
                        ↓Text("Account").font(.headline)
                        accountDetails
                    } else {
                        ↓Text("Sign in").font(Font.title3)
                        SignInForm()
                    }
                }
            }
        }
        """),
        Example("""
        struct HistoryView: View {
            var body: some View {
                VStack { header }
            }

            private var header: some View {
                ↓Text("Your progress")
                    .font(.system(.title, design: .rounded))
            }
        }
        """),
        Example("""
        struct PrivacyView: View {
            var body: some View { sections }
        }

        extension PrivacyView {
            var sections: some View {
                VStack {
                    #if os(iOS)
                    ↓Text("What we collect")
                        .font(.title3.weight(.semibold))
                    #endif
                    Text("Only your test answers.")
                }
            }
        }
        """),
        Example("""
        struct HelpView: View {
            var body: some View {
                List {
                    ↓Text("Frequently asked questions")
                        .font(.headline)
                    ForEach(questions) { Text($0.title) }
                }
            }
        }
        """),
        Example("""
        // The content of a sheet is a screen of its own: its first title is that screen's.
        struct StoreView: View {
            var body: some View {
                Button("Upgrade") { isPresented = true }
                    .sheet(isPresented: $isPresented) {
                        VStack {
                            ↓Text("Premium")
                                .font(.largeTitle)
                                .bold()
                            PlanPicker()
                        }
                    }
            }
        }
        """),
        Example("""
        struct ReleaseNotesView: View {
            var body: some View {
                ScrollView {
                    VStack(alignment: .leading) {
                        ↓Text("What changed?")
                            .font(.title)
                        ForEach(notes) { NoteView(note: $0) }
                        ↓Text("Earlier versions")
                            .font(.title)
                        ForEach(olderNotes) { NoteView(note: $0) }
                    }
                }
            }
        }
        """),
        // A title over a block of content drawn inside a list row titles that block; a header helper drawn above
        // the content, or a notice added by a lone `if` beside it, is no stand-in for the content.
        Example("""
        struct ProfileSummaryView: View {
            let showsUpgrade: Bool
            var body: some View {
                List {
                    VStack(alignment: .leading) {
                        ↓Text("Recent walks")
                            .font(.headline)
                        WalkChart(walks: walks)
                    }
                }
            }
        }
        """),
        Example("""
        struct AppearanceEditor: View {
            let showsUpgrade: Bool
            var body: some View {
                VStack {
                    header
                    editorForm
                    if showsUpgrade {
                        upgradeNotice
                    }
                }
            }
            private var header: some View {
                ZStack {
                    ↓Text("Appearance").font(.title2)
                    Button("Done") { close() }
                }
            }
            private var upgradeNotice: some View {
                VStack {
                    ↓Text("Unlock every theme")
                        .font(.title2)
                    Button("Upgrade") { upgrade() }
                }
            }
        }
        """),
        // A short label ending in a colon, and a key named for a title, are still titles.
        Example("""
        struct ExportScreen: View {
            let files: [ExportFile]

            var body: some View {
                ScrollView {
                    ↓Text("Downloads:").font(.title2)
                    ↓Text(String(localized: "export.section.title"))
                        .font(.title3)
                    ForEach(files) { FileRow(file: $0) }
                }
            }
        }
        """),
        // A title over the content of the branch that replaces the placeholder still leads somewhere.
        Example("""
        struct UpdateDetail: View {
            let app: App?
            var body: some View {
                if let app {
                    VStack(alignment: .leading) {
                        ↓Text("Release notes")
                            .font(.title2)
                        ReleaseNotes(app: app)
                    }
                } else {
                    ProgressView()
                }
            }
        }
        """),
        // Over a row of items that are not choices: the title of the section.
        Example("""
            struct Discover: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Trending").font(.headline)
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(trending) { item in ItemCard(item: item) }
                            }
                        }
                    }
                }
            }
            """),
        // Shown while there are items: the title of the section that lists them.
        Example("""
            struct ReadingShelf: View {
                var body: some View {
                    if !books.isEmpty {
                        VStack {
                            ↓Text("Mes livres").font(.title2)
                            Text("Triés par date").foregroundStyle(.secondary)
                        }
                        BookGrid(books: books)
                    }
                }
            }
            """),
        // A screen title followed by a section title in a smaller style, over the content that section holds.
        Example("""
            struct GardenOverview: View {
                let beds: [Bed]
                var body: some View {
                    ScrollView {
                        ↓Text("My garden")
                            .font(.largeTitle)
                        ↓Text("Raised beds")
                            .font(.title3)
                        BedGrid(beds: beds)
                    }
                }
            }
            """),
        // A question over the content it introduces, not over a control that answers it.
        Example("""
            struct HelpCenter: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Why was my order delayed?")
                            .font(.headline)
                        Text("Orders placed after 2 pm ship the next working day.")
                    }
                }
            }
            """),
        // Shown while the user is signed in: the screen's own content, not a notice in place of it.
        Example("""
            struct AccountScreen: View {
                @Binding var isSignedIn: Bool
                var body: some View {
                    if isSignedIn {
                        VStack {
                            ↓Text("Your plan")
                                .font(.title2)
                            Text("Family, renews monthly")
                        }
                    } else {
                        SignInForm()
                    }
                }
            }
            """),
        // Content shown in place of a missing video: its section titles structure it.
        Example("""
            struct TechniqueGuide: View {
                let videoURL: URL?
                let tips: [String]
                var body: some View {
                    if let videoURL {
                        VideoPlayer(player: AVPlayer(url: videoURL))
                    } else {
                        VStack(alignment: .leading) {
                            ↓Text("How to perform")
                                .font(.headline)
                            Text("Keep your back straight and lower slowly.")
                            ↓Text("Key tips")
                                .font(.headline)
                            ForEach(tips, id: \\.self) { tip in Text(tip) }
                        }
                    }
                }
            }
            """),
        // A question over a picker titles the step that asks it.
        Example("""
            struct AgeStep: View {
                @Binding var age: Int
                var body: some View {
                    VStack(spacing: 24) {
                        ↓Text("How old are you?")
                            .font(.title2)
                        Picker("Age", selection: $age) {
                            ForEach(10...100, id: \\.self) { Text("\\($0) years").tag($0) }
                        }
                        .pickerStyle(.wheel)
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A verdict on the code the user typed, shown only while it is wrong.
        Example("""
            struct CouponField: View {
                @State private var code = ""
                @State private var isCouponValid = true
                var body: some View {
                    VStack {
                        TextField("Coupon", text: $code)
                        if !isCouponValid {
                            Text("This coupon is invalid")
                                .font(.headline)
                                .foregroundStyle(.red)
                        }
                    }
                }
            }
            """),
        // Labels over their values, each value drawn larger than its label: fields, not sections.
        Example("""
            struct AccountDetails: View {
                let account: Account
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Time Zone")
                            .font(.headline)
                            .foregroundColor(.gray)
                        Text(account.timeZone)
                            .font(.title)
                        Spacer()
                        Text("Created")
                            .font(.headline)
                            .foregroundColor(.gray)
                        Text(account.createdAt)
                            .font(.title)
                    }
                }
            }
            """),
        // A distance under a profile's location is a value, and the text a tap acts on is a hand-made button.
        Example("""
            struct ProfileFooter: View {
                var onReport: () -> Void
                var body: some View {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("10 miles away")
                            .font(.headline)
                        Text("Hide and Report")
                            .font(.headline)
                            .onTapGesture { onReport() }
                    }
                }
            }
            """),
        // A segmented picker draws no title: the text alone with it is its caption.
        Example("""
            struct QuantityField: View {
                @State private var quantity = 1
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Quantity").font(.headline)
                        Picker("Quantity", selection: $quantity) {
                            ForEach(1...10, id: \\.self) { Text("\\($0)").tag($0) }
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """),
        // A caption over the amount it names, shown while there is one.
        Example("""
            struct ExpensesSummary: View {
                let totalExpenses: Double?
                var body: some View {
                    VStack(spacing: 4) {
                        Text("Total expenses")
                            .font(.headline)
                        if let totalExpenses {
                            Text(totalExpenses.formattedCurrencyText)
                                .font(.largeTitle)
                        }
                    }
                }
            }
            """),
        // The brand line of a product card that a tap opens: the card's content, not a section title.
        Example("""
            struct ProductScreen: View {
                @State private var showsCart = false
                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading) {
                            Text(product.name)
                            Text("Nike")
                                .font(.title2)
                            Image("shoe")
                            Text(product.price)
                        }
                        .onTapGesture { showsCart.toggle() }
                    }
                }
            }
            """),
        // The app's name on the screen shown while it starts: nothing to move between.
        Example("""
            struct SplashView: View {
                var body: some View {
                    VStack {
                        Image(systemName: "fork.knife").font(.largeTitle)
                        Text("Recipe Box").font(.largeTitle.bold())
                    }
                }
            }
            """),
        // What the screen shows in place of an empty list: its title is the empty state's, not a section's.
        Example("""
            struct LikedSongs: View {
                var body: some View {
                    if store.songs.isEmpty {
                        framed { emptyState }
                    } else {
                        SongList(songs: store.songs)
                    }
                }
                private var emptyState: some View {
                    VStack(spacing: 12) {
                        Image(systemName: "heart").accessibilityHidden(true)
                        Text("Show some love").font(.headline)
                        Text("Tap the heart on a song you love.")
                    }
                }
            }
            """),
        // Shown only while a list is empty, whatever its words: the title of an empty state, drawn by a helper
        // or in the `else` of a branch shown while there are items.
        Example("""
            struct ReadingShelf: View {
                var body: some View {
                    if books.isEmpty {
                        noBooksLabel
                    } else {
                        BookGrid(books: books)
                    }
                    if !notes.isEmpty {
                        NoteList(notes: notes)
                    } else {
                        VStack {
                            Text("Aucune note").font(.title3)
                            Text("Ajoutez une citation.")
                        }
                    }
                }
                var noBooksLabel: some View {
                    VStack(spacing: 5) {
                        Text("Aucun livre").font(.title3).bold()
                        Text("Ajoutez un livre.").foregroundStyle(.secondary)
                    }
                }
            }
            """),
        // The caption of a hand-made picker it stands over alone: a button showing the value it picks, a row of
        // choice buttons.
        Example("""
            struct ProfileForm: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Date of Birth").font(.headline)
                        Button(action: pickDate) {
                            Text(formatter.string(from: birthday))
                        }
                    }
                    VStack(alignment: .leading) {
                        Text("Topic").font(.headline)
                        HStack {
                            ForEach(Topic.allCases) { topic in
                                Button(topic.label) { selectedTopic = topic }
                            }
                        }
                    }
                }
            }
            """),
        // The title above is marked as the heading; the line under it is its tagline.
        Example("""
            struct WelcomeScreen: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Image(systemName: "sparkles")
                            .accessibilityHidden(true)
                        Text("Welcome")
                            .font(.largeTitle)
                            .accessibilityAddTraits(.isHeader)
                        Text("Ready to explore your music")
                            .font(.title3)
                        StorageChoice()
                    }
                }
            }
            """),
        // The title of a library's button in its label closure.
        Example("""
            struct RetryStep: View {
                @State private var state = ViewState.idle
                var body: some View {
                    AsyncButton(state: $state) {
                        await reload()
                    } label: {
                        Text("Retry")
                            .font(.headline.bold())
                            .frame(maxWidth: .infinity)
                    }
                }
            }
            """),
        // An error state's title says what went wrong in place of the content: not a section's title.
        Example("""
            struct PortalErrorOverlay: View {
                let message: String
                var retry: () -> Void
                var body: some View {
                    VStack(spacing: 12) {
                        Image(systemName: "wifi.exclamationmark")
                        Text("Unable to Connect")
                            .font(.title2)
                        Text(message)
                        Button("Try Again", action: retry)
                    }
                }
            }
            """),
        Example("""
            struct SearchResults: View {
                @State private var errorMessage: String?
                var body: some View {
                    VStack {
                        TextField("Search", text: $query)
                        if let error = errorMessage {
                            Text("Error")
                                .font(.headline)
                            Text(error)
                        } else {
                            ResultsList(results: results)
                        }
                    }
                }
            }
            """),
        Example("""
            struct ComplianceSheet: View {
                var body: some View {
                    VStack {
                        Text("Compliance data not available")
                            .font(.headline)
                        Text("The compliance service has not started yet.")
                    }
                }
            }
            """),
        // A popover's title is the first line of a note in a bubble, not a screen's or a section's title.
        Example("""
            struct AboutView: View {
                @State private var showsOrigins = false
                var body: some View {
                    Button("Why is it called that?") { showsOrigins.toggle() }
                        .popover(isPresented: $showsOrigins) {
                            VStack(alignment: .leading) {
                                Text("Origins")
                                    .font(.headline)
                                Text("The name comes from the emoji reviewers posted once they had tested a change.")
                            }
                            .padding()
                        }
                }
            }
            """),
        // The caption of a picker whose own title is empty: a field's name, not a section's.
        Example("""
            struct ScrollSettings: View {
                @Binding var speed: ScrollSpeed
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Scrolling speed").font(.headline)
                        Picker("", selection: $speed) {
                            Text("Slow").tag(ScrollSpeed.slow)
                            Text("Fast").tag(ScrollSpeed.fast)
                        }
                        .labelsHidden()
                    }
                }
            }
            """),
        // The navigation bar shows the same title, and it is the screen's heading.
        Example("""
        struct BackoffScreen: View {
            var body: some View {
                VStack(spacing: 16) {
                    Text("Too many attempts")
                        .font(.title2)
                    Text("Try again in a few minutes.")
                }
                .navigationTitle("Too many attempts")
            }
        }
        """),
        // A widget is read as one element.
        Example("""
            import WidgetKit
            import SwiftUI

            struct UnreadWidgetView: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Unread").font(.headline)
                        Text(entry.summary)
                    }
                }
            }
            """),
        // An instruction introducing what follows, in words or as a key named for it, is not a heading.
        Example("""
        struct PairingScreen: View {
            var body: some View {
                VStack(spacing: 24) {
                    Text("Scan this code to pair:")
                        .font(.title3)
                    Text(String(localized: "pairing.manual.instructions"))
                        .font(.title3)
                    ForEach(steps) { StepView(step: $0) }
                }
            }
        }
        """),
        // An empty-state message in a placeholder: it says the column is empty, it titles no section.
        Example("""
        struct RecipeNoSelectionPlaceholder: View {
            var body: some View {
                VStack(spacing: 12) {
                    Text("No recipe selected")
                        .font(.headline)
                    Image(systemName: "fork.knife")
                }
            }
        }
        """),
        // A prompt to pick something that is all the detail column shows.
        // The same prompt shown in place of the detail when nothing is selected.
        Example("""
        struct UpdatesSplitView: View {
            @State private var selected: App?
            var body: some View {
                NavigationSplitView {
                    AppList(selection: $selected)
                } detail: {
                    if let selected {
                        Text(selected.name).font(.title)
                        AppDetail(app: selected)
                    } else {
                        VStack {
                            Spacer()
                            Text("Select an app to view details")
                                .font(.title2)
                            Spacer()
                        }
                    }
                }
            }
        }
        """),
        Example("""
        struct MailboxDetailPlaceholder: View {
            var body: some View {
                Text("Select a message")
                    .font(.title2)
                    .foregroundStyle(.secondary)
            }
        }
        """),
        Example("""
        struct DashboardView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Recent results")
                        .font(.title2)
                        .accessibilityAddTraits(.isHeader)
                }
            }
        }
        """),
        Example("""
        // `.subheadline` is not `.headline`.
        struct Caption: View {
            var body: some View {
                VStack {
                    Text("Updated daily").font(.subheadline)
                }
            }
        }
        """),
        Example("""
        // A Section header is already a heading.
        struct SettingsView: View {
            var body: some View {
                List {
                    Section {
                        Toggle("Reminders", isOn: $reminders)
                    } header: {
                        Text("Notifications").font(.headline)
                    }
                }
            }
        }
        """),
        Example("""
        // A value, not a title.
        struct ScoreView: View {
            var body: some View {
                VStack {
                    Text("\\(score)").font(.largeTitle)
                }
            }
        }
        """),
        Example("""
        // The title of a row or card component names that element.
        struct FeatureCard: View {
            var body: some View {
                VStack {
                    Text("Fresh AI Challenges").font(.headline)
                    Text("New questions every week")
                }
            }
        }
        """),
        Example("""
        // Inside a control's label.
        struct StartButton: View {
            var body: some View {
                Button(action: start) {
                    Text("Start test").font(.headline)
                }
            }
        }
        """),
        Example("""
        // Combined into one element with its content.
        struct StatView: View {
            var body: some View {
                VStack {
                    Text("Questions").font(.headline)
                    Text("1,200")
                }
                .accessibilityElement(children: .combine)
            }
        }
        """),
        Example("""
        // The heading level modifier and a trait on the enclosing group count.
        struct Article: View {
            var body: some View {
                VStack {
                    Text("Chapter 1").font(.title).accessibilityHeading(.h1)
                    VStack {
                        Text("Part A").font(.title2)
                    }
                    .accessibilityAddTraits(.isHeader)
                }
            }
        }
        """),
        Example("""
        // A row: a bold label next to its value.
        struct Summary: View {
            var body: some View {
                HStack {
                    Text("Total").font(.headline)
                    Spacer()
                    Text(total)
                }
            }
        }
        """),
        Example("""
        // A caption under a value names the value; text under a spinner is a status.
        struct AccountWidgetView: View {
            var body: some View {
                VStack {
                    Text("\\(followersCount)").font(.title)
                    Text("Followers").font(.headline)
                }
                VStack {
                    ProgressView()
                    Text("Searching").font(.title3)
                }
            }
        }
        """),
        Example("""
        // A value, a tagline and a status are not titles, however large.
        struct TimerView: View {
            var body: some View {
                VStack {
                    Text("--:--").font(.largeTitle)
                    Text("Focus on one thing at a time.").font(.headline)
                    Text("Syncing…").font(.title3)
                }
            }
        }
        """),
        Example("""
        // A toast over the screen, a tab's name and the navigation bar's title.
        struct InboxView: View {
            var body: some View {
                MessageList()
                    .overlay(alignment: .bottom) {
                        Text("Message sent").font(.headline)
                    }
                    .tabItem { Text("Inbox").font(.headline) }
                    .toolbar {
                        ToolbarItem(placement: .principal) {
                            Text("Inbox").font(.headline)
                        }
                    }
            }
        }
        """),
        Example("""
        // The caption of a field is its visible label, not a section title.
        struct SignUpView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Email").font(.headline)
                    TextField("name@example.com", text: $email)
                    Text("Volume").font(.headline)
                    Slider(value: $volume)
                }
            }
        }
        """),
        Example("""
        // A sentence exclaiming a status is not a title.
        struct UpdatesView: View {
            var body: some View {
                VStack {
                    Image(systemName: "checkmark.circle")
                    Text("All plugins are up to date!").font(.headline)
                    PluginList()
                }
            }
        }
        """),
        Example("""
        // Each row of a collection has its own copy: an item's title, not the screen's.
        struct PlansView: View {
            var body: some View {
                VStack {
                    ForEach(plans) { plan in
                        VStack {
                            Text("Best value").font(.headline)
                            Text(plan.price)
                        }
                    }
                }
            }
        }
        """),
        Example("""
        // A helper drawn as a button's label, and a custom button's content, name the button.
        struct StartView: View {
            var body: some View {
                VStack {
                    Button(action: start) { startLabel }
                    PrimaryButton(action: resume) {
                        Text("Resume").font(.headline)
                    }
                }
            }

            private var startLabel: some View {
                Text("Start").font(.title2)
            }
        }

        struct PrimaryButton<Content: View>: View {
            let action: () -> Void
            @ViewBuilder let content: () -> Content
            var body: some View {
                Button(action: action) { content() }
            }
        }
        """),
        Example("""
        // A view the caller draws as a row of a list: its title is the row's.
        struct PlanSummary: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Family plan").font(.title3)
                    Text("Up to six people")
                }
            }
        }

        struct PlanListView: View {
            var body: some View {
                List(plans) { _ in
                    PlanSummary()
                }
            }
        }
        """),
        // The title of an error message shown as a row of a `Section` (through a view declared in the same file),
        // and a notice shown instead of the editor when a permission is missing.
        Example("""
        struct DevicesSection: View {
            var body: some View {
                Section(header: Text("Devices")) {
                    if let error = browserError {
                        BrowserErrorView(error: error)
                    } else {
                        ForEach(devices) { DeviceRow(device: $0) }
                    }
                }
            }
        }
        struct BrowserErrorView: View {
            let error: BrowserError
            var body: some View {
                switch error {
                case .denied: AccessDeniedMessage()
                default: EmptyView()
                }
            }
        }
        private struct AccessDeniedMessage: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Local network access denied")
                        .font(.headline)
                    Text("Open Settings and allow local network access")
                        .font(.subheadline)
                }
                Button("Open Settings") { openSettings() }
            }
        }
        """),
        Example("""
        struct LayoutPane: View {
            var body: some View {
                if !hasPermission {
                    missingPermission
                } else {
                    Form { LayoutBars() }
                }
            }
            private var missingPermission: some View {
                VStack {
                    Text("Layout requires screen recording permission")
                        .font(.title2)
                    Button("Go to Privacy Settings") { openSettings() }
                        .buttonStyle(.link)
                }
            }
        }
        """),
        // A message drawn in place of the content (the other branch), with nothing under it to lead to.
        Example("""
        struct UpdateDetail: View {
            let app: App?
            var body: some View {
                if let app {
                    ReleaseNotes(app: app)
                } else {
                    VStack {
                        Spacer()
                        Image(systemName: "questionmark.app")
                        Text("App not found")
                            .font(.title2)
                        Spacer()
                    }
                }
            }
        }
        """),
        // A banner's title: the banner is one notice, not a section of the screen.
        Example("""
        struct ProUpgradeBanner: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Upgrade to Pro")
                        .font(.headline)
                    Text("Unlock every feature.")
                    Button("Learn more") { showPaywall() }
                }
            }
        }
        """),
        // A header block: the smaller text right under the title is its subtitle.
        Example("""
            struct RestorePasswordSheet: View {
                var body: some View {
                    VStack(spacing: 25) {
                        VStack(spacing: 5) {
                            Image(systemName: "person.crop.circle.badge.questionmark")
                            Text("Restore access")
                                .font(.largeTitle.weight(.semibold))
                            Text("We will email you a link")
                                .font(.title3)
                        }
                        RestoreForm()
                    }
                    .navigationTitle("Restore access")
                }
            }
            """),
        // A question over the button that answers it: a prompt.
        Example("""
            struct FeedbackPrompt: View {
                var body: some View {
                    VStack {
                        Image("Logo")
                        Text("Enjoying the app?")
                            .font(.headline)
                        Button("Yes, I love it") { requestReview() }
                    }
                }
            }
            """),
        // Shown only while the request runs, in place of the form: a progress status.
        Example("""
            struct CreateBookmarkSheet: View {
                @State private var state = SheetState.data
                var body: some View {
                    switch state {
                    case .data:
                        BookmarkForm(state: $state)
                    case .loading:
                        VStack {
                            Image(systemName: "bookmark.circle")
                            Text("Creating bookmark")
                                .font(.largeTitle)
                            Text("This usually takes a few seconds")
                            Button("Cancel") { state = .data }
                        }
                    }
                }
            }
            """),
        // A notice in place of the content while the user is signed out.
        Example("""
            struct ProfileScreen: View {
                @AppStorage("isLoggedIn") private var isLoggedIn = false
                var body: some View {
                    if !isLoggedIn {
                        VStack(spacing: 18) {
                            Text("You are not signed in")
                                .font(.title.bold())
                            Text("Sign in to sync your watch list across devices.")
                            Button("Sign in") { presentSignIn() }
                        }
                    } else {
                        ProfileForm()
                    }
                }
            }
            """),
    ]
}
