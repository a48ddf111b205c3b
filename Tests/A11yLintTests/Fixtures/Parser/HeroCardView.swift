import SwiftUI

// Written in the spirit of the W8Trackr audit's HeroCardView: a scaled hero number, a trend row, and one
// combined accessibility element with a computed description.
struct HeroCardView: View {
    let currentWeight: Double
    let weightUnit: WeightUnit
    let weeklyChange: Double?

    @ScaledMetric(relativeTo: .largeTitle) private var heroFontSize: CGFloat = 56

    private var accessibilityDescription: String {
        var description = "Current weight: \(formattedWeight) \(weightUnit.displayName)"
        if let changeText = formattedChange {
            let direction = trendDirection == .down ? "down" :
                trendDirection == .up ? "up" : "stable"
            description += ". \(direction) \(changeText) this week"
        }
        return description
    }

    var body: some View {
        VStack(spacing: 12) {
            Text("Current Weight")
                .font(.subheadline)

            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(formattedWeight)
                    .font(.system(size: heroFontSize, weight: .bold, design: .rounded))
                Text(weightUnit.displayName)
                    .font(.title2)
            }
            .fixedSize(horizontal: true, vertical: false)

            if let changeText = formattedChange {
                HStack(spacing: 6) {
                    Image(systemName: trendDirection.icon)
                    Text("\(changeText) \(weightUnit.displayName) this week")
                        .lineLimit(1)
                        .minimumScaleFactor(0.8)
                }
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(accessibilityDescription)
    }
}
