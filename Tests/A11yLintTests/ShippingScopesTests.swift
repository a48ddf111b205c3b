import XCTest
@testable import A11yLint
import SwiftLexer
import TestSupport

/// The questions the linter asks once per finding (does this offset ship, in which type is it) answered without a
/// scan of every preview, branch and type: that scan made a file with many types and findings quadratic.
final class ShippingScopesTests: XCTestCase {
    /// Random ranges, nested, overlapping, empty and repeated, against a scan of the list for every offset.
    func testEnclosingRangeIndexAgreesWithAScan() {
        var generator = SplitMix64(state: 10)
        for round in 0..<200 {
            let span = 1 + Int(generator.next() % 64)
            let ranges = (0..<Int(generator.next() % 24)).map { _ -> Range<Int> in
                let start = Int(generator.next() % UInt64(span))
                return start..<(start + Int(generator.next() % UInt64(span - start + 1)))
            }
            let index = EnclosingRangeIndex(ranges)
            for offset in -2...(span + 2) {
                let scanned = ranges.indices.last { ranges[$0].contains(offset) }
                XCTAssertEqual(index.largestKey(containing: offset), scanned,
                               "round \(round), offset \(offset), ranges \(ranges)")
            }
        }
        XCTAssertNil(EnclosingRangeIndex([]).largestKey(containing: 0))
    }

    /// A `private` view helper nothing in the file names is never drawn; one that is used, one that is not private
    /// (another file may call it) and one that only calls itself are judged as before, except the last.
    func testUnusedPrivateViewHelpersNeverShip() {
        let text = """
            struct Tags: View {
                var body: some View { VStack { used(); Text("x") } }
                private func used() -> some View { Text("used") }
                @ViewBuilder private func leftover(for text: String) -> some View { Text(text) }
                fileprivate var oldBadge: some View { Image(systemName: "star") }
                func internalHelper() -> some View { Text("maybe used elsewhere") }
                private func countdown(_ n: Int) -> AnyView { n == 0 ? AnyView(Text("0")) : countdown(n - 1) }
                private var title: String { "not a view" }
            }
            """
        let ships = Self.shipping(in: text)
        XCTAssertTrue(ships("Text(\"used\")"))
        XCTAssertFalse(ships("Text(text)"))
        XCTAssertFalse(ships("Image(systemName"))
        XCTAssertTrue(ships("Text(\"maybe used elsewhere\")"))
        XCTAssertFalse(ships("AnyView(Text(\"0\"))"), "a helper that only calls itself is never called")
        XCTAssertTrue(ships("\"not a view\""))
    }

    /// A view a function that returns nothing builds as a statement is discarded; one a builder or a view-returning
    /// function builds is drawn.
    func testViewsAVoidFunctionBuildsNeverShip() {
        let text = """
            struct Upload: View {
                var body: some View { Text("body") }
                func loadImage() {
                    Image(uiImage: picked)
                    send(picked)
                    Task { await Text("inside task").render() }
                    Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in Text("timer").render() }
                }
                func preview() -> some View { Image("preview") }
                @ViewBuilder func badge() -> some View { Image("badge") }
            }
            """
        let ships = Self.shipping(in: text)
        XCTAssertFalse(ships("Image(uiImage: picked)"))
        XCTAssertTrue(ships("send(picked)"))
        XCTAssertTrue(ships("Text(\"inside task\")"))
        XCTAssertTrue(ships("Text(\"timer\")"))
        XCTAssertTrue(ships("Image(\"preview\")"))
        XCTAssertTrue(ships("Image(\"badge\")"))
    }

    /// A switch over an `AsyncImage` phase that names all three phases never reaches its `default`; one that
    /// names two does.
    func testDefaultAfterEveryPhaseNeverShips() {
        let text = """
            struct Photo: View {
                var body: some View {
                    AsyncImage(url: url) { phase in
                        switch phase {
                        case .empty: ProgressView()
                        case .success(let image): image.resizable()
                        case .failure: Text("Failed")
                        default: Image("unreached")
                        }
                    }
                    AsyncImage(url: url) { phase in
                        switch phase {
                        case .success(let image): image.resizable()
                        case .empty, .failure: Color.gray
                        @unknown default: Image("also unreached")
                        }
                    }
                    AsyncImage(url: url) { phase in
                        switch phase {
                        case .success(let image): image.resizable()
                        default: Image("placeholder")
                        }
                    }
                }
            }
            """
        let ships = Self.shipping(in: text)
        XCTAssertFalse(ships("Image(\"unreached\")"))
        XCTAssertFalse(ships("Image(\"also unreached\")"))
        XCTAssertTrue(ships("Image(\"placeholder\")"))
        XCTAssertTrue(ships("Text(\"Failed\")"))
    }

