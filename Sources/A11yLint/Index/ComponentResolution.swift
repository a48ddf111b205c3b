/// Merges per-file facts into summaries: a type's declaration with its extensions, then chains of components
/// (`PrimaryButton` whose body is `StyledButton(…)`) followed until each is resolved. Iterative: a chain of any
/// length costs an array, not call stack, and a cycle ends with the components in it summarised as unknown.
struct ComponentResolution {
    let files: [FileComponentFacts]
    let declared: [String: ComponentSummary]
    /// Whether test code's calls count as callers (`include_tests`): a test that builds a view is no screen.
    var countsTestCallers = false
    /// The views that never reach the screen (`Reachability.neverShipping`), by project: their calls are no
    /// callers (a gallery only previews show).
    var neverShipping: [String: Set<String>] = [:]

    init(files: [FileComponentFacts], declared: [String: ComponentSummary]) {
        self.files = files
        self.declared = declared
    }

    /// A component being resolved: its summary so far and, until resolved, the component its body forwards to.
    private struct Pending {
        var summary: ComponentSummary
        var storedProperties: Set<String>
        var forward: ForwardFacts?
        var ownLabel: ComponentLabel?
        var ownFlags: ComponentFlags
        var ownFrame: ComponentFrame?
    }

    func run() -> [String: [ComponentSummary]] {
        var pending = mergeDeclarations()
        resolveForwards(&pending)
        var byName: [String: [ComponentSummary]] = [:]
        for item in pending { byName[item.summary.name, default: []].append(item.summary) }
        countCallSites(into: &byName)
        return byName
    }

    // MARK: Declarations and extensions

    private func mergeDeclarations() -> [Pending] {
        var primaries: [String: [TypeFacts]] = [:]
        var extensions: [String: [TypeFacts]] = [:]
        for file in files {
            for type in file.types {
                if type.isExtension { extensions[type.name, default: []].append(type) }
                else { primaries[type.name, default: []].append(type) }
            }
        }
        var result: [Pending] = []
        for name in Set(primaries.keys).union(extensions.keys).sorted() {
            let declarations = primaries[name] ?? []
            let extras = extensions[name] ?? []
            if declarations.isEmpty {
                // Declared outside the linted files, made a view (or given a body) by extensions here.
                if let merged = merge(primary: nil, extensions: extras) { result.append(merged) }
                continue
            }
            for declaration in declarations {
                let own = extras.filter { extensionType in
                    Self.nearest(declarations, to: extensionType.location.path, location: \.location.path)?
                        .location == declaration.location
                }
                if let merged = merge(primary: declaration, extensions: own) { result.append(merged) }
            }
        }
        return result
    }

    private func merge(primary: TypeFacts?, extensions: [TypeFacts]) -> Pending? {
        let parts = (primary.map { [$0] } ?? []) + extensions
        guard let first = parts.first, parts.contains(where: { $0.declaresView || $0.body != nil }),
              let body = parts.lazy.compactMap(\.body).first else { return nil }
        let stored = primary?.storedProperties ?? []
        var initializers = parts.flatMap(\.explicitInitializers).map { initializer in
            var initializer = initializer
            for index in initializer.parameters.indices where initializer.parameters[index].isStoredAsGiven {
                let property = initializer.parameters[index].property
                initializer.parameters[index].fillsPlainProperty = stored.contains { $0.name == property && $0.isPlain }
            }
            return initializer
        }
        if let primary, primary.explicitInitializers.isEmpty {
            let parameters = stored.filter(\.isMemberwiseParameter).map { property in
                ComponentParameter(label: property.name, property: property.name, typeText: property.typeText,
                                   defaultValue: property.defaultValue, isClosure: property.isClosure,
                                   constantDefault: property.constantDefault, fillsPlainProperty: property.isPlain)
            }
            initializers.insert(ComponentInitializer(parameters: parameters, isMemberwise: true), at: 0)
        }
        let storedNames = Set(stored.map(\.name))
        var flags = body.flags
        flags.usesAnimation = parts.contains { $0.usesAnimation }
        flags.readsReduceMotion = parts.contains { $0.readsReduceMotion }
        var summary = ComponentSummary(
            name: first.name, origin: .source, location: first.location,
            genericParameters: parts.lazy.compactMap(\.genericParameters).first, initializers: initializers,
            role: body.role, label: Self.normalized(body.label, stored: storedNames),
            flags: flags, fixedFrame: body.fixedFrame, labelLocation: body.labelLocation)
        for property in stored where property.holdsContent {
            summary.contentReadings[property.name] = .some(property.contentReading)
        }
        return Pending(summary: summary, storedProperties: storedNames, forward: body.forward,
                       ownLabel: body.ownLabel, ownFlags: body.flags, ownFrame: body.fixedFrame)
    }

