// Compiles everywhere: the SwiftUI part is only built where SwiftUI exists, but a11y-lint reads it all.
public enum Screens {
    public static let count = 1
}

#if canImport(SwiftUI)
import SwiftUI

struct TrashScreen: View {
    var body: some View {
        Button { } label: {
            Image(systemName: "trash")
        }
    }
}
#endif
