import Foundation
import XCTest
import RuleEngine

/// `parallelMap` shares one result buffer between workers without a lock; these tests give ThreadSanitizer
/// (`-sanitize=thread`, Documentation/robustness.md) heap values written by several workers and read back by the
/// caller to check that sharing, and check the results keep index order whatever the job count.
final class ParallelTests: XCTestCase {
    func testResultsKeepIndexOrderForEveryJobCount() {
        // Uneven work per index, so workers finish out of order.
        let expected = (0..<500).map { index in String(repeating: "x", count: index % 37) + String(index) }
        for jobs in [1, 2, 3, 8, 1_000] {
            let results = parallelMap(count: expected.count, jobs: jobs) { index in
                String(repeating: "x", count: index % 37) + String(index)
            }
            XCTAssertEqual(results, expected, "\(jobs) jobs")
        }
        XCTAssertEqual(parallelMap(count: 0, jobs: 4) { $0 }, [])
    }

    func testEveryIndexRunsExactlyOnce() {
        let counts = LockedCounts(size: 300)
        let results = parallelMap(count: 300, jobs: 4) { index -> [Int] in
            counts.increment(index)
            // Enough work (about 0.25 s in all, in debug) that two workers share the indices on two cores.
            return (0..<2_000).map { ($0 &* index) % 7 } + [index]
        }
        XCTAssertEqual(counts.values, Array(repeating: 1, count: 300))
        XCTAssertEqual(results.map { $0.last ?? -1 }, Array(0..<300))
    }
}

/// How many times each index ran, guarded by a lock.
private final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int]

    init(size: Int) { counts = Array(repeating: 0, count: size) }

    func increment(_ index: Int) {
        lock.lock()
        counts[index] += 1
        lock.unlock()
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}
