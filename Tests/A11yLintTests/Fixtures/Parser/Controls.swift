import SwiftUI

/// Controls and their labels: every Button form, NavigationLink, Link, Menu, Toggle, Label with an icon closure,
/// modifiers with closures (overlay, background, toolbar, sheet) and view arguments.
struct SettingsView: View {
    @State private var isOn = false
    @State private var showHelp = false

    var body: some View {
        NavigationStack {
            List {
                Button("Save") { save() }
                Button(action: save) {
                    Image(systemName: "square.and.arrow.down")
                }
                Button(role: .destructive) {
                    delete()
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                Button(action: { withAnimation { isOn.toggle() } }, label: { Text("Toggle") })
                NavigationLink(destination: DetailView()) {
                    Text("Details")
                }
                NavigationLink {
                    DetailView()
                } label: {
                    Label {
                        Text("More")
                    } icon: {
                        Image(systemName: "ellipsis")
                    }
                }
                Link("Help", destination: URL(string: "https://example.com/help")!)
                Menu {
                    Button("Copy", action: copy)
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                Toggle(isOn: $isOn) {
                    Text("Notifications")
                }
                Picker(selection: $isOn) {
                    Text("On").tag(true)
                    Text("Off").tag(false)
                } label: {
                    Label("Alerts", systemImage: "bell")
                }
            }
            .overlay {
                Image(systemName: "sparkles")
                    .accessibilityHidden(true)
            }
            .background(Color.red)
            .overlay(Image(decorative: "stripes"), alignment: .top)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showHelp = true
                    } label: {
                        Image(systemName: "questionmark.circle")
                    }
                }
            }
            .sheet(isPresented: $showHelp) {
                Text("Help")
            }
        }
    }

    func save() {}
    func delete() {}
    func copy() {}
}
