import RuleEngine

extension EmptyAccessibilityLabelRule {
    static let triggeringExamples: [Example] = [
        Example("""
            struct CloseButton: View {
                var body: some View {
                    Button(action: dismiss) { Image(systemName: "xmark") }
                        .↓accessibilityLabel("")
                }
            }
            """),
        Example("""
            struct Divider: View {
                var body: some View {
                    Image("separator_line")
                        .↓accessibilityLabel("  ")
                }
            }
            """),
        Example("""
            struct TagList: View {
                let tags: [Tag]
                var body: some View {
                    ForEach(tags) { tag in
                        Text(tag.name)
                            .↓accessibilityLabel(Text(""))
                    }
                }
            }
            """),
        Example("""
            struct AvatarView: View {
                let image: UIImage?
                var body: some View {
                    if let image {
                        Image(uiImage: image)
                            .↓accessibility(label: Text(""))
                    } else {
                        Circle()
                            .↓accessibilityLabel("")
                    }
                }
            }
            """),
        Example("""
            struct Toolbar: View {
                var body: some View {
                    HStack { shareButton }
                }
            }

            extension Toolbar {
                var shareButton: some View {
                    ShareLink(item: url)
                        .↓accessibilityLabel(LocalizedStringKey(""))
                }
            }
            """),
        Example("""
            struct Badge: View {
                var body: some View {
                    #if os(iOS)
                    Label("New", systemImage: "sparkles")
                        .labelStyle(.iconOnly)
                        .↓accessibilityLabel("")
                    #endif
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
            struct CloseButton: View {
                var body: some View {
                    Button(action: dismiss) { Image(systemName: "xmark") }
                        .accessibilityLabel("Close")
                }
            }
            """),
        Example("""
            struct Divider: View {
                var body: some View {
                    Image("separator_line")
                        .accessibilityHidden(true)
                    Image(decorative: "separator_line")
                }
            }
            """),
        Example("""
            struct TagList: View {
                let tags: [Tag]
                var body: some View {
                    ForEach(tags) { tag in
                        Text(tag.name)
                            .accessibilityLabel(tag.spokenName)
                    }
                }
            }
            """),
        Example("""
            struct Counter: View {
                let count: Int
                var body: some View {
                    Text("\\(count)")
                        .accessibilityLabel("\\(count) unread messages")
                }
            }
            """),
        Example("""
            struct Spacer3: View {
                var body: some View {
                    Rectangle()
                        .accessibilityLabel("")
                        .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct HiddenGroup: View {
                var body: some View {
                    VStack {
                        Image("wave").accessibilityLabel("")
                    }
                    .accessibilityHidden(true)
                }
            }
            """),
        Example("""
            struct FieldView: View {
                let title: String
                var body: some View {
                    TextField("", text: $value)
                        .accessibilityLabel(title.isEmpty ? "Value" : title)
                }
            }
            """),
        Example("""
            struct Localized: View {
                var body: some View {
                    Image(systemName: "gear")
                        .accessibilityLabel(Text("settings.title"))
                        .accessibility(hint: Text(""))
                }
            }
            """),
    ]
}
