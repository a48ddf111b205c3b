import RuleEngine

/// Custom modifiers that offer actions: a `View` extension function or a `ViewModifier` whose body adds a context
/// menu, swipe actions or accessibility actions (`.tabBarContextMenu(item:)` wrapping
/// `content.contextMenu { Button("Keep Open") { tabs.temporaryTab = nil } … }`). A gesture on a view that applies
/// one is reachable through those buttons when they do what it does. Facts are read per file and merged per
/// modifier name by the project index, so the modifier may live in any linted file.
enum ModifierActions {
    /// What one declaration offers.
    struct Facts: Sendable {
        /// The modifier name as called (`tabBarContextMenu`), or the `ViewModifier` type (`TabBarContextMenu`).
        var name: String
        /// Effect keys (`ViewTree.actionEffects`) of the action modifiers in its body.
        var effects: Set<String>
        /// `ViewModifier` types its body applies with `modifier(T(…))`.
        var applies: [String]
        /// Its body sets a foreground colour (`.foregroundColor(…)`, `.foregroundStyle(…)`): it decides the colour
        /// of the text it is applied to (`.signingTitle()`), whatever is set around.
        var setsForeground = false
        /// A `View` extension function whose body sets a font that keeps one size whatever the text size
        /// (`.font(Font(UIFont(name: name, size: size)))`, `.font(.system(size: size))`): a typography helper such as
        /// `.subtitle5()` fixes the size of the text it is applied to.
        var setsFixedFont = false
        /// Its body sets a font made by a resource generator's accessor (`.font(weight.font.swiftUIFont(size:
        /// size))`): one size unless the linted files declare that accessor scaling (`GeneratedFontAccessor`).
        var setsGeneratedAccessorFont = false
        /// The names a `View` extension function's body calls or applies (`self.applyFont(…)`, `.kerning(…)`): what
        /// follows one typography helper to another (`fixedFontSetters`).
        var callsModifiers: [String] = []
    }

    private static let gateWords: [[UInt8]] = ["contextMenu", "swipeActions", "accessibilityAction", "ViewModifier",
                                               "extension View"].map { Array($0.utf8) }

