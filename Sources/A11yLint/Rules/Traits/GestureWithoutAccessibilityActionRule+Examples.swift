import RuleEngine

extension GestureWithoutAccessibilityActionRule {
    static let triggeringExamples: [Example] = [
        // A dimmed layer closes the sheet too, but VoiceOver never stops on a bare colour: the drag is the only path.
        Example("""
            struct DateSheet: View {
                let onDismiss: () -> Void
                @State private var offset: CGFloat = 0
                var body: some View {
                    ZStack(alignment: .bottom) {
                        dimView
                        CalendarPicker()
                            .offset(y: offset)
                            .↓gesture(
                                DragGesture()
                                    .onChanged { value in offset = value.translation.height }
                                    .onEnded { _ in
                                        if offset > 120 { onDismiss() } else { offset = 0 }
                                    }
                            )
                    }
                }

                private var dimView: some View {
                    Color.black.opacity(0.4)
                        .onTapGesture { onDismiss() }
                }
            }
            """),
        // The same panel whose "Done" box only saves: closing it takes the drag.
        Example("""
            struct FilterPanel: View {
                @ObservedObject var model: PanelModel
                let didClose: () -> Void
                var body: some View {
                    VStack {
                        FilterOptions(model: model)
                        doneBox
                    }
                    .offset(y: model.offsetY)
                    .↓gesture(
                        DragGesture()
                            .onChanged { value in model.offsetY = value.translation.height }
                            .onEnded { _ in
                                if model.offsetY > 100 { didClose() } else { model.offsetY = 0 }
                            }
                    )
                }
            }

            private extension FilterPanel {
                var doneBox: some View {
                    Text("Done").onTapGesture { model.save() }
                }
            }
            """),
        // A press-tracking drag whose changes follow the finger by its anonymous value: a hand-made slider.
        Example("""
            struct BrightnessStrip: View {
                var body: some View {
                    Capsule()
                        .frame(height: 40)
                        .↓gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { setBrightness(at: $0.location) }
                        )
                }
            }
            """),
        // A drag composed after a long press, read by the handler of the composition: it deletes.
        Example("""
            struct DraggableRow: View {
                let item: Item
                var body: some View {
                    ItemRow(item: item)
                        .↓gesture(
                            LongPressGesture().sequenced(before: DragGesture())
                                .onEnded { _ in store.delete(item) }
                        )
                }
            }
            """),
        // The drag scrubs the merge and leaves it where the finger lifts; lowering `isDragging` is only bookkeeping.
        Example("""
            struct MergePreview: View {
                @State private var dragProgress: CGFloat = 0
                @State private var isDragging = false

                var body: some View {
                    MergeCanvas(progress: dragProgress)
                        .↓gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { value in
                                    isDragging = true
                                    dragProgress = min(max(value.location.x / 300, 0), 1)
                                }
                                .onEnded { _ in isDragging = false }
                        )
                }
            }
            """),
        // The release settles the zip open or closed, whichever the drag came nearer: its outcome stays.
        Example("""
            struct Zipper: View {
                @State private var opened: CGFloat = 0
                @State private var isDragging = false

                var body: some View {
                    ZipperTrack(opened: opened)
                        .↓gesture(
                            DragGesture()
                                .onChanged { value in
                                    isDragging = true
                                    let fraction = value.location.y / 300
                                    opened = min(max(fraction, 0), 1)
                                }
                                .onEnded { _ in
                                    isDragging = false
                                    let target: CGFloat = opened > 0.5 ? 1 : 0
                                    withAnimation(.spring()) { opened = target }
                                }
                        )
                }
            }
            """),
        // The drag on the sheet's handle is the only way to close it.
        Example("""
            struct BottomSheet: View {
                @Binding var isShowing: Bool
                @State private var height: CGFloat = 280

                var body: some View {
                    ZStack(alignment: .bottom) {
                        if isShowing {
                            sheet
                        }
                    }
                }

                var sheet: some View {
                    ZStack(alignment: .top) {
                        VStack {
                            Text("Choose an address")
                        }
                        Capsule()
                            .frame(width: 40, height: 6)
                            .↓gesture(
                                DragGesture()
                                    .onChanged { value in
                                        let pulled = value.translation.height
                                        height = 280 - pulled
                                    }
                                    .onEnded { value in
                                        height = 280
                                        if value.translation.height > 100 {
                                            isShowing = false
                                        }
                                    }
                            )
                    }
                    .frame(height: height)
                }
            }
            """),
        // The tap inside opens the author; only the double tap likes the comment.
        Example("""
            struct CommentRow: View {
                let comment: Comment
                var body: some View {
                    HStack {
                        Text(comment.author)
                            .accessibilityAddTraits(.isButton)
                            .onTapGesture { router.open(comment.author) }
                        Text(comment.text)
                    }
                    .↓onTapGesture(count: 2) { store.toggleLike(comment) }
                }
            }
            """),
        // A hand-made slider knob: the press-tracking drag follows the finger, and nothing else sets the value.
        Example("""
            struct RangeKnob: View {
                @Binding var value: Double
                var body: some View {
                    Circle()
                        .frame(width: 28, height: 28)
                        .↓gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { drag in value = level(at: drag.location) }
                                .onEnded { _ in save() }
                        )
                }
            }
            """),
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
        // A pinch that changes how many columns the grid shows: a setting, not a zoom.
        Example("""
            struct PhotoGrid: View {
                @State private var columns = 3
                var body: some View {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) {
                        ForEach(photos) { PhotoCell(photo: $0) }
                    }
                    .↓gesture(MagnificationGesture().onEnded { value in columns = value > 1 ? 2 : 4 })
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
        // A double tap given as a gesture value is still a gesture people are taught, and still reported.
        Example("""
            struct AboutFooter: View {
                var body: some View {
                    Text(appVersion)
                        .↓gesture(TapGesture(count: 2).onEnded { copyVersion() })
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
        // A pull that dismisses when it ends far enough has a function, though it also springs back.
        Example("""
            struct SheetHandle: View {
                @State private var pull: CGFloat = 0
                var body: some View {
                    Capsule()
                        .frame(width: 40, height: 5)
                        .offset(y: pull)
                        .↓gesture(
                            DragGesture()
                                .onChanged { pull = $0.translation.height }
                                .onEnded { value in
                                    if value.translation.height > 120 { dismiss() }
                                    withAnimation(.spring()) { pull = 0 }
                                }
                        )
                }
            }
            """),
        // The context menu offers other commands, not the one the double tap performs.
        Example("""
            struct PhotoCell: View {
                var body: some View {
                    Thumbnail(photo: photo)
                        .↓onTapGesture(count: 2) { library.toggleFavorite(photo) }
                        .contextMenu {
                            Button("Share") { share(photo) }
                            Button("Delete", role: .destructive) { library.delete(photo) }
                        }
                }
            }
            """),
        // The custom modifier's menu offers other commands than the double tap's.
        Example("""
            extension View {
                func tabMenu(for tab: EditorTab) -> some View { modifier(TabMenu(tab: tab)) }
            }

            struct TabMenu: ViewModifier {
                let tab: EditorTab
                func body(content: Content) -> some View {
                    content.contextMenu { Button("Close Tab") { tabs.close(tab) } }
                }
            }

            struct TabItem: View {
                var body: some View {
                    TabLabel(tab: tab)
                        .↓onTapGesture(count: 2) { tabs.pinned = tab }
                        .tabMenu(for: tab)
                }
            }
            """),
        // Issue 18: pages reached only by swiping, with the index dots hidden.
        Example("""
            struct TipsPager: View {
                var body: some View {
                    TabView {
                        ForEach(tips) { tip in TipCard(tip: tip) }
                    }
                    .↓tabViewStyle(.page(indexDisplayMode: .never))
                }
            }
            """),
        Example("""
            struct GalleryView: View {
                var body: some View {
                    TabView {
                        ForEach(photos) { photo in
                            Image(photo.name).resizable().scaledToFit().accessibilityLabel(photo.caption)
                        }
                    }
                    .frame(height: 240)
                    .↓tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                }
            }
            """),
        Example("""
            struct PinnedTagsBar: View {
                @Binding var tags: [Tag]
                @State private var dragged: Tag?
                var body: some View {
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(tags) { tag in
                                Button(tag.title) { open(tag) }
                                    .↓onDrag {
                                        dragged = tag
                                        return NSItemProvider()
                                    }
                                    .onDrop(of: [.text], delegate: TagDropDelegate(target: tag, tags: $tags,
                                                                                    dragged: $dragged))
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct FavouriteStations: View {
                var body: some View {
                    HStack {
                        ForEach(stations) { station in
                            chip(station)
                        }
                    }
                }

                private func chip(_ station: Station) -> some View {
                    Text(station.name)
                        .padding(6)
                        .↓draggable(station)
                        .dropDestination(for: Station.self) { dropped, _ in reorder(dropped, before: station) }
                }
            }
            """),
        Example("""
            struct ShoppingOrder: View {
                @State private var items: [Item] = []
                var body: some View {
                    VStack {
                        ForEach(items) { item in
                            ItemCard(item: item)
                                .↓draggable(item)
                        }
                    }
                    .dropDestination(for: Item.self) { dropped, location in
                        move(dropped, to: location)
                    }
                }
            }
            """),
        // Hiding the keyboard is not all this drag does: when it ends, the card is archived.
        Example("""
            struct NoteCard: View {
                var body: some View {
                    NoteText(note: note)
                        .↓gesture(
                            DragGesture()
                                .onChanged { _ in isEditorFocused = false }
                                .onEnded { value in if value.translation.width < -80 { archive(note) } }
                        )
                }
            }
            """),
        // A drag that moves a value and clears focus on the way is a value drag.
        Example("""
            struct RatingSlider: View {
                var body: some View {
                    Capsule()
                        .↓gesture(DragGesture().onChanged { value in
                            hideKeyboard()
                            rating = level(for: value.location.x)
                        })
                }
            }
            """),
        // Near misses of a drag that only moves its view: a swipe card that also deletes, and a drawer whose
        // drag is the only thing that closes it.
        Example("""
            struct SwipeCard: View {
                @State private var cardOffset: CGFloat = 0
                var body: some View {
                    Text(card.title)
                        .offset(x: cardOffset)
                        .↓gesture(DragGesture()
                            .onChanged { value in cardOffset = value.translation.width }
                            .onEnded { value in
                                if value.translation.width < -120 { archive(card) } else { cardOffset = 0 }
                            })
                }
            }
            """),
        Example("""
            struct Drawer: View {
                @State private var drawerOffset: CGFloat = 0
                @State private var isOpen = true
                var body: some View {
                    DrawerContent()
                        .offset(y: isOpen ? drawerOffset : 400)
                        .↓gesture(DragGesture()
                            .onChanged { value in drawerOffset = value.translation.height }
                            .onEnded { _ in
                                drawerOffset = 0
                                isOpen = false
                            })
                }
            }
            """),
        // A drawing pad: lifting the finger ends the stroke, but the stroke stays.
        Example("""
        struct SketchPad: View {
            @Binding var path: Path
            @State private var lastPoint: CGPoint?
            var body: some View {
                path
                    .stroke(.white, lineWidth: 10)
                    .↓gesture(DragGesture(minimumDistance: 0.05)
                        .onChanged { touch in add(point: touch.location) }
                        .onEnded { _ in lastPoint = nil })
            }
            func add(point: CGPoint) {
                var newPath = path
                if let lastPoint { newPath.move(to: lastPoint); newPath.addLine(to: point) } else { newPath.move(to: point) }
                path = newPath
                lastPoint = point
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A panel dragged down to close: its "Done" box, drawn by a helper in an extension, closes it with a tap.
        Example("""
            struct FilterPanel: View {
                @ObservedObject var model: PanelModel
                let didClose: () -> Void
                var body: some View {
                    VStack {
                        FilterOptions(model: model)
                        doneBox
                    }
                    .offset(y: model.offsetY)
                    .gesture(
                        DragGesture()
                            .onChanged { value in model.offsetY = value.translation.height }
                            .onEnded { _ in
                                if model.offsetY > 100 { didClose() } else { model.offsetY = 0 }
                            }
                    )
                }
            }

            private extension FilterPanel {
                var doneBox: some View {
                    Text("Done")
                        .onTapGesture {
                            model.save()
                            didClose()
                        }
                }
            }
            """),
        // A drag that only logs where it went: wired up, never made to do anything.
        Example("""
            struct PanelView: View {
                var body: some View {
                    ZStack { Text("Panel") }
                        .contentShape(Rectangle())
                        .gesture(DragGesture().onChanged({ (value) in
                            print("changed: \\(value)")
                        }).onEnded({ (value) in
                            print("ended: \\(value)")
                        }))
                }
            }
            """),
        // A zooming scroll view handed its scale, which a double tap toggles in a function of the type.
        Example("""
            struct ZoomableContainer<Content: View>: View {
                let content: Content
                @State private var currentScale: CGFloat = 1
                @State private var tapLocation: CGPoint = .zero

                func doubleTapAction(location: CGPoint) {
                    tapLocation = location
                    currentScale = currentScale == 1 ? 4 : 1
                }

                var body: some View {
                    ZoomableScrollView(scale: $currentScale, tapLocation: $tapLocation) { content }
                        .onTapGesture(count: 2, perform: doubleTapAction)
                }
            }
            """),
        // A photo zoomed by a pinch or a double tap: only its scale changes, as the system's Zoom would; the drag
        // composed in with nothing attached only keeps the pager from turning while zoomed.
        Example("""
            struct PhotoPager: View {
                let photos: [UIImage]
                @State private var imageScale: CGFloat = 1

                var body: some View {
                    TabView {
                        ForEach(photos, id: \\.self) { photo in
                            Image(uiImage: photo)
                                .resizable()
                                .scaledToFit()
                                .scaleEffect(imageScale)
                                .accessibilityLabel("Photo")
                                .gesture(
                                    MagnificationGesture().onChanged({ value in
                                        imageScale = value
                                    })
                                    .simultaneously(with: DragGesture(minimumDistance: imageScale == 1 ? 1000 : 0))
                                    .simultaneously(with: TapGesture(count: 2).onEnded({
                                        withAnimation { imageScale = imageScale > 1 ? 1 : 4 }
                                    }))
                                )
                        }
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
        // A full-screen photo zoomed by a pinch or a double tap, keeping the scale the pinch started from: the
        // zoom's own bookkeeping.
        Example("""
            struct PhotoViewer: View {
                let url: URL
                @State private var scale: CGFloat = 1
                @State private var lastScale: CGFloat = 1
                @State private var offset: CGSize = .zero

                var body: some View {
                    AsyncImage(url: url) { image in
                        image
                            .resizable()
                            .scaledToFit()
                            .scaleEffect(scale)
                            .offset(offset)
                            .gesture(pinch)
                            .onTapGesture(count: 2) { toggleZoom() }
                    } placeholder: {
                        ProgressView()
                    }
                    .accessibilityLabel("Photo")
                }

                private var pinch: some Gesture {
                    MagnifyGesture()
                        .onChanged { value in scale = min(max(lastScale * value.magnification, 1), 5) }
                        .onEnded { _ in lastScale = scale }
                }

                private func toggleZoom() {
                    withAnimation(.spring) {
                        if scale > 1 {
                            scale = 1
                            lastScale = 1
                            offset = .zero
                        } else {
                            scale = 2
                            lastScale = 2
                        }
                    }
                }
            }
            """),
        // The sheet's "Close" is the app's own button, sized by a `GeometryReader` around it; lowering the tracking
        // flag (`isDragging = false`) is the drag's bookkeeping.
        Example("""
            struct WideButton: View {
                var label: String
                var action: () -> Void = {}

                var body: some View {
                    GeometryReader { proxy in
                        Button(action: action) {
                            Text(label).frame(width: proxy.size.width, height: proxy.size.height)
                        }
                    }
                    .frame(height: 60)
                }
            }

            struct AddressSheet: View {
                @Binding var isShowing: Bool
                @State private var isDragging = false

                var body: some View {
                    ZStack(alignment: .top) {
                        VStack {
                            Text("Set as default")
                            WideButton(label: "Close") { isShowing.toggle() }
                        }
                        Capsule()
                            .frame(width: 40, height: 6)
                            .gesture(
                                DragGesture()
                                    .onEnded { value in
                                        isDragging = false
                                        if value.translation.height > 100 { isShowing = false }
                                    }
                            )
                    }
                }
            }
            """),
        // The handle's drag resizes the sheet while the finger is down and closes it on a long pull; the sheet's
        // "Close" button closes it too.
        Example("""
            struct BottomSheet: View {
                @Binding var isShowing: Bool
                @State private var height: CGFloat = 280

                var body: some View {
                    ZStack(alignment: .bottom) {
                        if isShowing {
                            sheet
                        }
                    }
                }

                var sheet: some View {
                    ZStack(alignment: .top) {
                        VStack {
                            Text("Choose an address")
                            Button("Close") {
                                isShowing.toggle()
                            }
                        }
                        Capsule()
                            .frame(width: 40, height: 6)
                            .gesture(
                                DragGesture()
                                    .onChanged { value in
                                        let pulled = value.translation.height
                                        height = 280 - pulled
                                    }
                                    .onEnded { value in
                                        height = 280
                                        if value.translation.height > 100 {
                                            isShowing = false
                                        }
                                    }
                            )
                    }
                    .frame(height: height)
                }
            }
            """),
        // A long press on the version number opens developer options: a hidden shortcut, not a feature.
        Example("""
            struct AboutView: View {
                @EnvironmentObject var router: Router
                var body: some View {
                    Section {
                        Text("Version \\(Bundle.main.shortVersion)")
                            .onLongPressGesture { router.route(to: .developer) }
                    }
                }
            }
            """),
        // A chart's selection layer: scrubbing picks a mark for a callout, and VoiceOver reads each mark.
        Example("""
            import Charts

            struct DosageChart: View {
                let weeks: [WeekDose]
                @State private var highlighted: WeekDose?
                var body: some View {
                    Chart(weeks) { LineMark(x: .value("Week", $0.start), y: .value("Dose", $0.total)) }
                        .chartBackground { proxy in
                            Color.clear.contentShape(Rectangle())
                                .gesture(DragGesture().onChanged { highlighted = week(at: $0.location, in: proxy) })
                        }
                }
            }
            """),
        // Double-tapping the comment likes it, and so does a tap on its heart.
        Example("""
            struct CommentRow: View {
                let comment: Comment
                var body: some View {
                    HStack {
                        Text(comment.text)
                        VStack {
                            Image(systemName: comment.liked ? "heart.fill" : "heart")
                            Text("\\(comment.likes)")
                        }
                        .accessibilityElement(children: .combine)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { store.toggleLike(comment) }
                    }
                    .onTapGesture(count: 2) { store.toggleLike(comment) }
                }
            }
            """),
        // Gestures beside a map's own pan and zoom only notice them (to stop following the car).
        Example("""
            struct TrackingMap: View {
                @State private var isFollowing = true
                var body: some View {
                    Map(position: $camera)
                        .simultaneousGesture(DragGesture(minimumDistance: 8).onChanged { _ in handleUserGesture() })
                        .simultaneousGesture(MagnifyGesture().onChanged { _ in handleUserGesture() })
                }
                private func handleUserGesture() { isFollowing = false }
            }
            """),
        // A swipe between tabs changes only the tab view's selection, which its tab bar changes too.
        Example("""
            struct MainTabs: View {
                @State private var selectedTab = 0
                var body: some View {
                    TabView(selection: $selectedTab) {
                        HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)
                        SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
                    }
                    .simultaneousGesture(swipeBetweenTabs)
                }
                private var swipeBetweenTabs: some Gesture {
                    DragGesture(minimumDistance: 24)
                        .onEnded { value in
                            let threshold: CGFloat = 50
                            if value.translation.width < -threshold && selectedTab < 1 {
                                withAnimation { selectedTab += 1 }
                            } else if value.translation.width > threshold && selectedTab > 0 {
                                withAnimation { selectedTab -= 1 }
                            }
                        }
                }
            }
            """),
        // A chart scrubber: the finger picks a mark, and the function letting go calls only clears it again.
        Example("""
            struct PriceChart: View {
                let points: [PricePoint]
                @State private var selected: PricePoint?
                var body: some View {
                    Chart(points) { point in
                        LineMark(x: .value("Date", point.date), y: .value("Price", point.price))
                    }
                    .chartOverlay { proxy in
                        Rectangle()
                            .fill(.clear)
                            .contentShape(Rectangle())
                            .gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { value in onDragChange(location: value.location, proxy: proxy) }
                                    .onEnded { _ in onDragEnd() }
                            )
                    }
                }
                private func onDragChange(location: CGPoint, proxy: ChartProxy) {
                    selected = nearest(to: location, in: proxy)
                }
                private func onDragEnd() {
                    selected = nil
                }
            }
            """),
        // Dragging the preview down closes the menu, as a tap on it does; what else the drag sets is where the
        // finger moved it.
        Example("""
            struct MessagePreview: View {
                @State private var dragOffset: CGFloat = 0
                @State private var isDragDismissing = false
                var body: some View {
                    Bubble()
                        .offset(y: dragOffset)
                        .onTapGesture { dismissMenu() }
                        .gesture(
                            DragGesture(minimumDistance: 10)
                                .onChanged { value in dragOffset = value.translation.height }
                                .onEnded { value in
                                    if value.translation.height > 120 {
                                        isDragDismissing = true
                                        dismissMenu()
                                    } else {
                                        withAnimation(.spring()) { dragOffset = 0 }
                                    }
                                }
                        )
                }
            }
            """),
        // The drag on the handle closes what the handle's own button closes; working out the distance does nothing.
        Example("""
            struct NowPlayingSheet: View {
                var body: some View {
                    Button(action: closePlayer) {
                        Capsule().frame(width: 38, height: 5)
                    }
                    .accessibilityLabel("Close player")
                    .simultaneousGesture(DragGesture().onEnded { value in
                        let distance = max(value.translation.height, value.predictedEndTranslation.height)
                        guard distance > 64 else { return }
                        closePlayer()
                    })
                }
            }
            """),
        // A Mac app: the double-click does what a menu bar command does, which VoiceOver reaches in the menu bar.
        Example("""
            struct GalleryGrid: View {
                var body: some View {
                    LazyVGrid(columns: columns) {
                        ForEach(images) { image in
                            Thumbnail(image: image)
                                .gesture(TapGesture(count: 2).onEnded {
                                    Task { await ImageController.shared.quickLookCurrentImage() }
                                })
                        }
                    }
                }
            }
            struct ImageCommands: Commands {
                var body: some Commands {
                    CommandMenu("Image") {
                        Button("Quick Look") {
                            Task { await ImageController.shared.quickLookCurrentImage() }
                        }
                        .keyboardShortcut(.space, modifiers: [])
                    }
                }
            }
            """, configuration: """
            platforms: [macos]
            """),
        // A drag with nothing attached only keeps the paged view from swiping; the buttons turn the pages.
        Example("""
            struct OnboardingPages: View {
                @State private var step = 0
                var body: some View {
                    TabView(selection: $step) {
                        WelcomeStep(next: { step = 1 }).tag(0)
                        PermissionsStep(back: { step = 0 }).tag(1)
                    }
                    .tabViewStyle(.page)
                    .simultaneousGesture(DragGesture())
                }
            }
            """),
        // Nor does one whose handlers are empty: it only keeps the swipe from the pages.
        Example("""
            struct ScanPages: View {
                @State private var tab = 0
                var body: some View {
                    TabView(selection: $tab) {
                        MyCode(scan: { tab = 1 }).tag(0)
                        Scanner(back: { tab = 0 }).tag(1)
                    }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                    .gesture(DragGesture().onChanged { _ in })
                }
            }
            """),
        // A long press that only shows it is pressed (a haptic and a highlight); the tap does the work.
        Example("""
            struct QuestionChip: View {
                @State private var open = false
                @State private var pressed = false
                var body: some View {
                    Text("Ask about limits")
                        .onTapGesture { open.toggle() }
                        .accessibilityAddTraits(.isButton)
                        .onLongPressGesture(minimumDuration: 0.3, perform: { }) { isPressing in
                            Haptics.play(isPressing ? .soft : .rigid)
                            pressed = isPressing
                        }
                }
            }
            """),
        // The drag only moves a floating bar; its buttons stay where everyone reaches them.
        Example("""
            struct FloatingTransport: View {
                @State private var barOffset: CGSize = .zero
                @State private var dragStart: CGSize = .zero
                @State private var isInteracting = false
                var body: some View {
                    TransportButtons()
                        .offset(barOffset)
                        .gesture(DragGesture()
                            .onChanged { value in
                                isInteracting = true
                                cancelHideTimer()
                                barOffset = CGSize(width: dragStart.width + value.translation.width,
                                                   height: dragStart.height + value.translation.height)
                            }
                            .onEnded { _ in
                                dragStart = barOffset
                                isInteracting = false
                                resetHideTimer()
                            })
                }
            }
            """),
        // The drag closes the drawer, and so does the dimmed background's close button.
        Example("""
            struct SideDrawer: View {
                @State private var dragOffset: CGFloat = 0
                @Binding var isOpen: Bool
                var body: some View {
                    ZStack(alignment: .leading) {
                        Button("Close menu") { isOpen = false }
                        DrawerContent()
                            .offset(x: isOpen ? dragOffset : -300)
                            .gesture(DragGesture()
                                .onChanged { value in dragOffset = min(0, value.translation.width) }
                                .onEnded { _ in
                                    dragOffset = 0
                                    isOpen = false
                                })
                    }
                }
            }
            """),
        // The drag only hides the keyboard while the list scrolls: nothing depends on it.
        Example("""
            struct ContactPicker: View {
                var body: some View {
                    List(filteredContacts) { contact in
                        Button(contact.name) { toggle(contact) }
                    }
                    .gesture(
                        DragGesture().onChanged { value in
                            if value.translation.height < 0 {
                                UIApplication.shared.endEditing()
                            }
                        }
                    )
                }
            }
            """),
        // A keyboard helper's dismissal, in a modifier, on platforms that have a software keyboard.
        Example("""
            struct ResignKeyboardOnDrag: ViewModifier {
                func body(content: Content) -> some View {
                    content.gesture(
                        DragGesture().onChanged { _ in
                            #if !os(macOS)
                            Keyboard.main.dismiss()
                            #endif
                        }
                    )
                }
            }
            """),
        // The same, as a gesture member of a view modifier; a local constant and a condition are no effect.
        Example("""
            struct HidesKeyboardWhileScrolling: ViewModifier {
                var scrollDrag = DragGesture().onChanged { value in
                    let speed = CGSize(width: value.predictedEndLocation.x - value.location.x,
                                       height: value.predictedEndLocation.y - value.location.y)
                    if abs(speed.height) > 40 {
                        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    }
                }

                func body(content: Content) -> some View {
                    content.simultaneousGesture(scrollDrag)
                }
            }
            """),
        Example("""
            struct SearchResults: View {
                @FocusState private var isSearchFocused: Bool
                var body: some View {
                    ScrollView {
                        ResultsGrid(results: results)
                    }
                    .simultaneousGesture(DragGesture().onChanged { _ in isSearchFocused = false })
                }
            }
            """),
        // A drag beside a list's own scrolling that clears a highlight while the user scrolls.
        Example("""
            struct SavedLoginsList: View {
                @ObservedObject var model: LoginsModel
                var body: some View {
                    List(model.logins) { login in LoginRow(login: login) }
                        .simultaneousGesture(DragGesture().onChanged { _ in model.highlightedLogin = nil })
                }
            }
            """),
        // The page dots stay: VoiceOver users find them and swipe up or down on them to turn the page.
        Example("""
            struct TipsPager: View {
                var body: some View {
                    TabView {
                        ForEach(tips) { tip in TipCard(tip: tip) }
                    }
                    .tabViewStyle(.page)
                }
            }
            """),
        // A bound selection: the buttons below turn the page.
        Example("""
            struct OnboardingPager: View {
                @State private var page = 0
                var body: some View {
                    VStack {
                        TabView(selection: $page) {
                            ForEach(steps.indices, id: \\.self) { StepView(step: steps[$0]).tag($0) }
                        }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                        HStack {
                            Button("Back") { page -= 1 }
                            Button("Next") { page += 1 }
                        }
                    }
                }
            }
            """),
        // A page style on one page, used for its look: there is no other page to reach.
        Example("""
            struct HomeContainer: View {
                var body: some View {
                    TabView {
                        Timeline()
                    }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                }
            }
            """),
        // The hidden-dots pager offers a scroll action.
        Example("""
            struct TipsPager: View {
                var body: some View {
                    TabView {
                        ForEach(tips) { tip in TipCard(tip: tip) }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .never))
                    .accessibilityScrollAction { edge in turnPage(towards: edge) }
                }
            }
            """),
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
        // A press that never completes only tracks the finger: the row darkens while it is down.
        Example("""
            struct SettingRow: View {
                @State private var isPressing = false
                var body: some View {
                    Text("Appearance")
                        .background(isPressing ? Color.gray.opacity(0.2) : .clear)
                        .onLongPressGesture(minimumDuration: .infinity, pressing: { isPressing = $0 }, perform: {})
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
        // Seven taps on the version footer unlock hidden developer options: an easter egg, not a feature.
        Example("""
            struct AboutFooter: View {
                var body: some View {
                    Text(appVersion)
                        .onTapGesture(count: 7) { showsDeveloperOptions = true }
                }
            }
            """),
        Example("""
            struct AboutFooter: View {
                var body: some View {
                    Text(appVersion)
                        .simultaneousGesture(TapGesture(count: 5).onEnded { debugMenu.unlock() })
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
        // A rubber band: the card follows the finger and springs back; nothing is left done.
        Example("""
            struct ScoreCard: View {
                @State private var pull: CGFloat = 0
                var body: some View {
                    CardFace()
                        .offset(y: pull)
                        .gesture(
                            DragGesture()
                                .onChanged { pull = $0.translation.height / 3 }
                                .onEnded { _ in withAnimation(.spring()) { pull = .zero } }
                        )
                }
            }
            """),
        // A pinch that springs back: a peek at the photo, undone when the fingers lift.
        Example("""
            struct PhotoPage: View {
                @State private var zoom: CGFloat = 0
                let photo: Image
                var body: some View {
                    photo
                        .resizable()
                        .scaleEffect(1 + zoom)
                        .gesture(
                            MagnificationGesture()
                                .onChanged { value in zoom = value - 1 }
                                .onEnded { _ in withAnimation(.spring()) { zoom = 0 } }
                        )
                }
            }
            """),
        // Only `@GestureState`, which SwiftUI resets when the finger lifts.
        Example("""
            struct Tile: View {
                @GestureState private var drag = CGSize.zero
                var body: some View {
                    TileFace()
                        .offset(drag)
                        .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
                }
            }
            """),
        // The double tap is a shortcut for the context menu's "Favorite".
        Example("""
            struct PhotoCell: View {
                var body: some View {
                    Thumbnail(photo: photo)
                        .onTapGesture(count: 2) { library.toggleFavorite(photo) }
                        .contextMenu {
                            Button("Favorite") { library.toggleFavorite(photo) }
                            Button("Delete", role: .destructive) { library.delete(photo) }
                        }
                }
            }
            """),
        // The long press does what the button in the row does.
        Example("""
            struct ListRow: View {
                var body: some View {
                    HStack {
                        Text(list.title)
                        Spacer()
                        Button("Rename") { renaming = list }
                    }
                    .onLongPressGesture { renaming = list }
                }
            }
            """),
        // A custom modifier adds the context menu whose "Keep Open" does what the double tap does.
        Example("""
            extension View {
                func tabMenu(for tab: EditorTab) -> some View { modifier(TabMenu(tab: tab)) }
            }

            struct TabMenu: ViewModifier {
                let tab: EditorTab
                func body(content: Content) -> some View {
                    content.contextMenu {
                        Button("Close Tab") { tabs.close(tab) }
                        Button("Keep Open") { tabs.temporaryTab = nil }
                    }
                }
            }

            struct TabItem: View {
                var body: some View {
                    TabLabel(tab: tab)
                        .onTapGesture(count: 2) { editor.temporaryTab = nil }
                        .tabMenu(for: tab)
                }
            }
            """),
        Example("""
            struct PinnedTagsBar: View {
                var body: some View {
                    HStack {
                        ForEach(tags) { tag in
                            TagPill(tag: tag)
                                .onDrag { NSItemProvider(object: tag.name as NSString) }
                                .onDrop(of: [.text], delegate: TagDropDelegate(target: tag, tags: $tags))
                                .accessibilityAction(named: "Move left") { moveLeft(tag) }
                                .accessibilityAction(named: "Move right") { moveRight(tag) }
                        }
                    }
                }
            }
            """),
        Example("""
            struct Playlist: View {
                var body: some View {
                    ForEach(songs) { song in
                        SongRow(song: song)
                            .draggable(song)
                            .dropDestination(for: Song.self) { dropped, _ in insert(dropped, before: song) }
                            .contextMenu {
                                Button("Move Up") { moveUp(song) }
                                Button("Move Down") { moveDown(song) }
                            }
                    }
                }
            }
            """),
        Example("""
            struct Reading: View {
                var body: some View {
                    List {
                        ForEach(books) { book in
                            BookRow(book: book)
                                .onDrag { NSItemProvider(object: book.url as NSURL) }
                                .onDrop(of: [.url], delegate: BookDrop(target: book))
                        }
                        .onMove { from, to in books.move(fromOffsets: from, toOffset: to) }
                    }
                    .toolbar { EditButton() }
                }
            }
            """),
        Example("""
            struct Attachments: View {
                var body: some View {
                    VStack {
                        ForEach(files) { file in
                            FileChip(file: file)
                                .onDrag { NSItemProvider(contentsOf: file.url)! }
                        }
                    }
                    .onDrop(of: [.fileURL], isTargeted: nil) { providers in attach(providers) }
                    .accessibilityAction(named: "Attach file") { showImporter = true }
                }
            }
            """),
        Example("""
            struct Gallery: View {
                var body: some View {
                    LazyVGrid(columns: columns) {
                        ForEach(photos) { photo in
                            PhotoCell(photo: photo)
                                .draggable(photo.image)
                        }
                    }
                }
            }
            """),
        // A scrubber: the drag shows a value while the finger is down and clears it when it lifts.
        Example("""
        struct DaylightChart: View {
            @State private var selectedTime: Date?
            var body: some View {
                Chart(samples) { LineMark(x: .value("Time", $0.time), y: .value("Altitude", $0.altitude)) }
                    .chartOverlay { proxy in
                        Color.clear
                            .contentShape(Rectangle())
                            .gesture(DragGesture()
                                .onChanged { value in scrub(to: value.location, proxy: proxy) }
                                .onEnded { _ in selectedTime = nil })
                    }
            }
            private func scrub(to location: CGPoint, proxy: ChartProxy) {
                selectedTime = proxy.value(atX: location.x)
            }
        }
        """),
    ]
}
