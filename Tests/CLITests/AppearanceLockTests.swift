import XCTest
@testable import a11y_lint
@testable import A11yLint

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

    /// A watchOS app has no light appearance, whatever the iOS app beside it in the project locks.
    func testAWatchAppIsDarkWhateverItsPhoneAppLocks() throws {
        let tree = try TemporaryTree()
        try tree.write("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = PROJECTLIST; mainGroup = MAIN; targets = ( PHONE, WATCH, ); };
                    MAIN = { isa = PBXGroup; children = ( PHONESOURCES, WATCHSOURCES, ); sourceTree = "<group>"; };
                    PHONESOURCES = { isa = PBXFileSystemSynchronizedRootGroup; path = Phone; sourceTree = "<group>"; };
                    WATCHSOURCES = { isa = PBXFileSystemSynchronizedRootGroup; path = Watch; sourceTree = "<group>"; };
                    PHONE = { isa = PBXNativeTarget; buildConfigurationList = PHONELIST; buildPhases = ( );
                              fileSystemSynchronizedGroups = ( PHONESOURCES, ); name = Phone; };
                    WATCH = { isa = PBXNativeTarget; buildConfigurationList = WATCHLIST; buildPhases = ( );
                              fileSystemSynchronizedGroups = ( WATCHSOURCES, ); name = Watch; };
                    PROJECTLIST = { isa = XCConfigurationList; buildConfigurations = ( PROJECTRELEASE, ); };
                    PROJECTRELEASE = { isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
                    PHONELIST = { isa = XCConfigurationList; buildConfigurations = ( PHONERELEASE, ); };
                    PHONERELEASE = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                    WATCHLIST = { isa = XCConfigurationList; buildConfigurations = ( WATCHRELEASE, ); };
                    WATCHRELEASE = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Release; };
                };
                rootObject = ROOT;
            }
            """)
        try tree.write("Phone/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>Light</string></dict></plist>
            """)
        // Light grey: 1.25:1 on white, 16:1 on black.
        let glance = { (name: String) in
            """
            import SwiftUI
            struct \(name): View {
                var body: some View { Text("98").foregroundColor(Color(white: 0.9)) }
            }
            @main struct \(name)App: App {
                var body: some Scene { WindowGroup { \(name)() } }
            }
            """
        }
        try tree.write("Phone/PhoneGlance.swift", glance("PhoneGlance"))
        try tree.write("Watch/WatchGlance.swift", glance("WatchGlance"))
        let run = runTool([".", "--format", "text", "--fail-on", "never", "--only", "insufficient-contrast"], in: tree.root)
        let findings = run.output.split(separator: "\n").filter { $0.contains("[insufficient-contrast]") }
        XCTAssertEqual(findings.count, 1, run.output)
        XCTAssertTrue(findings.first?.hasPrefix("Phone/PhoneGlance.swift") ?? false, run.output)
    }

    func testBuildSettingsLockTheAppsAppearance() throws {
        // The Release configuration inherits the project's Dark: every configuration of the app is dark.
        XCTAssertEqual(try contrastFindings(releaseStyle: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"), [])
        // One configuration that follows the system: the light appearance is seen.
        XCTAssertEqual(try contrastFindings(releaseStyle: "").count, 1)
        XCTAssertEqual(try contrastFindings(releaseStyle: "INFOPLIST_KEY_UIUserInterfaceStyle = Automatic;").count, 1)
    }

    /// A Tuist workspace's helpers (here a local plugin's) write the app's Info.plist: a feature module's views are
    /// seen in the appearance they lock, as the app shows them.
    func testATuistWorkspaceLocksItsModulesAppearance() throws {
        func findings(style: String) throws -> [Substring] {
            let tree = try TemporaryTree()
            try tree.write("Workspace.swift", "let workspace = Workspace(name: \"Shop\", projects: [\"App\", \"Feature/Cart\"])")
            try tree.write("Tuist/Config.swift", "import ProjectDescription")
            try tree.write("Plugins/Shop/ProjectDescriptionHelpers/Project+App.swift", """
                import ProjectDescription
                extension Project {
                    public static func app(name: String) -> Project {
                        Project(name: name, targets: [.target(name: name, destinations: [.iPhone], product: .app,
                            infoPlist: .extendingDefault(with: ["UIUserInterfaceStyle": "\(style)"]))])
                    }
                }
                """)
            try tree.write("App/Project.swift", "let project = Project.app(name: \"Shop\")")
            try tree.write("Feature/Cart/Project.swift", "let project = Project(name: \"Cart\", targets: [])")
            try tree.write("Feature/Cart/Sources/Caption.swift", Self.greyText)
            let run = runTool([".", "--format", "text", "--fail-on", "never", "--only", "insufficient-contrast"],
                              in: tree.root)
            return run.output.split(separator: "\n").filter { $0.contains("[insufficient-contrast]") }
        }
        XCTAssertEqual(try findings(style: "Dark"), [])
        XCTAssertEqual(try findings(style: "Automatic").count, 1)
    }

    /// The app project's own Info.plist file (`infoPlist: .file(path: "Support/Info.plist")`) locks the feature
    /// modules of its workspace too, unless another Info.plist there locks the other appearance.
    func testAnAppsInfoPlistLocksItsWorkspacesModules() throws {
        func findings(styles: [String]) throws -> [Substring] {
            let tree = try TemporaryTree()
            try tree.write("Workspace.swift", "let workspace = Workspace(name: \"Shop\", projects: [\"App\", \"Feature/Cart\"])")
            try tree.write("Tuist/Config.swift", "import ProjectDescription")
            try tree.write("App/Project.swift", """
                let project = Project(name: "Shop", targets: [.target(name: "Shop", destinations: [.iPhone],
                    product: .app, infoPlist: .file(path: "Support/Info.plist"))])
                """)
            for (number, style) in styles.enumerated() {
                try tree.write("App\(number == 0 ? "" : "\(number)")/Support/Info.plist", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>UIUserInterfaceStyle</key><string>\(style)</string></dict></plist>
                    """)
            }
            try tree.write("Feature/Cart/Project.swift", "let project = Project(name: \"Cart\", targets: [])")
            try tree.write("Feature/Cart/Sources/Caption.swift", Self.greyText)
            let run = runTool([".", "--format", "text", "--fail-on", "never", "--only", "insufficient-contrast"],
                              in: tree.root)
            return run.output.split(separator: "\n").filter { $0.contains("[insufficient-contrast]") }
        }
        XCTAssertEqual(try findings(styles: ["Dark"]), [])
        XCTAssertEqual(try findings(styles: ["Automatic"]).count, 1)
        XCTAssertEqual(try findings(styles: ["Dark", "Light"]).count, 1)
    }

    func testManifestInterfaceStylesAreReadWhateverTheirPunctuation() {
        XCTAssertEqual(ProjectModel.interfaceStyles(in: #"["UIUserInterfaceStyle": "Light"]"#), ["Light"])
        XCTAssertEqual(ProjectModel.interfaceStyles(in: "INFOPLIST_KEY_UIUserInterfaceStyle = Dark;"), ["Dark"])
        XCTAssertEqual(ProjectModel.interfaceStyles(in: "  UIUserInterfaceStyle: Light\n"), ["Light"])
        XCTAssertEqual(ProjectModel.interfaceStyles(in: "let style: UIUserInterfaceStyle.Type"), [])
    }
}
