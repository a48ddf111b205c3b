import RuleEngine

extension ModalWithoutEscapeRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct Gallery: View {
                @State private var showPlayer = false
                var body: some View {
                    Button("Play") { showPlayer = true }
                        .↓fullScreenCover(isPresented: $showPlayer) {
                            VideoPlayer(player: player)
                        }
                }
            }
            """),
        Example("""
            struct Onboarding: View {
                @State private var showIntro = true
                var body: some View {
                    Home()
                        .↓fullScreenCover(isPresented: $showIntro) {
                            introPages
                        }
                }
                private var introPages: some View {
                    TabView {
                        Text("Welcome")
                        Text("Track your habits")
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
        Example("""
            struct PhotoGrid: View {
                @State private var selected: Photo?
                var body: some View {
                    Grid(photos: photos, onSelect: { selected = $0 })
                        .↓fullScreenCover(item: $selected) { photo in
                            PhotoViewer(photo: photo)
                        }
                }
            }
            struct PhotoViewer: View {
                let photo: Photo
                var body: some View {
                    AsyncImage(url: photo.url)
                        .onTapGesture(count: 2) { zoom() }
                }
            }
            """),
        Example("""
            struct Paywall: View {
                @State private var isShown = false
                var body: some View {
                    Feed()
                        .task { isShown = await shouldShowPaywall() }
                        .↓fullScreenCover(isPresented: $isShown, onDismiss: { track() }) {
                            VStack {
                                Text("Go Premium")
                                Button("Subscribe") { subscribe() }
                            }
                        }
                }
            }
            """),
        Example("""
            struct Camera: View {
                @State private var scanning = false
                var body: some View {
                    Button("Scan") { scanning = true }
                        .↓fullScreenCover(isPresented: $scanning, content: {
                            ScannerOverlay()
                        })
                }
            }
            struct ScannerOverlay: View {
                var body: some View {
                    ZStack {
                        Color.black
                        Text("Point at a code")
                    }
                }
            }
            """),
        Example("""
            struct Story: View {
                @State private var isPresented = false
                var body: some View {
                    Button { isPresented = true } label: { Thumbnail() }
                        .↓fullScreenCover(isPresented: $isPresented) {
                            storyPage
                        }
                }
                @ViewBuilder private var storyPage: some View {
                    Image("story")
                        .resizable()
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A Close button that dismisses.
        Example("""
            struct Gallery: View {
                @State private var showPlayer = false
                var body: some View {
                    Button("Play") { showPlayer = true }
                        .fullScreenCover(isPresented: $showPlayer) {
                            NavigationStack {
                                VideoPlayer(player: player)
                                    .toolbar { Button("Close") { showPlayer = false } }
                            }
                        }
                }
            }
            """),
        // The content dismisses itself.
        Example("""
            struct PhotoGrid: View {
                @State private var selected: Photo?
                var body: some View {
                    Grid(photos: photos)
                        .fullScreenCover(item: $selected) { photo in PhotoViewer(photo: photo) }
                }
            }
            struct PhotoViewer: View {
                @Environment(\\.dismiss) private var dismiss
                let photo: Photo
                var body: some View {
                    AsyncImage(url: photo.url)
                        .accessibilityAction(.escape) { dismiss() }
                }
            }
            """),
        // A helper that toggles the binding.
        Example("""
            struct VideoCell: View {
                @State private var isFullScreen = false
                var body: some View {
                    player.fullScreenCover(isPresented: $isFullScreen) { modalPreview }
                }
                private var modalPreview: some View {
                    NavigationStack {
                        player.toolbar { Button { isFullScreen.toggle() } label: { Image(systemName: "xmark") } }
                    }
                }
            }
            """),
        // The binding is passed to the content.
        Example("""
            struct Root: View {
                @State private var showLogin = true
                var body: some View {
                    Home().fullScreenCover(isPresented: $showLogin) { LoginFlow(isPresented: $showLogin) }
                }
            }
            """),
        // A view from another file or a stored view: the rule cannot see their buttons.
        Example("""
            struct Cover<Content: View>: View {
                @State private var isShown = false
                let content: Content
                var body: some View {
                    Button("Open") { isShown = true }
                        .fullScreenCover(isPresented: $isShown) { content }
                }
            }
            """),
        Example("""
            struct Root: View {
                @State private var showEditor = false
                var body: some View {
                    Home().fullScreenCover(isPresented: $showEditor) { EditorScreen() }
                }
            }
            """),
        // A system controller brings its own Cancel.
        Example("""
            struct Composer: View {
                @State private var showCamera = false
                var body: some View {
                    Button("Camera") { showCamera = true }
                        .fullScreenCover(isPresented: $showCamera) { CameraPicker(image: $image) }
                }
            }
            struct CameraPicker: UIViewControllerRepresentable {
                @Binding var image: UIImage?
                func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
                func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
            }
            """),
        // A sheet can be swiped down and escaped.
        Example("""
            struct Gallery: View {
                @State private var showPlayer = false
                var body: some View {
                    Button("Play") { showPlayer = true }
                        .sheet(isPresented: $showPlayer) { VideoPlayer(player: player) }
                }
            }
            """),
        // Bound to something the rule cannot follow.
        Example("""
            struct Home: View {
                @Bindable var store: StoreOf<Home>
                var body: some View {
                    Menu()
                        .fullScreenCover(item: $store.scope(state: \\.game, action: \\.game)) { store in
                            GameView(store: store)
                        }
                }
            }
            """),
    ]
}
