import XCTest
@testable import A11yLint
import SwiftLexer

/// Deployment targets read from project files, and the `#available` fallbacks they make dead.
final class DeploymentTargetsTests: XCTestCase {
    func testVersionsCompareByComponents() throws {
        XCTAssertEqual(OSVersion("16")?.components, [16])
        XCTAssertEqual(OSVersion("16.0"), OSVersion("16"))
        XCTAssertEqual(OSVersion("v10_15")?.components, [10, 15])
        XCTAssertLessThan(try XCTUnwrap(OSVersion("10.15")), try XCTUnwrap(OSVersion("11")))
        XCTAssertLessThan(try XCTUnwrap(OSVersion("16.4")), try XCTUnwrap(OSVersion("17")))
        XCTAssertNil(OSVersion("$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"))
    }

    func testManifestPlatformsCarryTheirReleases() {
        let manifest = PackageManifest(source: Lexer.lex(Array("""
            let package = Package(name: "P", platforms: [.iOS(.v16_4), .macOS("13.0"), .watchOS(.v9)], targets: [])
            """.utf8)))
        XCTAssertEqual(manifest.platforms, ["ios", "macos", "watchos"])
        XCTAssertEqual(manifest.deploymentTargets, ["ios": OSVersion("16.4")!, "macos": OSVersion("13")!,
                                                    "watchos": OSVersion("9")!])
        // Mac Catalyst builds the iOS platform at releases of its own: the iOS floor is no longer known.
        let catalyst = PackageManifest(source: Lexer.lex(Array(
            "let package = Package(name: \"P\", platforms: [.iOS(.v17), .macCatalyst(.v17)])".utf8)))
        XCTAssertEqual(catalyst.platforms, ["ios"])
        XCTAssertEqual(catalyst.deploymentTargets, [:])
    }

    static let badge = """
        struct Badge: View {
            var body: some View {
                if #available(iOS 16, macOS 13, *) {
                    Text("New")
                } else {
                    Text("Old").font(.system(size: 12))
                }
            }
            func load() {
                guard #available(iOS 16.4, *) else { legacy(); return }
                if #unavailable(iOS 15) { ancient() }
            }
        }
        """

    func testFallbacksThatEveryDeployedReleaseSkipsAreDead() {
        let code = Self.badge
        let tree = ViewTreeParser.parse(Lexer.lex(Array(code.utf8)))
        func deadLines(_ platforms: Set<String>, _ minimums: DeploymentTargets) -> [Int] {
            AvailabilityCondition.deadFallbacks(in: tree, platforms: platforms, minimums: minimums).map {
                tree.source.lineTable.position(of: $0.lowerBound).line
            }.sorted()
        }
        let ios17: DeploymentTargets = ["ios": OSVersion("17")!]
        XCTAssertEqual(deadLines(["ios"], ios17), [5, 10, 11])
        XCTAssertEqual(deadLines(["ios"], ["ios": OSVersion("16")!]), [5, 11], "16.0 may still take the 16.4 fallback")
        XCTAssertEqual(deadLines(["ios"], ["ios": OSVersion("15.6")!]), [11])
        // A Mac build whose release is unknown may take the fallback.
        XCTAssertEqual(deadLines(["ios", "macos"], ios17), [10, 11], "`*` passes the Mac")
        let old = Array(code.utf8).firstRange(of: Array("Text(\"Old\")".utf8))!.lowerBound
        XCTAssertTrue(AvailabilityCondition.deadFallbacks(in: tree, platforms: ["ios"], minimums: ios17)
            .contains { $0.contains(old) })
        XCTAssertEqual(deadLines([], ios17), [], "unknown platforms")
    }
}

extension DeploymentTargetsTests {
    func testASessionLeavesDeadFallbacksUnreported() {
        func fixedFonts(_ minimums: DeploymentTargets) -> Int {
            let input = SourceInput(path: "Badge.swift", bytes: Array(Self.badge.utf8), platforms: ["ios", "macos"],
                                    deploymentTargets: minimums)
            return LintSession().lint([input]).findings.filter { $0.ruleID == "fixed-font-size" }.count
        }
        XCTAssertEqual(fixedFonts([:]), 1)
        XCTAssertEqual(fixedFonts(["ios": OSVersion("16")!, "macos": OSVersion("12")!]), 1)
        XCTAssertEqual(fixedFonts(["ios": OSVersion("16")!, "macos": OSVersion("13")!]), 0)
    }
}

extension DeploymentTargetsTests {
    /// Each configuration's setting, on the target or else the project: the lowest of them.
    func testAnXcodeTargetDeploysToItsLowestConfiguredRelease() {
        let project = """
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = PROJECTLIST; mainGroup = MAIN; targets = ( APP, ); };
                    MAIN = { isa = PBXGroup; children = ( SOURCES, ); sourceTree = "<group>"; };
                    SOURCES = { isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
                    APP = { isa = PBXNativeTarget; buildConfigurationList = APPLIST; buildPhases = ( );
                            fileSystemSynchronizedGroups = ( SOURCES, ); name = Shop; };
                    PROJECTLIST = { isa = XCConfigurationList; buildConfigurations = ( PDEBUG, PRELEASE, ); };
                    PDEBUG = { isa = XCBuildConfiguration; buildSettings = { MACOSX_DEPLOYMENT_TARGET = 13.0; }; name = Debug; };
                    PRELEASE = { isa = XCBuildConfiguration; buildSettings = { MACOSX_DEPLOYMENT_TARGET = 13.0; }; name = Release; };
                    APPLIST = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, RELEASE, ); };
                    DEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                        SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; IPHONEOS_DEPLOYMENT_TARGET = 16.4; }; };
                    RELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                        SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; };
                };
                rootObject = ROOT;
            }
            """
        let model = ProjectModel(reader: ProjectModelTests.MemoryReader([
            "/app/Shop.xcodeproj/project.pbxproj": project,
            "/app/Shop/ShopView.swift": "",
        ]))
        XCTAssertEqual(model.platforms(ofFileAt: "/app/Shop/ShopView.swift"), ["ios", "macos"])
        XCTAssertEqual(model.deploymentTargets(ofFileAt: "/app/Shop/ShopView.swift"),
                       ["ios": OSVersion("16")!, "macos": OSVersion("13")!])
    }
}
