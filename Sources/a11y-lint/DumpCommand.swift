import A11yLint
// The lexer's own debugging view, `dump-tokens`, is the one thing the command line takes from `SwiftLexer`.
import SwiftLexer

/// `dump-tokens` and `dump-tree`: debugging views of the lexer and the parser.
enum DumpCommand {
    static func tokens(_ path: String, io: ToolIO) throws(ToolError) -> ExitCode {
        let bytes = try FileReader.read(Tool.absolute(path, in: io))
        io.writeOutput(TokenDump.render(Lexer.lex(bytes)))
        return .clean
    }

    static func tree(_ path: String, io: ToolIO) throws(ToolError) -> ExitCode {
        let bytes = try FileReader.read(Tool.absolute(path, in: io))
        io.writeOutput(TreeDump.render(ViewTreeParser.parse(bytes)))
        return .clean
    }
}
