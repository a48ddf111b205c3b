// Demo screens for the label rules (icon-only-button, image-missing-label, asset-name-as-label,
// control-missing-label, ignored-element-missing-label, empty-accessibility-label). Not compiled: it is linted.
// Each screen mixes the defects the seed audits found by hand with the corrected patterns beside them.
import SwiftUI

// MARK: - Medication calculator (seed 004: CalculatorView fields, export buttons)

struct DoseCalculatorView: View {
    @State private var dispensed = ""
    @State private var returned = ""
    @State private var frequency: DosingFrequency = .daily
    @State private var notes = ""
    @State private var startDate = Date()

    var body: some View {
        NavigationStack {
            Form {
                Section("Pills") {
                    HStack {
                        Text("Dispensed")
                        // Defect: the title is empty; VoiceOver reads only "text field".
                        TextField("", text: $dispensed)
                            .keyboardType(.decimalPad)
                    }
                    // Correct: the title names the field even though it is hidden.
                    TextField("Returned pills", text: $returned)
                        .labelsHidden()
                        .keyboardType(.decimalPad)
                }

                Section("Schedule") {
                    // Defect: empty picker title hidden by .labelsHidden().
                    Picker("", selection: $frequency) {
                        ForEach(DosingFrequency.allCases) { frequency in
                            Text(frequency.displayName).tag(frequency)
                        }
                    }
                    .labelsHidden()
                    DatePicker("Start date", selection: $startDate, displayedComponents: .date)
                }

                Section("Notes") {
                    // Defect: a TextEditor has no title; nothing names it.
                    TextEditor(text: $notes)
                        .frame(minHeight: 100)
                }
            }
            .navigationTitle("Calculator")
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    exportButtons
                }
            }
        }
    }

    private var exportButtons: some View {
        HStack {
            // Defect: custom asset icons only; VoiceOver reads "ic_export_csv, button".
            Button(action: exportCSV) {
                Image("ic_export_csv")
            }
            // Correct: the title is read, the icon is shown.
            Button("Export PDF", systemImage: "doc.richtext", action: exportPDF)
                .labelStyle(.iconOnly)
        }
    }

    private func exportCSV() {}
    private func exportPDF() {}
}

// MARK: - Weight log (seed 002: Pitfall 2 icon buttons, Pattern 1 grouping)

struct WeightLogView: View {
    let entries: [WeightEntry]

    var body: some View {
        List {
            HeroCardView(weight: entries.first?.formattedWeight ?? "–")
            ForEach(entries) { entry in
                LogbookRowView(entry: entry)
            }
        }
    }
}

struct HeroCardView: View {
    @ScaledMetric(relativeTo: .largeTitle) private var heroFontSize: CGFloat = 56
    let weight: String

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "scalemass")
            Text("Current Weight")
            Text(weight)
                .font(.system(size: heroFontSize, weight: .bold, design: .rounded))
        }
        // Correct: one element with a label that says everything.
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Current weight, \(weight)")
    }
}

struct LogbookRowView: View {
    let entry: WeightEntry

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(entry.formattedWeight)
                Text(entry.date, style: .date)
            }
            // Defect: the children are ignored and no label replaces them.
            .accessibilityElement(children: .ignore)
            Spacer()
            // Defect: an SF Symbol alone; VoiceOver guesses "Delete", not what is deleted.
            Button {
                delete(entry)
            } label: {
                Image(systemName: "trash")
            }
            // Correct: the seed's fix.
            Button {
                share(entry)
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share entry")
        }
    }

    private func delete(_ entry: WeightEntry) {}
    private func share(_ entry: WeightEntry) {}
}

// MARK: - Welcome (seed 001: brain icon, feature cards)

struct WelcomeView: View {
    @State private var isAnimating = false

    var body: some View {
        VStack(spacing: 24) {
            // Defect: an informative symbol with no label, not hidden.
            Image(systemName: "brain.head.profile")
                .font(.system(size: 80))
                .scaleEffect(isAnimating ? 1.1 : 1.0)
            // Defect: VoiceOver reads the asset name.
            Image("onboarding_hero_2x")
                .resizable()
                .scaledToFit()
            Text("Welcome to AIQ")
                .font(.largeTitle)
            // Correct: decorative art says so.
            Image(decorative: "confetti_background")
            FeatureCard(title: "Fresh AI Challenges", systemImage: "sparkles")
            // Defect: an empty label is not "hidden"; VoiceOver still stops here.
            Image(systemName: "wave.3.right")
                .accessibilityLabel("")
        }
    }
}

struct FeatureCard: View {
    let title: String
    let systemImage: String

    var body: some View {
        // Correct: the icon of a Label is named by its title.
        Label(title, systemImage: systemImage)
            .font(.headline)
    }
}

// MARK: - Settings (toggles and sliders)

struct LabelSettingsView: View {
    @AppStorage("sync") private var sync = true
    @AppStorage("volume") private var volume = 0.5
    @AppStorage("muted") private var muted = false

    var body: some View {
        List {
            HStack {
                Text("iCloud Sync")
                Spacer()
                // Defect: the toggle's own title is empty.
                Toggle("", isOn: $sync)
                    .labelsHidden()
            }
            // Correct: the label closure names the slider.
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            }
            #if os(iOS)
            // Defect: an icon-only toggle.
            Toggle(isOn: $muted) {
                Image(systemName: "speaker.slash")
            }
            .toggleStyle(.button)
            #endif
        }
    }
}

struct DosingFrequency: Identifiable, CaseIterable, Hashable {
    static let daily = DosingFrequency(displayName: "Daily")
    static let allCases = [daily]
    let displayName: String
    var id: String { displayName }
}

struct WeightEntry: Identifiable {
    let id = UUID()
    let date: Date
    let formattedWeight: String
}
