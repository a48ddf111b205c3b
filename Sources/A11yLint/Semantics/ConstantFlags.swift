/// Static `Bool` constants a project sets to a literal: switches such as `static let isMocking = false` in
/// `MockAPIService`, which the code reads as `MockAPIService.isMocking` (or `Self.isMocking` inside the type). A
/// branch on one the project sets to `false` never runs, and neither does the `else` of one set to `true`.
enum ConstantFlags {
    /// The file's static `let` flags by the name code spells them with (`MockAPIService.isMocking`), each with every
    /// value it is given: a flag set differently in two `#if` branches, or by two types of one name, has both.
    static func declared(in tree: ViewTree) -> [String: Set<Bool>] {
        var flags: [String: Set<Bool>] = [:]
        for type in tree.typeDeclarations() {
            for member in tree.members(of: type) {
                guard case .property(let property)? = tree[member].decl, property.isStatic,
                      property.bindingKeyword == "let", case .bool(let value)? = property.initializer else { continue }
                flags[tree[type].name + "." + tree[member].name, default: []].insert(value)
            }
        }
        return flags
    }

    /// The branches of the file's `if`s that never run for `flags` (`ProjectIndex.constantFlags`): a first branch
    /// whose condition has a clause the flags make false, and the later branches after a first one whose whole
    /// condition they make true.
    static func branchesNeverRun(in tree: ViewTree, flags: [String: Bool]) -> [Range<Int>] {
        guard !flags.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        for branch in tree.nodes(.branch) {
            // A flag is always read through its type (`MockAPIService.isMocking`, `Self.isMocking`).
            guard let label = tree[branch].label, label.utf8.contains(UInt8(ascii: ".")),
                  let choice = tree.parent(of: branch), tree.children(of: choice).first == branch else { continue }
            let typeName = tree.declaringType(of: branch).map { tree[$0].name }
            // `a, b` and `a && b` both need every clause.
            let clauses = label.split(whereSeparator: { $0 == "," || $0 == "&" })
            let values = clauses.map { value(of: $0, in: typeName, flags: flags) }
            if values.contains(false) {
                ranges.append(tree[branch].range)
            } else if values.allSatisfy({ $0 == true }) {
                ranges += tree.children(of: choice).dropFirst().map { tree[$0].range }
            }
        }
        return ranges
    }

    /// The value of one clause (`MockAPIService.isMocking`, `!Self.isMocking`) given the flags; nil when it reads
    /// anything else.
    private static func value(of clause: Substring, in typeName: String?, flags: [String: Bool]) -> Bool? {
        var name = clause.drop(while: { $0 == " " })
        while name.last == " " { name = name.dropLast() }
        var negated = false
        while name.first == "!" {
            negated.toggle()
            name = name.dropFirst().drop(while: { $0 == " " })
        }
        let key = if let typeName, name.hasPrefix("Self.") { typeName + name.dropFirst(4) } else { String(name) }
        guard let value = flags[key] else { return nil }
        return value != negated
    }
}
