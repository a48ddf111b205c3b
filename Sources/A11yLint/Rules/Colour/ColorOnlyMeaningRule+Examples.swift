import RuleEngine

extension ColorOnlyMeaningRule {
    static let triggeringExamples: [Example] = [
        // A presence dot beside a name: nothing but the fill says whether the contact is online.
        Example("""
            struct ContactRow: View {
                let contact: Contact
                var body: some View {
                    HStack {
                        Circle()
                            .↓fill(contact.isOnline ? .green : .red)
                            .frame(width: 8, height: 8)
                        Text(contact.name)
                    }
                }
            }
            """),
        Example("""
            struct ReminderRow: View {
                let reminder: Reminder
                var body: some View {
                    Text(reminder.title)
                        .↓foregroundStyle(reminder.isOverdue ? .red : .primary)
                }
            }
            """),
        // A field whose border turns red, with no error text shown under that condition.
        Example("""
            struct EmailField: View {
                @Binding var email: String
                let isInvalid: Bool
                var body: some View {
                    TextField("Email", text: $email)
                        .padding(8)
                        .overlay(
                            RoundedRectangle(cornerRadius: 8)
                                .↓stroke(isInvalid ? Color.red : Color.gray.opacity(0.4), lineWidth: 1)
                        )
                }
            }
            """),
        // The selected day of a calendar grid is only filled; nothing here makes it actionable.
        Example("""
            struct MonthGrid: View {
                let days: [Int]
                let selectedDay: Int
                var body: some View {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: 7)) {
                        ForEach(days, id: \\.self) { day in
                            Text("\\(day)")
                                .frame(width: 36, height: 36)
                                .↓background(day == selectedDay ? Color.accentColor : .clear)
                                .clipShape(Circle())
                        }
                    }
                }
            }
            """),
        // A colour view chosen by a ternary.
        Example("""
            struct SyncStatusBar: View {
                @State private var isSynced = false
                var body: some View {
                    HStack {
                        Text("iCloud")
                        Spacer()
                        (↓isSynced ? Color.green : Color.orange)
                            .frame(width: 10, height: 10)
                            .clipShape(Circle())
                    }
                }
            }
            """),
        // A favourite button whose state is only its tint (not a selection, so not selection-state-not-exposed's).
        Example("""
            struct EpisodeRow: View {
                let episode: Episode
                @State private var isFavorite = false
                var body: some View {
                    HStack {
                        Text(episode.title)
                        Button {
                            isFavorite.toggle()
                        } label: {
                            Image(systemName: "heart")
                        }
                        .↓tint(isFavorite ? .pink : .gray)
                        .accessibilityLabel("Favourite")
                    }
                }
            }
            """),
        // A threshold the text does not show: the battery level is only coloured.
        Example("""
            struct DeviceRow: View {
                let device: Device
                var body: some View {
                    Label(device.name, systemImage: "iphone")
                        .↓foregroundColor(device.batteryLevel < 20 ? Color(.systemRed) : .green)
                }
            }
            """),
        // A label that names the element but not its state does not say it.
        Example("""
            struct ServerRow: View {
                let server: Server
                var body: some View {
                    HStack {
                        Text(server.hostname)
                        Spacer()
                        Capsule()
                            .↓fill(server.isReachable ? Color.mint : Color.pink)
                            .frame(width: 24, height: 8)
                            .accessibilityLabel("Status")
                    }
                }
            }
            """),
        // The colour comes from a property of the view that chooses it.
        Example("""
            struct BuildRow: View {
                let build: Build
                var statusColor: Color { build.passed ? .green : .red }
                var body: some View {
                    HStack {
                        Circle()
                            .↓fill(statusColor)
                            .frame(width: 10, height: 10)
                        Text(build.branch)
                    }
                }
            }
            """),
        Example("""
            struct OrderRow: View {
                let order: Order
                var stateColor: Color {
                    switch order.state {
                    case .preparing: return .orange
                    case .ready: return .green
                    case .cancelled: return Color.gray
                    }
                }
                var body: some View {
                    Text(order.number)
                        .padding(6)
                        .↓background(stateColor)
                }
            }
            """),
        // A model's colour table in the same file: the task's status is a dot beside the task's name.
        Example("""
            enum JobStatus {
                case queued, running, failed, done
                var tint: Color {
                    switch self {
                    case .queued: return .gray
                    case .running: return .orange
                    case .failed: return .red
                    case .done: return .green
                    }
                }
            }

            struct JobList: View {
                let jobs: [Job]
                var body: some View {
                    List(jobs) { job in
                        HStack {
                            Text(job.title)
                            Spacer()
                            Circle()
                                .↓fill(job.status.tint)
                                .frame(width: 6, height: 6)
                        }
                    }
                }
            }
            """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // The text changes with the same condition.
        Example("""
            struct PresenceLabel: View {
                let isOnline: Bool
                var body: some View {
                    Text(isOnline ? "Online" : "Offline")
                        .foregroundStyle(isOnline ? .green : .red)
                }
            }
            """),
        Example("""
            struct ContactRow: View {
                let contact: Contact
                var body: some View {
                    HStack {
                        Circle()
                            .fill(contact.isOnline ? .green : .red)
                            .frame(width: 8, height: 8)
                            .accessibilityValue(contact.isOnline ? "Online" : "Offline")
                        Text(contact.name)
                    }
                }
            }
            """),
        // A symbol drawn under the same condition.
        Example("""
            struct ReminderRow: View {
                let reminder: Reminder
                var body: some View {
                    HStack {
                        Text(reminder.title)
                            .foregroundStyle(reminder.isOverdue ? .red : .primary)
                        if reminder.isOverdue {
                            Image(systemName: "exclamationmark.triangle")
                        }
                    }
                }
            }
            """),
        // The error text appears with the red border.
        Example("""
            struct EmailField: View {
                @Binding var email: String
                let isInvalid: Bool
                var body: some View {
                    VStack(alignment: .leading) {
                        TextField("Email", text: $email)
                            .overlay(RoundedRectangle(cornerRadius: 8).stroke(isInvalid ? Color.red : .gray))
                        if isInvalid {
                            Text("Enter a valid email address")
                        }
                    }
                }
            }
            """),
        Example("""
            struct MonthGrid: View {
                let days: [Int]
                let selectedDay: Int
                var body: some View {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: 7)) {
                        ForEach(days, id: \\.self) { day in
                            Text("\\(day)")
                                .background(day == selectedDay ? Color.accentColor : .clear)
                                .accessibilityAddTraits(day == selectedDay ? .isSelected : [])
                        }
                    }
                }
            }
            """),
        // Colour plus the number it colours is enough (004 §3.5).
        Example("""
            struct Delta: View {
                let delta: Int
                var body: some View {
                    Text("\\(delta, format: .number.sign(strategy: .always()))")
                        .foregroundStyle(delta >= 0 ? Color.green : Color.red)
                }
            }
            """),
        // Press, hover and colour-scheme looks carry no information.
        Example("""
            struct RowButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .background(configuration.isPressed ? Color.blue : Color.clear)
                }
            }
            """),
        Example("""
            struct SidebarRow: View {
                let title: String
                @State private var isHovering = false
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    Text(title)
                        .foregroundColor(colorScheme == .dark ? .yellow : .orange)
                        .background(isHovering ? Color.accentColor.opacity(0.2) : .clear)
                        .onHover { isHovering = $0 }
                }
            }
            """),
        // A Picker announces the selected option itself.
        Example("""
            struct UnitPicker: View {
                @Binding var unit: Unit
                var body: some View {
                    Picker("Unit", selection: $unit) {
                        ForEach(Unit.allCases) { option in
                            Text(option.name)
                                .foregroundStyle(option == unit ? .blue : .primary)
                                .tag(option)
                        }
                    }
                }
            }
            """),
        // A chart's series colours belong to the chart rules.
        Example("""
            struct SalesChart: View {
                let sales: [Sale]
                var body: some View {
                    Chart(sales) { sale in
                        BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount))
                            .foregroundStyle(sale.isForecast ? .gray : .blue)
                    }
                }
            }
            """),
        // A selection on a button is selection-state-not-exposed's finding.
        Example("""
            struct TabStrip: View {
                @Binding var selection: AppTab
                var body: some View {
                    HStack {
                        ForEach(AppTab.allCases) { tab in
                            Button(tab.title) { selection = tab }
                                .background(selection == tab ? Color.accentColor : .clear)
                        }
                    }
                }
            }
            """, excludedFromDocs: true),
        // A control greyed when it cannot be used is visually-disabled's finding.
        Example("""
            struct Composer: View {
                let canSend: Bool
                var body: some View {
                    Button("Send") { send() }
                        .foregroundStyle(canSend ? .blue : .gray)
                }
            }
            """),
        // A dot whose state its callers pass in: they may show the state beside it.
        Example("""
            struct StatusDot: View {
                let isOnline: Bool
                var body: some View {
                    Circle()
                        .fill(isOnline ? .green : .red)
                        .frame(width: 8, height: 8)
                }
            }
            """),
        // One hue in two strengths, and two neutral styles: no colour to tell apart.
        Example("""
            struct NoteRow: View {
                let note: Note
                var body: some View {
                    Text(note.title)
                        .foregroundStyle(note.isRead ? .secondary : .primary)
                        .background(note.isPinned ? Color.yellow : Color.yellow.opacity(0.3))
                }
            }
            """),
        // The text comes from a member that reads the same state.
        Example("""
            struct SyncBadge: View {
                let isSynced: Bool
                var statusText: String { isSynced ? "Synced" : "Not synced" }
                var body: some View {
                    HStack {
                        Circle().fill(isSynced ? .green : .orange).frame(width: 8, height: 8)
                        Text(statusText)
                    }
                }
            }
            """),
        // A second visual cue that is not colour: the title is struck through when done.
        Example("""
            struct ChecklistRow: View {
                let task: ChecklistTask
                var body: some View {
                    Text(task.title)
                        .strikethrough(task.isDone)
                        .foregroundStyle(task.isDone ? .green : .primary)
                }
            }
            """),
        // The view adds a shape when the user asks to differentiate without colour.
        Example("""
            struct Presence: View {
                let contact: Contact
                @Environment(\\.accessibilityDifferentiateWithoutColor) private var differentiate
                var body: some View {
                    HStack {
                        Circle().fill(contact.isOnline ? .green : .red).frame(width: 8, height: 8)
                        if differentiate {
                            Image(systemName: "person.crop.circle.badge.checkmark")
                        }
                        Text(contact.name)
                    }
                }
            }
            """),
        // The switched state is also written out.
        Example("""
            struct OrderRow: View {
                let order: Order
                var stateColor: Color {
                    switch order.state {
                    case .preparing: return .orange
                    case .ready: return .green
                    }
                }
                var body: some View {
                    HStack {
                        Text(order.number)
                        Text(order.state.title)
                    }
                    .background(stateColor)
                }
            }
            """),
        // A colour property that does more than choose between named colours is not read.
        Example("""
            struct BuildRow: View {
                let build: Build
                var statusColor: Color {
                    let base = build.passed ? Color.green : Color.red
                    return base.opacity(0.8)
                }
                var body: some View {
                    HStack {
                        Circle().fill(statusColor)
                        Text(build.branch)
                    }
                }
            }
            """),
        // The level coloured is also the text shown.
        Example("""
            enum LogLevel: String {
                case info, warning, error
                var tint: Color {
                    switch self {
                    case .info: return .secondary
                    case .warning: return .orange
                    case .error: return .red
                    }
                }
            }

            struct LogLine: View {
                let level: LogLevel
                let text: String
                var body: some View {
                    HStack {
                        Text(level.rawValue.uppercased())
                            .foregroundStyle(level.tint)
                        Text(text)
                    }
                }
            }
            """),
        // A member of that name elsewhere in the file that is not a colour table: the name means nothing sure.
        Example("""
            enum JobStatus {
                case queued, failed
                var tint: Color {
                    switch self {
                    case .queued: return .gray
                    case .failed: return .red
                    }
                }
            }

            struct Theme {
                var tint: Color { Color("Brand") }
            }

            struct JobRow: View {
                let job: Job
                var body: some View {
                    HStack {
                        Text(job.title)
                        Circle().fill(job.status.tint)
                    }
                }
            }
            """),
        // The bubble's side changes with the sender too, and a List with a selection announces the selected row.
        Example("""
            struct ChatBubble: View {
                let message: Message
                var body: some View {
                    HStack {
                        if message.isFromMe { Spacer() }
                        Text(message.text)
                            .padding(8)
                            .background(message.isFromMe ? Color.blue : Color(.systemGray5))
                    }
                }
            }
            """),
        Example("""
            struct Inbox: View {
                let threads: [Thread]
                @State private var selectedID: Thread.ID?
                var body: some View {
                    List(threads, selection: $selectedID) { thread in
                        Text(thread.subject)
                            .listRowBackground(thread.id == selectedID ? Color.accentColor.opacity(0.2) : nil)
                    }
                }
            }
            """),
        // A compound condition is not read.
        Example("""
            struct JobRow: View {
                let job: Job
                var body: some View {
                    Text(job.name)
                        .foregroundStyle(job.isRunning && job.hasErrors ? .red : .primary)
                }
            }
            """),
    ]
}
