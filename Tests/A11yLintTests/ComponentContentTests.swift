import XCTest
@testable import A11yLint
import RuleEngine

/// Components read through other components: an image view passed as another component's content, or drawn only
/// inside a component that every caller merges into one element, is read the way that component reads it.
final class ComponentContentTests: XCTestCase {
    /// A cover image with no label: `image-missing-label` wherever it is its own stop.
    static let cover = """
    import SwiftUI

    struct CoverImage: View {
        let name: String
        var body: some View { Image(name).resizable() }
    }
    """

    /// `path:line rule` of the `image-missing-label` and `asset-name-as-label` findings of the files, linted as
    /// one project.
    func findings(_ files: [(path: String, text: String)]) -> [String] {
        let inputs = files.map { SourceInput(path: $0.path, text: $0.text) }
        return LintSession(configuration: Configuration()).lint(inputs).findings
            .filter { ["image-missing-label", "asset-name-as-label"].contains($0.ruleID) }
            .map { "\($0.file):\($0.start.line) \($0.ruleID)" }
    }

    /// A details screen takes its artwork as a closure and hides it: the label is the screen's title.
    func testContentAComponentHidesIsNotReported() {
        let details = """
        import SwiftUI

        struct DetailsLayout<Artwork: View>: View {
            let title: String
            @ViewBuilder let artwork: () -> Artwork
            var body: some View {
                VStack {
                    artwork().accessibilityHidden(true)
                    Text(title).font(.title)
                }
            }
        }

        struct BookScreen: View {
            var body: some View {
                DetailsLayout(title: "Dune", artwork: { CoverImage(name: "dune") })
            }
        }
        """
        XCTAssertEqual(findings([("Cover.swift", Self.cover), ("Details.swift", details)]), [])
        // The same layout showing its artwork as its own stop: the image is reported.
        let shown = details.replacingOccurrences(of: "artwork().accessibilityHidden(true)", with: "artwork()")
        XCTAssertEqual(findings([("Cover.swift", Self.cover), ("Details.swift", shown)]),
                       ["Cover.swift:5 image-missing-label"])
    }

    /// The cover is drawn only inside a row that every caller merges into one element (a link's label); a row
    /// whose caller only keeps its children apart (`.contain`) leaves the cover its own stop.
    func testComponentInsideAMergedComponentIsNotReported() {
        let row = """
        import SwiftUI

        struct BookRow: View {
            let title: String
            var body: some View {
                HStack { CoverImage(name: "cover"); Text(title) }
            }
        }
        """
        let merged = """
        import SwiftUI

        struct Library: View {
            var body: some View {
                List {
                    NavigationLink(destination: Text("Dune")) { BookRow(title: "Dune") }
                    BookRow(title: "Emma").accessibilityElement(children: .combine)
                }
            }
        }
        """
        XCTAssertEqual(findings([("Cover.swift", Self.cover), ("Row.swift", row), ("Library.swift", merged)]), [])
        let contained = merged.replacingOccurrences(of: ".combine", with: ".contain")
        XCTAssertEqual(findings([("Cover.swift", Self.cover), ("Row.swift", row), ("Library.swift", contained)]),
                       ["Cover.swift:5 image-missing-label"])
    }
}
