import SwiftUI

/// Declarations the tree records: generics, conformances, attributes, property wrappers with arguments,
/// computed properties with accessors, initialisers with builder parameters, extensions adding View conformance,
/// protocols, enums, previews.
@MainActor
public struct Card<Content: View>: View, Equatable where Content: Sendable {
    @ScaledMetric(relativeTo: .largeTitle) var size = 56
    @Environment(\.colorScheme) private var colorScheme
    @Binding var isExpanded: Bool
    static let cornerRadius: CGFloat = 12, padding: CGFloat = 8
    private let content: Content

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self._isExpanded = isExpanded
        self.content = content()
    }

    public var body: some View {
        content
            .padding(Self.padding)
            .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: Self.cornerRadius))
    }

    var title: String {
        get { isExpanded ? "Less" : "More" }
        set { isExpanded = newValue == "Less" }
    }

    var count = 0 {
        didSet { print("count changed") }
    }

    subscript(index: Int) -> String { "\(index)" }

    public static func == (lhs: Card, rhs: Card) -> Bool { true }
}

struct Banner {
    let text: String
}

extension Banner: View {
    var body: some View {
        Text(text)
    }
}

extension View {
    func cardStyle(tint: Color = .blue, radius: CGFloat = 8) -> some View {
        modifier(CardStyle(tint: tint, radius: radius))
    }
}

protocol Themed {
    var theme: Theme { get set }
    func apply(_ theme: Theme) async throws -> Bool
}

enum Theme: String, CaseIterable {
    case light, dark
    case custom = "custom"

    var color: Color { self == .light ? .white : .black }
}

final class Store: ObservableObject {
    @Published var items: [String] = []
    deinit {}
}

actor Cache {
    private var storage: [String: Data] = [:]
}

#Preview("Light") {
    Banner(text: "Hello")
}

struct Banner_Previews: PreviewProvider {
    static var previews: some View {
        Banner(text: "Preview")
    }
}

/// Raw values with shifts and comparisons end at the line's end; open generic angles continue the declaration.
enum ToolbarSlot: Int {
    typealias Handlers = Dictionary<
        String,
        () -> Void
    >
    case leading = 1
    case trailing = 1 << 4
    case hidden = 0b1<<5
    var icon: some View {
        Button { } label: { Image(systemName: "trash") }
    }
}

/// Attributes with generic arguments, and a return type continued on the next line.
struct Composer: View {
    @FocusState<Field?> var focusedField: Field?
    @FocusState<Field?>.Binding var parentFocus: Field?

    @ToolbarContentBuilder<Placement>
    var tools: some ToolbarContent { ToolbarItem { Text("Tools") } }

    var body: some View { Text("Compose") }

    private func draft(from text: String) -> Models
        .Draft?
    {
        Models.Draft(text: text)
    }
}
