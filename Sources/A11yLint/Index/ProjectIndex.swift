/// What the linted files declare, built in a first pass over every file before rules run, shared read-only.
/// PLACEHOLDER until the project index lands (issue 9): knows no components.
public struct ProjectIndex: Sendable {
    public init() {}
    public static let empty = ProjectIndex()
}
