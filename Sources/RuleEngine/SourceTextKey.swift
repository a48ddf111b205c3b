/// Whitespace-free source text as baseline entries and GitLab fingerprints keep it: up to `maximumTextBytes` as
/// itself, longer as `sha256:` and its digest, so that thousands of findings on one long (minified, generated) line
/// neither store nor hash a copy of the line each.
enum SourceTextKey {
    static let maximumTextBytes = 512

    static func key(_ text: [UInt8]) -> String {
        text.count > maximumTextBytes ? "sha256:" + SHA256.hexDigest(text) : String(decoding: text, as: UTF8.self)
    }
}