    /// Names that are not stored properties (locals, closure parameters, computed properties) are labels the
    /// caller cannot change: present. Without the primary declaration, nothing is known to be stored, so every
    /// name counts as such a label (quiet rather than wrong).
    static func normalized(_ label: ComponentLabel, stored: Set<String>) -> ComponentLabel {
        let kept = label.properties.filter { stored.contains($0) }
        var fallback = label.fallback
        if kept.count < label.properties.count { fallback = .fixed(nil) }
        switch fallback {
        case .content(let name) where !stored.contains(name):
            fallback = .unknown
        case .iconOnly(let symbolProperty?, let symbol, let isAsset) where !stored.contains(symbolProperty):
            fallback = .iconOnly(symbolProperty: nil, symbol: symbol, isAsset: isAsset)
        default:
            break
        }
        return ComponentLabel(properties: kept, fallback: fallback)
    }

    // MARK: Chains

    /// Resolves each chain depth first with an explicit stack: a component is composed once the component it
    /// forwards to is resolved. A component met again while its own chain is open closes a cycle: the components in
    /// the cycle have nothing to inherit and become unknown.
    private func resolveForwards(_ pending: inout [Pending]) {
        var indicesByName: [String: [Int]] = [:]
        for index in pending.indices { indicesByName[pending[index].summary.name, default: []].append(index) }
        for start in pending.indices where pending[start].forward != nil {
            var stack = [start]
            while let top = stack.last {
                guard let forward = pending[top].forward else {
                    stack.removeLast()
                    continue
                }
                if let declaredCallee = declared[forward.callee] {
                    compose(&pending[top], forward: forward, callee: declaredCallee)
                    continue
                }
                let path = pending[top].summary.location?.path ?? ""
                guard let chosen = Self.nearest(indicesByName[forward.callee] ?? [], to: path,
                                                location: { pending[$0].summary.location?.path ?? "" }) else {
                    // A view from a module that is neither linted nor declared: nothing to inherit.
                    Self.markUnknown(&pending[top], keepingOwnLabel: true)
                    continue
                }
                if pending[chosen].forward == nil {
                    compose(&pending[top], forward: forward, callee: pending[chosen].summary)
                } else if let cycleStart = stack.firstIndex(of: chosen) {
                    for member in stack[cycleStart...] { Self.markUnknown(&pending[member], keepingOwnLabel: false) }
                } else {
                    stack.append(chosen)
                }
            }
        }
    }

    private static func markUnknown(_ item: inout Pending, keepingOwnLabel: Bool) {
        item.forward = nil
        item.summary.role = item.ownFlags.isHidden ? .decorative : .unknown
        item.summary.label = keepingOwnLabel ? item.ownLabel.map { normalized($0, stored: item.storedProperties) } ?? .unknown
            : .unknown
    }

    private func compose(_ item: inout Pending, forward: ForwardFacts, callee: ComponentSummary) {
        var summary = item.summary
        summary.role = item.ownFlags.isHidden ? .decorative : callee.role
        summary.labelLocation = callee.labelLocation
        summary.fixedFrame = item.ownFrame ?? callee.fixedFrame
        var flags = callee.flags
        flags.isHidden = flags.isHidden || item.ownFlags.isHidden
        flags.grouping = item.ownFlags.grouping ?? callee.flags.grouping
        flags.hasTapGesture = flags.hasTapGesture || item.ownFlags.hasTapGesture
        flags.hasButtonTrait = flags.hasButtonTrait || item.ownFlags.hasButtonTrait
        flags.usesAnimation = flags.usesAnimation || item.summary.flags.usesAnimation
        flags.readsReduceMotion = flags.readsReduceMotion || item.summary.flags.readsReduceMotion
        summary.flags = flags
        let inherited = Self.label(of: callee, calledWith: forward) ?? .unknown
        let label = item.ownLabel?.applied(over: inherited) ?? inherited
        summary.label = Self.normalized(label, stored: item.storedProperties)
        item.summary = summary
        item.forward = nil
    }

