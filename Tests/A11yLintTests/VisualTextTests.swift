import XCTest
@testable import A11yLint
import RuleEngine

/// The Dynamic Type rules across files: what the project index tells them about views declared elsewhere (issue 16,
/// capability 4), and the text they must stay quiet about (capability 6c).
final class VisualTextTests: XCTestCase {
    /// `file:line rule` of the findings of `rules` when `files` are linted together, with the index of all of them.
    private func lint(_ files: [(path: String, code: String)], rules: Set<String>) -> [String] {
        let inputs = files.map { SourceInput(path: $0.path, text: $0.code, platforms: ["ios"]) }
        return LintSession(catalogue: RuleCatalogue.visualRules).lint(inputs).findings
            .filter { rules.contains($0.ruleID) }
            .map { "\($0.file):\($0.start.line) \($0.ruleID)" }
    }

    /// A design system's fixed font constant that the app applies, in other files, only to symbols sizes icons; one
    /// also applied to a text, and SwiftUI's own `.title3` written bare (not the constant), are judged as before.
    func testFontConstantAppliedOnlyToSymbolsInOtherFilesIsQuiet() {
        let fonts = """
            import SwiftUI
            enum Theme {
                enum Fonts {
                    static let replyGlyph: Font = .system(size: 8)
                    static let badge: Font = .system(size: 9)
                    static let title3: Font = .system(size: 20)
                }
            }
            """
        let bar = """
            import SwiftUI
            struct ReplyBar: View {
                var body: some View {
                    HStack {
                        Image(systemName: "arrowshape.turn.up.left.fill").font(Theme.Fonts.replyGlyph)
                        Text("Replying").font(.title3)
                        Text("3").font(Theme.Fonts.badge)
                        Image(systemName: "star").font(Theme.Fonts.title3)
                    }
                }
            }
            """
        XCTAssertEqual(lint([("Fonts.swift", fonts), ("ReplyBar.swift", bar)], rules: ["fixed-font-size"]),
                       ["Fonts.swift:5 fixed-font-size"])
    }

    // Validation corpus (S101-022): a fixed font sizes the stars of a rating view declared in another file, whose
    // body draws nested star components that are only images.
    func testFixedFontOnAComponentOfAnotherFileThatDrawsOnlyImagesIsQuiet() {
        let stars = """
            struct StarRating: View {
                let rating: Int
                var body: some View {
                    HStack(spacing: 0) {
                        // A branch per rating, each drawing the same stars: more uses than helpers followed.
                        if rating == 0 {
                            ForEach(0..<5) { _ in EmptyStar() }
                        } else if rating == 1 {
                            ForEach(0..<1) { _ in FullStar() }
                            ForEach(0..<4) { _ in EmptyStar() }
                        } else if rating == 2 {
                            ForEach(0..<2) { _ in FullStar() }
                            ForEach(0..<3) { _ in EmptyStar() }
                        } else if rating == 3 {
                            ForEach(0..<3) { _ in FullStar() }
                            ForEach(0..<2) { _ in EmptyStar() }
                        } else if rating == 4 {
                            ForEach(0..<4) { _ in FullStar() }
                            ForEach(0..<1) { _ in EmptyStar() }
                        } else if rating == 5 {
                            ForEach(0..<5) { _ in FullStar() }
                        } else if rating == 6 {
                            ForEach(0..<5) { _ in FullStar() }
                            FullStar()
                        } else if rating == 7 {
                            ForEach(0..<5) { _ in FullStar() }
                            FullStar()
                            FullStar()
                        } else {
                            EmptyStar()
                            EmptyStar()
                            EmptyStar()
                        }
                    }
                }
                struct FullStar: View {
                    var body: some View { Image(systemName: "star.fill") }
                }
                struct EmptyStar: View {
                    var body: some View { Image(systemName: "star") }
                }
            }
            struct ScoreBadge: View {
                let score: Int
                var body: some View {
                    HStack { Image(systemName: "star.fill"); Text("\\(score)") }
                }
            }
            """
        let detail = """
            struct ReviewHeader: View {
                var body: some View {
                    VStack {
                        StarRating(rating: 4)
                            .font(.system(size: 24))
                        ScoreBadge(score: 4)
                            .font(.system(size: 13))
                    }
                }
            }
            """
        XCTAssertEqual(lint([("Stars.swift", stars), ("Detail.swift", detail)], rules: ["fixed-font-size"]),
                       ["Detail.swift:7 fixed-font-size"])  // the badge shows a text
    }

