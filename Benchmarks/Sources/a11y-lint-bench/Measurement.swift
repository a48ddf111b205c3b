import Dispatch
import Foundation

/// Wall-clock and calling-thread CPU seconds of one run. On a shared machine the wall clock also counts the time
/// other processes held the core; thread CPU time does not, so single-threaded figures are taken from it.
struct Timing {
    var wall: Double
    var cpu: Double

    static func of(_ body: () -> Void) -> Timing {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = threadCPUSeconds()
        body()
        let cpu = threadCPUSeconds() - cpuStart
        return Timing(wall: Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9, cpu: cpu)
    }

    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Median and spread of repeated measurements.
struct Summary {
    let median: Double
    let minimum: Double
    let maximum: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        median = sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
    }
}

/// Every `.swift` file under the given paths (files are taken as they are), read into memory once, in path order.
struct Corpus {
    let paths: [String]
    let files: [[UInt8]]
    var byteCount: Int { files.reduce(0) { $0 + $1.count } }

    init(roots: [String]) throws {
        var paths: [String] = []
        for root in roots {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw BenchError("no such file or folder: \(root)")
            }
            if !isDirectory.boolValue { paths.append(root); continue }
            guard let enumerator = FileManager.default.enumerator(atPath: root) else {
                throw BenchError("cannot list \(root)")
            }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".swift") { paths.append(root + "/" + relative) }
            }
        }
        paths.sort()
        var files: [[UInt8]] = []
        files.reserveCapacity(paths.count)
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { throw BenchError("cannot read \(path)") }
            files.append([UInt8](data))
        }
        guard !files.isEmpty else { throw BenchError("no .swift files under \(roots.joined(separator: " "))") }
        self.paths = paths
        self.files = files
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
