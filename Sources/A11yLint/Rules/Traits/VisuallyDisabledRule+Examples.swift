import RuleEngine

extension VisuallyDisabledRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct SignUpForm: View {
            @State private var email = ""
            var isFormValid: Bool { email.contains("@") }
            var body: some View {
                Button("Create account") { submit() }
                    .↓opacity(isFormValid ? 1 : 0.5)
            }
        }
        """),
        Example("""
        // The look is inside the label.
        struct WordSubmitButton: View {
            let store: GameStore
            var body: some View {
                Button {
                    store.send(.submitTapped)
                } label: {
                    Image(systemName: "checkmark")
                        .↓opacity(store.isSelectedWordValid ? 1 : 0.4)
                }
            }
        }
        """),
        Example("""
        struct Composer: View {
            let canSend: Bool
            var body: some View {
                Button(action: send) {
                    Image(systemName: "paperplane")
                }
                .↓foregroundStyle(canSend ? .blue : .gray)
                .accessibilityLabel("Send")
            }
        }
        """),
        Example("""
        struct Checkout: View {
            let cart: Cart
            var body: some View {
                NavigationLink("Pay") { PaymentScreen() }
                    .↓foregroundColor(cart.items.isEmpty ? Color.secondary : Color.accentColor)
            }
        }
        """),
        Example("""
        // A `.disabled(false)` switches nothing off.
        struct Upload: View {
            let isUploadAvailable: Bool
            var body: some View {
                Button("Upload") { upload() }
                    .↓opacity(!isUploadAvailable ? 0.3 : 1.0)
                    .disabled(false)
            }
        }
        """),
        Example("""
        // A label that does not read the condition does not explain it.
        struct Settings: View {
            @Binding var isOn: Bool
            let isLocked: Bool
            var body: some View {
                Toggle("Sync", isOn: $isOn)
                    .↓tint(isLocked ? .gray : .green)
                    .accessibilityLabel("iCloud sync")
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
        struct SignUpForm: View {
            let isFormValid: Bool
            var body: some View {
                Button("Create account") { submit() }
                    .disabled(!isFormValid)
                    .opacity(isFormValid ? 1 : 0.5)
            }
        }
        """),
        Example("""
        // `.disabled` on a container reaches the controls inside.
        struct Toolbar: View {
            let selection: Set<Item.ID>
            var body: some View {
                HStack {
                    Button { removeItems() } label: {
                        Image(systemName: "minus")
                            .opacity(selection.isEmpty ? 0.5 : 1)
                    }
                }
                .disabled(selection.isEmpty)
            }
        }
        """),
        Example("""
        // A state the user switches, not availability: selection-state-not-exposed's concern.
        struct ScopePicker: View {
            @Binding var scope: Scope
            var body: some View {
                ForEach(Scope.allCases) { item in
                    Button(item.title) { scope = item }
                        .opacity(scope == item ? 1 : 0.4)
                }
            }
        }
        """),
        Example("""
        // A pressed look belongs to the style, not to availability.
        struct PressStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .opacity(configuration.isPressed ? 0.5 : 1)
            }
        }
        """),
        Example("""
        // The environment's `isEnabled` follows `.disabled` set by a caller.
        struct CapsuleButton: View {
            @Environment(\\.isEnabled) private var isEnabled
            var body: some View {
                Button("Continue") { next() }
                    .opacity(isEnabled ? 1 : 0.5)
            }
        }
        """),
        Example("""
        // The state is told to VoiceOver.
        struct Submit: View {
            let isValid: Bool
            var body: some View {
                Button("Submit") { submit() }
                    .opacity(isValid ? 1 : 0.5)
                    .accessibilityHint(isValid ? "" : "Fill in every field first")
            }
        }
        """),
        Example("""
        // Opacity 0 hides the view: hidden-by-opacity's concern.
        struct Clear: View {
            let text: String
            var body: some View {
                Button("Clear") { clear() }
                    .opacity(text.isEmpty ? 0 : 1)
            }
        }
        """),
        Example("""
        // Not a control: a dimmed text shows a value.
        struct Score: View {
            let isValid: Bool
            var body: some View {
                Text("42")
                    .opacity(isValid ? 1 : 0.5)
            }
        }
        """),
        Example("""
        // A computed opacity is not read.
        struct Submit: View {
            let isValid: Bool
            var body: some View {
                Button("Submit") { submit() }
                    .opacity(isValid ? fullOpacity : dimmedOpacity)
            }
        }
        """),
    ]
}
