import RuleEngine

extension MissingTextContentTypeRule {
    static let triggeringExamples: [Example] = [
        // Signing in to a self-hosted service: the server's address does not make the password another login.
        Example("""
        struct ServerSignInView: View {
            var body: some View {
                Form {
                    TextField("Server address", text: $server)
                    ↓TextField("Username", text: $username)
                    ↓SecureField("Password", text: $password)
                }
            }
        }
        """),
        Example("""
        struct SignInView: View {
            @State private var email = ""
            @State private var password = ""
            var body: some View {
                VStack {
                    ↓TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                    ↓SecureField("Password", text: $password)
                }
            }
        }
        """),
        Example("""
        struct RegistrationView: View {
            var body: some View {
                Form {
                    ↓TextField("First name", text: $viewModel.firstName)
                    ↓TextField("Last name", text: $viewModel.lastName)
                }
            }
        }
        """),
        Example("""
        struct VerifyView: View {
            var body: some View {
                if awaitingCode {
                    ↓TextField("Verification code", text: $code)
                        .keyboardType(.numberPad)
                } else {
                    ↓TextField(text: $phoneNumber) { Text("Mobile") }
                }
            }
        }
        """),
        Example("""
        struct ShippingView: View {
            var body: some View {
                VStack { addressFields }
            }

            private var addressFields: some View {
                VStack {
                    ↓TextField("Street address", text: $street)
                    ↓TextField("ZIP code", text: $zip)
                }
            }
        }
        """),
        Example("""
        struct AccountView: View {
            var body: some View { fields }
        }

        extension AccountView {
            var fields: some View {
                #if os(iOS)
                ↓TextField("", text: $form.userEmail, prompt: Text("you@example.com"))
                #endif
            }
        }
        """),
        Example("""
        struct ContactForm: View {
            var body: some View {
                ForEach(contacts) { contact in
                    ↓TextField("Phone", text: binding(for: contact))
                    ↓TextField(contact.label, text: $username)
                        .accessibilityLabel("User name")
                }
            }
        }
        """),
        // An account's password in an alert whose title names no network, file or device.
        Example("""
        struct SessionExpiredPrompt: View {
            @State private var password = ""
            @State private var asksAgain = true
            var body: some View {
                Text("Session expired")
                    .alert(Strings.Session.signInAgain, isPresented: $asksAgain) {
                        ↓SecureField(Strings.Session.passwordPlaceholder, text: $password)
                        Button("Sign in", action: signIn)
                    }
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A dealer records the buyer of a car and whoever owes money: their numbers, not the user's.
        Example("""
            struct SaleForm: View {
                @State private var buyerName = ""
                @State private var buyerPhone = ""
                @State private var counterpartyPhone = ""

                var body: some View {
                    Form {
                        TextField("Buyer name", text: $buyerName)
                        TextField("Phone number", text: $buyerPhone)
                            .keyboardType(.phonePad)
                        TextField("Phone (optional)", text: $counterpartyPhone)
                            .keyboardType(.phonePad)
                    }
                }
            }
            """),
        // The screen adds a guest to a reservation: the details are the guest's.
        Example("""
            struct AddGuestView: View {
                @State private var email = ""
                @State private var phone = ""
                var body: some View {
                    Form {
                        TextField("Email", text: $email)
                        TextField("Phone", text: $phone)
                    }
                    .navigationTitle("New Guest")
                }
            }
            """),
        // The user name is the other person's, shown inside the prompt: the field asks for a reply.
        Example("""
            struct ReplyComposer: View {
                let post: Post
                @State private var reply = ""
                var body: some View {
                    TextField("Reply to \\(post.author.username)", text: $reply)
                }
            }
            """),
        // A search screen's field: the user name it asks for is someone else's.
        Example("""
            struct Search: View {
                @State private var text = ""
                var body: some View {
                    HStack {
                        TextField("Username...", text: $text)
                        Button("Find") { model.searchUsers(queryText: text) }
                    }
                }
            }
            """),
        // Another person's details: a friend to invite, a guest's phone.
        Example("""
            struct InviteScreen: View {
                @State private var recipientEmail = ""
                @State private var guestPhone = ""
                var body: some View {
                    Form {
                        TextField("Email", text: $recipientEmail, prompt: Text("friend@example.com"))
                        TextField("Phone", text: $guestPhone)
                        inviteeField
                    }
                }
                private var inviteeField: some View {
                    TextField("Email address", text: $email)
                }
            }
            """),
        // A section that invites someone asks for that person's address.
        Example("""
            struct HouseholdSetup: View {
                @State private var memberEmail = ""
                var body: some View {
                    Form {
                        Section(header: Text("Invite Household Members")) {
                            TextField("Email address", text: $memberEmail)
                        }
                    }
                }
            }
            """),
        // The signed-in account's user name, shown in a field nobody can edit.
        Example("""
            struct AccountServerSheet: View {
                let account: Account
                @State private var url = ""
                var body: some View {
                    Form {
                        TextField("Server URL", text: $url)
                        TextField("Username", text: .constant(account.username))
                            .disabled(true)
                    }
                }
            }
            """),
        Example("""
        struct SignInView: View {
            var body: some View {
                VStack {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                    SecureField("Password", text: $password)
                        .textContentType(.password)
                }
            }
        }
        """),
        Example("""
        // A content type on the enclosing form reaches its fields.
        struct RegistrationView: View {
            var body: some View {
                VStack {
                    TextField("Email", text: $email)
                }
                .textContentType(.emailAddress)
            }
        }
        """),
        Example("""
        // A plain "Name" is as often a playlist's or a file's name.
        struct NewPlaylistView: View {
            var body: some View {
                TextField("Name", text: $playlistName)
            }
        }
        """),
        Example("""
        // Search fields are not about the user.
        struct ContactsView: View {
            var body: some View {
                TextField("Search by name or email", text: $query)
            }
        }
        """),
        Example("""
        // The binding's head noun is the subject, not the email.
        struct ComposeView: View {
            var body: some View {
                TextField("Subject", text: $emailSubject)
            }
        }
        """),
        Example("""
        // Seed 001, AIQ's CustomTextField: the title is a parameter; the content type is set where it is used.
        struct CustomTextField: View {
            let title: String
            let placeholder: String
            @Binding var text: String
            var body: some View {
                VStack(alignment: .leading) {
                    Text(title)
                    TextField(placeholder, text: $text)
                        .labelsHidden()
                        .accessibilityLabel(title)
                        .accessibilityValue(text.isEmpty ? "Empty" : text)
                        .accessibilityHint("Enter your \\(title.lowercased())")
                }
            }
        }
        """),
        Example("""
        // A helper whose uses set the content type.
        struct LoginView: View {
            var body: some View {
                emailField
                    .textContentType(.username)
            }

            private var emailField: some View {
                TextField("Email", text: $email)
            }
        }
        """),
        Example("""
        // An explicit nil says the field is not about the user.
        struct AddContactView: View {
            var body: some View {
                TextField("Phone", text: $contact.phone)
                    .textContentType(nil)
            }
        }
        """),
        Example("""
        // "iPhone" is not "phone".
        struct DeviceView: View {
            var body: some View {
                TextField("iPhone model", text: $model)
                TextField("Notes", text: $notes)
            }
        }
        """),
        Example("""
        // "User name" in a binding is as often someone's display name; and a content type after an `#if` in
        // the chain counts.
        struct UserEditForm: View {
            var body: some View {
                VStack {
                    TextField("New name", text: $newUserName)
                    LabeledContent("Password") {
                        SecureField("Password", text: $password)
                        #if os(macOS)
                            .textContentType(.password)
                        #elseif os(iOS)
                            .textContentType(.newPassword)
                        #endif
                    }
                }
            }
        }
        """),
        // Secrets that are not an account's password: a Wi-Fi network's (named by the alert and the SSID field
        // beside it), a certificate file's, an SSH key's passphrase. AutoFill has no content type for them.
        Example("""
        struct ConnectionSetupView: View {
            @State private var ssid = ""
            @State private var password = ""
            @State private var certificatePassword = ""
            @State private var asksForNetwork = false
            @State private var asksForCertificate = false
            var body: some View {
                List { devices }
                    .alert(Strings.Setup.WiFi.title, isPresented: $asksForNetwork) {
                        TextField(Strings.Setup.WiFi.networkName, text: $ssid)
                        SecureField(Strings.Setup.WiFi.passwordPlaceholder, text: $password)
                        Button("Connect", action: connect)
                    }
                    .alert("Import", isPresented: $asksForCertificate) {
                        SecureField("Password", text: $certificatePassword)
                        Button("Import", action: importIdentity)
                    }
                SecureField("SSH key password", text: $keyPassword)
            }
        }
        """),
        // A server's login, not the user's account: named by the sheet's type, or a root password.
        Example("""
        struct ServerSSHCredentialsSheet: View {
            @State private var host = ""
            @State private var user = "root"
            @State private var password = ""
            var body: some View {
                Form {
                    TextField("Host", text: $host)
                    TextField("Username", text: $user)
                    SecureField("Password", text: $password)
                }
            }
        }

        struct ServerActions: View {
            var body: some View {
                Button("Reset") { showsReset = true }
                    .alert("Root password", isPresented: $showsReset) {
                        SecureField("New password", text: $newPassword)
                        Button("Save", action: save)
                    }
            }
        }
        """),
    ]
}
