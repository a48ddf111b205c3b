import SwiftUI

extension Chip: View {
    var body: some View {
        Text(title)
            .padding(8)
            .background(isSelected ? Color.blue : Color.gray)
    }
}

extension PrimaryButton {
    /// An extra initialiser in an extension: the memberwise one still exists.
    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }
}

/// A field with an explicit initialiser mapping an unlabelled parameter to `placeholder`.
struct SearchField: View {
    private let placeholder: String
    @Binding private var text: String

    init(_ placeholder: String, text: Binding<String>) {
        self.placeholder = placeholder
        self._text = text
    }

    var body: some View {
        TextField(placeholder, text: $text)
    }
}
