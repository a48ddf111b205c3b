import RuleEngine

extension AnimationIgnoresReduceMotionRule {
    static let triggeringExamples: [Example] = [
        // Seed 002 Pattern 4 before the fix: a spring scale on a milestone.
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
        Example("""
            struct LoadingBadge: View {
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .↓phaseAnimator([0.0, 360.0]) { content, angle in
                            content.rotationEffect(.degrees(angle))
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
    ]

    static let nonTriggeringExamples: [Example] = [
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
    ]
}
