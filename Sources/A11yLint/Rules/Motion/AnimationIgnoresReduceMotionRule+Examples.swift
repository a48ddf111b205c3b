import RuleEngine

extension AnimationIgnoresReduceMotionRule {
    static let triggeringExamples: [Example] = [
        // One caller drives the progress with a pinch: the rows shrink and slide as it changes.
        Example("""
            struct ErrorRow: View {
                let pinchProgress: CGFloat
                var body: some View {
                    Text("Error")
                        .scaleEffect(1 - pinchProgress * 0.5)
                        .offset(y: pinchProgress * 40)
                        .↓animation(.spring(), value: pinchProgress)
                }
            }

            struct ResultsList: View {
                @State private var progress: CGFloat = 0
                var body: some View {
                    VStack {
                        ErrorRow(pinchProgress: 0)
                        ErrorRow(pinchProgress: progress)
                    }
                }
            }
            """),
        // The helper also scales the rings with the same value: they grow and shrink forever.
        Example("""
            struct NearbySearch: View {
                @State private var pulsing = false
                private var ringOpacity: Double { pulsing ? 1 : 0.4 }
                private var ringScale: Double { pulsing ? 1 : 0.8 }
                var body: some View {
                    rings()
                        .↓animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
                        .onAppear { pulsing = true }
                }
                func rings() -> some View {
                    Circle().stroke(.white).frame(width: 160, height: 160)
                        .opacity(ringOpacity)
                        .scaleEffect(ringScale)
                }
            }
            """),
        // The list calls `onReady` when it appears: the panel slides by itself.
        Example("""
            struct ThemeEditor: View {
                @State private var showsCustom = false
                var body: some View {
                    GeometryReader { proxy in
                        HStack(spacing: 0) {
                            PresetList(onReady: {
                                ↓withAnimation(.spring(response: 0.4, dampingFraction: 0.9)) { showsCustom = true }
                            })
                            .frame(width: proxy.size.width)
                            CustomEditor()
                                .frame(width: proxy.size.width)
                        }
                        .offset(x: showsCustom ? -proxy.size.width : 0)
                    }
                }
            }

            private struct PresetList: View {
                let onReady: () -> Void
                var body: some View {
                    Button("Custom…", action: onReady)
                        .onAppear { onReady() }
                }
            }
            """),
        // The view of this file the value is handed to scales with it.
        Example("""
            struct RouteMap: View {
                @State private var pulse: CGFloat = 1
                var body: some View {
                    PulseRing(scale: pulse)
                        .↓animation(.easeInOut(duration: 1.3).repeatForever(autoreverses: true), value: pulse)
                        .onAppear { pulse = 1.6 }
                }
            }

            private struct PulseRing: View {
                var scale: CGFloat
                var body: some View {
                    Circle().stroke(.orange).frame(width: 40, height: 40).scaleEffect(scale)
                }
            }
            """),
        // A tap that zooms a photo as well as sliding it is more than a panel's slide.
        Example("""
            struct PhotoTile: View {
                @State private var isEnlarged = false
                var body: some View {
                    Image("photo")
                        .scaleEffect(isEnlarged ? 2 : 1)
                        .offset(y: isEnlarged ? 100 : 0)
                        .onTapGesture { ↓withAnimation(.spring()) { isEnlarged.toggle() } }
                }
            }
            """),
        // A star spinning in from -72°: only the resting angle is a literal, the turn is a fifth of a circle.
        Example("""
            struct RatingStars: View {
                @State private var show = false
                var body: some View {
                    Image(systemName: "star.fill")
                        .rotationEffect(show ? .zero : .degrees(-72))
                        .↓animation(.bouncy(duration: 0.6), value: show)
                        .onAppear { show = true }
                }
            }
            """),
        // Closing a photo that zooms back into its thumbnail.
        Example("""
            struct PhotoGrid: View {
                @Namespace private var photos
                @State private var expanded: Photo?
                var body: some View {
                    ZStack {
                        Grid(photos: store.photos, namespace: photos) { expanded = $0 }
                        if let expanded {
                            PhotoView(photo: expanded)
                                .matchedGeometryEffect(id: expanded.id, in: photos)
                                .transition(.scale)
                                .onTapGesture { ↓withAnimation(.spring()) { self.expanded = nil } }
                        }
                    }
                }
            }
            """),
        // A large success symbol zooming in from nothing as the screen appears.
        Example("""
            struct OrderPlaced: View {
                @State private var done = false
                var body: some View {
                    VStack {
                        if done {
                            Image(systemName: "checkmark.circle.fill")
                                .font(.system(size: 80))
                                .transition(.scale)
                        }
                    }
                    .onAppear { ↓withAnimation(.spring()) { done = true } }
                }
            }
            """),
        // Seed 002 Pattern 4 before the fix: a spring scale on a milestone.
        // The state pulses a colour but also drives a shape's phase: the wave moves.
        Example("""
            struct SendingIndicator: View {
                @State private var phase: CGFloat = 0
                var body: some View {
                    WaveShape(phase: phase)
                        .foregroundStyle(phase > 0 ? .blue : .gray)
                        .onAppear {
                            ↓withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = 1 }
                        }
                }
            }
            """),
        Example("""
            struct MilestoneCelebrationView: View {
                @State private var showContent = false

                var body: some View {
                    VStack {
                        Image(systemName: "trophy.fill")
                            .scaleEffect(showContent ? 1.0 : 0.5)
                    }
                    .↓animation(.spring(), value: showContent)
                    .onAppear { showContent = true }
                }
            }
            """),
        // An illustration larger than an indicator spins round when it appears.
        Example("""
            struct UnlockedBadge: View {
                @State private var isShown = false

                var body: some View {
                    Image("badge-unlocked")
                        .resizable()
                        .frame(width: 120, height: 120)
                        .rotationEffect(.degrees(isShown ? 360 : 0))
                        .↓animation(.easeOut(duration: 0.8), value: isShown)
                        .onAppear { isShown = true }
                }
            }
            """),
        // Seed 002 Pitfall 3: infinite pulsing (high).
        Example("""
            struct PulsingDot: View {
                @State private var isPulsing = false

                var body: some View {
                    Circle()
                        .fill(.red)
                        .scaleEffect(isPulsing ? 1.3 : 1)
                        .↓animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: isPulsing)
                        .onAppear { isPulsing = true }
                }
            }
            """),
        // Seed 002 Pitfall 6: confetti with no Reduce Motion check (high).
        Example("""
            struct GoalReachedView: View {
                @State private var confettiTrigger = 0

                var body: some View {
                    Text("Goal reached!")
                        .↓confettiCannon(trigger: $confettiTrigger, num: 50)
                }
            }
            """),
        Example("""
            struct FlipCard: View {
                @State private var isFlipped = false

                var body: some View {
                    CardFace(isFlipped: isFlipped)
                        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                        .onTapGesture {
                            ↓withAnimation(.easeInOut(duration: 0.6)) { isFlipped.toggle() }
                        }
                }
            }
            """),
        Example("""
            struct ExpandableRow: View {
                @State private var isExpanded = false

                var body: some View {
                    VStack {
                        header
                        if isExpanded {
                            details.transition(.scale.combined(with: .opacity))
                        }
                    }
                }

                private var header: some View {
                    Button("Details") {
                        ↓withAnimation(.bouncy) { isExpanded.toggle() }
                    }
                }
            }
            """),
        // A mascot that hops forever, started by nothing the user did (high).
        Example("""
            struct HoppingMascot: View {
                var body: some View {
                    Image("mascot")
                        .↓phaseAnimator([0.0, -24.0]) { content, height in
                            content.offset(y: height)
                        }
                }
            }
            """),
        Example("""
            struct NotificationBell: View {
                let unread: Int

                var body: some View {
                    #if os(iOS)
                    Image(systemName: "bell")
                        .↓symbolEffect(.bounce, value: unread)
                    #endif
                }
            }
            """),
        // The spring is off only while loading: the card still springs on its own otherwise.
        Example("""
            struct LoadingCard: View {
                @State private var scale: CGFloat = 1
                let isLoading: Bool

                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .scaleEffect(scale)
                        .↓animation(isLoading ? .none : .spring(), value: scale)
                        .onAppear { scale = 2 }
                }
            }
            """),
        // Drawn while there is news, its bounce follows a count that keeps changing on screen.
        Example("""
            struct BadgeBell: View {
                let unread: Int

                var body: some View {
                    if unread > 0 {
                        Image(systemName: "bell.badge")
                            .↓symbolEffect(.bounce, value: unread)
                    }
                }
            }
            """),
        // A button's bell bouncing on news from elsewhere: the button itself only opens the inbox.
        Example("""
            struct InboxButton: View {
                let inbox: InboxModel
                @State private var isShowingInbox = false

                var body: some View {
                    Button { isShowingInbox = true } label: { Image(systemName: "bell") }
                        .↓symbolEffect(.bounce, value: inbox.unreadCount)
                }
            }
            """),
        Example("""
            struct SwipeHint: View {
                @State private var nudge: CGFloat = 0
                var body: some View { arrow }
            }

            extension SwipeHint {
                var arrow: some View {
                    Image(systemName: "chevron.right")
                        .offset(x: nudge)
                        .onAppear {
                            ↓withAnimation(.easeInOut.repeatForever()) { nudge = 8 }
                        }
                }
            }
            """),
        // The state reaches the effect through a local constant: the view slides.
        Example("""
            struct NudgingArrow: View {
                @State private var isNudging = false
                var body: some View {
                    let shift: CGFloat = isNudging ? 8 : 0
                    Image(systemName: "chevron.right")
                        .offset(x: shift)
                        .onAppear {
                            ↓withAnimation(.easeInOut.repeatForever()) { isNudging = true }
                        }
                }
            }
            """),
        // A method of a model the view holds changes the model, and the panel reading it slides in by itself.
        Example("""
            struct DrawerScreen: View {
                @State private var drawer = DrawerModel()
                var body: some View {
                    DrawerPanel()
                        .offset(x: drawer.isOpen ? 0 : -300)
                        .onAppear { ↓withAnimation(.spring) { drawer.open() } }
                }
            }
            """),
        // The state reaches the effect through a computed property.
        Example("""
            struct PressableTile: View {
                @State private var isPressed = false
                private var scale: CGFloat { isPressed ? 1.4 : 1 }

                var body: some View {
                    Tile()
                        .scaleEffect(scale)
                        .onTapGesture { ↓withAnimation(.bouncy) { self.isPressed.toggle() } }
                }
            }
            """),
        // Issue 18: the type reads Reduce Motion for the badge, but the banner's spring is not covered by it.
        Example("""
            struct RewardScreen: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var isShown = false

                var body: some View {
                    VStack {
                        Badge()
                            .scaleEffect(isShown ? 1 : 0.3)
                            .animation(reduceMotion ? nil : .spring(), value: isShown)
                        Banner()
                            .offset(y: isShown ? 0 : -200)
                            .↓animation(.spring(), value: isShown)
                    }
                    .onAppear { isShown = true }
                }
            }
            """),
        Example("""
            struct StreakView: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var flameScale: CGFloat = 1

                var body: some View {
                    Image(systemName: "flame.fill")
                        .scaleEffect(flameScale)
                        .onAppear {
                            ↓withAnimation(.spring(duration: 0.6, bounce: 0.5)) { flameScale = 1.8 }
                        }
                        .onChange(of: reduceMotion) { _, reduced in if reduced { flameScale = 1 } }
                }
            }
            """),
        // A view that zooms in from half its size.
        Example("""
            struct ResultCard: View {
                @State private var showsResult = false

                var body: some View {
                    VStack {
                        if showsResult {
                            ScoreView().transition(.scale(scale: 0.5).combined(with: .opacity))
                        }
                    }
                    .task { ↓withAnimation(.bouncy) { showsResult = true } }
                }
            }
            """),
        // Parallax: the header drifts at a different speed from the scrolling content.
        Example("""
            struct ParallaxHeader: View {
                @State private var scrollOffset: CGFloat = 0

                var body: some View {
                    Image("hero")
                        .offset(y: scrollOffset * 0.4)
                        .↓animation(.easeOut, value: scrollOffset)
                        .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in
                            scrollOffset = new
                        }
                }
            }
            """),
        // A large logo that spins forever is no small activity indicator (high).
        Example("""
            struct SplashLogo: View {
                @State private var angle = 0.0

                var body: some View {
                    Image("logo")
                        .resizable()
                        .frame(width: 180, height: 180)
                        .rotationEffect(.degrees(angle))
                        .↓animation(.linear(duration: 4).repeatForever(autoreverses: false), value: angle)
                        .onAppear { angle = 360 }
                }
            }
            """),
        // A type that reads Reduce Motion for one animation: the others still need their own guard (issue 18).
        Example("""
            struct GoalReachedView: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var filled = false
                @State private var shown = false

                var body: some View {
                    VStack {
                        Circle()
                            .scaleEffect(filled ? 1.2 : 1)
                            .animation(reduceMotion ? nil : .easeOut, value: filled)
                        Text("Goal reached")
                            .offset(y: shown ? 0 : 120)
                            .↓animation(.spring(), value: shown)
                    }
                    .onAppear {
                        filled = true
                        shown = true
                    }
                }
            }
            """),
        Example("""
            struct SavedToast: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var offset: CGFloat = 200
                @State private var spin = false

                var body: some View {
                    Text("Saved")
                        .offset(y: offset)
                        .rotationEffect(.degrees(spin ? 360 : 0))
                        .onAppear {
                            ↓withAnimation(.spring()) { offset = 0 }
                            if !reduceMotion { withAnimation(.linear) { spin = true } }
                        }
                }
            }
            """),
        // An `if` on the setting earlier in a view builder draws another view; it does not cover the views after it.
        Example("""
            struct AwardBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var pop = false

                var body: some View {
                    VStack {
                        if reduceMotion {
                            Image(systemName: "star.fill")
                        } else {
                            Image(systemName: "sparkles").symbolEffect(.pulse)
                        }
                        Image(systemName: "rosette")
                            .scaleEffect(pop ? 1.5 : 1)
                            .↓animation(.spring(), value: pop)
                    }
                    .onAppear { pop = true }
                }
            }
            """),
        // A caller that reads the setting for its own animation does not guard the views it shows.
        Example("""
            struct BouncingArrow: View {
                @State private var up = false

                var body: some View {
                    Image(systemName: "arrow.down")
                        .offset(y: up ? -20 : 0)
                        .↓animation(.spring().repeatForever(), value: up)
                        .onAppear { up = true }
                }
            }

            struct OnboardingPage: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var shown = false

                var body: some View {
                    VStack {
                        Text("Swipe down").scaleEffect(shown ? 1 : 0.5)
                            .animation(reduceMotion ? nil : .spring(), value: shown)
                        BouncingArrow()
                    }
                    .onAppear { shown = true }
                }
            }
            """),
        // The branch that runs with Reduce Motion on is no guard: the implicit animation still springs the flip.
        Example("""
            struct FlashCard: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var flipped = false

                var body: some View {
                    Text("Question")
                        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                        .↓animation(.spring(), value: flipped)
                        .onTapGesture {
                            if reduceMotion {
                                flipped.toggle()
                            } else {
                                withAnimation(.spring()) { flipped.toggle() }
                            }
                        }
                }
            }
            """),
        // Issue 18: a custom GeometryEffect shake, started by itself when the view appears.
        Example("""
            struct ReminderBell: View {
                @State private var ring = false
                var body: some View {
                    Image(systemName: "bell.fill")
                        .modifier(Wobble(animatableData: ring ? 1 : 0))
                        .onAppear {
                            ↓withAnimation(.easeInOut(duration: 1)) { ring = true }
                        }
                }
            }

            private struct Wobble: GeometryEffect {
                var animatableData: CGFloat
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(rotationAngle: sin(animatableData * .pi * 8) / 10))
                }
            }
            """),
        // Issue 18: a shake on a wrong passcode, animated by an implicit animation.
        Example("""
            struct PasscodeView: View {
                @State private var attempts = 0
                var body: some View {
                    SecureField("Passcode", text: $code)
                        .modifier(Shake(animatableData: CGFloat(attempts)))
                        .↓animation(.default, value: attempts)
                }
            }

            struct Shake: GeometryEffect {
                var animatableData: CGFloat
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
                }
            }
            """),
        // Issue 18: a carousel a timer advances by itself.
        Example("""
            struct FeaturedCarousel: View {
                @State private var page = 0
                private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

                var body: some View {
                    TabView(selection: $page) {
                        ForEach(slides.indices, id: \\.self) { index in
                            SlideView(slide: slides[index]).tag(index)
                        }
                    }
                    .tabViewStyle(.page)
                    .onReceive(timer) { _ in
                        ↓withAnimation { page = (page + 1) % slides.count }
                    }
                }
            }
            """),
        // A carousel advanced by a delay that schedules itself again: a timer by another name.
        Example("""
            struct PromoBanner: View {
                @State private var slide = 0
                var body: some View {
                    TabView(selection: $slide) {
                        ForEach(promos.indices, id: \\.self) { PromoView(promo: promos[$0]).tag($0) }
                    }
                    .tabViewStyle(.page)
                    .onAppear(perform: scheduleNext)
                }

                private func scheduleNext() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
                        ↓withAnimation { slide = (slide + 1) % promos.count }
                        scheduleNext()
                    }
                }
            }
            """),
        // Issue 18: a news ticker scrolled by a sleeping loop.
        Example("""
            struct HeadlineTicker: View {
                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView(.horizontal) {
                            LazyHStack { ForEach(headlines) { Text($0.title).id($0.id) } }
                        }
                        .task {
                            var index = 0
                            while !Task.isCancelled {
                                try? await Task.sleep(for: .seconds(4))
                                index = (index + 1) % headlines.count
                                ↓withAnimation { proxy.scrollTo(headlines[index].id) }
                            }
                        }
                    }
                }
            }
            """),
        // `Animation.` spelled out is still one of SwiftUI's own curves.
        Example("""
            struct DrawerView: View {
                @State private var isOpen = false

                var body: some View {
                    SidePanel()
                        .offset(x: isOpen ? 0 : -320)
                        .↓animation(Animation.spring(response: 0.4).delay(0.1), value: isOpen)
                        .onAppear { isOpen = true }
                }
            }
            """),
        // The value is a computed property; the slide reads the state it is computed from.
        Example("""
            struct WelcomeBanner: View {
                @State private var hasAppeared = false
                private var bannerOpacity: Double { hasAppeared ? 1 : 0 }

                var body: some View {
                    Text("Welcome")
                        .opacity(bannerOpacity)
                        .offset(y: hasAppeared ? 0 : 200)
                        .↓animation(.default, value: bannerOpacity)
                        .onAppear { hasAppeared = true }
                }
            }
            """),
        // An animation held in a property of the same type is one the file shows.
        Example("""
            struct BadgeView: View {
                @State private var pop = false
                private let popAnimation = Animation.spring(response: 0.3, dampingFraction: 0.4)

                var body: some View {
                    Image(systemName: "star.fill")
                        .scaleEffect(pop ? 1.8 : 1)
                        .↓animation(popAnimation, value: pop)
                        .onAppear { pop = true }
                }
            }
            """),
        // The helper's default scale halves the view: no small feedback.
        Example("""
            extension View {
                func pressBounce(isPressed: Bool, amount: Double = 0.5) -> some View {
                    self
                        .scaleEffect(isPressed ? amount : 1.0)
                        .↓animation(.spring(response: 0.3, dampingFraction: 0.4), value: isPressed)
                }
            }
            """),
        // Nested branches spread from 0.6 to 1.4: a zoom, not press or focus feedback.
        Example("""
            struct PopButtonStyle: ButtonStyle {
                @Environment(\\.isFocused) private var isFocused

                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .scaleEffect(configuration.isPressed ? 0.6 : (isFocused ? 1.4 : 1))
                        .↓animation(.spring(), value: isFocused)
                }
            }
            """),
        // A flick spins the card: nothing followed the finger, the motion is the animation's.
        Example("""
            struct FlickCard: View {
                @State private var turns: Double = 0

                var body: some View {
                    CardView()
                        .rotationEffect(.degrees(turns * 360))
                        .gesture(DragGesture().onEnded { _ in
                            ↓withAnimation(.spring()) { turns += 1 }
                        })
                }
            }
            """),
        // Typing sends a badge flying far up the screen: more than a caption giving way.
        Example("""
            struct CheerField: View {
                @Binding var text: String

                var body: some View {
                    ZStack(alignment: .leading) {
                        Text("Nice!").offset(y: text.isEmpty ? 0 : -300)
                        TextField("Name", text: $text)
                    }
                    .↓animation(.default, value: text.isEmpty)
                }
            }
            """),
        // Dragged past a threshold, a panel springs open: the animation is not the finger's.
        Example("""
            struct PullPanel: View {
                @State private var isOpen = false

                var body: some View {
                    PanelView()
                        .offset(y: isOpen ? 0 : 400)
                        .rotationEffect(.degrees(isOpen ? 0 : 30))
                        .gesture(DragGesture().onChanged { value in
                            if value.translation.height < -80 {
                                ↓withAnimation(.spring()) { isOpen = true }
                            }
                        })
                }
            }
            """),
        // Drawn whatever the state, the badge grows when it changes.
        Example("""
            struct GrowingBadge: View {
                @State private var showsCelebration = false
                var body: some View {
                    Image(systemName: "checkmark.circle.fill")
                        .accessibilityLabel("Done")
                        .scaleEffect(showsCelebration ? 1 : 0.5)
                        .onAppear {
                            ↓withAnimation(.spring) { showsCelebration = true }
                        }
                }
            }
            """),
        // Framed large, the loading artwork is a big turning picture, not an indicator.
        Example("""
            struct LoadingHero: View {
                @State private var isSpinning = false
                var body: some View {
                    Image("loading_ring")
                        .resizable()
                        .frame(width: 120, height: 120)
                        .accessibilityHidden(true)
                        .rotationEffect(.degrees(isSpinning ? 360 : 0))
                        .↓animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                        .onAppear { isSpinning = true }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Every caller passes the same progress: the value never changes, so nothing is animated.
        Example("""
            struct ErrorRow: View {
                let pinchProgress: CGFloat
                var body: some View {
                    Text("Error")
                        .scaleEffect(1 - pinchProgress * 0.5)
                        .offset(y: pinchProgress * 40)
                        .animation(.spring(), value: pinchProgress)
                }
            }

            struct ResultsList: View {
                var body: some View {
                    VStack {
                        ErrorRow(pinchProgress: 0)
                        ErrorRow(pinchProgress: 0)
                    }
                }
            }
            """),
        // The rings only pulse their opacity, read through a computed property in a helper of the type.
        Example("""
            struct NearbySearch: View {
                @State private var pulsing = false
                private var ringOpacity: Double { pulsing ? 1 : 0.4 }
                var body: some View {
                    rings()
                        .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
                        .onAppear { pulsing = true }
                }
                func rings() -> some View {
                    ZStack {
                        ring(opacity: ringOpacity, size: 120)
                        ring(opacity: ringOpacity, size: 200)
                    }
                }
                func ring(opacity: Double, size: CGFloat) -> some View {
                    Circle().stroke(.white).frame(width: size, height: size).opacity(opacity)
                }
            }
            """),
        // The panel slides when the user taps a button of the list: `onShowCustom` is called only from it.
        Example("""
            struct ThemeEditor: View {
                @State private var showsCustom = false
                var body: some View {
                    GeometryReader { proxy in
                        HStack(spacing: 0) {
                            PresetList(onShowCustom: {
                                withAnimation(.spring(response: 0.4, dampingFraction: 0.9)) { showsCustom = true }
                            })
                            .frame(width: proxy.size.width)
                            CustomEditor()
                                .frame(width: proxy.size.width)
                        }
                        .offset(x: showsCustom ? -proxy.size.width : 0)
                    }
                }
            }

            private struct PresetList: View {
                let onShowCustom: () -> Void
                var body: some View {
                    Button("Custom…", action: onShowCustom)
                }
            }
            """),
        // The menu slides in on the user's tap; putting it back closed when the screen shows starts nothing.
        Example("""
            struct HomeScreen: View {
                @State private var showsMenu = false

                var body: some View {
                    ZStack {
                        FeedView()
                        SideMenu()
                            .offset(x: showsMenu ? 0 : -300)
                            .animation(.easeInOut, value: showsMenu)
                        Button("Menu") { showsMenu.toggle() }
                    }
                    .onAppear { showsMenu = false }
                }
            }
            """),
        // A floating label: the caption rises a line above the field as the user starts typing.
        Example("""
            struct FloatingField: View {
                let label: String
                @Binding var text: String

                var body: some View {
                    ZStack(alignment: .leading) {
                        Text(label).offset(y: text.isEmpty ? 0 : -28)
                        TextField("", text: $text)
                    }
                    .animation(.default, value: text.isEmpty)
                }
            }
            """),
        // The card follows the finger, tilting as it goes; the animation smooths the user's own drag.
        Example("""
            struct SwipeCard: View {
                @State private var card: Card

                var body: some View {
                    Image(card.photo)
                        .accessibilityLabel(card.name)
                        .offset(x: card.x, y: card.y)
                        .rotationEffect(.degrees(card.degree))
                        .gesture(DragGesture().onChanged({ value in
                            withAnimation(.default) {
                                card.x = value.translation.width
                                withAnimation { card.degree = Double(value.translation.width / 25) }
                            }
                        }))
                }
            }
            """),
        // The pinch's value, worked out into a constant first, still follows the fingers.
        Example("""
            struct ZoomablePoster: View {
                let poster: Image
                @State private var transform = CGAffineTransform.identity
                @State private var lastTransform = CGAffineTransform.identity
                var body: some View {
                    poster
                        .scaleEffect(x: transform.a, y: transform.d)
                        .offset(x: transform.tx, y: transform.ty)
                        .accessibilityLabel("Poster")
                        .gesture(MagnifyGesture().onChanged { value in
                            let pinch = CGAffineTransform(scaleX: value.magnification, y: value.magnification)
                            withAnimation(.interactiveSpring) { transform = lastTransform.concatenating(pinch) }
                        })
                }
            }
            """),
        // A bounce whose value is a literal: it plays only when the value changes, so never.
        Example("""
            struct TaskRow: View {
                let task: TaskItem
                var body: some View {
                    Label(task.title, systemImage: "checkmark.circle")
                        .symbolEffect(.bounce, value: 3)
                }
            }
            """),
        // No animation while the fingers pinch; the photo springs back when they lift.
        Example("""
            struct PinchToZoom: ViewModifier {
                @State var scale: CGFloat = 1
                @State var offset: CGSize = .zero
                @State var isPinching = false

                func body(content: Content) -> some View {
                    content
                        .scaleEffect(scale)
                        .offset(offset)
                        .animation(isPinching ? .none : .spring())
                        .overlay(PinchRecognizer(scale: $scale, offset: $offset, isPinching: $isPinching))
                }
            }
            """),
        // A bounce drawn only while its value is true: the value never changes while it is on screen.
        Example("""
            struct RestTimer: View {
                let finished: Bool
                var body: some View {
                    HStack {
                        Text("Rest")
                        if finished {
                            Image(systemName: "checkmark.circle.fill")
                                .symbolEffect(.bounce, value: finished)
                        }
                    }
                }
            }
            """),
        // A photo zoomed by the user's double tap, and a pinch that springs back when the fingers lift (its
        // closures in parentheses): the zoom they asked for.
        Example("""
            struct ZoomablePhoto: View {
                let photo: UIImage
                @State private var scale: CGFloat = 1
                @State private var pinch: CGFloat = 1

                var body: some View {
                    VStack {
                        Image(uiImage: photo)
                            .resizable()
                            .scaledToFit()
                            .scaleEffect(scale)
                            .accessibilityLabel("Photo")
                            .onTapGesture(count: 2) {
                                withAnimation(.spring()) { scale = scale > 1 ? 1 : 3 }
                            }
                        Image(uiImage: photo)
                            .resizable()
                            .scaledToFit()
                            .scaleEffect(pinch)
                            .accessibilityLabel("Photo")
                            .gesture(MagnificationGesture().onChanged({ value in
                                pinch = value
                            }).onEnded({ _ in
                                withAnimation(.spring()) { pinch = 1 }
                            }))
                    }
                }
            }
            """),
        // An arc turning forever is an activity indicator; its size comes from elsewhere (a literal frame over 64
        // pt would make it a large one, reported).
        Example("""
            struct LoaderSpinner: View {
                let size: CGFloat
                @State private var angle: Angle = .degrees(0)
                var body: some View {
                    Circle()
                        .trim(from: 0, to: 0.25)
                        .stroke(.blue, lineWidth: 8)
                        .rotationEffect(angle)
                        .frame(height: size)
                        .onAppear {
                            withAnimation(.linear(duration: 1.4).repeatForever(autoreverses: false)) {
                                angle = .degrees(360)
                            }
                        }
                }
            }
            """),
        // A wrong PIN shakes the dots by 10 pt either way and back: a nudge, kept in a state set only to literals.
        Example("""
            struct ConfirmPinView: View {
                @State private var pin = ""
                @State private var shakeOffset: CGFloat = 0
                var body: some View {
                    VStack {
                        PinDots(count: pin.count).offset(x: shakeOffset)
                        TextField("PIN", text: $pin).onChange(of: pin) { _, entered in verify(entered) }
                    }
                }

                private func verify(_ entered: String) {
                    Task { @MainActor in
                        withAnimation(.default) { shakeOffset = 10 }
                        try? await Task.sleep(for: .milliseconds(100))
                        withAnimation(.default) { shakeOffset = -10 }
                        try? await Task.sleep(for: .milliseconds(100))
                        withAnimation(.default) { shakeOffset = 0 }
                    }
                }
            }
            """),
        // Nothing a view reads changes: an empty closure, and a phase no view looks at (the shimmer is static).
        Example("""
            struct SkeletonCard: View {
                @State private var phase: CGFloat = 0
                @State private var logoScale: CGFloat = 0.6
                var body: some View {
                    VStack {
                        Image("logo").scaleEffect(logoScale)
                        RoundedRectangle(cornerRadius: 6).fill(.gray.opacity(0.3)).frame(height: 22)
                        Button("Sign in", action: signIn)
                    }
                    .onAppear { withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) { phase = 1 } }
                }

                private func signIn() {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                        // press feedback
                    }
                    Task { await session.signIn() }
                }
            }
            """),
        // Closing what the user dismissed, and a zoom clamped back when the fingers lift.
        Example("""
            struct HoursOverlay: View {
                @Binding var showsHours: Bool
                @State private var zoom: CGFloat = 1
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.7)
                            .onTapGesture { withAnimation(.spring()) { showsHours = false } }
                        HoursCard()
                            .offset(y: showsHours ? 0 : 400)
                            .scaleEffect(zoom)
                            .gesture(
                                MagnificationGesture()
                                    .onChanged { zoom = $0 }
                                    .onEnded { _ in withAnimation(.spring()) { zoom = min(zoom, 4) } }
                            )
                    }
                }
            }
            """),
        // Press feedback written as a size is the same small scale.
        Example("""
            struct PillButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .scaleEffect(configuration.isPressed
                                     ? CGSize(width: 0.95, height: 0.95) : CGSize(width: 1, height: 1))
                        .animation(.interactiveSpring, value: configuration.isPressed)
                }
            }
            """),
        // A card making room for the keyboard the user opened moves as the system's keyboard avoidance does; dots
        // whose looks never change with the value they watch never start their loop.
        Example("""
            struct KeyboardAvoiding: ViewModifier {
                @State private var keyboardHeight: CGFloat = 0
                func body(content: Content) -> some View {
                    content
                        .offset(y: -keyboardHeight)
                        .animation(.easeInOut(duration: 0.3), value: keyboardHeight)
                        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
                            withAnimation(.spring()) { keyboardHeight = 0 }
                        }
                }
            }

            struct StreamingDots: View {
                let isStreaming: Bool
                var body: some View {
                    HStack {
                        ForEach(0..<3, id: \\.self) { index in
                            Circle()
                                .frame(width: 6, height: 6)
                                .animation(.easeInOut.repeatForever().delay(Double(index) * 0.15), value: isStreaming)
                        }
                    }
                }
            }
            """),
        // A method of the viewer's model changes the model, and nothing that moves reads it: the bars fade in and
        // out, and the drag that offsets and scales the viewer is another state.
        Example("""
            struct PhotoViewer: View {
                let session: ViewerSession
                @State private var chrome = ChromeState()
                @State private var dismissOffset: CGFloat = 0
                var body: some View {
                    PhotoPager(session: session, showsCaptions: chrome.isVisible)
                        .toolbarVisibility(chrome.isVisible ? .visible : .hidden, for: .navigationBar)
                        .statusBarHidden(!chrome.isVisible)
                        .offset(y: dismissOffset)
                        .scaleEffect(1 - dismissOffset / 2000)
                        .gesture(DragGesture().onChanged { value in dismissOffset = value.translation.height })
                        .onTapGesture { withAnimation(.easeOut(duration: 0.2)) { chrome.contentTapped() } }
                        .accessibilityAdjustableAction { direction in
                            withAnimation(.snappy) { session.select(direction == .increment ? 1 : -1) }
                        }
                }
            }
            """),
        // A checkmark at text size popping in when editing starts, or when a link is copied: a small layout change.
        Example("""
            struct NotesField: View {
                @Binding var notes: String
                @State private var isEditing = false
                @State private var copied = false
                var body: some View {
                    VStack {
                        TextEditor(text: $notes)
                            .overlay(alignment: .topTrailing) {
                                VStack {
                                    if isEditing {
                                        Button { isEditing = false } label: {
                                            Image(systemName: "checkmark").padding(14)
                                        }
                                        .transition(.scale)
                                    }
                                }
                                .animation(.default, value: isEditing)
                            }
                        Button {
                            withAnimation { copied = true }
                        } label: {
                            HStack {
                                Text("example.com")
                                if copied {
                                    Image(systemName: "checkmark").transition(.scale)
                                } else {
                                    Text("Tap to copy").font(.caption)
                                }
                            }
                        }
                    }
                }
            }
            """),
        // Press feedback kept in a state the type only sets to 0.95 and 1: a pressed button shrinking.
        Example("""
            struct JoinButton: View {
                @State private var scale: CGFloat = 1.0
                var body: some View {
                    Button(action: join) { Text("Join") }
                        .scaleEffect(scale)
                        .animation(.easeInOut(duration: 0.15), value: scale)
                        .simultaneousGesture(DragGesture(minimumDistance: 0)
                            .onChanged { _ in scale = 0.95 }
                            .onEnded { _ in scale = 1.0 })
                }
            }
            """),
        // The thumb slides to the segment the user just tapped, as the system segmented control's does.
        Example("""
            struct SegmentedPicker: View {
                @Binding var selectedIndex: Int
                let options: [String]
                var body: some View {
                    ZStack {
                        GeometryReader { proxy in
                            let thumbWidth = proxy.size.width / CGFloat(options.count)
                            Capsule()
                                .frame(width: thumbWidth)
                                .offset(x: thumbWidth * CGFloat(selectedIndex))
                                .animation(.default, value: selectedIndex)
                        }
                        HStack {
                            ForEach(options.indices, id: \\.self) { index in
                                Button(options[index]) { selectedIndex = index }
                            }
                        }
                    }
                }
            }
            """),
        // The underline moves to the tab the user tapped or swiped to.
        Example("""
            struct FollowTabs: View {
                @State private var selection: Int

                init(startingTab: Int) {
                    self.selection = startingTab
                }

                var body: some View {
                    VStack {
                        HStack {
                            Text("Followers").onTapGesture { withAnimation { selection = 0 } }
                            Text("Following").onTapGesture { withAnimation { selection = 1 } }
                        }
                        .overlay(alignment: .bottomLeading) {
                            Rectangle()
                                .frame(width: 160, height: 1)
                                .offset(x: selection == 0 ? 0 : 160)
                                .animation(.easeInOut, value: selection)
                        }
                        TabView(selection: $selection) {
                            FollowerList().tag(0)
                            FollowingList().tag(1)
                        }
                        .tabViewStyle(.page)
                    }
                }
            }
            """),
        // Endless, but the view of this file it is handed to only fades with it.
        Example("""
            struct RouteMap: View {
                @State private var glow: CGFloat = 0.2
                var body: some View {
                    GlowDot(intensity: glow)
                        .animation(.easeInOut(duration: 1.3).repeatForever(autoreverses: true), value: glow)
                        .onAppear { glow = 1 }
                }
            }

            private struct GlowDot: View {
                var intensity: CGFloat
                var body: some View {
                    Circle().fill(.orange).frame(width: 20, height: 20).opacity(0.35 + 0.65 * intensity)
                }
            }
            """),
        // Endless, but only a colour or an opacity pulses: nothing moves.
        Example("""
            struct SyncBadge: View {
                @State private var tint: Color = .gray
                @State private var isRunning = false
                var body: some View {
                    VStack {
                        Circle()
                            .foregroundStyle(tint)
                            .frame(width: 48, height: 48)
                        Text("Running…")
                            .opacity(isRunning ? 0.5 : 0.25)
                            .animation(.easeInOut.repeatForever(), value: isRunning)
                    }
                    .onAppear {
                        isRunning = true
                        withAnimation(.smooth(duration: 1).repeatForever()) {
                            tint = .blue
                        }
                    }
                }
            }
            """),
        // A progress view style's spinner is the activity indicator `ProgressView` shows.
        Example("""
            struct BrandSpinnerStyle: ProgressViewStyle {
                @State private var isTurning = false
                func makeBody(configuration: Configuration) -> some View {
                    Image("spinner")
                        .resizable()
                        .frame(maxWidth: 48, maxHeight: 48)
                        .rotationEffect(.degrees(isTurning ? 360 : 0))
                        .onAppear {
                            withAnimation(.linear(duration: 0.6).repeatForever(autoreverses: false)) {
                                isTurning = true
                            }
                        }
                }
            }
            """),
        // A glow pulsing forever in the colour of a shadow drawn by an overlay's shape: nothing moves.
        Example("""
            struct NeonRow: View {
                @State private var glow = 0.6
                let title: String
                var body: some View {
                    Text(title)
                        .overlay(
                            RoundedRectangle(cornerRadius: 8)
                                .stroke(Color.pink, lineWidth: 1.5)
                                .shadow(color: Color.pink.opacity(glow), radius: 3)
                        )
                        .onAppear {
                            withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) {
                                glow = 1
                            }
                        }
                }
            }
            """),
        // The pulsing state reaches the view through a local constant, and only as a colour.
        Example("""
            struct ConsentBox: View {
                @Binding var accepted: Bool
                @State private var isPulsing = false
                var body: some View {
                    Toggle("I saved my recovery phrase", isOn: $accepted)
                        .toggleStyle(.button)
                        .overlay { outline }
                        .onAppear {
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) {
                                isPulsing = true
                            }
                        }
                }

                @ViewBuilder
                var outline: some View {
                    let warns = isPulsing && !accepted
                    RoundedRectangle(cornerRadius: 8)
                        .stroke(lineWidth: 2)
                        .foregroundStyle(warns ? Color.red : Color.secondary)
                }
            }
            """),
        // The closure only schedules the change: it runs later, outside the animation's transaction.
        Example("""
            struct LoadingScreen: View {
                @State private var showsEscape = false
                var body: some View {
                    VStack {
                        ProgressView()
                        if showsEscape {
                            Button("Log out") { logOut() }
                                .offset(y: showsEscape ? 0 : 40)
                        }
                    }
                    .onAppear {
                        withAnimation {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 15) { showsEscape = true }
                        }
                    }
                }
            }
            """),
        // A tvOS button style: a press shrinks it and focus lifts it by a few percent, the system's own feedback.
        Example("""
            struct CardButtonStyle: ButtonStyle {
                @Environment(\\.isFocused) private var isFocused

                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .scaleEffect(configuration.isPressed ? 0.95 : (isFocused ? 1.08 : 1.0))
                        .animation(.easeInOut(duration: 0.15), value: isFocused)
                        .animation(.easeInOut(duration: 0.1), value: configuration.isPressed)
                }
            }
            """),
        // Press feedback in a helper for button styles: the parameter's default scale is 0.98.
        Example("""
            extension View {
                func pressFeedback(isPressed: Bool, scale: Double = 0.98) -> some View {
                    self
                        .scaleEffect(isPressed ? scale : 1.0, anchor: .center)
                        .animation(.interpolatingSpring(stiffness: 300, damping: 12), value: isPressed)
                }
            }
            """),
        // An app's own animation declared in another file may turn itself off under Reduce Motion: the rule
        // cannot see what it is, so it stays quiet.
        Example("""
            struct SectionHeader: View {
                @State private var isExpanded = false

                var body: some View {
                    Image(systemName: "chevron.right")
                        .offset(x: isExpanded ? 40 : 0)
                        .animation(.appStandard, value: isExpanded)
                        .onTapGesture { isExpanded.toggle() }
                }
            }
            """),
        Example("""
            struct AchievementBadge: View {
                let title: String
                @State private var isShown = false

                var body: some View {
                    Label(title, systemImage: "medal")
                        .scaleEffect(isShown ? 1 : 0.3)
                        .task { withAnimation(Theme.Motion.emphasised) { isShown = true } }
                }
            }
            """),
        // The animation's value only fades the content; the slide follows another state, unanimated here.
        Example("""
            struct StandByView: View {
                @State private var hasAppeared = false
                @State private var isRaised = false
                private var contentOpacity: Double { hasAppeared ? 1 : 0 }

                var body: some View {
                    VStack {
                        Text("Connecting…")
                            .offset(y: isRaised ? -80 : 0)
                    }
                    .opacity(contentOpacity)
                    .animation(.default, value: contentOpacity)
                    .onAppear { hasAppeared = true }
                }
            }
            """),
        // An offset applied after the animation in the chain is outside the view it animates.
        Example("""
            struct LowerBar: View {
                @State private var showsPreview = false
                let showsPanel: Bool

                var body: some View {
                    PreviewStrip(isShown: showsPreview)
                        .animation(.default, value: showsPreview)
                        .offset(y: showsPanel ? 0 : 50)
                }
            }
            """),
        // A page the user turns with a button is a standard slide.
        Example("""
            struct OnboardingView: View {
                @State private var page = 0
                var body: some View {
                    VStack {
                        TabView(selection: $page) {
                            ForEach(steps.indices, id: \\.self) { StepView(step: steps[$0]).tag($0) }
                        }
                        .tabViewStyle(.page)
                        Button("Next") { withAnimation { page += 1 } }
                    }
                }
            }
            """),
        // A delay that schedules itself to refresh a text: nothing slides.
        Example("""
            struct LastSyncLabel: View {
                @State private var now = Date()
                var body: some View {
                    Text(now, style: .relative)
                        .onAppear(perform: refresh)
                }

                private func refresh() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 60) {
                        withAnimation { now = Date() }
                        refresh()
                    }
                }
            }
            """),
        // The carousel's timer turns the page only when Reduce Motion is off.
        Example("""
            struct FeaturedCarousel: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var page = 0
                private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

                var body: some View {
                    TabView(selection: $page) {
                        ForEach(slides.indices, id: \\.self) { SlideView(slide: slides[$0]).tag($0) }
                    }
                    .tabViewStyle(.page)
                    .onReceive(timer) { _ in
                        guard !reduceMotion else { return }
                        withAnimation { page = (page + 1) % slides.count }
                    }
                }
            }
            """),
        // A clock's timer that changes a text, not a page.
        Example("""
            struct ClockFace: View {
                @State private var now = Date()
                private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text(now, style: .time)
                        .onReceive(timer) { date in withAnimation { now = date } }
                }
            }
            """),
        // A ViewModifier that is no GeometryEffect (it tints) animates no motion.
        Example("""
            struct Highlighted: View {
                @State private var isOn = false
                var body: some View {
                    Text("New")
                        .modifier(Tint(amount: isOn ? 1 : 0))
                        .animation(.easeInOut, value: isOn)
                }
            }

            struct Tint: ViewModifier {
                var amount: Double
                func body(content: Content) -> some View { content.foregroundStyle(.blue.opacity(amount)) }
            }
            """),
        // The shake reads Reduce Motion in its own animation.
        Example("""
            struct PasscodeView: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var attempts = 0
                var body: some View {
                    SecureField("Passcode", text: $code)
                        .modifier(Shake(animatableData: CGFloat(attempts)))
                        .animation(reduceMotion ? nil : .default, value: attempts)
                }
            }

            struct Shake: GeometryEffect {
                var animatableData: CGFloat
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 3), y: 0))
                }
            }
            """),
        // Seed 002: W8Trackr's MilestoneCelebrationView with its Reduce Motion guard.
        Example("""
            struct MilestoneCelebrationView: View {
                @Environment(\\.accessibilityReduceMotion) var reduceMotion
                @State private var confettiTrigger: Int = 0
                @State private var showContent = false

                var body: some View {
                    VStack {
                        Image(systemName: "trophy.fill")
                            .scaleEffect(showContent ? 1.0 : 0.5)
                            .animation(reduceMotion ? nil : .spring(), value: showContent)
                    }
                    .confettiCannon(
                        trigger: reduceMotion ? .constant(0) : $confettiTrigger,
                        num: reduceMotion ? 0 : 50
                    )
                    .onAppear {
                        if reduceMotion {
                            showContent = true
                        } else {
                            withAnimation(.spring()) { showContent = true }
                        }
                    }
                }
            }
            """),
        // Fades are fine (precision lesson 5).
        Example("""
            struct Toast: View {
                @State private var isVisible = false

                var body: some View {
                    Text("Saved")
                        .opacity(isVisible ? 1 : 0)
                        .animation(.easeInOut, value: isVisible)
                }
            }
            """),
        // A user-initiated sheet-like slide-in.
        Example("""
            struct FilterPanel: View {
                @State private var isShowingFilters = false

                var body: some View {
                    VStack {
                        Button("Filters") { withAnimation { isShowingFilters.toggle() } }
                        if isShowingFilters {
                            FiltersView().transition(.move(edge: .bottom))
                        }
                    }
                }
            }
            """),
        Example("""
            final class PulseController {
                func start(_ view: UIView) {
                    guard !UIAccessibility.isReduceMotionEnabled else { return }
                    withAnimation(.easeInOut.repeatForever()) { view.pulse() }
                }
            }
            """),
        // The caller reads the setting and decides whether to show the animated view.
        Example("""
            struct Spinner: View {
                @State private var angle = 0.0

                var body: some View {
                    Image(systemName: "arrow.2.circlepath")
                        .rotationEffect(.degrees(angle))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: angle)
                        .onAppear { angle = 360 }
                }
            }

            struct LoadingView: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    if reduceMotion { ProgressView() } else { Spinner() }
                }
            }
            """),
        // A static tilt is not motion.
        Example("""
            struct TicketStub: View {
                @State private var isHighlighted = false

                var body: some View {
                    Text("Admit one")
                        .rotationEffect(.degrees(-4))
                        .foregroundStyle(isHighlighted ? .red : .primary)
                        .animation(.default, value: isHighlighted)
                }
            }
            """),
        Example("""
            struct SyncIcon: View {
                let isSyncing: Bool

                var body: some View {
                    Image(systemName: "wifi")
                        .symbolEffect(.variableColor.iterative, isActive: isSyncing)
                }
            }
            """),
        // A shared helper that reads the setting.
        Example("""
            struct CardStack: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var offset: CGFloat = 0

                var body: some View {
                    CardView()
                        .offset(x: offset)
                        .animation(.motionAware(.spring(), reduceMotion: reduceMotion), value: offset)
                }
            }
            """),
        Example("""
            struct Badge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var isPressed = false

                var body: some View {
                    #if os(iOS)
                    Circle()
                        .scaleEffect(isPressed ? 0.9 : 1)
                        .animation(reduceMotion ? nil : .snappy, value: isPressed)
                    #endif
                }
            }
            """),
        // Corpus: press feedback and a disclosure chevron are small changes.
        Example("""
            struct PressableStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .scaleEffect(configuration.isPressed ? 0.8 : 1.0)
                        .animation(.default, value: configuration.isPressed)
                }
            }
            """),
        Example("""
            struct SpoilerRow: View {
                @State private var isExpanded = false

                var body: some View {
                    Button {
                        withAnimation { isExpanded.toggle() }
                    } label: {
                        Image(systemName: "chevron.down")
                            .rotationEffect(.degrees(isExpanded ? 180 : 0))
                    }
                }
            }
            """),
        // Corpus: an asset drawn as a small disclosure arrow turns as a chevron does.
        Example("""
            struct AdvancedSection: View {
                @State private var showsAdvanced = false

                var body: some View {
                    Button {
                        withAnimation(.easeInOut(duration: 0.25)) { showsAdvanced.toggle() }
                    } label: {
                        HStack {
                            Text("Advanced")
                            Image("disclosure-arrow")
                                .resizable()
                                .frame(width: 12, height: 6)
                                .rotationEffect(.degrees(showsAdvanced ? 180 : 0))
                        }
                    }
                }
            }
            """),
        // A member that is true only with Reduce Motion off guards what its `if` draws.
        Example("""
            struct UpgradeBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var isAnimating = false

                private var canAnimate: Bool {
                    !reduceMotion
                }

                var body: some View {
                    Text("Pro")
                        .padding()
                        .overlay(shimmer)
                        .onAppear { isAnimating = true }
                }

                @ViewBuilder
                private var shimmer: some View {
                    if canAnimate {
                        LinearGradient(colors: [.clear, .white, .clear], startPoint: .leading, endPoint: .trailing)
                            .offset(x: isAnimating ? 200 : -200)
                            .animation(.linear(duration: 1.9).repeatForever(autoreverses: false), value: isAnimating)
                    }
                }
            }
            """),
        // An asset named for a chevron, from generated asset code, turns as the symbol does.
        Example("""
            struct ChapterRow: View {
                let title: String
                @State private var isExpanded = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Button {
                            withAnimation(.linear(duration: 0.2)) { isExpanded.toggle() }
                        } label: {
                            HStack {
                                Assets.chevronRight.swiftUIImage
                                    .rotationEffect(.degrees(isExpanded ? 90 : 0))
                                Text(title)
                            }
                        }
                        if isExpanded {
                            Text("Lessons")
                        }
                    }
                }
            }
            """),
        // Corpus: tabs reordered by dragging settle back with an animation (direct manipulation).
        Example("""
            struct TabStrip: View {
                @State private var offsets: [Tab.ID: CGFloat] = [:]

                var body: some View {
                    HStack {
                        ForEach(tabs) { tab in
                            TabButton(tab: tab)
                                .offset(x: offsets[tab.id] ?? 0)
                                .gesture(DragGesture().onChanged { offsets[tab.id] = $0.translation.width }
                                    .onEnded { _ in withAnimation(.easeInOut(duration: 0.25)) { offsets = [:] } })
                        }
                    }
                }
            }
            """),
        // A swipe that fell short settles back when the finger lifts: the end of the user's own drag.
        Example("""
            struct SwipeToReply: View {
                @State private var swipe = SwipeState()

                var body: some View {
                    MessageRow()
                        .scaleEffect(swipe.overlayScale)
                        .gesture(DragGesture(minimumDistance: 30)
                            .onChanged { value in swipe.update(with: min(value.translation.width, 0)) }
                            .onEnded { _ in
                                if swipe.swiped { reply() } else { withAnimation(.easeInOut(duration: 0.2)) { swipe.reset() } }
                            })
                }
            }
            """),
        // Corpus: an animated programmatic scroll.
        Example("""
            struct NotificationList: View {
                @State private var offset: CGFloat = 0

                var body: some View {
                    ScrollViewReader { proxy in
                        List(items) { item in Row(item: item).offset(x: offset) }
                            .onChange(of: items) { _, _ in
                                withAnimation(.easeOut(duration: 0.3)) { proxy.scrollTo(topID, anchor: .top) }
                            }
                    }
                }
            }
            """),
        // Corpus: the animated state only restyles a text; the rows' scaling transition follows `orders`.
        Example("""
            struct OrdersCard: View {
                let orders: [Order]
                @State private var pulse = false

                var body: some View {
                    VStack {
                        ForEach(orders) { order in
                            OrderRow(order: order).transition(.scale)
                        }
                        Text("Latest").fontWeight(pulse ? .bold : .regular)
                    }
                    .onChange(of: orders.count) { _ in
                        withAnimation(.spring()) { pulse = true }
                    }
                }
            }
            """),
        // A small spinner keeps turning like the system's ProgressView.
        Example("""
            struct SyncSpinner: View {
                @State private var isSpinning = false

                var body: some View {
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(.tint, lineWidth: 2)
                        .rotationEffect(.degrees(isSpinning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                        .frame(width: 18, height: 18)
                        .onAppear { isSpinning = true }
                }
            }
            """),
        Example("""
            struct LoadingBadge: View {
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .phaseAnimator([0.0, 360.0]) { content, angle in
                            content.rotationEffect(.degrees(angle))
                        }
                }
            }
            """),
        // A subtle zoom with a fade (from 95 %), as system menus appear.
        Example("""
            struct QuickActions: View {
                @State private var isOpen = false

                var body: some View {
                    VStack {
                        Button("Actions") { withAnimation(.snappy) { isOpen.toggle() } }
                        if isOpen {
                            ActionList().transition(.scale(scale: 0.95).combined(with: .opacity))
                        }
                    }
                }
            }
            """),
        // Dismissing and navigating are standard transitions; the large scale elsewhere follows other state.
        Example("""
            struct CheckoutView: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var path: [Step] = []
                @State private var celebrate = false

                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Next") { withAnimation { path.append(.payment) } }
                            Button("Close") { withAnimation { dismiss() } }
                            Image(systemName: "checkmark.seal").scaleEffect(celebrate ? 2 : 1)
                        }
                    }
                }
            }
            """),
        // Guards that cover the animation: an `if`, a `guard`, and a value only changed under a guard.
        Example("""
            struct GuardedEffects: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var bounce = false
                @State private var pulse = false
                @State private var spin = false

                var body: some View {
                    VStack {
                        Image(systemName: "star").scaleEffect(bounce ? 1.6 : 1)
                        Image(systemName: "heart").scaleEffect(pulse ? 1.4 : 1)
                            .animation(.easeInOut.repeatForever(), value: pulse)
                        Image(systemName: "gear").rotationEffect(.degrees(spin ? 360 : 0))
                    }
                    .onAppear {
                        if !reduceMotion { withAnimation(.spring()) { bounce = true } }
                        pulse = !reduceMotion
                    }
                    .onTapGesture {
                        guard !reduceMotion else { return }
                        withAnimation(.bouncy) { spin.toggle() }
                    }
                }
            }
            """),
        // An app's own "reduce animations" setting gives the same way out.
        Example("""
            struct WordList: View {
                let isAnimationReduced: Bool
                @State private var isShown = false

                var body: some View {
                    Words()
                        .transition(isAnimationReduced ? .opacity : .scale)
                        .offset(y: isAnimationReduced ? 0 : (isShown ? 0 : 40))
                        .animation(isAnimationReduced ? nil : .spring(), value: isShown)
                }
            }
            """),
        // A panel that slides in while it fades, like a sheet.
        Example("""
            struct InspectorPanel: View {
                @State private var isPresented = false

                var body: some View {
                    Panel()
                        .opacity(isPresented ? 1 : 0)
                        .offset(x: isPresented ? 0 : 320)
                        .animation(.easeInOut(duration: 0.3), value: isPresented)
                }
            }
            """),
        // A panel the user's tap slides up, as a sheet does.
        Example("""
            struct ShopHome: View {
                @State private var showsCart = false
                var body: some View {
                    ZStack {
                        ProductCard()
                            .onTapGesture {
                                withAnimation(.easeInOut) { showsCart.toggle() }
                            }
                        CartPanel()
                            .offset(y: showsCart ? 0 : 500)
                    }
                }
            }
            """),
        // A tilt of a few degrees when the user starts playback.
        Example("""
            struct TurntableArm: View {
                @State private var isPlaying = false
                var body: some View {
                    VStack {
                        Image("tonearm")
                            .rotationEffect(.degrees(isPlaying ? 8 : 0), anchor: .topTrailing)
                            .animation(.linear(duration: 2), value: isPlaying)
                        Button(isPlaying ? "Stop" : "Play") { isPlaying.toggle() }
                    }
                }
            }
            """),
        // Small nudges and a card that tilts with the finger.
        Example("""
            struct RetryButton: View {
                @State private var nudged = false

                var body: some View {
                    Button {
                        withAnimation(.interactiveSpring()) { nudged.toggle() }
                    } label: {
                        Label("Retry", systemImage: "arrow.clockwise")
                            .offset(x: nudged ? 6 : 0)
                    }
                }
            }
            """),
        Example("""
            struct SwipeCard: View {
                @GestureState private var drag = CGSize.zero

                var body: some View {
                    CardFace()
                        .offset(drag)
                        .rotationEffect(.degrees(Double(drag.translation.width / 20)))
                        .animation(.spring(), value: drag)
                        .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
                }
            }
            """),
        // One bounce answering the user's own tap.
        Example("""
            struct CopyButton: View {
                @State private var copies = 0

                var body: some View {
                    Image(systemName: "doc.on.doc")
                        .symbolEffect(.bounce, options: .nonRepeating, value: copies)
                        .onTapGesture { copy(); copies += 1 }
                }
            }
            """),
        // The like button bounces when the model it asks to like the post says it is liked.
        Example("""
            struct LikeButton: View {
                let post: PostModel

                var body: some View {
                    Button { Task { await post.toggleLike() } } label: {
                        Label("\\(post.likeCount)", systemImage: "heart")
                    }
                    .symbolVariant(post.isLiked ? .fill : .none)
                    .symbolEffect(.bounce, value: post.isLiked)
                }
            }
            """),
        // The state a function changes only fades a view.
        Example("""
            struct SaveRow: View {
                @State private var isSaved = false
                @State private var isPressed = false

                var body: some View {
                    HStack {
                        Button("Save") { withAnimation { markSaved() } }
                        Image(systemName: "checkmark").opacity(isSaved ? 1 : 0)
                        Tile().scaleEffect(isPressed ? 1.5 : 1)
                    }
                }

                private func markSaved() {
                    isSaved = true
                }
            }
            """),
        // An early exit on the setting covers the animation after it.
        Example("""
            struct AwardBadge: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var pop = false

                var body: some View {
                    Image(systemName: "rosette")
                        .scaleEffect(pop ? 1.5 : 1)
                        .onAppear(perform: celebrate)
                }

                func celebrate() {
                    if reduceMotion {
                        pop = true
                        return
                    }
                    withAnimation(.spring()) { pop = true }
                }
            }
            """),
        // The caller hands the view state it changes only when Reduce Motion is off.
        Example("""
            struct BouncingArrow: View {
                let active: Bool

                var body: some View {
                    Image(systemName: "arrow.down")
                        .offset(y: active ? -20 : 0)
                        .animation(.spring().repeatForever(), value: active)
                }
            }

            struct OnboardingPage: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var bouncing = false

                var body: some View {
                    BouncingArrow(active: bouncing)
                        .onAppear { bouncing = !reduceMotion }
                }
            }
            """),
        // The `else` of `if reduceMotion` runs only with Reduce Motion off.
        Example("""
            struct FlashCard: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var flipped = false

                var body: some View {
                    Text("Question")
                        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                        .onTapGesture {
                            if reduceMotion {
                                flipped.toggle()
                            } else {
                                withAnimation(.spring()) { flipped.toggle() }
                            }
                        }
                }
            }
            """),
        // A toggle style's thumb slides across its track when the user flips it, as the system switch's does.
        Example("""
            struct PillToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        ZStack {
                            Capsule().frame(width: 40, height: 24)
                            Circle()
                                .frame(width: 18, height: 18)
                                .offset(x: configuration.isOn ? 8 : -8)
                                .animation(.spring(duration: 0.2), value: configuration.isOn)
                        }
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
        // Drawn only while its state holds, the scale never sees the state change: the badge fades in at full size.
        Example("""
            struct CompletionBadge: View {
                @State private var showsCelebration = false
                var body: some View {
                    VStack {
                        if showsCelebration {
                            Image(systemName: "checkmark.circle.fill")
                                .accessibilityLabel("Done")
                                .scaleEffect(showsCelebration ? 1 : 0.5)
                                .animation(.spring, value: showsCelebration)
                        }
                    }
                    .onAppear {
                        withAnimation(.spring) { showsCelebration = true }
                    }
                }
            }
            """),
        // The app's own spinner glyph, an asset named for loading, turning forever: an activity indicator.
        Example("""
            struct SaveSpinner: View {
                @State private var isSpinning = false
                var body: some View {
                    Image("loading_16")
                        .accessibilityHidden(true)
                        .rotationEffect(.degrees(isSpinning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                        .onAppear { isSpinning = true }
                }
            }
            """),
    ]
}
