import RuleEngine

/// App Store Accessibility Nutrition Labels: what an app declares, per device family, that users can do with
/// each feature while completing its common tasks. Rules name the labels their findings block
/// (`RuleDescription.blocks`); a report says per label "blocked" (with the findings) or "needs manual check"
/// (with what to check), never "supported": no static tool can prove that a common task works.
public enum NutritionLabels {
    public static let voiceOver = "voiceover"
    public static let voiceControl = "voice-control"
    public static let largerText = "larger-text"
    public static let darkInterface = "dark-interface"
    public static let differentiateWithoutColor = "differentiate-without-color"
    public static let sufficientContrast = "sufficient-contrast"
    public static let reducedMotion = "reduced-motion"
    public static let captions = "captions"
    public static let audioDescriptions = "audio-descriptions"

    static let family = "App Store Accessibility Nutrition Labels"

    /// Every label, in the order App Store Connect lists them.
    public static let all: [Claim] = [
        Claim(id: voiceOver, name: "VoiceOver", manualCheck: """
            With VoiceOver on, complete each common task: every element is reached in a sensible order, is \
            announced with a name, role and state, and every action can be performed.
            """, family: family),
        Claim(id: voiceControl, name: "Voice Control", manualCheck: """
            With Voice Control on, complete each common task by speaking the visible names of controls \
            ("Tap Save") and using "Show numbers" for the rest.
            """, family: family),
        Claim(id: largerText, name: "Larger Text", manualCheck: """
            At the largest accessibility text size, text grows on every screen of the common tasks, is not cut \
            off or overlapping, and layouts reflow (for example, side by side becomes stacked).
            """, family: family),
        Claim(id: darkInterface, name: "Dark Interface", manualCheck: """
            With Dark Mode on, every screen of the common tasks is dark, including web views, images with white \
            backgrounds and launch screens, and text keeps its contrast.
            """, family: family),
        Claim(id: differentiateWithoutColor, name: "Differentiate Without Color Alone", manualCheck: """
            No status, error, selection or chart series is told apart by colour alone: each also has a shape, \
            symbol, text or pattern (check with Settings › Accessibility › Display › Differentiate Without Colour).
            """, family: family),
        Claim(id: sufficientContrast, name: "Sufficient Contrast", manualCheck: """
            Text and essential icons meet 4.5:1 (3:1 for large text and symbols) in light and dark appearance, \
            including text over images and gradients, which static analysis cannot measure.
            """, family: family),
        Claim(id: reducedMotion, name: "Reduced Motion", manualCheck: """
            With Reduce Motion on, the common tasks show no zooming, sliding, parallax, auto-playing or \
            spinning effects that are not essential; cross-fades replace them.
            """, family: family),
        Claim(id: captions, name: "Captions", manualCheck: """
            Every video or audio with speech in the common tasks offers captions (or a transcript for audio), \
            on by default when the system's closed-captions setting is on.
            """, family: family),
        Claim(id: audioDescriptions, name: "Audio Descriptions", manualCheck: """
            Every video whose visuals carry information offers an audio-described track or an equivalent text \
            description.
            """, family: family),
    ]

    public static let ids: Set<String> = Set(all.map(\.id))

    public static func name(_ id: String) -> String { all.first { $0.id == id }?.name ?? id }
}
