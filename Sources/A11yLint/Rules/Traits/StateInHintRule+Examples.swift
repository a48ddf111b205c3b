import RuleEngine

extension StateInHintRule {
    static let triggeringExamples: [Example] = [
        Example("""
        // Seed 004 §1.2, study chips: "Selected" is state, not a hint.
        struct StudyPicker: View {
            var body: some View {
                ForEach(studies) { s in
                    Chip(title: s.name, selected: selectedStudy?.id == s.id) {
                        withAnimation { selectStudy(s) }
                    }
                    .accessibilityLabel("Study: \\(s.name)")
                    .↓accessibilityHint(selectedStudy?.id == s.id ? "Selected" : "Double tap to select")
                }
            }
        }
        """),
        Example("""
        struct WiFiRow: View {
            var body: some View {
                HStack {
                    Image(systemName: "wifi")
                    Text("Wi-Fi")
                }
                .onTapGesture { isOn.toggle() }
                .accessibilityElement(children: .ignore)
                .↓accessibilityLabel(isOn ? "Wi-Fi, on" : "Wi-Fi, off")
            }
        }
        """),
        Example("""
        struct TagChip: View {
            var body: some View {
                Text(tag.name)
                    .↓accessibilityLabel("\\(tag.name), selected")
            }
        }
        """),
        Example("""
        struct FilterRow: View {
            var body: some View {
                row
            }

            @ViewBuilder private var row: some View {
                if isChecked {
                    Label(filter.name, systemImage: "checkmark")
                        .↓accessibilityHint("Currently checked")
                } else {
                    Label(filter.name, systemImage: "circle")
                }
            }
        }
        """),
        Example("""
        struct SectionHeader: View {
            var body: some View {
                #if os(iOS)
                Button(action: toggle) { Text(title) }
                    .↓accessibility(hint: Text(isExpanded ? "Expanded" : "Collapsed"))
                #endif
            }
        }
        """),
        Example("""
        struct Options: View {
            var body: some View {
                ForEach(options) { option in
                    OptionRow(option: option)
                        .↓accessibilityHint("Not selected")
                }
            }
        }

        extension Options {
            var sound: some View {
                Image(systemName: "speaker")
                    .↓accessibilityLabel("Sound, off")
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        // The fix for seed 004's study chips: a trait for the state, a hint for the result.
        struct StudyPicker: View {
            var body: some View {
                ForEach(studies) { s in
                    Chip(title: s.name, selected: selectedStudy?.id == s.id) { selectStudy(s) }
                        .accessibilityLabel("Study: \\(s.name)")
                        .accessibilityAddTraits(selectedStudy?.id == s.id ? .isSelected : [])
                        .accessibilityHint("Selects this study for the calculation")
                }
            }
        }
        """),
        Example("""
        struct WiFiRow: View {
            var body: some View {
                HStack { Text("Wi-Fi") }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Wi-Fi")
                    .accessibilityValue(isOn ? "On" : "Off")
            }
        }
        """),
        Example("""
        // Option names that happen to be states: "Off" names the flash mode.
        struct FlashModePicker: View {
            var body: some View {
                HStack {
                    Button(action: { mode = .auto }) { Image(systemName: "bolt.badge.automatic") }
                        .accessibilityLabel("Auto")
                    Button(action: { mode = .off }) { Image(systemName: "bolt.slash") }
                        .accessibilityLabel("Off")
                }
            }
        }
        """),
        Example("""
        // Seed 001: the recommended label for the education Menu names an empty selection.
        struct RegistrationView: View {
            var body: some View {
                Menu { educationOptions } label: { educationLabel }
                    .accessibilityLabel("Education Level, optional, not selected")
            }
        }
        """),
        Example("""
        // A hint that mentions a state while describing a result.
        struct Switcher: View {
            var body: some View {
                Button("Dark mode") { toggle() }
                    .accessibilityHint("Turns dark mode on or off")
            }
        }
        """),
        Example("""
        // "Turn off" is an action, not a state.
        struct AlarmRow: View {
            var body: some View {
                Button(action: stop) { Image(systemName: "alarm") }
                    .accessibilityLabel("Turn off")
            }
        }
        """),
        Example("""
        // Computed text is not read.
        struct Chip: View {
            var body: some View {
                Text(title)
                    .accessibilityHint(stateDescription)
                    .accessibilityLabel(title + ", " + stateDescription)
            }
        }
        """),
        Example("""
        // A count of selected items is content, not the element's state.
        struct SelectionBar: View {
            var body: some View {
                Text("\\(count) selected")
                    .accessibilityLabel("\\(count) photos selected")
            }
        }
        """),
    ]
}
