/// SwiftUI view modifiers a lower-case reference can carry on its own line: `badge.accessibilityLabel("x")` is
/// the reference `badge` with the modifier `.accessibilityLabel`, while `viewModel.load()` stays one call named
/// `viewModel.load`. A member call on a lower-case path is a modifier only when its name is in this list (or
/// starts with `accessibility`), so ordinary method calls in action closures keep their meaning.
enum SwiftUIModifierNames {
    static func contains(_ name: String) -> Bool {
        name.hasPrefix("accessibility") || names.contains(name)
    }

    static let names: Set<String> = [
        "font", "fontWeight", "fontDesign", "bold", "italic", "dynamicTypeSize", "minimumScaleFactor",
        "lineLimit", "multilineTextAlignment", "truncationMode", "textCase",
        "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "aspectRatio", "scaledToFit",
        "scaledToFill", "clipped", "clipShape", "cornerRadius", "mask", "shadow", "border",
        "foregroundColor", "foregroundStyle", "tint", "background", "backgroundStyle", "overlay", "opacity",
        "hidden", "disabled", "contentShape", "labelStyle", "buttonStyle", "toggleStyle", "imageScale",
        "symbolRenderingMode", "symbolVariant", "onTapGesture", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "animation", "transition", "scaleEffect", "rotationEffect",
        "onAppear", "onDisappear", "help", "focusable", "focused", "keyboardShortcut", "contextMenu",
        "environment", "id", "tag", "zIndex", "allowsHitTesting", "sheet", "alert", "toolbar", "navigationTitle",
        "colorScheme", "preferredColorScheme", "speechAnnouncementsQueued", "speechSpellsOutCharacters",
    ]
}
