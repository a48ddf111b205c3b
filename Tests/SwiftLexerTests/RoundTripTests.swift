import Dispatch
import Foundation
import TestSupport
import XCTest
@testable import SwiftLexer

/// Every `.swift` file of every package mirror on this machine lexes losslessly.
final class RoundTripTests: XCTestCase {
    func testEverySwiftFileOfEveryPackageMirror() throws {
        let repositories = PackageMirrors.repositories()
        guard !repositories.isEmpty else { throw XCTSkip("no package mirrors under \(PackageMirrors.root)") }
        let failures = Locked(initialValue: [String]())
        // Diagnostics are counted, not failed on: a package may keep deliberately invalid Swift in its fixtures.
        let totals = Locked(initialValue: (files: 0, bytes: 0, diagnostics: 0))
        DispatchQueue.concurrentPerform(iterations: repositories.count) { index in
            let repository = repositories[index]
            do {
                let files = try PackageMirrors.swiftFiles(in: repository)
                var bytes = 0
                var diagnostics = 0
                for (fileIndex, file) in files.enumerated() {
                    bytes += file.bytes.count
                    // Coverage of every file; trivia split into pieces for one file in four (debug builds are slow).
                    let checkingTriviaPieces = fileIndex.isMultiple(of: 4)
                    let source = Lexer.lex(file.bytes)
                    diagnostics += source.diagnostics.count
                    if let violation = losslessnessViolation(source, checkingTriviaPieces: checkingTriviaPieces) {
                        failures.withLock { $0.append("\(repository):\(file.path): \(violation)") }
                    }
                }
                totals.withLock {
                    $0.files += files.count
                    $0.bytes += bytes
                    $0.diagnostics += diagnostics
                }
            } catch {
                failures.withLock { $0.append("\(repository): \(error)") }
            }
        }
        let (files, bytes, diagnostics) = totals.withLock { $0 }
        print("round trip: \(repositories.count) repositories, \(files) files, \(bytes) bytes checked, "
              + "\(diagnostics) lexical diagnostics")
        XCTAssertGreaterThan(files, 0)
        let failed = failures.withLock { $0 }
        XCTAssertEqual(failed.count, 0, failed.prefix(20).joined(separator: "\n"))
    }
}

/// A minimal lock-protected box (the Synchronization module is not on every supported platform).
final class Locked<Value>: @unchecked Sendable {
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
