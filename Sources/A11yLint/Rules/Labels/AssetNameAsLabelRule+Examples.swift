import RuleEngine

extension AssetNameAsLabelRule {
    static let triggeringExamples: [Example] = [
        // The module-qualified name is the same view.
        Example("""
            struct StatusIcon: View {
                var body: some View {
                    ↓SwiftUI.Image("ic_status_3")
                }
            }
            """),
        // `.combine` joins the children's labels: VoiceOver reads "Gold member, badge_gold".
        Example("""
            struct Badge: View {
                var body: some View {
                    HStack {
                        ↓Image("badge_gold")
                        Text("Gold member")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        Example("""
            struct OnboardingView: View {
                var body: some View {
                    VStack {
                        ↓Image("ic_close_white")
                        Text("Welcome")
                    }
                }
            }
            """),
        Example("""
            struct RateRow: View {
                var body: some View {
                    HStack {
                        ↓Image("icStar")
                        Text("Rated 4.5")
                    }
                }
            }
            """),
        Example("""
            struct InboxScreen: View {
                var body: some View {
                    List(messages) { MessageRow(message: $0) }
                        .navigationBarItems(leading: ↓Image("nav_logo_small"),
                                            trailing: Button(action: compose) { Text("New") })
                }
            }
            """),
        Example("""
            struct PagesView: View {
                let pages: [Page]
                var body: some View {
                    TabView {
                        ForEach(pages) { page in
                            VStack {
                                ↓Image("onboarding_hero")
                                    .resizable()
                                Text(page.title)
                            }
                        }
                    }
                }
            }
            """),
        Example("""
            struct BrandView: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    if colorScheme == .dark {
                        ↓Image("logo_dark")
                    } else {
                        ↓Image("logo_light")
                    }
                }
            }
            """),
        Example("""
            struct Header: View {
                var body: some View {
                    HStack { brand; Spacer() }
                }
            }

            extension Header {
                var brand: some View {
                    ↓Image("brandMark2x")
                        .renderingMode(.original)
                }
            }
            """),
        Example("""
            struct Banner: View {
                var body: some View {
                    #if os(iOS)
                    ↓Image("header.banner")
                    #endif
                }
            }
            """),
        // Words that name the file's kind: VoiceOver reads "welcome picture, image".
        Example("""
            struct WelcomeView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        ↓Image("Welcome Picture")
                        Text("Plan your week")
                        ↓Image("FooterImage")
                            .resizable()
                            .scaledToFit()
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        Example("""
            struct OnboardingView: View {
                var body: some View {
                    Image("ic_close_white")
                        .accessibilityLabel("Close")
                }
            }
            """),
        Example("""
            struct HeroView: View {
                var body: some View {
                    VStack {
                        Image(decorative: "bg_gradient")
                        Image("ic_close", label: Text("Close"))
                        Image("Logo")
                        Image("AppIcon")
                        Image("Mountain Lake")
                    }
                }
            }
            """),
        Example("""
            struct CloseButton: View {
                var body: some View {
                    Button(action: close) { Image("ic_close") }
                }
            }
            """),
        Example("""
            struct RatingView: View {
                var body: some View {
                    HStack {
                        Image("ic_star")
                        Text("4.5")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Rated 4.5 out of 5")
                }
            }
            """),
        Example("""
            struct ProfileLink: View {
                var body: some View {
                    NavigationLink(destination: ProfileView()) {
                        Label { Text("Profile") } icon: { Image("ic_profile") }
                    }
                }
            }
            """),
        Example("""
            struct Card: View {
                var body: some View {
                    Text("Summer sale")
                        .background {
                            Image("bg_texture")
                        }
                }
            }
            """),
        Example("""
            struct Header: View {
                var body: some View {
                    HStack {
                        brand
                            .accessibilityHidden(true)
                        Text("Acme")
                    }
                }

                var brand: some View {
                    Image("brand_mark")
                }
            }
            """),
        Example("""
            struct RateButton: View {
                var body: some View {
                    Button(action: rate) {
                        HStack {
                            Image("icStar")
                            Text("Rate")
                        }
                    }
                    .accessibilityLabel("Rate this app")
                    // Merged into the button's name, which the text gives.
                    Button(action: rate) {
                        HStack {
                            Image("icStar")
                            Text("Rate")
                        }
                    }
                    NavigationLink(destination: ReviewsView()) {
                        HStack { Image("ic_reviews_2"); Text("Reviews") }
                    }
                }
            }
            """),
        Example("""
            struct Badge: View {
                var body: some View {
                    HStack {
                        Image("badge_gold")
                        Text("Gold member")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Gold member")
                    Image("badge_silver")
                        .accessibility(label: Text("Silver member"))
                }
            }
            """),
        Example("""
            struct RoundButton<Label: View>: View {
                let action: () -> Void
                @ViewBuilder let label: Label
                var body: some View {
                    Button(action: action) { label }
                        .buttonStyle(.borderedProminent)
                }
            }
            struct Player: View {
                var body: some View {
                    RoundButton(action: play) {
                        Image("ic_play_24")
                        Text("Play")
                    }
                }
            }
            """),
        Example("""
            struct Gallery: View {
                let index: Int
                var body: some View {
                    Image("photo_\\(index)")
                    Image(assetName)
                }
            }
            """),
    ]
}
