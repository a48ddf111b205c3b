import SwiftUI

// In the spirit of the StudyCoor audit's CalculatorView snippets: chips, a picker over an enum, formatted
// results with specifiers, multi-line ternaries, text fields, sections and a multi-line accessibility value.
struct CalculatorView: View {
    @State private var frequency: DosingFrequency = .daily
    @State private var dispensed = ""
    @State private var selectedStudy: Study?
    let studies: [Study]
    let bottles: [Bottle]
    let result: ComplianceResult

    var body: some View {
        Form {
            ForEach(studies) { s in
                Chip(title: s.name, selected: selectedStudy?.id == s.id) {
                    withAnimation { selectStudy(s) }
                }
                .accessibilityLabel("Study: \(s.name)")
                .accessibilityHint(selectedStudy?.id == s.id ? "Selected" : "Double tap to select")
            }

            Picker("Dosing Frequency", selection: $frequency) {
                ForEach(DosingFrequency.allCases) { freq in
                    Text(freq.displayName).tag(freq)
                }
            }
            .accessibilityValue(frequency.displayName)

            Text("\(result.compliancePct, specifier: "%.1f")%")
                .accessibilityLabel("Compliance")
                .accessibilityHint(
                    result.compliancePct < 90 ? "Below target - Usage underperformance" :
                    result.compliancePct > 110 ? "Above target - Possible overadherence" :
                    "Within target range"
                )

            TextField("Dispensed", text: $dispensed)
                .keyboardType(.decimalPad)

            Section("Bottles") {
                ForEach(bottles) { bottle in
                    BottleRow(bottle: bottle)
                        .accessibilityElement(children: .contain)
                }
            }

            VStack {
                Text("Compliance")
                    .font(.system(size: 24, weight: .bold))
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue("""
                \(result.compliancePct, specifier: "%.1f") percent. \
                Expected \(result.expectedDoses, specifier: "%.1f") doses.
                """)

            ViewThatFits {
                HStack { /* Horizontal layout */ }
                VStack { /* Vertical fallback */ }
            }

            HStack {
                Image(systemName:
                    result.compliancePct > 110 ? "exclamationmark.triangle" :
                    result.compliancePct < 90 ? "exclamationmark.circle" :
                    "checkmark.circle"
                )
                Text("\(result.compliancePct, specifier: "%.1f")%")
            }
            .foregroundColor(colorForCompliance(result.compliancePct))

            Button("Calculate Compliance") {
                calculate()
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility3)
        }
    }

    private func colorForCompliance(_ pct: Double) -> Color {
        if pct > 110 { return .orange }
        if pct < 90 { return .red }
        return .green
    }
}
