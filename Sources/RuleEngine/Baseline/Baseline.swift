import Foundation
import SwiftLexer

/// Recorded findings that a run hides (`--write-baseline FILE` writes one, `--baseline FILE` applies it).
///
/// A finding is identified by rule id, file and the text of the line it is reported on (its first line) with all
/// whitespace removed — not by line number — so moving code keeps it hidden, re-indenting it too, and so does an
/// edit elsewhere in a finding that spans lines (a `.font` changed inside a reported card), while editing the line
/// itself brings it back. Identical findings on identical lines are counted (`occurrences`), never merged: a third
/// copy of a baselined pair is reported. The file is pretty JSON with sorted keys and sorted entries, so it diffs
/// well.
///
/// Version 1 files keyed a finding on all its lines; they are still read and matched that way
/// (`isKeyedOnWholeSpan`) until `--write-baseline` rewrites them.
public struct Baseline: Sendable, Hashable {
    public static let formatVersion = 2
    /// Versions `decode` reads: 1 keyed findings on every line they span.
    public static let readableVersions = 1...formatVersion

    public struct Entry: Sendable, Hashable, Codable {
        public var rule: String
        public var file: String
        /// The finding's first line without whitespace (in a version 1 file, all its lines).
        public var source: String
        public var occurrences: Int

        public init(rule: String, file: String, source: String, occurrences: Int) {
            self.rule = rule
            self.file = file
            self.source = source
            self.occurrences = occurrences
        }

        var key: Key { Key(rule: rule, file: file, source: source) }

        static func order(_ lhs: Entry, _ rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.source) < (rhs.file, rhs.rule, rhs.source)
        }
    }

    struct Key: Hashable {
        var rule: String
        var file: String
        var source: String
    }

    /// Sorted by file, rule, source.
    public let entries: [Entry]
    /// The format the entries were written in (`formatVersion` for a baseline made now).
    public let version: Int

    /// Whether entries key findings on every line they span (version 1) rather than on their first line.
    public var isKeyedOnWholeSpan: Bool { version == 1 }

    public init(entries: [Entry], version: Int = Baseline.formatVersion) {
        var merged: [Key: Int] = [:]
        for entry in entries { merged[entry.key, default: 0] += entry.occurrences }
        self.entries = merged.map { Entry(rule: $0.key.rule, file: $0.key.file, source: $0.key.source, occurrences: $0.value) }
            .sorted(by: Entry.order)
        self.version = version
    }

    /// Records `findings`. `source` gives a file's bytes by the finding's `file` (nil when unavailable: the
    /// finding is then keyed on rule and file alone).
    public init(findings: [Finding], source: (String) -> [UInt8]?) {
        self.init(findings: findings, sourceFile: { source($0).map { SourceFile(bytes: $0) } })
    }

    /// Records `findings`, reading each file's lines through the line table it already has.
    public init(findings: [Finding], sourceFile: (String) -> SourceFile?) {
        var keyer = SourceKeyer(wholeSpan: false)
        self.init(entries: findings.map {
            Entry(rule: $0.ruleID, file: $0.file, source: keyer.normalizedSource(of: $0, source: sourceFile),
                  occurrences: 1)
        })
    }

    /// The findings the baseline does not hide, in their original order, how many it hid, and how many of its
    /// recorded findings in `lintedFiles` matched nothing (stale: fixed or edited since; nil counts none).
    public func filter(_ findings: [Finding], source: (String) -> [UInt8]?,
                       lintedFiles: Set<String>? = nil) -> (findings: [Finding], hidden: Int, stale: Int) {
        filter(findings, sourceFile: { source($0).map { SourceFile(bytes: $0) } }, lintedFiles: lintedFiles)
    }

    /// `filter(_:source:lintedFiles:)`, reading each file's lines through the line table it already has.
    public func filter(_ findings: [Finding], sourceFile: (String) -> SourceFile?,
                       lintedFiles: Set<String>? = nil) -> (findings: [Finding], hidden: Int, stale: Int) {
        var remaining: [Key: Int] = [:]
        for entry in entries { remaining[entry.key] = entry.occurrences }
        var keyer = SourceKeyer(wholeSpan: isKeyedOnWholeSpan)
        var kept: [Finding] = []
        var hidden = 0
        for finding in findings {
            let key = Key(rule: finding.ruleID, file: finding.file, source: keyer.normalizedSource(of: finding, source: sourceFile))
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                hidden += 1
            } else {
                kept.append(finding)
            }
        }
        let stale = lintedFiles.map { files in
            remaining.filter { files.contains($0.key.file) }.values.reduce(0, +)
        } ?? 0
        return (kept, hidden, stale)
    }

    // MARK: File format

    struct File: Codable {
        var version: Int
        var findings: [Entry]
    }

    /// The file's contents, ending with a newline.
    public func jsonText() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        guard let data = try? encoder.encode(File(version: Self.formatVersion, findings: entries)) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func decode(_ bytes: [UInt8], path: String) throws(ConfigError) -> Baseline {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(bytes))
        } catch {
            throw ConfigError(path: path, position: nil, kind: .malformedBaseline(reason: Self.reason(error)))
        }
        guard readableVersions.contains(file.version) else {
            throw ConfigError(path: path, position: nil, kind: .malformedBaseline(
                reason: "version \(file.version), expected \(readableVersions.map(String.init).joined(separator: " or "))"))
        }
        if let bad = file.findings.first(where: { $0.occurrences < 1 }) {
            throw ConfigError(path: path, position: nil, kind: .malformedBaseline(
                reason: "'occurrences' is \(bad.occurrences) for rule '\(bad.rule)' in '\(bad.file)'"))
        }
        return Baseline(entries: file.findings, version: file.version)
    }

    /// Reads a baseline file.
    public static func load(path: String) throws(ConfigError) -> Baseline {
        try decode(FileReading.bytes(atPath: path), path: path)
    }

    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "not JSON" : "bad value at '\(path)'"
        default: return "not JSON"
        }
    }
}

/// Normalised source text of findings, building each file's line table once and each span of lines' text once:
/// findings on one line share it, so thousands of findings on one long line read it once, not once each.
/// `wholeSpan` keys a finding on every line it spans (version 1 baselines), else on its first line.
struct SourceKeyer {
    let wholeSpan: Bool
    var files: [String: SourceFile?] = [:]
    var texts: [Span: String] = [:]

    init(wholeSpan: Bool) { self.wholeSpan = wholeSpan }

    struct Span: Hashable {
        var file: String
        var firstLine: Int
        var lastLine: Int
    }

    mutating func normalizedSource(of finding: Finding, source: (String) -> SourceFile?) -> String {
        let span = Span(file: finding.file, firstLine: finding.start.line,
                        lastLine: wholeSpan ? max(finding.start.line, finding.end.line) : finding.start.line)
        if let text = texts[span] { return text }
        if files[finding.file] == nil {
            files[finding.file] = .some(source(finding.file))
        }
        guard let file = files[finding.file] ?? nil else { return "" }
        let first = file.lineTable.rangeOfLine(span.firstLine, in: file.bytes)
        let last = file.lineTable.rangeOfLine(span.lastLine, in: file.bytes)
        var text: [UInt8] = []
        for byte in file.bytes[first.lowerBound..<max(first.lowerBound, last.upperBound)] {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
            default: text.append(byte)
            }
        }
        let normalized = SourceTextKey.key(text)
        texts[span] = normalized
        return normalized
    }
}
