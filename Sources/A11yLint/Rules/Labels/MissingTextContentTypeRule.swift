import RuleEngine

struct MissingTextContentTypeRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "missing-text-content-type", name: "Missing text content type", severity: .low, category: .labels,
        wcag: ["1.3.5"], appleAudit: nil,
        summary: "Flags a `TextField` or `SecureField` that asks for an email, password, one-time code, name, phone number or address without `.textContentType(…)`.",
        rationale: """
        WCAG 1.3.5 (Identify Input Purpose) asks that fields collecting information about the user say what \
        they collect, so software can fill them in. On iOS that is `.textContentType`: with it, AutoFill offers \
        the user's email, saved password, or the one-time code that just arrived by SMS; without it, everyone \
        types. Typing is slow and error-prone for people with motor or cognitive disabilities, and with \
        VoiceOver or Switch Control each character is a separate action.
        """,
        fix: """
        - **Case: email.** `.textContentType(.emailAddress)` (with `.keyboardType(.emailAddress)` and \
        `.textInputAutocapitalization(.never)`).
        - **Case: password.** `.textContentType(.password)` to sign in, `.newPassword` to create one.
        - **Case: one-time code.** `.textContentType(.oneTimeCode)`.
        - **Case: names and user names.** `.givenName`, `.familyName`, `.name`, `.username`.
        - **Case: phone and address.** `.telephoneNumber`, `.fullStreetAddress`, `.postalCode`, …
        - **Case: the field is not about the user** (a contact's phone, a search). Use `.textContentType(nil)` \
        to say so, or suppress the finding.
        """,
        limits: """
        Reads the field's literal title, prompt, label text and accessibility label, and the name of its `text:` \
        binding (`$email`, `$viewModel.phoneNumber`). A password or user name that is not the user's account's is \
        not flagged: when the field's arguments as written, the fields beside it, the view or alert holding them \
        or the type declaring them (`SSHCredentialsSheet`) name a network (`Wi-Fi`, `SSID`), a certificate, a \
        file, a key (`SSH passphrase`), a device or a server's root login (a server's address alone does not: \
        signing in to a self-hosted service is the user's account). A field whose title, \
        prompt, binding, helper, section header or screen's navigation title names another person (`$recipientEmail`, `"friend@example.com"`, \
        a guest's or an emergency contact's phone, a buyer's or a debtor's, a section that invites someone) asks for \
        their details, which \
        AutoFill cannot know, and is not flagged. A plain \
        "Name" is not flagged (it is as often a project's or a file's name as the user's); search fields (also any field of a type named for searching, `struct UserSearch: View`) and fields disabled for good (`.disabled(true)`, which \
        only show a value) are skipped. A `.textContentType` on the field, on a view \
        enclosing it, or where its helper or component is used in the same file counts. iOS, tvOS, watchOS and \
        visionOS only: macOS AutoFill reads few content types.
        """,
        platforms: ["ios", "tvos", "watchos", "visionos"],
        triggeringExamples: MissingTextContentTypeRule.triggeringExamples,
        nonTriggeringExamples: MissingTextContentTypeRule.nonTriggeringExamples)

    /// What a field asks for, in matching order (a "one-time password" is a code, an "email address" an email).
    enum Purpose: CaseIterable {
        case oneTimeCode, email, password, username, personName, phone, address

        var phrases: [[String]] {
            switch self {
            case .oneTimeCode:
                return [["otp"], ["totp"], ["2fa"], ["one", "time"], ["verification", "code"], ["sms", "code"],
                        ["authentication", "code"], ["confirmation", "code"]]
            case .email: return [["email"], ["e", "mail"]]
            case .password: return [["password"], ["passcode"]]
            case .username: return [["username"]]
            case .personName:
                return [["first", "name"], ["last", "name"], ["full", "name"], ["given", "name"],
                        ["family", "name"], ["middle", "name"], ["surname"], ["firstname"], ["lastname"],
                        ["fullname"]]
            case .phone: return [["phone"], ["telephone"], ["mobile", "number"], ["cell", "number"]]
            case .address:
                return [["street"], ["address", "line"], ["postal", "code"], ["zip"], ["zip", "code"], ["zipcode"],
                        ["postcode"], ["shipping", "address"], ["billing", "address"], ["home", "address"],
                        ["mailing", "address"]]
            }
        }

        var noun: String {
            switch self {
            case .oneTimeCode: return "a one-time code"
            case .email: return "an email address"
            case .password: return "a password"
            case .username: return "a user name"
            case .personName: return "the user's name"
            case .phone: return "a phone number"
            case .address: return "an address"
            }
        }

        var suggestion: String {
            switch self {
            case .oneTimeCode: return ".textContentType(.oneTimeCode)"
            case .email: return ".textContentType(.emailAddress)"
            case .password: return ".textContentType(.password) (or .newPassword when creating one)"
            case .username: return ".textContentType(.username)"
            case .personName: return ".textContentType(.givenName), .familyName or .name"
            case .phone: return ".textContentType(.telephoneNumber)"
            case .address: return ".textContentType(.fullStreetAddress) or .postalCode"
            }
        }
    }


    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.call) {
            let name = tree[id].name
            guard SwiftUIVocabulary.textFields.contains(name) else { continue }
            guard let purpose = Self.purpose(of: id, in: tree) else { continue }
            guard ![.password, .username].contains(purpose) || !Self.asksForNonAccountSecret(id, in: tree) else {
                continue
            }
            guard [.password, .oneTimeCode].contains(purpose) || !Self.asksAboutAnotherPerson(id, in: tree) else {
                continue
            }
            // Nobody types into a field disabled for good: it only shows a value.
            guard !tree.isAlwaysDisabled(id) else { continue }
            guard !WordingScope.mayApply(in: tree, to: id, where: { $0.name == "textContentType" }) else { continue }
            sink.report(id, in: tree, message: Self.message(field: name, title: Self.title(of: id, in: tree),
                                                             purpose: purpose))
        }
    }

    static func message(field: String, title: StringLiteral?, purpose: Purpose) -> String {
        let name = title.map { "\(field) \(WordingText.quoted($0))" } ?? field
        return "\(name) asks for \(purpose.noun) but has no .textContentType, so AutoFill cannot fill it and "
            + "users of VoiceOver, Switch Control or Voice Control must enter it character by character "
            + "(WCAG 1.3.5). Add \(purpose.suggestion)."
    }

    /// What the field asks for, from the text it shows (title, prompt, label text, accessibility label: the
    /// phrase anywhere outside interpolations, so "Reply to \(post.username)" asks for no user name) and from its
    /// binding's name (the phrase as the name's head noun: `$userEmail`,
    /// `$phoneNumber`, not `$emailSubject`). Nil for search fields and when nothing says.
    static func purpose(of field: NodeID, in tree: ViewTree) -> Purpose? {
        let texts = visibleTexts(of: field, in: tree).map {
            WordingText.words(of: SplitPhrase.interpolationParts(of: $0).outside)
        }
        guard !texts.contains(where: { $0.contains("search") }) else { return nil }
        // A field of a search screen (`struct UserSearch: View`) looks someone up: "Username…" is theirs.
        if let type = tree.declaringType(of: field), TraitText.words(of: tree[type].name).contains("search") {
            return nil
        }
        let binding = tree[field].argument(labelled: "text").map { bindingHeadWords($0.value) } ?? []
        return Purpose.allCases.first { purpose in
            purpose.phrases.contains { phrase in
                texts.contains { containsPhrase(phrase, in: $0) }
                    || [phrase, phrase + ["number"], phrase + ["address"]].contains {
                        WordingText.words(binding, endWith: $0)
                    }
            }
        }
    }

    /// Whether a password or user-name field asks for another login than the user's account: the words of its
    /// arguments as written (`text: $certificatePassword`, a localisation key `L10n.Wifi.passwordPlaceholder`), of
    /// the other fields beside it (`TextField("SSID", text: $ssid)`), of the view or modifier holding them
    /// (`.alert("Root password") { … }`) and of the type that declares them (`SSHCredentialsSheet`) name a network,
    /// a certificate, a file, a key, a device or a server's root login.
    static func asksForNonAccountSecret(_ field: NodeID, in tree: ViewTree) -> Bool {
        var sources = [field]
        if let closure = tree.ancestors(of: field).first(where: { tree[$0].kind == .closure }) {
            sources += tree.descendants(of: closure).filter { SwiftUIVocabulary.textFields.contains(tree[$0].name) }
            if let owner = tree.parent(of: closure) { sources.append(owner) }
        }
        let typeWords = tree.declaringType(of: field).map { TraitText.words(of: tree[$0].name) } ?? []
        let words = typeWords + sources.flatMap { source in
            tree[source].arguments.flatMap { argument -> [String] in
                if case .closure = argument.value { return [] }
                return WordingText.words(of: tree.text(in: argument.range))
            }
        }
        return SwiftUIVocabulary.nonAccountSecretPhrases.contains { containsPhrase($0, in: words) }
    }

    /// Whether the field's arguments as written (title, prompt, binding), the helper that draws it, the header
    /// of its section or the navigation title of the view that draws it name another person
    /// (`SwiftUIVocabulary.otherPersonWords`: `$recipientEmail`, `"friend@example.com"`, `var recipientField`,
    /// `Section("Invite members")`, `.navigationTitle("New Guest")`): their details, which AutoFill cannot know.
    static func asksAboutAnotherPerson(_ field: NodeID, in tree: ViewTree) -> Bool {
        let names = tree[field].arguments.compactMap { argument -> String? in
            if case .closure = argument.value { return nil }
            return tree.text(in: argument.range)
        } + [tree.declaringMember(of: field).map { tree[$0].name } ?? "", tree.sectionHeaderText(of: field) ?? ""]
            + screenTitles(of: field, in: tree)
        return names.contains { WordingText.words(of: $0).contains(where: SwiftUIVocabulary.otherPersonWords.contains) }
    }

    /// The navigation titles the type declaring `field` sets, as written.
    private static func screenTitles(of field: NodeID, in tree: ViewTree) -> [String] {
        guard let type = tree.declaringType(of: field) else { return [] }
        return (tree.modifierUses(.navigationTitle) + tree.modifierUses(named: "navigationBarTitle")).compactMap { title in
            guard tree.declaringType(of: title) == type, let argument = tree[title].arguments.first else { return nil }
            return tree.text(in: argument.range)
        }
    }

    static func containsPhrase(_ phrase: [String], in words: [String]) -> Bool {
        guard words.count >= phrase.count else { return false }
        return (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
    }

    /// The field's literal title.
    static func title(of field: NodeID, in tree: ViewTree) -> StringLiteral? {
        tree.literal(of: tree[field].firstUnlabelledArgument)
    }

    /// The literal texts that name the field: title, prompt, label closure text, accessibility label.
    static func visibleTexts(of field: NodeID, in tree: ViewTree) -> [String] {
        let node = tree[field]
        var texts: [String] = []
        if let title = title(of: field, in: tree) { texts.append(title.text) }
        if let prompt = tree.literal(of: node.argument(labelled: "prompt")) { texts.append(prompt.text) }
        if let spec = tree.controlSpec(of: field), let closure = tree.labelClosure(of: field, spec: spec),
           let label = WordingSources.soleTextLiteral(in: closure, of: tree) {
            texts.append(label.text)
        }
        for modifier in tree.modifiers(.accessibilityLabel, of: field) {
            if let label = tree.literal(of: tree[modifier].firstUnlabelledArgument) { texts.append(label.text) }
        }
        return texts
    }

    /// Words that carry no purpose at the end of a binding's name (`emailText`, `phoneField`).
    static let bindingFillers: Set<String> = ["text", "field", "input", "value", "string", "entry"]

    /// The words of the last component of a binding's name, trailing fillers dropped: `$viewModel.emailText` →
    /// `["email"]`.
    static func bindingHeadWords(_ expression: Expr) -> [String] {
        let path = bindingText(expression)
        let last = path.split(separator: ".").last.map(String.init) ?? path
        var words = WordingText.words(of: last)
        while let tail = words.last, bindingFillers.contains(tail), words.count > 1 { words.removeLast() }
        return words
    }

    /// `$email`, `$viewModel.email`, `$form.phoneNumber` as source text.
    static func bindingText(_ expression: Expr) -> String {
        switch expression {
        case .identifier(let name): return name
        case .member(let base, let name): return (base.map(bindingText) ?? "") + "." + name
        case .other(let text): return text
        case .string, .number, .bool, .call, .closure: return ""
        }
    }
}
