import RuleEngine

extension UngroupedCardRule {
    static let triggeringExamples: [Example] = [
        // The same rows repeated over a collection: every mission's caption and value are separate stops.
        Example("""
            struct MissionList: View {
                let missions: [Mission]
                var body: some View {
                    VStack {
                        ForEach(missions) { mission in
                            InfoRow(title: mission.kind, content: mission.title)
                        }
                    }
                }
            }

            struct InfoRow: View {
                let title: String
                let content: String
                var body: some View {
                    ↓VStack(alignment: .leading, spacing: 8) {
                        Text(title).foregroundStyle(.secondary)
                        Text(content).bold()
                    }
                }
            }
            """),
        // A caption over its value, but the tiles stand side by side in an HStack: read across, not down.
        Example("""
            struct OrderSummary: View {
                let order: Order
                var body: some View {
                    HStack {
                        summaryItem(caption: "Items", value: "\\(order.count)")
                        summaryItem(caption: "Weight", value: order.weightText)
                        summaryItem(caption: "Total", value: order.totalText)
                    }
                }
                private func summaryItem(caption: String, value: String) -> some View {
                    ↓VStack {
                        Text(caption).font(.caption)
                        Text(value).font(.title3)
                    }
                }
            }
            """),
        // Caption-over-value rows, but one per element of a collection.
        Example("""
            struct HeaderList: View {
                let headers: [HTTPHeader]
                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(headers) { header in
                            headerItem(name: header.name, value: header.value)
                        }
                    }
                }
                private func headerItem(name: String, value: String) -> some View {
                    ↓VStack(alignment: .leading) {
                        Text(name).font(.caption)
                        Text(value)
                    }
                }
            }
            """),
        // AIQ's FeatureCard (001, medium).
        Example("""
            struct FeatureCard: View {
                let icon: String
                let title: String
                let description: String
                var body: some View {
                    ↓HStack(spacing: 12) {
                        Image(systemName: icon)
                        VStack(alignment: .leading) {
                            Text(title).font(.headline)
                            Text(description).font(.subheadline)
                        }
                    }
                    .padding()
                }
            }
            """),
        // AIQ's StatItem.
        Example("""
            struct StatItem: View {
                let value: String
                let label: String
                var body: some View {
                    ↓VStack {
                        Text(value).font(.title2.bold())
                        Text(label).font(.caption)
                    }
                }
            }
            """),
        // AIQ's HistoryStatCard, with a helper member for the icon.
        Example("""
            struct HistoryStatCardView: View {
                var body: some View {
                    ↓ZStack {
                        RoundedRectangle(cornerRadius: 12).fill(Color.blue.opacity(0.1))
                        VStack {
                            icon
                            Text(title)
                            Text(value)
                        }
                    }
                }

                private var icon: some View {
                    Image(systemName: systemImage)
                }
            }
            """),
        // AIQ's privacyPointCard helper function.
        Example("""
            struct PrivacyConsentView: View {
                var body: some View {
                    VStack {
                        privacyPointCard(icon: "lock", title: "Private", text: "Your answers stay on device")
                        privacyPointCard(icon: "trash", title: "Deletable", text: "Erase everything at any time")
                        privacyPointCard(icon: "eye.slash", title: "No tracking", text: "Nothing is shared")
                        Button("Accept") { accept() }
                    }
                }

                private func privacyPointCard(icon: String, title: String, text: String) -> some View {
                    ↓HStack(alignment: .top) {
                        Image(systemName: icon)
                        VStack(alignment: .leading) {
                            Text(title)
                            Text(text)
                        }
                    }
                }
            }
            """),
        Example("""
            struct MetricTile: View {
                var body: some View {
                    #if os(iOS)
                    ↓VStack {
                        Label(metric.title, systemImage: metric.icon)
                        if metric.isTrending {
                            Text("Trending")
                        }
                        Text(metric.value)
                    }
                    #endif
                }
            }
            """),
        Example("""
            struct WeatherPanel: View {
                var body: some View {
                    ↓VStack {
                        Text(city)
                        Text(temperature)
                    }
                }
            }
            """, configuration: """
            rules:
              ungrouped-card:
                suffixes: [Card, Panel]
            """),
        // Hiding the decorative icon does not group the texts beside it (issue 18).
        Example("""
            struct StreakBadge: View {
                let days: Int
                var body: some View {
                    ↓HStack {
                        Image(systemName: "flame.fill")
                            .accessibilityHidden(true)
                        Text("\\(days)")
                        Text("Day streak")
                    }
                }
            }
            """),
        // Naming one part of the card (its icon) leaves the parts separate stops.
        Example("""
            struct WeatherTile: View {
                let temperature: String
                let city: String
                var body: some View {
                    ↓VStack {
                        Image(systemName: "cloud.sun").accessibilityLabel("Partly cloudy")
                        Text(temperature)
                        Text(city)
                    }
                }
            }
            """),
        // A value split from its unit, in any view (issue 18): "12", "steps" are two stops.
        Example("""
            struct ActivitySummary: View {
                let count: Int
                var body: some View {
                    VStack {
                        Text("Today")
                        ↓HStack(spacing: 2) {
                            Text("\\(count)")
                                .font(.title)
                            Text("steps")
                        }
                    }
                }
            }
            """),
        // A sentence split over three texts.
        Example("""
            struct InboxHeader: View {
                let unread: Int
                var body: some View {
                    ↓HStack(spacing: 4) {
                        Text("You have")
                        Text("\\(unread)").bold()
                        Text("unread messages")
                    }
                }
            }
            """),
        // Rows of a plain `List` (no selection): each part of a row is its own stop.
        Example("""
            struct OrderRow: View {
                let order: Order
                var body: some View {
                    ↓HStack {
                        Image(systemName: "bag")
                        Text(order.title)
                        Text(order.total)
                    }
                }
            }
            struct OrdersScreen: View {
                var body: some View {
                    List(orders) { order in
                        OrderRow(order: order)
                    }
                }
            }
            """),
        // A formatted value and a unit symbol.
        Example("""
            struct BatteryGauge: View {
                let level: Double
                var body: some View {
                    ↓HStack(alignment: .firstTextBaseline, spacing: 0) {
                        Text(level, format: .number)
                        Text("%").font(.caption)
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // A caption over its value, each row of a pop-up's column: read caption then value, in the order seen.
        Example("""
            struct InvitationConfirmView: View {
                let mission: Mission
                var body: some View {
                    PopUpView(title: "Is this the mission you were invited to?", content: {
                        VStack(alignment: .leading, spacing: 10) {
                            InfoRow(title: "Mission", content: mission.title)
                            Divider()
                            InfoRow(title: "Period", content: mission.period)
                        }
                    })
                }
            }

            struct InfoRow: View {
                let title: String
                let content: String
                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(title).foregroundStyle(.secondary)
                        Text(content).bold()
                    }
                }
            }
            """),
        // A tile drawn by a helper of the card that is a link's label: the link reads it all as one element.
        Example("""
            struct HistoryScreen: View {
                let workout: Workout

