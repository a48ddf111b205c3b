import RuleEngine

extension InsufficientContrastRule {
    static let triggeringExamples: [Example] = [
        // White on white is no deliberate spacer: the names say nothing of hiding it.
        Example("""
            struct FailureBadge: View {
                var body: some View {
                    ↓Text("Upload failed")
                        .foregroundColor(.white)
                        .background(Color.white)
                }
            }
            """),
        // Seed 004 §3: white text on a status colour.
        Example("""
            struct FlagChip: View {
                var body: some View {
                    ↓Text("OVERUSE")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(4)
                        .background(Color.orange)
                }
            }
            """),
        Example("""
            struct PriceTag: View {
                var body: some View {
                    HStack {
                        ↓Text("Sale")
                        ↓Text("−20%")
                    }
                    .foregroundStyle(.white)
                    .background(.yellow)
                }
            }
            """),
        Example("""
            struct Footnote: View {
                var body: some View {
                    ↓Text("Prices include VAT")
                        .foregroundColor(.gray)
                        .background(Color.white)
                }
            }
            """),
        // Large text still needs 3:1.
        Example("""
            struct Hero: View {
                var body: some View {
                    ↓Text("Welcome")
                        .font(.largeTitle)
                        .foregroundColor(Color(hex: "#999999"))
                        .background(Color(white: 1))
                }
            }
            """),
        Example("""
            struct NightCard: View {
                let items: [Item]

                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        VStack {
                            ForEach(items) { item in
                                ↓Text(item.title).foregroundColor(Color(white: 0.3))
                            }
                        }
                    }
                }
            }
            """),
        // Alpha is composited over the background.
        Example("""
            struct PromoBanner: View {
                var body: some View {
                    ↓Button("Upgrade", action: upgrade)
                        .foregroundStyle(.white.opacity(0.6))
                        .padding()
                        .background(Color(red: 0, green: 0.478, blue: 1))
                }
            }
            """),
        Example("""
            struct RatingRow: View {
                let isRated: Bool

                var body: some View {
                    if isRated {
                        ↓Image(systemName: "star.fill")
                            .foregroundStyle(.yellow)
                            .background(.white)
                    }
                }
            }
            """),
        Example("""
            struct Caption: View {
                private let captionGrey = Color(red: 0.6, green: 0.6, blue: 0.6)
                var body: some View { caption }
            }

            extension Caption {
                var caption: some View {
                    #if os(iOS)
                    ↓Label("Synced", systemImage: "checkmark")
                        .foregroundColor(captionGrey)
                        .background(Color.white)
                    #endif
                }
            }
            """),
        // A status symbol whose status the text beside it does not say is needed to understand the row.
        Example("""
            struct BackupRow: View {
                var body: some View {
                    HStack {
                        ↓Image(systemName: "exclamationmark.triangle.fill").foregroundColor(.yellow)
                        Text("Photos library")
                    }
                }
            }
            """),
        // A button's icon beside its title: the title says what the button does and is the one reported.
        Example("""
            struct RecordDoseButton: View {
                var body: some View {
                    Button(action: record) {
                        HStack(spacing: 4) {
                            Image(systemName: "checkmark.circle.fill")
                            ↓Text("Record")
                        }
                        .padding(6)
                        .background(Color.green)
                        .foregroundColor(.white)
                    }
                }
            }
            """),
        // A warning beside texts that name the item but not its state: the symbol alone says something is wrong.
        Example("""
            struct UnavailableItemRow: View {
                var body: some View {
                    HStack {
                        Text("Reading list")
                        Spacer()
                        ↓Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.yellow)
                    }
                }
            }
            """),
        // A favourite's star drawn only when it is one: the text does not say it.
        Example("""
            struct PlaceRow: View {
                let place: Place
                var body: some View {
                    HStack {
                        Text(place.name)
                        if place.isFavorite {
                            ↓Image(systemName: "star.fill").foregroundColor(.yellow)
                        }
                    }
                }
            }
            """),
        // No background set: the system background, white in the light appearance.
        Example("""
            struct Subtitle: View {
                var body: some View {
                    ↓Text("Last updated yesterday").foregroundColor(.gray)
                }
            }
            """),
        Example("""
            struct RatingRow: View {
                let rating: Int

                var body: some View {
                    HStack {
                        ForEach(0..<rating, id: \\.self) { _ in
                            ↓Image(systemName: "star.fill").foregroundStyle(.yellow)
                        }
                    }
                }
            }
            """),
        // A dark colour fixed for one appearance fails on the dark system background.
        Example("""
            struct Headline: View {
                var body: some View {
                    ↓Text("Today").font(.title).foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.12))
                }
            }
            """),
        // Rows of a form or list are on the (grouped) system background.
        Example("""
            struct AccountForm: View {
                var body: some View {
                    Form {
                        Section {
                            ↓Text("Unverified").foregroundStyle(.orange)
                        }
                    }
                }
            }
            """),
        // A view this file uses on the system background (its preview does not count) is on it.
        Example("""
            struct Settings: View {
                var body: some View {
                    ScrollView {
                        Footnote()
                    }
                }
            }

            struct Footnote: View {
                var body: some View {
                    ↓Text("Changes apply after a restart").foregroundColor(.gray)
                }
            }

            #Preview {
                Footnote().background(Color.black)
            }
            """),
        // A helper view is where its uses put it.
        Example("""
            struct SyncStatus: View {
                var body: some View {
                    VStack {
                        title
                        footnote
                    }
                }

                private var footnote: some View {
                    ↓Text("Synced 5 minutes ago").foregroundStyle(.orange)
                }
            }
            """),
        // iOS draws a text button's title in the tint (an ancestor's `.tint` or `.accentColor` reaches it).
        Example("""
            struct SaveBar: View {
                var body: some View {
                    VStack {
                        ↓Button("Save", action: save)
                        Button(action: share) {
                            ↓Text("Share")
                        }
                        Button {
                            archive()
                        } label: {
                            ↓Label("Archive", systemImage: "archivebox")
                        }
                    }
                    .tint(.yellow)
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // The tint of a list or navigation container reaches the buttons in its rows.
        Example("""
            struct TagList: View {
                var body: some View {
                    List {
                        ForEach(tags) { tag in
                            Text(tag.name)
                        }
                        ↓Button("Add tag", action: add)
                    }
                    .tint(.orange)
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        Example("""
            struct HelpLink: View {
                var body: some View {
                    ↓Link("Help", destination: helpURL).accentColor(.mint)
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // A prominent button draws its title in white on the tint.
        Example("""
            struct CheckoutButton: View {
                var body: some View {
                    ↓Button("Pay now", action: pay)
                        .buttonStyle(.borderedProminent)
                        .tint(.orange)
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        Example("""
            struct Banner: View {
                var body: some View {
                    ↓Text("New").foregroundStyle(.tint).tint(.yellow)
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // watchOS is always dark: only its dark appearance is checked, on black.
        Example("""
            struct SleepView: View {
                var body: some View {
                    ↓Text("Asleep").foregroundColor(Color(white: 0.25))
                }
            }
            """, configuration: """
            platforms: [watchos]
            """),
        // A view pinned dark is checked on the dark background, where dark grey fails.
        Example("""
            struct NightPanel: View {
                var body: some View {
                    VStack {
                        ↓Text("Quiet hours").foregroundColor(Color(white: 0.25))
                    }
                    .environment(\\.colorScheme, .dark)
                }
            }
            """),
        // A preview shown dark pins nothing the app shows: the light appearance is still checked.
        Example("""
            struct SyncLog: View {
                var body: some View {
                    ↓Text("No logs yet").foregroundColor(Color(white: 0.85))
                }
            }

            #Preview {
                SyncLog().preferredColorScheme(.dark)
            }
            """),
        // An app locked to Dark Mode is checked in the dark appearance only, and fails there.
        Example("""
            @main
            struct NightApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootView().preferredColorScheme(.dark)
                    }
                }
            }

            struct RootView: View {
                var body: some View {
                    ↓Text("Tonight").foregroundColor(Color(white: 0.2))
                }
            }
            """),
        // Opt-in: a light border that is a text field's only boundary (WCAG 1.4.11, 3:1).
        Example("""
            struct SignInForm: View {
                var body: some View {
                    VStack {
                        ↓TextField("Email", text: $email)
                            .padding(8)
                            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(white: 0.9), lineWidth: 1))
                        ↓SecureField("Password", text: $password).border(Color.gray.opacity(0.3))
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                non_text_boundaries: true
            """),
        // The row's own state picks the symbol: it marks a state the texts may not say.
        Example("""
            struct SyncRow: View {
                let title: String
                @State private var statusIcon = "checkmark.icloud"
                var body: some View {
                    HStack {
                        ↓Image(systemName: statusIcon)
                            .foregroundColor(.green)
                        Text(title)
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Drawn in its background's own colour: an invisible spacer holding the error message's place.
        Example("""
            struct PinPad: View {
                let isWrong: Bool
                private let padBackground = Color(white: 0.95)

                var body: some View {
                    VStack {
                        if isWrong {
                            Text("Wrong PIN").foregroundColor(.black)
                        } else {
                            Text("...").foregroundColor(padBackground)
                        }
                    }
                    .background(padBackground)
                }
            }
            """),
        // The title's own modifier sets its colour, which wins over the stack's black.
        Example("""
            struct SigningTitleModifier: ViewModifier {
                func body(content: Content) -> some View {
                    content.font(.title2.bold()).foregroundColor(Color.appText.opacity(0.7))
                }
            }

            extension View {
                func signingTitle() -> some View { modifier(SigningTitleModifier()) }
            }

            struct SignupView: View {
                var body: some View {
                    VStack {
                        Text("Create your account").signingTitle()
                    }
                    .foregroundColor(.black)
                }
            }
            """),
        // An empty state's picture over its title: the words say what it shows (WCAG 1.4.11 asks 3:1 only of
        // graphics needed to understand the content).
        Example("""
            struct BlockedUsersEmptyState: View {
                var body: some View {
                    VStack(spacing: 20) {
                        Image(systemName: "person.slash")
                            .font(.system(size: 60))
                            .foregroundColor(.yellow)
                        Text("No Blocked Users")
                            .font(.headline)
                    }
                    .background(Color.white)
                }
            }
            """),
        // An app locked to Dark Mode in a helper only its scene shows: orange reads on the dark background. A
        // component every caller draws on black is judged on black.
        Example("""
            @main
            struct ResumeApp: App {
                var body: some Scene {
                    WindowGroup { appBody }
                }
                private var appBody: some View {
                    RootView().preferredColorScheme(.dark)
                }
            }

            struct RootView: View {
                var body: some View {
                    Text("No job link").foregroundColor(.orange)
                }
            }
            """),
        Example("""
            struct AuthHeader: View {
                var body: some View {
                    Text("Sign in to continue").foregroundColor(.gray)
                }
            }

            struct SignInScreen: View {
                var body: some View {
                    ZStack {
                        Color.black.ignoresSafeArea()
                        AuthHeader()
                    }
                }
            }
            """),
        // A label's icon beside its own title: the words carry it, the icon needs no 3:1.
        Example("""
            struct MachineSpecs: View {
                var body: some View {
                    Label {
                        Text("4 GiB of RAM")
                    } icon: {
                        Image(systemName: "memorychip").foregroundColor(.green)
                    }
                }
            }
            """),
        // The check mark appears with its own text, which says what it shows: the symbol is not needed to read it.
        Example("""
            struct ToolInstallRow: View {
                @State private var isInstalled = false
                var body: some View {
                    HStack {
                        if isInstalled {
                            Image(systemName: "checkmark.circle.fill")
                                .foregroundColor(.green)
                            VStack(alignment: .leading) {
                                Text("Command-line tool installed")
                                Text(installPath).font(.caption)
                            }
                        } else {
                            Button("Install command-line tool") { install() }
                        }
                    }
                }
            }
            """),
        // The icon repeats what the text beside it says; the text carries it, and the text is compared.
        Example("""
            struct ContributorsRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "person.2").foregroundColor(.green)
                        Text("Thanks to everyone who contributed")
                    }
                }
            }
            """),
        // A label with an empty title draws only its symbol, a graphic held to 3:1 (3.35:1 here).
        Example("""
            struct MoreMenuIcon: View {
                var body: some View {
                    Label("", systemImage: "ellipsis").foregroundColor(Color(white: 0.55))
                }
            }
            """),
        // Seed 004 §3.5: the compliance colour comes from a function; unknown, so quiet.
        Example("""
            struct ComplianceBadge: View {
                let pct: Double

                var body: some View {
                    HStack {
                        Image(systemName: pct > 110 ? "exclamationmark.triangle" : "checkmark.circle")
                        Text("\\(pct, specifier: "%.1f")%")
                    }
                    .foregroundColor(colorForCompliance(pct))
                    .background(Color.white)
                }
            }
            """),
        // Seed 000: design-system colours are unknown to the rule.
        Example("""
            struct ResultRow: View {
                var body: some View {
                    Text("95% CI:")
                        .font(Typography.bodySmall)
                        .foregroundColor(ColorPalette.textSecondary)
                        .background(ColorPalette.background)
                }
            }
            """),
        Example("""
            struct FlagChip: View {
                var body: some View {
                    Text("UNDERUSE")
                        .foregroundColor(.white)
                        .padding(4)
                        .background(Color.black)
                }
            }
            """),
        // #767676 on white is 4.54:1, just above the minimum.
        Example("""
            struct Footnote: View {
                var body: some View {
                    Text("Prices include VAT")
                        .foregroundColor(Color(hex: "#767676"))
                        .background(Color.white)
                }
            }
            """),
        // Large text needs 3:1: white on blue is 4.0:1.
        Example("""
            struct Hero: View {
                var body: some View {
                    Text("Welcome")
                        .font(.title)
                        .foregroundColor(.white)
                        .background(Color.blue)
                }
            }
            """),
        // Semantic styles adapt to the appearance and Increase Contrast: they pass by design.
        Example("""
            struct Subtitle: View {
                var body: some View {
                    VStack {
                        Text("Last updated yesterday").foregroundStyle(.secondary)
                        Text("Synced").foregroundColor(Color(.secondaryLabel))
                        Image(systemName: "icloud").foregroundStyle(.tertiary)
                    }
                }
            }
            """),
        // Large text needs 3:1: `.gray` is 3.26:1 on white, 6.4:1 on black.
        Example("""
            struct EmptyState: View {
                var body: some View {
                    Text("No messages").font(.largeTitle).foregroundColor(.gray)
                }
            }
            """),
        // A copy drawn in `.clear` only sizes the bubble: nothing shows.
        Example("""
            struct MessageBubble: View {
                let message: String
                var body: some View {
                    ZStack(alignment: .bottomTrailing) {
                        Text(message + "  10:42").foregroundStyle(.clear)
                        Text(message).foregroundColor(.black)
                    }
                    .background(Color.white)
                }
            }
            """),
        // Bold text of 14 pt or more is large too: `.body` is 17 pt.
        Example("""
            struct FieldCaption: View {
                var body: some View {
                    Text("Birth date").foregroundColor(Color.gray).fontWeight(.bold).font(.body)
                }
            }
            """),
        // A component handed the fill it draws its content on.
        Example("""
            struct ShortcutTip: View {
                var body: some View {
                    TipPopover(background: Color.white) {
                        Text("Press the key again").foregroundColor(.black)
                    }
                }
            }
            """),
        // A component handed the style it draws its content with: a filled capsule this file cannot see.
        Example("""
            struct PurposePicker: View {
                var body: some View {
                    CapsuleButton(style: .secondary) {
                        choose(.question)
                    } label: {
                        Text("Question").foregroundColor(.black)
                    }
                }
            }
            """),
        // Drawn over the view it decorates, or on a fill the rule cannot see: not the system background.
        Example("""
            struct Avatar: View {
                var body: some View {
                    Circle()
                        .fill(gradient)
                        .overlay {
                            Text(initials).foregroundColor(.white)
                        }
                }
            }
            """),
        Example("""
            struct Settings: View {
                var body: some View {
                    GroupBox {
                        Text("Beta").foregroundStyle(.orange)
                    }
                    .preferredColorScheme(.dark)
                }
            }
            """),
        // A status screen pinned dark around the helper that draws its rows: system red passes on the dark
        // background (5:1), though it would fail on white.
        Example("""
            struct PumpStatus: View {
                let error: String
                var body: some View {
                    NavigationStack {
                        List { errorRow }
                    }
                    .colorScheme(.dark)
                }

                var errorRow: some View {
                    Text(error).foregroundColor(.red)
                }
            }
            """),
        // UIKit dark override of every window as the app launches: the app is seen dark only.
        Example("""
            @main
            struct WalletApp: App {
                init() {
                    UIWindow.appearance().overrideUserInterfaceStyle = .dark
                }
                var body: some Scene {
                    WindowGroup { OrderRow() }
                }
            }

            struct OrderRow: View {
                var body: some View {
                    Text("Expires tomorrow").foregroundColor(.gray)
                }
            }
            """),
        Example("""
            struct Night: View {
                var body: some View {
                    Text("Sleep").foregroundColor(Color(white: 0.1)).preferredColorScheme(.light)
                }
            }
            """),
        // A translucent scrim over an image: what is behind is unknown.
        Example("""
            struct PhotoCaption: View {
                var body: some View {
                    Text(photo.caption)
                        .foregroundColor(.white)
                        .padding()
                        .background(Color.black.opacity(0.5))
                }
            }
            """),
        Example("""
            struct BrandButton: View {
                var body: some View {
                    Button("Continue", action: next)
                        .foregroundColor(.white)
                        .background(Color("BrandPrimary"))
                }
            }
            """),
        // Inactive controls are exempt (WCAG 1.4.3).
        Example("""
            struct SubmitButton: View {
                var body: some View {
                    Button("Submit", action: submit)
                        .foregroundColor(.gray)
                        .background(Color.white)
                        .disabled(true)
                }
            }
            """),
        Example("""
            struct ThemedBadge: View {
                var body: some View {
                    #if os(iOS)
                    Text("PRO")
                        .foregroundColor(.black)
                        .background(.yellow)
                    #endif
                }
            }
            """),
        // Seed 001: AIQ's PrimaryButton pattern; the fill is a design-system colour.
        Example("""
            struct PrimaryButton: View {
                let title: String
                let isLoading: Bool
                let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        HStack {
                            if isLoading { ProgressView().accessibilityHidden(true) }
                            Text(title)
                        }
                        .frame(maxWidth: .infinity, minHeight: 50)
                    }
                    .foregroundColor(.white)
                    .background(ColorPalette.primary)
                    .accessibilityLabel(title)
                    .accessibilityHint(isLoading ? "Loading" : "")
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
            // White text is meant for a fill that its caller provides.
        Example("""
            struct PromoHeader: View {
                var body: some View {
                    Text("Social Feed+").font(.largeTitle).foregroundColor(.white)
                }
            }
            """),
        // The helper is used inside an overlay: it sits on the view it decorates.
        Example("""
            struct MessageBubble: View {
                var body: some View {
                    Text(message).padding().overlay(alignment: .topTrailing) { likeBadge }
                }

                private var likeBadge: some View {
                    Image(systemName: "star.fill").foregroundColor(.yellow)
                }
            }
            """),
        // Widgets draw on the background their configuration sets.
        Example("""
            import WidgetKit

            struct ScoreWidgetView: View {
                var body: some View {
                    Text(score).foregroundStyle(.yellow)
                }
            }
            """),
        // The default tint, written out or not, is the system blue Apple tunes for every appearance.
        Example("""
            struct SaveBar: View {
                var body: some View {
                    VStack {
                        Button("Save", action: save)
                        Button("Share", action: share).tint(.blue)
                        Button("Pay", action: pay).buttonStyle(.borderedProminent)
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // Toolbar items are drawn on the bar, in its own style.
        Example("""
            struct CancelItem: ToolbarContent {
                var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel", action: cancel).tint(.orange)
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // A view used in this file sits where its uses put it: here on a themed row.
        Example("""
            struct TagsSection: View {
                var body: some View {
                    Section("Tags") {
                        AddTagRow()
                    }
                    .listRowBackground(theme.rowBackground)
                }
            }

            private struct AddTagRow: View {
                var body: some View {
                    Button(action: add) {
                        Image(systemName: "checkmark.circle.fill").tint(.green)
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // A destructive button draws its title in the system red whatever the tint.
        Example("""
            struct AccountActions: View {
                var body: some View {
                    Form {
                        Button("Delete account", role: .destructive, action: deleteAccount)
                    }
                    .tint(.yellow)
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // A plain button draws its title in the foreground style; a bordered one on a tinted fill not computed.
        Example("""
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Button("Undo", action: undo).buttonStyle(.plain)
                        Button("Redo", action: redo).buttonStyle(.bordered)
                    }
                    .tint(.yellow)
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // A dark tint on a prominent button contrasts with its white title; a title with its own colour.
        Example("""
            struct Actions: View {
                var body: some View {
                    VStack {
                        Button("Delete", action: delete)
                            .buttonStyle(.borderedProminent)
                            .tint(Color(red: 0.6, green: 0, blue: 0))
                        Button("Keep", action: keep)
                            .foregroundStyle(.primary)
                            .tint(.yellow)
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // macOS draws button titles on a bezel, not in the tint; a toggle's title is not tinted.
        Example("""
            import AppKit
            import SwiftUI

            struct Preferences: View {
                var body: some View {
                    VStack {
                        Button("Apply", action: apply).tint(.yellow)
                        Toggle("Sync", isOn: $sync).tint(.yellow)
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // Swipe actions and context menus draw buttons on their own fills.
        Example("""
            struct MessageRow: View {
                var body: some View {
                    Text(message.subject)
                        .swipeActions {
                            Button("Flag", action: flag).tint(.yellow)
                        }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                button_tints: true
            """),
        // watchOS is always dark: a light grey that would fail on white passes on black.
        Example("""
            struct WakeView: View {
                var body: some View {
                    Text("Awake").foregroundColor(Color(white: 0.75))
                }
            }
            """, configuration: """
            platforms: [watchos]
            """),
        // An app locked to Light Mode is not seen in the dark appearance.
        Example("""
            @main
            struct DayApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootView().preferredColorScheme(.light)
                    }
                }
            }

            struct RootView: View {
                var body: some View {
                    Text("Today").foregroundColor(Color(white: 0.1))
                }
            }
            """),
        // A border dark enough, a field with a fill of its own, a system style: their boundaries are not the
        // light stroke alone.
        Example("""
            struct SignInForm: View {
                var body: some View {
                    VStack {
                        TextField("Email", text: $email).border(Color.gray)
                        TextField("Name", text: $name)
                            .padding(8)
                            .background(Color(white: 0.93))
                            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(white: 0.9)))
                        TextField("City", text: $city)
                            .textFieldStyle(.roundedBorder)
                            .overlay(Capsule().stroke(Color(white: 0.9)))
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                non_text_boundaries: true
            """),
        // A field in a form row: the row's inset and separators mark its place, whatever its faint outline.
        Example("""
            struct ExpenseForm: View {
                @State private var notes = ""
                var body: some View {
                    Form {
                        Section("Notes") {
                            TextEditor(text: $notes)
                                .frame(minHeight: 80)
                                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray.opacity(0.2)))
                        }
                    }
                }
            }
            """, configuration: """
            rules:
              insufficient-contrast:
                non_text_boundaries: true
            """),
        // Off by default: button tints and text field borders.
        Example("""
            struct SaveBar: View {
                var body: some View {
                    Button("Save", action: save).tint(.yellow)
                }
            }
            """),
        Example("""
            struct SearchBar: View {
                var body: some View {
                    TextField("Search", text: $query).border(Color(white: 0.9))
                }
            }
            """),
        // A row component's icon, passed in by each caller, beside the texts that say what the row shows.
        Example("""
            struct FactRow: View {
                let icon: String
                let title: String
                let value: String
                var body: some View {
                    HStack {
                        Image(systemName: icon)
                            .foregroundColor(.green)
                        VStack(alignment: .leading) {
                            Text(title)
                            Text(value)
                        }
                    }
                }
            }
            """),
    ]
}
