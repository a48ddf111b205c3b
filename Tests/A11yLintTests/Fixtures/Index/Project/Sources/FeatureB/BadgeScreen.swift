import SwiftUI

struct BadgeScreenB: View {
    var body: some View {
        Badge(systemName: "seal")
    }
}
