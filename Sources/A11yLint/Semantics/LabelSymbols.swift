/// SF Symbols that VoiceOver announces with a sensible built-in name (precision lesson 7). An icon-only control
/// showing one of these is still worth a finding, but a lower one than a custom asset, which VoiceOver reads as its
/// file name or not at all. The list is a judgement from VoiceOver's announcements on iOS 17, kept to symbols whose
/// spoken name is the action people expect (`trash` → "Delete"); it matches base names exactly after removing the
/// style suffixes `.fill`, `.circle`, `.square` (so `xmark.circle.fill` is `xmark`).
enum WellKnownSymbols {
    static func isWellKnown(_ symbol: String) -> Bool {
        names.contains(baseName(of: symbol))
    }

    private static func baseName(of symbol: String) -> String {
        var name = Substring(symbol)
        var trimmed = true
        while trimmed {
            trimmed = false
            for suffix in [".fill", ".circle", ".square"] where name.hasSuffix(suffix) && name.count > suffix.count {
                name = name.dropLast(suffix.count)
                trimmed = true
            }
        }
        return String(name)
    }

    private static let names: Set<String> = [
        "plus", "minus", "trash", "xmark", "square.and.arrow.up", "square.and.arrow.down", "magnifyingglass",
        "gear", "gearshape", "pencil", "square.and.pencil", "ellipsis", "info", "questionmark", "heart", "star",
        "bookmark", "bell", "house", "envelope", "phone", "camera", "photo", "mic", "play", "pause", "stop",
        "forward", "backward", "arrow.clockwise", "arrow.counterclockwise", "checkmark", "chevron.left",
        "chevron.right", "chevron.backward", "chevron.forward", "paperplane", "link", "lock", "calendar", "clock",
        "folder", "doc", "printer", "paperclip", "flag", "cart", "map", "location", "list.bullet", "person",
        "arrow.left", "arrow.right", "arrow.up", "arrow.down", "speaker", "speaker.wave.2", "globe", "line.3.horizontal",
    ]
}
