import Foundation
import RuleEngine
import SwiftLexer

/// Evidence that a value changes by itself: the time sources Swift code ticks with, and the state each tick assigns.
/// A name is no evidence: a property called `timeElapsedText` changes only when something assigns it on a schedule.
///
/// Time sources: `Timer.scheduledTimer`, `Timer(timeInterval:…)`, `Timer.publish` (and a property holding one, used
/// by `.sink`, `.onReceive` or `for await … in timer.values`), a clock's `.timer(interval:)`, `makeTimerSource`,
/// `CADisplayLink`, and a loop that waits with `Task.sleep` / `clock.sleep` on each pass. A source whose interval is a
/// literal above `maximumTickSeconds` is a refresh (a feed reloaded every minute), not a ticking value.
///
/// What ticks: names assigned in the code a tick runs (the trailing closure, the `sink`/`onReceive` closure, the
/// loop body), in the type's functions that code calls (followed transitively), and the computed properties and
/// functions that read one of those. Facts are read per type declaration of a file (`extract`) and merged per type
/// name by the project index (`merge`), so a `TimerManager` in one file explains a `Text(manager.formattedTime)` in
/// another.
enum TimeSources {
    /// A literal interval above this is a periodic refresh, not a countdown or clock.
    static let maximumTickSeconds = 5.0

    /// What one type declaration or extension of a file says; merged per type name.
    struct Facts: Sendable {
        var typeName: String
        /// How it ticks, for messages (`Timer.scheduledTimer`, `a Task.sleep loop`); nil when nothing ticks here.
        var source: String?
        /// Names assigned in the code a tick runs.
        var assignedByTicks: Set<String>
        /// Identifiers in that code: the functions it calls are among them.
        var namesInTicks: Set<String>
        /// Functions: the names each assigns and the identifiers it reads or calls.
        var functions: [String: (assigned: Set<String>, names: Set<String>)]
        /// Computed properties and functions: the identifiers each reads.
        var readers: [String: Set<String>]
        /// The properties declared here, and whether this is the type's own declaration (not an extension), which
        /// holds every stored property.
        var properties: Set<String> = []
        var isPrimaryDeclaration = false
        /// Each name the declaration assigns (`currentTime = formatter.string(from: Date())`) and whether every
        /// such assignment here reads the current date: a clock, which says what it is when read.
        var readsNow: [String: Bool] = [:]
    }

    /// A type whose state a time source changes.
    struct TickingType: Sendable {
        /// Members that change with each tick: assigned by it, or computed from one that is.
        var members: Set<String>
        var source: String
    }

    // MARK: Extraction (one file)

    /// The facts of every type declaration of the file that holds a time source, or extends one. Cheap when the
    /// file names no time source (one byte search).
    static func extract(from tree: ViewTree) -> [Facts] {
        let bytes = tree.source.bytes
        guard gateWords.contains(where: { ByteSearch.contains($0, in: bytes) }) else { return [] }
        return tree.typeDeclarations().compactMap { facts(ofType: $0, in: tree) }
    }

    private static let gateWords: [[UInt8]] = ["Timer", "sleep", "timer", "DisplayLink"].map { Array($0.utf8) }

