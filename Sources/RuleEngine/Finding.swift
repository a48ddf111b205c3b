import SwiftLexer

/// One byte-range replacement in a file.
public struct TextEdit: Sendable, Hashable {
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A fix a rule offers. Only `isSafe` fixes are applied by `--fix`.
public struct Fix: Sendable, Hashable {
    /// What applying it does, e.g. "Replace .accessibility(label:) with .accessibilityLabel(_:)".
    public var title: String
    public var isSafe: Bool
    /// Non-overlapping edits in the finding's file.
    public var edits: [TextEdit]

    public init(title: String, isSafe: Bool, edits: [TextEdit]) {
        self.title = title
        self.isSafe = isSafe
        self.edits = edits
    }
}

/// A related location that helps explain a finding (e.g. where a component is declared).
public struct Note: Sendable, Hashable {
    public var message: String
    public var file: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(message: String, file: String, start: SourcePosition, end: SourcePosition) {
        self.message = message
        self.file = file
        self.start = start
        self.end = end
    }
}

/// One reported defect. Positions are 1-based; `range` is the byte range in `file`.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    /// What is wrong and how to fix it, in one or two sentences.
    public var message: String
    /// Path as it is reported: relative to the working directory when below it, else as given.
    public var file: String
    public var range: Range<Int>
    public var start: SourcePosition
    public var end: SourcePosition
    public var fix: Fix?
    public var notes: [Note]
    /// The enclosing declaration a reader would call the screen, e.g. the view type `WelcomeView`; nil when unknown.
    /// The Markdown audit groups findings by it (by file name when nil).
    public var container: String?

    public init(ruleID: String, severity: Severity, message: String, file: String, range: Range<Int>,
                start: SourcePosition, end: SourcePosition, fix: Fix? = nil, notes: [Note] = [],
                container: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.start = start
        self.end = end
        self.fix = fix
        self.notes = notes
        self.container = container
    }

    /// The deterministic output order: path, line, column, rule id.
    public static func outputOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.start.line != rhs.start.line { return lhs.start.line < rhs.start.line }
        if lhs.start.column != rhs.start.column { return lhs.start.column < rhs.start.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }

    /// Whether `findings` are in output order already: then they need no sorted copy.
    public static func areInOutputOrder(_ findings: [Finding]) -> Bool {
        findings.indices.dropFirst().allSatisfy { !outputOrder(findings[$0], findings[$0 - 1]) }
    }
}