    /// The facts of the file's `View` extension functions and `ViewModifier` types that offer actions or apply a
    /// `ViewModifier`. Cheap when the file mentions none of them.
    static func extract(from tree: ViewTree) -> [Facts] {
        guard gateWords.contains(where: { ByteSearch.contains($0, in: tree.source.bytes) }) else { return [] }
        var result: [Facts] = []
        for typeID in tree.typeDeclarations() {
            guard case .type(let info)? = tree[typeID].decl else { continue }
            let isViewExtension = info.keyword == "extension" && (tree[typeID].name == "View" || tree[typeID].name == "SwiftUI.View")
            let isViewModifier = info.conformances.contains { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" }
            guard isViewExtension || isViewModifier else { continue }
            let declarations = isViewExtension
                ? tree.members(of: typeID).filter { tree[$0].kind == .function }
                : [typeID]
            for declaration in declarations {
                var name = tree[typeID].name
                if isViewExtension, case .function(let function)? = tree[declaration].decl {
                    name = helperName(tree[declaration].name, labels: function.parameters.map(\.label))
                }
                let facts = facts(of: declaration, named: name, in: tree)
                if !facts.effects.isEmpty || !facts.applies.isEmpty || facts.setsForeground || facts.setsFixedFont
                    || facts.setsGeneratedAccessorFont || isViewExtension && !facts.callsModifiers.isEmpty {
                    result.append(facts)
                }
            }
        }
        return result
    }

    private static func facts(of declaration: NodeID, named name: String, in tree: ViewTree) -> Facts {
        var facts = Facts(name: name, effects: [], applies: [])
        for node in tree.descendants(of: declaration) {
            let item = tree[node]
            if item.kind == .modifier, ViewTree.alternativeActionModifiers.contains(item.name) {
                facts.effects.formUnion(tree.actionEffects(in: item.range))
            } else if item.kind == .modifier, SwiftUIVocabulary.foregroundModifiers.contains(item.name) {
                facts.setsForeground = true
            } else if item.kind == .modifier, item.name == SwiftUIModifier.font.rawValue, let font = item.arguments.first {
                if VisualFont.keepsOneSize(font.value, at: node, in: tree) {
                    facts.setsFixedFont = true
                } else if GeneratedFontAccessor.isUsed(in: font.value) {
                    facts.setsGeneratedAccessorFont = true
                }
            } else if (item.kind == .call || item.kind == .modifier), item.name == "modifier",
                      case .call(let callee, _, _)? = item.arguments.first?.value,
                      case .identifier(let type) = callee {
                facts.applies.append(type)
            } else if item.kind == .call || item.kind == .modifier {
                facts.callsModifiers.append(TraitText.droppingSelf(item.name))
            }
        }
        return facts
    }

    /// The name an app's modifier is known by: its own, or, for a `View` extension named like SwiftUI's `.font(_:)`
    /// that takes labelled arguments, the name with its labels (`font(weight:semantic:)`), which SwiftUI's own
    /// modifier never goes by. `labels`: the parameters' external labels, or the call's (`_` for none).
    static func helperName(_ name: String, labels: [String]) -> String {
        guard name == SwiftUIModifier.font.rawValue, labels.contains(where: { $0 != "_" }) else { return name }
        return name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The app's own modifiers that fix the font size of the text they are applied to (`Facts.setsFixedFont`), and
    /// those that call or apply one (`h1()` calling `applyFont(fontSize: 40, …)`, `.font(weight:semantic:)` applying
    /// `modifier(FontStyle(…))`), followed to a fixed point.
    static func fixedFontSetters(_ facts: [Facts], generatedAccessorsAreFixed: Bool) -> Set<String> {
        var setters = Set(facts.filter { $0.setsFixedFont || generatedAccessorsAreFixed && $0.setsGeneratedAccessorFont }
            .map(\.name))
        guard !setters.isEmpty else { return [] }
        var callers: [String: Set<String>] = [:]
        for item in facts {
            for called in item.callsModifiers + item.applies { callers[called, default: []].insert(item.name) }
        }
        var pending = Array(setters)
        while let next = pending.popLast() {
            for caller in callers[next] ?? [] where setters.insert(caller).inserted { pending.append(caller) }
        }
        return setters
    }

    /// Effect keys of the buttons the file puts in the app's menu bar (`CommandMenu`, `CommandGroup`): a gesture
    /// that does the same has another path, a menu command VoiceOver reaches (and, often, a keyboard shortcut).
    static func menuBarEffects(in tree: ViewTree) -> Set<String> {
        guard ByteSearch.contains(menuBarGateWord, in: tree.source.bytes) else { return [] }
        var effects = Set<String>()
        for command in SwiftUIVocabulary.menuBarCommands.sorted() {
            for menu in tree.calls(named: command) {
                for button in tree.descendants(of: menu) where tree[button].kind == .call
                    && SwiftUIVocabulary.pressControls.contains(tree[button].name) {
                    effects.formUnion(tree.actionEffects(in: tree[button].range))
                }
            }
        }
        return effects
    }

    private static let menuBarGateWord = Array("Command".utf8)

    /// Effects by modifier name, each with those of the `ViewModifier`s it applies (followed to a fixed point).
    static func merge(_ facts: [Facts]) -> [String: Set<String>] {
        var effects: [String: Set<String>] = [:]
        var applies: [String: [String]] = [:]
        for item in facts {
            effects[item.name, default: []].formUnion(item.effects)
            applies[item.name, default: []] += item.applies
        }
        var result: [String: Set<String>] = [:]
        for name in effects.keys {
            let offered = applied(from: name, applies).reduce(into: Set<String>()) { $0.formUnion(effects[$1] ?? []) }
            if !offered.isEmpty { result[name] = offered }
        }
        return result
    }

    /// The modifiers that set a foreground colour, themselves or through a `ViewModifier` they apply.
    static func foregroundSetters(_ facts: [Facts]) -> Set<String> {
        var applies: [String: [String]] = [:]
        var setters: Set<String> = []
        for item in facts {
            applies[item.name, default: []] += item.applies
            if item.setsForeground { setters.insert(item.name) }
        }
        return Set(applies.keys.filter { !applied(from: $0, applies).isDisjoint(with: setters) })
    }

    /// `name` and the `ViewModifier`s it applies, followed to a fixed point (at most 32).
    private static func applied(from name: String, _ applies: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [name]
        var pending = applies[name] ?? []
        while let next = pending.popLast(), seen.count < 32 {
            guard seen.insert(next).inserted else { continue }
            pending += applies[next] ?? []
        }
        return seen
    }
}
