import Foundation

/// What the request log hides while `URLSession.rx.shouldRedactRequestLog` is on: the values of
/// headers, query parameters and body fields whose names are a credential's, and the user-info
/// part of a URL. Each hidden value is written as ``placeholder``, so the log shows that
/// something was there.
enum CredentialRedaction {
    /// What the log writes in place of a hidden value.
    static let placeholder = "<redacted>"

    /// Names that are a credential's whatever they contain, compared case-insensitively.
    private static let credentialNames: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]
    /// A name containing one of these, in any case, is a credential's too (`X-Api-Key`,
    /// `access_token`, `client_secret`, `sessionId`).
    private static let credentialWords = ["token", "secret", "key", "password", "session"]

    /// `true` if the value of a header, query parameter or body field called `name` is hidden.
    static func isCredential(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return credentialNames.contains(lowercased) || credentialWords.contains { lowercased.contains($0) }
    }

    // MARK: - URLs

    /// `url` with its user-info (`user:password@`) replaced by ``placeholder``, and the value of
    /// every credential's parameter in its query and its fragment too; everything else as it
    /// was, character for character.
    static func redacted(url: String) -> String {
        var rest = Substring(url)
        var result = ""
        // The user-info sits in the authority, which follows `scheme://` and ends at the first
        // `/`, `?` or `#`; the last `@` in it ends the user-info.
        if let schemeEnd = rest.range(of: "://"), rest[..<schemeEnd.lowerBound].allSatisfy(isSchemeCharacter) {
            result += rest[..<schemeEnd.upperBound]
            rest = rest[schemeEnd.upperBound...]
            let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                result += placeholder
                rest = rest[at...]
            }
        }
        let fragmentStart = rest.firstIndex(of: "#") ?? rest.endIndex
        let queryStart = rest[..<fragmentStart].firstIndex(of: "?") ?? fragmentStart
        result += rest[..<queryStart]
        if queryStart < fragmentStart {
            result += "?" + redacted(pairs: rest[rest.index(after: queryStart)..<fragmentStart])
        }
        if fragmentStart < rest.endIndex {
            result += "#" + redacted(pairs: rest[rest.index(after: fragmentStart)...])
        }
        return result
    }

    private static func isSchemeCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
    }

    // MARK: - Bodies

    /// `name=value&name=value` text — a URL's query, an `application/x-www-form-urlencoded`
    /// body — with the value of every credential's name replaced by ``placeholder``. Names are
    /// compared decoded (`api%5Fkey` and `api_key` alike, `+` read as a space).
    static func redacted(pairs: Substring) -> String {
        pairs.split(separator: "&", omittingEmptySubsequences: false).map { pair in
            guard let equals = pair.firstIndex(of: "="), isCredential(formDecoded(pair[..<equals])) else {
                return String(pair)
            }
            return pair[..<equals] + "=" + placeholder
        }.joined(separator: "&")
    }

    private static func formDecoded(_ name: Substring) -> String {
        let spaced = name.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// How the log shows a request body of `contentType` (the `Content-Type` header's value, if
    /// any): as text, with credentials' values hidden in a form or JSON body; or, for a type
    /// that is not text, a body that is not UTF-8 or JSON that does not parse, a description
    /// (`<12 bytes of image/png, not shown>`) instead of its content.
    static func presentation(of body: Data, contentType: String?) -> String {
        let mediaType = contentType.map(mediaType(of:))
        let described = "\(body.count) bytes of \(mediaType ?? "a body without a Content-Type")"
        guard let mediaType, let kind = TextKind(mediaType: mediaType) else {
            return "<\(described), not shown>"
        }
        guard let text = utf8Text(body) else {
            return "<\(described) that is not UTF-8 text, not shown>"
        }
        switch kind {
        case .plain:
            return text
        case .form:
            return redacted(pairs: Substring(text))
        case .json:
            return JSONRedaction.redacted(text) ?? "<\(described) that is not valid JSON, not shown>"
        }
    }

    /// `body` as text if it is UTF-8 without a NUL character (which no shell argument holds).
    static func utf8Text(_ body: Data) -> String? {
        guard !body.contains(0), let text = String(data: body, encoding: .utf8) else { return nil }
        return text
    }

    /// `application/json` from `application/json; charset=utf-8`.
    private static func mediaType(of contentType: String) -> String {
        let type = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The media types whose bodies the log shows.
    private enum TextKind {
        /// `text/*` (but `text/json`), `application/xml` and `application/*+xml`: shown as they are.
        case plain
        /// `application/x-www-form-urlencoded`.
        case form
        /// `application/json`, `text/json` and `application/*+json`.
        case json

        init?(mediaType: String) {
            if mediaType == "application/x-www-form-urlencoded" {
                self = .form
            } else if mediaType == "application/json" || mediaType == "text/json"
                || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
            {
                self = .json
            } else if mediaType.hasPrefix("text/") || mediaType == "application/xml"
                || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+xml"))
            {
                self = .plain
            } else {
                return nil
            }
        }
    }
}

/// JSON text with the value of every member whose name is a credential's — at any depth, and
/// whatever the value: a string, a number, an object — replaced by `"<redacted>"`. Everything
/// else is copied byte for byte, so the body reads as it was sent.
struct JSONRedaction {
    /// Deeper nesting than this is not parsed (a hostile body would exhaust the stack): the
    /// body is then not shown.
    private static let maximumDepth = 512

    private let input: [UInt8]
    private var position = 0
    private var output: [UInt8] = []

    private init(_ text: String) {
        input = Array(text.utf8)
        output.reserveCapacity(input.count)
    }

    /// `text` with credentials' values hidden; `nil` if it is not one JSON value.
    static func redacted(_ text: String) -> String? {
        var redaction = JSONRedaction(text)
        guard redaction.value(depth: 0, copying: true) else { return nil }
        redaction.whitespace(copying: true)
        guard redaction.position == redaction.input.count else { return nil }
        return String(decoding: redaction.output, as: UTF8.self)
    }

    private var next: UInt8? { position < input.count ? input[position] : nil }

    /// Moves past one byte, writing it to the output if `copying`.
    private mutating func advance(copying: Bool) {
        if copying { output.append(input[position]) }
        position += 1
    }

    private mutating func whitespace(copying: Bool) {
        while let byte = next, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            advance(copying: copying)
        }
    }

    /// Reads one value and the whitespace before it; `false` if there is none.
    private mutating func value(depth: Int, copying: Bool) -> Bool {
        whitespace(copying: copying)
        guard let byte = next, depth < Self.maximumDepth else { return false }
        switch byte {
        case UInt8(ascii: "{"):
            return object(depth: depth, copying: copying)
        case UInt8(ascii: "["):
            return array(depth: depth, copying: copying)
        case UInt8(ascii: "\""):
            return string(copying: copying) != nil
        case UInt8(ascii: "t"):
            return literal("true", copying: copying)
        case UInt8(ascii: "f"):
            return literal("false", copying: copying)
        case UInt8(ascii: "n"):
            return literal("null", copying: copying)
        default:
            return number(copying: copying)
        }
    }

    private mutating func object(depth: Int, copying: Bool) -> Bool {
        container(closing: UInt8(ascii: "}"), copying: copying) { json in
            json.whitespace(copying: copying)
            guard json.next == UInt8(ascii: "\""), let name = json.string(copying: copying) else { return false }
            json.whitespace(copying: copying)
            guard json.next == UInt8(ascii: ":") else { return false }
            json.advance(copying: copying)
            guard copying, CredentialRedaction.isCredential(name) else {
                return json.value(depth: depth + 1, copying: copying)
            }
            // Keep the spacing after the colon; drop the value itself.
            json.whitespace(copying: true)
            guard json.value(depth: depth + 1, copying: false) else { return false }
            json.output.append(contentsOf: "\"\(CredentialRedaction.placeholder)\"".utf8)
            return true
        }
    }

    private mutating func array(depth: Int, copying: Bool) -> Bool {
        container(closing: UInt8(ascii: "]"), copying: copying) { json in
            json.value(depth: depth + 1, copying: copying)
        }
    }

    /// Reads an object or an array: its opening bracket, then members or elements, each read by
    /// `item`, separated by commas, up to the `closing` bracket.
    private mutating func container(closing: UInt8, copying: Bool, item: (inout JSONRedaction) -> Bool) -> Bool {
        advance(copying: copying)  // { or [
        whitespace(copying: copying)
        if next == closing {
            advance(copying: copying)
            return true
        }
        while true {
            guard item(&self) else { return false }
            whitespace(copying: copying)
            guard let separator = next else { return false }
            advance(copying: copying)
            if separator == closing { return true }
            guard separator == UInt8(ascii: ",") else { return false }
        }
    }

    /// Reads a string and returns what it says (escapes decoded); `nil` if it is malformed.
    private mutating func string(copying: Bool) -> String? {
        let start = position
        advance(copying: copying)  // "
        var escaped = false
        while let byte = next {
            advance(copying: copying)
            if byte == UInt8(ascii: "\\") {
                guard next != nil else { return nil }
                advance(copying: copying)
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                let quoted = input[start..<position]
                guard escaped else { return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self) }
                return (try? JSONSerialization.jsonObject(with: Data(quoted), options: .fragmentsAllowed)) as? String
            } else if byte < 0x20 {
                return nil
            }
        }
        return nil
    }

    private mutating func literal(_ word: String, copying: Bool) -> Bool {
        for expected in word.utf8 {
            guard next == expected else { return false }
            advance(copying: copying)
        }
        return true
    }

    private mutating func number(copying: Bool) -> Bool {
        let start = position
        while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-.eE".utf8.contains(byte) {
            advance(copying: copying)
        }
        return position > start
    }
}
