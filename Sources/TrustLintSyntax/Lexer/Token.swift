/// The coarse kind of a token, as printed by `dump-tokens` (DESIGN.md).
public enum TokenKind: UInt8, Sendable {
  case keyword, identifier, integer, float, string, regex, `operator`, punctuation
  case attribute, directive, error
  /// Zero-length end-of-file marker; always the last token of a token array.
  case eof

  /// The word used by `dump-tokens`.
  public var name: String {
    switch self {
    case .keyword: return "keyword"
    case .identifier: return "identifier"
    case .integer: return "integer"
    case .float: return "float"
    case .string: return "string"
    case .regex: return "regex"
    case .operator: return "operator"
    case .punctuation: return "punctuation"
    case .attribute: return "attribute"
    case .directive: return "directive"
    case .error: return "error"
    case .eof: return "eof"
    }
  }
}

/// Whitespace facts about a token's surroundings, needed for Swift's
/// prefix/postfix/binary operator rules and for statement separation.
public struct TokenFlags: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Whitespace or a comment immediately before the token.
  public static let spaceBefore = TokenFlags(rawValue: 1)
  /// A line break (possibly inside a comment) between the previous token and this one.
  public static let newlineBefore = TokenFlags(rawValue: 2)
  /// Whitespace, a comment or end of file immediately after the token.
  public static let spaceAfter = TokenFlags(rawValue: 4)
}

/// One token: a kind and a byte range `[start, end)` into the file's bytes.
/// Kept to 12 bytes: a million-line corpus has nine million of them.
public struct Token: Sendable, Equatable {
  public var kind: TokenKind
  public var flags: TokenFlags
  public var start: UInt32
  public var end: UInt32

  public init(kind: TokenKind, flags: TokenFlags = [], start: UInt32, end: UInt32) {
    self.kind = kind
    self.flags = flags
    self.start = start
    self.end = end
  }
}

/// A comment kept as trivia: suppression commands live in comments.
public struct Comment: Sendable, Equatable {
  /// Byte range of the whole comment, delimiters included.
  public var start: UInt32
  public var end: UInt32
  public init(start: UInt32, end: UInt32) {
    self.start = start
    self.end = end
  }
}

/// Everything the lexer produces for one file.
public struct TokenStream: Sendable {
  /// Tokens in order; the last one is always `.eof`.
  public var tokens: [Token]
  /// Comments in order.
  public var comments: [Comment]
  public init(tokens: [Token], comments: [Comment]) {
    self.tokens = tokens
    self.comments = comments
  }
}
