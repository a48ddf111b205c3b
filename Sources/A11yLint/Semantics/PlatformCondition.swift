import RuleEngine

/// Evaluates `#if` conditions for platforms: which of `ios`, `macos`, `watchos`, `tvos`, `visionos` a branch
/// compiles for in the build people install. `DEBUG` is false there (an App Store or TestFlight build is a release
/// build), `true` and `false` are what they say; atoms it cannot judge (`swift(>=5.9)`, `targetEnvironment(…)`,
/// an app's own flags) are unknown, and unknown never excludes a platform: a rule stays quiet only where code
/// definitely does not ship. An app's own flag is off only when the project's compilation conditions are known
/// and none defines it (`clausesNeverCompiled(in:defined:)`).
public enum PlatformCondition {
    static let allPlatforms = ["ios", "macos", "watchos", "tvos", "visionos"]
    static let macOS = "macos"

    /// Whether the source holds an `#if` at all (one byte search): only then do its project's compilation
    /// conditions matter.
    public static func hasConditionalCompilation(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(ifDirective, in: bytes)
    }

    private static let ifDirective = Array("#if".utf8)

    /// Platforms on which the condition may be true.
    static func possiblePlatforms(_ condition: String) -> Set<String> {
        let truths = truth(condition)
        return Set(allPlatforms.indices.filter { truths[$0] != .no }.map { allPlatforms[$0] })
    }

    /// The condition's value on each platform of `allPlatforms`, in that order. `defined`: every compilation
    /// condition the builds of the file can set (nil: unknown); a flag outside it is off.
    static func truth(_ condition: String, defined: Set<String>? = nil) -> [Truth] {
        let tokens = tokenize(condition)
        return allPlatforms.map { platform in
            var parser = Evaluator(tokens: tokens, platform: platform, defined: defined)
            let value = parser.parseOr()
            // Trailing junk means we did not understand the condition: treat it as unknown.
            return parser.position == tokens.count ? value : .unknown
        }
    }

    /// The platforms each clause of one `#if … #elseif … #else` may compile on, in clause order: a clause compiles
    /// where its condition may hold and no earlier clause's surely does. Linear in the number of clauses (joining
    /// the earlier conditions into each clause's text was quadratic: 16k `#elseif`s took 23 s).
    static func possiblePlatforms(ofClauses conditions: [String?], defined: Set<String>? = nil) -> [Set<String>] {
        var earlierSurelyTrue = [Bool](repeating: false, count: allPlatforms.count)
        return conditions.map { condition in
            let truths = condition.map { truth($0, defined: defined) }
                ?? [Truth](repeating: .yes, count: allPlatforms.count)
            var possible: Set<String> = []
            for index in allPlatforms.indices {
                if !earlierSurelyTrue[index] && truths[index] != .no { possible.insert(allPlatforms[index]) }
                if truths[index] == .yes { earlierSurelyTrue[index] = true }
            }
            return possible
        }
    }

    /// The platforms each `#if` clause of a file may compile on, worked out once per file: per element, judging a
    /// clause against every clause before it was quadratic in a long `#elseif` chain.
    static func clausePlatforms(in tree: ViewTree) -> [NodeID: Set<String>] {
        var platforms: [NodeID: Set<String>] = [:]
        for block in tree.nodes(.ifConfig) {
            let clauses = tree.children(of: block).filter { tree[$0].kind == .ifConfigBranch }
            for (clause, set) in zip(clauses, possiblePlatforms(ofClauses: clauses.map { tree[$0].label })) {
                platforms[clause] = set
            }
        }
        for (modifier, set) in modifierPlatforms(in: tree) { platforms[modifier] = set }
        return platforms
    }

    /// The `#if` clauses of a file that no build compiles once its project's compilation conditions are known
    /// (`defined`, every flag its targets' configurations set): `#if is32BitSupported` when no configuration
    /// defines it, the `#else` of `#if !BETA` then. Empty when the conditions are unknown.
    static func clausesNeverCompiled(in tree: ViewTree, defined: Set<String>?) -> [Range<Int>] {
        guard let defined else { return [] }
        var ranges: [Range<Int>] = []
        for block in tree.nodes(.ifConfig) {
            let clauses = tree.children(of: block).filter { tree[$0].kind == .ifConfigBranch }
            for (clause, set) in zip(clauses, possiblePlatforms(ofClauses: clauses.map { tree[$0].label },
                                                                 defined: defined)) where set.isEmpty {
                ranges.append(tree[clause].range)
            }
        }
        return ranges
    }

