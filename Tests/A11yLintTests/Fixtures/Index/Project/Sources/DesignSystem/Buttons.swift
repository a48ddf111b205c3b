import SwiftUI

/// Text button: its title is its label.
struct PrimaryButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.headline)
                .frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
    }
}

/// Icon button with no way to pass a label.
struct IconButton: View {
    let systemName: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.title2)
        }
        .frame(width: 28, height: 28)
    }
}

/// Icon button that forwards an optional label into `.accessibilityLabel`.
struct LabelledIconButton: View {
    let systemName: String
    var label: String? = nil
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
        }
        .accessibilityLabel(label ?? "")
    }
}

/// A button whose label view the caller supplies.
struct RoundedButton<Label: View>: View {
    let action: () -> Void
    @ViewBuilder let label: () -> Label

    var body: some View {
        Button(action: action) {
            label()
        }
        .clipShape(Capsule())
    }
}

/// Chain: built from LabelledIconButton, passing its own `title` as the label.
struct ToolbarButton: View {
    let systemName: String
    let title: String
    let action: () -> Void

    var body: some View {
        LabelledIconButton(systemName: systemName, label: title, action: action)
    }
}

/// Chain of two: built from ToolbarButton with a fixed title.
struct DeleteButton: View {
    let action: () -> Void

    var body: some View {
        ToolbarButton(systemName: "trash", title: "Delete", action: action)
    }
}

/// Chain: built from IconButton, which cannot be labelled.
struct ShareButton: View {
    let action: () -> Void

    var body: some View {
        IconButton(systemName: "shippingbox", action: action)
    }
}

/// Two components built from each other: a cycle must end.
struct LoopA: View {
    var body: some View { LoopB() }
}

struct LoopB: View {
    var body: some View { LoopA() }
}