    private static func facts(ofType typeID: NodeID, in tree: ViewTree) -> Facts? {
        guard case .type(let info)? = tree[typeID].decl, info.keyword != "protocol" else { return nil }
        let members = tree.members(of: typeID).filter { tree[$0].kind != .typeDecl }
        let publishers = publishers(among: members, in: tree)
        // Without a time source of its own only an extension is kept: find the ticks before reading any member.
        let regions = members.map { tickRegions(in: tree[$0].range, of: tree.source, publishers: publishers) }
        guard info.keyword == "extension" || regions.contains(where: { !$0.isEmpty }) else { return nil }
        var result = Facts(typeName: simpleName(tree[typeID].name), source: nil, assignedByTicks: [],
                           namesInTicks: [], functions: [:], readers: [:],
                           isPrimaryDeclaration: info.keyword != "extension")
        for (member, memberRegions) in zip(members, regions) {
            let node = tree[member]
            if node.kind == .property { result.properties.insert(node.name) }
            let text = tree.text(in: node.range)
            let names = Set(TraitText.identifiers(in: text))
            if node.kind == .function {
                result.functions[node.name] = (TraitText.assignedNames(in: text), names)
                result.readers[node.name] = names
            } else if case .property(let property)? = node.decl, property.isComputed {
                result.readers[node.name] = names
            }
            result.readsNow.merge(assignmentsReadingNow(in: member, of: tree)) { $0 && $1 }
            for region in memberRegions {
                let regionText = tree.source.text(in: region.range)
                result.source = result.source ?? region.source
                result.assignedByTicks.formUnion(namesChanged(byTick: regionText))
                result.namesInTicks.formUnion(TraitText.identifiers(in: regionText))
            }
        }
        // Without a time source of its own, only an extension is kept: it may add to a ticking type of another file.
        guard result.source != nil || (info.keyword == "extension" && !result.readers.isEmpty) else { return nil }
        return result
    }

    /// The names code a time source runs assigns a value that changes with the ticks: not those it only cycles
    /// through dots (`onlyCyclesDots`) or copies from a value set elsewhere (`onlyMirrors`).
    static func namesChanged(byTick handler: String) -> Set<String> {
        let assigned = TraitText.assignedNames(in: handler)
        return assigned.filter { !onlyCyclesDots($0, in: handler) && !onlyMirrors($0, in: handler, changedThere: assigned) }
    }

    /// Whether code a time source runs only sets `name` to runs of dots (`dots.append(".")`, `dots = ""`): the
    /// animated ellipsis after "Generating your answer", which counts nothing.
    private static func onlyCyclesDots(_ name: String, in handler: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard let change = try? NSRegularExpression(
            pattern: #"\b"# + escaped + #"\s*(?:\+?=(?!=)\s*(\S[^\n;]*)|\.append\(([^)\n]*)\))"#) else { return false }
        let text = handler as NSString
        let matches = change.matches(in: handler, range: NSRange(location: 0, length: text.length))
        return !matches.isEmpty && matches.allSatisfy { match in
            let group = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            let value = text.substring(with: group).trimmingCharacters(in: .whitespaces)
            return value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"")
                && value.dropFirst().dropLast().allSatisfy { $0 == "." || $0 == "…" }
        }
    }

