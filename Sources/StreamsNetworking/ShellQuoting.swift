/// Text as one argument of a POSIX shell command line, such that pasting the line into `sh`
/// passes the text through byte for byte and runs nothing: inside single quotes, where `$(…)`,
/// backticks, `"` and `\` mean nothing, with `'` written as `'\''`.
///
/// A newline stays as it is (inside the quotes it is part of the argument). Other characters
/// that would change what a terminal shows — control characters such as escape, carriage
/// return or tab, and the Unicode line separators and bidirectional overrides — are written
/// outside the quotes as `"$(printf '\033')"`, the octal bytes of their UTF-8 form, so the log
/// reads as what it contains and `printf` restores them. (A NUL byte, which no argument can
/// hold, is the one character that does not come back.)
enum ShellQuoting {
    static func quoted(_ text: String) -> String {
        var result = ""
        var quoted = ""
        var hidden: [UInt8] = []
        func flushQuoted() {
            guard !quoted.isEmpty else { return }
            result += "'" + quoted + "'"
            quoted = ""
        }
        func flushHidden() {
            guard !hidden.isEmpty else { return }
            result += "\"$(printf '" + hidden.map(octalEscape).joined() + "')\""
            hidden = []
        }
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                flushQuoted()
                hidden.append(contentsOf: String(scalar).utf8)
            } else {
                flushHidden()
                quoted += scalar == "'" ? #"'\''"# : String(scalar)
            }
        }
        flushQuoted()
        flushHidden()
        return result.isEmpty ? "''" : result
    }

    /// `true` for the characters written through `printf`.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A:
            return false
        case 0x00...0x1F, 0x7F...0x9F:
            // C0 and C1 control characters, and delete.
            return true
        case 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            // Line and paragraph separators; bidirectional marks, embeddings, overrides and
            // isolates, which reorder what a terminal shows.
            return true
        default:
            return false
        }
    }

    /// `\033` for the byte 27: `printf`'s escape for a byte, three octal digits.
    private static func octalEscape(_ byte: UInt8) -> String {
        "\\" + String(byte >> 6) + String((byte >> 3) & 7) + String(byte & 7)
    }
}
