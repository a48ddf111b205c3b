/// Escaping for GitHub Actions workflow commands (`::error file=…,line=…::message`), as the runner's
/// `ActionCommand` unescapes it: `%`, CR and LF in the message; additionally `:` and `,` in property values.
package enum WorkflowCommandEscaping {
    package static func data(_ value: String) -> String {
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": output.append("%25")
            case "\r": output.append("%0D")
            case "\n": output.append("%0A")
            default: appendVisible(scalar, to: &output)
            }
        }
        return output
    }

    package static func property(_ value: String) -> String {
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": output.append("%25")
            case "\r": output.append("%0D")
            case "\n": output.append("%0A")
            case ":": output.append("%3A")
            case ",": output.append("%2C")
            default: appendVisible(scalar, to: &output)
            }
        }
        return output
    }

    /// Other control characters would reach the log viewer raw (an ESC starts a terminal sequence there).
    private static func appendVisible(_ scalar: Unicode.Scalar, to output: inout String) {
        if VisibleText.isControl(scalar), scalar != "\t" {
            output.append(VisibleText.escape(scalar))
        } else {
            output.unicodeScalars.append(scalar)
        }
    }
}
