import RuleEngine

extension AutoDismissRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct SaveScreen: View {
                @State private var showToast = false
                var body: some View {
                    ZStack {
                        Form { Button("Save") { save() } }
                        if showToast {
                            Text("Saved")
                        }
                    }
                }
                func save() {
                    showToast = true
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        ↓showToast = false
                    }
                }
            }
            """),
        Example("""
            struct CopyButton: View {
                @State private var isCopied = false
                var body: some View {
                    Button("Copy") {
                        isCopied = true
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                            withAnimation { ↓self.isCopied = false }
                        }
                    }
                    .overlay(alignment: .top) {
                        if isCopied { Text("Copied to clipboard") }
                    }
                }
            }
            """),
        Example("""
            struct ErrorBanner: View {
                @State private var message: String?
                var body: some View {
                    VStack {
                        if let message {
                            Text(message).padding()
                        }
                        Feed()
                    }
                    .task {
                        message = await loadWarning()
                        try? await Task.sleep(for: .seconds(3))
                        ↓message = nil
                    }
                }
            }
            """),
        Example("""
            struct Achievement: View {
                @State private var isShown = true
                var body: some View {
                    VStack {
                        if isShown { Label("Level up!", systemImage: "star") }
                    }
                    .onAppear {
                        Task {
                            try await Task.sleep(nanoseconds: 4_000_000_000)
                            guard !Task.isCancelled else { return }
                            ↓isShown = false
                        }
                    }
                }
            }
            """),
        Example("""
            struct ConfirmationHost: View {
                @State private var confirmed = false
                var body: some View {
                    Button("Order") { order() }
                        .alert("Order placed", isPresented: $confirmed) {}
                }
                func order() {
                    confirmed = true
                    Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in
                        ↓confirmed = false
                    }
                }
            }
            """),
        Example("""
            struct TipView: View {
                @State private var showTip = true
                let duration: Double
                var body: some View {
                    if showTip {
                        Text("Swipe a row to archive it")
                            .onAppear {
                                DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
                                    ↓showTip = false
                                }
                            }
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A cover with only a spinner, drawn by a view of the app, hides the results for a moment: nothing to read
        // goes away with it.
        Example("""
            struct SearchSpinner: View {
                var body: some View {
                    ZStack {
                        Color.white
                        ProgressView()
                    }
                }
            }

            struct SearchResults: View {
                let results: [String]
                @State private var isShownCover = true

                var body: some View {
                    ZStack {
                        List(results, id: \\.self) { Text($0) }
                        if isShownCover {
                            SearchSpinner()
                                .onAppear {
                                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                                        isShownCover = false
                                    }
                                }
                        }
                    }
                }
            }
            """),
        // A heart that pops up over the feeder and goes: nothing to read is taken away.
        Example("""
            struct FeederView: View {
                @State private var showsHeart = false
                var body: some View {
                    ZStack {
                        Image("feeder")
                        if showsHeart {
                            Image(systemName: "heart.fill")
                                .foregroundStyle(.pink)
                        }
                    }
                    .task {
                        showsHeart = true
                        try? await Task.sleep(for: .seconds(2))
                        showsHeart = false
                    }
                }
            }
            """),
        // The state only fires an effect: the branch that tests it is in a function that draws nothing.
        Example("""
            struct CelebrationOverlay: View {
                @Binding var fires: Bool
                @State private var bursts = 0
                var body: some View {
                    EmptyView()
                        .burst(counter: $bursts)
                        .onChange(of: fires) { fire() }
                }
                private func fire() {
                    if fires {
                        bursts += 1
                        Task {
                            try await Task.sleep(for: .seconds(1))
                            fires = false
                        }
                    }
                }
            }
            """),
        // A short delay is a highlight that fades, not content to read.
        Example("""
            struct Header: View {
                @State private var isAccented = false
                var body: some View {
                    if isAccented { Text("+5").foregroundStyle(.yellow) }
                    Text("Score")
                        .onChange(of: score) {
                            isAccented = true
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) {
                                isAccented = false
                            }
                        }
                }
            }
            """),
        // The dismissal follows the user's choice.
        Example("""
            struct Popover: View {
                @State private var showPopup = false
                @State private var autoDismiss = true
                var body: some View {
                    if showPopup { Text("Profile") }
                    Text("Name").onAppear {
                        Task {
                            try? await Task.sleep(for: .seconds(2))
                            if autoDismiss { showPopup = false }
                        }
                    }
                }
            }
            """),
        // The user can stop the timer (hovering or focusing cancels it).
        Example("""
            struct Toast: View {
                @State private var isShown = true
                @State private var hideTask: Task<Void, Never>?
                var body: some View {
                    if isShown {
                        Text("Saved").onHover { _ in hideTask?.cancel() }
                    }
                    Color.clear.onAppear {
                        hideTask = Task {
                            try? await Task.sleep(for: .seconds(3))
                            isShown = false
                        }
                    }
                }
            }
            """),
        // Kept while VoiceOver runs.
        Example("""
            struct Banner: View {
                @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOver
                @State private var isShown = true
                var body: some View {
                    if isShown { Text("Synced") }
                    EmptyView().task {
                        guard !voiceOver else { return }
                        try? await Task.sleep(for: .seconds(3))
                        isShown = false
                    }
                }
            }
            """),
        // A loading flag gates a spinner, not content.
        Example("""
            struct Feed: View {
                @State private var isLoading = true
                var body: some View {
                    if isLoading { ProgressView() }
                    List(items) { Row(item: $0) }
                        .task {
                            try? await Task.sleep(for: .seconds(2))
                            isLoading = false
                        }
                }
            }
            """),
        // A numbered loading flag (one of two buttons' spinners) is a loading flag too.
        Example("""
            struct VerifyView: View {
                @State private var isLoading1 = false
                var body: some View {
                    VStack {
                        if isLoading1 { LottieView(name: "paymentLoader") }
                        Button("Verify") {
                            isLoading1 = true
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                                isLoading1 = false
                            }
                        }
                    }
                }
            }
            """),
        // The delay leads to a focus change, not a dismissal.
        Example("""
            struct Editor: View {
                @FocusState private var focused: Bool
                var body: some View {
                    TextField("Title", text: $title)
                        .focused($focused)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { focused = false }
                        }
                }
            }
            """),
        // Another object's state: the view that shows it is elsewhere.
        Example("""
            struct Uploader: View {
                var body: some View {
                    Button("Upload") {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                            model.toast = nil
                        }
                    }
                }
            }
            """),
        // A polling loop paces itself with a sleep.
        Example("""
            struct StatusView: View {
                @State private var status: String?
                var body: some View {
                    if let status { Text(status) }
                    Color.clear.task {
                        while true {
                            try? await Task.sleep(for: .seconds(2))
                            status = nil
                        }
                    }
                }
            }
            """),
        // A repeating timer ticks; it does not dismiss.
        Example("""
            struct Blink: View {
                @State private var visible = true
                var body: some View {
                    if visible { Text("REC") }
                    Color.clear.onAppear {
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in visible = false }
                    }
                }
            }
            """),
        // A splash screen covers the app's start: removing it shows the app, nothing is taken away.
        Example("""
            struct RootView: View {
                @State private var showSplash = true
                var body: some View {
                    ZStack {
                        MainTabs()
                        if showSplash {
                            SplashScreen(title: "Jokes")
                        }
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 3) { showSplash = false }
                    }
                }
            }
            """),
        // Shown again after a delay, not removed.
        Example("""
            struct Splash: View {
                @State private var showContent = false
                var body: some View {
                    if showContent { Home() }
                    Color.clear.onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { showContent = true }
                    }
                }
            }
            """),
        // A control's own feedback: the checkmark stands in for the button's title for a moment.
        Example("""
            struct CopyLinkButton: View {
                @State private var showsCopied = false
                var body: some View {
                    Button {
                        showsCopied = true
                        Task {
                            try? await Task.sleep(for: .seconds(1))
                            showsCopied = false
                        }
                        copy()
                    } label: {
                        Label("Copy", systemImage: "doc.on.doc")
                            .opacity(showsCopied ? 0 : 1)
                            .overlay {
                                if showsCopied {
                                    Image(systemName: "checkmark")
                                }
                            }
                    }
                }
            }
            """),
    ]
}
