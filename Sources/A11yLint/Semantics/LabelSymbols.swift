/// SF Symbols whose VoiceOver name carries the action sighted users read from the glyph (precision lesson 7;
/// PRECISION.md, "Icon-only controls": plus/minus, trash, xmark, question mark are adequate). One table, used by
/// every rule that asks what VoiceOver says for a symbol.
///
/// Where the names come from. Apple does not publish the labels VoiceOver speaks for system symbols, so the table
/// keeps only two kinds of entry:
/// - `.standardAction`: the symbol is Apple's standard icon for an action, in the Human Interface Guidelines'
///   "Icons › Standard icons" table (June 2025): Add `plus`, Delete `trash`, Cancel/Close `xmark`, Done
///   `checkmark`, Share `square.and.arrow.up`, Search `magnifyingglass`, More `ellipsis`, Compose
///   `square.and.pencil`, Attach `paperclip`, Print `printer`, Undo/Redo `arrow.uturn.backward/forward`, Filter
///   `line.3.horizontal.decrease`, Cut `scissors`, Copy `document.on.document`, Paste `document.on.clipboard`,
///   Account `person.crop.circle`, Archive `archivebox` (Done `checkmark` is kept by its own name, below). The spoken name is that action; reports of what
///   VoiceOver says agree where they exist (`plus` "Add": realm/SwiftLint#5165; `ellipsis.circle` "More" on
///   iOS 26.5: emkey1/ish-AOK#586; an `xmark.circle` button read "close": mozilla-mobile/firefox-ios#24486).
/// - `.symbolName`: the symbol's own name already is the conventional word for what it does (`play`, `pause`,
///   `stop`, `forward`/`backward` (a media player's fast-forward and rewind; `forward.end`/`backward.end` when
///   the action goes to the next or previous item), `minus`, `checkmark`,
///   `questionmark`, `info`, `gear`, `star`, `heart`, `bell`, `bookmark`, `house`, `tag`,
///   `hand.thumbsup`/`hand.thumbsdown`, said "thumbs up": like and dislike). Whether
///   VoiceOver reads a built-in label or the name itself, the listener hears that word.
/// - `.direction`: a plain arrow or chevron pointing back or forward (`chevron.left`, `arrow.right`), read as its
///   direction, which is what the glyph tells sighted users in a navigation bar or a pager ("left arrow" for
///   back), and their narrow `chevron.compact` forms. Only the bare glyphs count: `chevron.right.circle`, a
///   disclosure used as "More", is not one of them.
/// - Messaging glyphs whose word is the action in every app that shows them: `paperplane` (send), `at` and
///   `number` (the characters `@` and `#` they insert), `arrow.clockwise` (reload); `qrcode.viewfinder`, a
///   QR code in a viewfinder, the scanner; and a shop's `cart` and `bag`, the basket of what the user buys.
/// - A person that opens the user's profile or account, and the power glyph of a control that signs out, read as
///   "person" and "power" when the action names the profile or the sign-out (`ProfileView()`, `logout()`).
/// - Editing glyphs: `pencil`, the edit (or rename) control in every app that shows it alone, and the keyboard's
///   delete key `delete.backward`/`delete.left`, whose own name is the action ("delete"). `lock` stays out: it
///   shows a locked state, privacy, a premium feature or an app lock as often as the action of locking.
/// - The sidebar glyphs (`sidebar.left`, `sidebar.right`, and `leading`/`trailing`), the toolbar icon that shows
///   or hides a split view's column everywhere it appears: the spoken "sidebar right" says what the glyph does.
/// Symbols people use for many different things (`list.bullet`, `clock`, compound symbols such as
/// `photo.badge.plus`, custom symbols) are left out: for them only a label says what the control does. So is
/// `multiply.circle`, the arithmetic name of a clear button's ×: read "multiply", it says nothing of clearing
/// (blind judges, precision ledger, twentieth set's changes).
struct ConventionalSymbol: Sendable {
    enum NameSource: Sendable { case standardAction, symbolName, direction }

