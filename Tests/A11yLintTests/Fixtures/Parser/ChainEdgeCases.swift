import SwiftUI

// Regression fixture for chains the rule writers reported (issue 3 follow-up).
struct ChainEdgeCasesView: View {
    @StateObject var viewModel = ViewModel()
    let badge = Image(systemName: "star")
    var bottles: [Bottle]

    var body: some View {
        VStack {
            badge.accessibilityLabel("Favourite")
            controls.accessibilityHidden(true)
            knob.accessibilityHint("Adjusts the volume")
            Button("Reload") {
                viewModel.load()
            }
            Text("a")
            #if os(iOS)
                .padding()
            #else
                .padding(4)
            #endif
                .font(.title)
            Text("b")
                .if(isCompact) { $0.bold() } else: { $0.italic() }
                .accessibilityLabel("Bold or italic")
            ScrollViewReader<Content>(content: { proxy in Text("c") })
            Foo<Bar>.init(value: 1)
            ForEach($bottles) { $bottle in
                Toggle(bottle.name, isOn: $bottle.isFull)
            }
        }
    }

    var controls: some View { Text("Controls") }
    var knob: some View { Image(systemName: "dial.low") }
}

/// A custom layout called in parentheses with its content, and projected values in chains.
struct TagCloud: View {
    @ObservedObject var model: TagModel

    var body: some View {
        (FlowLayout(alignment: .topLeading)) {
            ForEach(model.tags) { tag in
                Button { model.remove(tag) } label: { Image(systemName: "xmark") }
            }
        }
        .onReceive(model.$tags.dropFirst()) { _ in model.save() }
    }

    func observe() {
        model.store?.$selection
            .sink { [weak model] value in model?.select(value) }
    }
}
