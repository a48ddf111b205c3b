import SwiftUI

// In the spirit of the W8Trackr audit's LogbookRowView: a row of helper views combined into one element that
// acts as a button, with a label built from interpolated, formatted values.
struct LogbookRowView: View {
    let rowData: LogbookRowData
    var onEdit: (() -> Void)?

    private var accessibilityLabel: String {
        let dateString = rowData.entry.date.formatted(date: .abbreviated, time: .omitted)
        var label = "\(dateString), \(rowData.entry.weightValue(in: weightUnit).formatted(.number.precision(.fractionLength(1))))"
        if let avg = rowData.movingAverage {
            label += ", 7-day average \(avg.formatted(.number.precision(.fractionLength(1))))"
        }
        if rowData.hasNote {
            label += ", has note"
        }
        return label
    }

    var body: some View {
        HStack(spacing: 8) {
            dateColumn
            weightColumn
            self.notesIndicator
                .frame(width: 20)
        }
        .padding(.vertical, LogbookLayout.rowVerticalPadding)
        .frame(minHeight: LogbookLayout.minRowHeight)
        .contentShape(Rectangle())
        .onTapGesture {
            onEdit?()
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(accessibilityLabel)
        .accessibilityHint("Swipe right to edit, swipe left to delete")
        .accessibilityAddTraits(.isButton)
    }

    private var dateColumn: some View {
        Text(rowData.entry.date, style: .date)
            .font(.caption)
            .foregroundStyle(.secondary)
    }

    @ViewBuilder
    private var weightColumn: some View {
        Text(rowData.weightText)
            .font(.body.monospacedDigit())
    }

    private var notesIndicator: some View {
        Image(systemName: "note.text")
            .opacity(rowData.hasNote ? 1 : 0)
    }
}
