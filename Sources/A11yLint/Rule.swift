import RuleEngine
import SwiftLexer

/// An accessibility rule. A rule is a small value type: its description (docs, tests, SARIF metadata) and a
/// `check` that reads a file's view tree and reports findings. Rules report only what they are sure of.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    /// `options` are this rule's validated `rules: { id: { … } }` values (missing keys take their defaults).
    init(options: [String: OptionValue])
    func check(_ context: LintContext, into sink: inout FindingSink)
}

extension Rule {
    public init(options: [String: OptionValue]) where Self: DefaultInitializable { self.init() }
}

/// Marker for rules without options.
public protocol DefaultInitializable { init() }

/// What a rule sees of one file.
public struct LintContext: Sendable {
    /// Path as reported in findings.
    public let path: String
    public let tree: ViewTree
    public let index: ProjectIndex
    public let configuration: Configuration
    /// Effective platforms of the project (`ios`, `macos`, …): configured or detected; empty when unknown.
    public let platforms: Set<String>
    /// What several rules read of this file, worked out once, on first use.
    let shared: SharedFileFacts

    public init(path: String, tree: ViewTree, index: ProjectIndex, configuration: Configuration, platforms: Set<String>) {
        self.path = path
        self.tree = tree
        self.index = index
        self.configuration = configuration
        self.platforms = platforms
        self.shared = SharedFileFacts(nodeCount: tree.nodeCount)
    }

    public var source: LexedSource { tree.source }
}

/// Collects a rule's findings and resolves positions. The rule's id and effective severity are filled in.
public struct FindingSink: Sendable {
    public private(set) var ruleID: String
    public private(set) var severity: Severity
    public let path: String
    let lineTable: LineTable
    public private(set) var findings: [Finding] = []

    public init(ruleID: String, severity: Severity, path: String, lineTable: LineTable) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.lineTable = lineTable
    }

    /// Empties the sink for the next rule on the same file: one sink serves every rule of a file, where a new one
    /// per rule copied (and then released) the path and the line table's arrays.
    mutating func reset(ruleID: String, severity: Severity) {
        self.ruleID = ruleID
        self.severity = severity
        findings.removeAll(keepingCapacity: true)
    }

    /// Reports a finding over `range`. `severity` overrides the rule's effective severity only for rules whose
    /// severity depends on the case (e.g. critical for `.ignore`, high for `.combine`), and only when the user did
    /// not override it in configuration — the Linter enforces that.
    public mutating func report(_ range: Range<Int>, message: String, severity: Severity? = nil, fix: Fix? = nil,
                                notes: [Note] = []) {
        findings.append(Finding(ruleID: ruleID, severity: severity ?? self.severity, message: message, file: path,
                                range: range, start: lineTable.position(of: range.lowerBound),
                                end: lineTable.position(of: range.upperBound), fix: fix, notes: notes))
    }

    /// Reports a finding anchored at a node's name (where `↓` goes in examples) spanning the node.
    public mutating func report(_ node: NodeID, in tree: ViewTree, message: String, severity: Severity? = nil,
                                fix: Fix? = nil, notes: [Note] = []) {
        let item = tree[node]
        let start = item.nameRange.isEmpty ? item.range.lowerBound : item.nameRange.lowerBound
        report(start..<max(start, item.range.upperBound), message: message, severity: severity, fix: fix, notes: notes)
    }
}

/// Per-file results that several rules need (collecting them once per rule was a large share of a lint). A
/// `LintContext`, and so this memo, is made by one `Linter.lint` call and used on that call's thread only: rules
/// never keep a context, so the unsynchronised state is never shared between threads.
final class SharedFileFacts: @unchecked Sendable {
    private var wordings: [Wording]?
    private var unreachableBranches: [Range<Int>]?
    /// By node index: the component the call uses, as an index into `components`; `unknown` until asked, `none`
    /// when it uses none. Six rules ask for every call, and each answer takes several hashed look-ups. One slot
    /// per node from the start: grown call by call, it cost more than the look-ups it saved a later rule.
    private var componentSlots: [Int32]
    private var components: [ComponentSummary] = []
    private static let unknown: Int32 = -2, none: Int32 = -1
    /// The component each type name of this file resolves to (`.some(nil)`: none).
    private var componentsByName: [String: ComponentSummary?] = [:]

    init(nodeCount: Int) {
        componentSlots = [Int32](repeating: Self.unknown, count: nodeCount)
    }

    func wordings(_ collect: () -> [Wording]) -> [Wording] {
        if let wordings { return wordings }
        let collected = collect()
        wordings = collected
        return collected
    }

    /// `LintContext.branchesThatNeverRun`, worked out once: the linter and `ungrouped-card` both ask.
    func unreachableBranches(_ collect: () -> [Range<Int>]) -> [Range<Int>] {
        if let unreachableBranches { return unreachableBranches }
        let collected = collect()
        unreachableBranches = collected
        return collected
    }

    /// `.some(nil)` when the call is known to use no component; nil when not asked yet.
    func knownComponent(calledBy node: NodeID) -> ComponentSummary?? {
        let slot = componentSlots[Int(node.index)]
        guard slot != Self.unknown else { return nil }
        return .some(slot == Self.none ? nil : components[Int(slot)])
    }

    func remember(_ component: ComponentSummary?, calledBy node: NodeID) {
        let index = Int(node.index)
        if let component {
            componentSlots[index] = Int32(components.count)
            components.append(component)
        } else {
            componentSlots[index] = Self.none
        }
    }

    /// `.some(nil)` when `name` is known to name no component; nil when not asked yet.
    func knownComponent(named name: String) -> ComponentSummary?? { componentsByName[name] }

    func remember(_ component: ComponentSummary?, named name: String) { componentsByName[name] = .some(component) }
}
