import SwiftUI

// The fix, as a component: the label travels with the icon, and call sites must pass one.
struct LabelledIconButton: View {
    let systemName: String
    let label: String
    let action: () -> Void

    var body: some View {
        IconButton(systemName: systemName, action: action)
            .accessibilityLabel(label)
    }
}