    /// The platforms each modifier written in a postfix `#if` clause may compile on (`Image(…)` / `#if os(iOS)` /
    /// `.frame(width: 48, height: 48)` / `#elseif os(macOS)` / `.frame(width: 32, height: 32)` / `#endif`). The
    /// parser labels such a modifier with its clause's directive; the clauses of one block are the runs of a
    /// view's modifiers labelled `#if …`, then `#elseif …` or `#else`. Only modifiers some platform leaves out.
    static func modifierPlatforms(in tree: ViewTree) -> [(modifier: NodeID, platforms: Set<String>)] {
        var result: [(modifier: NodeID, platforms: Set<String>)] = []
        // The block being read: its view, the directive of each clause so far, and each clause's modifiers.
        var view: NodeID?
        var directives: [String] = []
        var members: [[NodeID]] = []
        func finishBlock() {
            let conditions = directives.map(condition(ofDirective:))
            for (clause, platforms) in zip(members, possiblePlatforms(ofClauses: conditions))
            where platforms.count < allPlatforms.count {
                result.append(contentsOf: clause.map { ($0, platforms) })
            }
            directives = []
            members = []
        }
        for modifier in tree.nodes(.modifier) {
            guard let label = tree[modifier].label, label.hasPrefix("#") else { continue }
            let parent = tree.parent(of: modifier)
            let opensBlock = label.hasPrefix("#if")
            if parent != view || (opensBlock && directives.last != label) { finishBlock() }
            view = parent
            if directives.last != label {
                directives.append(label)
                members.append([])
            }
            members[members.count - 1].append(modifier)
        }
        finishBlock()
        return result
    }

    /// Whether an `#if` clause around `node` compiles on the Mac alone (`#if os(macOS)`, the `#else` of
    /// `#if os(iOS) || os(visionOS) || os(watchOS) || os(tvOS)`).
    static func compilesOnlyOnMac(_ node: NodeID, in tree: ViewTree) -> Bool {
        tree.ancestors(of: node).contains { clause in
            guard tree[clause].kind == .ifConfigBranch, let block = tree.parent(of: clause) else { return false }
            let clauses = tree.children(of: block).filter { tree[$0].kind == .ifConfigBranch }
            guard let position = clauses.firstIndex(of: clause) else { return false }
            return possiblePlatforms(ofClauses: clauses.map { tree[$0].label })[position] == [macOS]
        }
    }