    /// The symbol's base name (`trash`), without a style suffix.
    let base: String
    /// What VoiceOver says for it.
    let spoken: String
    let source: NameSource
    /// Words that name this action in code (`delete` in `deleteEntry()`, `.deleteButtonTapped`).
    let actionWords: [String]
    /// A generic name ("More") that fits only when the action does not name a more specific one: an `ellipsis`
    /// whose action shares is read "More" but shares.
    let isGeneric: Bool
    /// The symbol names something that is on or off (`star`: a favourite), so it can name a `Toggle` too. The
    /// others name actions, which say nothing about what a toggle switches.
    let namesState: Bool
    /// The style suffixes that keep the glyph's meaning (`xmark.circle.fill` is still `xmark`).
    let styles: [String]
    /// Whether the base name alone is a symbol (`x` is not: only `x.circle` and `x.square` are).
    let isSymbolAlone: Bool
    /// The symbol names a thing, not an action, so it says what a control does only when the action names that
    /// thing too: a `camera` that opens the camera, not one that changes a profile photo.
    let needsActionWord: Bool

    static let allStyles = [".fill", ".circle", ".circle.fill", ".square", ".square.fill", ".badge", ".badge.fill"]

    init(_ base: String, spoken: String, _ source: NameSource, words: [String], isGeneric: Bool = false,
         namesState: Bool = false, styles: [String] = allStyles, isSymbolAlone: Bool = true,
         needsActionWord: Bool = false) {
        self.base = base
        self.spoken = spoken
        self.source = source
        self.actionWords = words
        self.isGeneric = isGeneric
        self.namesState = namesState
        self.styles = styles
        self.isSymbolAlone = isSymbolAlone
        self.needsActionWord = needsActionWord
    }
}

enum ConventionalSymbols {
    /// The styles of the number symbols (`1.circle`, `7.square.fill`).
    static let numberStyles = [".circle", ".circle.fill", ".square", ".square.fill"]

    /// Words naming a number in an identifier (`word.count`, `stepIndex`).
    static let numberWords: Set<String> = [
        "count", "index", "number", "step", "position", "rank", "page", "level", "score", "order", "idx", "i", "n",
    ]

    /// Symbols of a sign VoiceOver reads as the sign it draws, as it would read the character in a text
    /// (`plusminus` before "5 mg" reads "plus-minus").
    static let signs: Set<String> = [
        "plusminus", "percent", "equal", "lessthan", "greaterthan", "lessthanorequalto", "greaterthanorequalto",
        "number", "divide",
    ]

