import SwiftUI

// In the spirit of the W8Trackr audit's MilestoneCelebrationView: Reduce Motion read from the environment and
// used in ternaries, an announcement posted on appear, and an animation only when motion is allowed.
struct MilestoneCelebrationView: View {
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @State private var confettiTrigger: Int = 0
    @State private var showContent = false
    let milestoneWeight: Double
    let unit: WeightUnit

    var body: some View {
        VStack {
            Image(systemName: "trophy.fill")
                .scaleEffect(showContent ? 1.0 : 0.5)
                .animation(reduceMotion ? nil : .spring(), value: showContent)
        }
        .confettiCannon(
            trigger: reduceMotion ? .constant(0) : $confettiTrigger,
            num: reduceMotion ? 0 : 50
        )
        .onAppear {
            // Reduce or eliminate animation delays
            let animationDelay = reduceMotion ? 0 : 0.3
            if reduceMotion {
                showContent = true
            } else {
                withAnimation(.spring().delay(animationDelay)) {
                    showContent = true
                }
            }
            UIAccessibility.post(
                notification: .announcement,
                argument: "Congratulations! You've reached \(Int(milestoneWeight)) \(unit.rawValue) milestone!"
            )
        }
    }
}
