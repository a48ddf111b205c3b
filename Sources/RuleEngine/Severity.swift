/// The severity scale of findings: critical — a task cannot be done at all; high — major functionality impaired;
/// medium — suboptimal experience; low — minor enhancement. The domain says what each means for its users.
public enum Severity: Int, Sendable, Comparable, CaseIterable, Hashable, CustomStringConvertible {
    case low = 0, medium, high, critical

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The spelling used in configuration, output and docs: `critical`, `high`, `medium`, `low`.
    public var name: String {
        switch self {
        case .low: return "low"
        case .medium: return "medium"
        case .high: return "high"
        case .critical: return "critical"
        }
    }

    public var description: String { name }

    public init?(name: String) {
        switch name {
        case "low": self = .low
        case "medium": self = .medium
        case "high": self = .high
        case "critical": self = .critical
        default: return nil
        }
    }
}
