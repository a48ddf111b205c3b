/// Which actions open web pages: the `openURL` environment action, `UIApplication.shared.open(_:)` and
/// `NSWorkspace.shared.open(_:)` called with a URL that is written as an `http(s)` address, directly
/// (`URL(string: "https://…")!`) or through a name bound to one in the same action or as a property of the type.
/// Anything else (a URL computed elsewhere, `mailto:`, `tel:`, the Settings URL) is not known to be a web page.
extension ViewTree {
    /// Whether the code in `range` does something, and all it does (log calls aside) is open web pages.
    /// `node` is where the code is written, to find the properties of its type.
    func onlyOpensWebPages(in range: Range<Int>, near node: NodeID) -> Bool {
        let effects = actionEffects(in: range).filter { effect in
            !effect.hasPrefix("log:") && !effect.hasPrefix(SwiftUIVocabulary.urlInitialiser + "(")
        }
        guard !effects.isEmpty else { return false }
        // Read only when an effect opens a URL named by a binding; most actions open none.
        lazy var code = CompactText.of(source, in: range)
        return effects.allSatisfy { effect in
            guard let open = effect.firstIndex(of: "("),
                  SwiftUIVocabulary.urlOpeningCallees.contains(String(effect[..<open])) else { return false }
            let arguments = effect[effect.index(after: open)..<effect.index(before: effect.endIndex)]
            return isWebAddress(Self.firstArgument(of: arguments), code: code, near: node)
        }
    }

    /// Whether a URL expression (written without spaces) is a web address: `URL(string:"https://…")!`, or a name
    /// bound to one by `let`/`var` in `code` or as a property of the type enclosing `node`.
    private func isWebAddress(_ expression: Substring, code: String, near node: NodeID) -> Bool {
        var expression = expression
        while expression.last == "!" { expression.removeLast() }
        if Self.isWebURLInitialiser(expression) { return true }
        guard !expression.isEmpty, expression.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return false
        }
        let name = String(expression)
        for keyword in ["let", "var"] {
            if let binding = code.range(of: keyword + name + "="),
               Self.isWebURLInitialiser(code[binding.upperBound...].prefix(while: { $0 != ";" })) {
                return true
            }
        }
        guard let type = declaringTypeName(ofNode: node) else { return false }
        return members(ofTypeNamed: type).contains { member in
            guard self[member].kind == .property, self[member].name == name,
                  case .property(let info)? = self[member].decl, info.initializer != nil else { return false }
            let declaration = CompactText.of(source, in: self[member].range)
            guard let equals = declaration.firstIndex(of: "=") else { return false }
            return Self.isWebURLInitialiser(declaration[declaration.index(after: equals)...])
        }
    }

    /// Whether compact text starts with `URL(string:"http://` or `"https://` (an interpolation may follow), for a
    /// host that a browser opens (not the App Store's, which opens the App Store app).
    private static func isWebURLInitialiser(_ text: some StringProtocol) -> Bool {
        let prefix = SwiftUIVocabulary.urlInitialiser + "(string:\""
        guard text.hasPrefix(prefix) else { return false }
        let address = text.dropFirst(prefix.count).lowercased()
        return SwiftUIVocabulary.webURLSchemes.contains { scheme in
            address.hasPrefix(scheme + "://")
                && !SwiftUIVocabulary.appOpeningWebHosts.contains { address.dropFirst(scheme.count + 3).hasPrefix($0 + "/") }
        }
    }

    /// The first top-level argument of compact argument text (`url,options:[:]` → `url`).
    private static func firstArgument(of arguments: Substring) -> Substring {
        var depth = 0
        var inString = false
        for index in arguments.indices {
            switch arguments[index] {
            case "\"": inString.toggle()
            case "(", "[": if !inString { depth += 1 }
            case ")", "]": if !inString { depth -= 1 }
            case "," where depth == 0 && !inString: return arguments[..<index]
            default: break
            }
        }
        return arguments
    }
}
