import RuleEngine

extension HintDescribesGestureRule {
    static let triggeringExamples: [Example] = [
        Example("""
        // Seed 004 §1.2, study chips: the unselected branch of the hint describes the gesture.
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
        // Seed 002, LogbookRowView: VoiceOver's swipe moves to the next element; it never edits or deletes.
        struct LogbookRowView: View {
            var body: some View {
                HStack(spacing: 8) {
                    dateColumn
                    weightColumn
                }
                .onTapGesture { onEdit?() }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(accessibilityLabel)
                .↓accessibilityHint("Swipe right to edit, swipe left to delete")
                .accessibilityAddTraits(.isButton)
            }
        }
        """),
        Example("""
        struct PhotoCell: View {
            var body: some View {
                Image(photo.name)
                    .accessibilityLabel(photo.caption)
                    .↓accessibilityHint("Tap to open the photo")
            }
        }
        """),
        Example("""
        struct MapPin: View {
            var body: some View {
                pin
            }

            private var pin: some View {
                Image(systemName: "mappin")
                    .accessibilityLabel("Café Central")
                    .↓accessibility(hint: Text("Long press to see directions"))
            }
        }
        """),
        Example("""
        struct Slider: View {
            var body: some View {
                #if os(iOS)
                Capsule()
                    .accessibilityLabel("Volume")
                    .↓accessibilityHint("Drag to change the volume")
                #endif
            }
        }
        """),
        Example("""
        struct Card: View {
            var body: some View {
                VStack { Text(title) }
                    .accessibilityElement(children: .combine)
                    .↓accessibilityHint("double-tap and hold to reorder")
            }
        }

        extension Card {
            var other: some View {
                Text("Details")
                    .↓accessibilityHint(Text("Click to expand"))
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        // Seed 004 §1.2: hints that describe results.
        struct CalculatorView: View {
            var body: some View {
                Button("Calculate Compliance") { calculate() }
                    .accessibilityLabel("Calculate Compliance")
                    .accessibilityHint("Computes medication compliance based on entered values")
                TextField("Dispensed", text: $dispensed)
                    .accessibilityLabel("Dispensed pills")
                    .accessibilityHint("Enter the number of pills given to the subject")
            }
        }
        """),
        Example("""
        // Seed 000: the chart's hint says what opens.
        struct IQTrendChart: View {
            var body: some View {
                chart
                    .accessibilityHint("Opens table with exact test result values")
            }
        }
        """),
        Example("""
        struct PhotoCell: View {
            var body: some View {
                Image(photo.name)
                    .accessibilityLabel(photo.caption)
                    .accessibilityHint("Opens the photo")
            }
        }
        """),
        Example("""
        // A gesture word later in the sentence is not a gesture instruction.
        struct Tutorial: View {
            var body: some View {
                Button("Next") { advance() }
                    .accessibilityHint("Shows how to tap and hold in the editor")
            }
        }
        """),
        Example("""
        // Computed hints are not read.
        struct PrimaryButton: View {
            var body: some View {
                Button(action: action) { Text(title) }
                    .accessibilityHint(isLoading ? loadingHint : defaultHint)
            }
        }
        """),
        Example("""
        // A label that starts with "Tap" is generic-label's or nobody's concern, not a hint.
        struct TapCounter: View {
            var body: some View {
                Button("Tap count") { count += 1 }
            }
        }
        """),
        Example("""
        // Words that only start like a gesture.
        struct Playlist: View {
            var body: some View {
                Button("Tapes") { open() }
                    .accessibilityHint("Tapestry view of your albums")
                Button("Drafts") { open() }
                    .accessibilityHint("Dragons and other drafts")
            }
        }
        """),
        Example("""
        struct Selector: View {
            var body: some View {
                Chip(title: name, selected: isSelected) { select() }
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                    .accessibilityHint(isSelected ? "Deselects this study" : "Selects this study")
            }
        }
        """),
    ]
}
