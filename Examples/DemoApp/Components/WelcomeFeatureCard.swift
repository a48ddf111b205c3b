import SwiftUI

// Component library (issue 9, seed 001 "FeatureCard missing accessibility", medium). A card of an icon and two texts
// that VoiceOver reads as three separate stops; one caller groups it, the other does not.

struct WelcomeFeatureCard: View {
    let icon: String
    let title: String
    let description: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.title)
            VStack(alignment: .leading) {
                Text(title)
                    .font(.headline)
                Text(description)
                    .font(.subheadline)
                    .foregroundColor(Color("CaptionText"))
            }
        }
        .padding()
        .background(Color("CardBackground"))
    }
}
