import SwiftLexer

/// The part of a package manifest (`Package.swift`) that says what the package builds for: the platforms it
/// declares, and which targets an app linking some of its products builds (the targets each product lists, each
/// target's dependencies on targets of the same package, and the folder holding each target's sources). Read from
/// the manifest's tokens as written, never run: a product, target or dependency named by anything but a string
/// literal is not known.
struct PackageManifest {
    /// The platforms rules know (`ios`, `macos`, …) that `platforms:` lists; empty when it lists none (SwiftPM then
    /// builds for all).
    let platforms: Set<String>
    /// The release of each platform `platforms:` names (`.iOS(.v16_4)`, `.macOS("13.0")`).
    let deploymentTargets: DeploymentTargets
    /// The targets each library or executable product lists, by product name.
    let products: [String: [String]]
    /// Each target's dependencies on targets of the same package (`"Core"`, `.target(name: "Core")`,
    /// `.byName(name: "Core")`; products of other packages left out), by target name.
    let dependencies: [String: [String]]
    /// The folder of each target's sources, relative to the package (`Sources/Core`, or its `path:`).
    let folders: [String: String]

    init(source: LexedSource) {
        let reader = Reader(source: source)
        var products: [String: [String]] = [:]
        var dependencies: [String: [String]] = [:]
        var folders: [String: String] = [:]
        var platforms: Set<String>?
        var deploymentTargets: DeploymentTargets = [:]
        var index = 0
        while index + 2 < source.tokens.count {
            if platforms == nil, let declared = reader.platforms(at: index) {
                platforms = Set(declared.keys)
                deploymentTargets = declared.compactMapValues { $0 }
            }
            guard let (kind, close) = reader.declaration(at: index) else {
                index += 1
                continue
            }
            let arguments = reader.labelledArguments(in: (index + 3)..<close)
            if let name = arguments["name"].flatMap(reader.stringLiteral) {
                if kind == .product {
                    products[name] = arguments["targets"].map(reader.stringLiterals) ?? []
                } else {
                    dependencies[name] = arguments["dependencies"].map(reader.targetDependencies) ?? []
                    let defaultFolder = (kind == .testTarget ? "Tests/" : "Sources/") + name
                    folders[name] = arguments["path"].flatMap(reader.stringLiteral).map(ProjectModel.trimmingCurrentFolder)
                        ?? defaultFolder
                }
            }
            index = close + 1
        }
        self.platforms = platforms ?? []
        self.deploymentTargets = deploymentTargets
        self.products = products
        self.dependencies = dependencies
        self.folders = folders
    }

    /// The targets building `productNames` (those of this package among them) and every target of the package
    /// they depend on.
    func targets(builtFor productNames: some Sequence<String>) -> Set<String> {
        var reached: Set<String> = []
        var pending = productNames.flatMap { products[$0] ?? [] }
        while let target = pending.popLast() {
            guard reached.insert(target).inserted else { continue }
            pending += dependencies[target] ?? []
        }
        return reached
    }

    /// The target whose folder holds the file at `relativePath` (relative to the package's folder); nil when none
    /// does.
    func target(ofFileAt relativePath: String) -> String? {
        folders.filter { relativePath.hasPrefix($0.value + "/") }.max { $0.value.count < $1.value.count }?.key
    }

    private enum DeclarationKind { case product, target, testTarget }

    /// Reads the declarations of a manifest from its tokens.
    private struct Reader {
        let source: LexedSource

        private static let declarations: [String: DeclarationKind] = [
            "library": .product, "executable": .product, "target": .target, "executableTarget": .target,
            "testTarget": .testTarget, "macro": .target, "plugin": .target,
        ]

        /// SwiftPM's platform names, as the platforms rules know.
        private static let platformNames: [String: String] = [
            "iOS": "ios", "macOS": "macos", "macCatalyst": "ios", "watchOS": "watchos", "tvOS": "tvos",
            "visionOS": "visionos",
        ]

        /// `platforms: [.iOS(.v16), .macOS("13.0")]` at `index`: the platforms listed, each with its release when
        /// it is written as one; nil for anything else, and for a setting's condition (`.when(platforms:
        /// [.linux])`, which may come first). Mac Catalyst's release is not iOS's: it is left unknown.
        func platforms(at index: Int) -> [String: OSVersion?]? {
            let tokens = source.tokens
            guard tokens[index].kind == .identifier, tokens[index + 1].kind == .colon,
                  tokens[index + 2].kind == .leftSquare, source.text(of: tokens[index]) == "platforms",
                  !(index >= 2 && tokens[index - 1].kind == .leftParen && source.text(of: tokens[index - 2]) == "when"),
                  let close = closing(index + 2) else { return nil }
            var result: [String: OSVersion?] = [:]
            for item in arrayItems((index + 2)..<(close + 1)) {
                guard item.count > 1, tokens[item.lowerBound].kind == .period else { continue }
                let name = source.text(of: tokens[item.lowerBound + 1])
                guard let platform = Self.platformNames[name] else { continue }
                let release = name == "macCatalyst" ? nil : version(in: (item.lowerBound + 2)..<item.upperBound)
                // Listed twice (`.iOS`, `.macCatalyst`): the release is known only when both say it.
                // `updateValue`: assigning a nil release through the subscript would remove the platform.
                if let known = result[platform] {
                    result.updateValue(known.flatMap { earlier in release.map { min(earlier, $0) } }, forKey: platform)
                } else {
                    result.updateValue(release, forKey: platform)
                }
            }
            return result
        }

