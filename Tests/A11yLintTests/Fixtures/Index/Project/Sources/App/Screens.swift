import SwiftUI

struct InboxScreen: View {
    @State private var query = ""

    var body: some View {
        VStack {
            PrimaryButton(title: "Sign In") {}
            PrimaryButton(title: "") {}
            PrimaryButton("Register") {}
            IconButton(systemName: "pin") {}
            IconButton(systemName: "pin") {}
                .accessibilityLabel("Pin")
            LabelledIconButton(systemName: "highlighter", label: "Highlight") {}
            LabelledIconButton(systemName: "highlighter") {}
            RoundedButton(action: {}) { Text("Continue") }
            RoundedButton(action: {}) { Image(systemName: "bolt") }
            ToolbarButton(systemName: "folder", title: "Move") {}
            DeleteButton {}
            ShareButton {}
            CardView(title: "Today") { Text("Nothing due") }
            Chip(title: "Swift")
            SearchField("Search mail", text: $query)
            SearchField("", text: $query)
            Badge(systemName: "seal")
            VendorIconButton(icon: "bell")
            VendorField(placeholder: "Name")
            LoopA()
            FeatureCard(icon: "star", title: "Stars", detail: "Collect them")
                .accessibilityElement(children: .combine)
        }
    }
}
