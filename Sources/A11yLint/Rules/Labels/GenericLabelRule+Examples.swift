import RuleEngine

extension GenericLabelRule {
    static let triggeringExamples: [Example] = [
        Example("""
        struct EntryRow: View {
            var body: some View {
                Button { delete() } label: {
                    Image(systemName: "trash")
                }
                .↓accessibilityLabel("button")
            }
        }
        """),
        Example("""
        struct PromoBanner: View {
            var body: some View {
                VStack {
                    Text("New: weekly reports")
                    ↓Link("Click here", destination: reportsURL)
                }
            }
        }
        """),
        Example("""
        struct Header: View {
            var body: some View {
                Image("brain_logo")
                    .↓accessibilityLabel("Image")
            }
        }
        """),
        Example("""
        struct Onboarding: View {
            var body: some View {
                ForEach(steps) { step in
                    ↓Button(action: { open(step) }) {
                        Text("Tap here")
                    }
                }
            }
        }
        """),
        Example("""
        struct Toolbar: View {
            var body: some View {
                HStack { shareButton }
            }
        }

        extension Toolbar {
            var shareButton: some View {
                Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    .↓accessibility(label: Text("Icon"))
            }
        }
        """),
        Example("""
        struct StudyChip: View {
            var body: some View {
                #if os(iOS)
                Image(systemName: "star")
                    .onTapGesture { favourite() }
                    .↓accessibilityLabel(isFavourite ? "Icon" : "Add to favourites")
                #endif
            }
        }
        """),
        Example("""
        struct Footer: View {
            var body: some View {
                ↓Button("Go") { submit() }
            }
        }
        """, configuration: """
        rules:
          generic-label:
            words: [go, ok]
        """),
        // The same action title on every item of a list (issue 18).
        Example("""
        struct AddressList: View {
            var body: some View {
                List(addresses) { address in
                    HStack {
                        Text(address.street)
                        Spacer()
                        ↓Button("Edit") { edit(address) }
                    }
                }
            }
        }
        """),
        Example("""
        struct ArticleCard: View {
            let article: Article
            var body: some View {
                VStack(alignment: .leading) {
                    Text(article.title).font(.headline)
                    Text(article.summary)
                    ↓Button(action: { open(article) }) { Text("Read more") }
                }
            }
        }

        struct Feed: View {
            var body: some View {
                ScrollView {
                    ForEach(articles) { article in
                        ArticleCard(article: article)
                    }
                }
            }
        }
        """),
        Example("""
        struct ProductGrid: View {
            var body: some View {
                LazyVGrid(columns: columns) {
                    ForEach(products) { product in
                        productTile(product)
                    }
                }
            }

            func productTile(_ product: Product) -> some View {
                VStack {
                    Text(product.name)
                    ↓Button("Add to cart") { cart.add(product) }
                }
            }
        }
        """),
        // Near miss of a menu item: the same title drawn in the row itself.
        Example("""
        struct DraftList: View {
            var body: some View {
                VStack {
                    ForEach(drafts) { draft in
                        HStack {
                            Text(draft.title)
                            ↓Button("Edit") { edit(draft) }
                            Menu { Button("Remove") { remove(draft) } } label: { Image(systemName: "ellipsis") }
                        }
                    }
                }
            }
        }
        """),
    ]