    /// The callee's label seen from the caller: its label properties replaced by what the call passes.
    static func label(of callee: ComponentSummary, calledWith forward: ForwardFacts) -> ComponentLabel? {
        let labels = forward.arguments.map(\.label)
        guard let binding = callee.bind(argumentLabels: Array(labels.dropLast(forward.trailingClosureCount)),
                                        trailingClosureLabels: Array(labels.suffix(forward.trailingClosureCount)))
        else { return nil }
        func value(of property: String) -> ComponentParameter.Value? {
            if let position = binding.arguments[property] { return forward.arguments[position].value }
            return binding.defaults[property] ?? nil
        }
        var scan = ContentScan()
        for property in callee.label.properties {
            if let bound = value(of: property) { scan.add(bound) }
        }
        var fallback = callee.label.fallback
        switch fallback {
        case .iconOnly(let symbolProperty?, _, let isAsset):
            switch value(of: symbolProperty) {
            case .property(let name)?: fallback = .iconOnly(symbolProperty: name, symbol: nil, isAsset: isAsset)
            case .text(let symbol)?: fallback = .iconOnly(symbolProperty: nil, symbol: symbol, isAsset: isAsset)
            default: fallback = .iconOnly(symbolProperty: nil, symbol: nil)
            }
        case .content(let property):
            switch value(of: property) {
            case .content(let label)?:
                scan.add(.content(label))
                fallback = label.fallback
            case .property(let name)?:
                fallback = .content(name)
            default:
                fallback = .unknown
            }
        case .fixed, .iconOnly, .empty, .unknown:
            break
        }
        if let fixed = scan.fixedText { return ComponentLabel(properties: scan.properties, fallback: .fixed(fixed)) }
        if scan.isUnknown { return ComponentLabel(properties: scan.properties, fallback: .unknown) }
        return ComponentLabel(properties: scan.properties, fallback: fallback)
    }

    // MARK: Call sites

    /// How many times the call sites are counted again with what the last count says of their callers: a chain
    /// of components each shown only inside the next (`Artwork` inside `Cover` inside a hidden row) is followed this
    /// many links up.
    static let callerRounds = 4

    private func countCallSites(into byName: inout [String: [ComponentSummary]]) {
        // The summaries in one array, each name's candidates side by side: a call site's summary is then found
        // once, not hashed by name again in every round (only the counts change from round to round).
        var uncounted: [ComponentSummary] = []
        var starts: [String: Int] = [:]
        starts.reserveCapacity(byName.count)
        for (name, candidates) in byName {
            starts[name] = uncounted.count
            uncounted.append(contentsOf: candidates)
        }
        let sites = resolvedCallSites(byName, starts: starts)
        var previous = uncounted
        for _ in 0..<Self.callerRounds {
            var counted = uncounted
            countCallSitesOnce(sites, into: &counted, callers: previous)
            if counted == previous { break }
            previous = counted
        }
        Self.recordConstantProperties(sites.calls, into: &previous)
        var offset = 0
        for index in byName.values.indices {
            let count = byName.values[index].count
            byName.values[index] = Array(previous[offset..<(offset + count)])
            offset += count
        }
    }

    /// A call site with the positions (in the flattened summaries) of the summary it counts for, of the component
    /// it is passed to as content and of the type holding it, when a round can ask for them.
    private struct ResolvedCallSite {
        var call: CallSiteFacts
        var counted: Int
        var receiver: Int?
        var caller: Int?
    }