                var body: some View {
                    NavigationStack {
                        NavigationLink {
                            WorkoutDetail(workout: workout)
                        } label: {
                            summaryCard
                        }
                    }
                }

                private var summaryCard: some View {
                    VStack(alignment: .leading) {
                        Text(workout.name)
                        HStack {
                            stat(value: "\\(workout.minutes)", label: "Minutes")
                            stat(value: "\\(workout.sets)", label: "Sets")
                        }
                    }
                }

                private func stat(value: String, label: String) -> some View {
                    VStack {
                        Text(value).font(.headline)
                        Text(label).font(.caption)
                    }
                    .padding()
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            """),
        // Grey bars standing in for the rows while they load: no content to keep together.
        Example("""
            struct TeamLoadingRow: View {
                var body: some View {
                    HStack {
                        Text("Team name")
                        Text("12 members")
                    }
                    .redacted(reason: .placeholder)
                }
            }

            struct TeamList: View {
                var body: some View {
                    ForEach(0..<5, id: \\.self) { _ in TeamLoadingRow() }
                }
            }
            """),
        // Tiles of a share card drawn only into a picture: VoiceOver never reads them.
        Example("""
            struct SplitTile: View {
                let split: Split
                var body: some View {
                    HStack {
                        Image(systemName: "flag.checkered")
                        Text(split.name)
                        Text(split.pace)
                    }
                }
            }

            struct SplitsShareCard: View {
                let splits: [Split]
                var body: some View {
                    VStack {
                        ForEach(splits) { split in SplitTile(split: split) }
                    }
                }
            }

            struct ShareSplitsButton: View {
                let splits: [Split]
                var body: some View {
                    Button("Share") { share(ImageRenderer(content: SplitsShareCard(splits: splits)).uiImage) }
                }
            }
            """),
        // No caller passes a subtitle or marks a row selected: each row shows its icon and its name, one text.
        Example("""
            struct ModelRow: View {
                let symbol: String
                let name: String
                var subtitle: String? = nil
                var isSelected = false
                var body: some View {
                    HStack {
                        Image(systemName: symbol).accessibilityHidden(true)
                        Text(name)
                        if let subtitle {
                            Text(subtitle).foregroundStyle(.secondary)
                        }
                        if isSelected {
                            Text("Selected")
                        }
                    }
                }
            }

            struct ModelList: View {
                let models: [String]
                var body: some View {
                    ForEach(models, id: \\.self) { model in
                        ModelRow(symbol: "cpu", name: model)
                    }
                }
            }
            """),
        // Caption-over-value rows one below the other: read caption, value, caption, value, as they are seen.
        Example("""
            struct CertificateDetails: View {
                let certificate: Certificate
                var body: some View {
                    Form {
                        Section {
                            detailRow(title: "Issuer", value: certificate.issuer)
                            detailRow(title: "Subject", value: certificate.subject)
                            if let expiry = certificate.expiryText {
                                detailRow(title: "Expires", value: expiry)
                            }
                        }
                    }
                }
                private func detailRow(title: String, value: String) -> some View {
                    VStack(alignment: .leading) {
                        Text(title).font(.caption).foregroundStyle(.secondary)
                        Text(value)
                    }
                }
            }
            """),
        // A widget is read as one element: its rows are no separate stops.
        Example("""
            import WidgetKit
            import SwiftUI

            struct SolarWidgetView: View {
                let metrics: [Metric]
                var body: some View {
                    VStack {
                        ForEach(metrics) { metricRow($0) }
                    }
                }
                private func metricRow(_ metric: Metric) -> some View {
                    HStack {
                        Image(systemName: metric.symbol)
                        Text(metric.value)
                        Text(metric.unit)
                    }
                }
            }
            """),
        // A value and its unit grouped, named, or inside a control's label.
        Example("""
            struct ActivitySummary: View {
                let count: Int
                var body: some View {
                    VStack {
                        HStack { Text("\\(count)"); Text("steps") }
                            .accessibilityElement(children: .combine)
                        HStack { Text("\\(count)"); Text("min") }
                            .accessibilityLabel("\\(count) minutes")
                        Button(action: openSteps) {
                            HStack { Text("\\(count)"); Text("steps") }
                        }
                        stepsLabel
                            .accessibilityElement(children: .combine)
                    }
                }

                var stepsLabel: some View {
                    HStack { Text("\\(count)"); Text("kcal") }
                }
            }
            """),
        // Not a split phrase: one text, a spacer between a value and its caption, a capitalised caption naming the
        // value, a localisation key, a text labelled on its own.
        Example("""
            struct StepsOverview: View {
                let count: Int
                var body: some View {
                    VStack {
                        HStack { Text("\\(count) steps") }
                        HStack { Text("\\(count)"); Spacer(); Text("steps") }
                        HStack { Text("\\(count)"); Text("Followers") }
                        HStack { Text("\\(count)"); Text("unit_steps") }
                        HStack { Text("\\(count)"); Text("km").accessibilityLabel("kilometres") }
                        HStack { Text(title); Text("steps") }
                    }
                }
            }
            """),
        // Shown once on the screen: VoiceOver reads "flame", "12 days", "Streak" in visual order.
        Example("""
            struct DashboardView: View {
                var body: some View {
                    VStack { streakBadge }
                }
            }

            extension DashboardView {
                var streakBadge: some View {
                    HStack {
                        Image(systemName: "flame")
                        Text("\\(streak) days")
                        Text("Streak")
                    }
                }
            }
            """),
        // An icon beside one text: hiding or labelling the icon is the fix (the image rules), not grouping.
        Example("""
            struct SettingRowCard: View {
                var body: some View {
                    HStack {
                        Image("ic_bell")
                        Text("Notifications")
                    }
                }
            }
            """),
        // W8Trackr's HeroCardView (002): combined, with a sentence label.
        Example("""
            struct HeroCardView: View {
                let currentWeight: Double
                let weightUnit: WeightUnit
                let weeklyChange: Double?

                @ScaledMetric(relativeTo: .largeTitle) private var heroFontSize: CGFloat = 56

                var body: some View {
                    VStack(spacing: 12) {
                        Text("Current Weight")
                            .font(.subheadline)

                        HStack(alignment: .firstTextBaseline, spacing: 4) {
                            Text(formattedWeight)
                                .font(.system(size: heroFontSize, weight: .bold, design: .rounded))
                            Text(weightUnit.displayName)
                                .font(.title2)
                        }
                        .fixedSize(horizontal: true, vertical: false)

                        if let changeText = formattedChange {
                            HStack(spacing: 6) {
                                Image(systemName: trendDirection.icon)
                                Text("\\(changeText) \\(weightUnit.displayName) this week")
                                    .lineLimit(1)
                                    .minimumScaleFactor(0.8)
                            }
                        }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(accessibilityDescription)
                }
            }
            """),
        // W8Trackr's LogbookRowView (002): one element, announced as a button.
        Example("""
            struct LogbookRowView: View {
                let rowData: LogbookRowData
                var onEdit: (() -> Void)?

                var body: some View {
                    HStack(spacing: 8) {
                        dateColumn
                        weightColumn
                        movingAverageColumn
                        weeklyRateColumn
                        notesIndicator
                    }
                    .padding(.vertical, LogbookLayout.rowVerticalPadding)
                    .frame(minHeight: LogbookLayout.minRowHeight)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        onEdit?()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(accessibilityLabel)
                    .accessibilityHint("Swipe right to edit, swipe left to delete")
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
        // The parent already combines the card.
        Example("""
            struct FeatureCard: View {
                var body: some View {
                    HStack {
                        Image(systemName: icon)
                        Text(title)
                    }
                }
            }

            struct WelcomeView: View {
                var body: some View {
                    VStack {
                        FeatureCard(icon: "sparkles", title: "Fresh AI Challenges")
                            .accessibilityElement(children: .combine)
                    }
                }
            }
            """),
        Example("""
            struct RecipeRow: View {
                var body: some View {
                    HStack {
                        Image(recipe.photo)
                        Text(recipe.name)
                    }
                }
            }

            struct RecipeList: View {
                var body: some View {
                    List(recipes) { recipe in
                        NavigationLink(value: recipe) { RecipeRow(recipe: recipe) }
                    }
                }
            }
            """),
        Example("""
            struct TaskRow: View {
                var body: some View {
                    HStack {
                        Text(task.title)
                        Text(task.dueDate)
                        Toggle("Done", isOn: $task.isDone)
                    }
                }
            }
            """),
        Example("""
            struct NameCell: View {
                var body: some View {
                    HStack {
                        Image(decorative: "person")
                        Text(name)
                    }
                }
            }
            """),
        Example("""
            struct ProfileHeader: View {
                var body: some View {
                    VStack {
                        Text(user.name)
                        Text(user.email)
                    }
                }
            }
            """),
        Example("""
            struct HistoryCard: View {
                var body: some View {
                    VStack {
                        Text("History")
                        ForEach(entries) { Text($0.title) }
                    }
                }
            }
            """),
        Example("""
            struct ErrorCard: View {
                var body: some View {
                    VStack {
                        Image(systemName: "wifi.slash").accessibilityHidden(true)
                        Text(message)
                        Text(detail)
                    }
                    .accessibilityElement(children: .contain)
                }
            }
            """),
        Example("""
            struct ScoreCard: View {
                var body: some View {
                    VStack {
                        Text(title)
                        ScoreGauge(score: score)
                    }
                }
            }
            """),
        Example("""
            struct FeatureCard: View {
                let icon: String
                let title: String
                let detail: String
                var body: some View {
                    VStack {
                        Image(systemName: icon)
                        Text(title)
                        Text(detail)
                    }
                }
            }
            struct Features: View {
                var body: some View {
                    FeatureCard(icon: "bolt", title: "Fast", detail: "Instant results")
                        .accessibilityElement(children: .combine)
                    FeatureCard(icon: "lock", title: "Private", detail: "On device")
                        .accessibilityElement(children: .combine)
                }
            }
            """),
        // The well-built badge: its icon hidden and its texts combined.
        Example("""
            struct StreakBadge: View {
                let days: Int
                var body: some View {
                    HStack {
                        Image(systemName: "flame.fill")
                            .accessibilityHidden(true)
                        Text("\\(days)")
                        Text("Day streak")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
        // A hidden icon beside one text: nothing left to group.
        Example("""
            struct StreakBadge: View {
                var body: some View {
                    HStack {
                        Image(systemName: "flame.fill").accessibilityHidden(true)
                        Text("Day streak")
                    }
                }
            }
            """),
        // A part grouped on its own: the author decided how the card reads.
        Example("""
            struct WeatherTile: View {
                var body: some View {
                    VStack {
                        Image(systemName: "cloud.sun")
                        HStack { Text(temperature); Text(city) }
                            .accessibilityElement(children: .combine)
                    }
                }
            }
            """),
        // On the Mac every `List` is a table: VoiceOver reads each row as one element.
        Example("""
            struct JobRow: View {
                let job: Job
                var body: some View {
                    HStack {
                        Image(systemName: job.symbol)
                        Text(job.name)
                        Spacer()
                        Text(job.duration)
                    }
                }
            }
            struct JobsScreen: View {
                let jobs: [Job]
                var body: some View {
                    List {
                        ForEach(jobs) { job in
                            JobRow(job: job)
                        }
                    }
                }
            }
            """, configuration: """
            platforms: [macos]
            """),
        // Rows of a `List(selection:)`: VoiceOver reads each selectable row as one element.
        Example("""
            struct PurchaseRow: View {
                let purchase: Purchase
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(purchase.title).font(.headline)
                        Text(purchase.subtitle).font(.subheadline)
                    }
                }
            }
            struct PurchasesScreen: View {
                @State private var selection: Purchase.ID?
                var body: some View {
                    List(purchases, selection: $selection) { purchase in
                        PurchaseRow(purchase: purchase)
                    }
                }
            }
            """),
        Example("""
            struct MailboxSidebar: View {
                @Binding var selection: Mailbox.ID?
                var body: some View {
                    List(selection: $selection) {
                        Section("Mailboxes") {
                            ForEach(mailboxes) { mailbox in
                                mailboxRow(mailbox).tag(mailbox.id)
                            }
                        }
                    }
                }
                func mailboxRow(_ mailbox: Mailbox) -> some View {
                    HStack {
                        Image(systemName: mailbox.icon)
                        Text(mailbox.name)
                        Text("\\(mailbox.unread)")
                        Text("unread")
                    }
                }
            }
            """),
    ]
}
