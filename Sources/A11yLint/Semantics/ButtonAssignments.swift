import Foundation

/// State a user's action changes: the names each `Button` action of a type assigns, directly or in the type's
/// functions the action calls (followed transitively). Read by source text, per type of the file; a view model's
/// method (`model.calculate()`) is another type's code and is not followed.
struct ButtonAssignments {
    struct Action {
        let button: NodeID
        /// Every name the action assigns (`percent = …`, `self.error = nil`, `count += 1`).
        let assigned: Set<String>
        /// Names the action assigns a value it produced (`percent = compute()`, `message = "Saved"`,
        /// `ratio = a / b`): not `nil`, `true`/`false` nor a copy of another name (`selected = item`).
        let produced: Set<String>
        /// Names the action only clears (`isShowingWarning = false`, `error = nil`): it can hide what they guard,
        /// never make it appear.
        let cleared: Set<String>
    }

    var actions: [Action] = []
    /// Names the type's appearance (`.task`, `.onAppear`) gives a value, not only clears: state the screen loads
    /// with, so what it shows is met as the screen's content.
    var setOnAppearance: Set<String> = []

    /// The actions of buttons drawn outside `node` (a button inside the view an `if` shows cannot make it appear).
    func actions(outside node: NodeID, in tree: ViewTree) -> [Action] {
        actions.filter { !tree.ancestors(of: $0.button).contains(node) }
    }
}

extension ViewTree {
    /// What each `Button` action of the type named `owner` (its declaration and extensions in this file) assigns.
    func buttonAssignments(inTypeNamed owner: String) -> ButtonAssignments {
        var table: [String: [NodeID]]?
        func functions() -> [String: [NodeID]] {
            if let table { return table }
            let made = functionTable(ofTypeNamed: owner)
            table = made
            return made
        }
        var result = ButtonAssignments()
        for button in calls(.button) where declaringTypeName(ofNode: button) == owner {
            guard let spec = controlSpec(of: button), let range = actionRange(of: button, spec: spec) else { continue }
            let (assigned, produced, values) = assignments(from: text(in: range), following: functions())
            let cleared = Set(values.filter { $0.value.isSubset(of: ButtonAssignments.clearingValues) }.keys)
            result.actions.append(.init(button: button, assigned: assigned, produced: produced, cleared: cleared))
        }
        for name in SwiftUIVocabulary.appearanceLoadModifiers {
            for modifier in modifierUses(named: name) where declaringTypeName(ofNode: modifier) == owner {
                let (_, _, values) = assignments(from: text(in: self[modifier].range), following: functions())
                result.setOnAppearance.formUnion(values.filter { !$0.value.isSubset(of: ButtonAssignments.clearingValues) }.keys)
            }
        }
        return result
    }

    /// The functions of the type named `owner` (its declaration and extensions in this file), by name.
    func functionTable(ofTypeNamed owner: String) -> [String: [NodeID]] {
        var table: [String: [NodeID]] = [:]
        for member in members(ofTypeNamed: owner) where self[member].kind == .function {
            table[self[member].name, default: []].append(member)
        }
        return table
    }

    /// What `code` assigns, directly or in the functions of `functions` it calls (followed transitively): every
    /// name, the names given a produced value, and each name's values.
    func assignments(from code: String, following functions: [String: [NodeID]])
        -> (assigned: Set<String>, produced: Set<String>, values: [String: Set<String>]) {
        var pending = [code]
        var followed: Set<String> = []
        var assigned: Set<String> = []
        var produced: Set<String> = []
        var values: [String: Set<String>] = [:]
        while let code = pending.popLast() {
            assigned.formUnion(TraitText.assignedNames(in: code))
            let assignedValues = ButtonAssignments.assignedValues(in: code)
            produced.formUnion(ButtonAssignments.producedNames(among: assignedValues))
            for (name, value) in assignedValues { values[name, default: []].insert(value) }
            for name in TraitText.identifiers(in: code) where followed.insert(name).inserted {
                pending.append(contentsOf: (functions[name] ?? []).map { text(in: self[$0].range) })
            }
        }
        return (assigned, produced, values)
    }
}

extension ViewTree {
    /// Whether `name` is a stored property of the type named `owner` (its declaration or an extension in this file):
    /// the view's own state, not a local or another type's member.
    func isStoredProperty(_ name: String, ofTypeNamed owner: String) -> Bool {
        members(ofTypeNamed: owner).contains { member in
            guard self[member].kind == .property, self[member].name == name,
                  case .property(let info)? = self[member].decl else { return false }
            return !info.isComputed
        }
    }
}

extension ButtonAssignments {
    /// Values that clear a flag or an optional.
    static let clearingValues: Set<String> = ["false", "nil"]

