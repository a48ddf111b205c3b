/// Looks chosen by a ternary in a modifier's argument: `.opacity(isValid ? 1 : 0.5)` dims a view on a condition,
/// `.opacity(isShown ? 1 : 0)` makes it invisible, `.foregroundStyle(canSend ? .accentColor : .gray)` greys it.
/// Read from the argument's source text; a nested ternary or anything computed is not read.
struct ConditionalLook {
    enum Kind: Equatable {
        /// Drawn faint (opacity above 0 and at most 0.75) or grey in one branch, fully in the other.
        case dimmed
        /// Opacity 0 in one branch.
        case invisible
    }

    var kind: Kind
    /// The modifier (`.opacity`, `.foregroundStyle`, …).
    var modifier: NodeID
    /// The condition's source text (`store.isSelectedWordValid`).
    var condition: String

    /// Modifiers whose argument is a colour the content is drawn in.
    static let colourModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint"]
    /// The faintest opacity still drawn as dimmed content, and the weakest one drawn as full.
    static let dimmedOpacity = 0.75, fullOpacity = 0.9
}

extension ViewTree {
    /// The conditional look of an `.opacity`, `.foregroundStyle`, `.foregroundColor` or `.tint` modifier, if its
    /// argument is a single ternary whose branches are literal opacities or colours of which exactly one dims.
    func conditionalLook(of modifier: NodeID) -> ConditionalLook? {
        let node = self[modifier]
        guard node.arguments.count == 1, let (condition, first, second) = ternaryArgument(of: modifier) else {
            return nil
        }
        if node.name == "opacity" {
            guard let one = Double(first), let other = Double(second) else { return nil }
            let (low, high) = (min(one, other), max(one, other))
            guard high >= ConditionalLook.fullOpacity else { return nil }
            if low == 0 { return ConditionalLook(kind: .invisible, modifier: modifier, condition: condition) }
            guard low <= ConditionalLook.dimmedOpacity else { return nil }
            return ConditionalLook(kind: .dimmed, modifier: modifier, condition: condition)
        }
        guard ConditionalLook.colourModifiers.contains(node.name) else { return nil }
        let dims = [first, second].map { branch in
            TraitText.identifiers(in: branch).contains(where: SwiftUIVocabulary.dimmingColours.contains)
        }
        guard dims[0] != dims[1] else { return nil }
        return ConditionalLook(kind: .dimmed, modifier: modifier, condition: condition)
    }
}

extension ViewTree {
    /// Whether an `.opacity(condition ? 1 : 0)` draws its view fully when the condition holds (the first branch is
    /// the full opacity).
    func drawsFullyWhenConditionHolds(_ modifier: NodeID) -> Bool {
        guard let (_, first, _) = ternaryArgument(of: modifier), let opacity = Double(first) else { return false }
        return opacity >= ConditionalLook.fullOpacity
    }
}

extension ConditionalLook {
    /// `condition ? a : b` → (condition, a, b), each trimmed; nil when the text is no single ternary (a `?` needs a
    /// space before it, so `a?.b` is optional chaining; brackets and strings are skipped; a nested ternary in a
    /// branch is not read).
    static func split(ternary text: String) -> (String, String, String)? {
        let characters = Array(text)
        var depth = 0
        var inString = false
        var question: Int?
        var colon: Int?
        for (index, character) in characters.enumerated() {
            switch character {
            case "\"": inString.toggle()
            case "(", "[", "{": if !inString { depth += 1 }
            case ")", "]", "}": if !inString { depth -= 1 }
            case "?" where !inString && depth == 0 && index > 0 && characters[index - 1] == " ":
                guard question == nil else { return nil }
                question = index
            case ":" where !inString && depth == 0 && question != nil:
                guard colon == nil else { return nil }
                colon = index
            default:
                break
            }
        }
        guard let question, let colon else { return nil }
        let parts = [characters[..<question], characters[(question + 1)..<colon], characters[(colon + 1)...]]
            .map { VisualTree.trimmed(Substring(String($0))) }
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return (parts[0], parts[1], parts[2])
    }

    /// Whether the condition is a passing state (hovering, pressing, focus), the environment (`colorScheme`,
    /// `controlActiveState`) or a style's `configuration`: a look that follows the pointer or the window, not
    /// content.
    var isPassingOrEnvironmentState: Bool {
        let names = TraitText.identifiers(in: condition)
        if names.first == "configuration" || names.contains(where: SwiftUIVocabulary.environmentStates.contains) {
            return true
        }
        return names.flatMap(TraitText.words(of:)).contains(where: SwiftUIVocabulary.transientStateWords.contains)
    }

    /// Whether the condition says whether something can be used now (`isFormValid`, `canSubmit`,
    /// `selection.isEmpty`), and not the environment's state (`isEnabled`, `colorScheme`), a style's
    /// `configuration`, or a passing state (hovering, pressing).
    var isAvailabilityCondition: Bool {
        let names = TraitText.identifiers(in: condition)
        guard !names.isEmpty, names.first != "configuration" else { return false }
        if names.contains(where: SwiftUIVocabulary.environmentStates.contains) { return false }
        let words = names.flatMap(TraitText.words(of:))
        if words.contains(where: SwiftUIVocabulary.transientStateWords.names.subtracting(["disabled", "enabled"]).contains) {
            return false
        }
        return words.contains(where: SwiftUIVocabulary.availabilityWords.contains)
    }
}

