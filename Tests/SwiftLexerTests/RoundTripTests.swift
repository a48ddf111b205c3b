import Dispatch
import Foundation
import XCTest
@testable import SwiftLexer

/// Every `.swift` file of every package mirror on this machine lexes losslessly.
final class RoundTripTests: XCTestCase {
    func testEverySwiftFileOfEveryPackageMirror() throws {
        let repositories = PackageMirrors.repositories()
        guard !repositories.isEmpty else { throw XCTSkip("no package mirrors under \(PackageMirrors.root)") }
        let failures = Mutex(initialValue: [String]())
        let totals = Mutex(initialValue: (files: 0, bytes: 0))
        DispatchQueue.concurrentPerform(iterations: repositories.count) { index in
            let repository = repositories[index]
            do {
                let files = try PackageMirrors.swiftFiles(in: repository)
                var bytes = 0
                for file in files {
                    bytes += file.bytes.count
                    if let violation = losslessnessViolation(Lexer.lex(file.bytes)) {
                        failures.withLock { $0.append("\(repository):\(file.path): \(violation)") }
                    }
                }
                totals.withLock { $0.files += files.count; $0.bytes += bytes }
            } catch {
                failures.withLock { $0.append("\(repository): \(error)") }
            }
        }
        let (files, bytes) = totals.withLock { $0 }
        print("round trip: \(repositories.count) repositories, \(files) files, \(bytes) bytes checked")
        XCTAssertGreaterThan(files, 0)
        let failed = failures.withLock { $0 }
        XCTAssertEqual(failed.count, 0, failed.prefix(20).joined(separator: "\n"))
    }
}

/// A minimal lock-protected box (the Synchronization module is not on every supported platform).
final class Mutex<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched while `lock` is held.
    private var value: Value
    private let lock = NSLock()

    init(initialValue: Value) { value = initialValue }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
