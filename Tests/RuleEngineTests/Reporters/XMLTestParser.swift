import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses a document with Foundation's real XML parser and records elements, attributes and text, so tests can
/// assert that escaped output means what was escaped.
final class XMLTestParser: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private var failure: Error?

    static func parse(_ document: String, file: StaticString = #filePath, line: UInt = #line) throws -> XMLTestParser {
        let delegate = XMLTestParser()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = delegate
        let succeeded = parser.parse()
        if !succeeded || delegate.failure != nil {
            let error = parser.parserError ?? delegate.failure
            XCTFail("XML did not parse: \(String(describing: error))\n\(document)", file: file, line: line)
            throw error ?? CocoaError(.coderReadCorrupt)
        }
        return delegate
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributeDict))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failure = parseError
    }

    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    func text(of name: String) -> String? { elements(named: name).first?.text }
}
