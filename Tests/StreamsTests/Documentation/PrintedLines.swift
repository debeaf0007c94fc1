/// Stands in for `Swift.print` in the documentation's snippets (`let print = PrintedLines()`):
/// records each line, so a test can check what the article says the code prints.
final class PrintedLines {
    private(set) var lines: [String] = []

    func callAsFunction(_ items: Any...) {
        lines.append(items.map { "\($0)" }.joined(separator: " "))
    }
}
