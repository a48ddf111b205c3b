// Compiles everywhere: the SwiftUI part is only built where SwiftUI exists, but a11y-lint reads it all.
public enum Screens {
    public static let count = 1
}

#if canImport(SwiftUI)
import SwiftUI

/// Public, so that it ships though nothing here shows it; an asset image, which VoiceOver reads as its file name.
public struct TrashScreen: View {
    public var body: some View {
        Button { } label: {
            Image("ic_trash_white")
        }
    }
}
#endif
