import Foundation

/// State a user's action changes: the names the `Button` actions of a type assign, directly or in the type's
/// functions those actions call (followed transitively). Read by source text, per type of the file; a view model's
/// method (`model.calculate()`) is another type's code and is not followed.
struct ButtonAssignments {
    /// Every name an action assigns (`percent = …`, `self.error = nil`, `count += 1`).
    var assigned: Set<String> = []
    /// Names an action assigns a value it produced (`percent = compute()`, `message = "Saved"`, `ratio = a / b`),
    /// not `nil`, `true`/`false` nor a copy of another name (`selected = item`, `self.value = value`).
    var producedValues: Set<String> = []
}

extension ViewTree {
    /// What the `Button` actions of the type named `owner` (its declaration and extensions in this file) assign.
    func buttonAssignments(inTypeNamed owner: String) -> ButtonAssignments {
        var pending: [String] = []
        for button in calls(.button) where declaringTypeName(ofNode: button) == owner {
            guard let spec = controlSpec(of: button), let range = actionRange(of: button, spec: spec) else { continue }
            pending.append(text(in: range))
        }
        guard !pending.isEmpty else { return ButtonAssignments() }
        var functions: [String: [NodeID]] = [:]
        for member in members(ofTypeNamed: owner) where self[member].kind == .function {
            functions[self[member].name, default: []].append(member)
        }
        var followed: Set<String> = []
        var result = ButtonAssignments()
        while let code = pending.popLast() {
            result.assigned.formUnion(TraitText.assignedNames(in: code))
            result.producedValues.formUnion(Self.producedNames(in: code))
            for name in TraitText.identifiers(in: code) where followed.insert(name).inserted {
                pending.append(contentsOf: (functions[name] ?? []).map { text(in: self[$0].range) })
            }
        }
        return result
    }

    /// `name = value` (also `self.name`, `+=`; never `==`, `!=`, `<=`, `>=`), the value up to the line's or block's
    /// end.
    private static let assignment = try? NSRegularExpression(
        pattern: #"([A-Za-z_][A-Za-z0-9_]*)\s*[-+*/]?=(?!=)\s*([^\n;}]*)"#)
    /// A value that is only a name or member path (`item`, `model.value`, `nil`, `true`).
    private static let copiedValue = try? NSRegularExpression(pattern: #"^[A-Za-z_][A-Za-z0-9_.?!]*\s*$"#)

    /// The names `code` assigns a value it produced (see `ButtonAssignments.producedValues`).
    static func producedNames(in code: String) -> Set<String> {
        guard let assignment, let copiedValue else { return [] }
        let text = code as NSString
        var names = Set<String>()
        for match in assignment.matches(in: code, range: NSRange(location: 0, length: text.length)) {
            let value = text.substring(with: match.range(at: 2)) as NSString
            guard copiedValue.firstMatch(in: value as String, range: NSRange(location: 0, length: value.length)) == nil
            else { continue }
            names.insert(text.substring(with: match.range(at: 1)))
        }
        return names
    }
}
