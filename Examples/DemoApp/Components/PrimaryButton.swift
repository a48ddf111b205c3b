import SwiftUI

// Component library (issue 9, seed 001 "PrimaryButton.swift: excellent"). A text button whose title is its label:
// every call site that passes a title is labelled, and the index knows it.

struct PrimaryButton: View {
    let title: String
    var isLoading = false
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 8) {
                if isLoading {
                    ProgressView()
                        .accessibilityHidden(true)
                }
                Text(title)
                    .font(.headline)
            }
            .frame(maxWidth: .infinity, minHeight: 50)
        }
        .buttonStyle(.borderedProminent)
        .accessibilityHint(isLoading ? "Loading" : "")
    }
}
