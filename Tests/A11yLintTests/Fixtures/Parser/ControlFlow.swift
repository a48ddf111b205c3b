import SwiftUI

/// Every builder construct: if / else if / else, if let, switch with patterns, ternary views, #if clauses,
/// ForEach, Group, AnyView, local lets, references to properties and helper functions, modifiers on an if.
struct StatusView: View {
    enum Status { case idle, loading(progress: Double), failed(Error), done }

    let status: Status
    let items: [Item]
    let isCompact: Bool

    var body: some View {
        VStack {
            header
            self.summary

            if items.isEmpty {
                Text("Nothing yet")
            } else if items.count == 1 {
                makeRow(items[0])
            } else {
                ForEach(items, id: \.id) { item in
                    makeRow(item, highlighted: item.isNew)
                }
            }

            switch status {
            case .idle:
                EmptyView()
            case .loading(let progress) where progress > 0:
                ProgressView(value: progress)
            case .failed(let error):
                let message = error.localizedDescription
                Label(message, systemImage: "exclamationmark.triangle")
            @unknown default:
                Text("Done")
            }

            isCompact ? AnyView(Image(systemName: "star")) : AnyView(Text("Starred"))

            (isCompact ? Text("A") : Text("B"))
                .font(.caption)

            Group {
                #if os(iOS)
                Text("iPhone")
                    .font(.body)
                #elseif os(macOS)
                Text("Mac")
                #else
                EmptyView()
                #endif
            }

            if let first = items.first, first.isPinned {
                Image(systemName: "pin")
            }
            .accessibilityHidden(true)
        }
        .padding()
    }

    private var header: some View {
        Text("Status")
            .font(.headline)
            .accessibilityAddTraits(.isHeader)
    }

    var summary: some View {
        let count = items.count
        return Text("\(count) items")
    }

    @ViewBuilder
    func makeRow(_ item: Item, highlighted: Bool = false) -> some View {
        if highlighted {
            Text(item.title).bold()
        } else {
            Text(item.title)
        }
    }
}
