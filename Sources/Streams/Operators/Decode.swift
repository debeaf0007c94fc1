import Foundation

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into `type` with `decoder`; a decoding error ends the
    /// sequence.
    ///
    ///     source:  --a--b--|       (JSON data)
    ///     decode(type: Item.self, decoder: JSONDecoder())
    ///     result:  --A--B--|       (decoded items)
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// A decoder that turns `Data` into a `Decodable` value; `JSONDecoder` and
/// `PropertyListDecoder` are ones.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}
