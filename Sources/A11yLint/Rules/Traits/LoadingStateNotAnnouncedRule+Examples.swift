import RuleEngine

extension LoadingStateNotAnnouncedRule {
    /// Untitled `ProgressView()`s are reported only with this option.
    static let bareProgressViews = """
        rules:
          loading-state-not-announced:
            bare_progress_views: true
        """

    static let triggeringExamples: [Example] = [
        // The other branch is a progress bar, not content: the spinner still covers the photo being uploaded.
        Example("""
            struct UploadingThumbnail: View {
                let preview: UIImage
                let progress: Double
                var body: some View {
                    ZStack {
                        Image(uiImage: preview).resizable().blur(radius: 10)
                        if progress > 0 {
                            ProgressView(value: progress)
                        } else {
                            ↓ProgressView()
                        }
                    }
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct EditorView: View {
                var body: some View {
                    TextEditor(text: $draft)
                        .overlay { if isSaving { savingOverlay } }
                }

                private var savingOverlay: some View {
                    ZStack {
                        Color.black.opacity(0.2)
                        ↓ProgressView()
                    }
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct SyncBadge: View {
                @State private var turning = false
                var body: some View {
                    ↓Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(turning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turning)
                        .onAppear { turning = true }
                }
            }
            """),
        Example("""
            struct CheckoutView: View {
                var body: some View {
                    ZStack {
                        Form { PaymentFields() }
                        if isSubmitting {
                            Color.black.opacity(0.3)
                            ↓ProgressView()
                        }
                    }
                }
            }
            """, configuration: bareProgressViews),
        // AIQ's LoadingOverlay (001, high).
        Example("""
            struct LoadingOverlay: View {
                @State private var isRotating = false
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4).ignoresSafeArea()
                        ↓Image(systemName: "brain.head.profile")
                            .font(.system(size: 48))
                            .rotationEffect(.degrees(isRotating ? 360 : 0))
                            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isRotating)
                    }
                    .onAppear { isRotating = true }
                }
            }
            """),
        Example("""
            struct SyncIndicator: View {
                @State private var angle = 0.0
                var body: some View {
                    ↓Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(Color.accentColor, lineWidth: 4)
                        .rotationEffect(.degrees(angle))
                        .onAppear {
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
                        }
                }
            }
            """),
        Example("""
            struct FeedView: View {
                var body: some View {
                    List(posts) { PostRow(post: $0) }
                        .overlay {
                            if isLoading { ↓ProgressView() }
                        }
                }
            }
            """, configuration: bareProgressViews),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A progress view style draws the spinner of each `ProgressView` that uses it, labelled where it is used.
        Example("""
            struct ThinRingProgressStyle: ProgressViewStyle {
                @State private var isAnimating = false
                func makeBody(configuration: Configuration) -> some View {
                    ZStack {
                        Circle().stroke(.quaternary, lineWidth: 2)
                        Circle()
                            .trim(from: 0, to: 0.5)
                            .stroke(.tint, lineWidth: 2)
                            .rotationEffect(.degrees(isAnimating ? 360 : 0))
                            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
                            .onAppear { isAnimating = true }
                        configuration.label
                    }
                    .frame(width: 14, height: 14)
                }
            }
            """),
        // A spinner layered of shapes, with the text that says what loads beside it.
        Example("""
            struct SkinPicker: View {
                @State private var angle = 0.0
                var body: some View {
                    VStack(spacing: 20) {
                        ZStack {
                            Circle().stroke(lineWidth: 4).frame(width: 50, height: 50)
                            Circle()
                                .trim(from: 0, to: 0.75)
                                .stroke(lineWidth: 4)
                                .frame(width: 50, height: 50)
                                .rotationEffect(.degrees(angle))
                        }
                        Text("Loading skins…")
                    }
                    .onAppear {
                        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }
                    }
                }
            }
            """),
        // The helper that draws the spinner is shown beside the status text it stands for.
        Example("""
            struct BackupStatusRow: View {
                @State private var spin = 0.0
                let backup: BackupState
                var body: some View {
                    HStack(spacing: 6) {
                        statusIcon
                        Text(backup.statusText)
                    }
                }

                private var statusIcon: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(spin))
                        .onAppear {
                            withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { spin = 360 }
                        }
                }
            }
            """),
        // By default an untitled ProgressView() is left alone: VoiceOver reads it "in progress".
        Example("""
            struct CameraScreen: View {
                let stream: CameraStream
                var body: some View {
                    VideoPlayer(player: stream.player)
                        .overlay { if stream.isOpening { ProgressView() } }
                }
            }
            """),
        // The spinner stands where the board will be; the header above it stays what it was.
        Example("""
            struct GameScreen: View {
                let isLoaded: Bool
                var body: some View {
                    ZStack(alignment: .top) {
                        if isLoaded {
                            BoardView()
                        } else {
                            ProgressView()
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                        }
                        GameHeader()
                    }
                }
            }
            """, configuration: bareProgressViews),
        // Content replaced while it loads, with or without a Section header: "in progress" is read there.
        Example("""
            struct AboutScreen: View {
                var body: some View {
                    Form {
                        Section {
                            if contributors.isEmpty {
                                ProgressView()
                            } else {
                                ForEach(contributors) { Text($0.name) }
                            }
                        }
                    }
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct PhotoDetail: View {
                var body: some View {
                    if let photo {
                        VStack {
                            Image(uiImage: photo.image).resizable()
                            Text(photo.caption)
                        }
                    } else {
                        ProgressView()
                    }
                }
            }
            """, configuration: bareProgressViews),
        // A bare spinner as the screen's content while it loads: VoiceOver reads "in progress", nothing is hidden.
        Example("""
            struct ResultsView: View {
                var isLoading: Bool
                var body: some View {
                    if isLoading {
                        ProgressView()
                    } else {
                        List(results) { Text($0.title) }
                    }
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct ProfileScreen: View {
                var body: some View {
                    VStack { content }
                }
            }

            extension ProfileScreen {
                @ViewBuilder var content: some View {
                    if let profile { ProfileDetails(profile: profile) } else { ProgressView().progressViewStyle(.circular) }
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct UploadView: View {
                var body: some View {
                    #if os(iOS)
                    HStack {
                        Spacer()
                        ProgressView()
                        Spacer()
                    }
                    #endif
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct ResultsView: View {
                var body: some View {
                    ProgressView("Loading results…")
                }
            }
            """),
        Example("""
            struct ResultsView: View {
                var body: some View {
                    ProgressView { Text("Loading results…") }
                }
            }
            """),
        Example("""
            struct DownloadRow: View {
                var body: some View {
                    ProgressView(value: download.fraction)
                }
            }
            """),
        // AIQ's LoadingOverlay as the audit recommends it.
        Example("""
            struct LoadingOverlay: View {
                let message: String?
                @State private var isRotating = false
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4)
                        Image(systemName: "brain.head.profile")
                            .rotationEffect(.degrees(isRotating ? 360 : 0))
                            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isRotating)
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(message ?? "Loading")
                    .accessibilityAddTraits(.updatesFrequently)
                }
            }
            """),
        // AIQ's LoadingView: indicator hidden, the combined element has a label.
        Example("""
            struct LoadingView: View {
                var body: some View {
                    VStack {
                        ProgressView().accessibilityHidden(true)
                        Text("Loading your results")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Loading your results")
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct RecipesView: View {
                var body: some View {
                    VStack {
                        ProgressView()
                        Text("Loading recipes…")
                    }
                }
            }
            """, configuration: bareProgressViews),
        // AIQ's PrimaryButton: the spinner is inside the button, whose label speaks.
        Example("""
            struct PrimaryButton: View {
                var body: some View {
                    Button(action: action) {
                        if isLoading { ProgressView() } else { Text(title) }
                    }
                    .accessibilityLabel(title)
                }
            }
            """, configuration: bareProgressViews),
        Example("""
            struct SearchView: View {
                var body: some View {
                    List(results) { Text($0.name) }
                        .overlay { if isSearching { ProgressView() } }
                        .onChange(of: isSearching) { _, searching in
                            if searching { AccessibilityNotification.Announcement("Searching").post() }
                        }
                }
            }
            """, configuration: bareProgressViews),
        // A decorative rotation, not a spinner (the welcome screen's brain icon).
        Example("""
            struct WelcomeHeader: View {
                @State private var wobble = false
                var body: some View {
                    Image(systemName: "brain.head.profile")
                        .rotationEffect(.degrees(wobble ? 8 : -8))
                        .animation(.easeInOut(duration: 2).repeatForever(), value: wobble)
                }
            }
            """),
        Example("""
            struct Disclosure: View {
                var body: some View {
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(isExpanded ? 90 : 0))
                        .animation(.default, value: isExpanded)
                }
            }
            """),
        // A toast whose title sits above the spinner (reduced from real code).
        Example("""
            struct ToastView: View {
                var body: some View {
                    VStack {
                        Text(toast.title)
                        if toast.kind == .progress {
                            if let progress = toast.progress {
                                ProgressView(value: progress)
                            } else {
                                ProgressView()
                            }
                        }
                    }
                }
            }
            """, configuration: bareProgressViews),
        // VoiceOver reads the section's header, "Suggested servers", before the spinner.
        Example("""
            struct ServerPicker: View {
                var body: some View {
                    List {
                        Section("Suggested servers") {
                            if servers.isEmpty {
                                ProgressView()
                            } else {
                                ForEach(servers) { Text($0.name) }
                            }
                        }
                        Section {
                            HStack { Spacer(); ProgressView(); Spacer() }
                        } header: {
                            Text("Recently used")
                        }
                    }
                }
            }
            """, configuration: bareProgressViews),
        // A label on the row around the spinner names it.
        Example("""
            struct LoadMoreRow: View {
                var body: some View {
                    HStack {
                        Spacer()
                        ProgressView()
                        Spacer()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Loading more posts")
                }
            }
            """, configuration: bareProgressViews),
        // A thumbnail's placeholder: the other branch is the picture itself.
        Example("""
            struct Thumbnail: View {
                @State private var image: UIImage?
                var body: some View {
                    if let image {
                        Image(uiImage: image).resizable().scaledToFill()
                    } else {
                        RoundedRectangle(cornerRadius: 8)
                            .fill(.quaternary)
                            .overlay { ProgressView() }
                    }
                }
            }
            """, configuration: bareProgressViews),
        // The same through a helper used in a switch whose loaded case shows only the image.
        Example("""
            struct RemoteImage: View {
                var body: some View {
                    switch state {
                    case .loading: placeholder
                    case .loaded(let image): picture(image)
                    case .failed: Text("Could not load the image")
                    }
                }
                private var placeholder: some View {
                    ZStack { Color.gray.opacity(0.2); ProgressView() }
                }
                private func picture(_ image: UIImage) -> some View {
                    Image(uiImage: image).resizable().scaledToFit()
                }
            }
            """, configuration: bareProgressViews),
        // An image's own placeholder while it downloads (reduced from real code).
        Example("""
            struct SponsorLogo: View {
                var body: some View {
                    AsyncImage(url: logoURL) { image in
                        image.resizable().scaledToFit()
                    } placeholder: {
                        ProgressView().controlSize(.mini)
                    }
                }
            }
            """, configuration: bareProgressViews),
    ]
}
