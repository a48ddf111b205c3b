/// What a user can act on: built-in controls, views made tappable with a gesture, and the gestures themselves.
extension ViewTree {
    /// Built-in SwiftUI views that VoiceOver exposes as something to activate or adjust.
    static let interactiveControlNames: Set<String> = [
        "Button", "Link", "NavigationLink", "Toggle", "Menu", "Picker", "Slider", "Stepper", "DatePicker",
        "MultiDatePicker", "ColorPicker", "TextField", "SecureField", "TextEditor", "ShareLink", "PasteButton",
        "EditButton", "RenameButton", "PhotosPicker", "SignInWithAppleButton",
    ]

    /// A built-in control (`Button`, `Toggle`, `TextField`, …) written as a call or a bare reference.
    func isBuiltInControl(_ id: NodeID) -> Bool {
        let node = self[id]
        guard node.kind == .call || node.kind == .reference else { return false }
        return Self.interactiveControlNames.contains(node.name)
    }

    /// A control, or a view its author made actionable: a tap gesture, or a button/link trait.
    func isInteractive(_ id: NodeID) -> Bool {
        if isBuiltInControl(id) { return true }
        return modifiers(of: id).contains { modifier in
            if !gestures(of: modifier).isEmpty { return true }
            let name = self[modifier].name
            return name == "accessibilityAddTraits"
                && TraitText.identifiers(in: firstArgumentValue(of: modifier) ?? "").contains { $0 == "isButton" || $0 == "isLink" }
        }
    }

    /// The nearest control whose label or content contains `id` (`Button { Text("a") }`), crossing no declaration.
    func enclosingBuiltInControl(of id: NodeID) -> NodeID? {
        for ancestor in ancestors(of: id) {
            let kind = self[ancestor].kind
            if kind == .property || kind == .function || kind == .typeDecl { return nil }
            if isBuiltInControl(ancestor) { return ancestor }
        }
        return nil
    }

    // MARK: - Gestures

    enum GestureKind: Hashable {
        case singleTap
        case multiTap
        case longPress
        case drag
        case magnify
        case rotate
    }

    /// Modifiers that attach a `Gesture` value.
    static let gestureModifierNames: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    /// The gestures a modifier attaches: `.onTapGesture(count:)`, `.onLongPressGesture`, or
    /// `.gesture(DragGesture())` / `.gesture(drag)` with `drag` a member of the same type. Empty when the
    /// modifier attaches no gesture or one the rule cannot read.
    func gestures(of modifier: NodeID) -> Set<GestureKind> {
        let node = self[modifier]
        switch node.name {
        case "onTapGesture":
            guard let count = argumentValue(of: modifier, labelled: "count") else { return [.singleTap] }
            guard let number = Int(count) else { return [] }
            return number <= 1 ? [.singleTap] : [.multiTap]
        case "onLongPressGesture":
            // `minimumDuration: 0` tracks a press (a pressed look, a press action), not a long press.
            return argumentValue(of: modifier, labelled: "minimumDuration").map(Self.isZero) == true ? [] : [.longPress]
        case _ where Self.gestureModifierNames.contains(node.name):
            guard let value = firstArgumentValue(of: modifier) else { return [] }
            return gestureKinds(inExpression: value, near: modifier)
        default:
            return []
        }
    }

    /// Gesture types named in an expression; a bare name is looked up among the members of the enclosing type.
    private func gestureKinds(inExpression text: String, near modifier: NodeID) -> Set<GestureKind> {
        var kinds = Self.gestureKinds(inText: text)
        if kinds.isEmpty, let owner = enclosingType(of: modifier) {
            let name = TraitText.identifiers(in: text).first { $0 != "self" }
            if let name, let member = members(ofTypeNamed: simpleTypeName(owner)).first(where: { self[$0].name == name }) {
                kinds = Self.gestureKinds(inText: self.text(in: self[member].range))
            }
        }
        return kinds
    }

    /// Reads `TapGesture(count: 2)`, `LongPressGesture()`, `DragGesture(minimumDistance: 0)`, … in raw text.
    static func gestureKinds(inText text: String) -> Set<GestureKind> {
        var kinds = Set<GestureKind>()
        let names = TraitText.identifiers(in: text)
        for (offset, name) in names.enumerated() {
            switch name {
            case "TapGesture", "SpatialTapGesture":
                if let kind = tapKind(afterGestureAt: offset, names: names, text: text) { kinds.insert(kind) }
            case "LongPressGesture": kinds.insert(.longPress)
            case "DragGesture":
                // `DragGesture(minimumDistance: 0)` is the usual way to track touch-down and touch-up, not a drag.
                let tracksPress = offset + 1 < names.count && names[offset + 1] == "minimumDistance"
                    && literalAfter("minimumDistance", in: text).map(isZero) == true
                if !tracksPress { kinds.insert(.drag) }
            case "MagnificationGesture", "MagnifyGesture": kinds.insert(.magnify)
            case "RotationGesture", "RotateGesture": kinds.insert(.rotate)
            default: continue
            }
        }
        return kinds
    }

    static func isZero(_ literal: String) -> Bool { literal == "0" || literal == "0.0" }

    /// The number literal written after `key:` in `text` (`0` in `DragGesture(minimumDistance: 0)`).
    static func literalAfter(_ key: String, in text: String) -> String? {
        let bytes = Array(text.utf8)
        let pattern = Array((key + ":").utf8)
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<start + pattern.count]) == pattern {
            var index = start + pattern.count
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            let begin = index
            while index < bytes.count, (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9"))
                    || bytes[index] == UInt8(ascii: ".") { index += 1 }
            return index > begin ? String(decoding: bytes[begin..<index], as: UTF8.self) : nil
        }
        return nil
    }

    /// `TapGesture(count: 2)` is a multi-tap; without `count:` it is a single tap; nil when the count is not a literal.
    private static func tapKind(afterGestureAt offset: Int, names: [String], text: String) -> GestureKind? {
        guard offset + 1 < names.count, names[offset + 1] == "count" else { return .singleTap }
        guard let literal = literalAfter("count", in: text), let count = Int(literal) else { return nil }
        return count <= 1 ? .singleTap : .multiTap
    }
}
