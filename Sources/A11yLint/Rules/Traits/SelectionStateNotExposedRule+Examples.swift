import RuleEngine

extension SelectionStateNotExposedRule {
    static let triggeringExamples: [Example] = [
        // StudyCoor's study chips (004 §1.2): the hint carries the state, the trait is missing.
        Example("""
            struct Chip: View {
                let title: String
                let selected: Bool
                let action: () -> Void
                var body: some View {
                    ↓Button(action: action) {
                        Text(title)
                            .padding(.horizontal, 12)
                            .background(selected ? Color.accentColor : Color.gray.opacity(0.2))
                    }
                    .accessibilityLabel("Study: \\(title)")
                    .accessibilityHint(selected ? "Selected" : "Double tap to select")
                }
            }
            """),
        Example("""
            struct AnswerOption: View {
                let text: String
                let isSelected: Bool
                var body: some View {
                    ↓HStack {
                        Image(systemName: isSelected ? "largecircle.fill.circle" : "circle")
                        Text(text)
                    }
                    .onTapGesture { choose() }
                }
            }
            """),
        Example("""
            struct TabBar: View {
                @Binding var selectedTab: AppTab
                var body: some View {
                    HStack {
                        ForEach(AppTab.allCases) { tab in
                            ↓Button {
                                selectedTab = tab
                            } label: {
                                Label(tab.title, systemImage: tab.icon)
                                    .foregroundStyle(selectedTab == tab ? Color.accentColor : .secondary)
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct FrequencyList: View {
                @State private var selection: Frequency = .daily
                var body: some View {
                    VStack {
                        ForEach(Frequency.allCases) { frequency in
                            ↓Button {
                                selection = frequency
                            } label: {
                                HStack {
                                    Text(frequency.name)
                                    if selection == frequency {
                                        Circle().fill(Color.accentColor).frame(width: 8, height: 8)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
        // The look is in the component, the tap where it is used.
        Example("""
            struct TabItemView: View {
                let tab: AppTab
                let isSelected: Bool
                var body: some View {
                    VStack {
                        Image(systemName: tab.icon)
                        Text(tab.title)
                    }
                    .foregroundStyle(isSelected ? .blue : .gray)
                }
            }

            struct CustomTabBar: View {
                @Binding var current: AppTab
                var body: some View {
                    HStack {
                        ForEach(AppTab.allCases) { tab in
                            ↓TabItemView(tab: tab, isSelected: tab == current)
                                .onTapGesture { current = tab }
                        }
                    }
                }
            }
            """),
        Example("""
            struct SortMenu: View {
                var selectedSort: SortOrder
                var body: some View {
                    VStack { sortButtons }
                }
            }

            extension SortMenu {
                @ViewBuilder var sortButtons: some View {
                    ForEach(SortOrder.allCases) { order in
                        ↓Button(order.title) { apply(order) }
                            .fontWeight(order == selectedSort ? .bold : .regular)
                    }
                }
            }
            """),
        Example("""
            struct ColorSwatch: View {
                let isSelected: Bool
                var body: some View {
                    #if os(iOS)
                    ↓Circle()
                        .strokeBorder(isSelected ? Color.primary : .clear, lineWidth: 2)
                        .accessibilityLabel(colorName)
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { pick() }
                    #endif
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The checkmark drawn for the selected row is read aloud ("English, checkmark"): the state is heard.
        Example("""
            struct LanguageList: View {
                @Binding var selectedLanguage: String
                let languages: [String]
                var body: some View {
                    List(languages, id: \\.self) { language in
                        HStack {
                            Text(language)
                            Spacer()
                            if language == selectedLanguage {
                                Image(systemName: "checkmark")
                            }
                        }
                        .onTapGesture { selectedLanguage = language }
                    }
                }
            }
            """),
        // AIQ's AnswerInputView options: label plus the `.isSelected` trait.
        Example("""
            struct AnswerOption: View {
                let text: String
                let isSelected: Bool
                var body: some View {
                    Button(action: choose) {
                        HStack {
                            Image(systemName: isSelected ? "largecircle.fill.circle" : "circle")
                            Text(text)
                        }
                    }
                    .accessibilityLabel(text)
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                }
            }
            """),
        // StudyCoor's chip, corrected: the state is a trait, the hint says what happens.
        Example("""
            struct Chip: View {
                let title: String
                let selected: Bool
                var body: some View {
                    Button(action: action) {
                        Text(title).background(selected ? Color.accentColor : Color.gray.opacity(0.2))
                    }
                    .accessibilityLabel("Study: \\(title)")
                    .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
                }
            }
            """),
        Example("""
            struct FilterChip: View {
                let isSelected: Bool
                var body: some View {
                    Button(title) { toggle() }
                        .tint(isSelected ? .blue : .gray)
                        .accessibilityValue(isSelected ? "On" : "Off")
                }
            }
            """),
        Example("""
            struct FrequencyPicker: View {
                @Binding var selection: Frequency
                var body: some View {
                    Picker("Dosing Frequency", selection: $selection) {
                        ForEach(Frequency.allCases) { frequency in
                            Text(frequency.name)
                                .foregroundStyle(selection == frequency ? .primary : .secondary)
                                .tag(frequency)
                        }
                    }
                }
            }
            """),
        Example("""
            struct SidebarList: View {
                @State private var selection: Item.ID?
                var body: some View {
                    List(items, selection: $selection) { item in
                        Text(item.name)
                            .fontWeight(selection == item.id ? .semibold : .regular)
                    }
                }
            }
            """),
        Example("""
            struct BoldToggle: View {
                @Binding var isSelected: Bool
                var body: some View {
                    Toggle(isOn: $isSelected) { Image(systemName: "bold") }
                        .toggleStyle(.button)
                        .tint(isSelected ? .accentColor : .secondary)
                }
            }
            """),
        Example("""
            struct OptionRow: View {
                let name: String
                let isSelected: Bool
                var body: some View {
                    Button(name) { choose() }
                        .foregroundStyle(isSelected ? .primary : .secondary)
                        .accessibilityLabel(isSelected ? "\\(name), selected" : name)
                }
            }
            """),
        Example("""
            struct PulseButton: View {
                let isSelected: Bool
                var body: some View {
                    Button("Record") { record() }
                        .animation(.easeInOut, value: isSelected)
                }
            }
            """),
        // The trait is added where the component is used.
        Example("""
            struct Swatch: View {
                let isSelected: Bool
                var body: some View {
                    Circle().strokeBorder(isSelected ? Color.primary : .clear)
                }
            }

            struct Palette: View {
                var body: some View {
                    ForEach(colors) { color in
                        Swatch(isSelected: color == chosen)
                            .onTapGesture { chosen = color }
                            .accessibilityAddTraits(color == chosen ? [.isButton, .isSelected] : .isButton)
                    }
                }
            }
            """),
        Example("""
            struct SortMenu: View {
                var body: some View {
                    Menu("Sort") {
                        ForEach(SortOrder.allCases) { order in
                            Button { apply(order) } label: {
                                if order == selectedSort { Label(order.title, systemImage: "checkmark") } else { Text(order.title) }
                            }
                        }
                    }
                }
            }
            """),
        // A name that only contains "selected" (reduced from real code): not a selection state.
        Example("""
            struct SubmitButton: View {
                var body: some View {
                    Button { submit() } label: {
                        Image(systemName: "hand.thumbsup")
                            .opacity(store.isSelectedWordValid ? 1 : 0.5)
                    }
                }
            }
            """),
        Example("""
            struct ModeButton: View {
                let isSelected: Bool
                var body: some View {
                    Button { choose() } label: {
                        if isSelected { Text("Selected") } else { Text("Select") }
                    }
                }
            }
            """),
    ]
}
