import SwiftLexer

/// Builds a `ViewTree` from tokens. PLACEHOLDER until the real parser lands: a root with no children.
public enum ViewTreeParser {
    public static func parse(_ source: LexedSource) -> ViewTree {
        let root = Node(kind: .file, name: "", range: 0..<source.bytes.count, nameRange: 0..<0, parent: nil)
        return ViewTree(source: source, nodes: [root])
    }
}
