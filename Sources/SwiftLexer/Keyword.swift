/// Swift's reserved words (those that cannot be plain identifiers without backticks).
/// Contextual keywords (`some`, `any`, `get`, `set`, `willSet`, `mutating`, …) are lexed as identifiers;
/// compare their text with `LexedSource.text(of:equals:)`.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    // Declarations
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`, `init`,
         `inout`, `internal`, `let`, `open`, `operator`, `private`, `precedencegroup`, `protocol`, `public`,
         `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Statements
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`, `for`, `guard`,
         `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Expressions and types
    case `Any`, `as`, `await`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
}
