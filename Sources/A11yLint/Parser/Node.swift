import SwiftLexer

/// Index of a node in `ViewTree.nodes`. The root (the file) is 0.
public struct NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let index: Int32
    init(_ index: Int) { self.index = Int32(truncatingIfNeeded: index) }
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.index < rhs.index }
    public var description: String { "#\(index)" }
}

/// What a node is. The tree is not a Swift AST: it is what accessibility rules need of SwiftUI code.
enum NodeKind: UInt8, Sendable, CaseIterable {
    /// The root: the file. Children are top-level declarations, `#if` blocks and statements.
    case file
    /// `struct`/`class`/`enum`/`actor`/`extension`/`protocol`. `name` is the type (extended type for extensions);
    /// `decl` is `.type`. Children: members, nested types, `#if` blocks.
    case typeDecl
    /// A `var`/`let` member or a top-level variable. `decl` is `.property`. Children: the statements of a computed
    /// body or getter (`var body: some View { … }`), or the initialiser's call node.
    case property
    /// `func`, `init`, `subscript`. `decl` is `.function`. Children: body statements.
    case function
    /// A call used as a view or statement: `Text("a")`, `Button { } label: { }`, `ForEach(items) { … }`,
    /// `withAnimation { }`, `makeRow(item)`, `Color.red.opacity(0.5)` when written as a statement.
    /// `name` is the callee as written without `self.` (`Button`, `Color.red`, `makeRow`). `arguments` are the
    /// parenthesised arguments. Children: closure nodes (argument closures, then trailing closures in order),
    /// then the modifier chain in order.
    case call
    /// A view written without a call: `header`, `self.header`, `content`, `Color.red`, `EmptyView`.
    /// `name` is the path as written without `self.`. Children: its modifier chain.
    case reference
    /// `.font(.title)` in a postfix chain. `name` is `font`; parent is the node it modifies; `arguments` as for a
    /// call. Children: its closures (`.overlay { … }`, `.sheet(isPresented:) { … }`, `.toolbar { … }`).
    case modifier
    /// A closure. `label` is the trailing-closure label (`label`, `content`, `action`…; nil for the first
    /// unlabelled trailing closure) or the argument label (`action:`). Children: the statements of its body, each
    /// a view/statement node. Closure parameters (`item in`) are in `name` (raw text, may be empty).
    case closure
    /// `if` / `if let` / `guard`-less conditionals in a builder. Children: `.branch` nodes in order. Modifiers
    /// applied to the whole `if` (rare) follow the branches.
    case conditional
    /// One branch: `name` is `if`, `else if`, `else`, `case`, `default`. `label` holds the condition or pattern
    /// text (raw). Children: statements.
    case branch
    /// `switch subject { … }`. `label` holds the subject text. Children: `.branch` nodes.
    case switchStatement
    /// `condition ? a : b` used as a view. `label` holds the condition text. Children: two view nodes.
    case ternary
    /// `#if … #elseif … #else … #endif`. Children: `.ifConfigBranch` nodes.
    case ifConfig
    /// One `#if` clause: `name` is `#if`, `#elseif` or `#else`; `label` is the condition text (`os(iOS)`,
    /// nil for `#else`). Children: whatever the clause contains at that position (members, statements, views).
    case ifConfigBranch
    /// `let x = …` / `var x = …` inside a body. `name` is the bound name; children: the value if it is a call.
    case localBinding
    /// `return …` is transparent (its expression is parsed as the node); anything else that is not a view or a
    /// declaration (`x = 1`, `guard …`, `for …`) becomes a statement whose `label` is a short raw text. Children:
    /// closures and calls found inside it, so rules can still see `withAnimation { }` in an action.
    case statement
    /// Tokens the parser skipped to recover from something it did not understand. `label` says why.
    case recovery
}

/// A node of the view tree. Ranges are byte offsets of the node's text (no leading trivia).
struct Node: Sendable {
    var kind: NodeKind
    var name: String
    /// Whole node, from the first byte of its callee/keyword to the end of its text (modifier chain excluded for
    /// calls and references: each modifier has its own range).
    var range: Range<Int>
    /// The name or callee (`Button`, `font` without the dot, `body`): where findings on this node are anchored.
    var nameRange: Range<Int>
    var parent: NodeID?
    var arguments: [Argument] = []
    var label: String?
    var decl: DeclInfo?
    // Children are not stored in the node: `ViewTree.children(of:)` lists them, from the parent links.
    // The value types of the tree use their memberwise initialisers: with an explicit one, the parser copied each
    // new node (retaining every field) into the array and destroyed the original (callgrind).
}

