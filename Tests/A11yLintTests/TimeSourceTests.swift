import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// `updating-value-not-exposed` needs a time source, found through the project index when it lives in another
/// file; a name alone (`timeRemaining`, `timerManager`) is no evidence.
final class TimeSourceTests: XCTestCase {
    private static let view = """
        struct TestTimerView: View {
            @ObservedObject var timerManager: TestTimerManager
            var body: some View {
                Text(timerManager.formattedTime)
            }
        }
        """

    private static let ticking = """
        final class TestTimerManager: ObservableObject {
            @Published private(set) var remainingSeconds = 600
            private var timer: Timer?
            var formattedTime: String { "\\(remainingSeconds / 60):\\(remainingSeconds % 60)" }
            func start() {
                timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                    Task { @MainActor in self?.tick() }
                }
            }
        }
        """

    /// The function the timer calls, in an extension of another file.
    private static let tickExtension = """
        extension TestTimerManager {
            func tick() { remainingSeconds -= 1 }
        }
        """

    private func findings(_ files: [String: String]) -> [String] {
        let inputs = files.sorted { $0.key < $1.key }.map { SourceInput(path: $0.key, text: $0.value) }
        return LintSession(catalogue: RuleCatalogue.traitRules).lint(inputs).findings
            .filter { $0.ruleID == "updating-value-not-exposed" }
            .map { "\($0.file):\($0.start.line) \($0.message.components(separatedBy: ", but VoiceOver")[0])" }
    }

    func testManagerInAnotherFileWhoseTimerChangesTheValueIsEvidence() {
        XCTAssertEqual(findings(["View.swift": Self.view, "Manager.swift": Self.ticking, "Tick.swift": Self.tickExtension]), [
            "View.swift:4 Text(timerManager.formattedTime) shows timerManager.formattedTime"
                + ", which Timer.scheduledTimer in TestTimerManager updates",
        ])
    }

    func testNamesWithoutATimeSourceAreNoEvidence() {
        // The manager is not among the linted files, or has no timer, or its timer changes something else.
        XCTAssertEqual(findings(["View.swift": Self.view]), [])
        XCTAssertEqual(findings(["View.swift": Self.view, "Manager.swift": Self.ticking]), [],
                       "the timer calls tick(), which no linted file declares: nothing it changes is known")
        let idle = Self.ticking.replacingOccurrences(of: "Timer.scheduledTimer(withTimeInterval: 1, repeats: true)",
                                                     with: "makeCallback()")
        XCTAssertEqual(findings(["View.swift": Self.view, "Manager.swift": idle, "Tick.swift": Self.tickExtension]), [])
    }

    func testARefreshEveryMinuteIsNotATick() {
        let slow = Self.ticking.replacingOccurrences(of: "withTimeInterval: 1,", with: "withTimeInterval: 60,")
        XCTAssertEqual(findings(["View.swift": Self.view, "Manager.swift": slow, "Tick.swift": Self.tickExtension]), [])
    }

    func testMemberPathsAndIntervals() {
        let text = #"Text("\(self.model?.remaining ?? 0) of \(total)", tableName: table).font(.title)"#
        let source = Lexer.lex(Array(text.utf8))
        XCTAssertEqual(TimeSources.memberPaths(in: 0..<text.utf8.count, of: source),
                       [["Text"], ["model", "remaining"], ["total"], ["table"]], "a member of a call's result is no path")
        for (call, seconds) in [("Timer.publish(every: 0.5, on: .main, in: .common)", 0.5),
                                ("Task.sleep(nanoseconds: 2_000_000_000)", 2.0),
                                ("Task.sleep(for: .milliseconds(250))", 0.25),
                                ("clock.timer(interval: .seconds(30))", 30.0)] {
            let lexed = Lexer.lex(Array(call.utf8))
            let start = lexed.tokens.firstIndex { ["Timer", "sleep", "timer"].contains(lexed.text(of: $0)) } ?? 0
            XCTAssertEqual(TimeSources.interval(after: start, in: lexed, limit: lexed.tokens.count), seconds, call)
        }
        let unknown = Lexer.lex(Array("Task.sleep(for: .seconds(delay))".utf8))
        XCTAssertNil(TimeSources.interval(after: 2, in: unknown, limit: unknown.tokens.count))
    }
}
