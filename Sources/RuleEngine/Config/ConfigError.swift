/// A problem with `.a11ylint.yml` (or a baseline file), pointing at the exact key or value.
/// Printed as `path:line:column: <what is wrong>; <what to do>`.
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    /// nil when the problem concerns the whole file (it cannot be read).
    public var position: YAMLPosition?
    public var kind: Kind

    public init(path: String, position: YAMLPosition?, kind: Kind) {
        self.path = path
        self.position = position
        self.kind = kind
    }

    public enum Kind: Sendable, Hashable {
        // Reading the file.
        case unreadable(reason: String)
        case invalidUTF8
        // YAML constructs outside the subset.
        case tabIndentation
        case anchor
        case alias
        case tag
        case directive
        case multipleDocuments
        case documentEndMarker
        case complexKey
        case blockScalarIndentationIndicator
        case blockScalarInFlow
        case multiLineQuotedScalar
        case flowSequenceMapping
        case reservedIndicator(String)
        case nestingTooDeep(limit: Int)
        // YAML syntax.
        case duplicateKey(String, first: YAMLPosition)
        case emptyKey
        case unterminatedQuotedScalar
        case invalidEscape(String)
        case unexpectedIndentation
        case expectedMappingEntry
        case mixedSequenceAndMapping
        case valueOnKeyLine(String)
        case textAfterValue
        case unterminatedFlow(String)
        case expectedFlowSeparator(String)
        case expectedFlowColon(key: String)
        case emptyFlowValue
        // Meaning.
        case unknownKey(String, context: String, suggestion: String?)
        case unknownRule(String, suggestion: String?)
        case unknownOption(String, rule: String, suggestion: String?)
        case ruleWithoutOptions(String)
        case typeMismatch(expected: String, found: String)
        case invalidChoice(String, what: String, choices: [String], suggestion: String?)
        case invalidGlob(String, reason: String)
        case invalidComponentName(String)
        case missingKey(String, context: String)
        case conflictingRule(String, first: String, second: String)
        case onlyRulesWithOptInRules
        case invalidReporter(String)
        case invalidDocsURL(String)
        case malformedBaseline(reason: String)
        // `parent_config`.
        case unreadableParentConfig(String, reason: String)
        /// The files of the chain, the first repeated at the end.
        case parentConfigCycle([String])
        case parentConfigChainTooLong(limit: Int)
    }

    public var description: String {
        let location = position.map { "\(path):\($0.line):\($0.column)" } ?? path
        return "\(location): \(message)"
    }

    /// What is wrong and what to do, without the location.
    public var message: String {
        switch kind {
        case .unreadable(let reason):
            return "cannot read the file (\(reason)); check the path and its permissions"
        case .invalidUTF8:
            return "the file is not valid UTF-8; save it as UTF-8"
        case .tabIndentation:
            return "tab used for indentation; YAML indents with spaces only"
        case .anchor:
            return "anchors ('&name') are not supported; repeat the value instead"
        case .alias:
            return "aliases ('*name') and merge keys are not supported; repeat the value instead"
        case .tag:
            return "tags ('!tag') are not supported; remove the tag"
        case .directive:
            return "YAML directives ('%…') are not supported; remove the line"
        case .multipleDocuments:
            return "multiple documents ('---') are not supported; keep one document per file"
        case .documentEndMarker:
            return "document end markers ('...') are not supported; remove the line"
        case .complexKey:
            return "complex keys ('? key') are not supported; write 'key: value'"
        case .blockScalarIndentationIndicator:
            return "block scalar indentation indicators are not supported; indent the text consistently instead"
        case .blockScalarInFlow:
            return "block scalars ('|', '>') cannot appear inside '[…]' or '{…}'; use a quoted string"
        case .multiLineQuotedScalar:
            return "quoted strings that span lines are not supported; close the quote on the same line or use '|'"
        case .flowSequenceMapping:
            return "'key: value' pairs inside '[…]' are not supported; use '{key: value}'"
        case .reservedIndicator(let indicator):
            return "a plain value cannot start with '\(indicator)'; quote the value"
        case .nestingTooDeep(let limit):
            return "values are nested more than \(limit) levels deep; flatten the configuration"
        case .duplicateKey(let key, let first):
            return "duplicate key '\(key)' (first defined at \(first)); remove one of them"
        case .emptyKey:
            return "empty key before ':'; write 'key: value'"
        case .unterminatedQuotedScalar:
            return "unterminated quoted string; add the closing quote"
        case .invalidEscape(let escape):
            return "invalid escape '\\\(escape)' in a double-quoted string; write '\\\\' for a backslash"
        case .unexpectedIndentation:
            return "unexpected indentation; align this line with its siblings (multi-line plain values are not supported)"
        case .expectedMappingEntry:
            return "expected 'key: value'; check the indentation of this line"
        case .mixedSequenceAndMapping:
            return "list items ('- …') and keys cannot share one level; indent the list under a key"
        case .valueOnKeyLine(let text):
            return "'\(text)' cannot follow a key on the same line; put nested values on the next lines, indented"
        case .textAfterValue:
            return "unexpected text after the value; put a comment after ' #' or quote the value"
        case .unterminatedFlow(let open):
            return "'\(open)' is never closed; add '\(open == "[" ? "]" : "}")'"
        case .expectedFlowSeparator(let close):
            return "expected ',' or '\(close)'; separate items with commas"
        case .expectedFlowColon(let key):
            return "expected ':' after key '\(key)'; write '{key: value}'"
        case .emptyFlowValue:
            return "empty item; remove the extra ','"
        case .unknownKey(let key, let context, let suggestion):
            return "unknown key '\(key)' in \(context)" + hint(suggestion, otherwise: "see .a11ylint.yml.example for every key")
        case .unknownRule(let id, let suggestion):
            return "unknown rule '\(id)'" + hint(suggestion, otherwise: "run 'a11y-lint rules' to list rule ids")
        case .unknownOption(let option, let rule, let suggestion):
            return "rule '\(rule)' has no option '\(option)'"
                + hint(suggestion, otherwise: "run 'a11y-lint explain \(rule)' to see its options")
        case .ruleWithoutOptions(let rule):
            return "rule '\(rule)' has no options; remove it from 'rules'"
        case .typeMismatch(let expected, let found):
            return "expected \(expected), found \(found)"
        case .invalidChoice(let value, let what, let choices, let suggestion):
            return "'\(value)' is not a valid \(what)"
                + hint(suggestion, otherwise: "use one of: " + choices.joined(separator: ", "))
        case .invalidGlob(let pattern, let reason):
            return "invalid glob '\(pattern)': \(reason)"
        case .invalidComponentName(let name):
            return "'\(name)' is not a Swift type name; use the component's type name, e.g. 'IconButton'"
        case .missingKey(let key, let context):
            return "\(context) needs '\(key)'; add '\(key): …'"
        case .conflictingRule(let id, let first, let second):
            return "rule '\(id)' is listed in both '\(first)' and '\(second)'; keep one"
        case .onlyRulesWithOptInRules:
            return "'opt_in_rules' has no effect together with 'only_rules'; list every rule to run in 'only_rules'"
        case .invalidReporter(let value):
            return "reporter '\(value)' is not 'FORMAT:PATH'; write e.g. 'sarif:a11y.sarif'"
        case .invalidDocsURL(let value):
            return "docs_url '\(value)' is not an http or https address; write the folder the rule pages are "
                + "published in, e.g. 'https://example.com/a11y-lint/Rules'"
        case .malformedBaseline(let reason):
            return "malformed baseline (\(reason)); regenerate it with --write-baseline"
        case .unreadableParentConfig(let path, let reason):
            return "cannot read parent configuration '\(path)' (\(reason)); the path is relative to this file's folder"
        case .parentConfigCycle(let chain):
            return "'parent_config' makes a cycle (\(chain.joined(separator: " → "))); remove it from one of the files"
        case .parentConfigChainTooLong(let limit):
            return "more than \(limit) configurations inherit one from another through 'parent_config'; shorten the chain"
        }
    }

    private func hint(_ suggestion: String?, otherwise: String) -> String {
        if let suggestion { return "; did you mean '\(suggestion)'?" }
        return "; " + otherwise
    }
}

