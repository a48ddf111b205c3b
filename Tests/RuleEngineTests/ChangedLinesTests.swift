@testable import RuleEngine
import XCTest

final class ChangedLinesTests: XCTestCase {
    static let diff = """
        diff --git a/App/Screen.swift b/App/Screen.swift
        index 1111111..2222222 100644
        --- a/App/Screen.swift
        +++ b/App/Screen.swift
        @@ -3,0 +4,2 @@ struct Screen: View {
        +        Button { } label: { Image("ic_add") }
        +        Text("New")
        @@ -10 +12 @@ struct Screen: View {
        -        Text("Old")
        +        Text("Changed")
        @@ -20,3 +22,0 @@
        -gone
        diff --git a/Old.swift b/Old.swift
        deleted file mode 100644
        --- a/Old.swift
        +++ /dev/null
        @@ -1,2 +0,0 @@
        -a
        -b
        """

    func testHunksGiveTheChangedLinesOfTheNewFile() {
        let changed = ChangedLines(unifiedDiff: Self.diff)
        XCTAssertEqual(changed.lines["App/Screen.swift"], [4...5, 12...12])
        XCTAssertNil(changed.lines["Old.swift"])
        XCTAssertTrue(changed.touches("App/Screen.swift", from: 4, to: 4))
        XCTAssertTrue(changed.touches("App/Screen.swift", from: 1, to: 4), "a finding spanning a changed line")
        XCTAssertTrue(changed.touches("App/Screen.swift", from: 12, to: 12))
        XCTAssertFalse(changed.touches("App/Screen.swift", from: 6, to: 11))
        XCTAssertFalse(changed.touches("App/Screen.swift", from: 22, to: 24), "removed lines only")
        XCTAssertFalse(changed.touches("Other.swift", from: 1, to: 100))
    }

    func testAdjacentHunksMergeAndWholeFilesCount() {
        var changed = ChangedLines(unifiedDiff: "+++ b/A.swift\n@@ -1 +1,2 @@\n@@ -5 +3 @@\n@@ -9 +10,0 @@\n")
        XCTAssertEqual(changed.lines["A.swift"], [1...3])
        changed.addWholeFile("New.swift")
        XCTAssertTrue(changed.touches("New.swift", from: 900, to: 900))
    }
}

final class UnifiedDiffTests: XCTestCase {
    func testLinesRewrittenInPlaceGiveOneHunkEach() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "LINE 5\n").replacingOccurrences(of: "line 18\n", with: "LINE 18\n")
        XCTAssertEqual(UnifiedDiff.make(old: old, new: new, path: "A.swift"), """
            --- a/A.swift
            +++ b/A.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +LINE 5
             line 6
             line 7
             line 8
            @@ -15,6 +15,6 @@
             line 15
             line 16
             line 17
            -line 18
            +LINE 18
             line 19
             line 20

            """)
        XCTAssertEqual(UnifiedDiff.make(old: old, new: old, path: "A.swift"), "")
    }

    func testInsertedLinesAreOneHunk() {
        XCTAssertEqual(UnifiedDiff.make(old: "a\nb\n", new: "a\nx\ny\nb\n", path: "B.swift"), """
            --- a/B.swift
            +++ b/B.swift
            @@ -1,2 +1,4 @@
             a
            +x
            +y
             b

            """)
    }
}
