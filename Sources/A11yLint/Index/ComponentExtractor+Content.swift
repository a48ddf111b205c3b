import Foundation

/// Where the label of a group of views comes from, in terms of the component's stored properties.
extension ComponentExtractor {
    /// What a value says about a label. A bare identifier is taken as a stored property; the merge turns it into
    /// `.other` when the type has no such property (a local, a closure parameter).
    func labelValue(of expr: Expr) -> ComponentParameter.Value {
        switch expr {
        case .string(let literal):
            if literal.isInterpolated { return .other }
            return literal.text.allSatisfy(\.isWhitespace) ? .blank : .text(literal.text)
        case .identifier(let name):
            return name == "nil" ? .blank : .property(name)
        case .member(let base, let name):
            if case .identifier("self")? = base { return .property(name) }
            return .other
        case .call(let callee, let arguments, _):
            guard case .identifier(let name) = callee, ViewTree.stringWrappers.contains(name),
                  let first = arguments.first, first.label == nil || first.label == "localized" else { return .other }
            return labelValue(of: first.value)
        case .closure(let closure):
            return .content(contentLabel(of: tree.children(of: closure).filter { tree[$0].kind != .modifier }).0)
        case .other(let text):
            return Self.optionalWithBlankDefault(text).map { .property($0) } ?? .other
        case .number, .bool:
            return .other
        }
    }

    /// `label ?? ""` (or `self.label ?? nil`): the property when given, blank otherwise. nil for anything else.
    static func optionalWithBlankDefault(_ text: String) -> String? {
        // Most texts hold no `??`: rule them out by their bytes before Foundation splits them.
        guard text.contains("??") else { return nil }
        let parts = text.components(separatedBy: "??")
        guard parts.count == 2 else { return nil }
        var name = parts[0].trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("self.") { name.removeFirst(5) }
        let fallback = parts[1].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              fallback == "nil" || (fallback.hasPrefix("\"") && fallback.hasSuffix("\"")
                                    && fallback.dropFirst().dropLast().allSatisfy(\.isWhitespace))
        else { return nil }
        return name
    }

    /// Classifies views as a label: the stored properties shown as text, literal text, a caller-supplied view, or
    /// only an image. Looks into containers, conditionals and helpers of this file, within fixed bounds.
    /// `outerRoot`'s own modifiers are left to the caller (they apply to the whole component).
    func contentLabel(of roots: [NodeID], outerRoot: NodeID? = nil) -> (ComponentLabel, ComponentLocation?) {
        var scan = ContentScan()
        var pending = Array(roots.reversed())
        var visits = 0
        var expansions = 0
        while let id = pending.popLast() {
            visits += 1
            guard visits <= Self.maximumVisits else {
                scan.isUnknown = true
                break
            }
            let item = tree[id]
            switch item.kind {
            case .call, .reference:
                if id != outerRoot {
                    if let own = ownLabelValue(of: id) {
                        scan.add(own)
                        continue
                    }
                    if tree.hidingEvidence(ownModifiersOf: id) == .present { continue }
                }
                if let helper = computedHelper(resolving: id), expansions < Self.maximumExpansions {
                    expansions += 1
                    pending.append(contentsOf: viewRoots(of: helper).reversed())
                    continue
                }
                if item.kind == .reference {
                    if ViewNames.isSilentReference(item.name) { continue }
                    scan.contentProperty = scan.contentProperty ?? item.name
                    continue
                }
                classifyCall(id, into: &scan, pending: &pending)
            case .conditional, .branch, .ifConfig, .ifConfigBranch, .switchStatement, .ternary, .closure:
                pending.append(contentsOf: tree.children(of: id).filter { tree[$0].kind != .modifier }.reversed())
            case .recovery:
                scan.isUnknown = true
            case .modifier, .localBinding, .statement, .property, .function, .typeDecl, .file:
                continue
            }
        }
        return (scan.label, scan.image.map { location(of: $0.node) })
    }