/// A colour chosen by a ternary between two colours of which at least one has a hue:
/// `.fill(isOnline ? .green : .red)`, `.foregroundStyle(item.isOverdue ? .red : .primary)`,
/// `.background(day == selected ? Color.accentColor : .clear)`, or a colour view `(isOn ? Color.green : .gray)`.
/// Read from the source text like `ConditionalLook`; a colour computed elsewhere (`statusColor`) is not read.
struct ConditionalColour {
    /// The modifier, or the ternary view, that chooses the colour.
    var site: NodeID
    /// The condition's source text (`user.isOnline`).
    var condition: String
    /// The branches as written (`.green`, `Color.gray.opacity(0.2)`).
    var colours: [String]
    /// The computed property that chooses the colour, when the site only names it (`.fill(statusColor)`).
    var member: NodeID?

    /// Modifiers whose first argument paints a view: its content, fill, outline or backdrop.
    static let paintModifiers: Set<String> = ConditionalLook.colourModifiers.union([
        "fill", "stroke", "strokeBorder", "background", "backgroundStyle", "border", "listRowBackground",
    ])

    /// A view named as a colour: `Color`, `Color(.systemRed)`, `Color.green`, `Color.red.opacity(0.5)`.
    static func isColourName(_ name: String) -> Bool {
        name == "Color" || name.hasPrefix("Color.")
    }

    /// How a branch reads as a colour.
    enum Shade: Equatable {
        /// A named colour with a hue (`.red`, `Color.accentColor`, `Color(.systemGreen)`), opacity aside.
        case hue(String)
        /// A named colour without one (`.gray`, `.primary`, `.clear`, `.white`).
        case neutral
        /// Anything else (a theme colour, `nil`): a colour the text does not name.
        case unknown
    }

    /// Named colours without a hue: greys, black and white, clear, and the hierarchical styles.
    static let neutralColours: NameSet = SwiftUIVocabulary.dimmingColours.union([
        "black", "white", "clear", "primary", "label",
    ])
    /// Named colours with a hue: the system colour table's, and the app's accent colour.
    static let hueColours: Set<String> = Set(VisualColour.systemColours.keys).subtracting(neutralColours)
        .union(["accentColor", "tint"])
    /// Names that wrap a colour without being one (`Color(.systemRed)`, `.red.opacity(0.2)`).
    private static let colourWrappers: Set<String> = ["Color", "SwiftUI", "UIColor", "NSColor", "opacity"]

    /// The shade a branch names: `.red.opacity(0.2)` → `.hue("red")`, `Color(.systemGray5)` → `.neutral`.
    static func shade(of branch: String) -> Shade {
        let names = TraitText.identifiers(in: branch).filter { !colourWrappers.contains($0) }
        guard names.count == 1, var name = names.first else { return .unknown }
        if name.hasPrefix("system"), let first = name.dropFirst(6).first, first.isUppercase {
            name = first.lowercased() + name.dropFirst(7).filter { !$0.isNumber }
        }
        if hueColours.contains(name) { return .hue(name) }
        return neutralColours.contains(name) ? .neutral : .unknown
    }

    /// A choice between two colours a user can tell apart by hue: one branch has a hue, and the other has a
    /// different one or none (`.red.opacity(0.2)` against `.red` differs in strength only).
    /// With more than two branches (a `switch`), at least two of them must differ.
    static func choice(at site: NodeID, condition: String, branches: [String],
                       member: NodeID? = nil) -> ConditionalColour? {
        let shades = branches.map(shade(of:))
        guard branches.count >= 2, shades.contains(where: { if case .hue = $0 { true } else { false } }),
              shades.contains(where: { $0 != shades[0] }) else { return nil }
        return ConditionalColour(site: site, condition: condition, colours: branches, member: member)
    }
}

extension ViewTree {
    /// The colour a paint modifier (`.fill`, `.foregroundStyle`, `.background`, `.stroke`, …) chooses by a
    /// single ternary in its first unlabelled argument, if its branches are two colours told apart by hue.
    func conditionalColour(of modifier: NodeID) -> ConditionalColour? {
        let node = self[modifier]
        guard ConditionalColour.paintModifiers.contains(node.name),
              let (condition, first, second) = ternaryArgument(of: modifier) else { return nil }
        return ConditionalColour.choice(at: modifier, condition: condition, branches: [first, second])
    }

    /// A modifier's first argument, unlabelled, as a single ternary: (condition, first branch, second branch).
    private func ternaryArgument(of modifier: NodeID) -> (String, String, String)? {
        let node = self[modifier]
        guard node.kind == .modifier, let argument = node.arguments.first, argument.label == nil,
              case .other(let text) = argument.value else { return nil }
        return ConditionalLook.split(ternary: text)
    }