    // Corpus: an action bar pins the size of icons that a function in another file returns.
    func testSizePinnedOnAnImageReturnedByAFunctionOfAnotherFileIsQuiet() {
        let actions = """
            enum PostAction {
                case reply
                func symbol(isActive: Bool) -> Image { Image(systemName: "arrowshape.turn.up.left") }
            }
            """
        let bar = """
            struct PostActionButton: View {
                let action: PostAction
                let count: Int

                var body: some View {
                    HStack {
                        action
                            .symbol(isActive: false)
                            .dynamicTypeSize(.large)
                        Text(count, format: .number)
                            .dynamicTypeSize(.medium)
                    }
                }
            }
            """
        XCTAssertEqual(lint([("Actions.swift", actions), ("Bar.swift", bar)], rules: ["dynamic-type-capped"]),
                       ["Bar.swift:11 dynamic-type-capped"])
    }

    // Linting a folder of several apps: another app's function of the same name does not decide this one's.
    func testAFunctionOfTheSameNameInAnotherProjectDoesNotCount() {
        let actions = """
            enum PostAction {
                case reply
                func symbol(isActive: Bool) -> Image { Image(systemName: "arrowshape.turn.up.left") }
            }
            """
        let bar = """
            struct PostActionButton: View {
                let action: PostAction
                var body: some View {
                    action
                        .symbol(isActive: false)
                        .dynamicTypeSize(.large)
                }
            }
            """
        let otherApp = """
            enum Sticker { func symbol(isActive: Bool) -> some View { Text("New") } }
            """
        let files = [("AppA/Actions.swift", actions, "AppA"), ("AppA/Bar.swift", bar, "AppA"),
                     ("AppB/Sticker.swift", otherApp, "AppB")]
        let inputs = files.map { file in
            SourceInput(path: file.0, text: file.1, platforms: ["ios"],
                        placement: ProjectPlacement(projectIsLintedWhole: true, isInTestFolder: false, project: file.2))
        }
        let findings = LintSession(catalogue: RuleCatalogue.visualRules).lint(inputs).findings
            .filter { $0.ruleID == "dynamic-type-capped" }
        XCTAssertEqual(findings.map { "\($0.file):\($0.start.line)" }, [])
    }

    // A function name declared once returning `Image` and once returning a view with text is not trusted.
    func testAFunctionNameThatAlsoReturnsTextIsNotTrusted() {
        let first = """
            enum Badge { func symbol() -> Image { Image(systemName: "star") } }
            """
        let second = """
            enum Tag { func symbol() -> some View { Text("New") } }
            """
        let use = """
            struct Row: View {
                let tag: Tag
                var body: some View { tag.symbol().font(.system(size: 12)) }
            }
            """
        XCTAssertEqual(lint([("A.swift", first), ("B.swift", second), ("C.swift", use)], rules: ["fixed-font-size"]),
                       ["C.swift:3 fixed-font-size"])
    }

    // Issue 16: icon components resolved through the index, in another file.
    func testFontOnIconComponentsOfAnotherFileIsQuiet() {
        let components = """
            struct CircleIcon: View {
                let systemName: String
                var body: some View { Image(systemName: systemName).padding(6).background(Circle().fill(.gray)) }
            }

            struct IconAction: View {
                let systemName: String
                let action: () -> Void
                var body: some View { Button(action: action) { Image(systemName: systemName) } }
            }

            struct Caption: View {
                let text: String
                var body: some View { Text(text) }
            }
            """
        let screen = """
            struct Header: View {
                var body: some View {
                    HStack {
                        CircleIcon(systemName: "person")
                        IconAction(systemName: "gear") { openSettings() }
                    }
                    .font(.system(size: 22))
                    Caption(text: "Signed in").font(.system(size: 11))
                }
            }
            """
        XCTAssertEqual(lint([("Components.swift", components), ("Header.swift", screen)], rules: ["fixed-font-size"]),
                       ["Header.swift:8 fixed-font-size"])
    }

