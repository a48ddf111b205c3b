import SwiftLexer

/// Which rules exist and run, so that a suppression can be judged stale only when its rule actually ran.
public struct SuppressionPolicy: Sendable {
    public static let unusedSuppressionRuleID = "unused-suppression"

    public var knownRuleIDs: Set<String>
    public var enabledRuleIDs: Set<String>
    /// Severity of `unused-suppression` findings (low unless configured).
    public var unusedSeverity: Severity
    /// `all` is judged only when the run is not narrowed by `only_rules`/`--only`: with a few rules running,
    /// a `disable all` may be there for a rule that did not run.
    public var judgesAll: Bool

    public init(knownRuleIDs: Set<String>, enabledRuleIDs: Set<String>, unusedSeverity: Severity = .low,
                judgesAll: Bool = true) {
        self.knownRuleIDs = knownRuleIDs
        self.enabledRuleIDs = enabledRuleIDs
        self.unusedSeverity = unusedSeverity
        self.judgesAll = judgesAll
    }

    /// `rules` is the whole catalogue; it must include the `unused-suppression` rule, or stale suppressions are
    /// never reported (the rule counts as not running).
    public init(configuration: Configuration, rules: [RuleDescription]) {
        self.init(knownRuleIDs: Set(rules.map(\.id)),
                  enabledRuleIDs: Set(rules.filter { configuration.isEnabled(ruleID: $0.id, isOptIn: $0.isOptIn) }.map(\.id)),
                  unusedSeverity: configuration.severity(ruleID: Self.unusedSuppressionRuleID, default: .low),
                  judgesAll: configuration.onlyRules.isEmpty)
    }

    var reportsUnused: Bool { enabledRuleIDs.contains(Self.unusedSuppressionRuleID) }
}

/// The suppression comments of one file and the filter they define over that file's findings.
///
/// - `disable`/`enable` are textual ranges: a finding is suppressed when the last `disable`/`enable` before it
///   (by byte offset) that names its rule, or `all`, is a `disable`. Ranges ignore `#if` structure: a `disable`
///   before `#if` covers every branch, and one inside a branch runs on through `#else` until its `enable`.
/// - `disable:this` covers findings that start on the comment's line; `disable:next` the line after the comment;
///   `disable:previous` the line before it.
/// - Every directive records which of its rule ids suppressed something. A known, running rule id that
///   suppressed nothing, an unknown rule id, a malformed `a11y-lint:` comment and an unused `all` each become an
///   `unused-suppression` finding at the comment, so stale suppressions are removed.
public struct SuppressionIndex: Sendable {
    public let directives: [SuppressionDirective]
    /// Malformed `a11y-lint:` comments with their problem.
    public let malformed: [(range: Range<Int>, message: String)]
    let lineTable: LineTable
    /// 1-based first and last line of each directive's comment.
    let lines: [ClosedRange<Int>]
    /// Directives by the line they cover: `disable:this` its comment's lines, `disable:next` the line after,
    /// `disable:previous` the line before.
    private let lineDirectives: [Int: [Int]]
    /// `disable`/`enable` directives by the rule id they name (`nil` for `all`), in file order.
    private let rangeDirectives: [String?: [Int]]

    /// Reads the directives of a lexed file.
    public init(source: LexedSource) {
        // Every directive, malformed ones included, spells the prefix; most files have none, and one byte search
        // is far cheaper than splitting every comment out of the trivia.
        let commentRanges = ByteSearch.contains(SuppressionParser.prefix, in: source.bytes) ? source.comments().map(\.range) : []
        self.init(commentRanges: commentRanges, bytes: source.bytes, lineTable: source.lineTable)
    }

    /// Reads directives from the given comment ranges (in file order).
    public init(commentRanges: [Range<Int>], bytes: [UInt8], lineTable: LineTable) {
        var directives: [SuppressionDirective] = []
        var malformed: [(Range<Int>, String)] = []
        for range in commentRanges {
            switch SuppressionParser.parse(comment: range, in: bytes) {
            case .notADirective: continue
            case .directive(let directive): directives.append(directive)
            case .malformed(let message): malformed.append((range, message))
            }
        }
        self.directives = directives
        self.malformed = malformed
        self.lineTable = lineTable
        let lines = directives.map {
            lineTable.position(of: $0.range.lowerBound).line...lineTable.position(of: max($0.range.lowerBound,
                                                                                         $0.range.upperBound - 1)).line
        }
        self.lines = lines
        var lineDirectives: [Int: [Int]] = [:]
        var rangeDirectives: [String?: [Int]] = [:]
        for (index, directive) in directives.enumerated() {
            switch directive.command {
            case .disableThis:
                for line in lines[index] { lineDirectives[line, default: []].append(index) }
            case .disableNext:
                lineDirectives[lines[index].upperBound + 1, default: []].append(index)
            case .disablePrevious:
                lineDirectives[lines[index].lowerBound - 1, default: []].append(index)
            case .disable, .enable:
                if directive.isAll { rangeDirectives[nil, default: []].append(index) }
                for id in Set(directive.ruleIDs) { rangeDirectives[id, default: []].append(index) }
            }
        }
        self.lineDirectives = lineDirectives
        self.rangeDirectives = rangeDirectives
    }

