import RuleEngine

extension SmallTouchTargetRule {
    static let triggeringExamples: [Example] = [
        // The same helper drawn in the screen's content too, where nothing enlarges it.
        Example("""
            struct MissionInfoView: View {
                let store: StoreOf<MissionInfo>
                var body: some View {
                    VStack {
                        backButton
                        MissionSummary(store: store)
                    }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { backButton }
                    }
                }

                var backButton: some View {
                    Button { store.send(.backTapped) } label: {
                        Assets.Images.arrow.swiftUIImage
                            .resizable()
                            .↓frame(width: 28, height: 28)
                    }
                }
            }
            """),
        Example("""
            struct EntryRow: View {
                var body: some View {
                    HStack {
                        Text(entry.title)
                        Button {
                            deleteEntry()
                        } label: {
                            Image(systemName: "trash")
                                .↓frame(width: 24, height: 24)
                        }
                        .accessibilityLabel("Delete entry")
                    }
                }
            }
            """),
        Example("""
            struct PlayerControls: View {
                var body: some View {
                    Button("Skip", systemImage: "forward.fill", action: skip)
                        .labelStyle(.iconOnly)
                        .↓frame(width: 32, height: 32)
                }
            }
            """),
        Example("""
            struct ChipView: View {
                let title: String

                var body: some View {
                    Text(title)
                        .font(.caption)
                        .↓frame(height: 28)
                        .onTapGesture { select() }
                }
            }
            """),
        Example("""
            struct RatingView: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Button { rating = star } label: {
                                Image(systemName: star <= rating ? "star.fill" : "star")
                                    .↓frame(width: 20, height: 20)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                }
            }
            """),
        Example("""
            struct CloseButton: View {
                private let side: CGFloat = 30

                var body: some View {
                    closeButton
                }

                private var closeButton: some View {
                    Link(destination: helpURL) { Image(systemName: "questionmark.circle") }
                        .↓frame(width: side, height: side)
                }
            }
            """),
        Example("""
            struct MiniToolbar: View {
                let isEditing: Bool

                var body: some View {
                    #if os(iOS)
                    if isEditing {
                        Button(action: done) { Image(systemName: "checkmark") }
                            .↓frame(width: 36, height: 36)
                    }
                    #endif
                }
            }
            """),
        Example("""
            struct ColorSwatch: View {
                let color: Color

                var body: some View {
                    Circle()
                        .fill(color)
                        .↓frame(width: 44, height: 44)
                        .onTapGesture { pick(color) }
                }
            }
            """, configuration: """
            rules:
              small-touch-target:
                minimum: 48
            """),
        Example("""
            struct IconButton: View {
                let systemName: String
                let label: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                        .accessibilityLabel(label)
                }
            }
            struct SheetHeader: View {
                var body: some View {
                    IconButton(systemName: "xmark", label: "Close") { dismiss() }
                        .↓frame(width: 24, height: 24)
                }
            }
            """),
        // A content shape fills the frame before it and no more: the target is still 24 pt (issue 18).
        Example("""
            struct ChipRemoveButton: View {
                var body: some View {
                    Button(action: remove) {
                        Image(systemName: "xmark")
                            .↓frame(width: 24, height: 24)
                            .contentShape(Rectangle())
                    }
                    .accessibilityLabel("Remove tag")
                }
            }
            """),
        Example("""
            struct RatingStar: View {
                var body: some View {
                    Image(systemName: "star")
                        .↓frame(width: 28, height: 28)
                        .contentShape(.rect(cornerRadius: 4))
                        .onTapGesture { rate() }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A helper drawn only as a toolbar item: the navigation bar sizes its hit area.
        Example("""
            struct MissionInfoView: View {
                let store: StoreOf<MissionInfo>
                var body: some View {
                    ScrollView { MissionSummary(store: store) }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { backButton }
                        }
                }

                var backButton: some View {
                    Button { store.send(.backTapped) } label: {
                        Assets.Images.arrow.swiftUIImage
                            .resizable()
                            .frame(width: 28, height: 28)
                    }
                }
            }
            """),
        // A row's link framed to nothing so no disclosure chevron shows: hidden, not small.
        Example("""
            struct PostRow: View {
                let post: Post
                var body: some View {
                    HStack {
                        Text(post.title)
                        Spacer()
                        NavigationLink { PostDetail(post: post) } label: { EmptyView() }
                            .frame(width: 0, height: 0)
                    }
                }
            }
            """),
        // Buttons that do nothing yet (a stub's empty action): there is nothing to miss.
        Example("""
            struct SizePicker: View {
                let sizes = ["S", "M", "L"]
                var body: some View {
                    HStack {
                        ForEach(sizes, id: \\.self) { size in
                            Button(action: {}, label: {
                                Text(size).frame(width: 28, height: 28)
                            })
                        }
                    }
                }
            }
            """),
        // The box keeps its label at least a hit target's size, so the narrower frame around it does not shrink it.
        Example("""
            struct QueueRow: View {
                @Binding var isSelected: Bool
                let title: String
                var body: some View {
                    HStack {
                        SelectionBox(isSelected: $isSelected, title: title)
                            .frame(width: 30, alignment: .leading)
                        Text(title)
                    }
                }
            }
            struct SelectionBox: View {
                @Binding var isSelected: Bool
                let title: String
                var body: some View {
                    Button {
                        isSelected.toggle()
                    } label: {
                        Image(systemName: isSelected ? "checkmark.square.fill" : "square")
                            .frame(minWidth: Layout.minimumHitTarget, minHeight: Layout.minimumHitTarget)
                            .contentShape(.rect)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Select \\(title)")
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                }
            }
            """),
        // A stand-in drawn where no biometric method exists: switched off for good, nobody taps it.
        Example("""
            struct UnlockButtons: View {
                let hasBiometrics: Bool
                var body: some View {
                    if hasBiometrics {
                        Button(action: unlock) {
                            Image(systemName: "faceid").resizable().frame(width: 48, height: 48)
                        }
                        .accessibilityLabel("Unlock with Face ID")
                    } else {
                        Button(action: {}) {
                            Image(systemName: "lock").resizable().frame(width: 32, height: 32)
                        }
                        .accessibilityLabel("Unlock")
                        .disabled(true)
                    }
                }
            }
            """),
        // Every caller puts the button in the navigation bar, which gives bar items their hit area.
        Example("""
            struct SideMenuButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Image(systemName: "line.3.horizontal").frame(width: 24, height: 24)
                    }
                }
            }
            struct HomeFeed: View {
                var body: some View {
                    FeedList()
                        .toolbar { ToolbarItem(placement: .navigationBarLeading) { SideMenuButton(action: openMenu) } }
                }
            }
            struct ProfileTab: View {
                var body: some View {
                    ProfileView().navigationBarItems(leading: SideMenuButton(action: openMenu))
                }
            }
            """),
        // Seed 002 Pattern 5.
        Example("""
            struct EntryRow: View {
                var body: some View {
                    Button("Delete") {
                        deleteEntry()
                    }
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
                }
            }
            """),
        Example("""
            struct EntryRow: View {
                var body: some View {
                    Button {
                        deleteEntry()
                    } label: {
                        Image(systemName: "trash")
                            .frame(width: 24, height: 24)
                            .padding(10)
                    }
                    .accessibilityLabel("Delete entry")
                }
            }
            """),
        Example("""
            struct PlayerControls: View {
                var body: some View {
                    Button(action: skip) {
                        Image(systemName: "forward.fill").frame(width: 24, height: 24)
                    }
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
                }
            }
            """),
        // Not a touch target: a decorative icon.
        Example("""
            struct StatusIcon: View {
                var body: some View {
                    Image(systemName: "checkmark.seal")
                        .frame(width: 16, height: 16)
                }
            }
            """),
        // Toolbar buttons get their hit areas from the system.
        Example("""
            struct EditorView: View {
                var body: some View {
                    TextEditor(text: $text)
                        .toolbar {
                            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                                .frame(width: 28, height: 28)
                        }
                }
            }
            """),
        Example("""
            struct SettingsList: View {
                var body: some View {
                    List {
                        Button(action: openHelp) { Image(systemName: "questionmark") }
                            .frame(width: 30, height: 30)
                    }
                }
            }
            """),
        Example("""
            struct BigButton: View {
                var body: some View {
                    Button("Calculate Compliance", action: calculate)
                        .frame(width: 240, height: 50)
                }
            }
            """),
        // A size that is not literal is unknown.
        Example("""
            struct AvatarButton: View {
                let size: CGFloat

                var body: some View {
                    Button(action: openProfile) { avatar }
                        .frame(width: size, height: size)
                }
            }
            """),
        Example("""
            struct ColorSwatch: View {
                let color: Color

                var body: some View {
                    Circle()
                        .fill(color)
                        .frame(width: 42, height: 42)
                        .onTapGesture { pick(color) }
                }
            }
            """, configuration: """
            rules:
              small-touch-target:
                minimum: 40
            """),
        // Seed 001: AIQ's PrimaryButton pattern, full width with a minimum height.
        Example("""
            struct PrimaryButton: View {
                let title: String
                let isLoading: Bool
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        HStack {
                            if isLoading { ProgressView().accessibilityHidden(true) }
                            Text(title)
                        }
                        .frame(maxWidth: .infinity, minHeight: 50)
                    }
                    .foregroundColor(.white)
                    .background(ColorPalette.primary)
                    .accessibilityLabel(title)
                    .accessibilityHint(isLoading ? "Loading" : "")
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        Example("""
            struct IconButton: View {
                let systemName: String
                let label: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                        .accessibilityLabel(label)
                }
            }
            struct SheetHeader: View {
                var body: some View {
                    IconButton(systemName: "xmark", label: "Close") { dismiss() }
                        .frame(width: 44, height: 44)
                    StatBadge(value: 3)
                        .frame(width: 20, height: 20)
                }
            }
            struct StatBadge: View {
                let value: Int
                var body: some View {
                    Text("\\(value)")
                }
            }
            """),
        // The content shape follows a larger frame or padding: it makes the whole 44 pt area tappable.
        Example("""
            struct ChipRemoveButton: View {
                var body: some View {
                    Button(action: remove) {
                        Image(systemName: "xmark")
                            .frame(width: 24, height: 24)
                            .padding(10)
                            .contentShape(Rectangle())
                    }
                    .accessibilityLabel("Remove tag")
                }
            }
            """),
        // A shape grown beyond the frame (an inset by a negative amount) may reach 44 pt: unknown, so quiet.
        Example("""
            struct ChipRemoveButton: View {
                var body: some View {
                    Button(action: remove) {
                        Image(systemName: "xmark")
                            .frame(width: 24, height: 24)
                            .contentShape(Rectangle().inset(by: -10))
                    }
                    .accessibilityLabel("Remove tag")
                }
            }
            """),
    ]
}