    /// Every call site that counts for a summary, resolved (`ResolvedCallSite`), then every rendering into an image
    /// by the position of the summary it counts for.
    private func resolvedCallSites(_ byName: [String: [ComponentSummary]],
                                   starts: [String: Int]) -> (calls: [ResolvedCallSite], renderedIntoImage: [Int]) {
        func position(of name: String, near path: String) -> Int? {
            guard let candidates = byName[name], let position = Self.nearestPosition(candidates, to: path),
                  let start = starts[name] else { return nil }
            return start + position
        }
        var calls: [ResolvedCallSite] = []
        var renderedIntoImage: [Int] = []
        for file in files where countsTestCallers || !file.references.isTestCode {
            let unshipped = neverShipping[file.references.placement.project] ?? []
            for call in file.callSites {
                if let caller = call.callerType, unshipped.contains(caller) { continue }
                guard declared[call.name] == nil, let counted = position(of: call.name, near: file.path) else { continue }
                var site = ResolvedCallSite(call: call, counted: counted)
                if !call.decidesReading, let receiver = call.passedAsContent {
                    site.receiver = position(of: receiver.component, near: file.path)
                }
                // The caller's own callers decide whether it is merged away, or what it is drawn over.
                if !call.mergesOrHides || call.backdrop == .uncovered, let caller = call.callerType,
                   caller != call.name {
                    site.caller = position(of: caller, near: file.path)
                }
                calls.append(site)
            }
            for name in file.renderedIntoImage {
                guard declared[name] == nil, let counted = position(of: name, near: file.path) else { continue }
                renderedIntoImage.append(counted)
            }
        }
        return (calls, renderedIntoImage)
    }

    /// `ComponentCallSites.constantProperties`: for each plain stored property, the constant every call site
    /// passes or leaves as its default; and `literalStrings`, the string literals they pass when each passes one;
    /// when every call binds to the component's only initialiser (the memberwise
    /// one, or an `init` that stores the parameter as given).
    private static func recordConstantProperties(_ calls: [ResolvedCallSite], into summaries: inout [ComponentSummary]) {
        var constants: [Int: [String: ArgumentConstant]] = [:]
        var varying: [Int: Set<String>] = [:]
        var strings: [Int: [String: Set<String>]] = [:]
        var notStrings: [Int: Set<String>] = [:]
        var unbound: Set<Int> = []
        for site in calls where !unbound.contains(site.counted) {
            let summary = summaries[site.counted]
            guard summary.initializers.count == 1, let initializer = summary.initializers.first,
                  let binding = initializer.bind(argumentLabels: site.call.argumentLabels,
                                                 trailingClosureLabels: site.call.trailingClosureLabels) else {
                unbound.insert(site.counted)
                continue
            }
            for parameter in initializer.parameters where parameter.fillsPlainProperty {
                let property = parameter.property
                let value = binding.arguments[property].map { position in
                    position < site.call.argumentConstants.count ? site.call.argumentConstants[position] : nil
                } ?? parameter.constantDefault
                if let value, constants[site.counted]?[property].map({ $0 == value }) ?? true {
                    constants[site.counted, default: [:]][property] = value
                } else {
                    varying[site.counted, default: []].insert(property)
                }
                if case .string(let literal)? = value {
                    strings[site.counted, default: [:]][property, default: []].insert(literal)
                } else {
                    notStrings[site.counted, default: []].insert(property)
                }
            }
        }
        for (position, found) in constants where !unbound.contains(position) {
            let kept = found.filter { !(varying[position]?.contains($0.key) ?? false) }
            if !kept.isEmpty { summaries[position].callSites.constantProperties = kept }
        }
        for (position, found) in strings where !unbound.contains(position) {
            let kept = found.filter { !(notStrings[position]?.contains($0.key) ?? false) }
            if !kept.isEmpty { summaries[position].callSites.literalStrings = kept }
        }
    }