    /// Source text without its `#if` directives and the clauses that compile on the Mac alone, read line by line
    /// (for text the view tree does not hold in clauses, such as a function's statements): what a declaration
    /// does on the platforms the rules judge.
    static func textOutsideMacOnlyClauses(_ text: String) -> String {
        // The clause conditions of each open `#if` block so far, innermost last.
        var blocks: [[String?]] = []
        var macOnly: [Bool] = []
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let directive = String(line.drop(while: \.isWhitespace))
            if directive.hasPrefix("#if") || directive.hasPrefix("#elseif") || directive.hasPrefix("#else") {
                if directive.hasPrefix("#if") {
                    blocks.append([])
                    macOnly.append(false)
                }
                guard !blocks.isEmpty else { continue }
                blocks[blocks.count - 1].append(condition(ofDirective: directive))
                macOnly[macOnly.count - 1] = possiblePlatforms(ofClauses: blocks[blocks.count - 1]).last == [macOS]
                continue
            }
            if directive.hasPrefix("#endif") {
                _ = blocks.popLast()
                _ = macOnly.popLast()
                continue
            }
            if !macOnly.contains(true) { kept.append(line) }
        }
        return kept.joined(separator: "\n")
    }

    /// `#if os(iOS)` → `os(iOS)`, `#elseif os(macOS)` → `os(macOS)`, `#else` → nil (true wherever reached).
    private static func condition(ofDirective directive: String) -> String? {
        for keyword in ["#elseif", "#if"] where directive.hasPrefix(keyword) {
            return String(directive.dropFirst(keyword.count).drop(while: \.isWhitespace))
        }
        return nil
    }

    enum Truth { case yes, no, unknown }

    private enum Token: Equatable {
        case word(String)
        case open, close, not, and, or
        case other
    }

    private static func tokenize(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "("): tokens.append(.open); index += 1
            case UInt8(ascii: ")"): tokens.append(.close); index += 1
            case UInt8(ascii: "!"): tokens.append(.not); index += 1
            case UInt8(ascii: "&") where index + 1 < bytes.count && bytes[index + 1] == byte:
                tokens.append(.and); index += 2
            case UInt8(ascii: "|") where index + 1 < bytes.count && bytes[index + 1] == byte:
                tokens.append(.or); index += 2
            default:
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                if index == start { tokens.append(.other); index += 1; continue }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
            }
        }
        return tokens
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "=") || byte >= 0x80
    }

    /// Recursive descent over a condition that fits on a line; depth is bounded by `maximumDepth`.
    private struct Evaluator {
        static let maximumDepth = 64
        let tokens: [Token]
        let platform: String
        let defined: Set<String>?
        var position = 0
        var depth = 0

        init(tokens: [Token], platform: String, defined: Set<String>?) {
            self.tokens = tokens
            self.platform = platform
            self.defined = defined
        }

        mutating func parseOr() -> Truth {
            var value = parseAnd()
            while position < tokens.count, tokens[position] == .or {
                position += 1
                let right = parseAnd()
                value = (value == .yes || right == .yes) ? .yes : (value == .no && right == .no ? .no : .unknown)
            }
            return value
        }

        mutating func parseAnd() -> Truth {
            var value = parseUnary()
            while position < tokens.count, tokens[position] == .and {
                position += 1
                let right = parseUnary()
                value = (value == .no || right == .no) ? .no : (value == .yes && right == .yes ? .yes : .unknown)
            }
            return value
        }

        mutating func parseUnary() -> Truth {
            guard position < tokens.count else { return .unknown }
            if tokens[position] == .not {
                position += 1
                switch parseUnary() {
                case .yes: return .no
                case .no: return .yes
                case .unknown: return .unknown
                }
            }
            if tokens[position] == .open {
                guard depth < Self.maximumDepth else { position = tokens.count; return .unknown }
                position += 1
                depth += 1
                let value = parseOr()
                depth -= 1
                if position < tokens.count, tokens[position] == .close { position += 1 }
                return value
            }
            guard case let .word(name) = tokens[position] else { position += 1; return .unknown }
            position += 1
            // A call-like atom: `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`.
            guard position < tokens.count, tokens[position] == .open else { return flag(name) }
            position += 1
            var argument = ""
            while position < tokens.count, tokens[position] != .close {
                if case let .word(word) = tokens[position] { argument += word }
                position += 1
            }
            if position < tokens.count { position += 1 }
            return atom(name, argument)
        }

        /// A bare atom in a release build: `DEBUG` and `false` are off, `true` is on; any other flag is off when
        /// no configuration defines it (`defined` known), else unknown: one configuration may set it.
        func flag(_ name: String) -> Truth {
            switch name {
            case "DEBUG", "false": return .no
            case "true": return .yes
            default:
                guard let defined, !defined.contains(name) else { return .unknown }
                return .no
            }
        }

        func atom(_ name: String, _ argument: String) -> Truth {
            switch name {
            case "os":
                let platform: String?
                switch argument {
                case "iOS": platform = "ios"
                case "macOS", "OSX": platform = "macos"
                case "watchOS": platform = "watchos"
                case "tvOS": platform = "tvos"
                case "visionOS", "xrOS": platform = "visionos"
                default: platform = nil
                }
                guard let platform else { return .unknown }
                return platform == self.platform ? .yes : .no
            case "canImport":
                switch argument {
                case "UIKit": return ["ios", "tvos", "visionos"].contains(platform) ? .yes : (platform == "macos" ? .unknown : .no)
                case "AppKit": return platform == "macos" ? .yes : .no
                default: return .unknown
                }
            default:
                return .unknown
            }
        }
    }
}

/// A set of `PlatformCondition.allPlatforms` as bits, in that order: the reachability walk joins one per mention.
struct PlatformMask: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let all = PlatformMask(rawValue: UInt8(1 << PlatformCondition.allPlatforms.count) - 1)

    /// Exactly `platforms`: empty is none (see `orAll`).
    init(_ platforms: Set<String>) {
        var bits: UInt8 = 0
        for (index, platform) in PlatformCondition.allPlatforms.enumerated() where platforms.contains(platform) {
            bits |= 1 << index
        }
        rawValue = bits
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A file's platforms, where an empty set means unknown: every platform.
    static func orAll(_ platforms: Set<String>) -> PlatformMask {
        platforms.isEmpty ? .all : PlatformMask(platforms)
    }

    var platforms: Set<String> {
        Set(PlatformCondition.allPlatforms.indices.filter { rawValue & (1 << $0) != 0 }
            .map { PlatformCondition.allPlatforms[$0] })
    }
}
