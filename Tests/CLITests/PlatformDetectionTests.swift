import Foundation
import XCTest
import A11yLint
@testable import a11y_lint

/// Each file gets the platforms of its own project, however the run is started: an iOS package and a macOS
/// Xcode project side by side give the same findings linted together from the folder above as linted alone.
final class PlatformDetectionTests: XCTestCase {
    /// Public, so that it ships even though nothing in the fixture shows it.
    static let fixedFont = """
        import SwiftUI
        public struct Title: View {
            public var body: some View { Text("Title").font(.system(size: 13)) }
        }
        """

    static let macProject = """
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; buildConfigurationList = LIST; mainGroup = MAIN; targets = ( APP, ); };
                MAIN = { isa = PBXGroup; children = ( SOURCES, ); sourceTree = "<group>"; };
                SOURCES = { isa = PBXFileSystemSynchronizedRootGroup; path = MacApp; sourceTree = "<group>"; };
                APP = { isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = ( );
                        fileSystemSynchronizedGroups = ( SOURCES, ); name = MacApp; };
                LIST = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; name = Debug; };
            };
            rootObject = ROOT;
        }
        """

    func makeProjects() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("PhoneKit/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "PhoneKit", platforms: [.iOS(.v17)], targets: [.target(name: "PhoneKit")])
            """)
        try tree.write("PhoneKit/Sources/PhoneKit/Title.swift", Self.fixedFont)
        try tree.write("MacApp/MacApp.xcodeproj/project.pbxproj", Self.macProject)
        try tree.write("MacApp/MacApp/Title.swift", Self.fixedFont)
        return tree
    }

    func fixedFontFiles(_ run: ToolRun) -> [String] {
        run.output.split(separator: "\n").filter { $0.contains("fixed-font-size") }
            .map { String($0.split(separator: ":")[0]) }
    }

    func testFolderAboveSeveralProjectsGivesEachFileItsProjectsPlatforms() throws {
        let tree = try makeProjects()
        let together = runTool([".", "--format", "text", "--fail-on", "never"], in: tree.root)
        XCTAssertEqual(fixedFontFiles(together), ["PhoneKit/Sources/PhoneKit/Title.swift"], together.output + together.error)

        let phoneAlone = runTool([".", "--format", "text", "--fail-on", "never"], in: tree.root + "/PhoneKit")
        XCTAssertEqual(fixedFontFiles(phoneAlone), ["Sources/PhoneKit/Title.swift"])
        let macAlone = runTool([".", "--format", "text", "--fail-on", "never"], in: tree.root + "/MacApp")
        XCTAssertEqual(fixedFontFiles(macAlone), [])
        let macFile = runTool(["MacApp/MacApp/Title.swift", "--format", "text", "--fail-on", "never"], in: tree.root)
        XCTAssertEqual(fixedFontFiles(macFile), [])
    }

    /// A file left on disk outside every target is not compiled: a folder's lint skips it, naming it lints it.
    func testFilesNoTargetBuildsAreLintedOnlyWhenNamed() throws {
        let tree = try TemporaryTree()
        try tree.write("PhoneApp/PhoneApp.xcodeproj/project.pbxproj",
                       Self.macProject.replacingOccurrences(of: "macosx", with: "iphoneos")
                           .replacingOccurrences(of: "MacApp", with: "PhoneApp"))
        try tree.write("PhoneApp/PhoneApp/Title.swift", Self.fixedFont)
        try tree.write("PhoneApp/Leftovers/OldTitle.swift", Self.fixedFont)
        let folder = runTool([".", "--format", "text", "--fail-on", "never"], in: tree.root)
        XCTAssertEqual(fixedFontFiles(folder), ["PhoneApp/PhoneApp/Title.swift"], folder.output + folder.error)
        let named = runTool(["PhoneApp/Leftovers/OldTitle.swift", "--format", "text", "--fail-on", "never"],
                            in: tree.root)
        XCTAssertEqual(fixedFontFiles(named), ["PhoneApp/Leftovers/OldTitle.swift"], named.output + named.error)
    }

    func testStandardInputTakesThePlatformsOfTheNamedPath() throws {
        let tree = try makeProjects()
        let mac = runTool(["--stdin-path", "MacApp/MacApp/New.swift", "--fail-on", "never"], in: tree.root,
                          stdin: Self.fixedFont)
        XCTAssertEqual(fixedFontFiles(mac), [])
        let phone = runTool(["--stdin-path", "PhoneKit/Sources/PhoneKit/New.swift", "--fail-on", "never"],
                            in: tree.root, stdin: Self.fixedFont)
        XCTAssertEqual(fixedFontFiles(phone), ["PhoneKit/Sources/PhoneKit/New.swift"])
    }

    func testConfiguredPlatformsWinOverDetection() throws {
        let tree = try makeProjects()
        try tree.write(".a11ylint.yml", "platforms: [ios]\n")
        let run = runTool([".", "--format", "text", "--fail-on", "never"], in: tree.root)
        XCTAssertEqual(fixedFontFiles(run).sorted(),
                       ["MacApp/MacApp/Title.swift", "PhoneKit/Sources/PhoneKit/Title.swift"])
    }

    func testAFileNoTargetBuildsTakesTheProjectsPlatforms() throws {
        let tree = try makeProjects()
        try tree.write("MacApp/Scripts/Title.swift", Self.fixedFont)
        let project = ProjectModel(reader: DiskProjectReader())
        XCTAssertEqual(project.platforms(ofFileAt: tree.root + "/MacApp/Scripts/Title.swift"), ["macos"])
        XCTAssertEqual(project.platforms(ofFileAt: tree.root + "/Loose/Title.swift"), [])
    }
}
