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

    /// SwiftUI's named colours, light and dark appearance (sRGB, 0–255): the one table the colour rules read.
    ///
    /// Source: Apple Human Interface Guidelines, "Color" → "Specifications" → system colors, iOS/iPadOS
    /// "Default (light)" and "Default (dark)" columns as published for iOS 15–18
    /// (https://developer.apple.com/design/human-interface-guidelines/color); cross-checked against the resolved
    /// light-mode values of `SwiftUI.Color` listed at https://zenn.dev/ryodeveloper/articles/kame_ga_1_hiki
    /// (e.g. `.blue` 0.0/0.48/1.0, `.gray` 0.56/0.56/0.58). The HIG's June 2025 update shifts some hues slightly
    /// for iOS 26; contrast verdicts near a threshold can differ by a few hundredths between releases. The
    /// Increase Contrast variants are not listed: they only raise contrast, so the high-contrast appearances use
    /// the base values.
    ///
    /// The adaptive semantic styles (`.primary`, `.secondary`, `.tertiary`, `Color(.label)`,
    /// `Color(.secondaryLabel)`, `.accentColor`) are deliberately absent. Apple tunes them for every appearance and
    /// for Increase Contrast, and audits count them as passing by design, although their nominal values sit below
    /// 4.5:1 on some fills (`secondaryLabel`, #3C3C43 at 60 %, composites to #8A8A8E on white, 3.4:1, and to
    /// #858589 on the grouped background #F2F2F7, 3.3:1). Asset and theme colours come from elsewhere.
    static let systemColours: [String: (light: VisualColour, dark: VisualColour)] = [
        "black": (.black, .black),
        "white": (.white, .white),
        "clear": (VisualColour(red: 0, green: 0, blue: 0, alpha: 0), VisualColour(red: 0, green: 0, blue: 0, alpha: 0)),
        "red": (VisualColour(red255: 255, green: 59, blue: 48), VisualColour(red255: 255, green: 69, blue: 58)),
        "orange": (VisualColour(red255: 255, green: 149, blue: 0), VisualColour(red255: 255, green: 159, blue: 10)),
        "yellow": (VisualColour(red255: 255, green: 204, blue: 0), VisualColour(red255: 255, green: 214, blue: 10)),
        "green": (VisualColour(red255: 52, green: 199, blue: 89), VisualColour(red255: 48, green: 209, blue: 88)),
        "mint": (VisualColour(red255: 0, green: 199, blue: 190), VisualColour(red255: 99, green: 230, blue: 226)),
        "teal": (VisualColour(red255: 48, green: 176, blue: 199), VisualColour(red255: 64, green: 200, blue: 224)),
        "cyan": (VisualColour(red255: 50, green: 173, blue: 230), VisualColour(red255: 100, green: 210, blue: 255)),
        "blue": (VisualColour(red255: 0, green: 122, blue: 255), VisualColour(red255: 10, green: 132, blue: 255)),
        "indigo": (VisualColour(red255: 88, green: 86, blue: 214), VisualColour(red255: 94, green: 92, blue: 230)),
        "purple": (VisualColour(red255: 175, green: 82, blue: 222), VisualColour(red255: 191, green: 90, blue: 242)),
        "pink": (VisualColour(red255: 255, green: 45, blue: 85), VisualColour(red255: 255, green: 55, blue: 95)),
        "brown": (VisualColour(red255: 162, green: 132, blue: 94), VisualColour(red255: 172, green: 142, blue: 104)),
        "gray": (VisualColour(red255: 142, green: 142, blue: 147), VisualColour(red255: 142, green: 142, blue: 147)),
    ]

    /// The colours and styles SwiftUI itself names as members (`.primary`, `.accentColor`, `.tint`, the named
    /// colours): `.primary` is always SwiftUI's, never an asset colour set called "Primary" (Xcode generates no
    /// symbol that would clash with one).
    static let builtInMemberNames: Set<String> = Set(systemColours.keys).union([
        "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "tint", "foreground",
        "background", "separator", "placeholder", "link", "fill", "selection", "windowBackground",
    ])

    /// A named colour in one appearance (high contrast falls back to its luminosity); nil for unknown names.
    static func named(_ name: String, in appearance: Appearance) -> VisualColour? {
        guard let values = systemColours[name] else { return nil }
        switch appearance {
        case .light, .lightHighContrast: return values.light
        case .dark, .darkHighContrast: return values.dark
        }
    }

    /// The fills text with no background of its own is drawn on, per appearance: the system background
    /// (#FFFFFF / #000000), the grouped background and elevated and row fills of lists, forms and sheets
    /// (#F2F2F7 / #1C1C1E), and macOS's window background (#ECECEC / #323232). Which one is behind a view depends
    /// on where its callers put it, so a contrast against them counts only when it fails on every one.
    /// `includingMacOS`: the content may ship on macOS (its window background is not behind iOS content).
    static func systemBackgrounds(in appearance: Appearance, includingMacOS: Bool = true) -> [VisualColour] {
        let fills: [VisualColour]
        let macOSWindow: VisualColour
        switch appearance {
        case .light, .lightHighContrast:
            fills = [.white, VisualColour(red255: 242, green: 242, blue: 247)]
            macOSWindow = VisualColour(red255: 236, green: 236, blue: 236)
        case .dark, .darkHighContrast:
            fills = [.black, VisualColour(red255: 28, green: 28, blue: 30)]
            macOSWindow = VisualColour(red255: 50, green: 50, blue: 50)
        }
        return includingMacOS ? fills + [macOSWindow] : fills
    }

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
