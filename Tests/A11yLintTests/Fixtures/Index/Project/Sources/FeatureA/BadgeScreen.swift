import SwiftUI

struct BadgeScreenA: View {
    var body: some View {
        Badge(systemName: "seal")
    }
}
