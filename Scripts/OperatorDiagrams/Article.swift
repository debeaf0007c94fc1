/// The pictures by task group, in the order of the "Operators by task" article.
enum OperatorDiagrams {
    static var groups: [(name: String, diagrams: [OperatorDiagram])] {
        [
            ("Creating", creating), ("Transforming", transforming), ("Filtering", filtering), ("Combining", combining),
            ("Error handling", errorHandling), ("Time", time), ("Sharing", sharing), ("Utility", utility),
            ("Subscribing and binding", subscribing), ("Converting to traits", converting),
        ]
    }

    /// An operator of the article's topics (`ObservableType/take(until:behavior:)`) as the
    /// pictures name it: its name up to its first label (`take(until:`), or with `()`.
    static func key(of symbol: Substring) -> String {
        let name = symbol.split(separator: "/").last.map(String.init) ?? String(symbol)
        if let colon = name.firstIndex(of: ":") { return String(name[...colon]) }
        if let close = name.firstIndex(of: ")") { return String(name[...close]) }
        return name
    }

    /// The article with each group's picture block written, and what is wrong: an operator of
    /// its topics with no picture, a picture of no operator there, a group without its block.
    static func article(_ text: String) -> (String, [String]) {
        var problems: [String] = []
        let lines = text.components(separatedBy: "\n")
        // Every symbol the topics list, by key, in the article's order.
        var links: [(key: String, link: String)] = []
        var inTopics = false
        for line in lines {
            if line.hasPrefix("## ") { inTopics = line == "## Topics" }
            guard inTopics, line.hasPrefix("- ``"), line.hasSuffix("``") else { continue }
            let symbol = line.dropFirst(4).dropLast(2)
            links.append((key(of: symbol), String(symbol)))
        }
        let diagrams = groups.flatMap(\.diagrams)
        for (key, link) in links where !diagrams.contains(where: { $0.covers(key) }) {
            problems.append("``\(link)`` has no picture: give an OperatorDiagram `covers: [\"\(key)\"]`")
        }
        for diagram in diagrams {
            for key in diagram.covers
            where !links.contains(where: { diagram.covers($0.key) && ($0.key == key || !key.contains("(")) }) {
                problems.append("the picture \(diagram.name) covers '\(key)', which the article's topics do not list")
            }
        }
        var result: [String] = []
        var index = 0
        var blocks = 0
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            index += 1
            guard line.hasPrefix("<!-- diagrams: "), line.hasSuffix(" -->") else { continue }
            let group = String(line.dropFirst("<!-- diagrams: ".count).dropLast(" -->".count))
            guard let pictures = groups.first(where: { $0.name == group })?.diagrams else {
                problems.append("OperatorsByTask.md: no pictures for the group '\(group)'")
                continue
            }
            guard let close = lines[index...].firstIndex(of: "<!-- diagrams end -->") else {
                problems.append("OperatorsByTask.md: the block of '\(group)' has no `<!-- diagrams end -->`")
                continue
            }
            blocks += 1
            for diagram in pictures {
                let link = links.first { diagram.covers($0.key) }?.link ?? diagram.name
                // The alternative text is plain: no brackets or backticks, which would end or mark it.
                let alternative = "\(diagram.call): \(diagram.caption)".filter { !"[]`".contains($0) }
                result += [
                    "", "``\(link)``: \(diagram.caption)", "", "![\(alternative)](marble-\(diagram.name).svg)",
                ]
            }
            result.append("")
            index = close
        }
        if blocks != groups.count {
            problems.append(
                "OperatorsByTask.md has \(blocks) of the \(groups.count) picture blocks (`<!-- diagrams: <group> -->` … `<!-- diagrams end -->`, one per group)"
            )
        }
        return (result.joined(separator: "\n"), problems)
    }
}
