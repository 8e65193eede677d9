import TrustLintAnalysis
import TrustLintSyntax

/// Where a file the rules analysed stops being Swift: the first token the lexer could not read
/// (an unterminated string or comment, invalid UTF-8, a NUL byte) or the first recovery the
/// parser made, whichever comes first. A file mid-edit still gets the findings of what parses,
/// but a finding made after such a point may rest on a misread (a string left open swallows the
/// reports after it); the note says so, naming the file and line, so that a reviewer reads the
/// findings with that in mind. Only for analysed files: no other file can get findings, and the
/// rest of a large tree is not parsed at all.
enum SyntaxNotes {
  /// The note for `file`, or nil when it lexes and parses cleanly. `path` is how reports show it.
  static func note(for file: ParsedFile, shownAs path: String) -> String? {
    let tree = file.tree
    let diagnostics = tree.diagnostics
    var errors = 0
    var firstError: Int?
    let tokens = tree.tokens
    for (i, t) in tokens.enumerated() where t.kind == .error {
      errors += 1
      if firstError == nil { firstError = i }
    }
    let problems = errors + diagnostics.count
    guard problems > 0 else { return nil }
    let token: Int
    let reason: String
    if let e = firstError, diagnostics.first.map({ e <= Int($0.token) }) ?? true {
      token = e
      reason = describe(errorToken: tokens[e], in: tree.source.bytes)
    } else {
      let d = diagnostics[0]
      token = Int(d.token)
      reason = d.message
    }
    let at = tree.location(of: TokenIndex(token))
    let count = problems == 1 ? "" : " (\(problems) problems in all)"
    return "\(path):\(at.line):\(at.column): \(reason); the file does not parse as Swift from here\(count), "
      + "so its findings may be incomplete or rest on a misreading"
  }

  /// What the lexer could not read, from the first bytes of its error token.
  static func describe(errorToken t: Token, in bytes: [UInt8]) -> String {
    let start = Int(t.start)
    guard start < bytes.count else { return "unreadable text" }
    var i = start
    while i < bytes.count && bytes[i] == UInt8(ascii: "#") { i += 1 }
    let first = i < bytes.count ? bytes[i] : 0
    let second = i + 1 < bytes.count ? bytes[i + 1] : 0
    switch first {
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return "unterminated string literal"
    case UInt8(ascii: "/") where i == start && second == UInt8(ascii: "*"): return "unterminated block comment"
    case UInt8(ascii: "/"): return "unterminated regular expression literal"
    case UInt8(ascii: "`"): return "unpaired backtick"
    case UInt8(ascii: "\\"): return "backslash outside a string literal"
    case 0: return "NUL byte"
    case 0x80...: return "bytes that are not UTF-8 text"
    case ..<0x20, 0x7F: return "control character"
    default: return "unexpected character"
    }
  }
}