    // Issue 16: a share card drawn into a picture by another file, and one that is also shown on screen.
    func testShareCardsRenderedOnlyIntoImagesAreQuiet() {
        let cards = """
            struct StreakShareCard: View {
                let days: Int
                var body: some View { Text("\\(days) day streak").font(.system(size: 22, weight: .bold)) }
            }

            struct BadgeCard: View {
                let title: String
                var body: some View { Text(title).font(.system(size: 15)) }
            }
            """
        let screen = """
            struct StreakScreen: View {
                let days: Int
                @State private var renderer = ImageRenderer(content: StreakShareCard(days: 3))

                var body: some View {
                    VStack {
                        BadgeCard(title: "Gold")
                        ShareLink(item: Image(uiImage: ImageRenderer(content: BadgeCard(title: "Gold")).uiImage!),
                                  preview: SharePreview("Badge"))
                    }
                }
            }
            """
        XCTAssertEqual(lint([("Cards.swift", cards), ("Screen.swift", screen)], rules: ["fixed-font-size"]),
                       ["Cards.swift:8 fixed-font-size"])
    }

    // Capability 6c: a fixed font does not grow, so it clips no more than it already does; a text that grows in
    // the same stack still counts.
    func testClippingIsJudgedOnTheTextsThatGrow() {
        let code = """
            struct Rows: View {
                var body: some View {
                    VStack {
                        HStack { Text(user.name).font(.system(size: 12)) }.frame(height: 20)
                        HStack { Text(user.name).dynamicTypeSize(.large) }.frame(height: 20)
                        HStack { Text("OK"); Text(user.bio) }.frame(height: 20)
                        HStack { Text("OK"); Text(user.score, format: .percent) }.frame(height: 20)
                    }
                }
            }
            """
        XCTAssertEqual(lint([("Rows.swift", code)], rules: ["text-clipping-risk"]), ["Rows.swift:6 text-clipping-risk"])
    }

    func testFontsOfDisplayTextAndCustomFontsScaleOrAreExempt() {
        let code = """
            struct Titles: View {
                var body: some View {
                    VStack {
                        Text("Welcome").font(.system(size: 34, weight: .bold))
                        Text("Chapter").font(.custom("Georgia", size: 20))
                        Text("Caption").font(.custom("Georgia", fixedSize: 12))
                        Text("Fine print").font(.system(size: 33.5))
                    }
                }
            }
            """
        XCTAssertEqual(lint([("Titles.swift", code)], rules: ["fixed-font-size"]),
                       ["Titles.swift:6 fixed-font-size", "Titles.swift:7 fixed-font-size"])
    }

    /// A text that shows an image, or a choice between two, draws a symbol: no words to clip or to size; a choice
    /// with a word on one side, or a `?` and `:` inside a string or a call, is not one.
    func testTextsOfImagesOnlyDrawSymbols() {
        let code = """
            import SwiftUI
            struct Toolbar: View {
                let isOn: Bool
                var body: some View {
                    VStack {
                        Text(isOn ? Image(systemName: "checkmark") : Image(systemName: "pencil")).frame(height: 20)
                        Text(isOn ? Image(systemName: "checkmark") : Text("Edit")).frame(height: 20)
                        Text(isOn ? "a ? b" : "c: d").frame(height: 20)
                        Text(label(isOn ? 1 : 2)).frame(height: 20)
                    }
                }
            }
            """
        XCTAssertEqual(lint([("Toolbar.swift", code)], rules: ["text-clipping-risk"]),
                       ["Toolbar.swift:7 text-clipping-risk", "Toolbar.swift:8 text-clipping-risk",
                        "Toolbar.swift:9 text-clipping-risk"])
    }
}
