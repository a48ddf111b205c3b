/// A small seeded generator (SplitMix64): the same seed gives the same corpus on every machine and toolchain,
/// which `SystemRandomNumberGenerator` and the standard library's shuffles do not promise.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Uniform in `range`, by rejection so that no value is favoured (the standard library's algorithm for
    /// `Int.random(in:using:)` is not promised to stay the same, so it is not used).
    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        let limit = UInt64.max - UInt64.max % span
        var value = next()
        while value >= limit { value = next() }
        return range.lowerBound + Int(value % span)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(in: 0...99) < percent }

    mutating func pick<Element>(_ choices: [Element]) -> Element { choices[int(in: 0...(choices.count - 1))] }
}
