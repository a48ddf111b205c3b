import SwiftUI

// Broken on purpose: the parser keeps what it understands and records recoveries.
struct Broken: View {
    var body: some View {
        VStack {
            Text("Before")
                .font(.title
            ) ] ::: @@ = =
            Text("After")
        }
    }
    #endif
    var dangling: some View {
        HStack {
            Image(systemName: "x"
