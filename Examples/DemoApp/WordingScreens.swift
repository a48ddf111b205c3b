// Demo screens for the wording group: labels, hints and titles that say the wrong thing, next to the same
// screens written well. Not compiled; lint it with `a11y-lint Examples/`.
//
// Expected findings (default rules): redundant-role-in-label, generic-label, hint-describes-gesture,
// state-in-hint, missing-text-content-type, missing-navigation-title, deprecated-accessibility-modifier,
// unused-suppression. With opt-in rules enabled, also missing-accessibility-hint, placeholder-only-label,
// missing-accessibility-identifier, inline-accessibility-identifier and missing-header-trait.
import SwiftUI

// MARK: - Sign in: fields without content types, a generic link, inline identifiers

struct SignInScreen: View {
    @State private var email = ""
    @State private var password = ""
    @State private var oneTimeCode = ""
    @State private var needsCode = false

    var body: some View {
        NavigationStack {
            Form {
                // missing-text-content-type: AutoFill cannot offer the address or the saved password.
                TextField("Email", text: $email)
                    .keyboardType(.emailAddress)
                    .accessibilityIdentifier("signIn.email")          // inline-accessibility-identifier (opt-in)
                SecureField("Password", text: $password)
                    .accessibilityIdentifier(AccessibilityIdentifiers.SignIn.password)

                if needsCode {
                    // Correct: the code arriving by SMS is offered above the keyboard.
                    TextField("Verification code", text: $oneTimeCode)
                        .textContentType(.oneTimeCode)
                        .keyboardType(.numberPad)
                }

                Button("Sign In") { signIn() }
                    .accessibilityIdentifier(AccessibilityIdentifiers.SignIn.submit)

                // generic-label: "Click here" says nothing in the rotor's list of links.
                Link("Click here", destination: URL(string: "https://example.com/reset")!)
            }
            .navigationTitle("Sign In")
        }
    }

    private func signIn() {}
}

// MARK: - Study picker (seed 004 §1.2): state and gestures in hints

struct StudyPickerScreen: View {
    let studies: [Study]
    @State private var selectedStudy: Study?

    var body: some View {
        // missing-navigation-title: VoiceOver announces nothing when this screen appears.
        NavigationStack {
            ScrollView(.horizontal) {
                HStack {
                    ForEach(studies) { s in
                        Chip(title: s.name, selected: selectedStudy?.id == s.id) {
                            selectedStudy = s
                        }
                        .accessibilityLabel("Study: \(s.name)")
                        // state-in-hint and hint-describes-gesture, as in the audit.
                        .accessibilityHint(selectedStudy?.id == s.id ? "Selected" : "Double tap to select")
                    }
                }
            }
        }
    }
}

/// The same picker written well: the state is a trait and the hint describes the result.
struct StudyPickerFixedScreen: View {
    let studies: [Study]
    @State private var selectedStudy: Study?

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal) {
                HStack {
                    ForEach(studies) { s in
                        Chip(title: s.name, selected: selectedStudy?.id == s.id) {
                            selectedStudy = s
                        }
                        .accessibilityLabel("Study: \(s.name)")
                        .accessibilityAddTraits(selectedStudy?.id == s.id ? .isSelected : [])
                        .accessibilityHint("Selects this study for the calculation")
                    }
                }
            }
            .navigationTitle("Studies")
        }
    }
}

// MARK: - Logbook (seed 002): roles in labels, swipe hints, old modifiers

struct LogbookScreen: View {
    let entries: [LogbookEntry]

    var body: some View {
        NavigationStack {
            List(entries) { entry in
                HStack {
                    Text(entry.date, style: .date)
                    Spacer()
                    Text(entry.weightText)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(entry.summary)
                // hint-describes-gesture: a VoiceOver swipe moves to the next row; it never edits or deletes.
                .accessibilityHint("Swipe right to edit, swipe left to delete")
                .accessibilityAddTraits(.isButton)
            }
            .navigationTitle("Logbook")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { addEntry() } label: {
                        Image(systemName: "plus")
                    }
                    // redundant-role-in-label: VoiceOver says "Add entry button, button".
                    .accessibilityLabel("Add entry button")
                }
                ToolbarItem(placement: .secondaryAction) {
                    Button { export() } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                    // deprecated-accessibility-modifier, with a safe fix to .accessibilityLabel.
                    .accessibility(label: Text("Export logbook"))
                }
            }
        }
    }

    private func addEntry() {}
    private func export() {}
}

// MARK: - Settings: labels that carry state, a generic label, a pushed screen without a title

struct SettingsScreen: View {
    @State private var soundOn = true
    @State private var reminders = false

    var body: some View {
        NavigationStack {
            List {
                HStack {
                    Image(systemName: "speaker.wave.2")
                    Text("Sound")
                }
                .onTapGesture { soundOn.toggle() }
                .accessibilityElement(children: .ignore)
                // state-in-hint: the label changes with the state; it belongs in a value.
                .accessibilityLabel(soundOn ? "Sound, on" : "Sound, off")
                .accessibilityAddTraits(.isButton)

                // Correct: a Toggle announces its own state.
                Toggle("Reminders", isOn: $reminders)

                // missing-navigation-title: the pushed screen has no title.
                NavigationLink("About") {
                    AboutDetail()
                }

                Button { openHelp() } label: {
                    Image(systemName: "questionmark.circle")
                }
                // generic-label: "Icon" is not a name.
                .accessibilityLabel("Icon")
            }
            .navigationTitle("Settings")
        }
    }

    private func openHelp() {}
}

struct AboutDetail: View {
    var body: some View {
        VStack(alignment: .leading) {
            // missing-header-trait (opt-in): looks like a heading, is not one.
            Text("About this app")
                .font(.title2)
            Text("Version 2.1")
            // unused-suppression: nothing on the next line is a generic label any more.
            // a11y-lint:disable:next generic-label
            Text("Made with care")
        }
    }
}

// MARK: - Profile form: placeholders as the only labels, a custom control without a hint

struct ProfileFormScreen: View {
    @State private var firstName = ""
    @State private var phoneNumber = ""
    @State private var volume = 50.0

    var body: some View {
        NavigationStack {
            VStack {
                // placeholder-only-label (opt-in) and missing-text-content-type.
                VStack {
                    TextField("First name", text: $firstName)
                    TextField("Phone", text: $phoneNumber)
                }

                // Correct: a visible label and a content type.
                LabeledContent("Mobile") {
                    TextField("+44 7700 900123", text: $phoneNumber)
                        .textContentType(.telephoneNumber)
                }

                // missing-accessibility-hint (opt-in): an adjustable view that does not say what it adjusts.
                Circle()
                    .frame(width: 80, height: 80)
                    .accessibilityLabel("Volume")
                    .accessibilityValue("\(Int(volume)) percent")
                    .accessibilityAdjustableAction { direction in
                        volume += direction == .increment ? 10 : -10
                    }
            }
            .navigationTitle("Profile")
        }
    }
}

enum AccessibilityIdentifiers {
    enum SignIn {
        static let password = "signIn.password"
        static let submit = "signIn.submit"
    }
}
