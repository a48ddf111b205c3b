@testable import A11yLint
import RuleEngine
import SwiftLexer
import XCTest

/// Per-file platforms: the Xcode project reader (which targets build a file, for which SDKs) and the evidence of
/// a file's own imports.
final class ProjectPlatformsTests: XCTestCase {
    /// A project with an iOS app target listing files through groups, a macOS target keeping a folder in sync with
    /// one file excepted, and a file shared by both.
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                ROOT /* Project object */ = {
                    isa = PBXProject;
                    buildConfigurationList = PROJECTCONFIGS;
                    mainGroup = MAIN;
                    targets = ( PHONE /* Phone */, MAC /* Mac */, );
                };
                MAIN = { isa = PBXGroup; children = ( PHONEGROUP, SHAREDGROUP, MACFOLDER, ); sourceTree = "<group>"; };
                PHONEGROUP = { isa = PBXGroup; children = ( PHONEVIEW, ); path = Phone; sourceTree = "<group>"; };
                SHAREDGROUP = { isa = PBXGroup; children = ( SHAREDVIEW, ); path = "Shared Code"; sourceTree = "<group>"; };
                PHONEVIEW /* PhoneView.swift */ = { isa = PBXFileReference; path = PhoneView.swift; sourceTree = "<group>"; };
                SHAREDVIEW = { isa = PBXFileReference; path = SharedView.swift; sourceTree = "<group>"; };
                MACFOLDER = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( MACEXCEPTIONS, ); path = Mac; sourceTree = "<group>"; };
                MACEXCEPTIONS = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Old/Unused.swift, ); target = MAC; };
                PHONEBUILD1 = { isa = PBXBuildFile; fileRef = PHONEVIEW; };
                PHONEBUILD2 = { isa = PBXBuildFile; fileRef = SHAREDVIEW; };
                MACBUILD1 = { isa = PBXBuildFile; fileRef = SHAREDVIEW; };
                PHONESOURCES = { isa = PBXSourcesBuildPhase; files = ( PHONEBUILD1, PHONEBUILD2, ); };
                MACSOURCES = { isa = PBXSourcesBuildPhase; files = ( MACBUILD1, ); };
                PHONE = { isa = PBXNativeTarget; buildConfigurationList = PHONECONFIGS; buildPhases = ( PHONESOURCES, ); name = Phone; };
                MAC = { isa = PBXNativeTarget; buildConfigurationList = MACCONFIGS; buildPhases = ( MACSOURCES, );
                        fileSystemSynchronizedGroups = ( MACFOLDER, ); name = Mac; };
                PROJECTCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( PROJECTDEBUG, ); };
                PROJECTDEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                PHONECONFIGS = { isa = XCConfigurationList; buildConfigurations = ( PHONEDEBUG, ); };
                PHONEDEBUG = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = Phone; }; name = Debug; };
                MACCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( MACDEBUG, MACRELEASE, ); };
                MACDEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; name = Debug; };
                MACRELEASE = { isa = XCBuildConfiguration; buildSettings = { SUPPORTED_PLATFORMS = "macosx"; }; name = Release; };
            };
            rootObject = ROOT /* Project object */;
        }
        """

    /// An app's development build (`App-Dev`) keeps the developers' harness the app leaves out: those files are
    /// built only for development; what both build, and what only the app builds, are not.
    func testFilesOnlyADevelopmentAppBuildsAreTheDevelopersHarness() throws {
        let pbxproj = """
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = CONFIGS; mainGroup = MAIN; targets = ( APP, DEV, TESTS, ); };
                    MAIN = { isa = PBXGroup; children = ( APPFOLDER, ); sourceTree = "<group>"; };
                    APPFOLDER = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( FORAPP, FORDEV, ); path = App; sourceTree = "<group>"; };
                    FORAPP = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Development, ); target = APP; };
                    FORDEV = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Production/Onboarding.swift, ); target = DEV; };
                    APP = { isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = ( APPFOLDER, ); name = Trainer;
                            productType = "com.apple.product-type.application"; };
                    DEV = { isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = ( APPFOLDER, ); name = "Trainer-Dev";
                            productType = "com.apple.product-type.application"; };
                    TESTS = { isa = PBXNativeTarget; buildPhases = ( ); name = TrainerTests;
                              productType = "com.apple.product-type.bundle.unit-test"; };
                    CONFIGS = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                    DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(pbxproj.utf8)))
        XCTAssertTrue(project.buildsOnlyIntoDevelopmentApps("App/Development/CheatScreen.swift"))
        XCTAssertFalse(project.buildsOnlyIntoDevelopmentApps("App/Production/MainView.swift"), "both build it")
        XCTAssertFalse(project.buildsOnlyIntoDevelopmentApps("App/Production/Onboarding.swift"), "only the app")
        XCTAssertTrue(XcodeProject.isDevelopmentName("AppDebug"))
        XCTAssertFalse(XcodeProject.isDevelopmentName("Developer"))
    }

    func testTargetsDecideAFilesPlatforms() throws {
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(Self.project.utf8)))
        XCTAssertEqual(project.targets.map(\.name), ["Phone", "Mac"])
        // The phone target sets no SDK and inherits the project's.
        XCTAssertEqual(project.platforms(ofFile: "Phone/PhoneView.swift"), ["ios"])
        XCTAssertEqual(project.platforms(ofFile: "Shared Code/SharedView.swift"), ["ios", "macos"])
        XCTAssertEqual(project.platforms(ofFile: "Mac/Settings/SettingsView.swift"), ["macos"])
        XCTAssertNil(project.platforms(ofFile: "Mac/Old/Unused.swift"), "excepted from the synchronised folder")
        XCTAssertNil(project.platforms(ofFile: "Scripts/Tool.swift"))
        XCTAssertNil(project.platforms(ofFile: "MacOld/View.swift"), "a folder is not a prefix of a longer name")
        XCTAssertEqual(project.allPlatforms, ["ios", "macos"])
    }

    /// A widget target that does not keep the app's synchronised folder in sync builds the files the folder's
    /// exception set names for it; a file the project names nowhere, or lists at that very path in no target, is left
    /// out of every target.
    static let widgetProject = """
        {
            objects = {
                ROOT = { isa = PBXProject; buildConfigurationList = CONFIGS; mainGroup = MAIN; targets = ( APP, WIDGET, ); };
                MAIN = { isa = PBXGroup; children = ( APPFOLDER, OLDVIEW, GENERATED, ); sourceTree = "<group>"; };
                APPFOLDER = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( FORWIDGET, ); path = App; sourceTree = "<group>"; };
                FORWIDGET = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Shared/Timeline.swift, ); target = WIDGET; };
                OLDVIEW = { isa = PBXFileReference; path = Unbuilt/Referenced.swift; sourceTree = "<group>"; };
                GENERATED = { isa = PBXFileReference; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
                APP = { isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = ( APPFOLDER, ); name = App; };
                WIDGET = { isa = PBXNativeTarget; buildPhases = ( ); name = Widget; };
                CONFIGS = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
            };
            rootObject = ROOT;
        }
        """

    func testExceptionSetsAddFilesToTargetsThatDoNotSyncTheFolder() throws {
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(Self.widgetProject.utf8)))
        let widget = try XCTUnwrap(project.targets.first { $0.name == "Widget" })
        XCTAssertTrue(widget.builds("App/Shared/Timeline.swift"))
        XCTAssertFalse(widget.builds("App/Home.swift"))
        XCTAssertFalse(project.leavesOut("App/Shared/Timeline.swift"))
        XCTAssertFalse(project.leavesOut("App/Home.swift"), "in the app's synchronised folder")
        XCTAssertTrue(project.leavesOut("Old/Leftover.swift"))
        XCTAssertTrue(project.leavesOut("Unbuilt/Referenced.swift"), "listed at this path, in no target")
        XCTAssertFalse(project.leavesOut("Sources/Generated.swift"),
                       "named by a reference this reader cannot place: not surely left out")
        // A loose copy of a file the project lists at another path, where that file is on disk.
        XCTAssertTrue(project.leavesOut("Copy/Referenced.swift", fileExists: { $0 == "Unbuilt/Referenced.swift" }))
        XCTAssertFalse(project.leavesOut("Copy/Referenced.swift", fileExists: { _ in false }),
                       "the listed path holds nothing: this may be the file the project means")
        XCTAssertFalse(project.leavesOut("Copy/Generated.swift", fileExists: { _ in true }),
                       "a reference this reader cannot place may be this file")
    }

    /// A folder synchronised at the project's own folder (`path = .`, the `.xcodeproj` beside the sources) holds
    /// every file below it, less the files and whole folders its exception set names for the target and the
    /// folders it keeps as one resource (`explicitFolders`).
    func testAFolderSynchronisedAtTheProjectsOwnFolder() throws {
        let text = """
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = CONFIGS; mainGroup = MAIN; targets = ( APP, ); };
                    MAIN = { isa = PBXGroup; children = ( HERE, ); sourceTree = "<group>"; };
                    HERE = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( LEFTOUT, );
                             explicitFolders = ( Website, ); path = .; sourceTree = "<group>"; };
                    LEFTOUT = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                                membershipExceptions = ( Scripts, Tests/Fixtures, Tools/Generate.swift, ); target = APP; };
                    APP = { isa = PBXNativeTarget; buildPhases = ( ); fileSystemSynchronizedGroups = ( HERE, ); name = App; };
                    CONFIGS = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                    DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(text.utf8)))
        XCTAssertEqual(project.platforms(ofFile: "Views/Home.swift"), ["ios"])
        XCTAssertEqual(project.platforms(ofFile: "App.swift"), ["ios"])
        XCTAssertEqual(project.platforms(ofFile: "Tools/Format.swift"), ["ios"])
        XCTAssertEqual(project.platforms(ofFile: "ScriptsKit/Run.swift"), ["ios"], "a folder is not a prefix of a longer name")
        XCTAssertNil(project.platforms(ofFile: "Tools/Generate.swift"), "an excepted file")
        XCTAssertNil(project.platforms(ofFile: "Scripts/Build.swift"), "inside an excepted folder")
        XCTAssertNil(project.platforms(ofFile: "Tests/Fixtures/Sample.swift"), "inside an excepted folder")
        XCTAssertNil(project.platforms(ofFile: "Website/Page.swift"), "a folder kept as one resource")
        XCTAssertFalse(project.leavesOut("Views/Home.swift"))
    }

    /// A Mac's file system ignores case: a project that lists `MyApp.swift` builds the file `myApp.swift` (renamed
    /// in case only), which is no file left out. Two listed files that differ only in case are each found as
    /// spelled.
    func testAFileListedInAnotherCaseIsTheFileTheProjectBuilds() throws {
        let text = """
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = CONFIGS; mainGroup = MAIN; targets = ( APP, WATCH, ); };
                    MAIN = { isa = PBXGroup; children = ( APPMAIN, MODEL, MODELCOPY, ); path = App; sourceTree = "<group>"; };
                    APPMAIN = { isa = PBXFileReference; path = MyApp.swift; sourceTree = "<group>"; };
                    MODEL = { isa = PBXFileReference; path = Model.swift; sourceTree = "<group>"; };
                    MODELCOPY = { isa = PBXFileReference; path = model.swift; sourceTree = "<group>"; };
                    APPMAINBUILD = { isa = PBXBuildFile; fileRef = APPMAIN; };
                    MODELBUILD = { isa = PBXBuildFile; fileRef = MODEL; };
                    MODELCOPYBUILD = { isa = PBXBuildFile; fileRef = MODELCOPY; };
                    APPSOURCES = { isa = PBXSourcesBuildPhase; files = ( APPMAINBUILD, MODELBUILD, ); };
                    WATCHSOURCES = { isa = PBXSourcesBuildPhase; files = ( MODELCOPYBUILD, ); };
                    APP = { isa = PBXNativeTarget; buildConfigurationList = CONFIGS; buildPhases = ( APPSOURCES, ); name = App; };
                    WATCH = { isa = PBXNativeTarget; buildConfigurationList = WATCHCONFIGS; buildPhases = ( WATCHSOURCES, ); name = Watch; };
                    CONFIGS = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                    DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                    WATCHCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( WATCHDEBUG, ); };
                    WATCHDEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(text.utf8)))
        XCTAssertEqual(project.platforms(ofFile: "App/myApp.swift"), ["ios"])
        XCTAssertFalse(project.leavesOut("App/myApp.swift"))
        XCTAssertEqual(project.platforms(ofFile: "App/Model.swift"), ["ios"])
        XCTAssertEqual(project.platforms(ofFile: "App/model.swift"), ["watchos"])
        XCTAssertNil(project.platforms(ofFile: "App/MODEL.swift"), "two files differ in case only: neither is meant")
        XCTAssertTrue(project.leavesOut("App/Other.swift"))
    }

    /// A project whose SDKs are set only in the `.xcconfig` files its configurations are based on.
    static let configuredProject = """
        {
            objects = {
                ROOT = { isa = PBXProject; buildConfigurationList = PROJECTCONFIGS; mainGroup = MAIN; targets = ( APP, TOOL, ); };
                MAIN = { isa = PBXGroup; children = ( APPGROUP, CONFIGGROUP, ); sourceTree = "<group>"; };
                APPGROUP = { isa = PBXGroup; children = ( HOME, ); path = App; sourceTree = "<group>"; };
                CONFIGGROUP = { isa = PBXGroup; children = ( APPCONFIG, ); path = Configuration; sourceTree = "<group>"; };
                HOME = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                APPCONFIG = { isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
                HOMEBUILD = { isa = PBXBuildFile; fileRef = HOME; };
                APPSOURCES = { isa = PBXSourcesBuildPhase; files = ( HOMEBUILD, ); };
                TOOLSOURCES = { isa = PBXSourcesBuildPhase; files = ( HOMEBUILD, ); };
                APP = { isa = PBXNativeTarget; buildConfigurationList = APPCONFIGS; buildPhases = ( APPSOURCES, ); name = App; };
                TOOL = { isa = PBXNativeTarget; buildConfigurationList = TOOLCONFIGS; buildPhases = ( TOOLSOURCES, ); name = Tool; };
                PROJECTCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( PROJECTDEBUG, ); };
                PROJECTDEBUG = { isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };
                APPCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( APPDEBUG, ); };
                APPDEBUG = { isa = XCBuildConfiguration; baseConfigurationReference = APPCONFIG; buildSettings = { }; name = Debug; };
                TOOLCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( TOOLDEBUG, ); };
                TOOLDEBUG = { isa = XCBuildConfiguration; baseConfigurationReference = APPCONFIG; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
            };
            rootObject = ROOT;
        }
        """

    func testConfigurationFilesSetTheSDK() throws {
        let files = [
            "Configuration/App.xcconfig": "#include \"Shared/Global.xcconfig\"\n#include? \"Missing.xcconfig\"\n"
                + "SDKROOT[sdk=iphoneos*] = iphoneos // conditional: not read\nPRODUCT_NAME = App\n",
            "Configuration/Shared/Global.xcconfig": "// Every target\nSDKROOT = macosx\n#include \"../App.xcconfig\"\n",
        ]
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(Self.configuredProject.utf8),
                                                 configurationFile: { files[$0].map { Array($0.utf8) } }))
        XCTAssertEqual(project.targets.first { $0.name == "App" }?.platforms, ["macos"])
        // The project file's own setting wins over the configuration file's.
        XCTAssertEqual(project.targets.first { $0.name == "Tool" }?.platforms, ["ios"])
        // Without the files, the SDK is unknown.
        XCTAssertEqual(XcodeProject(pbxproj: Array(Self.configuredProject.utf8))?.targets.first?.platforms, [])
    }

    /// A live app target beside a retired one that still runs CocoaPods' phases, and the App Clip only the retired
    /// one embeds.
    static let retiredPodsProject = """
        {
            objects = {
                ROOT = { isa = PBXProject; mainGroup = MAIN; targets = ( LIVE, OLD, CLIP, ); };
                MAIN = { isa = PBXGroup; children = ( LIVEVIEW, OLDVIEW, CLIPVIEW, ); sourceTree = "<group>"; };
                LIVEVIEW = { isa = PBXFileReference; path = Sources/Home.swift; sourceTree = "<group>"; };
                OLDVIEW = { isa = PBXFileReference; path = Archive/Old/Tutorial.swift; sourceTree = "<group>"; };
                CLIPVIEW = { isa = PBXFileReference; path = Archive/Clip/Download.swift; sourceTree = "<group>"; };
                LIVEBUILD = { isa = PBXBuildFile; fileRef = LIVEVIEW; };
                OLDBUILD = { isa = PBXBuildFile; fileRef = OLDVIEW; };
                CLIPBUILD = { isa = PBXBuildFile; fileRef = CLIPVIEW; };
                LIVESOURCES = { isa = PBXSourcesBuildPhase; files = ( LIVEBUILD, ); };
                OLDSOURCES = { isa = PBXSourcesBuildPhase; files = ( OLDBUILD, ); };
                CLIPSOURCES = { isa = PBXSourcesBuildPhase; files = ( CLIPBUILD, ); };
                CHECKPODS = { isa = PBXShellScriptBuildPhase; name = "[CP] Check Pods Manifest.lock"; };
                CLIPDEPENDENCY = { isa = PBXTargetDependency; target = CLIP; };
                LIVE = { isa = PBXNativeTarget; buildPhases = ( LIVESOURCES, ); name = Live;
                         productType = "com.apple.product-type.application"; };
                OLD = { isa = PBXNativeTarget; buildPhases = ( CHECKPODS, OLDSOURCES, ); dependencies = ( CLIPDEPENDENCY, );
                        name = Old; productType = "com.apple.product-type.application"; };
                CLIP = { isa = PBXNativeTarget; buildPhases = ( CLIPSOURCES, ); name = Clip;
                         productType = "com.apple.product-type.application.on-demand-install-capable"; };
            };
            rootObject = ROOT;
        }
        """

    func testATargetThatNeedsPodsWithNoPodfileIsNotBuilt() throws {
        let bytes = Array(Self.retiredPodsProject.utf8)
        let withoutPodfile = try XCTUnwrap(XcodeProject(pbxproj: bytes, hasPodfile: { false }))
        XCTAssertEqual(withoutPodfile.targets.map(\.name), ["Live"], "the retired target and the clip only it embeds")
        XCTAssertFalse(withoutPodfile.leavesOut("Sources/Home.swift"))
        XCTAssertTrue(withoutPodfile.leavesOut("Archive/Old/Tutorial.swift"))
        XCTAssertTrue(withoutPodfile.leavesOut("Archive/Clip/Download.swift"))
        // With a Podfile the pods can be installed: every target builds.
        let withPodfile = try XCTUnwrap(XcodeProject(pbxproj: bytes, hasPodfile: { true }))
        XCTAssertEqual(withPodfile.targets.map(\.name), ["Live", "Old", "Clip"])
        // When no target could build, the checkout lacks something (a Podfile outside it): nothing is left out.
        let podsOnly = Self.retiredPodsProject.replacingOccurrences(of: "buildPhases = ( LIVESOURCES, )",
                                                                     with: "buildPhases = ( CHECKPODS, LIVESOURCES, )")
        let nothingBuilds = try XCTUnwrap(XcodeProject(pbxproj: Array(podsOnly.utf8), hasPodfile: { false }))
        XCTAssertEqual(nothingBuilds.targets.map(\.name), ["Live", "Old", "Clip"])
    }

    /// The flags each target's configurations define, with the project's, from `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
    /// and `-D` in `OTHER_SWIFT_FLAGS`; unknown when a value is built from another setting.
    func testCompilationConditionsOfATarget() throws {
        let text = """
            {
                objects = {
                    ROOT = { isa = PBXProject; buildConfigurationList = PROJECTCONFIGS; mainGroup = MAIN; targets = ( APP, WIDGET, ); };
                    MAIN = { isa = PBXGroup; children = ( VIEW, EXTRA, ); sourceTree = "<group>"; };
                    VIEW = { isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                    EXTRA = { isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
                    APPBUILD = { isa = PBXBuildFile; fileRef = VIEW; };
                    WIDGETBUILD = { isa = PBXBuildFile; fileRef = EXTRA; };
                    APPSOURCES = { isa = PBXSourcesBuildPhase; files = ( APPBUILD, ); };
                    WIDGETSOURCES = { isa = PBXSourcesBuildPhase; files = ( WIDGETBUILD, ); };
                    APP = { isa = PBXNativeTarget; buildConfigurationList = APPCONFIGS; buildPhases = ( APPSOURCES, ); name = App; };
                    WIDGET = { isa = PBXNativeTarget; buildConfigurationList = WIDGETCONFIGS; buildPhases = ( WIDGETSOURCES, ); name = Widget; };
                    PROJECTCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( PROJECTDEBUG, ); };
                    PROJECTDEBUG = { isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; name = Debug; };
                    APPCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( APPDEBUG, APPRELEASE, ); };
                    APPDEBUG = { isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = MAIN_APP; }; name = Debug; };
                    APPRELEASE = { isa = XCBuildConfiguration; buildSettings = { OTHER_SWIFT_FLAGS = ( "$(inherited)", "-D", BETA, "-DSTORE", ); }; name = Release; };
                    WIDGETCONFIGS = { isa = XCConfigurationList; buildConfigurations = ( WIDGETDEBUG, ); };
                    WIDGETDEBUG = { isa = XCBuildConfiguration; buildSettings = { SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(EXTENSION_FLAGS)"; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(text.utf8)))
        XCTAssertEqual(project.compilationConditions(ofFile: "Home.swift"), ["DEBUG", "MAIN_APP", "BETA", "STORE"])
        XCTAssertNil(project.compilationConditions(ofFile: "Widget.swift"), "set from another setting: unknown")
        XCTAssertNil(project.compilationConditions(ofFile: "Elsewhere.swift"), "no target builds it")
    }

    /// An iPad and Mac app whose screens for each platform are filtered to it: by the build file's
    /// `platformFilters`, or by a synchronised folder's `platformFiltersByRelativePath`.
    func testPlatformFiltersNarrowAFilesPlatforms() throws {
        let text = """
            {
                objects = {
                    ROOT = { isa = PBXProject; mainGroup = MAIN; targets = ( APP, ); };
                    MAIN = { isa = PBXGroup; children = ( SHARED, PHONE, FOLDER, ); sourceTree = "<group>"; };
                    SHARED = { isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
                    PHONE = { isa = PBXFileReference; path = PhoneOnly.swift; sourceTree = "<group>"; };
                    FOLDER = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( FILTERS, ); path = App; sourceTree = "<group>"; };
                    FILTERS = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                                platformFiltersByRelativePath = { macOS/Sheet.swift = (macos, ); iOS/Tabs.swift = (ios, ); };
                                target = APP; };
                    SHAREDBUILD = { isa = PBXBuildFile; fileRef = SHARED; };
                    PHONEBUILD = { isa = PBXBuildFile; fileRef = PHONE; platformFilters = ( ios, maccatalyst, ); };
                    SOURCES = { isa = PBXSourcesBuildPhase; files = ( SHAREDBUILD, PHONEBUILD, ); };
                    APP = { isa = PBXNativeTarget; buildConfigurationList = CONFIGS; buildPhases = ( SOURCES, );
                            fileSystemSynchronizedGroups = ( FOLDER, ); name = App; };
                    CONFIGS = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                    DEBUG = { isa = XCBuildConfiguration; buildSettings = { SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
                };
                rootObject = ROOT;
            }
            """
        let project = try XCTUnwrap(XcodeProject(pbxproj: Array(text.utf8)))
        XCTAssertEqual(project.platforms(ofFile: "Shared.swift"), ["ios", "macos"])
        XCTAssertEqual(project.platforms(ofFile: "PhoneOnly.swift"), ["ios"])
        XCTAssertEqual(project.platforms(ofFile: "App/macOS/Sheet.swift"), ["macos"])
        XCTAssertEqual(project.platforms(ofFile: "App/iOS/Tabs.swift"), ["ios"])
        XCTAssertEqual(project.platforms(ofFile: "App/Common/Model.swift"), ["ios", "macos"])
    }

    func testMalformedProjectsAreRejectedNotTrapped() {
        XCTAssertNil(XcodeProject(pbxproj: []))
        XCTAssertNil(XcodeProject(pbxproj: Array("{ objects = { A = { isa = ".utf8)))
        XCTAssertNil(XcodeProject(pbxproj: Array(String(repeating: "(", count: 100_000).utf8)))
        XCTAssertNil(XcodeProject(pbxproj: Array("{ rootObject = X; objects = {}; }".utf8)))
        let unterminated = Self.project.replacingOccurrences(of: "\"<group>\"", with: "\"<group>")
        XCTAssertNil(XcodeProject(pbxproj: Array(unterminated.utf8)))
    }

    func testImportsNarrowTheProjectsPlatforms() {
        func platforms(_ code: String, project: Set<String> = []) -> Set<String> {
            FilePlatforms.narrow(project, byImportsOf: ViewTreeParser.parse(Lexer.lex(Array(code.utf8))))
        }
        XCTAssertEqual(platforms("import SwiftUI\nimport AppKit\n"), ["macos"])
        XCTAssertEqual(platforms("import SwiftUI\nimport AppKit\n", project: ["ios", "macos"]), ["macos"])
        XCTAssertEqual(platforms("@preconcurrency import UIKit\n", project: ["ios", "macos"]), ["ios"])
        XCTAssertEqual(platforms("import class AppKit.NSView\n"), ["macos"])
        XCTAssertEqual(platforms("import UIKit\n"), ["ios", "watchos", "tvos", "visionos"])
        XCTAssertEqual(platforms("#if canImport(AppKit)\nimport AppKit\n#endif\n"), [], "a conditional import says nothing")
        XCTAssertEqual(platforms("import SwiftUI\n", project: ["ios"]), ["ios"])
        XCTAssertEqual(platforms("import AppKit\n", project: ["ios"]), ["ios"], "a contradiction is not narrowed to nothing")
    }

    func testAnAppKitFileGetsNoIOSFindings() {
        let code = """
            import SwiftUI
            import AppKit
            struct Title: View {
                var body: some View { Text("Title").font(.system(size: 13)) }
            }
            """
        let linter = Linter(configuration: Configuration())
        XCTAssertTrue(linter.lint(path: "Title.swift", bytes: Array(code.utf8)).filter { $0.ruleID == "fixed-font-size" }.isEmpty)
        let phone = code.replacingOccurrences(of: "import AppKit", with: "import UIKit")
        XCTAssertEqual(linter.lint(path: "Title.swift", bytes: Array(phone.utf8)).filter { $0.ruleID == "fixed-font-size" }.count, 1)
        XCTAssertTrue(linter.lint(path: "Title.swift", bytes: Array(phone.utf8), platforms: ["macos"])
            .filter { $0.ruleID == "fixed-font-size" }.isEmpty, "the project's platforms come first")
    }
}
