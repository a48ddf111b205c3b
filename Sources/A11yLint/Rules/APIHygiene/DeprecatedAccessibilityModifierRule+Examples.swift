import RuleEngine

extension DeprecatedAccessibilityModifierRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct EntryRow: View {
            var body: some View {
                Button(action: delete) { Image(systemName: "trash") }
                    .↓accessibility(label: Text("Delete entry"))
            }
        }
        """),
        Example("""
        struct Badge: View {
            var body: some View {
                Image("confetti")
                    .↓accessibility(hidden: true)
            }
        }
        """),
        Example("""
        struct SectionTitle: View {
            var body: some View {
                Text("Recent results")
                    .font(.title2)
                    .↓accessibility(addTraits: .isHeader)
            }
        }
        """),
        Example("""
        struct ScoreCard: View {
            var body: some View {
                VStack {
                    Text("IQ")
                    Text("\\(score)")
                }
                .accessibilityElement(children: .ignore)
                .↓accessibility(label: Text("IQ score"))
                .↓accessibility(value: Text("\\(score)"))
                .↓accessibility(hint: Text("Opens your score history"))
            }
        }
        """),
        Example("""
        struct LoginForm: View {
            var body: some View {
                fields
            }

            private var fields: some View {
                #if os(iOS)
                TextField("Email", text: $email)
                    .↓accessibility(identifier: AccessibilityIdentifiers.emailField)
                #endif
            }
        }
        """),
        Example("""
        struct Toolbar: View {
            var body: some View {
                ForEach(tools) { tool in
                    ToolButton(tool: tool)
                        .↓accessibility(sortPriority: tool.priority)
                        .↓accessibility(removeTraits: .isImage)
                }
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        struct EntryRow: View {
            var body: some View {
                Button(action: delete) { Image(systemName: "trash") }
                    .accessibilityLabel("Delete entry")
            }
        }
        """),
        Example("""
        struct Badge: View {
            var body: some View {
                Image("confetti").accessibilityHidden(true)
            }
        }
        """),
        Example("""
        struct SectionTitle: View {
            var body: some View {
                Text("Recent results")
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityRemoveTraits(.isStaticText)
                    .accessibilitySortPriority(1)
            }
        }
        """),
        Example("""
        // Seed 002, HeroCardView-style: the current modifiers.
        struct HeroCardView: View {
            var body: some View {
                VStack { Text("71.2 kg") }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Current weight")
                    .accessibilityValue("71.2 kilograms")
                    .accessibilityHint("Shows your weight history")
                    .accessibilityIdentifier(AccessibilityIdentifiers.heroCard)
            }
        }
        """),
        Example("""
        // `.accessibilityElement(children:)` and `.accessibilityAction` are current API.
        struct Row: View {
            var body: some View {
                HStack { Text(title) }
                    .accessibilityElement(children: .combine)
                    .accessibilityAction(named: "Delete") { delete() }
            }
        }
        """),
        Example("""
        // A call that is not a modifier of a view.
        struct Settings: View {
            var body: some View {
                Text(accessibility(label: "x"))
            }
        }
        """),
        Example("""
        // Forms outside the eight this rule rewrites are left alone.
        struct Knob: View {
            var body: some View {
                knob.accessibility(activationPoint: .center)
            }
        }
        """),
        Example("""
        struct Options: View {
            var body: some View {
                Toggle("Sound", isOn: $sound)
                    .accessibilityValue(sound ? "On" : "Off")
                    .accessibilityInputLabels(["Sound", "Audio"])
            }
        }
        """),
    ]
}
