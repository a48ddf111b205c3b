@testable import A11yLint
import XCTest

/// The per-file spelling cache the parser and the reference facts share.
final class TokenTextCacheTests: XCTestCase {
    /// Spellings are numbered in order of first appearance, also while the tables grow (a number read from the
    /// table before it moved once returned garbage and crashed the index on a file with 400 types).
    func testNumbersFollowFirstAppearanceAcrossGrowth() {
        // Short names (in two machine words) and long ones (found by hash), interleaved and repeated.
        let names = (0..<1_000).map { $0.isMultiple(of: 3) ? "aLongComponentName\($0)" : "Item\($0)" }
        let source = Array((names + names.reversed()).joined(separator: " ").utf8)
        let cache = TokenTextCache()
        var numbers: [Int32] = []
        source.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ") {
                numbers.append(cache.intern(bytes, start..<index))
                XCTAssertEqual(cache.text(bytes, start..<index),
                               String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
        }
        XCTAssertEqual(numbers, (0..<1_000).map(Int32.init) + (0..<1_000).reversed().map(Int32.init))
        XCTAssertEqual(cache.texts, names)
        XCTAssertEqual(cache.count, 1_000)
    }
}
