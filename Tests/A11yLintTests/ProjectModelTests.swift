import XCTest
@testable import A11yLint

/// The project model reads folders and project files through the reader it is given: here a dictionary.
final class ProjectModelTests: XCTestCase {
    /// Folders (by path) and files (by path, text); a path listed in neither does not exist.
    final class MemoryReader: ProjectFileReading, @unchecked Sendable {
        // @unchecked: written only in `init`, and `listed` only by the one test thread that uses the reader.
        let files: [String: String]
        var listed: [String] = []

        init(_ files: [String: String]) { self.files = files }

        func entries(ofFolder path: String) -> [String]? {
            listed.append(path)
            let prefix = path == "/" ? "/" : path + "/"
            let names = Set(files.keys.filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).prefix { $0 != "/" } })
            return names.isEmpty ? nil : names.map(String.init)
        }

        func contents(ofFile path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }
    }

    static let files = [
        "/repo/.git/HEAD": "",
        "/repo/Phone/Package.swift": "let package = Package(name: \"P\", platforms: [.iOS(.v17), .macCatalyst(.v17)])",
        "/repo/Phone/Sources/P/View.swift": "",
        "/repo/Any/Package.swift": "let package = Package(name: \"A\")",
        "/repo/Any/Sources/A/View.swift": "",
        "/repo/Mac/Package.swift": """
            // Most packages list platforms: [.iOS(...)]; this one is for the Mac.
            let package = Package(name: "M", platforms: [
                .macOS(.v14), // not .iOS(.v17)
            ])
            """,
        "/repo/Mac/Sources/M/View.swift": "",
        // A linker setting's condition names a platform before the package's own list does.
        "/repo/Bar/Package.swift": """
            let flags: [LinkerSetting] = [.unsafeFlags(["-L/opt"], .when(platforms: [.linux]))]
            let package = Package(name: "Bar", platforms: [.macOS(.v14)], targets: [.target(name: "Bar")])
            """,
        "/repo/Bar/Sources/Bar/View.swift": "",
        "/loose/Tool/Tool.xcodeproj/project.pbxproj": "not a project",
        "/loose/Tool/View.swift": "",
    ]

    func testPlatformsComeFromTheNearestManifest() {
        let model = ProjectModel(reader: MemoryReader(Self.files))
        XCTAssertEqual(model.platforms(ofFileAt: "/repo/Phone/Sources/P/View.swift"), ["ios"])
        XCTAssertEqual(model.platforms(ofFileAt: "/repo/Any/Sources/A/View.swift"), [], "no platforms: every platform")
        XCTAssertEqual(model.platforms(ofFileAt: "/repo/Mac/Sources/M/View.swift"), ["macos"],
                       "the manifest's code is read, not its comments")
        XCTAssertEqual(model.platforms(ofFileAt: "/loose/Tool/View.swift"), [], "an unreadable Xcode project says nothing")
        XCTAssertEqual(model.platforms(ofFileAt: "/repo/Bar/Sources/Bar/View.swift"), ["macos"],
                       "a `.when(platforms:)` condition is not the package's list")
    }

    /// Project generators: Tuist names destinations in `Project.swift` or in the helpers it shares, XcodeGen in
    /// `project.yml`; a manifest that names none says nothing.
    func testProjectGeneratorsManifestsDecidePlatforms() {
        let model = ProjectModel(reader: MemoryReader([
            "/mac/Project.swift": "let project = Project(name: \"Cowboy\", targets: [Target.app(env)])",
            "/mac/Tuist/ProjectDescriptionHelpers/Target+App.swift":
                "static func app() -> Target { .target(name: \"App\", destinations: .macOS, deploymentTargets: .macOS(\"13.0\")) }",
            "/mac/App/Sources/View.swift": "",
            "/phone/Project.swift": "let project = Project(targets: [.target(name: \"P\", destinations: [.iPhone, .iPad])])",
            "/phone/Sources/View.swift": "",
            "/gen/project.yml": "targets:\n  Shop:\n    type: application\n    platform: iOS\n  Watch:\n    platform: watchOS\n",
            "/gen/Shop/View.swift": "",
            "/bare/Project.swift": "let project = Project(name: \"Bare\", targets: targets)",
            "/bare/Sources/View.swift": "",
        ]))
        XCTAssertEqual(model.platforms(ofFileAt: "/mac/App/Sources/View.swift"), ["macos"])
        XCTAssertEqual(model.platforms(ofFileAt: "/phone/Sources/View.swift"), ["ios"])
        XCTAssertEqual(model.platforms(ofFileAt: "/gen/Shop/View.swift"), ["ios", "watchos"])
        XCTAssertEqual(model.platforms(ofFileAt: "/bare/Sources/View.swift"), [], "no platform named: every platform")
    }

    /// A generator's manifest committed beside the project generated from it: the project's targets place each
    /// file they build, and the manifest answers for a file they leave out.
    func testAGeneratedProjectPlacesTheFilesItBuilds() {
        let model = ProjectModel(reader: MemoryReader([
            "/gen/project.yml": "targets:\n  Phone:\n    platform: iOS\n  Mac:\n    platform: macOS\n",
            "/gen/Gen.xcodeproj/project.pbxproj": ProjectPlatformsTests.project,
            "/gen/Mac/Settings/SettingsView.swift": "",
            "/gen/Phone/PhoneView.swift": "",
            "/gen/Added/NewView.swift": "",
        ]))
        XCTAssertEqual(model.platforms(ofFileAt: "/gen/Mac/Settings/SettingsView.swift"), ["macos"])
        XCTAssertEqual(model.platforms(ofFileAt: "/gen/Phone/PhoneView.swift"), ["ios"])
        XCTAssertEqual(model.platforms(ofFileAt: "/gen/Added/NewView.swift"), ["ios", "macos"],
                       "not in the generated project yet: the manifest's platforms")
    }

    /// A Mac app's project and the local packages it links: a package declaring iOS and macOS that only the Mac
    /// target links is built for macOS. Both ways Xcode refers to a local package count; a package no project
    /// above refers to keeps the platforms it declares.
    static func appProject(sdk: String, packageReference: String, dependency: String) -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; buildConfigurationList = CONFIGS; mainGroup = MAIN; targets = ( APP, );
                         packageReferences = ( \(packageReference) ); };
                MAIN = { isa = PBXGroup; children = ( MODULES, ); sourceTree = "<group>"; };
                MODULES = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Modules; sourceTree = "<group>"; };
                LOCALREF = { isa = XCLocalSwiftPackageReference; relativePath = ./Kit; };
                REMOTEREF = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/x"; };
                LOCALPRODUCT = { isa = XCSwiftPackageProductDependency; productName = Switches; };
                KITPRODUCT = { isa = XCSwiftPackageProductDependency; package = LOCALREF; productName = Kit; };
                REMOTEPRODUCT = { isa = XCSwiftPackageProductDependency; package = REMOTEREF; productName = X; };
                APP = { isa = PBXNativeTarget; buildConfigurationList = CONFIGS; buildPhases = ( );
                        packageProductDependencies = ( \(dependency) ); name = App; };
                CONFIGS = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = \(sdk); }; name = Debug; };
            };
            rootObject = ROOT;
        }
        """
    }

    func testALocalPackageIsBuiltForTheTargetsThatLinkIt() {
        let both = "let package = Package(name: \"M\", platforms: [.macOS(.v14), .iOS(.v18)])"
        let model = ProjectModel(reader: MemoryReader([
            "/mac/.git/HEAD": "",
            "/mac/Mac.xcodeproj/project.pbxproj": Self.appProject(sdk: "macosx", packageReference: "LOCALREF, REMOTEREF",
                                                                  dependency: "LOCALPRODUCT, REMOTEPRODUCT"),
            "/mac/Modules/Package.swift": both,
            "/mac/Modules/Sources/Switches/View.swift": "",
            "/mac/Kit/Package.swift": both,
            "/mac/Kit/Sources/Kit/View.swift": "",
            "/mac/Vendor/Lib/Package.swift": both,
            "/mac/Vendor/Lib/Sources/Lib/View.swift": "",
            "/phone/.git/HEAD": "",
            "/phone/Phone.xcodeproj/project.pbxproj": Self.appProject(sdk: "iphoneos", packageReference: "LOCALREF",
                                                                      dependency: "KITPRODUCT"),
            "/phone/Kit/Package.swift": "let package = Package(name: \"K\", platforms: [.macOS(.v14)])",
            "/phone/Kit/Sources/Kit/View.swift": "",
        ]))
        XCTAssertEqual(model.platforms(ofFileAt: "/mac/Modules/Sources/Switches/View.swift"), ["macos"],
                       "a package folder added as a file reference")
        XCTAssertEqual(model.platforms(ofFileAt: "/mac/Kit/Sources/Kit/View.swift"), ["macos"],
                       "an XCLocalSwiftPackageReference")
        XCTAssertEqual(model.platforms(ofFileAt: "/mac/Vendor/Lib/Sources/Lib/View.swift"), ["ios", "macos"],
                       "no project refers to it")
        XCTAssertEqual(model.platforms(ofFileAt: "/phone/Kit/Sources/Kit/View.swift"), ["macos"],
                       "nothing in common: the contradiction is not understood, the manifest stands")
    }

    /// A Mac app and its iOS companion link different products of one local package: each package target is
    /// built for the apps whose products reach it through the manifest's products and dependencies.
    func testEachPackageTargetIsBuiltForTheAppsWhoseProductsReachIt() {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = MACCONFIGS; mainGroup = MAIN; targets = ( MAC, PHONE, ); };
                    MAIN = { isa = PBXGroup; children = ( MODULES, ); sourceTree = "<group>"; };
                    MODULES = { isa = PBXFileReference; lastKnownFileType = folder; path = Modules; sourceTree = "<group>"; };
                    SWITCHES = { isa = XCSwiftPackageProductDependency; productName = Switches; };
                    REMOTE = { isa = XCSwiftPackageProductDependency; productName = RemoteCore; };
                    MAC = { isa = PBXNativeTarget; buildConfigurationList = MACCONFIGS; buildPhases = ( );
                            packageProductDependencies = ( SWITCHES, ); name = Mac; };
                    PHONE = { isa = PBXNativeTarget; buildConfigurationList = PHONECONFIGS; buildPhases = ( );
                              packageProductDependencies = ( REMOTE, ); name = Remote; };
                    MACCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( MACDEBUG, ); };
                    MACDEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; name = Debug; };
                    PHONECONFIGS = { isa = XCConfigurationList; buildConfigurations = ( PHONEDEBUG, ); };
                    PHONEDEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
        let manifest = """
            let package = Package(
                name: "Modules",
                platforms: [.macOS(.v14), .iOS(.v18)],
                products: [
                    .library(name: "Switches", targets: ["Switches"]),
                    .library(name: "RemoteCore", targets: ["RemoteCore"]),
                ],
                dependencies: [.package(url: "https://example.com/tca", from: "1.0.0")],
                targets: [
                    .target(name: "Switches", dependencies: ["Sticker", .target(name: "Shared")]),
                    .target(name: "Sticker", path: "./Sources/StickerView/"),
                    .target(name: "RemoteCore", dependencies: [.byName(name: "Shared"), .product(name: "TCA", package: "tca")]),
                    .target(name: "Shared"),
                    .target(name: "Orphan"),
                    .testTarget(name: "SwitchesTests", dependencies: ["Switches"]),
                ]
            )
            """
        let model = ProjectModel(reader: MemoryReader([
            "/app/.git/HEAD": "",
            "/app/App.xcodeproj/project.pbxproj": project,
            "/app/Modules/Package.swift": manifest,
            "/app/Modules/Sources/StickerView/Bar.swift": "",
            "/app/Modules/Sources/Switches/List.swift": "",
            "/app/Modules/Sources/RemoteCore/Pairing.swift": "",
            "/app/Modules/Sources/Shared/Theme.swift": "",
            "/app/Modules/Sources/Orphan/Old.swift": "",
        ]))
        XCTAssertEqual(model.platforms(ofFileAt: "/app/Modules/Sources/StickerView/Bar.swift"), ["macos"],
                       "a dependency of the Mac app's product, in the folder its `path:` names")
        XCTAssertEqual(model.platforms(ofFileAt: "/app/Modules/Sources/Switches/List.swift"), ["macos"])
        XCTAssertEqual(model.platforms(ofFileAt: "/app/Modules/Sources/RemoteCore/Pairing.swift"), ["ios"])
        XCTAssertEqual(model.platforms(ofFileAt: "/app/Modules/Sources/Shared/Theme.swift"), ["ios", "macos"])
        XCTAssertEqual(model.platforms(ofFileAt: "/app/Modules/Sources/Orphan/Old.swift"), ["ios", "macos"],
                       "no app builds it: the manifest's platforms")
    }

    func testRootIsTheRepositoryElseTheOutermostProject() {
        let model = ProjectModel(reader: MemoryReader(Self.files))
        XCTAssertEqual(model.root(of: "/repo/Phone/Sources/P"), "/repo")
        XCTAssertEqual(model.root(of: "/loose/Tool"), "/loose/Tool")
        XCTAssertNil(model.root(of: "/elsewhere"))
    }

    func testEachFolderIsListedOnce() {
        let reader = MemoryReader(Self.files)
        let model = ProjectModel(reader: reader)
        _ = model.root(of: "/repo/Phone/Sources/P")
        _ = model.root(of: "/repo/Phone/Sources")
        _ = model.platforms(ofFileAt: "/repo/Phone/Sources/P/View.swift")
        XCTAssertEqual(reader.listed.count, Set(reader.listed).count, "\(reader.listed)")
    }

    /// Only a file every Xcode project around it leaves out (and never names) counts as never compiled.
    func testFilesNoTargetBuildsAreKnownOnlyWithCertainty() {
        let project = ProjectPlatformsTests.widgetProject
        let model = ProjectModel(reader: MemoryReader([
            "/app/Shop.xcodeproj/project.pbxproj": project,
            "/app/App/Home.swift": "",
            "/app/Old/Leftover.swift": "",
            "/kit/Kit.xcodeproj/project.pbxproj": project,
            "/kit/Package.swift": "let package = Package(name: \"Kit\")",
            "/kit/Old/Leftover.swift": "",
            "/broken/Broken.xcodeproj/project.pbxproj": "not a project",
            "/broken/Old/Leftover.swift": "",
            "/loose/Old/Leftover.swift": "",
        ]))
        XCTAssertTrue(model.isLeftOutOfEveryTarget(fileAt: "/app/Old/Leftover.swift"))
        XCTAssertFalse(model.isLeftOutOfEveryTarget(fileAt: "/app/App/Home.swift"))
        XCTAssertFalse(model.isLeftOutOfEveryTarget(fileAt: "/kit/Old/Leftover.swift"), "a package builds its folder")
        XCTAssertFalse(model.isLeftOutOfEveryTarget(fileAt: "/broken/Old/Leftover.swift"), "an unreadable project")
        XCTAssertFalse(model.isLeftOutOfEveryTarget(fileAt: "/loose/Old/Leftover.swift"), "no project at all")
    }

    /// A package compiles only its targets' folders: a sample folder beside them (`Examples/`) with no project of its
    /// own is a sample, built by no one, unless a target's folder holds it or an Xcode project sits beside the manifest.
    func testASamplesFolderNoPackageTargetHoldsIsASample() {
        let manifest = """
            let package = Package(name: "Router", targets: [
                .target(name: "Router"),
                .target(name: "Gallery", path: "Examples/Gallery"),
            ])
            """
        let model = ProjectModel(reader: MemoryReader([
            "/router/Package.swift": manifest,
            "/router/Sources/Router/Router.swift": "",
            "/router/Examples/DemoView.swift": "",
            "/router/Examples/Gallery/GalleryView.swift": "",
            "/router/Extras/Helpers.swift": "",
            "/whole/Package.swift": "let package = Package(name: \"Whole\", targets: [.target(name: \"Whole\", path: \".\")])",
            "/whole/Examples/DemoView.swift": "",
            "/linked/Package.swift": manifest,
            "/linked/Demo.xcodeproj/project.pbxproj": ProjectPlatformsTests.widgetProject,
            "/linked/Examples/DemoView.swift": "",
        ]))
        XCTAssertTrue(model.isInPackageSampleFolder(fileAt: "/router/Examples/DemoView.swift"))
        XCTAssertFalse(model.isInPackageSampleFolder(fileAt: "/router/Examples/Gallery/GalleryView.swift"), "a target")
        XCTAssertFalse(model.isInPackageSampleFolder(fileAt: "/router/Sources/Router/Router.swift"))
        XCTAssertFalse(model.isInPackageSampleFolder(fileAt: "/router/Extras/Helpers.swift"), "not a samples folder")
        XCTAssertFalse(model.isInPackageSampleFolder(fileAt: "/whole/Examples/DemoView.swift"), "the package's folder")
        XCTAssertFalse(model.isInPackageSampleFolder(fileAt: "/linked/Examples/DemoView.swift"), "a project beside it")
    }

    /// A target made from Xcode's multiplatform template lists iOS and the Mac; if one of its sources imports
    /// AppKit outside any `#if`, it only builds for the Mac, and so does every file it shares. A file filtered to
    /// the Mac, or an import inside `#if`, rules nothing out.
    func testATargetIsBuiltOnlyForWhatItsSourcesCompileFor() {
        let project = """
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = ( APP, ); };
                    MAIN = { isa = PBXGroup; children = ( MENU, FOLDER, ); sourceTree = "<group>"; };
                    MENU = { isa = PBXFileReference; path = Menu.swift; sourceTree = "<group>"; };
                    FOLDER = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    MENUBUILD = { isa = PBXBuildFile; fileRef = MENU; FILTER };
                    SOURCES = { isa = PBXSourcesBuildPhase; files = ( MENUBUILD, ); };
                    APP = { isa = PBXNativeTarget; buildConfigurationList = CONFIGS; buildPhases = ( SOURCES, );
                            fileSystemSynchronizedGroups = ( FOLDER, ); name = App; };
                    CONFIGS = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                    DEBUG = { isa = XCBuildConfiguration; buildSettings = { SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
        func platforms(menu: String, window: String, filter: String = "") -> Set<String> {
            let model = ProjectModel(reader: MemoryReader([
                "/app/.git/HEAD": "",
                "/app/App.xcodeproj/project.pbxproj": project.replacingOccurrences(of: "FILTER", with: filter),
                "/app/Menu.swift": menu,
                "/app/App/Windows/Window.swift": window,
                "/app/App/Home.swift": "import SwiftUI\nstruct Home: View { var body: some View { Text(\"Home\") } }",
            ]))
            return model.platforms(ofFileAt: "/app/App/Home.swift")
        }
        XCTAssertEqual(platforms(menu: "import AppKit\n", window: "import SwiftUI\n"), ["macos"])
        XCTAssertEqual(platforms(menu: "import SwiftUI\n", window: "@preconcurrency import AppKit\n"), ["macos"],
                       "a file of a synchronised folder")
        XCTAssertEqual(platforms(menu: "import UIKit\n", window: "import SwiftUI\n"), ["ios"])
        XCTAssertEqual(platforms(menu: "import AppKit\n", window: "import SwiftUI\n", filter: "platformFilter = macos;"),
                       ["ios", "macos"], "a file built only for the Mac")
        XCTAssertEqual(platforms(menu: "#if os(macOS)\nimport AppKit\n#endif\n", window: "import SwiftUI\n"),
                       ["ios", "macos"])
        XCTAssertEqual(platforms(menu: "import AppKit\n", window: "import UIKit\n"), ["ios", "macos"],
                       "a contradiction is not narrowed to nothing")
    }

    func testParentFolders() {
        XCTAssertEqual(ProjectModel.parent(of: "/a/b/File.swift"), "/a/b")
        XCTAssertEqual(ProjectModel.parent(of: "/a"), "/")
        XCTAssertNil(ProjectModel.parent(of: "/"))
        XCTAssertNil(ProjectModel.parent(of: "File.swift"))
    }

    func testProjectMarkers() {
        for name in ["Package.swift", "App.xcodeproj", "App.xcworkspace", "Project.swift", "project.yml"] {
            XCTAssertTrue(ProjectModel.marksProject(name), name)
        }
        XCTAssertFalse(ProjectModel.marksProject("Sources"))
    }
}
