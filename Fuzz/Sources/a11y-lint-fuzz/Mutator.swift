import SwiftLexer

/// Structure-aware mutations: token ranges of the input (as our own lexer sees it) are deleted, duplicated and
/// swapped, and fragments that open or close lexer states (braces, quotes, `#`, `/`, `\(`, comments, directives,
/// invalid UTF-8) are inserted at token boundaries or anywhere. Several mutations are stacked per input.
struct Mutator {
    var random: SplitMix64
    let seeds: [[UInt8]]
    let maximumBytes: Int

    /// Fragments that change lexer or parser state; most are Swift punctuation, some are SwiftUI shapes the
    /// parser has special paths for, the rest are bytes no valid Swift file contains.
    static let fragments: [[UInt8]] = {
        let text = [
            "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "\"\"\"\n", "'", "#", "##", "#\"", "\"#",
            "##\"", "\"##", "#\"\"\"\n", "\n\"\"\"#", "/", "//", "///", "/*", "*/", "#/", "/#", "\\(", "\\#(",
            "\\", "`", "$", "$0", "@", "@State ", "?", "!", ".", ":", ",", ";", "->", "...", "..<", "=", "_",
            "#if os(iOS)\n", "#elseif DEBUG\n", "#else\n", "#endif\n", "#Preview {", "#available(iOS 17, *)",
            "VStack {", "HStack(spacing: 4) {", "Button {", "} label: {", "Button(\"", "Image(systemName: \"",
            "Text(", ".accessibilityLabel(", ".accessibilityHidden(true)", ".onTapGesture {", ".font(.system(size: ",
            ".foregroundColor(Color(red: 1, green: ", "ForEach(items) { item in", "if let x {", "} else {",
            "switch x { case .a:", "struct V: View { var body: some View {", "var body: some View {",
            "extension V {", "func f() -> some View {", "@ViewBuilder ", "// a11y-lint:disable all\n",
            "// a11y-lint:disable:next ", "0x1p-3", "1_000", "0b", "\r\n", "\r", "\n", "\t", " ",
            "\u{FEFF}", "\u{00E9}", "\u{1F600}", "\u{200B}", "\u{202E}",
        ].map { Array($0.utf8) }
        let invalidUTF8: [[UInt8]] = [
            [0x00], [0x80], [0xBF], [0xC0, 0xAF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98],
            [0xF4, 0x90, 0x80, 0x80], [0xFE], [0xFF], [0xEF, 0xBB],
        ]
        return text + invalidUTF8
    }()

    init(seed: UInt64, seeds: [[UInt8]], maximumBytes: Int) {
        self.random = SplitMix64(state: seed)
        self.seeds = seeds
        self.maximumBytes = maximumBytes
    }

    /// A new input: a seed (or `previous`, to let mutations pile up) with one to six mutations applied.
    mutating func next(previous: [UInt8]?) -> [UInt8] {
        var input: [UInt8]
        if let previous, random.chance(1, in: 3) {
            input = previous
        } else {
            input = seeds.randomElement(using: &random) ?? []
        }
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            input = mutate(input)
        }
        if input.count > maximumBytes { input.removeSubrange(maximumBytes...) }
        return input
    }

    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        let boundaries = Self.tokenBoundaries(input)
        var output = input
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1:  // delete a token range
            let range = tokenRange(boundaries)
            output.removeSubrange(range)
        case 2:  // duplicate a token range in place
            let range = tokenRange(boundaries)
            output.insert(contentsOf: input[range], at: range.upperBound)
        case 3:  // swap two token ranges
            let first = tokenRange(boundaries)
            let second = tokenRange(boundaries)
            guard first.upperBound <= second.lowerBound || second.upperBound <= first.lowerBound else { break }
            let (early, late) = first.lowerBound < second.lowerBound ? (first, second) : (second, first)
            output = Array(input[..<early.lowerBound]) + input[late] + input[early.upperBound..<late.lowerBound]
                + input[early] + input[late.upperBound...]
        case 4, 5, 6:  // insert a state-changing fragment at a token boundary
            let at = boundaries.randomElement(using: &random) ?? 0
            output.insert(contentsOf: fragment(), at: at)
        case 7:  // insert a fragment at any byte (splits tokens, multi-byte characters, line breaks)
            output.insert(contentsOf: fragment(), at: Int.random(in: 0...input.count, using: &random))
        case 8:  // splice a token range of another seed
            let donor = seeds.randomElement(using: &random) ?? []
            let donorRange = tokenRange(Self.tokenBoundaries(donor))
            let at = boundaries.randomElement(using: &random) ?? 0
            output.insert(contentsOf: donor[donorRange], at: at)
        default:  // repeat one fragment many times: deep nesting, long runs
            let piece = fragment()
            let count = Int.random(in: 2...2_000, using: &random)
            let at = boundaries.randomElement(using: &random) ?? 0
            output.insert(contentsOf: Array([[UInt8]](repeating: piece, count: count).joined()), at: at)
        }
        return output
    }

    private mutating func fragment() -> [UInt8] {
        Self.fragments.randomElement(using: &random) ?? [0x7B]
    }

    /// A range covering one to a few dozen whole tokens (with their trivia); empty for an empty input.
    private mutating func tokenRange(_ boundaries: [Int]) -> Range<Int> {
        guard boundaries.count >= 2 else { return 0..<0 }
        let start = Int.random(in: 0..<(boundaries.count - 1), using: &random)
        let length = random.chance(3, in: 4) ? Int.random(in: 1...4, using: &random) : Int.random(in: 1...64, using: &random)
        let end = min(start + length, boundaries.count - 1)
        return boundaries[start]..<boundaries[end]
    }

    /// Offsets where tokens (with their leading trivia) start, plus the end of the input.
    static func tokenBoundaries(_ input: [UInt8]) -> [Int] {
        let source = Lexer.lex(input)
        var boundaries = source.tokens.map { Int($0.start) }
        if boundaries.last != input.count { boundaries.append(input.count) }
        return boundaries
    }
}