    /// One count of every call site. A call the caller does not group or hide itself is read as one element, or
    /// hidden, when the component it is passed to as content reads that content so (`Card(image: { Cover() })`),
    /// or when every caller of the type holding it does (`callers`: the previous count). A call in a type drawn only
    /// into pictures counts as drawn into a picture.
    private func countCallSitesOnce(_ sites: (calls: [ResolvedCallSite], renderedIntoImage: [Int]),
                                    into summaries: inout [ComponentSummary], callers: [ComponentSummary]) {
        for site in sites.calls {
            // A row of a share card drawn only into a picture is drawn only into that picture too.
            if let position = site.caller, callers[position].callSites.isOnlyRenderedIntoImages {
                summaries[site.counted].callSites.renderedIntoImage += 1
                continue
            }
            var call = site.call
            if !call.decidesReading, let receiver = call.passedAsContent, let position = site.receiver,
               let reading = callers[position].contentReading(forArgument: receiver.label) {
                call.decidesReading = true
                call.mergesOrHides = true
                call.hides = call.hides || reading == .hidden
            }
            if !call.mergesOrHides, let position = site.caller, callers[position].callSites.isAlwaysMergedOrHiddenByCaller {
                call.decidesReading = true
                call.mergesOrHides = true
                call.hides = call.hides || callers[position].callSites.isAlwaysHiddenByCaller
            }
            // Nothing of the caller's is behind the call: what is behind the caller is.
            var backdrops: Set<CallerBackdrop> = [call.backdrop]
            if call.backdrop == .uncovered {
                let callersBackdrops = site.caller.map { callers[$0].callSites.backdrops } ?? []
                backdrops = callersBackdrops.isEmpty ? [.system] : callersBackdrops
            }
            summaries[site.counted].callSites.count(call, backdrops: backdrops)
        }
        for position in sites.renderedIntoImage { summaries[position].callSites.renderedIntoImage += 1 }
    }

    // MARK: Same name in several places

    /// `nearestIndex` of the candidates' paths, without listing them when there is only one candidate (most names).
    private static func nearestPosition(_ candidates: [ComponentSummary], to path: String) -> Int? {
        guard candidates.count > 1 else { return candidates.isEmpty ? nil : 0 }
        return nearestIndex(candidates.map { $0.location?.path ?? "" }, to: path)
    }

    /// The candidate declared nearest to `path`: in the same file, else sharing the most leading folders.
    /// nil on a tie (the linter stays quiet rather than mixing two components up).
    static func nearest<T>(_ candidates: [T], to path: String, location: (T) -> String) -> T? {
        guard candidates.count > 1 else { return candidates.first }
        return nearestIndex(candidates.map(location), to: path).map { candidates[$0] }
    }

    static func nearestIndex(_ paths: [String], to path: String) -> Int? {
        guard paths.count > 1 else { return paths.isEmpty ? nil : 0 }
        let scores = paths.map { candidate in
            candidate == path ? Int.max : sharedFolderCount(path, candidate)
        }
        guard let top = scores.max(), scores.filter({ $0 == top }).count == 1 else { return nil }
        return scores.firstIndex(of: top)
    }

    /// How many leading folders two paths share (the file name is no folder; empty components are skipped).
    /// Compared as bytes in place: rules ask this for every call of a name declared in many files, and splitting
    /// every candidate path into substrings cost a tenth of a whole lint.
    static func sharedFolderCount(_ lhs: String, _ rhs: String) -> Int {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let slash = UInt8(ascii: "/")
                let leftEnd = fileNameStart(left), rightEnd = fileNameStart(right)
                var leftIndex = 0, rightIndex = 0, shared = 0
                while true {
                    while leftIndex < leftEnd, left[leftIndex] == slash { leftIndex += 1 }
                    while rightIndex < rightEnd, right[rightIndex] == slash { rightIndex += 1 }
                    guard leftIndex < leftEnd, rightIndex < rightEnd else { return shared }
                    var leftStop = leftIndex, rightStop = rightIndex
                    while leftStop < leftEnd, left[leftStop] != slash { leftStop += 1 }
                    while rightStop < rightEnd, right[rightStop] != slash { rightStop += 1 }
                    guard leftStop - leftIndex == rightStop - rightIndex,
                          (0..<(leftStop - leftIndex)).allSatisfy({ left[leftIndex + $0] == right[rightIndex + $0] })
                    else { return shared }
                    shared += 1
                    leftIndex = leftStop
                    rightIndex = rightStop
                }
            }
        }
    }

    /// Offset of the last non-empty component: everything before it is folders.
    private static func fileNameStart(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        var end = path.count
        while end > 0, path[end - 1] == UInt8(ascii: "/") { end -= 1 }
        while end > 0, path[end - 1] != UInt8(ascii: "/") { end -= 1 }
        return end
    }
}

