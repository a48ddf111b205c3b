import SwiftUI

// Component library (issue 9, seed 002 Pitfall 2). An icon button with no way to pass a label: every call site
// that does not add .accessibilityLabel is judged by the symbol it passes (its body, by its callers).

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
