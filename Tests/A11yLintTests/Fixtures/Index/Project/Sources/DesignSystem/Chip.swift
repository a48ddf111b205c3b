import SwiftUI

/// Declared here, made a View in an extension in another file.
struct Chip {
    let title: String
    var isSelected = false
}
