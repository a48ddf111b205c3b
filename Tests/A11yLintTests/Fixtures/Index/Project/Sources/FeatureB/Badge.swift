import SwiftUI

/// FeatureB's Badge: a text button.
struct Badge: View {
    let systemName: String

    var body: some View {
        Button(systemName) {}
    }
}
