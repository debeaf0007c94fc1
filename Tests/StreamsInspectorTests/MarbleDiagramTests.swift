import Foundation
import StreamsInspector
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `MarbleDiagram`: its text (the ASCII grammar) and its picture — valid XML whatever the lanes
/// say, and byte for byte the golden files of `Goldens/`. After a deliberate change of the
/// picture, `STREAMS_UPDATE_GOLDENS=1 swift test --filter MarbleDiagramTests` rewrites them;
/// look at them (any browser shows an SVG) before committing.
final class MarbleDiagramTests: XCTestCase {
    private typealias Lane = MarbleDiagram.Lane

    /// `map { $0 * 10 }` on a source seen whole: marbles, completion, the call.
    private let map = MarbleDiagram(
        inputs: [
            Lane(
                label: "source",
                marks: [.init(time: 201, .next("1")), .init(time: 203, .next("2")), .init(time: 205, .completed)])
        ],
        operation: "map { $0 * 10 }",
        outputs: [
            Lane(
                label: "output",
                marks: [.init(time: 201, .next("10")), .init(time: 203, .next("20")), .init(time: 205, .completed)])
        ],
        start: 200, end: 207)

    /// `flatMapLatest`: subscriptions, a disposal before the end, events no one saw (faded), an
    /// output that never ends (an arrow).
    private let flatMapLatest = MarbleDiagram(
        inputs: [
            Lane(
                label: "source", marks: [.init(time: 201, .next("a")), .init(time: 204, .next("b"))],
                subscriptions: [.init(subscribed: 200)]),
            Lane(
                label: "inner 1", marks: [.init(time: 202, .next("1")), .init(time: 205, .next("2"))],
                subscriptions: [.init(subscribed: 201, disposed: 204)]),
            Lane(
                label: "inner 2", marks: [.init(time: 205, .next("1")), .init(time: 206, .completed)],
                subscriptions: [.init(subscribed: 204)]),
        ],
        operation: "flatMapLatest { inner($0) }",
        outputs: [Lane(label: "output", marks: [.init(time: 202, .next("a1")), .init(time: 205, .next("b1"))])],
        start: 200, end: 208)

    /// An error, elements at one tick (stacked, the stop beside them), a long element (a pill,
    /// cut), and text that XML must escape.
    private let hostile = MarbleDiagram(
        inputs: [
            Lane(
                label: "<first> & \"second\"",
                marks: [.init(time: 1, .next("a")), .init(time: 1, .next("b")), .init(time: 1, .completed)])
        ],
        operation: "zip(first, second) { $0 + \"&\" + $1 } // <'quoted'>",
        outputs: [
            Lane(
                label: "output",
                marks: [
                    .init(time: 2, .next("a very long element indeed")), .init(time: 4, .error("bad <input> & \u{1}")),
                ])
        ],
        start: 0, end: 5)

    func testTheTextIsTheASCIIDiagramWithSubscriptionsAndALegend() {
        XCTAssertEqual(
            flatMapLatest.description,
            """
            source   -a--b
                     ^
            inner 1  --1--2
                     -^--!
            inner 2  -----1|
                     ----^
                     flatMapLatest { inner($0) }
            output   --c--d
            c = a1, d = b1
            """)
        XCTAssertEqual(
            hostile.description.split(separator: "\n").first, "<first> & \"second\"  -(ab|)")
    }

    func testThePictureParsesAsXMLWhateverTheTextSays() throws {
        for diagram in [map, flatMapLatest, hostile] {
            for appearance in [MarbleDiagram.Appearance.light, .dark] {
                let svg = diagram.svg(appearance)
                let texts = try XMLTexts(svg)
                XCTAssertEqual(texts.root, "svg")
                // Every label, element and the call is a text element of its own, unescaped.
                for lane in diagram.inputs + diagram.outputs {
                    XCTAssertTrue(texts.texts.contains(lane.label), lane.label)
                }
                XCTAssertTrue(texts.texts.contains(diagram.operation))
            }
        }
        XCTAssertTrue(try XMLTexts(hostile.svg()).texts.contains("a very long e…"))
        XCTAssertEqual(try XMLTexts(hostile.svg()).titles.last, "error at 4: bad <input> & \u{FFFD}")
    }

    func testThePictureIsTheGoldenFile() throws {
        for (name, diagram) in [("map", map), ("flatMapLatest", flatMapLatest), ("hostile", hostile)] {
            try assertGolden(diagram.svg(.light), "\(name).svg")
            try assertGolden(diagram.svg(.dark), "\(name)~dark.svg")
        }
    }

    func testTheDarkPictureDiffersOnlyInItsColours() {
        let light = map.svg(.light).split(separator: "\n")
        let dark = map.svg(.dark).split(separator: "\n")
        XCTAssertEqual(zip(light, dark).filter { $0 != $1 }.map { $0.0.prefix(7) }, ["<style>"])
    }

    func testAFrameWidensSoThatNeighbouringElementsDoNotTouch() throws {
        let narrow = MarbleDiagram(
            inputs: [], operation: "x",
            outputs: [Lane(label: "o", marks: [.init(time: 1, .next("a")), .init(time: 2, .next("b"))])], start: 0,
            end: 3)
        let wide = MarbleDiagram(
            inputs: [], operation: "x",
            outputs: [Lane(label: "o", marks: [.init(time: 1, .next("next(a)")), .init(time: 2, .next("next(b)"))])],
            start: 0, end: 3)
        func centres(_ svg: String) -> [Double] {
            svg.split(separator: "\n").filter { $0.contains("class=\"v\"") }.compactMap { line in
                line.range(of: #"x="[0-9.]+""#, options: .regularExpression).flatMap {
                    Double(line[$0].dropFirst(3).dropLast())
                }
            }
        }
        let narrowCentres = centres(narrow.svg())
        let wideCentres = centres(wide.svg())
        // Two marbles of 22 points and 4 points between them; two pills of 7 characters (56.9
        // points each) and 4 points between them.
        XCTAssertEqual(narrowCentres[1] - narrowCentres[0], 26)
        XCTAssertEqual(wideCentres[1] - wideCentres[0], 60.9, accuracy: 0.1)
    }

    private func assertGolden(_ svg: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws
    {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/\(name)")
        if ProcessInfo.processInfo.environment["STREAMS_UPDATE_GOLDENS"] == "1" {
            try svg.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(
            svg, golden,
            "\(name) differs from Tests/StreamsInspectorTests/Goldens/\(name); after a deliberate change run STREAMS_UPDATE_GOLDENS=1 swift test --filter MarbleDiagramTests",
            file: file, line: line)
    }
}

/// The root element, the character data of every `<text>` and `<title>` of an XML document,
/// or the parser's error.
private struct XMLTexts {
    let root: String
    let texts: [String]
    let titles: [String]

    init(_ document: String) throws {
        final class Collector: NSObject, XMLParserDelegate {
            var root: String?
            var open: String?
            var current = ""
            var texts: [String] = []
            var titles: [String] = []

            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                if root == nil { root = name }
                open = name
                current = ""
            }

            func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }

            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
            {
                if name == "text" { texts.append(current) }
                if name == "title" { titles.append(current) }
                current = ""
            }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        guard parser.parse(), let root = collector.root else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
        self.root = root
        texts = collector.texts
        titles = collector.titles
    }
}
