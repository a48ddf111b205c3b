import SwiftUI

/// Generic container: a title and the caller's content.
struct CardView<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            content
        }
        .padding()
    }
}

/// A card of texts and an image with no control and no grouping.
struct FeatureCard: View {
    let icon: String
    let title: String
    let detail: String

    var body: some View {
        VStack {
            Image(systemName: icon)
            Text(title)
            Text(detail)
        }
    }
}

/// A tappable row without the button trait, and one with it.
struct TapRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
        }
        .frame(height: 30)
        .onTapGesture { onTap() }
    }
}

struct TraitRow: View {
    let title: String
    let onTap: () -> Void

    var body: some View {
        Text(title)
            .onTapGesture { onTap() }
            .accessibilityAddTraits(.isButton)
    }
}

/// Decorative, hidden, and a spinner that reads Reduce Motion.
struct Divot: View {
    var body: some View {
        Image("divot").accessibilityHidden(true)
    }
}

struct Spinner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var turning = false

    var body: some View {
        Image(systemName: "arrow.triangle.2.circlepath")
            .rotationEffect(.degrees(turning ? 360 : 0))
            .animation(reduceMotion ? nil : .linear.repeatForever(autoreverses: false), value: turning)
    }
}
