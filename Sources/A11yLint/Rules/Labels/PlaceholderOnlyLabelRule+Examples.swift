import RuleEngine

extension PlaceholderOnlyLabelRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct SignInView: View {
            var body: some View {
                Form {
                    ↓TextField("Email", text: $email)
                    ↓SecureField("Password", text: $password)
                    Button("Sign In") { signIn() }
                }
            }
        }
        """),
        Example("""
        // Seed 004: labelled for VoiceOver, but the placeholder is still the only visible label.
        struct CalculatorView: View {
            var body: some View {
                VStack {
                    ↓TextField("Dispensed", text: $dispensed)
                        .accessibilityLabel("Dispensed pills")
                        .keyboardType(.decimalPad)
                    ↓TextField("Returned", text: $returned)
                        .accessibilityLabel("Returned pills")
                }
            }
        }
        """),
        Example("""
        struct BottlesView: View {
            var body: some View {
                VStack {
                    ForEach(bottles.indices, id: \\.self) { index in
                        ↓TextField("Count", text: $bottles[index].count)
                    }
                    Button("Add bottle") { addBottle() }
                }
            }
        }
        """),
        Example("""
        struct ProfileForm: View {
            var body: some View {
                VStack {
                    if editing {
                        ↓TextField("Display name", text: $name)
                    } else {
                        Divider()
                    }
                }
            }
        }
        """),
        Example("""
        struct ShippingView: View {
            var body: some View { fields }

            private var fields: some View {
                VStack {
                    #if os(iOS)
                    ↓TextField("", text: $street, prompt: Text("Street"))
                    #endif
                    ↓TextField(cityPlaceholder, text: $city)
                }
            }
        }
        """),
        Example("""
        struct Search: View {
            var body: some View { form }
        }

        extension Search {
            var form: some View {
                HStack {
                    ↓TextField("Title", text: $title)
                    Spacer()
                }
            }
        }
        """),
        // A watchOS screen: once filled, the field shows its value and nothing says what it is (issue 18).
        Example("""
        struct QuickReplyView: View {
            @State private var email = ""
            var body: some View {
                VStack {
                    ↓TextField("Email", text: $email)
                    Button("Send") { send() }
                }
            }
        }
        """, configuration: """
        platforms: [watchos]
        """),
        // A screen title above the first field heads the screen; it is no field's caption.
        Example("""
        struct SignUpView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Create account")
                        .font(.title)
                    ↓TextField("Email", text: $email)
                    ↓SecureField("Password", text: $password)
                    Button("Sign up") { signUp() }
                }
            }
        }
        """),
        // A Section without a title or header only groups its rows (a watchOS form).
        Example("""
        struct NewRoomView: View {
            @State private var name = ""
            var body: some View {
                Form {
                    Section {
                        ↓TextField("Name", text: $name)
                    }
                }
            }
        }
        """, configuration: """
        platforms: [watchos]
        """),
        // A sentence of explanation above the field is not its caption.
        Example("""
        struct ResetPasswordView: View {
            var body: some View {
                VStack {
                    Text("We will send a link to this address so that you can choose a new password.")
                    ↓TextField("Email", text: $email)
                }
            }
        }
        """),
        // A helper holding only the field is judged where it is used: here nothing labels it.
        Example("""
        struct RoomEditor: View {
            var body: some View {
                VStack {
                    nameField
                    Button("Save") { save() }
                }
            }

            private var nameField: some View {
                ↓TextField("Name", text: $name)
            }
        }
        """),
        // A control beside the field has its own title; it does not caption the field (a watchOS list).
        Example("""
        struct ReminderEditor: View {
            var body: some View {
                List {
                    ↓TextField("Title", text: $title)
                    Toggle("Notify me", isOn: $notifies)
                    Picker("Repeat", selection: $interval) { Text("Daily").tag(1) }
                }
            }
        }
        """, configuration: """
        platforms: [watchos]
        """),
        // A small view that is only the field, used in this file where nothing labels it.
        Example("""
        struct NameField: View {
            @Binding var name: String
            var body: some View {
                ↓TextField("Name", text: $name)
            }
        }

        struct NewRoomScreen: View {
            var body: some View {
                VStack {
                    NameField(name: $name)
                    Button("Create") { create() }
                }
            }
        }

        #Preview { NameField(name: .constant("")) }
        """, configuration: """
        platforms: [watchos]
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A custom section given a header titles the fields in it.
        Example("""
        struct HeadersView: View {
            var body: some View {
                ThemedSection {
                    TextField("Key", text: $key)
                } header: {
                    Text("Custom headers")
                }
            }
        }
        """),
        // A component whose placeholder is its caller's words: each caller may label it.
        Example("""
        struct ClearableField: View {
            let placeholder: String
            @Binding var text: String
            var body: some View {
                HStack {
                    TextField(placeholder, text: $text)
                    Button { text = "" } label: { Image(systemName: "xmark.circle") }
                }
            }
        }
        """),
        // A custom component lays out, and may caption, the content it is given.
        Example("""
        struct RenameSheet: View {
            var body: some View {
                ConfirmationPanel(message: "Rename the simulator", confirm: rename) {
                    TextField("Name", text: $newName)
                }
            }
        }
        """),
        // A search field named by a localised key.
        Example("""
        struct IconPicker: View {
            var body: some View {
                VStack {
                    TextField(L10n.Icons.searchPlaceholder, text: $query)
                    Button("Use default") { reset() }
                }
            }
        }
        """),
        // A helper holding only the field, used under a caption.
        Example("""
        struct ProfileEditor: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Display name")
                    nameField
                }
            }

            private var nameField: some View {
                TextField("Jane Appleseed", text: $name)
            }
        }
        """),
        // A caption in a headline style still captions the field below it.
        Example("""
        struct ContactView: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Email").font(.headline)
                    TextField("name@example.com", text: $email)
                }
            }
        }
        """),
        // A project built for macOS (and visionOS): a Form shows the field's title as its row label.
        Example("""
        struct PathSettings: View {
            var body: some View {
                Form {
                    TextField("Path to Terminal", text: $path)
                }
            }
        }
        """, configuration: """
        platforms: [macos, visionos]
        """),
        // Each field of the column has its caption just above it.
        Example("""
        struct SignUpForm: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Email")
                    TextField("name@example.com", text: $email)
                    Text("Password")
                    SecureField("At least 8 characters", text: $password)
                }
            }
        }
        """),
        // On macOS a field in a Form shows its title as a row label.
        Example("""
        struct AccountSettings: View {
            var body: some View {
                Form {
                    TextField("Email", text: $email)
                }
            }
        }
        """, configuration: """
        platforms: [macos]
        """),
        Example("""
        struct SignInView: View {
            var body: some View {
                Form {
                    LabeledContent("Email") {
                        TextField("name@example.com", text: $email)
                    }
                }
            }
        }
        """),
        Example("""
        // Seed 001, AIQ's CustomTextField: a Text above the field labels it.
        struct CustomTextField: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title)
                    TextField(placeholder, text: $text)
                        .labelsHidden()
                        .accessibilityLabel(title)
                }
            }
        }
        """),
        Example("""
        struct ContactForm: View {
            var body: some View {
                Form {
                    Section("Email") {
                        TextField("name@example.com", text: $email)
                    }
                }
            }
        }
        """),
        Example("""
        // An icon beside the field may label it.
        struct SearchBar: View {
            var body: some View {
                HStack {
                    Image(systemName: "envelope")
                    TextField("Email", text: $email)
                }
            }
        }
        """),
        Example("""
        // A floating label drawn over the field.
        struct FloatingField: View {
            var body: some View {
                VStack {
                    TextField("", text: $text)
                        .overlay(alignment: .topLeading) { Text("Email").font(.caption) }
                }
            }
        }
        """),
        Example("""
        // The whole body of a component: its callers may label it.
        struct AmountField: View {
            var body: some View {
                TextField("Amount", text: $amount)
            }
        }
        """),
        // A small view that is only the field, used in this file under a caption.
        Example("""
        struct AmountEntry: View {
            var body: some View {
                TextField("0.00", text: $amount)
            }
        }

        struct PaymentScreen: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Amount")
                    AmountEntry()
                }
            }
        }
        """),
        Example("""
        // An alert's title names the field.
        struct RenameView: View {
            var body: some View {
                List(items) { Text($0.name) }
                    .alert("Rename", isPresented: $renaming) {
                        TextField("Name", text: $newName)
                    }
            }
        }
        """),
        Example("""
        // A field without a title or prompt has no placeholder (control-missing-label's concern).
        struct Notes: View {
            var body: some View {
                VStack {
                    TextField("", text: $notes)
                    TextEditor(text: $body)
                }
            }
        }
        """),
        Example("""
        // A search field's placeholder is its conventional label; a Section titles the fields in its rows.
        struct ListEditView: View {
            var body: some View {
                Form {
                    HStack {
                        TextField("Search users", text: $query)
                        Spacer()
                    }
                    Section("Metadata") {
                        HStack {
                            TextField("Name", text: $field.name)
                            TextField("Value", text: $field.value)
                        }
                    }
                }
            }
        }
        """),
    ]
}
