/// The byte ranges of a file that never ship (previews, debugging tools' types, views a function builds and
/// discards, a switch's `default` after every case, and the declarations the project index found nothing shipping
/// reaches) or ship only on some platforms (`#if` branches), and the type declarations
/// that name the screen a finding belongs to (the Markdown audit groups by it).
///
/// Every question is asked once per finding, so each is answered from an `EnclosingRangeIndex` in logarithmic
/// time: scanning the ranges per finding was quadratic in a file with many types and findings (a 32 MB file of
/// one small view repeated spent most of its 30 s looking for the innermost type of each finding).
struct ShippingScopes {
    /// Previews and unreached declarations; the key is unused (only whether a range holds an offset).
    private let previews: EnclosingRangeIndex
    private let branches: [(range: Range<Int>, platforms: PlatformMask)]
    /// Keyed by position in `typeNames`, which is document order, so nested types have larger keys than the types
    /// that contain them.
    private let types: EnclosingRangeIndex
    private let typeNames: [String]
    /// For each set of target platforms asked about, the branches that build on none of them.
    private var branchesExcluding: [PlatformMask: EnclosingRangeIndex] = [:]

    /// `neverShipping` names the views, modifiers and `View` extension members of this file's project nothing
    /// shipping reaches (`ProjectIndex.neverShipping`); `shippingPlatforms` those that ship on some platforms only
    /// (`ProjectIndex.shippingPlatforms`).
    /// `helpersNamedOnlyHere`: view helpers no other file of the project names
    /// (`ProjectIndex.helpersNamedOnlyWhereDeclared`); those this file does not call either never draw.
    /// `unreachable`: code that never runs, such as the fallback of an `#available` check every release the file
    /// is deployed to passes (`AvailabilityCondition.deadFallbacks`) or a branch on a property no caller sets
    /// (`LintContext.branchesThatNeverRun`).
    init(tree: ViewTree, includePreviews: Bool, neverShipping: Set<String> = [],
         shippingPlatforms: [String: PlatformMask] = [:], helpersNamedOnlyHere: Set<String> = [],
         unreachable: [Range<Int>] = []) {
        // Both questions from one name: hashing it is most of what they cost.
        func reach(of name: String) -> (never: Bool, platforms: PlatformMask?) {
            guard !neverShipping.isEmpty || !shippingPlatforms.isEmpty else { return (false, nil) }
            let name = FileReferenceFacts.simpleName(name)
            return (!neverShipping.isEmpty && neverShipping.contains(name),
                    shippingPlatforms.isEmpty ? nil : shippingPlatforms[name])
        }
        var previews: [Range<Int>] = unreachable + tree.unusedViewHelpers(among: helpersNamedOnlyHere)
            + tree.defaultsEveryCaseLeavesOut()
        var branches: [(range: Range<Int>, platforms: PlatformMask)] = []
        var types: [Range<Int>] = []
        var typeNames: [String] = []
        if !includePreviews {
            previews += tree.calls(named: ShippingCode.previewMacro).map { tree[$0].range }
        }
        // `tree[id].field`, never `let node = tree[id]`: a copy of every node retains and releases all its fields.
        for id in tree.nodes(.typeDecl, .function, .property) {
            switch tree[id].kind {
            case .typeDecl:
                if !includePreviews && tree.isPreviewDeclaration(id) || ShippingCode.isDebugTool(tree[id].name)
                    || tree.isUnusedPrivateType(id) {
                    previews.append(tree[id].range)
                }
                types.append(tree[id].range)
                typeNames.append(tree[id].name)
                if case .type(let info)? = tree[id].decl, ["struct", "enum", "class", "extension"].contains(info.keyword) {
                    let reach = reach(of: tree[id].name)
                    if reach.never { previews.append(tree[id].range) }
                    if let shipping = reach.platforms { branches.append((tree[id].range, shipping)) }
                }
            case .function, .property:
                previews += tree.discardedValues(in: id)
                if tree.isUnusedPrivateViewMember(id) {
                    previews.append(tree[id].range)
                    break
                }
                let (never, shipping) = reach(of: tree[id].name)
                guard never || shipping != nil,
                      tree.isViewExtensionMember(id) || tree.isFileScopeViewFunction(id) else { break }
                if never { previews.append(tree[id].range) }
                if let shipping { branches.append((tree[id].range, shipping)) }
            default:
                break
            }
        }
        // `#if` clauses, statement blocks and a modifier chain's (`.frame(width: 32, height: 32)` under `#elseif
        // os(macOS)`). Nested blocks are ranges inside ranges: each clause is judged on its own condition chain.
        for (clause, platforms) in PlatformCondition.clausePlatforms(in: tree)
        where platforms.count < PlatformCondition.allPlatforms.count {
            branches.append((tree[clause].range, PlatformMask(platforms)))
        }
        self.previews = EnclosingRangeIndex(previews)
        self.branches = branches
        self.types = EnclosingRangeIndex(types)
        self.typeNames = typeNames
    }