/// Which arguments fill which stored properties.
struct ComponentBinding {
    /// Stored property → index of the argument (arguments first, then trailing closures).
    var arguments: [String: Int]
    /// Stored property → default value of a parameter the call leaves out.
    var defaults: [String: ComponentParameter.Value?]
}

extension ComponentSummary {
    /// Matches a call's argument labels (`nil` for unlabelled) and trailing closures against the initialisers, the
    /// first that fits winning. Configuration-declared components, whose initialisers are unknown, bind by label.
    func bind(argumentLabels: [String?], trailingClosureLabels: [String?]) -> ComponentBinding? {
        if origin == .configuration {
            var arguments: [String: Int] = [:]
            for (index, label) in argumentLabels.enumerated() { if let label { arguments[label] = arguments[label] ?? index } }
            return ComponentBinding(arguments: arguments, defaults: [:])
        }
        for initializer in initializers {
            if let binding = initializer.bind(argumentLabels: argumentLabels, trailingClosureLabels: trailingClosureLabels) {
                return binding
            }
        }
        return nil
    }
}

extension ComponentInitializer {
    /// Swift's rules, simplified: arguments match parameters in order, skipping parameters with defaults; the first
    /// unlabelled trailing closure takes the next closure parameter (or the next without a default), labelled ones
    /// their parameter; every parameter left must have a default.
    func bind(argumentLabels: [String?], trailingClosureLabels: [String?]) -> ComponentBinding? {
        var arguments: [String: Int] = [:]
        var next = 0
        var position = 0
        func take(_ matches: (ComponentParameter) -> Bool) -> Bool {
            while next < parameters.count {
                let parameter = parameters[next]
                next += 1
                if matches(parameter) {
                    arguments[parameter.property] = position
                    return true
                }
                guard parameter.defaultValue != nil else { return false }
            }
            return false
        }
        for label in argumentLabels {
            guard take({ $0.label == (label ?? "_") }) else { return nil }
            position += 1
        }
        for (offset, label) in trailingClosureLabels.enumerated() {
            // A parameter without a default must take the closure for the call to compile, whatever its type
            // says (`let action: VoidAction`, a type alias of a function type).
            let matched = label == nil && offset == 0 ? take { $0.isClosure || $0.defaultValue == nil }
                : take { $0.label == label }
            guard matched else { return nil }
            position += 1
        }
        var defaults: [String: ComponentParameter.Value?] = [:]
        for parameter in parameters[next...] {
            guard let value = parameter.defaultValue else { return nil }
            defaults[parameter.property] = value
        }
        // Parameters skipped on the way were defaulted too.
        for parameter in parameters[..<next] where arguments[parameter.property] == nil {
            defaults[parameter.property] = parameter.defaultValue
        }
        return ComponentBinding(arguments: arguments, defaults: defaults)
    }
}

private extension ComponentCallSites {
    /// Counts one call site in each tally it belongs to, drawn over `backdrops`.
    mutating func count(_ call: CallSiteFacts, backdrops callBackdrops: Set<CallerBackdrop>) {
        total += 1
        if call.decidesReading { groupedOrHidden += 1 }
        if call.mergesOrHides { mergedOrHidden += 1 }
        if call.addsButtonTrait { addingButtonTrait += 1 }
        if call.hides { hidden += 1 }
        if call.isTapped { tapped += 1 }
        if call.isRepeated { repeated += 1 }
        if call.isNamedAsTab { namedAsTab += 1 }
        if call.isSectionOfNavigation { sectionsOfNavigation += 1 }
        if call.isInListRow { inListRow += 1 }
        if call.isInToolbar { inToolbar += 1 }
        if call.isMenuItem { menuItems += 1 }
        if call.setsFixedFont { givingFixedFont += 1 }
        backdrops.formUnion(callBackdrops)
        if let pinned = call.pinnedAppearance { pinnedAppearances[pinned, default: 0] += 1 }
        if call.decidesReading || call.isInSelectableListRow { readAsOneElement += 1 }
    }
}
