/// A 1-based line and byte column in a configuration file.
public struct YAMLPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: YAMLPosition, rhs: YAMLPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// One value of the YAML subset `YAMLReader` understands, with the position where it starts.
public struct YAMLNode: Sendable, Hashable {
    public enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public enum Value: Sendable, Hashable {
        /// An empty value, `~` or `null`.
        case null
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        /// Entries in file order; keys are unique (duplicates are a read error).
        case mapping([YAMLEntry])
    }

    public var value: Value
    public var position: YAMLPosition

    public init(_ value: Value, at position: YAMLPosition) {
        self.value = value
        self.position = position
    }

    /// How the value is named in "expected …, found …" messages.
    public var kindDescription: String {
        switch value {
        case .null: return "an empty value"
        case .scalar(let text, .plain): return "'\(text)'"
        case .scalar(let text, .singleQuoted), .scalar(let text, .doubleQuoted): return "the quoted string '\(text)'"
        case .scalar(_, .literal), .scalar(_, .folded): return "a block of text"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// A mapping entry: a scalar key with its own position, and its value.
public struct YAMLEntry: Sendable, Hashable {
    public var key: String
    public var keyPosition: YAMLPosition
    public var value: YAMLNode

    public init(key: String, keyPosition: YAMLPosition, value: YAMLNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
