import Foundation

/// Reads one colour set `Contents.json` as Xcode writes it: a `colors` array of entries with an `idiom`, optional
/// `appearances` (`luminosity` light/dark, `contrast` high) and a `color` with a `color-space` and `components`.
/// Components are strings in one of three encodings: floating point (`"0.500"`), 0–255 integers (`"128"`) or
/// hexadecimal bytes (`"0x80"`); alpha is floating point (or hexadecimal). Colour spaces: `srgb`,
/// `extended-srgb`, `extended-linear-srgb`, `display-p3` (and `extended-display-p3`), `gray-gamma-22` and
/// `extended-gray` (a `white` component). Everything is converted to sRGB and clamped to 0…1.
struct ColorSetReader {
    let path: String
    private(set) var issues: [AssetCatalogIssue] = []
    /// Some entry names a system colour (`labelColor`, `systemIndigoColor`).
    private var referencesSystemColour = false

    init(path: String) {
        self.path = path
    }

    mutating func read(name: String, bytes: [UInt8]) -> AssetColor? {
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            fail("not valid JSON (\(error.localizedDescription))")
            return nil
        }
        guard let root = json as? [String: Any], let entries = root["colors"] as? [[String: Any]] else {
            fail("no 'colors' array")
            return nil
        }
        // Universal entries describe every device; without any, the first idiom listed stands for the set.
        let idioms = entries.compactMap { $0["idiom"] as? String }
        let idiom = idioms.contains("universal") ? "universal" : idioms.first
        var base: RGBA?
        var explicit: [Appearance: RGBA] = [:]
        var variantsWithoutLuminosity: [Bool: RGBA] = [:]
        for entry in entries where (entry["idiom"] as? String) == idiom {
            guard let (luminosity, highContrast) = appearance(of: entry) else { continue }
            guard let colorObject = entry["color"] as? [String: Any] else { continue }
            guard let color = color(from: colorObject) else { continue }
            switch (luminosity, highContrast) {
            case (nil, false): base = color
            case (nil, true): variantsWithoutLuminosity[true] = color
            case ("light"?, false): explicit[.light] = color
            case ("light"?, true): explicit[.lightHighContrast] = color
            case ("dark"?, false): explicit[.dark] = color
            case ("dark"?, true): explicit[.darkHighContrast] = color
            case (let other?, _): fail("unknown luminosity '\(other)'")
            }
        }
        var variants: [Appearance: RGBA] = [:]
        let light = explicit[.light] ?? base
        variants[.light] = light
        // With "Any, Light, Dark", a missing dark variant falls back to Any, not to Light.
        variants[.dark] = explicit[.dark] ?? base ?? light
        variants[.lightHighContrast] = explicit[.lightHighContrast] ?? variantsWithoutLuminosity[true] ?? variants[.light]
        variants[.darkHighContrast] = explicit[.darkHighContrast] ?? explicit[.dark]
            ?? variantsWithoutLuminosity[true] ?? variants[.dark]
        var defined = Set(explicit.keys)
        if base != nil { defined.insert(.light) }
        if variantsWithoutLuminosity[true] != nil { defined.insert(.lightHighContrast) }
        guard light != nil || !explicit.isEmpty else {
            // Xcode's template `AccentColor` has entries without a colour, and a set may name system colours only:
            // nothing is readable, nothing is wrong.
            if !referencesSystemColour, entries.contains(where: { $0["color"] != nil }) {
                fail("no colour this linter can read")
            }
            return nil
        }
        // A set with only a dark variant: light falls back to nothing readable; keep what is defined.
        let filled = variants.compactMapValues { $0 }
        return AssetColor(name: name, path: path, variants: filled, defined: defined)
    }

    /// `(luminosity, high contrast)`; nil (with an issue) for an appearance this reader does not know.
    private mutating func appearance(of entry: [String: Any]) -> (String?, Bool)? {
        var luminosity: String?
        var highContrast = false
        for item in entry["appearances"] as? [[String: Any]] ?? [] {
            let kind = item["appearance"] as? String
            let value = item["value"] as? String
            switch (kind, value) {
            case ("luminosity"?, let value?): luminosity = value
            case ("contrast"?, "high"?): highContrast = true
            default:
                fail("unknown appearance \(kind ?? "?")=\(value ?? "?")")
                return nil
            }
        }
        return (luminosity, highContrast)
    }

    private mutating func color(from object: [String: Any]) -> RGBA? {
        if object["reference"] != nil || object["platform"] != nil && object["components"] == nil {
            // A system colour (`systemBlueColor`): its value depends on the OS, so the rules stay quiet on it. It is
            // valid Xcode content, not an issue: a warning on every run would be noise nobody can fix.
            referencesSystemColour = true
            return nil
        }
        guard let space = object["color-space"] as? String, let components = object["components"] as? [String: Any]
        else {
            fail("a colour without 'color-space' and 'components'")
            return nil
        }
        let alpha = components["alpha"].flatMap { Self.alphaValue($0) } ?? 1
        switch space {
        case "gray-gamma-22", "extended-gray":
            guard let white = components["white"].flatMap(Self.componentValue) else {
                fail("grey colour without a readable 'white' component")
                return nil
            }
            let linear = Self.signedPower(white, 2.2)
            let encoded = Self.encodeSRGB(linear)
            return Self.clamped(RGBA(red: encoded, green: encoded, blue: encoded, alpha: alpha))
        case "srgb", "extended-srgb", "display-p3", "extended-display-p3", "extended-linear-srgb":
            guard let red = components["red"].flatMap(Self.componentValue),
                  let green = components["green"].flatMap(Self.componentValue),
                  let blue = components["blue"].flatMap(Self.componentValue) else {
                fail("'\(space)' colour without readable red, green and blue components")
                return nil
            }
            switch space {
            case "display-p3", "extended-display-p3":
                return Self.clamped(Self.displayP3ToSRGB(red: red, green: green, blue: blue, alpha: alpha))
            case "extended-linear-srgb":
                return Self.clamped(RGBA(red: Self.encodeSRGB(red), green: Self.encodeSRGB(green),
                                         blue: Self.encodeSRGB(blue), alpha: alpha))
            default:
                return Self.clamped(RGBA(red: red, green: green, blue: blue, alpha: alpha))
            }
        default:
            fail("colour space '\(space)' is not supported")
            return nil
        }
    }

    private mutating func fail(_ message: String) {
        issues.append(AssetCatalogIssue(path: path, message: message))
    }

    // MARK: Encodings

    /// `"0.500"` → 0.5; `"128"` → 128/255; `"0x80"` → 128/255. Numbers written as JSON numbers are floating point.
    static func componentValue(_ value: Any) -> Double? {
        if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") || text.contains("e") || text.contains("E") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// Alpha is floating point even where the colour's components are 0–255 integers; hexadecimal is a byte.
    static func alphaValue(_ value: Any) -> Double? {
        if let text = value as? String, text.hasPrefix("0x") || text.hasPrefix("0X") { return componentValue(text) }
        if let number = value as? NSNumber, !(value is String) { return number.doubleValue }
        return (value as? String).flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    // MARK: Colour spaces

    /// Display P3 → sRGB: decode (P3 uses the sRGB transfer function), convert linear light with the standard
    /// matrix (from the two spaces' primaries, D65 white), encode.
    static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        let r = decodeSRGB(red), g = decodeSRGB(green), b = decodeSRGB(blue)
        let linearRed = 1.2249401 * r - 0.2249404 * g + 0.0000000 * b
        let linearGreen = -0.0420569 * r + 1.0420571 * g + 0.0000000 * b
        let linearBlue = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBA(red: encodeSRGB(linearRed), green: encodeSRGB(linearGreen), blue: encodeSRGB(linearBlue),
                    alpha: alpha)
    }

    static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    static func signedPower(_ value: Double, _ exponent: Double) -> Double {
        value < 0 ? -pow(-value, exponent) : pow(value, exponent)
    }

    static func clamped(_ color: RGBA) -> RGBA {
        func unit(_ value: Double) -> Double { min(1, max(0, value)) }
        return RGBA(red: unit(color.red), green: unit(color.green), blue: unit(color.blue), alpha: unit(color.alpha))
    }
}
