import Foundation

/// Reads a literal colour out of an expression: SwiftUI named colours (`.red`, `Color.red`), `Color(red:green:blue:
/// opacity:)`, `Color(white:opacity:)`, hex initialisers of the common `Color(hex:)` extensions, and `.opacity(x)`.
/// Anything else (asset and theme colours, semantic styles, conditionals) is `nil`: the caller stays quiet.
enum VisualColourExpression {
    /// `resolve` looks an identifier up (e.g. a `let` in the same type); it returns nil when unknown. `asset` reads
    /// an asset catalog colour (`Color("Brand")`, `Color(.brand)`, `.brand`) in one appearance (project index);
    /// named colours take their value in `appearance`.
    static func colour(of expr: Expr, in appearance: Appearance = .light, resolve: (String) -> Expr? = { _ in nil },
                       asset: (Expr) -> VisualColour? = { _ in nil }) -> VisualColour? {
        colour(of: expr, appearance: appearance, resolve: resolve, asset: asset, depth: 0)
    }

    private static func colour(of expr: Expr, appearance: Appearance, resolve: (String) -> Expr?,
                               asset: (Expr) -> VisualColour?, depth: Int) -> VisualColour? {
        guard depth < 8 else { return nil }
        switch expr {
        case .member(let base, let name):
            guard isColourNamespace(base) else { return nil }
            return VisualColour.named(name, in: appearance) ?? asset(expr)
        case .identifier(let name):
            guard let resolved = resolve(name) else { return nil }
            return colour(of: resolved, appearance: appearance, resolve: resolve, asset: asset, depth: depth + 1)
        case .call(let callee, let arguments, _):
            if case .member(let base?, "opacity") = callee {
                guard arguments.count == 1, arguments[0].label == nil,
                      let factor = VisualNumber.value(of: arguments[0].value),
                      let colour = colour(of: base, appearance: appearance, resolve: resolve, asset: asset,
                                          depth: depth + 1) else { return nil }
                return colour.withAlpha(multipliedBy: factor)
            }
            guard isColourType(callee) else { return nil }
            return initialisedColour(arguments) ?? asset(expr)
        case .string, .number, .bool, .closure, .other:
            return nil
        }
    }

    /// `Color(…)` initialisers with literal components.
    private static func initialisedColour(_ arguments: [Argument]) -> VisualColour? {
        var labelled: [String: Expr] = [:]
        var unlabelled: [Expr] = []
        for argument in arguments {
            if let label = argument.label { labelled[label] = argument.value } else { unlabelled.append(argument.value) }
        }
        // `Color(.sRGB, red:…)` is the only colour space whose components are plain sRGB.
        if let space = unlabelled.first {
            guard unlabelled.count == 1, case .member(nil, "sRGB") = space else { return nil }
        }
        let opacity: Double
        if let expr = labelled["opacity"] ?? labelled["alpha"] {
            guard let value = VisualNumber.value(of: expr) else { return nil }
            opacity = value
        } else {
            opacity = 1
        }
        if let red = labelled["red"], let green = labelled["green"], let blue = labelled["blue"] {
            guard Set(labelled.keys).isSubset(of: ["red", "green", "blue", "opacity", "alpha"]),
                  let r = VisualNumber.value(of: red), let g = VisualNumber.value(of: green),
                  let b = VisualNumber.value(of: blue),
                  [r, g, b].allSatisfy({ (0...1).contains($0) }) else { return nil }
            return VisualColour(red: r, green: g, blue: b, alpha: opacity)
        }
        if let white = labelled["white"] {
            guard let w = VisualNumber.value(of: white), (0...1).contains(w) else { return nil }
            return VisualColour(red: w, green: w, blue: w, alpha: opacity)
        }
        for key in ["hex", "hexString", "hexValue"] {
            guard let value = labelled[key] else { continue }
            let text: String
            switch value {
            case .string(let literal) where !literal.isInterpolated: text = literal.text
            case .number(_, let source): text = source
            default: return nil
            }
            return VisualColour.parseHex(text)?.withAlpha(multipliedBy: opacity)
        }
        return nil
    }

    /// The asset catalog name an expression refers to: `Color("Brand")`, `Color("Brand", bundle: …)`, or the
    /// generated symbols `Color(.brand)`, `Color.brand`, `.brand`. nil for anything else.
    static func assetName(of expr: Expr) -> String? {
        switch expr {
        case .call(let callee, let arguments, _):
            guard isColourType(callee), let first = arguments.first, first.label == nil,
                  arguments.dropFirst().allSatisfy({ $0.label == "bundle" }) else { return nil }
            switch first.value {
            case .string(let literal) where !literal.isInterpolated: return literal.text
            case .member(nil, let name): return name
            default: return nil
            }
        case .member(let base, let name):
            return isColourNamespace(base) && !VisualColour.builtInMemberNames.contains(name) ? name : nil
        case .identifier, .string, .number, .bool, .closure, .other:
            return nil
        }
    }

    /// `nil` (`.red`), `Color` or `SwiftUI.Color`.
    private static func isColourNamespace(_ base: Expr?) -> Bool {
        guard let base else { return true }
        return isColourType(base)
    }

    private static func isColourType(_ expr: Expr) -> Bool {
        switch expr {
        case .identifier("Color"): return true
        case .member(.identifier("SwiftUI")?, "Color"): return true
        default: return false
        }
    }
}

/// Literal numbers, including the `51 / 255` and `51.0/255.0` forms colour code is full of.
enum VisualNumber {
    static func value(of expr: Expr) -> Double? {
        switch expr {
        case .number(let value, _):
            return value
        case .other(let text):
            return quotient(text)
        default:
            return nil
        }
    }

    /// `a / b` with two decimal literals; nil for anything else.
    static func quotient(_ text: String) -> Double? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let numerator = decimal(parts[0]), let denominator = decimal(parts[1]), denominator != 0 else {
            return nil
        }
        return numerator / denominator
    }

    private static func decimal(_ text: Substring) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
        return Double(trimmed.replacingOccurrences(of: "_", with: ""))
    }
}
