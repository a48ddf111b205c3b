import RuleEngine

extension StatusNotAnnouncedRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct ComposeView: View {
                @State private var errorMessage: String?
                var body: some View {
                    Editor(text: $text)
                        .overlay(alignment: .top) {
                            if let errorMessage {
                                ↓Text(errorMessage)
                                    .padding()
                                    .background(.red)
                            }
                        }
                }

                private func send() async {
                    do { try await outbox.send(text) } catch { errorMessage = error.localizedDescription }
                }
            }
            """),
        Example("""
            struct SettingsScreen: View {
                @State private var showSavedToast = false
                var body: some View {
                    ZStack(alignment: .bottom) {
                        SettingsList(onSave: { showSavedToast = true })
                        if showSavedToast {
                            ↓Label("Saved", systemImage: "checkmark.circle")
                        }
                    }
                }
            }
            """),
        Example("""
            struct Checkout: View {
                @State private var paymentFailed = false
                var body: some View {
                    VStack {
                        if paymentFailed {
                            ↓ErrorBanner(text: "Payment failed")
                        }
                        CartList(onPay: { paymentFailed = !(await wallet.pay()) })
                    }
                }
            }
            """),
        Example("""
            struct Sharing: View {
                @State private var copied = false
                var body: some View {
                    Button("Copy link") { copied = true }
                        .overlay {
                            if copied { ↓ToastView(title: "Copied") }
                        }
                }
            }
            """),
        Example("""
            struct SyncStatus: View {
                let state: SyncState
                var body: some View {
                    ZStack {
                        Timeline()
                        if state.hasWarning {
                            ↓Text("Some posts could not be synced")
                        }
                    }
                }
            }
            """),
        Example("""
            struct LoginScreen: View {
                @State private var error: LoginError?
                var body: some View {
                    content
                        .overlay {
                            if let error {
                                ↓SnackbarView(message: error.localizedDescription)
                            } else if loading {
                                ProgressView()
                            }
                        }
                }

                private func signIn() async {
                    do { try await session.signIn() } catch { self.error = error as? LoginError }
                }
            }
            """),
        // A result that appears in the layout after the button that computes it (issue 18, seed 004 §5).
        Example("""
            struct LoanCalculator: View {
                @State private var amount = ""
                @State private var monthly: Double?
                var body: some View {
                    VStack {
                        TextField("Amount", text: $amount)
                        Button("Calculate") { calculate() }
                        if let monthly {
                            ↓Text("Monthly payment: \\(monthly, format: .currency(code: "EUR"))")
                        }
                    }
                }
                private func calculate() {
                    monthly = (Double(amount) ?? 0) / 12
                }
            }
            """),
        // A warning that a countdown brings up in a stack (issue 18, seed 001's time-warning banner).
        Example("""
            struct QuizScreen: View {
                @State private var secondsLeft = 600
                var body: some View {
                    VStack {
                        if secondsLeft < 60 {
                            ↓HStack {
                                Image(systemName: "exclamationmark.triangle.fill")
                                Text("Less than a minute left")
                            }
                        }
                        QuestionView()
                    }
                    .task {
                        while secondsLeft > 0 {
                            try? await Task.sleep(for: .seconds(1))
                            secondsLeft -= 1
                        }
                    }
                }
            }
            """),
        // An error a button's action sets, shown inline above the content.
        Example("""
            struct UploadScreen: View {
                @State private var uploadState: UploadState?
                var body: some View {
                    VStack {
                        if uploadState == .rejected {
                            ↓Label("The file was rejected", systemImage: "xmark.octagon")
                        }
                        Button("Upload") { uploadState = upload() }
                    }
                }
            }
            """),
        // A condition that tests for an absence (`!isCodeValid`) is met when the action clears it.
        Example("""
            struct VerifyView: View {
                @State private var isCodeValid = true
                var body: some View {
                    VStack {
                        CodeField(code: $code)
                        Button("Verify") { isCodeValid = false }
                        if !isCodeValid {
                            ↓Text("Incorrect code")
                        }
                    }
                }
            }
            """),
        // A status laid over the bottom layer of a ZStack.
        Example("""
            struct ItemsPanel: View {
                var body: some View {
                    ZStack {
                        ItemsRow()
                        if loadFailed {
                            ↓Text("Loading failed")
                        }
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The error takes the spinner's place when the load ends: the screen's content, met in reading order. A
        // retry button alone is a control, not a message; a log line shows nothing.
        Example("""
            struct CoursesScreen: View {
                @StateObject private var model = CoursesModel()
                var body: some View {
                    ZStack {
                        Color.gray
                        if model.isLoading {
                            ProgressView()
                        } else if model.hasError {
                            ErrorStateView(message: "Couldn't load courses")
                        } else {
                            CourseList(courses: model.courses)
                        }
                        if model.restoreFailed {
                            Button("Try restoring again") { model.restore() }
                        }
                        WebPreview(url: model.syllabus) { error in
                            if let error { print("Preview failed: \\(error)") }
                        }
                    }
                }
            }
            """),
        // Announced when it appears.
        Example("""
            struct ComposeView: View {
                @State private var errorMessage: String?
                var body: some View {
                    Editor(text: $text)
                        .overlay { if let errorMessage { Text(errorMessage) } }
                        .onChange(of: errorMessage) { _, message in
                            if let message { AccessibilityNotification.Announcement(message).post() }
                        }
                }
            }
            """),
        Example("""
            struct SaveHost: View {
                @State private var showSavedToast = false
                var body: some View {
                    ZStack {
                        Form { Button("Save") { save() } }
                        if showSavedToast { Text("Saved") }
                    }
                }
                func save() {
                    showSavedToast = true
                    UIAccessibility.post(notification: .announcement, argument: "Saved")
                }
            }
            """),
        // Focus moves to the error.
        Example("""
            struct LoginScreen: View {
                @AccessibilityFocusState private var errorFocused: Bool
                @State private var error: String?
                var body: some View {
                    ZStack {
                        LoginForm()
                        if let error {
                            Text(error).accessibilityFocused($errorFocused)
                        }
                    }
                }
            }
            """),
        // An inline error next to the field, met in reading order.
        Example("""
            struct SignUp: View {
                @State private var emailError: String?
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        if let emailError {
                            Text(emailError).foregroundStyle(.red)
                        }
                    }
                }
            }
            """),
        Example("""
            struct ErrorScreen: View {
                let error: Error?
                var body: some View {
                    VStack {
                        if let error {
                            Text(error.localizedDescription)
                        }
                        Button("Retry") { retry() }
                    }
                }
            }
            """),
        // The banner announces itself.
        Example("""
            struct Checkout: View {
                @State private var paymentFailed = false
                var body: some View {
                    VStack {
                        if paymentFailed { ErrorBanner(text: "Payment failed") }
                        CartList()
                    }
                }
            }
            struct ErrorBanner: View {
                let text: String
                var body: some View {
                    Text(text).onAppear { AccessibilityNotification.Announcement(text).post() }
                }
            }
            """),
        // Not a status: a loading overlay and a selection overlay.
        Example("""
            struct Feed: View {
                @State private var isLoading = false
                var body: some View {
                    List(items) { Row(item: $0) }
                        .overlay { if isLoading { ProgressView() } }
                }
            }
            """),
        Example("""
            struct Photo: View {
                let isSelected: Bool
                var body: some View {
                    Thumbnail()
                        .overlay { if isSelected { Image(systemName: "checkmark.circle.fill") } }
                }
            }
            """),
        // A standing promotion is not a status message.
        Example("""
            struct HomeScreen: View {
                let promo: Promo?
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Menu()
                        if let promoBanner = promo { PromoBannerView(promo: promoBanner) }
                    }
                }
            }
            """),
        // A model's function is not a view.
        Example("""
            final class Uploader {
                func finish(failed: Bool) {
                    if failed {
                        ToastCenter.shared.show(.error)
                    }
                }
            }
            """),
        // Inside a control's label: the control speaks.
        Example("""
            struct RetryButton: View {
                let failed: Bool
                var body: some View {
                    Button { retry() } label: {
                        ZStack {
                            Image(systemName: "arrow.clockwise")
                            if failed { Text("Failed") }
                        }
                    }
                }
            }
            """),
        // Issue 18's near misses. A disclosure a button opens is content, not a status.
        Example("""
            struct ProductDetail: View {
                @State private var showsIngredients = false
                var body: some View {
                    VStack {
                        Button("Ingredients") { showsIngredients = true }
                        if showsIngredients {
                            Text(product.ingredients)
                        }
                    }
                }
            }
            """),
        // A selection copied into state and shown: a copy of a value, not one the action produced.
        Example("""
            struct ColourPicker: View {
                @State private var chosen: Swatch?
                var body: some View {
                    VStack {
                        ForEach(swatches) { swatch in
                            Button(swatch.name) { chosen = swatch }
                        }
                        if let chosen {
                            Text("Chosen: \\(chosen.name)")
                        }
                    }
                }
            }
            """),
        // The result is announced, or the value is followed live by VoiceOver.
        Example("""
            struct LoanCalculator: View {
                @State private var monthly: Double?
                var body: some View {
                    VStack {
                        Button("Calculate") {
                            monthly = compute()
                            AccessibilityNotification.Announcement("Monthly payment computed").post()
                        }
                        if let monthly { Text(monthly, format: .currency(code: "EUR")) }
                    }
                }
            }
            """),
        Example("""
            struct QuizScreen: View {
                @State private var secondsLeft = 600
                var body: some View {
                    VStack {
                        if secondsLeft < 60 {
                            Text("Less than a minute left: check your answers")
                                .accessibilityAddTraits(.updatesFrequently)
                        }
                    }
                    .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                        secondsLeft -= 1
                    }
                }
            }
            """),
        // A warning whose condition nothing in the view changes: part of the screen as it is drawn.
        Example("""
            struct AccountScreen: View {
                let account: Account
                var body: some View {
                    VStack {
                        if account.isExpired {
                            Label("Subscription expired", systemImage: "exclamationmark.triangle")
                        }
                        AccountDetails(account: account)
                    }
                }
            }
            """),
        // A result shown in a sheet or an alert: presented where VoiceOver moves.
        Example("""
            struct ConverterScreen: View {
                @State private var converted: String?
                var body: some View {
                    Button("Convert") { converted = convert(input) }
                        .sheet(isPresented: $showsResult) {
                            if let converted { Text("Result: \\(converted)") }
                        }
                }
            }
            """),
        // The button that changes the value is inside the view shown: it updates what is already there.
        Example("""
            struct TagHeader: View {
                @Binding var tag: Tag?
                var body: some View {
                    if let tag {
                        HStack {
                            Text("#\\(tag.name)")
                            Button(tag.following ? "Unfollow" : "Follow") {
                                Task { self.tag = await toggleFollow(tag) }
                            }
                        }
                    }
                }
            }
            """),
        // A local bound in the action (`if let last = …`) is not the view's state.
        Example("""
            struct ConversationRow: View {
                let conversation: Conversation
                var body: some View {
                    VStack {
                        if let message = conversation.lastMessage {
                            Text(message.sentAt, style: .relative)
                        }
                        Button("Reply") {
                            if let lastMessage = conversation.lastMessage { reply(to: lastMessage.id + 1) }
                        }
                    }
                }
            }
            """),
        // Shown while there is no error (`error == nil`): not a status appearing.
        Example("""
            struct EstimateView: View {
                var body: some View {
                    SizeLabel(model: model)
                        .overlay {
                            if model.error == nil {
                                Text(model.durationText)
                            }
                        }
                }
            }
            """),
        // An icon alone marks an item's state; a status message has words.
        Example("""
            struct PostThumbnail: View {
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        Thumbnail(post: post)
                        if post.saved {
                            Image(systemName: "bookmark.fill")
                        }
                    }
                }
            }
            """),
        // The warning is there from the start; the only button that sets its flag clears it.
        Example("""
            struct DebugSettings: View {
                @State private var showsKeysWarning = UserDefaults.standard.bool(forKey: "keys")
                var body: some View {
                    List {
                        if showsKeysWarning {
                            Label("Translation keys are shown: this is a warning", systemImage: "exclamationmark.triangle")
                        }
                        Button("Hide translation keys") { showsKeysWarning = false }
                    }
                }
            }
            """),
        // A value computed in a closure is no view shown on a condition.
        Example("""
            struct FacePreview: View {
                var body: some View {
                    ZStack {
                        Color.black
                        face
                    }
                }

                private var face: some View {
                    let value: String = {
                        if case let .success(rendered) = renderer.output { return rendered }
                        return ""
                    }()
                    return Text(value)
                }
            }
            """),
        // The bottom layer of a ZStack is laid over nothing: a panel's content, read when the panel opens.
        Example("""
            struct MenuPanel: View {
                var body: some View {
                    ZStack {
                        content
                        if hasBorder {
                            RoundedRectangle(cornerRadius: 8).stroke()
                        }
                    }
                }

                @ViewBuilder private var content: some View {
                    if loadFailed {
                        Text("Unable to show the items")
                    } else {
                        ItemsRow()
                    }
                }
            }
            """),
        Example("""
        // The screen's load result: the error takes the spinner's place when the screen's own load fails, and is
        // met as its content; the reload button loads the same screen again.
        struct ChannelScreen: View {
            @State private var channel: Channel?
            @State private var isLoading = true
            @State private var errorMessage: String?
            var body: some View {
                Group {
                    if let channel {
                        ChannelContent(channel: channel)
                    } else if isLoading {
                        ProgressView()
                    } else if let errorMessage {
                        VStack {
                            Label("Couldn't load the channel", systemImage: "exclamationmark.triangle")
                            Text(errorMessage)
                        }
                    }
                    Button("Reload") { Task { await load() } }
                }
                .task { await load() }
            }
            func load() async {
                isLoading = true
                do { channel = try await api.channel() } catch { errorMessage = error.localizedDescription }
                isLoading = false
            }
        }
        """),
        Example("""
        // A function that acts: the branch clears the error, it draws nothing.
        struct SourceHome: View {
            @State private var error: Error?
            @State private var loading = false
            var body: some View {
                List { Button("Reload") { Task { await reload() } } }
            }
            func reload() async {
                if error != nil {
                    withAnimation { loading = true; error = nil }
                }
            }
        }
        """),
    ]
}