    /// The name of the innermost type declaration around `offset` (the last in document order), if any.
    func innermostType(at offset: Int) -> String? {
        types.largestKey(containing: offset).map { typeNames[$0] }
    }

    /// Whether code at `offset` ships on at least one of `targets`.
    mutating func ships(_ offset: Int, on targets: PlatformMask) -> Bool {
        if previews.largestKey(containing: offset) != nil { return false }
        guard !branches.isEmpty else { return true }
        let excluding: EnclosingRangeIndex
        if let cached = branchesExcluding[targets] {
            excluding = cached
        } else {
            excluding = EnclosingRangeIndex(branches.filter { $0.platforms.isDisjoint(with: targets) }.map(\.range))
            branchesExcluding[targets] = excluding
        }
        return excluding.largestKey(containing: offset) == nil
    }
}

/// Byte ranges, each with a key (its position in the list given), asked which contain an offset: the largest such
/// key in O(log n) per question, for any ranges (nested, overlapping or disjoint, in any order). A segment tree over
/// the ranges' distinct bounds: each node keeps the largest key of the ranges that cover all of its span.
struct EnclosingRangeIndex {
    /// Distinct bounds of the non-empty ranges, ascending; leaf `i` is the span `bounds[i]..<bounds[i + 1]`.
    private let bounds: [Int]
    /// `2 * leafCount` nodes: the leaves from `leafCount` on, node `i`'s parent at `i / 2`; -1 where no range.
    private let largestKeys: [Int]

    init(_ ranges: [Range<Int>]) {
        let nonEmpty = ranges.enumerated().filter { !$0.element.isEmpty }
        var bounds = nonEmpty.flatMap { [$0.element.lowerBound, $0.element.upperBound] }
        bounds.sort()
        var distinct: [Int] = []
        distinct.reserveCapacity(bounds.count)
        for bound in bounds where bound != distinct.last { distinct.append(bound) }
        let leafCount = max(distinct.count - 1, 0)
        var largestKeys = [Int](repeating: -1, count: 2 * leafCount)
        for (key, range) in nonEmpty {
            // Mark the O(log n) nodes whose spans tile the range's leaves.
            var low = Self.boundIndex(of: range.lowerBound, in: distinct) + leafCount
            var high = Self.boundIndex(of: range.upperBound, in: distinct) + leafCount
            while low < high {
                if low & 1 == 1 {
                    largestKeys[low] = max(largestKeys[low], key)
                    low += 1
                }
                if high & 1 == 1 {
                    high -= 1
                    largestKeys[high] = max(largestKeys[high], key)
                }
                low /= 2
                high /= 2
            }
        }
        self.bounds = distinct
        self.largestKeys = largestKeys
    }

    /// The largest key of the ranges containing `offset`, or nil when none does.
    func largestKey(containing offset: Int) -> Int? {
        let leafCount = largestKeys.count / 2
        guard leafCount > 0, offset >= bounds[0], offset < bounds[leafCount] else { return nil }
        // The leaf whose span holds `offset`: the last bound at or before it.
        var node = Self.boundIndex(of: offset + 1, in: bounds) - 1 + leafCount
        var largest = -1
        while node >= 1 {
            largest = max(largest, largestKeys[node])
            node /= 2
        }
        return largest >= 0 ? largest : nil
    }

    /// The number of bounds below `value` (its index when it is one of them).
    private static func boundIndex(of value: Int, in bounds: [Int]) -> Int {
        var low = 0
        var high = bounds.count
        while low < high {
            let mid = (low + high) / 2
            if bounds[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