    private func classifyCall(_ id: NodeID, into scan: inout ContentScan, pending: inout [NodeID]) {
        let item = tree[id]
        switch item.name {
        case "Text", "Label":
            if let title = item.firstUnlabelledArgument {
                if case .closure = title.value {} else { scan.add(labelValue(of: title.value)) }
            } else if item.name == "Label" {
                // `Label { title } icon: { … }`: the first closure is the title.
                for closure in tree.closures(of: id) where tree.closureLabel(closure) == "title"
                    || (tree.closureLabel(closure) == nil && tree.closures(of: id).first == closure) {
                    pending.append(contentsOf: tree.children(of: closure).filter { tree[$0].kind != .modifier })
                }
            } else {
                scan.add(.other)
            }
        case "Image":
            if item.argument(labelled: "decorative") != nil { return }
            if let label = item.argument(labelled: "label") {
                scan.add(labelValue(of: label.value) == .blank ? .blank : .other)
                return
            }
            if let symbol = item.argument(labelled: "systemName") {
                if let names = tree.symbolNames(chosenBy: symbol.value, at: id) {
                    // One of an enum's symbols, or of the names spelled around a choice: the call shows any of
                    // them, so it is judged by one that is not conventional, if there is one.
                    let judged = names.first { ConventionalSymbols.entry(for: $0) == nil } ?? names[0]
                    scan.addImage(id, symbol: .text(judged))
                    return
                }
                scan.addImage(id, symbol: labelValue(of: symbol.value))
            } else if let name = item.firstUnlabelledArgument {
                if case .string(let asset) = name.value, !asset.isInterpolated,
                   ConventionalSymbols.entry(forAssetNamed: asset.text) != nil {
                    // Read by its name, which says the action (`Image("AppDelete")`): the image names the view.
                    scan.add(.text(asset.text))
                    return
                }
                // An asset named by a stored property (`Image(icon)`): each call's name is read as the label.
                switch labelValue(of: name.value) {
                case .blank: scan.addImage(id, symbol: .blank)
                case .property(let property): scan.addImage(id, symbol: .property(property), isAsset: true)
                default: scan.addImage(id, symbol: .other)
                }
            } else {
                scan.addImage(id, symbol: .other)
            }
        case "AsyncImage":
            scan.addImage(id, symbol: .other)
        default:
            if ViewNames.silent.contains(item.name) { return }
            if ViewNames.containers.contains(item.name) {
                for closure in tree.closures(of: id) {
                    pending.append(contentsOf: tree.children(of: closure).filter { tree[$0].kind != .modifier })
                }
                return
            }
            if !item.name.contains("."), item.name.unicodeScalars.first?.properties.isUppercase == false {
                // `label()`: a stored closure of views the caller supplies.
                scan.contentProperty = scan.contentProperty ?? item.name
                return
            }
            scan.isUnknown = true
        }
    }

    /// `.accessibilityLabel(x)` on a view inside the label.
    private func ownLabelValue(of view: NodeID) -> ComponentParameter.Value? {
        for modifier in tree.modifiers(of: view) {
            let item = tree[modifier]
            if item.name == "accessibilityLabel", let value = item.arguments.first?.value { return labelValue(of: value) }
            if item.name == "accessibility", let value = item.argument(labelled: "label")?.value { return labelValue(of: value) }
        }
        return nil
    }
}

/// What a content scan has seen so far.
struct ContentScan {
    var properties: [String] = []
    var fixedText: String??
    var contentProperty: String?
    var image: (node: NodeID, symbol: ComponentParameter.Value, isAsset: Bool)?
    var isUnknown = false

    mutating func add(_ value: ComponentParameter.Value) {
        switch value {
        case .blank: break
        case .text(let text): fixedText = fixedText ?? .some(text)
        case .property(let name): if !properties.contains(name) { properties.append(name) }
        case .other: fixedText = fixedText ?? .some(nil)
        case .content(let label):
            for name in label.properties where !properties.contains(name) { properties.append(name) }
            switch label.fallback {
            case .fixed(let text): fixedText = fixedText ?? .some(text)
            case .content(let name): contentProperty = contentProperty ?? name
            case .unknown: isUnknown = true
            case .iconOnly, .empty: break
            }
        }
    }

    mutating func addImage(_ node: NodeID, symbol: ComponentParameter.Value, isAsset: Bool = false) {
        if image == nil { image = (node, symbol, isAsset) }
    }

    var label: ComponentLabel {
        if let fixedText { return ComponentLabel(properties: properties, fallback: .fixed(fixedText)) }
        if let contentProperty { return ComponentLabel(properties: properties, fallback: .content(contentProperty)) }
        if isUnknown { return ComponentLabel(properties: properties, fallback: .unknown) }
        if let image {
            switch image.symbol {
            case .property(let name):
                return ComponentLabel(properties: properties,
                                      fallback: .iconOnly(symbolProperty: name, symbol: nil, isAsset: image.isAsset))
            case .text(let symbol):
                return ComponentLabel(properties: properties, fallback: .iconOnly(symbolProperty: nil, symbol: symbol))
            case .blank, .other, .content:
                return ComponentLabel(properties: properties, fallback: .iconOnly(symbolProperty: nil, symbol: nil))
            }
        }
        return ComponentLabel(properties: properties, fallback: .empty)
    }
}
