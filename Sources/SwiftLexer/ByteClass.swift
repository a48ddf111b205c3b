/// Per-byte character classes for the hot loops: one table load instead of a chain of comparisons.
enum ByteClass {
    static let identifierHead: UInt8 = 1 << 0
    static let identifierBody: UInt8 = 1 << 1
    static let operatorCharacter: UInt8 = 1 << 2
    static let horizontalSpace: UInt8 = 1 << 3
    /// Bytes that can start trivia: whitespace, line breaks, `/` (comments), `#` (shebang), 0xEF (BOM).
    static let triviaStart: UInt8 = 1 << 4

    /// 256 entries, allocated once and never freed, so hot loops can hold a plain pointer to it.
    /// nonisolated(unsafe): written only inside this initialiser, read-only afterwards.
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            let byte = UInt8(byte)
            var classes: UInt8 = 0
            if ASCII.isIdentifierHead(byte) { classes |= identifierHead }
            if ASCII.isIdentifierBody(byte) { classes |= identifierBody }
            if ASCII.isOperatorCharacter(byte) { classes |= operatorCharacter }
            if ASCII.isSpace(byte) { classes |= horizontalSpace }
            if ASCII.isSpace(byte) || ASCII.isNewline(byte) || byte == ASCII.slash || byte == ASCII.hash
                || byte == 0xEF {
                classes |= triviaStart
            }
            table[Int(byte)] = classes
        }
        return UnsafePointer(table)
    }()
}
