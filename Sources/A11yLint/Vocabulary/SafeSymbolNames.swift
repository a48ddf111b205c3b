/// SF Symbols written through a typed-symbol library (SFSafeSymbols: `Image(systemSymbol: .trashCircle)`,
/// `Label("Delete", systemSymbol: .trash)`, `UIImage(systemSymbol: .gearshape)`). Each case is the symbol's dotted
/// name in camel case, so `.speakerWave2Fill` is `speaker.wave.2.fill` and `.squareAndArrowUp` is
/// `square.and.arrow.up`. The parser rewrites such an argument once into the `systemName:`/`systemImage:` form
/// SwiftUI itself takes, so every rule that reads a symbol's name reads these too. Apps that wrap the symbols in
/// an enum of their own (`Image(rmbSymbol: .xmarkCircleFill)` from an `extension Image`) are read the same way on
/// the system's image views, for the cases named as a conventional symbol.
enum SafeSymbolNames {
    /// The argument label of the typed-symbol initialisers.
    static let argumentLabel = "systemSymbol"
    /// The views an app's own typed-symbol initialiser is read on (an extension of a custom component would
    /// change which of its initialisers a call binds to).
    static let appSymbolOwners: Set<String> = ["Image", "UIImage", "NSImage", "Label"]
    /// The type whose static members are the symbols (`SFSymbol.trash`).
    static let symbolType = "SFSymbol"
    /// The initialisers whose symbol argument SwiftUI and UIKit label `systemName`; the others (`Label`, `Button`,
    /// `Tab`, …) label it `systemImage`.
    static let systemNameOwners: Set<String> = ["Image", "UIImage", "NSImage"]

    /// `argument` in the `systemName:`/`systemImage:` form when it is a typed symbol of `owner`; otherwise
    /// unchanged. A member (`.trash`, `SFSymbol.trash`) becomes that symbol's name as a string literal; a ternary
    /// of members (`isOn ? .nosign : .circle`) becomes the same ternary of string literals; anything else (a
    /// variable) keeps its value under the new label. An unknown owner ("") leaves the argument as it is.
    ///
    /// An app's own enum is not bound to SF Symbols' names (`.recentReminders` may draw `clock`): its member is
    /// read only when its dotted name is a conventional symbol's, which a case of that name surely draws.
    static func normalized(_ argument: Argument, owner: String) -> Argument {
        guard let label = argument.label, namesTypedSymbol(label, owner: owner), !owner.isEmpty else { return argument }
        if label != argumentLabel, !namesOnlyConventionalSymbols(argument.value) { return argument }
        var result = argument
        result.label = systemNameOwners.contains(owner) ? "systemName" : "systemImage"
        switch argument.value {
        case .member(let base, let name) where base == nil || isSymbolType(base):
            result.value = .string(StringLiteral(text: symbolName(ofCase: name), isInterpolated: false))
        case .other(let text):
            result.value = .other(quotingMembers(in: text))
        default:
            break
        }
        return result
    }

    /// `.xmark`, `isCopied ? .checkmark : .docOnDoc`: members whose dotted names are all conventional symbols'.
    private static func namesOnlyConventionalSymbols(_ value: Expr) -> Bool {
        let names: [String]
        switch value {
        case .member(nil, let name):
            names = [symbolName(ofCase: name)]
        case .other(let text) where !text.contains("\""):
            // The quoted parts of the rewritten ternary are the members it names.
            names = quotingMembers(in: text).split(separator: "\"", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        default:
            return false
        }
        return !names.isEmpty && names.allSatisfy { ConventionalSymbols.entry(for: $0) != nil }
    }

    /// The value of an argument the parser rewrote (`systemSymbol: isOn ? .nosign : .circle`) as rules read a
    /// written value (`isOn ? "nosign" : "circle"`); nil for any other argument. `written` is its source text.
    static func valueText(of argument: Argument, written: String) -> String? {
        guard argument.label == "systemName" || argument.label == "systemImage",
              let colon = written.firstIndex(of: ":") else { return nil }
        let writtenLabel = written[..<colon]
        guard writtenLabel != argument.label![...], isTypedSymbolLabel(writtenLabel) else { return nil }
        switch argument.value {
        case .string(let literal): return "\"" + literal.text + "\""
        case .other(let text): return text
        default: return String(written[written.index(after: colon)...].drop { $0 == " " })
        }
    }

    /// Whether an argument labelled `label` of a call to `owner` names a typed symbol: `systemSymbol:` on any
    /// view, or a label ending in `Symbol` (`rmbSymbol:`, `appSymbol:`) on one of `appSymbolOwners`.
    static func namesTypedSymbol(_ label: String, owner: String) -> Bool {
        label == argumentLabel || (appSymbolOwners.contains(owner) && isTypedSymbolLabel(label[...]))
    }

    /// `systemSymbol`, or a word before `Symbol` (`rmbSymbol`), as a typed-symbol parameter is named.
    static func isTypedSymbolLabel(_ label: Substring) -> Bool {
        label == argumentLabel || (label.count > 6 && label.hasSuffix("Symbol") && label.first?.isLowercase == true
                                   && label.allSatisfy { $0.isLetter || $0.isNumber })
    }

    private static func isSymbolType(_ base: Expr?) -> Bool {
        if case .identifier(symbolType)? = base { return true }
        return false
    }

    /// The dotted name of a symbol case: a new component starts at each capital letter and at a digit run that
    /// follows a letter (`speakerWave2Fill` → `speaker.wave.2.fill`); letters right after digits stay with them
    /// (`square3Layers3d` → `square.3.layers.3d`, `squareGrid2x2` → `square.grid.2x2`). A leading underscore,
    /// which a case starting with a digit needs (`._1Circle`), is dropped.
    static func symbolName(ofCase name: String) -> String {
        var result = ""
        var previous: Character?
        var componentStartsWithDigit = false
        for character in name.drop(while: { $0 == "_" || $0 == "`" }) where character != "`" {
            let startsComponent = character.isUppercase
                || (character.isNumber && previous?.isLetter == true && !componentStartsWithDigit)
            if startsComponent || result.isEmpty {
                if !result.isEmpty { result.append(".") }
                componentStartsWithDigit = character.isNumber
            }
            result.append(contentsOf: character.lowercased())
            previous = character
        }
        return result
    }

    /// `cond ? .a : .b` with each branch that is an implicit member (`.speakerSlashFill`) written as the symbol's
    /// name in quotes; other text unchanged. A member counts only where a branch starts (after `?`, `:` or an
    /// opening parenthesis and spaces; a `?` with a space before it, not optional chaining), so `state.isOn ? …`
    /// keeps its condition.
    static func quotingMembers(in text: String) -> String {
        var result = ""
        var index = text.startIndex
        var atBranchStart = false
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if atBranchStart, character == "." {
                let nameStart = text.index(after: index)
                let nameEnd = text[nameStart...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") }
                    ?? text.endIndex
                let following = text[nameEnd...].first { !$0.isWhitespace }
                if nameEnd > nameStart, following == nil || following == ":" || following == ")" {
                    result += "\"" + symbolName(ofCase: String(text[nameStart..<nameEnd])) + "\""
                    index = nameEnd
                    atBranchStart = false
                    continue
                }
            }
            if (character == "?" && previous.isWhitespace) || character == ":" || character == "(" {
                atBranchStart = true
            } else if !character.isWhitespace {
                atBranchStart = false
            }
            result.append(character)
            previous = character
            index = text.index(after: index)
        }
        return result
    }
}
