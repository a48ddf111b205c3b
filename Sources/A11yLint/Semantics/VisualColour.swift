import Foundation

/// An sRGB colour with alpha, components in 0…1, and the WCAG 2.x contrast maths the colour rules need.
struct VisualColour: Sendable, Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clampedToUnit
        self.green = green.clampedToUnit
        self.blue = blue.clampedToUnit
        self.alpha = alpha.clampedToUnit
    }

    /// 0–255 components, as colour specifications are published.
    init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    var isOpaque: Bool { alpha >= 1 }

    func withAlpha(multipliedBy factor: Double) -> VisualColour {
        VisualColour(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// This colour drawn over `backdrop` ("source over" compositing). The result is opaque when the backdrop is.
    func composited(over backdrop: VisualColour) -> VisualColour {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return VisualColour(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha
        }
        return VisualColour(red: mix(red, backdrop.red), green: mix(green, backdrop.green),
                            blue: mix(blue, backdrop.blue), alpha: outAlpha)
    }

    /// WCAG 2.x relative luminance of the colour's RGB (alpha ignored: composite first).
    var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio (1…21) of `foreground` drawn over an opaque `background`.
    static func contrastRatio(foreground: VisualColour, background: VisualColour) -> Double {
        let visible = foreground.composited(over: background)
        let lighter = max(visible.relativeLuminance, background.relativeLuminance)
        let darker = min(visible.relativeLuminance, background.relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// `#RRGGBB` (upper case), for messages.
    var hexDescription: String {
        func byte(_ channel: Double) -> String {
            let value = Int((channel * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[value / 16], digits[value % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }
}

extension VisualColour {
    static let white = VisualColour(red: 1, green: 1, blue: 1)
    static let black = VisualColour(red: 0, green: 0, blue: 0)

    /// SwiftUI's named colours in the light appearance (sRGB, 0–255).
    ///
    /// Source: Apple Human Interface Guidelines, "Color" → "Specifications" → system colors, iOS/iPadOS
    /// "Default (light)" column as published for iOS 15–18
    /// (https://developer.apple.com/design/human-interface-guidelines/color); cross-checked against the resolved
    /// light-mode values of `SwiftUI.Color` listed at https://zenn.dev/ryodeveloper/articles/kame_ga_1_hiki
    /// (e.g. `.blue` 0.0/0.48/1.0, `.gray` 0.56/0.56/0.58). The HIG's June 2025 update shifts some hues slightly
    /// for iOS 26; contrast verdicts near a threshold can differ by a few hundredths between releases.
    /// Semantic styles (`.primary`, `.secondary`, `.accentColor`, asset and theme colours) are deliberately absent:
    /// their value depends on context the linter cannot see, so the colour rules stay quiet on them.
    static let namedLight: [String: VisualColour] = [
        "black": .black,
        "white": .white,
        "clear": VisualColour(red: 0, green: 0, blue: 0, alpha: 0),
        "red": VisualColour(red255: 255, green: 59, blue: 48),
        "orange": VisualColour(red255: 255, green: 149, blue: 0),
        "yellow": VisualColour(red255: 255, green: 204, blue: 0),
        "green": VisualColour(red255: 52, green: 199, blue: 89),
        "mint": VisualColour(red255: 0, green: 199, blue: 190),
        "teal": VisualColour(red255: 48, green: 176, blue: 199),
        "cyan": VisualColour(red255: 50, green: 173, blue: 230),
        "blue": VisualColour(red255: 0, green: 122, blue: 255),
        "indigo": VisualColour(red255: 88, green: 86, blue: 214),
        "purple": VisualColour(red255: 175, green: 82, blue: 222),
        "pink": VisualColour(red255: 255, green: 45, blue: 85),
        "brown": VisualColour(red255: 162, green: 132, blue: 94),
        "gray": VisualColour(red255: 142, green: 142, blue: 147),
    ]

    /// Parses `#RGB`, `#RRGGBB` (with or without `#`, or `0x`). Eight-digit forms are ambiguous (RGBA or ARGB
    /// depending on the app's extension), so they give nil.
    static func parseHex(_ text: String) -> VisualColour? {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        var values: [Int] = []
        for character in digits {
            guard let value = character.hexDigitValue else { return nil }
            values.append(value)
        }
        switch values.count {
        case 3:
            return VisualColour(red255: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        case 6:
            return VisualColour(red255: values[0] * 16 + values[1], green: values[2] * 16 + values[3],
                                blue: values[4] * 16 + values[5])
        default:
            return nil
        }
    }
}

private extension Double {
    var clampedToUnit: Double { Swift.min(1, Swift.max(0, self)) }
}
