/// The `dump-tree` text form of a view tree: one node per line, two spaces of indent per level:
///
///     <kind>[ <name>][(<arguments>)][ label="<label>"][ {<declaration>}] @<line>:<column>
///
/// Arguments render as `label: expr`; expressions as in source where possible: `"text"` for strings (`i"…"`
/// when interpolated, `"""…"""` multi-line, `#"…"#` raw), `{closure}` for closures, `` `raw` `` for the rest.
public enum TreeDump {
    public static func render(_ tree: ViewTree) -> String {
        var output = ""
        var stack: [(NodeID, Int)] = [(tree.root, 0)]
        while let (id, depth) = stack.popLast() {
            output += String(repeating: "  ", count: depth)
            output += line(for: id, in: tree)
            output += "\n"
            for child in tree.children(of: id).reversed() { stack.append((child, depth + 1)) }
        }
        return output
    }

    /// One node's line, without indent or newline.
    static func line(for id: NodeID, in tree: ViewTree) -> String {
        let node = tree[id]
        var text = "\(node.kind)"
        if !node.name.isEmpty { text += " " + node.name }
        if !node.arguments.isEmpty { text += "(" + render(node.arguments) + ")" }
        if let label = node.label { text += " label=" + quoted(label) }
        if let decl = node.decl { text += " {" + render(decl) + "}" }
        let position = tree.position(of: node.nameRange.isEmpty ? node.range.lowerBound : node.nameRange.lowerBound)
        text += " @\(position.line):\(position.column)"
        return text
    }

    static func render(_ arguments: [Argument]) -> String {
        arguments.map { argument in
            if let label = argument.label { return label + ": " + render(argument.value) }
            return render(argument.value)
        }.joined(separator: ", ")
    }

    static func render(_ expr: Expr) -> String {
        switch expr {
        case .string(let literal):
            var text = quoted(literal.text)
            if literal.isMultiline { text = "\"\"" + text + "\"\"" }
            if literal.isRaw { text = "#" + text + "#" }
            return (literal.isInterpolated ? "i" : "") + text
        case .number(_, let text):
            return text
        case .bool(let value):
            return value ? "true" : "false"
        case .identifier(let name):
            return name
        case .member(let base, let name):
            return (base.map(render) ?? "") + "." + name
        case .call(let callee, let arguments, let trailingClosures):
            var text = render(callee) + "(" + render(arguments) + ")"
            for _ in trailingClosures { text += " {closure}" }
            return text
        case .closure:
            return "{closure}"
        case .other(let raw):
            return "`" + raw + "`"
        }
    }

    static func render(_ decl: DeclInfo) -> String {
        switch decl {
        case .type(let info):
            var text = render(info.attributes) + info.keyword
            if let generics = info.genericParameters { text += " " + generics }
            if !info.conformances.isEmpty { text += ": " + info.conformances.joined(separator: ", ") }
            return text
        case .property(let info):
            var text = render(info.attributes) + (info.isStatic ? "static " : "") + info.bindingKeyword
            if let type = info.typeText { text += ": " + type }
            if let initializer = info.initializer { text += " = " + render(initializer) }
            if info.isComputed { text += " computed" }
            return text
        case .function(let info):
            var text = render(info.attributes) + (info.isStatic ? "static " : "") + info.keyword + "("
            text += info.parameters.map { parameter in
                var piece = parameter.label == parameter.name ? parameter.name : parameter.label + " " + parameter.name
                piece += ": " + parameter.typeText
                if let value = parameter.defaultValue { piece += " = " + render(value) }
                return piece
            }.joined(separator: ", ")
            text += ")"
            if let returnType = info.returnType { text += " -> " + returnType }
            return text
        }
    }

    static func render(_ attributes: [Attribute]) -> String {
        attributes.map { attribute in
            "@" + attribute.name + (attribute.arguments.isEmpty ? "" : "(" + render(attribute.arguments) + ")") + " "
        }.joined()
    }

    /// Double-quoted with `"`, newlines, tabs and other control characters escaped, so a line stays a line.
    /// Backslashes stay as they are, so interpolations read as in source (`\(count) items`).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
