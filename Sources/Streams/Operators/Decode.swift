import Foundation

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into `type` with `decoder`; a decoding error ends the
    /// sequence.
    ///
    ///     source:  --a--b--|       (JSON data)
    ///     decode(type: Item.self, decoder: JSONDecoder())
    ///     result:  --A--B--|       (decoded items)
    ///
    /// - Parameters:
    ///   - type: The type each element decodes into.
    ///   - decoder: Decodes each element, when it arrives.
    /// - Returns: The decoded values.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// A decoder that turns `Data` into a `Decodable` value; `JSONDecoder` and
/// `PropertyListDecoder` are ones.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The encoded value.
    /// - Returns: The decoded value.
    /// - Throws: The decoder's error when `data` does not hold a valid `type`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}
