import XCTest
@testable import a11y_lint

/// VoiceOver reads a widget as one element. A view in a file of its own that does not import WidgetKit is widget
/// code too when every target that builds the file is a widget extension (an app extension linking WidgetKit).
final class WidgetTargetTests: XCTestCase {
    /// An unlabelled status symbol: reported in app code, read as part of the widget in widget code.
    static let statusRow = """
        import SwiftUI
        public struct StatusRow: View {
            public var body: some View {
                HStack { Image(systemName: "bolt.horizontal"); Text("Charging") }
            }
        }
        """

    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                ROOT = { isa = PBXProject; buildConfigurationList = LIST; mainGroup = MAIN; targets = ( APP, WIDGET, ); };
                MAIN = { isa = PBXGroup; children = ( APPFOLDER, WIDGETFOLDER, KIT, ); sourceTree = "<group>"; };
                APPFOLDER = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                WIDGETFOLDER = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                KIT = { isa = PBXFileReference; name = WidgetKit.framework; path = System/Library/Frameworks/WidgetKit.framework; sourceTree = SDKROOT; };
                KITBUILD = { isa = PBXBuildFile; fileRef = KIT; };
                WIDGETFRAMEWORKS = { isa = PBXFrameworksBuildPhase; files = ( KITBUILD, ); };
                APP = { isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = ( );
                        fileSystemSynchronizedGroups = ( APPFOLDER, ); name = App;
                        productType = "com.apple.product-type.application"; };
                WIDGET = { isa = PBXNativeTarget; buildConfigurationList = LIST; buildPhases = ( WIDGETFRAMEWORKS, );
                           fileSystemSynchronizedGroups = ( WIDGETFOLDER, ); name = Widget;
                           productType = "com.apple.product-type.app-extension"; };
                LIST = { isa = XCConfigurationList; buildConfigurations = ( DEBUG, ); };
                DEBUG = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
            };
            rootObject = ROOT;
        }
        """

    func testViewsBuiltOnlyIntoWidgetsAreReadAsTheWidget() throws {
        let tree = try TemporaryTree()
        try tree.write("Home.xcodeproj/project.pbxproj", Self.project)
        try tree.write("App/StatusRow.swift", Self.statusRow)
        try tree.write("Widget/StatusRow.swift", Self.statusRow)
        let run = runTool([".", "--format", "text", "--fail-on", "never", "--only", "image-missing-label"], in: tree.root)
        let files = run.output.split(separator: "\n").filter { $0.contains("[image-missing-label]") }
            .map { String($0.split(separator: ":")[0]) }
        XCTAssertEqual(files, ["App/StatusRow.swift"], run.output + run.error)
    }
}
