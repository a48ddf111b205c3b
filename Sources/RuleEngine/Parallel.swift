import Dispatch

/// Maps `0..<count` over `jobs` threads (strided indices, one `concurrentPerform` slot per worker; with one job,
/// on the calling thread); results keep index order, so output stays deterministic. Shared by the command line
/// and the benchmark, so that the benchmark's all-cores figure is the tool's.
public func parallelMap<T: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    let results = ResultSlots<T>(count: count)
    if workers == 1 {
        for index in 0..<count { results.store(transform(index), at: index) }
    } else {
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var index = worker
            while index < count {
                results.store(transform(index), at: index)
                index += workers
            }
        }
    }
    return results.collect()
}

/// One slot per index, each written exactly once by exactly one worker (indices are partitioned by stride),
/// and read only after `concurrentPerform` returns, which orders every write before the reads. That is why
/// the unsynchronised storage is safe to share.
private final class ResultSlots<T>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    func collect() -> [T] { (0..<count).map { storage[$0]! } }
}
