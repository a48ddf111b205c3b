import RuleEngine

extension MissingAccessibilityHintRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct ReportCard: View {
            var body: some View {
                ↓VStack {
                    Text("Weekly report")
                    Text("3 new results")
                }
                .onTapGesture { openReport() }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        struct VolumeKnob: View {
            var body: some View {
                ↓Circle()
                    .accessibilityLabel("Volume")
                    .accessibilityValue("\\(volume) percent")
                    .accessibilityAdjustableAction { direction in adjust(direction) }
            }
        }
        """),
        Example("""
        struct Toolbar: View {
            var body: some View {
                HStack {
                    ↓Button { share() } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .accessibilityLabel("Share results")
                }
            }
        }
        """),
        Example("""
        struct ResultsList: View {
            var body: some View {
                ForEach(results) { result in
                    if result.isNew {
                        ↓ResultRow(result: result)
                            .onTapGesture { open(result) }
                            .accessibilityAddTraits([.isButton, .isSelected])
                    }
                }
            }
        }
        """),
        Example("""
        struct StudyPicker: View {
            var body: some View { chips }
        }

        extension StudyPicker {
            var chips: some View {
                #if os(iOS)
                ↓Chip(title: study.name)
                    .onTapGesture { select(study) }
                    .accessibility(addTraits: .isButton)
                #endif
            }
        }
        """),
        Example("""
        struct Rating: View {
            var body: some View {
                stars
            }

            private var stars: some View {
                ↓HStack { ForEach(0..<5) { Image(systemName: "star") } }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Rating")
                    .accessibilityAdjustableAction { adjust($0) }
            }
        }
        """, configuration: """
        opt_in_rules: [missing-accessibility-hint]
        rules:
          missing-accessibility-hint:
            paths: ["Example.swift"]
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        // Seed 001, AIQ's PrimaryButton: label, context-aware hint and the button trait.
        struct PrimaryButton: View {
            var body: some View {
                Button(action: action) {
                    HStack {
                        if isLoading { ProgressView().accessibilityHidden(true) }
                        Text(title)
                    }
                }
                .accessibilityLabel(title)
                .accessibilityHint(isLoading ? "Loading, please wait" : isDisabled ? "Button is disabled" : "Double tap to \\(title.lowercased())")
                .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        // Seed 002, LogbookRowView: a tappable row with a hint.
        struct LogbookRowView: View {
            var body: some View {
                HStack(spacing: 8) { dateColumn; weightColumn }
                    .onTapGesture { onEdit?() }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(accessibilityLabel)
                    .accessibilityHint("Swipe right to edit, swipe left to delete")
                    .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        // A titled Button says what it does.
        struct SaveBar: View {
            var body: some View {
                Button("Save changes") { save() }
                    .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        // Seed 001, EmptyStateView: the action button has a label and a hint.
        struct EmptyStateView: View {
            var body: some View {
                Button(action: action) { Image(systemName: "arrow.clockwise") }
                    .accessibilityLabel("Retry")
                    .accessibilityHint("Loads your results again")
            }
        }
        """),
        Example("""
        // A hint where the helper is used.
        struct VolumeView: View {
            var body: some View {
                knob
                    .accessibilityHint("Changes the playback volume")
            }

            private var knob: some View {
                Circle().accessibilityAdjustableAction { adjust($0) }
            }
        }
        """),
        Example("""
        // A header is not a control.
        struct SectionTitle: View {
            var body: some View {
                Text("Results").accessibilityAddTraits(.isHeader)
            }
        }
        """),
        Example("""
        // An icon button without an accessibility label is icon-only-button's concern.
        struct CloseButton: View {
            var body: some View {
                Button(action: dismiss) { Image(systemName: "xmark") }
            }
        }
        """),
        Example("""
        // Files outside `paths` are not checked.
        struct Card: View {
            var body: some View {
                Text("Report").onTapGesture { open() }.accessibilityAddTraits(.isButton)
            }
        }
        """, configuration: """
        opt_in_rules: [missing-accessibility-hint]
        rules:
          missing-accessibility-hint:
            paths: ["Sources/Study/**"]
        """),
    ]
}
