/// Where an `Image` gets its picture, which decides what VoiceOver says for it when nothing else names it.
enum ImageSource: Equatable {
    /// `Image(systemName: "trash")`: VoiceOver reads the symbol's built-in name, if it has one.
    case symbol(String)
    /// `Image("ic_close")`: VoiceOver reads the asset name.
    case asset(String)
    /// `Image(systemName: icon)`, `Image(name)`: a name we cannot read (the expression's source text).
    case variable(String)
    /// `Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage:…)`, `AsyncImage(url:)`: no name at all.
    case unnamed
}

extension ViewTree {
    /// The source of an `Image`/`AsyncImage` call's picture; nil for other nodes and for `Image(decorative:)`.
    func imageSource(of node: NodeID) -> ImageSource? {
        let item = self[node]
        guard item.kind == .call else { return nil }
        if item.name == "AsyncImage" { return .unnamed }
        guard item.name == "Image", item.argument(labelled: "decorative") == nil else { return nil }
        if let symbol = item.argument(labelled: "systemName") {
            return source(of: symbol, literal: ImageSource.symbol)
        }
        if let name = item.firstUnlabelledArgument {
            return source(of: name, literal: ImageSource.asset)
        }
        return .unnamed
    }

    private func source(of argument: Argument, literal: (String) -> ImageSource) -> ImageSource {
        if case .string(let text) = argument.value, !text.isInterpolated { return literal(text.text) }
        var written = Substring(text(in: argument.range))
        if let label = argument.label, written.hasPrefix(label) {
            written = written.dropFirst(label.count).drop { $0 == " " || $0 == ":" }
        }
        return .variable(String(written))
    }
}
