/// The names code outside Swift gives classes, which may create them where no Swift code mentions them: the custom
/// classes of storyboards and xibs (`customClass="ProfileCell"`), the words of plists (an extension's
/// `NSExtensionPrincipalClass`, `$(PRODUCT_MODULE_NAME).ShareViewController`) and the identifiers of Objective-C
/// files. `Reachability` judges a UIKit view class unused only when none of them names it.
public enum InterfaceNames {
    /// Whether a file of the linted folders can name a Swift class: a storyboard, a xib or an Objective-C source.
    public static func isInterfaceFile(path: String) -> Bool {
        interfaceExtensions.contains { path.hasSuffix($0) }
    }

    static let interfaceExtensions = [".storyboard", ".xib", ".m", ".mm", ".h"]

    /// Every identifier-like word of the files (a plist's `$(PRODUCT_MODULE_NAME).SceneDelegate` gives
    /// `SceneDelegate`): a superset of the class names they give, which is what keeps a class on screen.
    static func names(inInterfaceFiles files: [(path: String, bytes: [UInt8])], infoPlists: [[UInt8]]) -> Set<String> {
        var names = Set<String>()
        for bytes in files.map(\.bytes) + infoPlists {
            var start: Int?
            for index in 0...bytes.count {
                let isWordByte = index < bytes.count && isIdentifierByte(bytes[index])
                if isWordByte {
                    if start == nil { start = index }
                } else if let first = start {
                    if isUpperCaseLetter(bytes[first]) {
                        names.insert(String(decoding: bytes[first..<index], as: UTF8.self))
                    }
                    start = nil
                }
            }
        }
        return names
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isUpperCaseLetter(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private static func isUpperCaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
