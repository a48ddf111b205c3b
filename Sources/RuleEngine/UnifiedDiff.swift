/// A unified diff (`diff -u`, `git apply` reads it) between two versions of a file, for `--fix --dry-run`. Fixes
/// rewrite lines in place, so lines are compared position by position when both versions have as many; otherwise
/// the common start and end are trimmed and the rest is one hunk. Always a correct diff, not always the shortest.
public enum UnifiedDiff {
    public static let contextLines = 3

    /// Empty when the versions are equal.
    public static func make(old: String, new: String, path: String) -> String {
        guard old != new else { return "" }
        let before = lines(of: old)
        let after = lines(of: new)
        var changes: [(old: Range<Int>, new: Range<Int>)] = []
        if before.count == after.count {
            var index = 0
            while index < before.count {
                guard before[index] != after[index] else { index += 1; continue }
                let start = index
                while index < before.count, before[index] != after[index] { index += 1 }
                changes.append((start..<index, start..<index))
            }
        } else {
            var prefix = 0
            while prefix < min(before.count, after.count), before[prefix] == after[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(before.count, after.count) - prefix,
                  before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
            changes.append((prefix..<(before.count - suffix), prefix..<(after.count - suffix)))
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        var group: [(old: Range<Int>, new: Range<Int>)] = []
        for change in changes {
            if let last = group.last, change.old.lowerBound - last.old.upperBound > 2 * contextLines {
                text += hunk(group, before, after)
                group = []
            }
            group.append(change)
        }
        if !group.isEmpty { text += hunk(group, before, after) }
        return text
    }

    private static func hunk(_ changes: [(old: Range<Int>, new: Range<Int>)], _ before: [Substring],
                              _ after: [Substring]) -> String {
        let offset = changes[0].new.lowerBound - changes[0].old.lowerBound
        let oldStart = max(0, changes[0].old.lowerBound - contextLines)
        let oldEnd = min(before.count, changes[changes.count - 1].old.upperBound + contextLines)
        let newStart = oldStart + offset
        let lastOffset = changes[changes.count - 1].new.upperBound - changes[changes.count - 1].old.upperBound
        let newEnd = min(after.count, oldEnd + lastOffset)
        var body = ""
        var oldLine = oldStart
        for change in changes {
            while oldLine < change.old.lowerBound { body += " " + before[oldLine] + "\n"; oldLine += 1 }
            for line in before[change.old] { body += "-" + line + "\n" }
            for line in after[change.new] { body += "+" + line + "\n" }
            oldLine = change.old.upperBound
        }
        while oldLine < oldEnd { body += " " + before[oldLine] + "\n"; oldLine += 1 }
        return "@@ -\(range(oldStart, oldEnd)) +\(range(newStart, newEnd)) @@\n" + body
    }

    /// `start,count` with 1-based start (0 for an empty range at the top, as diff writes it).
    private static func range(_ start: Int, _ end: Int) -> String {
        let count = end - start
        return count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    private static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
