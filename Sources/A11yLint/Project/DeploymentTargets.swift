/// A platform release (`16.4`, `10.15`): what a deployment target or an `#available` condition names.
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let components: [Int]

    /// `16`, `16.4`, `10.15.2`; SwiftPM's `v16_4` spelling too. nil for anything else (a build setting's
    /// `$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`).
    public init?(_ text: some StringProtocol) {
        var digits = Substring(text)
        if digits.first == "v" { digits = digits.dropFirst() }
        let parts = digits.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "_" })
        let numbers = parts.compactMap { Int($0) }
        guard !parts.isEmpty, numbers.count == parts.count else { return nil }
        var trimmed = numbers
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        components = trimmed
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }

    public var description: String { components.map(String.init).joined(separator: ".") }
}

/// The lowest release of each platform a file is built for (its targets' deployment targets): code behind an
/// `#available` check that release already passes always runs, and its fallback never does. A platform missing
/// from the map is unknown.
public typealias DeploymentTargets = [String: OSVersion]

extension Dictionary where Key == String, Value == OSVersion {
    /// The lowest of each platform over several targets; a platform some target builds without saying its
    /// release is unknown and left out.
    static func lowest(of targets: [(platforms: Set<String>, minimums: DeploymentTargets)]) -> DeploymentTargets {
        var result: DeploymentTargets = [:]
        let platforms = targets.reduce(into: Set<String>()) { $0.formUnion($1.platforms) }
        for platform in platforms {
            let stated = targets.filter { $0.platforms.contains(platform) }.map { $0.minimums[platform] }
            guard !stated.isEmpty, stated.allSatisfy({ $0 != nil }) else { continue }
            result[platform] = stated.compactMap { $0 }.min()
        }
        return result
    }
}
