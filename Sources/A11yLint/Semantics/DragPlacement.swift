/// Drags that only move a view to where the user wants it (a floating control bar, a panel pulled aside), or that
/// also close a panel which another action of the same type closes too. What they change is where the view sits:
/// its controls stay where VoiceOver, Switch Control and Voice Control reach them, so no function needs the drag.
enum DragPlacement {
    /// Words of a name that holds where a view sits or how far a drag has moved it.
    static let placementWords: Set<String> = ["offset", "position", "translation", "location", "origin", "drag", "dragging"]

    /// Words of an argument label that hands a view the scale it zooms to (`scale:`, `zoomScale:`).
    static let zoomWords: Set<String> = ["scale", "zoom", "magnification"]

    /// `barOffset`, `dragTranslation`, `panelPosition`, `macControlsBarOffsetX`.
    static func isPlacementName(_ name: String) -> Bool {
        TraitText.words(of: name).contains(where: placementWords.contains)
    }

    /// `barOffset`, `dragTranslation`: a name whose last word says where (not `dragProgress`, how far along a value).
    static func endsInPlacement(_ name: String) -> Bool {
        TraitText.words(of: name).last.map { placementWords.contains($0) && $0 != "drag" && $0 != "dragging" } ?? false
    }

    /// Arithmetic that works out a placement (`hypot(dx, dy)`, `min(max(x, low), high)`).
    static let arithmetic: Set<String> = ["min", "max", "abs", "hypot", "round", "floor", "ceil", "sqrt", "clamp"]

    /// A call a drag that only moves its view may make: working out a placement (`clampedOffset(…)`, `max(…)`) or
    /// holding off a timer.
    static func isPlacementCall(_ name: String) -> Bool {
        arithmetic.contains(name) || isPlacementName(name) || isTimerCall(name)
    }

    /// Calls that restart or stop a timer (`resetHideTimer()`, `cancelHideTimer()`): the auto-hide of controls,
    /// held off while the finger is down.
    static func isTimerCall(_ name: String) -> Bool {
        TraitText.words(of: name).last == "timer"
    }
}

extension ViewTree {
    /// Views whose own scrolling or panning a drag added beside it (`.simultaneousGesture`) follows.
    static let scrollingViews: Set<String> = ["List", "ScrollView", "Form", "Map"]
    /// Views whose own zoom a pinch added beside it follows.
    static let zoomingViews: Set<String> = ["Map"]

    /// Whether the drag or pinch `modifier` is added with `.simultaneousGesture` to a view that scrolls, pans or
    /// zooms itself (a list, form or scroll view; a map): the finger moves it, which assistive technologies do
    /// their own way, and the gesture only watches (clearing a highlight, turning off a map's follow mode).
    func observesScroll(_ modifier: NodeID, kinds: Set<GestureKind>, on view: NodeID) -> Bool {
        guard self[modifier].name == "simultaneousGesture", self[view].kind == .call else { return false }
        if kinds == [.drag] { return Self.scrollingViews.contains(self[view].name) }
        return kinds == [.magnify] && Self.zoomingViews.contains(self[view].name)
    }

    /// Whether the drag `modifier` on `view` only moves it: the view is placed with `.offset` or `.position`, the
    /// drag sets a placement (`barOffset = …`), and everything else its closures do is to set placements, raise
    /// and lower a tracking flag (`isInteracting = true` … `= false`), work a placement out or restart a timer,
    /// or close a flag
    /// (`showSidebar = false`) that another action of the type also clears (a button, a tap on the dimmed
    /// background). A drag that deletes, adjusts a value or calls anything else has a function: not this.
    func onlyRepositions(drag modifier: NodeID, on view: NodeID) -> Bool {
        guard applicableModifiers(of: view).contains(where: { ["offset", "position"].contains(self[$0].name) }),
              let effects = dragClosureEffects(of: modifier),
              effects.contains(where: { !$0.isCall && DragPlacement.isPlacementName($0.member) }) else { return false }
        let raised = Set(effects.filter { $0.key.hasSuffix("=true") }.map(\.member))
        return effects.allSatisfy { effect in
            if effect.isCall { return DragPlacement.isPlacementCall(effect.member) }
            if DragPlacement.isPlacementName(effect.member) { return true }
            guard Self.clears(effect.key) || effect.key.hasSuffix("=true") else { return false }
            let lowered = effects.contains { $0.member == effect.member && !$0.key.hasSuffix("=true") }
            if raised.contains(effect.member) { return lowered }
            return isClearedElsewhere(effect.member, outside: modifier)
        }
    }

