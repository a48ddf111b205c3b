import SwiftUI

/// FeatureA's Badge: an icon-only button.
struct Badge: View {
    let systemName: String

    var body: some View {
        Button {} label: {
            Image(systemName: systemName)
        }
    }
}
