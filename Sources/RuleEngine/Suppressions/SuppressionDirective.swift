/// One `a11y-lint:` comment:
/// `// a11y-lint:disable <rule>[ <rule>…] [- reason]`, `enable <rule>…`, `disable:next <rule>…`,
/// `disable:this <rule>…`, `disable:previous <rule>…` (SwiftLint's spelling for the line before); `all` stands for
/// every rule.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Command: String, Sendable, Hashable, CaseIterable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disablePrevious = "disable:previous"
    }

    public var command: Command
    /// The rule ids as written; empty when the directive names `all`.
    public var ruleIDs: [String]
    public var isAll: Bool
    public var reason: String?
    /// The comment's byte range.
    public var range: Range<Int>

    public init(command: Command, ruleIDs: [String], isAll: Bool, reason: String?, range: Range<Int>) {
        self.command = command
        self.ruleIDs = ruleIDs
        self.isAll = isAll
        self.reason = reason
        self.range = range
    }

    public func mentions(_ ruleID: String) -> Bool { isAll || ruleIDs.contains(ruleID) }
}

/// Reads directives out of comment text, byte by byte (no regex: this runs on every comment of every file).
public enum SuppressionParser {
    public static let prefix: [UInt8] = Array("a11y-lint:".utf8)

    public enum Outcome: Sendable, Hashable {
        /// The comment is not an `a11y-lint:` comment.
        case notADirective
        case directive(SuppressionDirective)
        /// An `a11y-lint:` comment that cannot be understood; the message says why.
        case malformed(String)
    }

    /// Parses the comment occupying `range` of `bytes` (`//`, `///`, `/* */` or `/** */`).
    public static func parse(comment range: Range<Int>, in bytes: [UInt8]) -> Outcome {
        var start = range.lowerBound
        var end = range.upperBound
        if end - start >= 2, bytes[start] == 0x2F, bytes[start + 1] == 0x2A { // /* … */
            start += 2
            if end - start >= 2, bytes[end - 2] == 0x2A, bytes[end - 1] == 0x2F { end -= 2 }
        } else {
            while start < end, bytes[start] == 0x2F { start += 1 }
        }
        while start < end, bytes[start] == 0x2A || isSpace(bytes[start]) { start += 1 }
        guard end - start >= prefix.count, bytes[start..<start + prefix.count].elementsEqual(prefix) else {
            return .notADirective
        }
        var words = split(bytes[(start + prefix.count)..<end])
        guard !words.isEmpty else { return .malformed(commandHint("")) }
        let commandText = text(words.removeFirst(), bytes)
        guard let command = SuppressionDirective.Command(rawValue: commandText) else {
            return .malformed(commandHint(commandText))
        }
        var ruleIDs: [String] = []
        var reason: String?
        var isAll = false
        for (position, word) in words.enumerated() {
            let id = text(word, bytes)
            if id == "-" {
                if position + 1 < words.count {
                    reason = text(words[position + 1].lowerBound..<words[words.count - 1].upperBound, bytes)
                }
                break
            }
            if id == "all" { isAll = true } else { ruleIDs.append(id) }
        }
        if isAll { ruleIDs = [] }
        guard isAll || !ruleIDs.isEmpty else {
            return .malformed("'a11y-lint:\(command.rawValue)' names no rule; add rule ids or 'all'")
        }
        return .directive(SuppressionDirective(command: command, ruleIDs: ruleIDs, isAll: isAll, reason: reason,
                                               range: range))
    }

    static func commandHint(_ typed: String) -> String {
        let commands = SuppressionDirective.Command.allCases.map(\.rawValue)
        let hint = Suggestion.nearest(to: typed, in: commands).map { "did you mean 'a11y-lint:\($0)'?" }
            ?? "use " + commands.map { "'a11y-lint:\($0)'" }.joined(separator: ", ")
        return "'a11y-lint:\(typed)' is not a suppression command; \(hint)"
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func text(_ range: Range<Int>, _ bytes: [UInt8]) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Byte ranges of the words, separated by spaces or commas.
    static func split(_ bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var wordStart: Int?
        for index in bytes.indices {
            if isSpace(bytes[index]) || bytes[index] == 0x2C {
                if let start = wordStart { words.append(start..<index) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = index
            }
        }
        if let start = wordStart { words.append(start..<bytes.endIndex) }
        return words
    }
}
