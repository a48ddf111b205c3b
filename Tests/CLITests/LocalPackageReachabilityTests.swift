import XCTest
@testable import a11y_lint
@testable import A11yLint

/// A package inside an app's repository: when the app's Xcode project links it as a local package, its public views
/// serve only that app, and one nothing shows never ships; a package that merely sits there (a fixture, a separate
/// library) keeps its public views shipping, since others may show them.
final class LocalPackageReachabilityTests: XCTestCase {
    static let unusedView = """
        import SwiftUI
        public struct TrashScreen: View {
            public var body: some View { Button { } label: { Image("ic_trash_white") } }
        }
        """

    static let app = """
        import SwiftUI
        @main struct ShopApp: App {
            var body: some Scene { WindowGroup { Text("Shop") } }
        }
        """

    static func project(linksKit: Bool, productType: String = "com.apple.product-type.application") -> String {
        let reference = linksKit ? "packageReferences = ( KITREF, );" : ""
        return """
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = LIST; mainGroup = MAIN; targets = ( APP, ); \(reference) };
                    MAIN = { isa = PBXGroup; children = ( SOURCES, ); sourceTree = "<group>"; };
                    SOURCES = { isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
                    KITREF = { isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
                    APP = { isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = ( );
                            fileSystemSynchronizedGroups = ( SOURCES, ); name = Shop; productType = "\(productType)"; };
                    LIST = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                    DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
    }

    func findings(linksKit: Bool) throws -> [Substring] {
        let tree = try TemporaryTree()
        try tree.write("Shop.xcodeproj/project.pbxproj", Self.project(linksKit: linksKit))
        try tree.write("Shop/ShopApp.swift", Self.app)
        try tree.write("Packages/Kit/Package.swift",
                       "let package = Package(name: \"Kit\", platforms: [.iOS(.v17)], targets: [.target(name: \"Kit\")])")
        try tree.write("Packages/Kit/Sources/Kit/TrashScreen.swift", Self.unusedView)
        return iconButtonFindings(in: tree)
    }

    /// The `icon-only-button` findings of linting `path` in `tree`.
    func iconButtonFindings(in tree: TemporaryTree, linting path: String = ".") -> [Substring] {
        let run = runTool([path, "--format", "text", "--fail-on", "never", "--only", "icon-only-button"], in: tree.root)
        return run.output.split(separator: "\n").filter { $0.contains("[icon-only-button]") }
    }

    func testUnusedPublicViewOfALinkedLocalPackageNeverShips() throws {
        XCTAssertEqual(try findings(linksKit: true), [])
        // The same package, not linked by the app: a library others may use.
        XCTAssertEqual(try findings(linksKit: false).count, 1)
    }

    /// No module imports an app: a public view only an app target builds is the app's own, unused when nothing
    /// shows it. A framework's public views may be shown by whoever links it.
    func testUnusedPublicViewOfAnAppTargetNeverShips() throws {
        let products = [("com.apple.product-type.application", 0), ("com.apple.product-type.framework", 1)]
        for (productType, expected) in products {
            let tree = try TemporaryTree()
            try tree.write("Shop.xcodeproj/project.pbxproj", Self.project(linksKit: false, productType: productType))
            try tree.write("Shop/TrashScreen.swift", Self.unusedView)
            XCTAssertEqual(iconButtonFindings(in: tree).count, expected, productType)
        }
    }

    /// XcodeGen's `project.yml` and Tuist's `Project.swift` make the Xcode project: the local packages they list
    /// are the app's modules too.
    func testUnusedPublicViewOfAPackageAGeneratorLinksNeverShips() throws {
        let manifests = [
            ("project.yml", """
                name: Shop
                packages:
                  Kit:
                    path: Packages/Kit
                  Nuke: {url: https://github.com/kean/Nuke, majorVersion: 12.0.0}
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Shop]
                """),
            ("Project.swift", """
                import ProjectDescription
                let project = Project(name: "Shop", packages: [.local(path: "Packages/Kit")],
                                      targets: [.target(name: "Shop", destinations: .iOS, product: .app)])
                """),
        ]
        for (name, manifest) in manifests {
            for linksKit in [true, false] {
                let tree = try TemporaryTree()
                try tree.write(name, linksKit ? manifest : manifest.replacingOccurrences(of: "Packages/Kit", with: "Other"))
                try tree.write("Shop/ShopApp.swift", Self.app)
                try tree.write("Packages/Kit/Package.swift",
                               "let package = Package(name: \"Kit\", platforms: [.iOS(.v17)], targets: [.target(name: \"Kit\")])")
                try tree.write("Packages/Kit/Sources/Kit/TrashScreen.swift", Self.unusedView)
                XCTAssertEqual(iconButtonFindings(in: tree).count, linksKit ? 0 : 1, "\(name), linked: \(linksKit)")
            }
        }
        XCTAssertEqual(ProjectModel.xcodeGenPackagePaths(in: "packages:\n  A: { path: \"./Core/A\" }\n  B:\n    path: B # local\n"),
                       ["./Core/A", "B"])
        XCTAssertEqual(ProjectModel.resolve("../Core/./A/", from: "/repo/App"), "/repo/Core/A")
    }

    /// A Tuist workspace generates one app from the projects below it (`Projects/Feature/Profile/Project.swift`):
    /// a feature module's public views serve that app, and one no project shows never ships. A lone Tuist project
    /// in a repository is a library others may use.
    func testUnusedPublicViewOfATuistWorkspaceModuleNeverShips() throws {
        // The root's manifest, or a root project with Tuist's folder of configuration beside it.
        for root in [["Workspace.swift"], ["Project.swift", "Tuist/Config.swift"], []] {
            let tree = try TemporaryTree()
            for manifest in root { try tree.write(manifest, "import ProjectDescription\n") }
            try tree.write("Projects/App/Project.swift",
                           "import ProjectDescription\nlet project = Project(name: \"Shop\")\n")
            try tree.write("Projects/App/Sources/ShopApp.swift", Self.app)
            try tree.write("Projects/Feature/Profile/Project.swift",
                           "import ProjectDescription\nlet project = Project(name: \"Profile\")\n")
            try tree.write("Projects/Feature/Profile/Sources/TrashScreen.swift", Self.unusedView)
            XCTAssertEqual(iconButtonFindings(in: tree).count, root.isEmpty ? 1 : 0, "\(root)")
        }
    }

    /// A library's demo app is not linted with the library, but a demo file named on the command line is.
    func testSampleAppIsLeftOutUnlessItsFileIsNamed() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])")
        try tree.write("Sources/Kit/Kit.swift", "public enum Kit {}\n")
        try tree.write("Examples/KitDemo/Package.swift",
                       "let package = Package(name: \"KitDemo\", targets: [.executableTarget(name: \"KitDemo\")])")
        try tree.write("Examples/KitDemo/Sources/KitDemo/TrashScreen.swift", Self.unusedView)
        func count(_ path: String) -> Int { iconButtonFindings(in: tree, linting: path).count }
        XCTAssertEqual(count("."), 0)
        XCTAssertEqual(count("Examples/KitDemo/Sources/KitDemo/TrashScreen.swift"), 1)
        // The demo's own folder linted on its own: the code under review.
        XCTAssertEqual(count("Examples/KitDemo"), 1)
    }

    /// Sample code in a package's `Examples/` folder with no project of its own is built by no target: left out with
    /// the package, linted when its folder is asked for.
    func testPackageSamplesFolderIsLeftOutUnlessAskedFor() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])")
        try tree.write("Sources/Kit/Kit.swift", "public enum Kit {}\n")
        try tree.write("Examples/TrashScreen.swift", Self.unusedView)
        func count(_ path: String) -> Int { iconButtonFindings(in: tree, linting: path).count }
        XCTAssertEqual(count("."), 0)
        XCTAssertEqual(count("Examples"), 1)
        XCTAssertEqual(count("Examples/TrashScreen.swift"), 1)
    }

    /// A repository with no project at all that holds an `@main` app: read whole from its root, a view only its
    /// preview shows never ships, whether the run names the folder, a subfolder or the file. Without the repository
    /// (no `.git`), or with no app in it, the view keeps its finding.
    func testViewOnlyAPreviewShowsInAProjectlessAppRepositoryNeverShips() throws {
        let view = """
            import SwiftUI
            struct TrashScreen: View {
                var body: some View { Button { } label: { Image("ic_trash_white") } }
            }
            #Preview { TrashScreen() }
            """
        func tree(repository: Bool, app: Bool) throws -> TemporaryTree {
            let tree = try TemporaryTree()
            if repository { try FileManager.default.createDirectory(atPath: tree.root + "/.git", withIntermediateDirectories: true) }
            if app { try tree.write("Shop/ShopApp.swift", Self.app) }
            try tree.write("Shop/Views/TrashScreen.swift", view)
            return tree
        }
        let repository = try tree(repository: true, app: true)
        XCTAssertEqual(iconButtonFindings(in: repository), [])
        XCTAssertEqual(iconButtonFindings(in: repository, linting: "Shop/Views"), [])
        XCTAssertEqual(iconButtonFindings(in: repository, linting: "Shop/Views/TrashScreen.swift"), [])
        XCTAssertEqual(iconButtonFindings(in: try tree(repository: false, app: true)).count, 1, "not read from a root")
        XCTAssertEqual(iconButtonFindings(in: try tree(repository: true, app: false)).count, 1, "no app: a library")
    }
}

/// The command reads a file's deployment targets when it checks availability: the fallback every deployed release
/// skips is not linted.
final class DeploymentTargetCommandTests: XCTestCase {
    func testFallbacksBelowThePackagesFloorAreNotReported() throws {
        let view = """
            import SwiftUI
            @main struct ShopApp: App {
                var body: some Scene { WindowGroup { Badge() } }
            }
            struct Badge: View {
                var body: some View {
                    if #available(iOS 16, *) {
                        Text("New")
                    } else {
                        Text("Old").font(.system(size: 12))
                    }
                }
            }
            """
        func fixedFonts(floor: String) throws -> Int {
            let tree = try TemporaryTree()
            try tree.write("Package.swift", """
                let package = Package(name: "Shop", platforms: [.iOS(\(floor))], targets: [.executableTarget(name: "Shop")])
                """)
            try tree.write("Sources/Shop/Badge.swift", view)
            let run = runTool([".", "--format", "text", "--fail-on", "never", "--only", "fixed-font-size"], in: tree.root)
            return run.output.split(separator: "\n").filter { $0.contains("[fixed-font-size]") }.count
        }
        XCTAssertEqual(try fixedFonts(floor: ".v16"), 0)
        XCTAssertEqual(try fixedFonts(floor: ".v15"), 1)
        XCTAssertTrue(AvailabilityCondition.isChecked(in: Array("if #unavailable(iOS 17) {}".utf8)))
        XCTAssertFalse(AvailabilityCondition.isChecked(in: Array("#if os(iOS) // available".utf8)))
    }
}