    /// The colour a ternary view chooses (`(isOnline ? Color.green : Color.red).frame(…)`), when both branches
    /// are colours (`Color.x` or `Color(…)`).
    func conditionalColour(ofChoice ternary: NodeID) -> ConditionalColour? {
        let node = self[ternary]
        guard node.kind == .ternary, let condition = node.label else { return nil }
        let branches = children(of: ternary).filter { self[$0].kind != .modifier }
        guard branches.count == 2, branches.allSatisfy({ isColourView($0) }) else { return nil }
        return ConditionalColour.choice(at: ternary, condition: condition,
                                        branches: branches.map { text(in: self[$0].range) })
    }

    /// The colour a paint modifier takes from a computed property that chooses it on a state:
    /// - of the view's own type: `.fill(statusColor)` with `var statusColor: Color { isOnline ? .green : .red }`,
    ///   the same as an `if`/`else`, or a `switch status { case .active: .green … }` whose cases are named colours
    ///   (the switched value is then the condition);
    /// - of a model declared in this file: `.fill(task.status.color)` where every `color` property declared here
    ///   is a `switch self` whose cases are named colours (the path before it, `task.status`, is the condition).
    /// A property whose body does anything else is not read.
    func conditionalColour(ofMemberIn modifier: NodeID) -> ConditionalColour? {
        let node = self[modifier]
        guard node.kind == .modifier, ConditionalColour.paintModifiers.contains(node.name),
              let argument = node.arguments.first, argument.label == nil else { return nil }
        switch argument.value {
        case .identifier(let name), .member(.identifier("self")?, let name):
            guard let typeName = declaringTypeName(ofNode: modifier),
                  let member = members(ofTypeNamed: typeName).first(where: {
                      self[$0].kind == .property && self[$0].name == name
                  }),
                  let (condition, sides) = colourChoice(in: member), let condition else { return nil }
            return ConditionalColour.choice(at: modifier, condition: condition,
                                            branches: sides.map { text(in: self[$0].range) }, member: member)
        case .member(let base?, let name):
            // `task.status.color`: a path, then a colour table of the model the path ends in.
            let path = text(in: argument.range).trimmedForTrait
            guard path.hasSuffix("." + name), isPath(base),
                  case let declarations = nodes(.property).filter({ self[$0].name == name }), !declarations.isEmpty,
                  case let choices = declarations.compactMap({ colourChoice(in: $0) }),
                  choices.count == declarations.count,
                  choices.allSatisfy({ $0.condition == "self" }), let first = choices.first else { return nil }
            return ConditionalColour.choice(at: modifier, condition: String(path.dropLast(name.count + 1)),
                                            branches: first.sides.map { text(in: self[$0].range) },
                                            member: declarations[0])
        default:
            return nil
        }
    }

    /// `a`, `a.b.c`: names joined by dots, nothing called.
    private func isPath(_ expr: Expr) -> Bool {
        switch expr {
        case .identifier(let name): return name != "self"
        case .member(let base?, _): return isPath(base)
        default: return false
        }
    }

    /// The condition and the colour values of a computed, non-static property whose whole body chooses a named
    /// colour: a ternary, an `if`/`else`, or a `switch` with one named colour per case (condition: the switched
    /// value).
    private func colourChoice(in member: NodeID) -> (condition: String?, sides: [NodeID])? {
        guard self[member].kind == .property, case .property(let info)? = self[member].decl, info.isComputed,
              !info.isStatic else { return nil }
        let body = Array(children(of: member))
        guard body.count == 1, let choice = body.first else { return nil }
        let condition: String?
        let sides: [NodeID]
        switch self[choice].kind {
        case .ternary:
            condition = self[choice].label
            sides = children(of: choice).filter { self[$0].kind != .modifier }
        case .conditional:
            let branches = Array(children(of: choice))
            guard branches.count == 2, self[branches[0]].name == "if", self[branches[1]].name == "else" else {
                return nil
            }
            condition = self[branches[0]].label
            sides = branches.compactMap(onlyChild(of:))
        case .switchStatement:
            condition = self[choice].label
            sides = children(of: choice).compactMap(onlyChild(of:))
            guard sides.count == children(of: choice).count else { return nil }
        default:
            return nil
        }
        guard sides.count >= 2, sides.allSatisfy({ isColourValue($0) }) else { return nil }
        return (condition, sides)
    }

    private func onlyChild(of id: NodeID) -> NodeID? {
        let content = Array(children(of: id))
        return content.count == 1 ? content[0] : nil
    }

    /// `.green`, `Color.orange` or `Color(…)`, as the value a colour property returns.
    private func isColourValue(_ id: NodeID) -> Bool {
        let name = self[id].name
        return isColourView(id) || (self[id].kind == .reference && name.hasPrefix(".") && !name.dropFirst().contains("."))
    }

    /// `Color.green`, `Color(.systemRed)`, `Color.red.opacity(0.5)` written as a view.
    private func isColourView(_ id: NodeID) -> Bool {
        let name = self[id].name
        return (self[id].kind == .call || self[id].kind == .reference) && ConditionalColour.isColourName(name)
    }
}