/// A labelled argument of a call, modifier or attribute.
struct Argument: Sendable {
    /// nil for unlabelled arguments.
    var label: String?
    var value: Expr
    var range: Range<Int>
}

/// A string literal's content. `text` has escapes decoded and each interpolation kept as its source, e.g.
/// `"\(count) items"`.
struct StringLiteral: Sendable, Hashable {
    var text: String
    var isInterpolated: Bool
    var isMultiline: Bool = false
    var isRaw: Bool = false
}

/// The small expression model rules need (SPEC §3). Only the recursive cases are boxed: the leaves (most
/// arguments) are stored inline, without an allocation each.
enum Expr: Sendable {
    case string(StringLiteral)
    /// Number literal with its source text (`24`, `0.5`, `0x1F`).
    case number(Double, text: String)
    case bool(Bool)
    /// A bare name: `title`, `isOn`, `$isOn`, `nil`, `self`.
    case identifier(String)
    /// `.caption` (base nil), `Color.red`, `theme.accent`, `Font.title`.
    indirect case member(base: Expr?, name: String)
    /// `Color(red: 1, green: 0, blue: 0)`, `.system(size: 24)`, `Color.red.opacity(0.5)`, `Image(systemName: "x")`.
    indirect case call(callee: Expr, arguments: [Argument], trailingClosures: [NodeID])
    /// A closure argument; the node is a `.closure` child of the owning call/modifier.
    case closure(NodeID)
    /// Anything else, as trimmed source text (`a + b`, `\.accessibilityReduceMotion`, `x ? 1 : 2`).
    case other(String)
}

/// Declaration details of `.typeDecl`, `.property` and `.function` nodes. Boxed: few nodes are declarations, and
/// stored inline the details would make every `Node` three times larger to copy.
indirect enum DeclInfo: Sendable {
    case type(TypeInfo)
    case property(PropertyInfo)
    case function(FunctionInfo)
}

/// `@Name(arguments)`.
struct Attribute: Sendable {
    var name: String
    var arguments: [Argument]
    var range: Range<Int>
}

struct TypeInfo: Sendable {
    /// `struct`, `class`, `enum`, `actor`, `extension`, `protocol`.
    var keyword: String
    /// Inherited types and conformances as written (`View`, `Equatable`, `SwiftUI.View`).
    var conformances: [String]
    var attributes: [Attribute]
    /// Generic parameter clause as raw text, e.g. `<Content: View>`; nil when absent.
    var genericParameters: String?
}

extension TypeInfo {
    /// Marked `@main`: the program's entry, run without being named.
    var isEntryPoint: Bool { attributes.contains { $0.name == "main" } }

    /// Conforms to SwiftUI's `App`.
    var isApp: Bool { conformances.contains { $0 == "App" || $0 == "SwiftUI.App" } }
}

struct PropertyInfo: Sendable {
    /// `var` or `let`.
    var bindingKeyword: String
    var isStatic: Bool
    /// Property wrappers and other attributes: `@State`, `@Environment(\.accessibilityReduceMotion)`,
    /// `@ScaledMetric(relativeTo: .body)`, `@ViewBuilder`.
    var attributes: [Attribute]
    /// The type annotation as raw text (`some View`, `Bool`, `CGFloat`), nil when inferred.
    var typeText: String?
    /// `= …` initialiser, nil when absent.
    var initializer: Expr?
    /// Has a `{ … }` body (computed or with accessors).
    var isComputed: Bool
}

struct Parameter: Sendable {
    /// External label (`_` when suppressed); equals `name` when only one name is written.
    var label: String
    var name: String
    var typeText: String
    var defaultValue: Expr?
}

struct FunctionInfo: Sendable {
    /// `func`, `init`, `subscript`.
    var keyword: String
    var isStatic: Bool
    var attributes: [Attribute]
    var parameters: [Parameter]
    /// Raw text after `->`, nil when absent.
    var returnType: String?
}