        /// `(.v16_4)` or `("16.4")`: the release an argument list names.
        private func version(in range: Range<Int>) -> OSVersion? {
            let tokens = source.tokens
            guard range.count >= 3, tokens[range.lowerBound].kind == .leftParen else { return nil }
            let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
            if let literal = stringLiteral(inside) { return OSVersion(literal) }
            guard inside.count == 2, tokens[inside.lowerBound].kind == .period else { return nil }
            return OSVersion(source.text(of: tokens[inside.lowerBound + 1]))
        }

        /// `.library(`, `.target(`, …: the kind of declaration at `index` and the index of its closing parenthesis.
        func declaration(at index: Int) -> (DeclarationKind, Int)? {
            let tokens = source.tokens
            guard tokens[index].kind == .period, tokens[index + 1].kind == .identifier,
                  tokens[index + 2].kind == .leftParen,
                  let kind = Self.declarations[source.text(of: tokens[index + 1])],
                  let close = closing(index + 2) else { return nil }
            return (kind, close)
        }

        /// The index of the token closing the bracket at `open`; nil when the file ends first.
        func closing(_ open: Int) -> Int? {
            let tokens = source.tokens
            var depth = 0
            var index = open
            while index < tokens.count {
                switch tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace: depth += 1
                case .rightParen, .rightSquare, .rightBrace:
                    depth -= 1
                    if depth == 0 { return index }
                case .endOfFile: return nil
                default: break
                }
                index += 1
            }
            return nil
        }

        /// The value of each `label: value` argument at the top level of `range`, as a range of tokens.
        func labelledArguments(in range: Range<Int>) -> [String: Range<Int>] {
            var result: [String: Range<Int>] = [:]
            for item in items(in: range) where item.count > 2 {
                let tokens = source.tokens
                guard tokens[item.lowerBound].kind == .identifier, tokens[item.lowerBound + 1].kind == .colon else {
                    continue
                }
                result[source.text(of: tokens[item.lowerBound])] = (item.lowerBound + 2)..<item.upperBound
            }
            return result
        }

        /// The comma-separated items at the top level of `range`.
        func items(in range: Range<Int>) -> [Range<Int>] {
            var result: [Range<Int>] = []
            var start = range.lowerBound
            var index = range.lowerBound
            while index < range.upperBound {
                switch source.tokens[index].kind {
                case .leftParen, .leftSquare, .leftBrace:
                    index = min(closing(index) ?? range.upperBound, range.upperBound)
                case .comma:
                    if start < index { result.append(start..<index) }
                    start = index + 1
                default:
                    break
                }
                index += 1
            }
            if start < range.upperBound { result.append(start..<range.upperBound) }
            return result
        }

        /// `"Core"`: the text of a literal without interpolation; nil for anything else.
        func stringLiteral(_ range: Range<Int>) -> String? {
            let tokens = source.tokens
            guard range.count == 3, tokens[range.lowerBound].kind == .stringQuote,
                  tokens[range.lowerBound + 1].kind == .stringSegment,
                  tokens[range.lowerBound + 2].kind == .stringQuote else { return nil }
            return source.text(of: tokens[range.lowerBound + 1])
        }

        /// `["Core", "UI"]`: the string literals of an array.
        func stringLiterals(_ range: Range<Int>) -> [String] {
            arrayItems(range).compactMap(stringLiteral)
        }

        /// `["Core", .target(name: "UI"), .byName(name: "Kit"), .product(name: "X", package: "x")]`: the same
        /// package's targets a `dependencies:` array names.
        func targetDependencies(_ range: Range<Int>) -> [String] {
            arrayItems(range).compactMap { item in
                if let name = stringLiteral(item) { return name }
                let tokens = source.tokens
                guard item.count > 3, tokens[item.lowerBound].kind == .period,
                      ["target", "byName"].contains(source.text(of: tokens[item.lowerBound + 1])),
                      tokens[item.lowerBound + 2].kind == .leftParen,
                      let close = closing(item.lowerBound + 2) else { return nil }
                return labelledArguments(in: (item.lowerBound + 3)..<close)["name"].flatMap(stringLiteral)
            }
        }

        /// The items of an array literal `[ … ]` filling `range`; empty for anything else.
        private func arrayItems(_ range: Range<Int>) -> [Range<Int>] {
            guard range.count >= 2, source.tokens[range.lowerBound].kind == .leftSquare,
                  closing(range.lowerBound) == range.upperBound - 1 else { return [] }
            return items(in: (range.lowerBound + 1)..<(range.upperBound - 1))
        }
    }
}