    /// Whether the gesture `modifier` on `view` only zooms it: the view is scaled with `.scaleEffect` or handed its
    /// scale as a binding, and all its closures (and the functions of the type they call) do is set that scale, a
    /// member named for a zoom, or a placement (a double tap between `scale = 1` and `4`, a pinch that zooms a photo
    /// and pans it, keeping the scale it started from in `lastScale`). What the
    /// system's Zoom does for everyone: no function is lost.
    func onlyZooms(gesture modifier: NodeID, on view: NodeID) -> Bool {
        var scaled = applicableModifiers(of: view).filter { self[$0].name == "scaleEffect" }.reduce(into: Set<String>()) {
            $0.formUnion(TraitText.identifiers(in: text(in: self[$1].range)))
        }
        // A zooming view handed its scale as a binding (`ZoomableScrollView(scale: $currentScale)`).
        for argument in self[view].arguments {
            guard let label = argument.label, let passed = BindingButtons.passedBinding(argument.value),
                  TraitText.words(of: label).contains(where: DragPlacement.zoomWords.contains) else { continue }
            scaled.insert(passed)
        }
        guard !scaled.isEmpty else { return false }
        let keys = dragClosureEffects(of: modifier).map { Set($0.map(\.key)) }
            ?? Set(gestureActionRanges(of: modifier).flatMap { actionEffects(in: $0) }.filter { !$0.hasPrefix("log:") })
        let effects = followingFunctions(keys, near: modifier).map(Self.affectedMember(of:))
        // The scale a pinch started from (`lastScale = scale`) is the zoom's own bookkeeping.
        return effects.contains { scaled.contains($0.member) } && effects.allSatisfy { effect in
            !effect.isCall && (scaled.contains(effect.member) || DragPlacement.isPlacementName(effect.member)
                || TraitText.words(of: effect.member).contains(where: DragPlacement.zoomWords.contains))
        }
    }

    /// Whether every closure of the gesture value `modifier` attaches (`.onChanged`, `.updating`, `.onEnded`)
    /// only writes to a log (`print("changed \(value)")`): a gesture wired up and never made to do anything.
    func onlyLogs(gesture modifier: NodeID) -> Bool {
        guard let closures = gestureHandlerClosures(of: modifier) else { return false }
        let effects = closures.flatMap { actionEffects(in: $0) }
        return !effects.isEmpty && effects.allSatisfy { $0.hasPrefix("log:") }
    }

    /// Whether code of the type around `modifier`, outside its gesture, sets `member` to false or nil or toggles
    /// it: another way to close what the gesture closes.
    private func isClearedElsewhere(_ member: String, outside modifier: NodeID) -> Bool {
        guard let type = declaringType(of: modifier), let gesture = gestureExpressionRange(of: modifier) else {
            return false
        }
        let whole = self[type].range
        let others = [whole.lowerBound..<max(whole.lowerBound, gesture.lowerBound),
                      min(whole.upperBound, gesture.upperBound)..<whole.upperBound]
        return others.contains { range in
            actionEffects(in: range).contains { key in
                (key.hasPrefix("\(member)=") && Self.clears(key)) || key == "\(member).toggle()"
                    || key.hasSuffix(".\(member).toggle()")
            }
        }
    }
}
