import A11yLint
import Foundation
import RuleEngine
import SwiftLexer

// PLACEHOLDER until the command line lands (issue 7): `a11y-lint dump-tokens FILE`, `a11y-lint PATH…`.
let arguments = Array(CommandLine.arguments.dropFirst())
print("a11y-lint: command line not implemented yet; arguments: \(arguments)")
exit(2)
