/// The lines a change touched, per file, read from a unified diff (`git diff --unified=0`): a pull request's
/// findings are the ones on lines it added or changed. Paths are as the diff names them (`b/` side, without the
/// prefix), relative to the repository.
public struct ChangedLines: Sendable, Equatable {
    /// Ascending, non-overlapping ranges of 1-based line numbers in the new version of each file.
    public private(set) var lines: [String: [ClosedRange<Int>]] = [:]
    /// Files new to the change as a whole (untracked, or added): every line counts as changed.
    public private(set) var wholeFiles: Set<String> = []

    public init() {}

    /// Reads the `+++` headers and `@@ -a,b +c,d @@` hunk headers of a unified diff; everything else is skipped.
    /// A deleted file (`+++ /dev/null`) has no lines; a hunk with `d` = 0 removes lines only.
    public init(unifiedDiff text: String) {
        var current: String?
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            if line.hasPrefix("+++ ") {
                var path = String(line.dropFirst(4))
                if let tab = path.firstIndex(of: "\t") { path = String(path[..<tab]) }
                if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
                current = path == "/dev/null" ? nil : (path.hasPrefix("b/") ? String(path.dropFirst(2)) : path)
            } else if line.hasPrefix("@@"), let file = current, let range = Self.newRange(ofHunkHeader: Substring(line)) {
                lines[file, default: []].append(range)
            }
        }
        for file in lines.keys { lines[file] = Self.merged(lines[file] ?? []) }
    }

    public mutating func addWholeFile(_ path: String) { wholeFiles.insert(path) }

    /// Whether any line from `first` to `last` of `file` changed.
    public func touches(_ file: String, from first: Int, to last: Int) -> Bool {
        if wholeFiles.contains(file) { return true }
        guard let ranges = lines[file] else { return false }
        // The first range that does not end before `first`.
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < first { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].lowerBound <= last
    }

    /// `@@ -12,3 +14,5 @@ …` → 14...18; `+14` alone is one line; nil when no line was added.
    static func newRange(ofHunkHeader header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.firstIndex(of: "+") else { return nil }
        let spec = header[header.index(after: plus)...].prefix { $0 != " " }
        let parts = spec.split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(parts[0]) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        guard count > 0 else { return nil }
        return start...(start + count - 1)
    }

    static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
