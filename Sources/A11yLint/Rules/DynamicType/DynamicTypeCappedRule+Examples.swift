import RuleEngine

extension DynamicTypeCappedRule {
    static let triggeringExamples: [Example] = [
        // A 24 pt headline capped at xxLarge stops at about 30 pt, where body text alone grows to 53 pt.
        Example("""
            struct Headline: View {
                let text: String
                var body: some View {
                    Text(text)
                        .font(.custom("Inter-Bold", size: 24))
                        .↓dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            """),
        Example("""
            struct ResultView: View {
                var body: some View {
                    Text("Compliance")
                        .font(.title)
                        .↓dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }
            """),
        Example("""
            struct CalculatorView: View {
                var body: some View {
                    Form {
                        TextField("Dispensed", text: $dispensed)
                        TextField("Returned", text: $returned)
                    }
                    .↓dynamicTypeSize(.xSmall ... .large)
                }
            }
            """),
        Example("""
            struct TabBadge: View {
                var body: some View {
                    Text("3")
                        .↓dynamicTypeSize(.medium)
                }
            }
            """),
        Example("""
            struct RootView: View {
                var body: some View {
                    ContentView()
                        .↓environment(\\.dynamicTypeSize, .large)
                }
            }
            """),
        Example("""
            struct LegacyRoot: View {
                var body: some View {
                    ContentView()
                        .↓environment(\\.sizeCategory, .extraLarge)
                }
            }
            """),
        Example("""
            struct StudyList: View {
                let studies: [Study]

                var body: some View {
                    List {
                        ForEach(studies) { study in
                            if study.isArchived {
                                ArchivedRow(study: study)
                            } else {
                                StudyRow(study: study).↓dynamicTypeSize(..<DynamicTypeSize.accessibility1)
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct ScoreHeader: View {
                var body: some View { header }

                private var header: some View {
                    #if os(iOS)
                    Text("Score").↓dynamicTypeSize(...(.xxLarge))
                    #endif
                }
            }
            """),
        // A count beside its icon: the count is text and stays at the default size.
        Example("""
            struct LikeButton: View {
                let likes: Int

                var body: some View {
                    Button(action: like) {
                        HStack(spacing: 2) {
                            Image(systemName: "heart")
                            Text(likes, format: .number)
                        }
                        .↓dynamicTypeSize(.large)
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A display title of 44 pt: capped at xxLarge it is still larger than body text at the largest size.
        Example("""
            struct DisplayTitle: View {
                let text: String
                private let fontSize: CGFloat = 44
                var body: some View {
                    Text(text)
                        .font(.custom("Inter-Black", size: fontSize))
                        .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            """),
        // A monogram avatar: the initial is a glyph drawn to fit its circle.
        Example("""
            struct InitialAvatar: View {
                let name: String
                var body: some View {
                    Circle()
                        .fill(.gray)
                        .overlay { Text(name.prefix(1).uppercased()).font(.system(size: 20)) }
                        .frame(width: 40, height: 40)
                        .dynamicTypeSize(.large)
                }
            }
            """),
        // Seed 004 §2.3: a cap inside the accessibility range.
        Example("""
            struct ResultView: View {
                var body: some View {
                    Text("Compliance")
                        .font(.title)
                        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
                }
            }
            """),
        Example("""
            struct ScoreHeader: View {
                var body: some View {
                    Text("Score").dynamicTypeSize(.large ... .accessibility5)
                }
            }
            """),
        Example("""
            struct Caption: View {
                var body: some View {
                    Text("Updated just now").dynamicTypeSize(.large...)
                }
            }
            """),
        Example("""
            struct BadgeCount: View {
                var body: some View {
                    Text("12").dynamicTypeSize(..<DynamicTypeSize.accessibility2)
                }
            }
            """),
        // Previews at a given size are not product code, and a variable size is trusted.
        Example("""
            struct PreviewHost: View {
                let size: DynamicTypeSize

                var body: some View {
                    ContentView().environment(\\.dynamicTypeSize, size)
                }
            }
            """),
        // Reading the size to adapt the layout is the recommended pattern.
        Example("""
            struct AdaptiveRow: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize

                var body: some View {
                    if dynamicTypeSize.isAccessibilitySize {
                        VStack { content }
                    } else {
                        HStack { content }
                    }
                }
            }
            """),
        Example("""
            struct ThemedRoot: View {
                var body: some View {
                    ContentView()
                        .environment(\\.colorScheme, .dark)
                }
            }
            """),
        Example("""
            struct StatsGrid: View {
                var body: some View {
                    #if os(iOS)
                    Grid { rows }
                        .dynamicTypeSize(...DynamicTypeSize.accessibility1)
                    #endif
                }
            }
            """),
        // Pinning the size of symbols keeps an action bar's icons in proportion; no text is pinned.
        Example("""
            enum PostAction {
                case reply, repost

                func symbol(isActive: Bool) -> Image {
                    switch self {
                    case .reply: Image(systemName: "arrowshape.turn.up.left")
                    case .repost: Image(systemName: isActive ? "arrow.2.squarepath.circle.fill" : "arrow.2.squarepath")
                    }
                }
            }

            struct PostActionIcon: View {
                let action: PostAction

                var body: some View {
                    action.symbol(isActive: false)
                        .font(.body)
                        .dynamicTypeSize(.large)
                }
            }
            """),
        Example("""
            struct ComposeButton: View {
                var body: some View {
                    Button(action: compose) {
                        Image(systemName: "square.and.pencil")
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }
            }
            """),
    ]
}