    /// A number symbol, literal (`3.circle`) or with a number interpolated (`"\(word.count).circle"`, as written
    /// in the source; not `"\(icon).circle"`), or a sign (`plusminus`): VoiceOver reads the number or sign it
    /// shows.
    static func showsNumber(_ name: String) -> Bool {
        if signs.contains(name) { return true }
        var text = Substring(name)
        if text.hasPrefix("\"\\("), text.hasSuffix("\""), let close = text.lastIndex(of: ")") {
            // One interpolation, then the style: `"\(word.count).circle"`.
            let value = text[text.index(text.startIndex, offsetBy: 3)..<close]
            guard !value.contains("\""), TraitText.identifiers(in: String(value)).contains(where: { identifier in
                TraitText.words(of: identifier).contains(where: numberWords.contains)
            }) else { return false }
            text = text[text.index(after: close)...].dropLast()
        } else {
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return false }
            text = text.dropFirst(digits.count)
        }
        return numberStyles.contains(String(text))
    }

    /// The entry for a symbol name, matching the base name exactly or with one of the entry's style suffixes.
    /// A suffix that changes the glyph's meaning is no match: `chevron.right.circle` is not `chevron.right`,
    /// `plus.square.on.square` (Duplicate) is not `plus`, `checkmark.seal` is not `checkmark`.
    static func entry(for symbol: String) -> ConventionalSymbol? {
        if let exact = byBase[symbol] { return exact.isSymbolAlone ? exact : nil }
        // Longest suffix first, so `xmark.circle.fill` strips `.circle.fill` rather than `.fill`.
        for suffix in stylesLongestFirst where symbol.hasSuffix(suffix) {
            let base = String(symbol.dropLast(suffix.count))
            if let entry = byBase[base], entry.styles.contains(suffix) { return entry }
        }
        return nil
    }

    /// The first non-generic entry whose action words occur in `words` (an action's identifiers, lower-cased).
    static func entry(namedBy words: [String]) -> (entry: ConventionalSymbol, word: String)? {
        for word in words {
            if let entry = byActionWord[word] { return (entry, word) }
        }
        return nil
    }

    static let table: [ConventionalSymbol] = [
        // Apple's standard icons for actions (see the type's comment).
        ConventionalSymbol("plus", spoken: "Add", .standardAction,
                           words: ["add", "new", "create", "insert", "plus", "increment", "increase"]),
        ConventionalSymbol("trash", spoken: "Delete", .standardAction,
                           words: ["delete", "remove", "trash", "discard", "erase", "destroy", "clear"]),
        ConventionalSymbol("xmark", spoken: "Close", .standardAction,
                           words: ["close", "dismiss", "cancel", "clear", "remove", "hide", "exit", "deselect"]),
        // The older name of the same glyph in a circle or square (`x.circle`), read by its shape.
        ConventionalSymbol("x", spoken: "x", .symbolName,
                           words: ["close", "dismiss", "cancel", "clear", "remove", "hide", "exit", "deselect"],
                           styles: [".circle", ".circle.fill", ".square", ".square.fill"], isSymbolAlone: false),
        // Apple's standard icon for Done, but as often a selection mark: its own word is what is sure.
        ConventionalSymbol("checkmark", spoken: "checkmark", .symbolName,
                           words: ["done", "confirm", "save", "submit", "select", "accept", "apply", "finish",
                                   "complete"]),
        ConventionalSymbol("square.and.arrow.up", spoken: "Share", .standardAction,
                           words: ["share", "export"], styles: [".fill", ".circle", ".circle.fill"]),
        ConventionalSymbol("magnifyingglass", spoken: "Search", .standardAction,
                           words: ["search", "find"], styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("ellipsis", spoken: "More", .standardAction,
                           words: ["more", "menu", "options", "actions", "overflow"], isGeneric: true,
                           styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("square.and.pencil", spoken: "Compose", .standardAction,
                           words: ["compose", "write", "draft", "edit"], styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("paperclip", spoken: "Attach", .standardAction,
                           words: ["attach", "attachment"], styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("printer", spoken: "Print", .standardAction, words: ["printing"], styles: [".fill"]),
        ConventionalSymbol("arrow.uturn.backward", spoken: "Undo", .standardAction, words: ["undo"]),
        ConventionalSymbol("arrow.uturn.forward", spoken: "Redo", .standardAction, words: ["redo"]),
        ConventionalSymbol("line.3.horizontal.decrease", spoken: "Filter", .standardAction,
                           words: ["filter"], styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("scissors", spoken: "Cut", .standardAction, words: ["cut"], styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("document.on.document", spoken: "Copy", .standardAction, words: ["copy", "duplicate"],
                           styles: [".fill"]),
        ConventionalSymbol("doc.on.doc", spoken: "Copy", .standardAction, words: ["copy", "duplicate"], styles: [".fill"]),
        ConventionalSymbol("document.on.clipboard", spoken: "Paste", .standardAction, words: ["paste"],
                           styles: [".fill"]),
        ConventionalSymbol("doc.on.clipboard", spoken: "Paste", .standardAction, words: ["paste"], styles: [".fill"]),
        ConventionalSymbol("person.crop.circle", spoken: "Account", .standardAction,
                           words: ["account", "profile"], styles: [".fill"]),
        ConventionalSymbol("archivebox", spoken: "Archive", .standardAction, words: ["archive"],
                           styles: [".fill", ".circle", ".circle.fill"]),
        // Symbols whose own name is the conventional word (see the type's comment).
        ConventionalSymbol("play", spoken: "Play", .symbolName, words: ["play", "start", "resume"]),
        // A media player's fast-forward and rewind: their names are the words on a remote's buttons.
        ConventionalSymbol("forward", spoken: "forward", .symbolName, words: ["forward", "fastforward"]),
        ConventionalSymbol("backward", spoken: "backward", .symbolName, words: ["backward", "rewind"]),
        // A player's next and previous track, read "forward end" and "backward end": the transport's words when
        // the action goes to the next or previous item (`.nextSong`), not the "Skip" of an onboarding screen.
        ConventionalSymbol("forward.end", spoken: "forward end", .symbolName, words: ["next"],
                           styles: [".fill", ".circle", ".circle.fill", ".alt", ".alt.fill"], needsActionWord: true),
        ConventionalSymbol("backward.end", spoken: "backward end", .symbolName, words: ["previous", "prev"],
                           styles: [".fill", ".circle", ".circle.fill", ".alt", ".alt.fill"], needsActionWord: true),
        ConventionalSymbol("pause", spoken: "Pause", .symbolName, words: ["pause"]),
        ConventionalSymbol("playpause", spoken: "Play Pause", .symbolName, words: ["play", "pause", "playback"]),
        // A player's shuffle and repeat modes, named by their own words.
        ConventionalSymbol("shuffle", spoken: "Shuffle", .symbolName, words: ["shuffle"]),
        ConventionalSymbol("repeat", spoken: "Repeat", .symbolName, words: ["repeat", "loop"]),
        ConventionalSymbol("stop", spoken: "Stop", .symbolName, words: ["stop", "terminate"]),
        ConventionalSymbol("minus", spoken: "minus", .symbolName,
                           words: ["minus", "decrement", "decrease", "subtract"]),
        // A question mark in a speech bubble (`questionmark.message`, `questionmark.bubble`) still asks for help.
        ConventionalSymbol("questionmark", spoken: "question mark", .symbolName,
                           words: ["help", "faq", "tutorial"],
                           styles: ConventionalSymbol.allStyles
                               + [".message", ".message.fill", ".bubble", ".bubble.fill"]),
        ConventionalSymbol("info", spoken: "info", .symbolName, words: ["info", "information"],
                           styles: [".circle", ".circle.fill", ".square", ".square.fill"]),
        ConventionalSymbol("gear", spoken: "gear", .symbolName, words: ["settings", "preferences", "configure"],
                           styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("gearshape", spoken: "gearshape", .symbolName, words: ["settings", "preferences", "configure"],
                           styles: [".fill", ".circle", ".circle.fill"]),
        ConventionalSymbol("star", spoken: "star", .symbolName, words: ["star", "favorite", "favourite", "rate"],
                           namesState: true),
        ConventionalSymbol("heart", spoken: "heart", .symbolName, words: ["heart", "like", "love"], namesState: true),
        ConventionalSymbol("bell", spoken: "bell", .symbolName, words: ["bell", "notification", "notifications"],
                           namesState: true),
        ConventionalSymbol("bookmark", spoken: "bookmark", .symbolName, words: ["bookmark", "bookmarks"], namesState: true),
        // A mail or task flagged for follow-up.
        ConventionalSymbol("flag", spoken: "flag", .symbolName, words: ["flag", "flagged"], namesState: true),
        ConventionalSymbol("hand.thumbsup", spoken: "thumbs up", .symbolName, words: ["like", "approve", "upvote"],
                           namesState: true, styles: [".fill", ".circle", ".circle.fill"]),
        ConventionalSymbol("hand.thumbsdown", spoken: "thumbs down", .symbolName, words: ["dislike", "downvote"],
                           namesState: true, styles: [".fill", ".circle", ".circle.fill"]),
        ConventionalSymbol("pencil", spoken: "pencil", .symbolName, words: ["edit", "rename", "modify"],
                           styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("delete.backward", spoken: "delete", .symbolName, words: ["backspace", "erase"],
                           styles: [".fill"]),
        ConventionalSymbol("delete.left", spoken: "delete", .symbolName, words: ["backspace", "erase"],
                           styles: [".fill"]),
        ConventionalSymbol("house", spoken: "house", .symbolName, words: ["home", "house"]),
        ConventionalSymbol("tag", spoken: "tag", .symbolName, words: ["tag", "tags"]),
        ConventionalSymbol("paperplane", spoken: "paper plane", .symbolName, words: ["send", "post", "publish"],
                           styles: [".fill", ".circle", ".circle.fill"]),
        ConventionalSymbol("at", spoken: "at", .symbolName, words: ["mention"], styles: [".circle", ".circle.fill"]),
        // A shop's cart or bag: the basket of what the user is buying, in every shop that shows it.
        ConventionalSymbol("cart", spoken: "cart", .symbolName, words: ["cart", "basket", "checkout"],
                           styles: [".fill", ".circle", ".circle.fill"]),
        ConventionalSymbol("bag", spoken: "bag", .symbolName, words: ["bag", "basket", "checkout"],
                           styles: [".fill", ".circle", ".circle.fill"]),
        // A camera that opens the camera, the word it is read by (not one that changes a profile photo).
        ConventionalSymbol("camera", spoken: "camera", .symbolName, words: ["camera", "capture"],
                           styles: [".fill", ".circle", ".circle.fill"], needsActionWord: true),
        // Things named by the word VoiceOver reads, which say what the control does when the action names the
        // same thing: a map that opens the map, the location that centres on the user, a phone that calls, a
        // microphone that records.
        ConventionalSymbol("map", spoken: "map", .symbolName, words: ["map", "maps"],
                           styles: [".fill", ".circle", ".circle.fill"], needsActionWord: true),
        ConventionalSymbol("location", spoken: "location", .symbolName, words: ["location", "locate", "gps"],
                           styles: [".fill", ".circle", ".circle.fill"], needsActionWord: true),
        ConventionalSymbol("phone", spoken: "phone", .symbolName, words: ["call", "phone", "dial"],
                           styles: [".fill", ".circle", ".circle.fill"], needsActionWord: true),
        // A person that opens the user's profile or account, and the power glyph of a control that signs out.
        ConventionalSymbol("person", spoken: "person", .symbolName, words: ["profile", "account"],
                           styles: [".fill", ".circle", ".circle.fill"], needsActionWord: true),
        ConventionalSymbol("power", spoken: "power", .symbolName, words: ["logout", "signout"],
                           styles: [".circle", ".circle.fill"], needsActionWord: true),
        ConventionalSymbol("mic", spoken: "microphone", .symbolName,
                           words: ["mic", "microphone", "record", "recording", "dictate", "dictation", "voice", "speech"],
                           styles: [".fill", ".circle", ".circle.fill"], needsActionWord: true),
        ConventionalSymbol("icloud.and.arrow.down", spoken: "download", .symbolName, words: ["download"],
                           styles: [".fill"], needsActionWord: true),
        // A speaker that plays a sound, a word's pronunciation: read as "speaker" when the action names the sound.
        ConventionalSymbol("speaker", spoken: "speaker", .symbolName,
                           words: ["sound", "audio", "speak", "speech", "pronounce", "pronunciation", "listen", "voice"],
                           styles: [".fill", ".wave.1", ".wave.1.fill", ".wave.2", ".wave.2.fill", ".wave.3",
                                    ".wave.3.fill", ".3", ".3.fill", ".circle", ".circle.fill"], needsActionWord: true),
        // The viewfinder around a QR code: the scanner, in every app that shows it.
        ConventionalSymbol("qrcode.viewfinder", spoken: "QR code viewfinder", .symbolName, words: ["scan", "scanner"],
                           styles: []),
        ConventionalSymbol("number", spoken: "number", .symbolName, words: ["hashtag", "tag"],
                           styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("arrow.clockwise", spoken: "arrow clockwise", .symbolName,
                           words: ["reload", "refresh", "retry"], styles: [".circle", ".circle.fill"]),
        // The same glyph under its SF Symbols 6 name.
        ConventionalSymbol("arrow.trianglehead.clockwise", spoken: "arrow clockwise", .symbolName,
                           words: ["reload", "refresh", "retry"], styles: [".circle", ".circle.fill"]),
        ConventionalSymbol("sidebar.left", spoken: "sidebar left", .symbolName, words: ["sidebar"], styles: []),
        ConventionalSymbol("sidebar.leading", spoken: "sidebar leading", .symbolName, words: ["sidebar"], styles: []),
        ConventionalSymbol("sidebar.right", spoken: "sidebar right", .symbolName, words: ["sidebar"], styles: []),
        ConventionalSymbol("sidebar.trailing", spoken: "sidebar trailing", .symbolName, words: ["sidebar"],
                           styles: []),
        // Directions (see the type's comment): no style suffix keeps the meaning (`chevron.right.circle`).
        ConventionalSymbol("chevron.left", spoken: "left chevron", .direction, words: ["back", "previous"], styles: []),
        ConventionalSymbol("chevron.backward", spoken: "back", .direction, words: ["back", "previous"], styles: []),
        ConventionalSymbol("arrow.left", spoken: "left arrow", .direction, words: ["back", "previous"], styles: []),
        ConventionalSymbol("arrow.backward", spoken: "back", .direction, words: ["back", "previous"], styles: []),
        ConventionalSymbol("chevron.right", spoken: "right chevron", .direction, words: ["next", "forward"], styles: []),
        // The narrow chevrons of a pager's previous and next buttons.
        ConventionalSymbol("chevron.compact.left", spoken: "left chevron", .direction, words: ["back", "previous"],
                           styles: []),
        ConventionalSymbol("chevron.compact.right", spoken: "right chevron", .direction, words: ["next", "forward"],
                           styles: []),
        ConventionalSymbol("chevron.forward", spoken: "forward", .direction, words: ["next", "forward"], styles: []),
        ConventionalSymbol("arrow.right", spoken: "right arrow", .direction, words: ["next", "forward", "continue"],
                           styles: []),
        ConventionalSymbol("arrow.forward", spoken: "forward", .direction, words: ["next", "forward", "continue"],
                           styles: []),
    ]

    /// Bases that are plain English words naming the glyph. An asset image drawn like the symbol and named with
    /// the word (`Image("plus")`) is read by that name, "plus", which says what the glyph says; a run-together
    /// coinage (`xmark`, `magnifyingglass`) read as a file name does not.
    static let plainWordBases: Set<String> = [
        "plus", "minus", "trash", "checkmark", "paperclip", "printer", "scissors", "play", "pause", "stop", "info",
        "gear", "star", "heart", "bell", "bookmark", "pencil", "house", "shuffle", "repeat", "cart", "bag", "camera",
        "map",
    ]

    /// Plain words for an action that name its standard glyph's asset (`Image("close")`): read as the word, they
    /// say what the glyph says.
    static let plainWordActions: [String: String] = [
        "add": "plus", "close": "xmark", "delete": "trash", "more": "ellipsis", "search": "magnifyingglass",
        "settings": "gear", "edit": "pencil", "share": "square.and.arrow.up", "back": "chevron.backward",
        "next": "chevron.forward", "previous": "chevron.backward", "copy": "doc.on.doc", "paste": "doc.on.clipboard",
        "filter": "line.3.horizontal.decrease", "archive": "archivebox", "print": "printer",
        "undo": "arrow.uturn.backward", "redo": "arrow.uturn.forward", "attach": "paperclip",
        "refresh": "arrow.clockwise", "reload": "arrow.clockwise", "send": "paperplane", "help": "questionmark",
        "microphone": "mic",
        "remove": "minus", "done": "checkmark", "check": "checkmark", "backspace": "delete.backward",
        "setting": "gear", "information": "info", "reset": "arrow.clockwise",
    ]

    /// The entry for an asset named with a plain word of `plainWordBases` or `plainWordActions` (`Image("plus")`;
    /// in a folder that namespaces it, `Image("x24/Plus")`; with words that only describe the drawing,
    /// `Image("close-circle")`, `Image("Trash-24")`, `Image("backBtn")`, `Image("PlusSquared")`), read by that
    /// word. An action word after words that say what it acts on, in camel case (`Image("AppDelete")`,
    /// `Image("RemoteControlBack")`), or before them, apart (`Image("add-cart")`), is read as words too ("App
    /// Delete", "add cart"), so it names the action as well.
    static func entry(forAssetNamed name: String) -> ConventionalSymbol? {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        // Hyphens and spaces are read as pauses, and words there that only describe the drawing go unheard; a
        // run-together name is read as a file name. Underscores part an action word from the sizes of an icon set
        // (`close_3_24`, `copy_20`), read as the word and numbers; any other word there is heard with it
        // (`ic_cross`, `heart_fill_20`: a file name, or a state the word alone does not say).
        var words: [String] = []
        var dropsNumber = false
        var hasUnderscores = false
        for part in file.lowercased().split(whereSeparator: { $0 == "-" || $0 == " " }) {
            let pieces = part.split(separator: "_")
            if pieces.count > 1 { hasUnderscores = true }
            for piece in pieces {
                if piece.allSatisfy(\.isNumber) {
                    dropsNumber = true
                } else if pieces.count > 1 || !drawingWords.contains(String(piece)) {
                    words.append(String(piece))
                }
            }
        }
        // "plus 20" reads as an amount, not as the step of a stepper.
        if dropsNumber, words.count == 1, amountWords.contains(words[0]) { return nil }
        if words.count == 1, let camelCase = camelCaseWords(file), camelCase.count > 1 {
            let meaningful = camelCase.filter { !drawingWords.contains($0) }
            if meaningful.count == 1 {
                words = meaningful
            } else if meaningful.dropLast().allSatisfy({ $0.count >= 3 }), let last = meaningful.last,
                      plainWordActions[last] != nil {
                words = [last]
            } else if let action = actionBeforeObject(meaningful) {
                words = [action]
            }
        }
        // `add-cart`: the action, then what it acts on.
        if !hasUnderscores, let action = actionBeforeObject(words) { words = [action] }
        // A compound written in two parts (`check-mark`, `paper-clip`) is read as the two words of the compound.
        if words.count == 2, plainWordBases.contains(words[0] + words[1]) { words = [words[0] + words[1]] }
        guard words.count == 1, let word = words.first else { return nil }
        let base = plainWordActions[word] ?? word
        guard plainWordBases.contains(word) || plainWordActions[word] != nil, let entry = byBase[base] else {
            return nil
        }
        // `heart_20` on a watchlist button: an icon set's glyph for a state says neither the action nor the state.
        if hasUnderscores && entry.namesState { return nil }
        return ConventionalSymbol(word, spoken: word, .symbolName, words: entry.actionWords,
                                  isGeneric: entry.isGeneric, namesState: entry.namesState, styles: [],
                                  needsActionWord: entry.needsActionWord)
    }

    /// The lower-cased words of a name written in camel case of letters only (`RemoteControlBack`, `backBtn`);
    /// nil for any other spelling (`ic_back`, `BTNBack`, `Back2`), which is read as a file name. A first word of
    /// two letters (`icBack`) is a file prefix: the name is then no words the rules rely on.
    private static func camelCaseWords(_ name: String) -> [String]? {
        guard name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var words: [String] = [""]
        for character in name {
            if character.isUppercase, !words[words.count - 1].isEmpty {
                guard words.last?.count != 1 else { return nil }
                words.append("")
            }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words.last?.count == 1 || words.first?.count == 2 ? nil : words
    }

    /// The action of two words that name it and then what it acts on (`add` `cart`, `send` `message`); nil for any
    /// other pair, and for a generic action, which the second word qualifies rather than names the object of
    /// (`more` `vert`, an icon set's vertical ellipsis, read as a file name).
    private static func actionBeforeObject(_ words: [String]) -> String? {
        guard words.count == 2, let base = plainWordActions[words[0]], byBase[base]?.isGeneric == false,
              words[1].count >= 3, plainWordActions[words[1]] == nil else { return nil }
        return words[0]
    }

    /// Glyph words that a number beside them turns into an amount ("plus 20").
    private static let amountWords: Set<String> = ["plus", "minus"]

    /// Words of an asset's name that describe how the glyph is drawn, not what it means.
    private static let drawingWords: Set<String> = [
        "icon", "button", "btn", "circle", "circled", "fill", "filled", "outline", "outlined", "line", "square",
        "squared", "round", "rounded", "small", "large", "big", "bold", "thin", "white", "black", "gray", "grey",
        "dark", "light",
    ]

    /// Every entry's style suffixes, longest first.
    private static let stylesLongestFirst = Set(byBase.values.flatMap(\.styles)).sorted { $0.count > $1.count }
    private static let byBase: [String: ConventionalSymbol] = Dictionary(
        table.map { ($0.base, $0) }, uniquingKeysWith: { first, _ in first })

    /// Action words of the specific (non-generic) entries, each to the first entry that names it.
    private static let byActionWord: [String: ConventionalSymbol] = {
        var result: [String: ConventionalSymbol] = [:]
        for entry in table where !entry.isGeneric {
            for word in entry.actionWords where result[word] == nil { result[word] = entry }
        }
        return result
    }()
}

/// SF Symbols that show a status (a warning, an error, a success), with the words that say the same status in text.
/// Beside a text in a row, such a symbol carries a meaning of its own ("Payment" with a red `xmark.circle` means the
/// payment failed) that VoiceOver loses: it reads the symbol's shape or an action ("Close"), if anything.
enum StatusSymbols {
    struct Status {
        /// Symbol names without style suffix (`exclamationmark.triangle`, also `.fill`).
        let bases: [String]
        /// Words of a text that say the status the symbol shows.
        let words: Set<String>
    }

    static let problemWords: Set<String> = [
        "warning", "warnings", "error", "errors", "fail", "failed", "failure", "failing", "problem", "problems",
        "alert", "attention", "invalid", "issue", "issues", "missing", "unavailable", "caution", "danger",
        "required", "offline", "cannot", "can't", "couldn't", "unable", "not", "no", "expired", "denied", "wrong",
        "incorrect", "blocked", "disabled", "off", "rejected", "declined", "cancelled", "canceled", "unsupported",
        "outdated", "conflict", "conflicts", "limit", "low", "critical", "important", "deprecated", "unsaved",
    ]

    static let statuses: [Status] = [
        Status(bases: ["exclamationmark.triangle", "exclamationmark.circle", "exclamationmark.octagon",
                       "exclamationmark.shield", "exclamationmark.icloud", "exclamationmark.bubble",
                       "xmark.octagon", "xmark.circle", "xmark.shield", "xmark.icloud", "wifi.exclamationmark",
                       "wifi.slash", "icloud.slash"],
               words: problemWords),
        Status(bases: ["checkmark.circle", "checkmark.seal", "checkmark.shield", "checkmark.icloud"],
               words: ["done", "complete", "completed", "success", "successful", "successfully", "verified", "saved",
                       "synced", "connected", "available", "ok", "enabled", "on", "passed", "ready", "confirmed",
                       "sent", "valid", "active", "installed", "up", "yes", "approved", "paid", "finished"]),
    ]

    /// Words in the name of an image chosen at run time (`syncStateIcon`) that say it shows a status.
    static let runTimeStatusWords: Set<String> = ["status", "state"]

    /// Argument labels of the `Image` initialisers that draw a picture held in a value (`Image(uiImage: icon)`).
    static let runTimePictureLabels: Set<String> = ["uiImage", "nsImage", "cgImage"]

    /// The status a symbol name shows, with or without `.fill` (the bases name their enclosing shape:
    /// `checkmark.circle`); nil for any other symbol.
    static func status(of symbol: String) -> Status? {
        let base = symbol.hasSuffix(".fill") ? String(symbol.dropLast(".fill".count)) : symbol
        return statuses.first { $0.bases.contains(base) }
    }
}
