import SwiftUI

// Screens that use the component library above. What the linter reports here comes from the project index: the
// components are declared in other files.

struct OnboardingView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Spacer()
                // Defect (critical): IconButton's only label is the symbol; VoiceOver reads its shape or
                // nothing, not "Skip". (A conventional symbol such as "xmark" would be read "Close".)
                IconButton(systemName: "forward.end") { dismiss() }
            }
            WelcomeFeatureCard(icon: "sparkles", title: "Fresh AI Challenges",
                               description: "New puzzles every day")
                .accessibilityElement(children: .combine)
            WelcomeFeatureCard(icon: "chart.line.uptrend.xyaxis", title: "Track Your Progress",
                               description: "See how you improve")
            // Correct: PrimaryButton's title is its label.
            PrimaryButton(title: "Get Started") { dismiss() }
        }
    }
}

struct ToolbarView: View {
    var body: some View {
        HStack {
            // Correct: labelled where it is used.
            IconButton(systemName: "gearshape") { openSettings() }
                .accessibilityLabel("Settings")
            // Correct: the labelled variant forwards its label.
            LabelledIconButton(systemName: "square.and.arrow.up", label: "Share results") { share() }
            // Defect (critical): the label is empty.
            LabelledIconButton(systemName: "trash", label: "") { deleteAll() }
        }
    }

    func openSettings() {}
    func share() {}
    func deleteAll() {}
}

struct LastUpdatedFooter: View {
    var body: some View {
        // Defect (high): CaptionText on CardBackground reads well in light mode but not in dark mode
        // (Assets.xcassets): the linter checks every appearance of asset catalog colours.
        Text("Updated 5 minutes ago")
            .font(.footnote)
            .foregroundColor(Color("CaptionText"))
            .background(Color("CardBackground"))
    }
}
