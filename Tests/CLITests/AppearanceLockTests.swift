import XCTest
@testable import a11y_lint

/// An app locked to one appearance is seen in that one only, whether its Info.plist says so or the Info.plist Xcode
/// generates from the target's build settings (`INFOPLIST_KEY_UIUserInterfaceStyle`), and even when a
/// `Package.swift` kept for an editor sits beside the Xcode project.
final class AppearanceLockTests: XCTestCase {
    /// Grey text that fails on white (2.85:1) and passes on black: wrong only in the light appearance.
    static let greyText = """
        import SwiftUI
        struct Caption: View {
            var body: some View { Text("Synced").foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6)) }
        }
        @main struct CaptionApp: App {
            var body: some Scene { WindowGroup { Caption() } }
        }
        """

    static func project(style: String) -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; buildConfigurationList = PROJECTLIST; mainGroup = MAIN; targets = ( APP, TESTS, ); };
                MAIN = { isa = PBXGroup; children = ( SOURCES, ); sourceTree = "<group>"; };
                SOURCES = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                APP = { isa = PBXNativeTarget; buildConfigurationList = APPLIST; buildPhases = ( );
                        fileSystemSynchronizedGroups = ( SOURCES, ); name = App; };
                TESTS = { isa = PBXNativeTarget; buildConfigurationList = TESTLIST; buildPhases = ( ); name = AppTests; };
                PROJECTLIST = { isa = XCConfigurationList; buildConfigurations = ( PROJECTDEBUG, PROJECTRELEASE, ); };
                PROJECTDEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                PROJECTRELEASE = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; \(style) }; name = Release; };
                APPLIST = { isa = XCConfigurationList; buildConfigurations = ( APPDEBUG, APPRELEASE, ); };
                APPDEBUG = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_KEY_UIUserInterfaceStyle = Dark; }; name = Debug; };
                APPRELEASE = { isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; name = Release; };
                TESTLIST = { isa = XCConfigurationList; buildConfigurations = ( TESTDEBUG, ); };
                TESTDEBUG = { isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };
            };
            rootObject = ROOT;
        }
        """
    }

    func contrastFindings(releaseStyle: String) throws -> [Substring] {
        let tree = try TemporaryTree()
        try tree.write("App.xcodeproj/project.pbxproj", Self.project(style: releaseStyle))
        try tree.write("Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"App\")])")
        try tree.write("App/Caption.swift", Self.greyText)
        let run = runTool([".", "--format", "text", "--fail-on", "never", "--only", "insufficient-contrast"], in: tree.root)
        return run.output.split(separator: "\n").filter { $0.contains("[insufficient-contrast]") }
    }

    func testBuildSettingsLockTheAppsAppearance() throws {
        // The Release configuration inherits the project's Dark: every configuration of the app is dark.
        XCTAssertEqual(try contrastFindings(releaseStyle: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"), [])
        // One configuration that follows the system: the light appearance is seen.
        XCTAssertEqual(try contrastFindings(releaseStyle: "").count, 1)
        XCTAssertEqual(try contrastFindings(releaseStyle: "INFOPLIST_KEY_UIUserInterfaceStyle = Automatic;").count, 1)
    }
}
