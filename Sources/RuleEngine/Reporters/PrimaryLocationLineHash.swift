/// `partialFingerprints.primaryLocationLineHash` exactly as GitHub's `upload-sarif` action computes it when a
/// result has none, so that our values and the ones it would compute agree (it warns when they differ) and alerts
/// keep their identity when code moves.
///
/// The algorithm, as documented by that action: the file is read as UTF-16 code units; spaces and tabs are skipped
/// and CR, LF and CRLF all count as one LF. The hash of a line is a polynomial rolling hash (base 37, 64-bit wrapping
/// arithmetic) of the first 100 remaining code units from the start of that line, which may run into the lines after
/// it; the end of the file adds the value 65535 and then zeros. The value is the hash in lowercase hexadecimal, a
/// colon, and how many lines so far in the file had the same hash (`"a1b2c3:1"`).
package enum PrimaryLocationLineHash {
    private static let windowSize = 100
    private static let base: UInt64 = 37
    private static let endOfFile: UInt16 = 0xFFFF

    /// One value per line, index 0 being line 1. A file ending with a line break has one more (empty) line.
    package static func lineHashes(of text: String) -> [String] {
        var hashes: [String] = []
        var window = [UInt64](repeating: 0, count: windowSize)
        // For each window slot, the 1-based line that starts at the code unit stored there, or 0.
        var lineStartingAt = [Int](repeating: 0, count: windowSize)
        var hash: UInt64 = 0
        var outgoingFactor: UInt64 = 1
        for _ in 0..<windowSize { outgoingFactor = outgoingFactor &* base }
        var slot = 0
        var lineCount = 0
        var atLineStart = true
        var previousWasCR = false
        var occurrences: [UInt64: Int] = [:]

        func emitHash() {
            let count = (occurrences[hash] ?? 0) + 1
            occurrences[hash] = count
            let line = lineStartingAt[slot]
            while hashes.count < line { hashes.append("") }
            hashes[line - 1] = String(hash, radix: 16) + ":" + String(count)
            lineStartingAt[slot] = 0
        }

        func push(_ value: UInt64) {
            let outgoing = window[slot]
            window[slot] = value
            hash = base &* hash &+ value &- outgoingFactor &* outgoing
            slot = (slot + 1) % windowSize
        }

        func process(_ unit: UInt16) {
            var unit = unit
            if unit == 0x20 || unit == 0x09 || (previousWasCR && unit == 0x0A) {
                previousWasCR = false
                return
            }
            if unit == 0x0D {
                unit = 0x0A
                previousWasCR = true
            } else {
                previousWasCR = false
            }
            if lineStartingAt[slot] != 0 { emitHash() }
            if atLineStart {
                atLineStart = false
                lineCount += 1
                lineStartingAt[slot] = lineCount
            }
            if unit == 0x0A { atLineStart = true }
            push(UInt64(unit))
        }

        for unit in text.utf16 { process(unit) }
        process(endOfFile)
        for _ in 0..<windowSize {
            if lineStartingAt[slot] != 0 { emitHash() }
            push(0)
        }
        return hashes
    }
}
