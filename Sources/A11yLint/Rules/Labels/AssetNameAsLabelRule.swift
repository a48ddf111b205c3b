import RuleEngine

/// `Image("ic_close_white")`: an asset name that reads like a file name, which VoiceOver reads out as the label.
struct AssetNameAsLabelRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "asset-name-as-label", name: "Asset name read as label", severity: .medium, category: .labels,
        wcag: ["1.1.1"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver],
        summary: "Finds images named by an asset such as \"ic_close_white\" that VoiceOver would read out as their label.",
        rationale: """
            `Image("name")` uses the asset name as its accessibility label. Names written for the asset catalogue \
            (`ic_close_white`, `onboarding-step-2`, `btnBackArrow`) are read to VoiceOver users letter by letter or \
            as nonsense ("i c underscore close underscore white"). The user learns the file name instead of what the \
            picture shows.
            """,
        fix: """
            - **Case: the image means something.** Add `.accessibilityLabel("Close")`, or use \
            `Image("ic_close_white", label: Text("Close"))`.
            - **Case: the image is decoration.** Use `Image(decorative: "ic_close_white")` or \
            `.accessibilityHidden(true)`.
            - **Case: it is the only label of a button.** Label the button instead (see `icon-only-button`).
            """,
        limits: """
            Images of a splash or launch screen (a type named for one) that routes on after a literal delay of \
            at most three seconds are not reported: the screen is gone before anyone reaches them. \
            Judges literal names only, and only names that look like file names: they contain `_`, `-`, `.` or a \
            digit, start in lower case and change case inside the word (`btnBack`, `icClose`), or have a word that \
            names the kind of file (`"header image"`, `"BannerPicture"`: VoiceOver reads "header image, image"). A \
            word such as `"Logo"` or `"AppIcon"` reads well and is left alone. It stays quiet when the image is named or hidden \
            (`Image(_:label:)`, `.accessibilityLabel`, the deprecated `.accessibility(label:)`, on the image, an \
            ancestor, where its helper or view is used in the same file, or by every caller of its component), \
            and when its name is merged into another element's: a control's label (an image that is the whole \
            label of an unlabelled control is `icon-only-button`'s), a `Label`'s icon. In an \
            `.accessibilityElement(children: .combine)` group with no label of its own the name is still read, as \
            part of the group's label ("Gold member, badge_gold"), and is reported. Images drawn as a background, mask or style and \
            images built as values for other code (`var icon: Image`) are left to where they are shown.
            """,
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        // A splash screen that routes on within seconds is gone before anyone reaches its pictures.
        let splashScreens = TimedDismissal.briefSplashScreens(in: tree)
        for node in tree.nodes(.call) {
            guard case .asset(let name)? = tree.imageSource(of: node), AssetNames.looksLikeFileName(name),
                  !splashScreens.contains(where: { $0.contains(tree[node].range.lowerBound) }) else {
                continue
            }
            if context.isReadAsOwnElement(node) {
                sink.report(node, in: tree, message: Self.message(name: name))
            } else if context.combinedGroupReading(node) != nil {
                sink.report(node, in: tree, message: Self.combinedMessage(name: name))
            }
        }
    }

    static func combinedMessage(name: String) -> String {
        "Image '\(name)' has no accessibility label; the .accessibilityElement(children: .combine) group around it "
            + "reads the asset name '\(name)' as part of its label. Add .accessibilityLabel(\"…\") to the image, use "
            + "Image(decorative: \"\(name)\") if it is decoration, or label the group."
    }

    static func message(name: String) -> String {
        "Image '\(name)' has no accessibility label, so VoiceOver reads the asset name '\(name)'. Add "
            + ".accessibilityLabel(\"…\") saying what it shows, or use Image(decorative: \"\(name)\") if it is decoration."
    }
}

/// Asset names that read like file names rather than words.
enum AssetNames {
    static func looksLikeFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty else { return false }
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                // A capital after a lower-case letter: `btnBack`, `icClose` (but not `Logo` or `AppIcon`, which
                // VoiceOver splits into words; only a lower-case start marks a code-style name).
                if index > 0, isLower(bytes[index - 1]), isLower(bytes[0]) { return true }
            default:
                continue
            }
        }
        return namesFileKind(name)
    }

    /// Words that say what kind of file an asset is rather than what it shows: VoiceOver already says "image".
    /// `icon` is not one: `"AppIcon"` shows the app's icon.
    static let fileKindWords: Set<String> = ["image", "images", "img", "pic", "picture", "graphic"]

    /// A name of words (`"header image"`, `"BannerPicture"`) one of which names the file's kind: the name was written
    /// to tell assets apart in the catalogue, and VoiceOver reads it as "header image, image".
    private static func namesFileKind(_ name: String) -> Bool {
        name.split(separator: " ").contains { part in
            TraitText.words(of: String(part)).contains(where: fileKindWords.contains)
        }
    }

    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}
