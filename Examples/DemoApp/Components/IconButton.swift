import SwiftUI

// Component library (issue 9, seed 002 Pitfall 2). An icon button with no way to pass a label: every call site
// that does not add .accessibilityLabel is an icon-only button, and so is the Button in its body.

struct IconButton: View {
    let systemName: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.title2)
                .padding(12)
        }
    }
}