    public struct Result: Sendable {
        /// Findings that stay, followed by `unused-suppression` findings; in output order.
        public var findings: [Finding]
        /// How many findings each directive (same index as `directives`) suppressed.
        public var suppressedCounts: [Int]
        /// How many findings the directives hid (a finding two directives cover counts once).
        public var suppressed: Int = 0
    }

    /// Filters one file's findings.
    public func apply(to findings: [Finding], path: String, policy: SuppressionPolicy) -> Result {
        // Most files have no directive, well formed or not: their findings are returned as they are, not copied.
        guard !directives.isEmpty || !malformed.isEmpty else {
            let sorted = Finding.areInOutputOrder(findings) ? findings : findings.sorted(by: Finding.outputOrder)
            return Result(findings: sorted, suppressedCounts: [])
        }
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        var counts = [Int](repeating: 0, count: directives.count)
        var usedRules = [Set<String>](repeating: [], count: directives.count)
        var suppressed = 0
        for finding in findings {
            let suppressors = suppressors(of: finding)
            if suppressors.isEmpty || finding.ruleID == SuppressionPolicy.unusedSuppressionRuleID {
                kept.append(finding)
                continue
            }
            suppressed += 1
            for index in suppressors {
                counts[index] += 1
                usedRules[index].insert(finding.ruleID)
            }
        }
        if policy.reportsUnused {
            kept.append(contentsOf: unusedFindings(usedRules: usedRules, path: path, policy: policy))
        }
        kept.sort(by: Finding.outputOrder)
        return Result(findings: kept, suppressedCounts: counts, suppressed: suppressed)
    }

    /// Indices of every directive that suppresses `finding`, in file order. Looked up by line and by rule, so a
    /// file with many directives costs a logarithm per finding, not a pass over every directive.
    func suppressors(of finding: Finding) -> [Int] {
        var result = (lineDirectives[finding.start.line] ?? []).filter { directives[$0].mentions(finding.ruleID) }
        // The last `disable`/`enable` before the finding that names its rule or `all` decides.
        let candidates = [lastRangeDirective(in: rangeDirectives[finding.ruleID], before: finding.range.lowerBound),
                          lastRangeDirective(in: rangeDirectives[nil], before: finding.range.lowerBound)]
        if let last = candidates.compactMap({ $0 }).max(), directives[last].command == .disable {
            result.append(last)
            result.sort()
        }
        return result
    }

    /// The last of `indices` (in file order) whose comment starts before `offset`.
    private func lastRangeDirective(in indices: [Int]?, before offset: Int) -> Int? {
        guard let indices else { return nil }
        var low = 0
        var high = indices.count
        while low < high {
            let mid = (low + high) / 2
            if directives[indices[mid]].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 ? indices[low - 1] : nil
    }

    func unusedFindings(usedRules: [Set<String>], path: String, policy: SuppressionPolicy) -> [Finding] {
        var result: [Finding] = []
        for (index, directive) in directives.enumerated() where directive.command != .enable {
            let spelling = "a11y-lint:\(directive.command.rawValue)"
            if directive.isAll {
                if policy.judgesAll, usedRules[index].isEmpty {
                    result.append(finding(at: directive.range, path: path, policy: policy,
                                          message: "'\(spelling) all' suppresses nothing here; remove the comment."))
                }
                continue
            }
            var problems: [String] = []
            for id in directive.ruleIDs where !usedRules[index].contains(id) {
                if !policy.knownRuleIDs.contains(id) {
                    let hint = Suggestion.nearest(to: id, in: policy.knownRuleIDs.sorted())
                        .map { "did you mean '\($0)'?" } ?? "run 'a11y-lint rules' to list rule ids."
                    problems.append("unknown rule '\(id)' in '\(spelling)'; \(hint)")
                } else if policy.enabledRuleIDs.contains(id) {
                    problems.append("'\(spelling) \(id)' suppresses nothing here; remove '\(id)' from the comment.")
                }
            }
            if !problems.isEmpty {
                result.append(finding(at: directive.range, path: path, policy: policy,
                                      message: problems.joined(separator: " ")))
            }
        }
        for (range, message) in malformed {
            result.append(finding(at: range, path: path, policy: policy, message: message))
        }
        return result
    }

    func finding(at range: Range<Int>, path: String, policy: SuppressionPolicy, message: String) -> Finding {
        Finding(ruleID: SuppressionPolicy.unusedSuppressionRuleID, severity: policy.unusedSeverity, message: message,
                file: path, range: range, start: lineTable.position(of: range.lowerBound),
                end: lineTable.position(of: range.upperBound))
    }
}
