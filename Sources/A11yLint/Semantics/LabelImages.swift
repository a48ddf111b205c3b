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
        guard self[node].kind == .call else { return nil }
        if self[node].name == "AsyncImage" { return .unnamed }
        guard self[node].name == "Image" else { return nil }
        let item = self[node]
        guard item.argument(labelled: "decorative") == nil else { return nil }
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
        return .variable(written.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }
}

extension ViewTree {
    /// Whether `node` is built in a property or function whose type is `Image` (`var icon: Image { … }`,
    /// `func symbol(for:) -> Image`): it makes a value for callers, who decide how it is labelled where they show it.
    func isInImageFactory(_ node: NodeID) -> Bool {
        guard let member = declaringMember(of: node) else { return false }
        let type: String?
        switch self[member].decl {
        case .property(let info)?: type = info.typeText
        case .function(let info)?: type = info.returnType
        case .type?, nil: type = nil
        }
        guard let type else { return false }
        let bare = type.filter { !$0.isWhitespace }
        return ["Image", "Image?", "SwiftUI.Image", "SwiftUI.Image?"].contains(bare)
    }
}

extension ViewTree {
    /// Whether `node` is a value handed to other code rather than a view shown where it is written: an argument
    /// of a custom component (`SearchPanel(image: Image(…))`, which decides how it is shown and named), or part of
    /// a statement or local binding (`let icon = Image(…)`, `images.append(Image(…))`).
    func isHandedOn(_ node: NodeID) -> Bool {
        guard let parent = self[node].parent else { return false }
        switch self[parent].kind {
        case .statement, .localBinding: return true
        case .call: return !ViewNames.isBuiltIn(self[parent].name)
        default: return false
        }
    }
}
