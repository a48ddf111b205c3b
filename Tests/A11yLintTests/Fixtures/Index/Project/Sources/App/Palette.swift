import SwiftUI

struct PaletteScreen: View {
    var body: some View {
        VStack {
            Text("Muted in dark mode")
                .foregroundColor(Color("FloatAppearances"))
                .background(Color.white)
            Text("Readable")
                .foregroundStyle(Color("Grey Scale"))
                .background(Color.black)
            Text("Unknown colour")
                .foregroundStyle(Color("Missing"))
                .background(Color.white)
        }
    }
}