/// "Did you mean": the nearest candidate by edit distance (case-insensitive; a swap of two neighbours counts as
/// one edit), or nil when it is too far (more than a quarter of the typed length, at least 1) or tied.
public enum Suggestion {
    public static func nearest(to input: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(input.lowercased().utf8)
        let limit = max(1, typed.count / 4)
        var best: String?
        var bestDistance = Int.max
        var tied = false
        for candidate in candidates {
            let spelled = Array(candidate.lowercased().utf8)
            // The distance is at least the difference in length: a candidate that far off is never suggested, and
            // skipping it keeps a hostile 4 MB id from building a table of its length times every candidate's.
            guard abs(spelled.count - typed.count) <= limit else { continue }
            let distance = editDistance(typed, spelled)
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
                tied = false
            } else if distance == bestDistance, candidate != best {
                tied = true
            }
        }
        guard bestDistance <= limit, !tied else { return nil }
        return best
    }

    /// Optimal string alignment distance over bytes (Levenshtein plus adjacent transpositions).
    static func editDistance(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        let width = rhs.count + 1
        var table = [Int](repeating: 0, count: (lhs.count + 1) * width)
        for j in 0...rhs.count { table[j] = j }
        for i in 1...lhs.count {
            table[i * width] = i
            for j in 1...rhs.count {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                var best = min(table[(i - 1) * width + j - 1] + cost, table[(i - 1) * width + j] + 1,
                               table[i * width + j - 1] + 1)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    best = min(best, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = best
            }
        }
        return table[lhs.count * width + rhs.count]
    }
}
