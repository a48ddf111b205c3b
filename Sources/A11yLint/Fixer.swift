import RuleEngine

/// Applies safe fixes to a file's bytes (`FileWriting` writes them).
enum Fixer {
    /// Applies every safe fix whose edits do not overlap an edit already taken (earlier findings win);
    /// returns nil when nothing applies. Overlapping fixes are left for the next pass.
    static func apply(_ findings: [Finding], to bytes: [UInt8]) -> [UInt8]? {
        var taken: [TextEdit] = []
        for finding in findings {
            guard let fix = finding.fix, fix.isSafe, !fix.edits.isEmpty else { continue }
            let valid = fix.edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }
            let overlaps = fix.edits.contains { edit in taken.contains { $0.range.overlaps(edit.range) || $0.range == edit.range } }
            guard valid, !overlaps else { continue }
            taken.append(contentsOf: fix.edits)
        }
        guard !taken.isEmpty else { return nil }
        var result = bytes
        for edit in taken.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return result == bytes ? nil : result
    }
}
