/// The digits as marble values: `"1"` is the element 1 and so on, for diagrams whose elements
/// are small numbers.
let digitMarbles: [Character: Int] = Dictionary(uniqueKeysWithValues: (0...9).map { (Character(String($0)), $0) })