    static let nonTriggeringExamples: [Example] = [
        // Each card is one button named with its product: the inner "Add to cart" is part of it.
        Example("""
            struct ProductGrid: View {
                let products: [Product]
                var body: some View {
                    ForEach(products) { product in
                        Button { open(product) } label: {
                            VStack {
                                Text(product.title)
                                Button("Add to cart") { cart.add(product) }
                            }
                        }
                    }
                }
            }
            """),
        // A row's swipe action and context menu item, held in a local constant first: read with the row.
        Example("""
            struct ColorList: View {
                let colors: [AccentColor]
                var body: some View {
                    List {
                        ForEach(colors) { color in tile(color) }
                    }
                }
                @ViewBuilder
                func tile(_ color: AccentColor) -> some View {
                    let deleteButton = Button(role: .destructive) { delete(color) } label: {
                        Label("Delete", systemImage: "trash")
                    }
                    ColorTile(color: color)
                        .swipeActions(edge: .trailing) { deleteButton }
                        .contextMenu { deleteButton }
                }
            }
            """),
        // Items of one row's menu: shown only when that menu opens, never beside another row's.
        Example("""
        struct NoteList: View {
            var body: some View {
                VStack {
                    ForEach(notes) { note in
                        let menu = ContextMenu(menuItems: {
                            Button(action: { edit(note) }) { Label("Edit", systemImage: "pencil") }
                        })
                        Text(note.text)
                            .contextMenu(menu)
                        Menu { Button("Remove") { remove(note) } } label: { Text(note.title) }
                    }
                }
            }
        }
        """),
        // Repeated action titles named per item, read with their row, or shown once.
        Example("""
        struct AddressList: View {
            var body: some View {
                List {
                    ForEach(addresses) { address in
                        HStack {
                            Text(address.street)
                            Button("Edit") { edit(address) }
                                .accessibilityLabel("Edit \\(address.street)")
                        }
                        .swipeActions { Button("Delete") { delete(address) } }
                        .contextMenu { Button("Remove") { delete(address) } }
                    }
                    ForEach(tags) { tag in
                        HStack { Text(tag.name); Button("Remove") { remove(tag) } }
                            .accessibilityElement(children: .combine)
                    }
                    ForEach(themes) { theme in
                        HStack {
                            Text(theme.name)
                            Menu { Button("Details") { show(theme) } } label: { Image(systemName: "ellipsis") }
                            NavigationLink(value: theme) { Text("see-more") }
                        }
                        .alert("Remove \\(theme.name)?", isPresented: $confirming) {
                            Button("Remove", role: .destructive) { remove(theme) }
                        }
                    }
                    Button("Add") { addAddress() }
                }
                Button("Edit") { editAll() }
            }
        }
        """),
        Example("""
        struct EntryRow: View {
            var body: some View {
                Button { delete() } label: {
                    Image(systemName: "trash")
                }
                .accessibilityLabel("Delete weight entry")
            }
        }
        """),
        Example("""
        struct PromoBanner: View {
            var body: some View {
                Link("Read the weekly report", destination: reportsURL)
            }
        }
        """),
        Example("""
        // A label that contains a generic word but says more.
        struct Editor: View {
            var body: some View {
                Button("Insert image") { insertImage() }
            }
        }
        """),
        Example("""
        // A computed label is not judged.
        struct IconButton: View {
            let title: String
            let systemName: String
            var body: some View {
                Button(action: action) { Image(systemName: systemName) }
                    .accessibilityLabel(title)
            }
        }
        """),
        Example("""
        // Plain text is not a label of a control.
        struct Legend: View {
            var body: some View {
                Text("Icon")
                Text("Tap here")
            }
        }
        """),
        Example("""
        // Hints are not labels.
        struct SaveButton: View {
            var body: some View {
                Button("Save changes") { save() }
                    .accessibilityHint("button")
            }
        }
        """),
        Example("""
        // Seed 000: a chart with a real label and value.
        struct IQTrendChart: View {
            var body: some View {
                Chart(results) { result in
                    LineMark(x: .value("Date", result.date), y: .value("IQ", result.score))
                }
                .accessibilityLabel("IQ score trend chart")
                .accessibilityValue(trendDescription)
            }
        }
        """),
        Example("""
        // With a configured list, the default words are no longer generic.
        struct Footer: View {
            var body: some View {
                Button("button") { submit() }
            }
        }
        """, configuration: """
        rules:
          generic-label:
            words: [go]
        """),
        Example("""
        struct SettingsRow: View {
            var body: some View {
                NavigationLink("Notification settings") { NotificationSettings() }
            }
        }
        """),
        Example("""
        // A picker's title names the setting it changes; a localisation key is not the text read.
        struct DebugSettings: View {
            var body: some View {
                Picker("Image", selection: $selectedImage) {
                    Text("Random").tag(nil as String?)
                }
                Button { openHelp() } label: { Text("help.button") }
            }
        }
        """),
        // A specimen in a component catalogue: the button does nothing, so there is no purpose to name.
        Example("""
        struct MenuSpecimen: View {
            var body: some View {
                Menu("Show menu") {
                    Button("Tap here") {}
                    Button("Tap here") {}
                }
            }
        }
        """),
    ]
}