    /// Each `name = value` of `code` (also `self.name`, `+=`; never `==`, `!=`, `<=`, `>=`, nor a declaration
    /// `let name = …`), the value up to the line's or block's end, trimmed. Read left to right as the regular
    /// expression `(?<!let )(?<!var )\b([A-Za-z_][A-Za-z0-9_]*)\s*[-+*/]?=(?!=)\s*([^\n;{}]*)` reads it (ICU's
    /// word boundary and white space), without compiling and running one per statement.
    static func assignedValues(in code: String) -> [(name: String, value: String)] {
        let scalars = Array(code.unicodeScalars)
        var result: [(name: String, value: String)] = []
        var index = 0
        while index < scalars.count {
            guard AssignmentScan.isNameHead(scalars[index]), !AssignmentScan.followsWordCharacter(index, in: scalars)
            else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, AssignmentScan.isNameBody(scalars[end]) { end += 1 }
            guard !AssignmentScan.followsDeclarationKeyword(index, in: scalars),
                  let valueStart = AssignmentScan.valueStart(afterName: end, in: scalars) else {
                // No name starts inside this one (no word boundary there).
                index = end
                continue
            }
            var valueEnd = valueStart
            while valueEnd < scalars.count, !AssignmentScan.endsValue(scalars[valueEnd]) { valueEnd += 1 }
            var trimmedStart = valueStart, trimmedEnd = valueEnd
            while trimmedStart < trimmedEnd, AssignmentScan.isTrimmedSpace(scalars[trimmedStart]) { trimmedStart += 1 }
            while trimmedEnd > trimmedStart, AssignmentScan.isTrimmedSpace(scalars[trimmedEnd - 1]) { trimmedEnd -= 1 }
            result.append((AssignmentScan.string(scalars[index..<end]),
                           AssignmentScan.string(scalars[trimmedStart..<trimmedEnd])))
            index = valueEnd
        }
        return result
    }

    /// The names `code` assigns a value it produced (see `Action.produced`).
    static func producedNames(in code: String) -> Set<String> {
        producedNames(among: assignedValues(in: code))
    }

    /// The names of `assignedValues(in: code)` given a value the code produced: for a caller that has them already.
    /// A value that is only a name or member path (`item`, `model.value`, `nil`, `true`) is a copy.
    static func producedNames(among assignedValues: [(name: String, value: String)]) -> Set<String> {
        Set(assignedValues.filter { !$0.value.isEmpty && !AssignmentScan.isCopiedValue($0.value) }.map(\.name))
    }
}

/// The character classes `ButtonAssignments.assignedValues(in:)` reads with, as ICU's regular expressions define them.
enum AssignmentScan {
    static func isNameHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || (scalar.value < 0x80 && scalar.properties.isAlphabetic)
    }

    static func isNameBody(_ scalar: Unicode.Scalar) -> Bool {
        isNameHead(scalar) || ("0"..."9").contains(scalar)
    }

    /// ICU's `\w`: letters, marks, decimal digits, connector punctuation and the zero-width joiners.
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isNameBody(scalar) }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic || scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// Whether the character before `index`, skipping combining marks and format characters as ICU's `\b` does,
    /// is a word character: then no word boundary lies at `index`.
    static func followsWordCharacter(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var previous = index - 1
        while previous >= 0 {
            let scalar = scalars[previous]
            if scalar.value >= 0x80,
               scalar.properties.isGraphemeExtend || scalar.properties.generalCategory == .format {
                previous -= 1
                continue
            }
            return isWordCharacter(scalar)
        }
        return false
    }

    /// `let name` or `var name`: the four characters before the name are `let ` or `var `.
    static func followsDeclarationKeyword(_ index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard index >= 4, scalars[index - 1] == " " else { return false }
        let keyword = String(String.UnicodeScalarView(scalars[(index - 4)..<(index - 1)]))
        return keyword == "let" || keyword == "var"
    }

    /// After a name ending at `end`: white space, an optional arithmetic operator and one `=` not followed by
    /// another, then white space; where the value starts, nil when no assignment follows.
    static func valueStart(afterName end: Int, in scalars: [Unicode.Scalar]) -> Int? {
        var cursor = end
        while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
        if cursor < scalars.count, "-+*/".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
        guard cursor < scalars.count, scalars[cursor] == "=",
              cursor + 1 == scalars.count || scalars[cursor + 1] != "=" else { return nil }
        cursor += 1
        while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
        return cursor
    }

    static func endsValue(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == ";" || scalar == "{" || scalar == "}"
    }

    /// ICU's `\s`: Unicode's `White_Space`.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// Foundation's `CharacterSet.whitespaces`: tab and the space separators.
    static func isTrimmedSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// ICU's line terminators, which `$` may stand before at the end of the input.
    private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `^[A-Za-z_][A-Za-z0-9_.?!]*\s*$`: a value that is only a name or member path.
    static func isCopiedValue(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars)
        guard let first = scalars.first, isNameHead(first) else { return false }
        var cursor = 1
        while cursor < scalars.count, isNameBody(scalars[cursor]) || ".?!".unicodeScalars.contains(scalars[cursor]) {
            cursor += 1
        }
        while cursor < scalars.count, isSpace(scalars[cursor]) { cursor += 1 }
        let rest = scalars[cursor...]
        return rest.isEmpty || (rest.count == 1 && isLineTerminator(rest[cursor]))
            || (rest.count == 2 && rest[cursor] == "\r" && rest[cursor + 1] == "\n")
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(scalars))
    }
}
