/// Paths as URI references (RFC 3986) for SARIF's `artifactLocation.uri`: each byte outside the unreserved set
/// (`A–Z a–z 0–9 - . _ ~`) and the `/` separator is percent-encoded from its UTF-8, so spaces, `%`, `:` (which would
/// otherwise read as a scheme), `#`, `?` and non-ASCII names survive `decodeURIComponent` unchanged.
package enum URIEncoding {
    package static func path(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output.append("%")
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            }
        }
        return output
    }

    /// `file://` URI of an absolute path; `directory: true` guarantees the trailing slash SARIF requires of a base.
    package static func fileURI(absolutePath: String, directory: Bool) -> String {
        var encoded = path(absolutePath)
        if !encoded.hasPrefix("/") { encoded = "/" + encoded }
        if directory, !encoded.hasSuffix("/") { encoded += "/" }
        return "file://" + encoded
    }

    /// A link target as written in Markdown `(…)` or an HTML `href`: the reserved characters a URL needs
    /// (`:/?#&=%@+`) kept, everything that could end the link, open markup or hide text (spaces, quotes, `<>()`,
    /// backslash, controls, non-ASCII) percent-encoded. Only `http(s)` and scheme-less references are kept; any
    /// other scheme (`javascript:`) becomes a harmless relative path.
    package static func linkTarget(_ url: String) -> String {
        var output = ""
        let lower = url.lowercased()
        let hasScheme = url.utf8.prefix(while: { $0 != UInt8(ascii: "/") }).contains(UInt8(ascii: ":"))
        if hasScheme, !lower.hasPrefix("http://"), !lower.hasPrefix("https://") { output = "./" }
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "&"),
                 UInt8(ascii: "="), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "+"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where isUnreserved(byte):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output.append("%")
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0x0F))
            }
        }
        return output
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
             UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ value: UInt8) -> Character {
        Character(Unicode.Scalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }
}
