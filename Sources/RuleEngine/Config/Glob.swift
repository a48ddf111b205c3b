/// A path pattern from `included`/`excluded`, matched against `/`-separated paths relative to the configuration's
/// folder, byte by byte.
///
/// - `*` matches any run of bytes within one path component, `?` one character, `[abc]`, `[a-z]` one of a
///   set, `[!a]` (or `[^a]`) one character not in it; `**` as a whole component matches any number of components.
/// - A pattern without `/` (besides a trailing one) matches a file or folder name at any depth, like `.gitignore`;
///   a pattern with `/` is anchored at the configuration's folder. A leading `./` is ignored.
/// - A pattern that matches a folder matches everything inside it (`Pods` excludes `Pods/A/B.swift`).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    /// Pattern components; `**` components are `nil`.
    private let components: [[UInt8]?]

    public var description: String { pattern }

    public struct SyntaxError: Error, Sendable, Hashable {
        public var reason: String
    }

    public init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        var bytes = Array(pattern.utf8)
        while bytes.starts(with: [0x2E, 0x2F]) { bytes.removeFirst(2) }
        while bytes.last == 0x2F { bytes.removeLast() }
        guard !bytes.isEmpty else { throw SyntaxError(reason: "the pattern is empty") }
        let isAnchored = bytes.contains(0x2F)
        var components: [[UInt8]?] = isAnchored ? [] : [nil]
        for component in bytes.split(separator: 0x2F, omittingEmptySubsequences: true) {
            let component = Array(component)
            if component == [0x2A, 0x2A] {
                if components.last.map({ $0 == nil }) != true { components.append(nil) }
                continue
            }
            try Self.validate(component)
            components.append(component)
        }
        self.components = components
    }

    private static func validate(_ component: [UInt8]) throws(SyntaxError) {
        var index = 0
        while index < component.count {
            if component[index] == 0x5B {
                guard let close = classEnd(component, from: index) else {
                    throw SyntaxError(reason: "'[' is never closed")
                }
                index = close
            } else if component[index] == 0x2A, index + 1 < component.count, component[index + 1] == 0x2A {
                throw SyntaxError(reason: "'**' must be a whole path component, as in 'Sources/**/Generated'")
            }
            index += 1
        }
    }

    /// Index of the `]` closing the class that opens at `open`, or nil.
    private static func classEnd(_ pattern: [UInt8], from open: Int) -> Int? {
        var index = open + 1
        if index < pattern.count, pattern[index] == 0x21 || pattern[index] == 0x5E { index += 1 }
        if index < pattern.count, pattern[index] == 0x5D { index += 1 } // `]` first is literal
        while index < pattern.count {
            if pattern[index] == 0x5D { return index }
            index += 1
        }
        return nil
    }

    /// Whether `relativePath` (e.g. `Sources/App/View.swift`) or one of its parent folders matches.
    public func matches(_ relativePath: String) -> Bool {
        var bytes = Array(relativePath.utf8)
        while bytes.starts(with: [0x2E, 0x2F]) { bytes.removeFirst(2) }
        let path = bytes.split(separator: 0x2F, omittingEmptySubsequences: true).map(Array.init)
        return Self.matchComponents(components, path)
    }

    /// Matches components with `**` backtracking (iterative: remembers only the last `**`). A prefix match is
    /// enough once every pattern component is consumed, because a matching folder covers its contents.
    private static func matchComponents(_ pattern: [[UInt8]?], _ path: [[UInt8]]) -> Bool {
        var p = 0
        var s = 0
        var star: (pattern: Int, path: Int)?
        while true {
            if p == pattern.count { return true }
            if s < path.count {
                if pattern[p] == nil {
                    star = (p, s)
                    p += 1
                    continue
                }
                if let component = pattern[p], matchComponent(component, path[s]) {
                    p += 1
                    s += 1
                    continue
                }
            } else if pattern[p...].allSatisfy({ $0 == nil }) {
                return true
            }
            guard let last = star, last.path < path.count else { return false }
            star = (last.pattern, last.path + 1)
            p = last.pattern + 1
            s = last.path + 1
        }
    }

    /// One component: `*`, `?`, classes, literal bytes. Iterative with single-star backtracking.
    private static func matchComponent(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        var p = 0
        var n = 0
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count {
                switch pattern[p] {
                case 0x2A:
                    star = (p, n)
                    p += 1
                    continue
                case 0x3F:
                    p += 1
                    n = nextCharacter(name, n)
                    continue
                case 0x5B:
                    if let close = classEnd(pattern, from: p) {
                        let next = nextCharacter(name, n)
                        if classMatches(pattern[(p + 1)..<close], Array(name[n..<next])) {
                            p = close + 1
                            n = next
                            continue
                        }
                    }
                default:
                    if pattern[p] == name[n] {
                        p += 1
                        n += 1
                        continue
                    }
                }
            }
            guard let last = star else { return false }
            star = (last.pattern, last.name + 1)
            p = last.pattern + 1
            n = last.name + 1
        }
        while p < pattern.count, pattern[p] == 0x2A { p += 1 }
        return p == pattern.count
    }

    /// Index after the UTF-8 character starting at `index`.
    private static func nextCharacter(_ bytes: [UInt8], _ index: Int) -> Int {
        var next = index + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    /// `body` is the class without brackets; ranges (`a-z`) compare single bytes.
    private static func classMatches(_ body: ArraySlice<UInt8>, _ character: [UInt8]) -> Bool {
        var items = Array(body)
        var negated = false
        if let first = items.first, first == 0x21 || first == 0x5E {
            negated = true
            items.removeFirst()
        }
        var found = false
        var index = 0
        while index < items.count {
            if index + 2 < items.count, items[index + 1] == 0x2D, character.count == 1 {
                if items[index] <= character[0], character[0] <= items[index + 2] { found = true }
                index += 3
                continue
            }
            let length = nextCharacter(items, index) - index
            if Array(items[index..<index + length]) == character { found = true }
            index += length
        }
        return found != negated
    }
}