    /// Code only developers' builds run: a branch on a flag that holds only there, or a member named as a debugging
    /// tool. A branch on a production flag, or on another flag, ships.
    func testDevelopmentOnlyCodeNeverShips() {
        let text = """
            struct Info: View {
                var body: some View {
                    let isProduction = ConfigManager.shared.currentEnvironment.isProduction
                    List {
                        if !isProduction { Text("fork status") }
                        if AppEnvironment.current.isDebug, showsLogs { Text("logs") }
                        if environment != .production { Text("server picker") }
                        if showsTools && !Config.shared.isProduction { Text("tools") }
                        if Café.réglages.isDebug { Text("réglages") }
                        if isProduction { Text("support") }
                        if !isPremium { Text("upgrade") }
                        if environment == .production { Text("rate us") }
                        debugRows
                    }
                }
                private var debugRows: some View { Text("epoch") }
            }
            """
        let ships = Self.shipping(in: text)
        for developerOnly in ["fork status", "logs", "server picker", "tools", "réglages", "epoch"] {
            XCTAssertFalse(ships("Text(\"\(developerOnly)\")"), developerOnly)
        }
        for shipped in ["support", "upgrade", "rate us"] {
            XCTAssertTrue(ships("Text(\"\(shipped)\")"), shipped)
        }
    }

    /// Clauses split at `&&` and `,`, trimmed, empty ones left out; `&` alone and other text kept whole.
    func testConditionClauses() {
        XCTAssertEqual(ConditionClauses.of("let user, !isProduction&&isReady ,"), ["let user", "!isProduction", "isReady"])
        XCTAssertEqual(ConditionClauses.of(" a & b && é == .dev\n"), ["a & b", "é == .dev"])
        XCTAssertEqual(ConditionClauses.of("  "), [])
    }

    /// A literal condition switches code off by hand: the body of `if false` and what follows `if true` never run;
    /// a `switch` over a flag's `true` and `false` cases runs both.
    func testBranchesALiteralConditionSkipsNeverShip() {
        let text = """
            struct Library: View {
                var flag: Bool
                var body: some View {
                    if true { Text("placeholder") } else if ready { Text("shelf") } else { Text("list") }
                    if false { Text("draft") } else { Text("shown") }
                    switch flag {
                    case true: Text("on")
                    case false: Text("off")
                    }
                }
            }
            """
        let ships = Self.shipping(in: text)
        for skipped in ["shelf", "list", "draft"] { XCTAssertFalse(ships("Text(\"\(skipped)\")"), skipped) }
        for shipped in ["placeholder", "shown", "on", "off"] { XCTAssertTrue(ships("Text(\"\(shipped)\")"), shipped) }
    }

    /// A `private` type nothing else in the file names is never shown (a copy of a sheet another screen keeps its
    /// own private copy of); one the file names, an extended one, a nested one named by its outer type and an
    /// `@main` one ship.
    func testUnusedPrivateTypesNeverShip() {
        let text = """
            struct Account: View {
                var body: some View { Form { Badge() } }
                private struct Badge: View { var body: some View { Text("badge") } }
                private struct OldBadge: View { var body: some View { Text("old badge") } }
            }
            private struct EditNameSheet: View {
                var body: some View { TextField("", text: .constant("")) }
            }
            fileprivate enum Extended { case one }
            extension Extended { var label: some View { Text("extended") } }
            @main private struct Launcher: App { var body: some Scene { WindowGroup { Text("launch") } } }
            struct Internal: View { var body: some View { Text("internal") } }
            """
        let ships = Self.shipping(in: text)
        XCTAssertTrue(ships("Text(\"badge\")"))
        XCTAssertFalse(ships("Text(\"old badge\")"))
        XCTAssertFalse(ships("TextField("))
        XCTAssertTrue(ships("Text(\"extended\")"))
        XCTAssertTrue(ships("Text(\"launch\")"))
        XCTAssertTrue(ships("Text(\"internal\")"))
    }

    /// Whether the code at a snippet's first occurrence in `text` ships on every platform.
    private static func shipping(in text: String) -> (String) -> Bool {
        let tree = ViewTreeParser.parse(Lexer.lex(text))
        var scopes = ShippingScopes(tree: tree, includePreviews: false, unreachable: tree.developmentOnlyRanges())
        let all = PlatformMask.orAll(Set(PlatformCondition.allPlatforms))
        return { snippet in
            scopes.ships(text.utf8.distance(from: text.startIndex, to: text.range(of: snippet)!.lowerBound), on: all)
        }
    }

    /// 20,000 types, each with a nested one, and the innermost type of every byte (a finding's question): a scan
    /// per question over the 40,000 types is billions of steps here, the index a few million.
    func testInnermostTypeOfEveryByteAmongTwentyThousandTypes() {
        var text = ""
        var lineStart = 0
        for number in 0..<20_000 {
            if number == 123 { lineStart = text.utf8.count }
            text += "struct T\(number) { struct Inner { } }\n"
        }
        let tree = ViewTreeParser.parse(Lexer.lex(text))
        let started = RobustnessHostileSourceTests.threadCPUSeconds()
        let scopes = ShippingScopes(tree: tree, includePreviews: false)
        let names = (0..<tree.source.bytes.count).map { scopes.innermostType(at: $0) }
        let seconds = RobustnessHostileSourceTests.threadCPUSeconds() - started
        XCTAssertLessThan(seconds, 10 * SanitizerRuntime.cpuTimeFactor)
        // "struct T123 { struct Inner { } }": the outer type, the nested one, the outer again, then no type.
        XCTAssertEqual(names[lineStart], "T123")
        XCTAssertEqual(names[lineStart + 14], "Inner")
        XCTAssertEqual(names[lineStart + 29], "Inner")
        XCTAssertEqual(names[lineStart + 30], "T123")
        XCTAssertEqual(names[lineStart + 31], "T123")
        XCTAssertNil(names[lineStart + 32])
    }
}
