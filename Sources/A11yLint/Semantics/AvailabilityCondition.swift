import Foundation

/// `#available` and `#unavailable` checks against the releases a file is deployed to: when every platform the file
/// ships on already passes the check (`if #available(iOS 16, *)` in an app deployed to iOS 16.0 and up), the
/// fallback (`else`, a `guard`'s `else`, an `#unavailable` branch) never runs for anyone.
public enum AvailabilityCondition {
    /// `#available`'s platform names, as the platforms rules know. Application-extension names count as their
    /// platform; Mac Catalyst is left out (its releases are not iOS's).
    static let platformNames: [String: String] = [
        "iOS": "ios", "iOSApplicationExtension": "ios", "macOS": "macos", "OSX": "macos",
        "macOSApplicationExtension": "macos", "OSXApplicationExtension": "macos", "watchOS": "watchos",
        "watchOSApplicationExtension": "watchos", "tvOS": "tvos", "tvOSApplicationExtension": "tvos",
        "visionOS": "visionos", "xrOS": "visionos",
    ]

    /// Whether a source mentions `#available` or `#unavailable`, the only files whose deployment targets matter:
    /// each `#` found with `memchr`, most files hold a handful (a byte-by-byte scan of every file cost 1 % of a
    /// lint).
    public static func isChecked(in bytes: [UInt8]) -> Bool {
        let words = [Array("available".utf8), Array("unavailable".utf8)]
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count,
                  let found = memchr(base + offset, Int32(UInt8(ascii: "#")), buffer.count - offset) {
                let after = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                if words.contains(where: { word in
                    after + word.count <= buffer.count && buffer[after..<(after + word.count)].elementsEqual(word)
                }) {
                    return true
                }
                offset = after
            }
            return false
        }
    }

    /// The source ranges of fallbacks that never run in a file shipping on `platforms` (empty: unknown, nothing is
    /// dead) deployed to `minimums`.
    static func deadFallbacks(in tree: ViewTree, platforms: Set<String>, minimums: DeploymentTargets) -> [Range<Int>] {
        guard !platforms.isEmpty, !minimums.isEmpty else { return [] }
        func alwaysHolds(_ label: String?, keyword: String) -> Bool {
            guard let label, let arguments = argumentList(of: label, keyword: keyword) else { return false }
            // `#unavailable(iOS 17)` is `#available(iOS 17, *)` negated: other platforms pass it as with `*`.
            return holds(arguments, on: platforms, minimums: minimums, impliesWildcard: keyword == "#unavailable")
        }
        var ranges: [Range<Int>] = []
        for branch in tree.nodes(.branch) {
            let label = tree[branch].label
            if alwaysHolds(label, keyword: "#unavailable") {
                ranges.append(tree[branch].range)
            } else if alwaysHolds(label, keyword: "#available"), let choice = tree.parent(of: branch) {
                // Every later clause (`else if`, `else`) runs only when the check fails.
                let clauses = tree.children(of: choice).filter { tree[$0].kind == .branch }
                if let position = clauses.firstIndex(of: branch) {
                    ranges += clauses[(position + 1)...].map { tree[$0].range }
                }
            }
        }
        for statement in tree.nodes(.statement) {
            guard let label = tree[statement].label, label.hasPrefix("guard "),
                  alwaysHolds(String(label.dropFirst(6)), keyword: "#available") else { continue }
            let body = tree.children(of: statement)
            if let first = body.first, let last = body.last {
                ranges.append(tree[first].range.lowerBound..<tree[last].range.upperBound)
            }
        }
        return ranges
    }

    /// `#available(iOS 16, macOS 13, *)` → `iOS 16, macOS 13, *`: the arguments when the label is one check and
    /// nothing else (`#available(iOS 16, *), isEnabled` may fail on its second condition).
    static func argumentList(of label: String, keyword: String) -> Substring? {
        let text = label.drop(while: \.isWhitespace)
        guard text.hasPrefix(keyword) else { return nil }
        let rest = text.dropFirst(keyword.count).drop(while: \.isWhitespace)
        guard rest.first == "(", let close = rest.firstIndex(of: ")"),
              rest[rest.index(after: close)...].allSatisfy(\.isWhitespace) else { return nil }
        return rest[rest.index(after: rest.startIndex)..<close]
    }

    /// Whether the check's arguments (`iOS 16.4, macOS 13, *`) pass on every platform of `platforms` at its lowest
    /// release: a listed platform needs a release at least the one named, an unlisted one passes through `*`.
    static func holds(_ arguments: Substring, on platforms: Set<String>, minimums: DeploymentTargets,
                      impliesWildcard: Bool = false) -> Bool {
        var required: [String: OSVersion] = [:]
        var hasWildcard = impliesWildcard
        for argument in arguments.split(separator: ",") {
            let words = argument.split(whereSeparator: \.isWhitespace)
            if words == ["*"] {
                hasWildcard = true
                continue
            }
            guard words.count == 2, let release = OSVersion(words[1]) else { return false }
            guard let platform = platformNames[String(words[0])] else { continue }
            required[platform] = release
        }
        return platforms.allSatisfy { platform in
            guard let release = required[platform] else { return hasWildcard }
            guard let lowest = minimums[platform] else { return false }
            return lowest >= release
        }
    }
}
