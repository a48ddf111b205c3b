import RuleEngine

extension GestureWithoutAccessibilityActionRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct EntryRow: View {
                var body: some View {
                    Text(entry.title)
                        .↓onLongPressGesture { delete(entry) }
                }
            }
            """),
        Example("""
            struct VolumeKnob: View {
                var body: some View {
                    Circle()
                        .frame(width: 80, height: 80)
                        .↓gesture(DragGesture().onChanged { value in volume = level(for: value) })
                }
            }
            """),
        Example("""
            struct PhotoViewer: View {
                var body: some View {
                    Image(photo.name)
                        .accessibilityLabel(photo.caption)
                        .scaleEffect(scale)
                        .↓gesture(MagnificationGesture().onChanged { scale = $0 })
                }
            }
            """),
        Example("""
            struct PostCard: View {
                var body: some View {
                    VStack {
                        ForEach(posts) { post in
                            Text(post.body)
                                .↓onTapGesture(count: 2) { like(post) }
                        }
                    }
                }
            }
            """),
        Example("""
            struct Board: View {
                var body: some View {
                    pieceView
                        .↓gesture(moveGesture)
                }
            }

            extension Board {
                var moveGesture: some Gesture {
                    DragGesture().onEnded { value in move(by: value.translation) }
                }
            }
            """),
        Example("""
            struct Dial: View {
                var isEditing: Bool
                var body: some View {
                    #if os(iOS)
                    if isEditing {
                        Image(systemName: "dial.high")
                            .accessibilityLabel("Temperature")
                            .↓simultaneousGesture(RotationGesture().onChanged { angle = $0 })
                    }
                    #endif
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
            struct EntryRow: View {
                var body: some View {
                    Text(entry.title)
                        .onLongPressGesture { delete(entry) }
                        .accessibilityAction(named: "Delete") { delete(entry) }
                }
            }
            """),
        Example("""
            struct VolumeKnob: View {
                var body: some View {
                    Circle()
                        .gesture(DragGesture().onChanged { value in volume = level(for: value) })
                        .accessibilityLabel("Volume")
                        .accessibilityValue("\\(Int(volume * 100)) percent")
                        .accessibilityAdjustableAction { direction in adjust(direction) }
                }
            }
            """),
        Example("""
            struct MessageBubble: View {
                var body: some View {
                    Text(message.text)
                        .onLongPressGesture { showReactions = true }
                        .contextMenu {
                            Button("React") { showReactions = true }
                        }
                }
            }
            """),
        Example("""
            struct PressableCard: View {
                @State private var isPressed = false
                var body: some View {
                    Button(action: open) { CardContent() }
                        .onLongPressGesture(minimumDuration: 0, perform: {}, onPressingChanged: { isPressed = $0 })
                }
            }
            """),
        Example("""
            struct MapView: View {
                var body: some View {
                    Image("map")
                        .accessibilityLabel("Map")
                        .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
                        .accessibilityZoomAction { action in zoom(action.direction) }
                }
            }
            """),
        Example("""
            struct EntryView: View {
                var body: some View {
                    Text("Open")
                        .onTapGesture { open() }
                }
            }
            """),
        Example("""
            struct ReorderableList: View {
                var body: some View {
                    VStack {
                        ForEach(items) { item in
                            Text(item.name).gesture(DragGesture().onEnded { move(item, $0) })
                        }
                    }
                    .accessibilityActions {
                        Button("Move up") { moveUp() }
                        Button("Move down") { moveDown() }
                    }
                }
            }
            """),
        Example("""
            struct Sparkles: View {
                var body: some View {
                    Image("sparkles")
                        .onLongPressGesture { burst() }
                        .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct Thumbnail: View {
                var body: some View {
                    Image(photo.name)
                        .onTapGesture(count: 2) { favourite() }
                        .accessibilityRepresentation {
                            Button("Favourite \\(photo.caption)") { favourite() }
                        }
                }
            }
            """),
        // Press tracking on a button (reduced from real code): touch-down and touch-up, not a drag.
        Example("""
            struct SubmitButton: View {
                var body: some View {
                    Button("Submit") { submit() }
                        .simultaneousGesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { _ in isPressed = true }
                                .onEnded { _ in isPressed = false }
                        )
                }
            }
            """),
    ]
}