    /// Whether code a time source runs only copies into `name` another name that the code neither changes nor
    /// declares nor receives (`localPoints = points`, a global a fetch sets): a poll that mirrors a value set
    /// elsewhere, which changes only when that value does, not with each tick. `changedThere`: the names the code
    /// assigns.
    private static func onlyMirrors(_ name: String, in handler: String, changedThere: Set<String>) -> Bool {
        let assignments = ButtonAssignments.assignedValues(in: handler).filter { $0.name == name }
        guard !assignments.isEmpty else { return false }
        return assignments.allSatisfy { assignment in
            let source = assignment.value
            guard source != name, !changedThere.contains(source), !["true", "false", "nil"].contains(source),
                  let first = source.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first),
                  source.unicodeScalars.allSatisfy({ $0 == "_" || CharacterSet.alphanumerics.contains($0) })
            else { return false }
            // Not a local the code works out (`let now = Date()`), nor the value the tick hands in (`{ date in`).
            let escaped = NSRegularExpression.escapedPattern(for: source)
            let ownName = NSRegularExpression.escapedPattern(for: name)
            let produced = #"\b(?:let|var)\s+"# + escaped + #"\b|\b"# + escaped + #"\s+in\b|\b"# + ownName + #"\s*[-+*/]="#
            return handler.range(of: produced, options: .regularExpression) == nil
        }
    }

    /// Each name the statements under `node` assign, and whether every such assignment is the current date.
    static func assignmentsReadingNow(in node: NodeID, of tree: ViewTree) -> [String: Bool] {
        var readsNow: [String: Bool] = [:]
        for statement in tree.descendants(of: node) where tree[statement].kind == .statement {
            for (name, value) in ButtonAssignments.assignedValues(in: tree[statement].label ?? "") {
                readsNow[name] = (readsNow[name] ?? true) && readsCurrentDate(Substring(value))
            }
        }
        return readsNow
    }

    /// The code is the current date, as it is or formatted: `Date()`, `Date.now.formatted(date: .omitted, time:
    /// .shortened)`, `formatter.string(from: Date())`. A time worked out from it (`deadline.timeIntervalSince(Date())`,
    /// a countdown) is not.
    static func readsCurrentDate(_ code: Substring) -> Bool {
        let compact = String(code.filter { !$0.isWhitespace })
        let now = ["Date()", "Date.now"]
        if now.contains(compact) { return true }
        return now.contains { date in
            compact.hasPrefix(date + ".formatted(") || compact.hasSuffix(".string(from:" + date + ")")
        }
    }

    /// Properties holding a ticking publisher (`let timer = Timer.publish(every: 1, …).autoconnect()`).
    private static func publishers(among members: [NodeID], in tree: ViewTree) -> Set<String> {
        var publishers = Set<String>()
        for member in members where tree[member].kind == .property {
            let span = tree.source.tokenSpan(of: tree[member].range)
            if let start = span.first(where: { startsTimeSource(at: $0, in: tree.source, publishers: []) != nil }),
               isTick(interval(after: start, in: tree.source, limit: span.upperBound)),
               case .property(let property)? = tree[member].decl, !property.isComputed {
                publishers.insert(tree[member].name)
            }
        }
        return publishers
    }

    /// The code the time sources of a type's declarations (the type and its extensions in this file) run on each
    /// tick: a timer's closure, the `.onReceive(timer)` closure, a sleeping loop's body.
    static func tickRegions(ofDeclarations declarations: [NodeID], in tree: ViewTree) -> [Region] {
        guard gateWords.contains(where: { ByteSearch.contains($0, in: tree.source.bytes) }) else { return [] }
        let members = declarations.flatMap { tree.members(of: $0) }.filter { tree[$0].kind != .typeDecl }
        let publishers = publishers(among: members, in: tree)
        return members.flatMap { tickRegions(in: tree[$0].range, of: tree.source, publishers: publishers) }
    }

    /// `Outer.Inner` → `Inner`, as the index names types.
    private static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    // MARK: Merging (the project)

    /// Ticking types by name, from the facts of every file.
    static func merge(_ facts: [Facts]) -> [String: TickingType] {
        var result: [String: TickingType] = [:]
        for (name, declarations) in Dictionary(grouping: facts, by: \.typeName) {
            guard let source = declarations.lazy.compactMap(\.source).first else { continue }
            var functions: [String: (assigned: Set<String>, names: Set<String>)] = [:]
            var readers: [String: Set<String>] = [:]
            for declaration in declarations {
                functions.merge(declaration.functions) { first, _ in first }
                readers.merge(declaration.readers) { first, _ in first }
            }
            // The functions a tick calls, and those they call, assign too.
            var ticked = declarations.reduce(into: Set<String>()) { $0.formUnion($1.assignedByTicks) }
            var pending = declarations.reduce(into: Set<String>()) { $0.formUnion($1.namesInTicks) }
                .filter { functions[$0] != nil }
            var called = Set<String>()
            while let function = pending.popFirst() {
                guard called.insert(function).inserted, let facts = functions[function] else { continue }
                ticked.formUnion(facts.assigned)
                pending.formUnion(facts.names.filter { functions[$0] != nil && !called.contains($0) })
            }
            // A name assigned that the type does not declare is a local (`let entry = …; entry.name = …`): it is
            // not state the views read. Known only when the type's own declaration was read.
            if declarations.contains(where: \.isPrimaryDeclaration) {
                ticked.formIntersection(declarations.reduce(into: Set<String>()) { $0.formUnion($1.properties) })
            }
            // A clock (every assignment reads the current date) says what it is whenever VoiceOver reads it.
            var readsNow: [String: Bool] = [:]
            for declaration in declarations {
                readsNow.merge(declaration.readsNow) { $0 && $1 }
            }
            ticked = ticked.filter { readsNow[$0] != true }
            // Computed members read the ticked state: to a fixed point (each pass adds one or stops).
            var changed = true
            while changed {
                changed = false
                for (reader, names) in readers where !ticked.contains(reader) && !called.contains(reader)
                    && !names.isDisjoint(with: ticked) {
                    ticked.insert(reader)
                    changed = true
                }
            }
            if !ticked.isEmpty { result[name] = TickingType(members: ticked, source: source) }
        }
        return result
    }

    // MARK: Regions

    /// The code one tick runs, and the time source that runs it.
    struct Region {
        var range: Range<Int>
        var source: String
    }

    /// The tick regions inside `range`: the rest of the statement that starts a timer (its closures), or the body of
    /// a loop that sleeps on each pass.
    static func tickRegions(in range: Range<Int>, of source: LexedSource, publishers: Set<String>) -> [Region] {
        let tokens = source.tokens
        let span = source.tokenSpan(of: range)
        var regions: [Region] = []
        var index = span.lowerBound
        while index < span.upperBound {
            defer { index += 1 }
            if let name = startsTimeSource(at: index, in: source, publishers: publishers) {
                // A publisher property's interval was judged where it is declared.
                let isPublisher = publishers.contains(source.text(of: tokens[index]))
                guard isPublisher || isTick(interval(after: index, in: source, limit: span.upperBound)) else { continue }
                let end = statementEnd(from: index, in: tokens, limit: span.upperBound)
                regions.append(Region(range: tokens[index].textStart..<tokens[end - 1].textEnd, source: name))
                index = end - 1
            } else if isSleep(at: index, in: source), isTick(interval(after: index, in: source, limit: span.upperBound)),
                      let body = enclosingLoopBody(of: index, in: tokens, within: span) {
                regions.append(Region(range: tokens[body.lowerBound].textStart..<tokens[body.upperBound - 1].textEnd,
                                      source: "a Task.sleep loop"))
                index = body.upperBound - 1
            }
        }
        return regions
    }

    /// The time source starting at token `index`, named for messages; nil when none starts there.
    private static func startsTimeSource(at index: Int, in source: LexedSource, publishers: Set<String>) -> String? {
        let tokens = source.tokens
        let token = tokens[index]
        guard token.kind == .identifier else { return nil }
        // Names compared in place: every identifier of a type that names a time source comes here, and making a
        // String of each (and of the member after it) cost more than the rest of the test.
        let afterPeriod = index > 0 && tokens[index - 1].kind == .period
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if !afterPeriod, source.text(of: token, equals: "Timer") {
            if index + 2 < tokens.count, next?.kind == .period, tokens[index + 2].kind == .identifier {
                if source.text(of: tokens[index + 2], equals: "scheduledTimer") { return "Timer.scheduledTimer" }
                if source.text(of: tokens[index + 2], equals: "publish") { return "Timer.publish" }
            }
            return next?.kind == .leftParen ? "Timer" : nil
        }
        if afterPeriod, next?.kind == .leftParen, source.text(of: token, equals: "timer") { return "a clock's timer" }
        if source.text(of: token, equals: "makeTimerSource") { return "DispatchSource.makeTimerSource" }
        if next?.kind == .leftParen, source.text(of: token, equals: "CADisplayLink") { return "CADisplayLink" }
        return !afterPeriod && !publishers.isEmpty && publishers.contains(source.text(of: token)) ? "Timer.publish" : nil
    }

    private static func isSleep(at index: Int, in source: LexedSource) -> Bool {
        let tokens = source.tokens
        return tokens[index].kind == .identifier && source.text(of: tokens[index], equals: "sleep")
            && index > 0 && tokens[index - 1].kind == .period
    }

    private static func isTick(_ seconds: Double?) -> Bool { seconds.map { $0 <= maximumTickSeconds } ?? true }

    /// The interval a time source names in its first call, in seconds: `every: 1`, `withTimeInterval: 0.5`,
    /// `interval: .seconds(1)`, `.milliseconds(500)`, `nanoseconds: 1_000_000_000`. nil when not a literal.
    static func interval(after index: Int, in source: LexedSource, limit: Int) -> Double? {
        let tokens = source.tokens
        var cursor = index
        var depth = 0
        var seenParen = false
        while cursor < limit, cursor < index + 40 {
            let token = tokens[cursor]
            switch token.kind {
            case .leftParen:
                depth += 1
                seenParen = true
            case .rightParen:
                depth -= 1
                if seenParen && depth == 0 { return nil }
            case .integerLiteral, .floatLiteral:
                guard seenParen else { break }
                guard let value = Double(source.text(of: token).filter { $0 != "_" }) else { return nil }
                let unit = cursor >= 2 ? source.text(of: tokens[cursor - 2]) : ""
                let call = cursor >= 2 && tokens[cursor - 1].kind == .leftParen ? unit : ""
                let label = cursor >= 2 && tokens[cursor - 1].kind == .colon ? unit : ""
                if call == "milliseconds" || label == "milliseconds" { return value / 1_000 }
                if call == "microseconds" { return value / 1_000_000 }
                if call == "nanoseconds" || label == "nanoseconds" { return value / 1_000_000_000 }
                return value
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// One past the last token of the statement that continues from `index`: its arguments, trailing closures
    /// and chained calls (`.autoconnect()` / `.sink { … }` on the next lines). Leaving an argument list
    /// (`.onReceive(timer) { … }`) keeps the call's trailing closure and stops at the next line.
    private static func statementEnd(from index: Int, in tokens: [Token], limit: Int) -> Int {
        var depth = 0
        var floor = 0
        var cursor = index
        while cursor < limit {
            let token = tokens[cursor]
            if cursor > index, token.isAtStartOfLine, depth == floor, token.kind != .period || floor < 0 { break }
            switch token.kind {
            case .leftParen, .leftBrace, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
                floor = min(floor, depth)
            case .rightBrace:
                if depth == floor { return cursor }
                depth -= 1
            default: break
            }
            cursor += 1
        }
        return max(cursor, index + 1)
    }

    /// The body (braces included) of the `while`/`for`/`repeat` loop whose braces directly enclose token `index`.
    private static func enclosingLoopBody(of index: Int, in tokens: [Token], within span: Range<Int>) -> Range<Int>? {
        var depth = 0
        var open = index - 1
        while open >= span.lowerBound {
            let kind = tokens[open].kind
            if kind == .rightBrace {
                depth += 1
            } else if kind == .leftBrace {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        guard open >= span.lowerBound else { return nil }
        // The loop keyword sits on the line that opens the body.
        var header = open - 1
        var isLoop = false
        while header >= span.lowerBound {
            let keyword = tokens[header].keyword
            if keyword == .while || keyword == .for || keyword == .repeat { isLoop = true }
            if tokens[header].isAtStartOfLine || isLoop { break }
            header -= 1
        }
        guard isLoop else { return nil }
        var close = open + 1
        depth = 0
        while close < span.upperBound {
            if tokens[close].kind == .leftBrace { depth += 1 }
            if tokens[close].kind == .rightBrace {
                if depth == 0 { return open..<close + 1 }
                depth -= 1
            }
            close += 1
        }
        return nil
    }

    // MARK: Reading a value

    /// The member paths an expression reads: `timerManager.formattedTime` → `[timerManager, formattedTime]`,
    /// `self.seconds` → `[seconds]`, `"\(model.remaining) s"` → `[model, remaining]`. Implicit members (`.timer`)
    /// and literals are not paths. `skippingSubscripts` leaves out what is read inside `[…]` (`currentSlide` in
    /// `slides[currentSlide].title`).
    static func memberPaths(in range: Range<Int>, of source: LexedSource, skippingSubscripts: Bool = false) -> [[String]] {
        let tokens = source.tokens
        var paths: [[String]] = []
        var lastPathEnd = -1
        var subscriptDepth = 0
        for index in source.tokenSpan(of: range) {
            let token = tokens[index]
            if skippingSubscripts {
                if token.kind == .leftSquare { subscriptDepth += 1; continue }
                if token.kind == .rightSquare { subscriptDepth = max(0, subscriptDepth - 1); continue }
                if subscriptDepth > 0 { continue }
            }
            guard token.kind == .identifier || token.keyword == .self else { continue }
            // An argument label (`time: x`) names nothing that is read.
            if index + 1 < tokens.count, tokens[index + 1].kind == .colon { continue }
            let name = source.text(of: token)
            if index > 0, tokens[index - 1].kind == .period {
                // `base.name`, `base?.name`: extends the path that ended at `base`; `.name` alone is an implicit
                // member, not a path.
                let period = index - 1
                if lastPathEnd >= 0, lastPathEnd < period, !paths.isEmpty,
                   tokens[(lastPathEnd + 1)..<period].allSatisfy({ $0.kind == .postfixQuestion || $0.kind == .exclamation }) {
                    paths[paths.count - 1].append(name)
                    lastPathEnd = index
                }
                continue
            }
            paths.append(name == "self" ? [] : [name])
            lastPathEnd = index
        }
        return paths.filter { !$0.isEmpty }
    }
}

extension ViewTree {
    /// Wrappers and containers whose argument is the type that matters (`ObservedObject<Model>`, `Model?`).
    private static let typeWrappers: Set<String> = [
        "Optional", "ObservedObject", "StateObject", "State", "Binding", "Bindable", "EnvironmentObject",
        "Published", "any", "some",
    ]

    /// The type of the stored property `name` of the type named `owner` (declared in this file): from its
    /// annotation (`var manager: TimerManager?`), its initialiser (`= TimerManager()`) or `@Environment(Model.self)`.
    func declaredTypeName(ofProperty name: String, inTypeNamed owner: String) -> String? {
        for member in members(ofTypeNamed: owner) where self[member].kind == .property && self[member].name == name {
            guard case .property(let info)? = self[member].decl, !info.isComputed else { return nil }
            if let text = info.typeText,
               let type = TraitText.identifiers(in: text).last(where: { !Self.typeWrappers.contains($0) }) {
                return type
            }
            if case .call(let callee, _, _)? = info.initializer, let type = Self.typeName(of: callee) { return type }
            for attribute in info.attributes where attribute.name == "Environment" {
                if case .member(let base?, "self")? = attribute.arguments.first?.value,
                   let type = Self.typeName(of: base) { return type }
            }
            return nil
        }
        return nil
    }

    /// `Model`, `Module.Model` → `Model`.
    private static func typeName(of expression: Expr) -> String? {
        switch expression {
        case .identifier(let name): return name
        case .member(_, let name): return name
        default: return nil
        }
    }
}

extension LintContext {
    /// The first of `paths` (member paths read in the type named `owner`) whose value a time source changes — the
    /// type's own state (`seconds`) or a member of a property's type (`timerManager.formattedTime`) — said as
    /// "seconds, which Timer.scheduledTimer in Exam updates"; nil when none is.
    func tickingReading(among paths: [[String]], inTypeNamed owner: String) -> String? {
        for path in paths {
            if let own = index.tickingType(named: owner), own.members.contains(path[0]) {
                return "\(path[0]), which \(own.source) in \(owner) updates"
            }
            guard path.count >= 2, let typeName = tree.declaredTypeName(ofProperty: path[0], inTypeNamed: owner),
                  let ticking = index.tickingType(named: typeName), ticking.members.contains(path[1])
            else { continue }
            return "\(path[0]).\(path[1]), which \(ticking.source) in \(typeName) updates"
        }
        return nil
    }
}
