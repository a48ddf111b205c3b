import SwiftUI

struct InboxScreen: View {
    @State private var query = ""

    var body: some View {
        VStack {
            PrimaryButton(title: "Sign In") {}
            PrimaryButton(title: "") {}
            PrimaryButton("Register") {}
            IconButton(systemName: "trash") {}
            IconButton(systemName: "trash") {}
                .accessibilityLabel("Delete")
            LabelledIconButton(systemName: "pencil", label: "Edit") {}
            LabelledIconButton(systemName: "pencil") {}
            RoundedButton(action: {}) { Text("Continue") }
            RoundedButton(action: {}) { Image(systemName: "plus") }
            ToolbarButton(systemName: "folder", title: "Move") {}
            DeleteButton {}
            ShareButton {}
            CardView(title: "Today") { Text("Nothing due") }
            Chip(title: "Swift")
            SearchField("Search mail", text: $query)
            SearchField("", text: $query)
            Badge(systemName: "star")
            VendorIconButton(icon: "bell")
            VendorField(placeholder: "Name")
            LoopA()
            FeatureCard(icon: "star", title: "Stars", detail: "Collect them")
                .accessibilityElement(children: .combine)
        }
    }
}
