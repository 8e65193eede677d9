/// Whether a body is straight-line code, read from its tokens alone: for analyses whose facts
/// only arise inside branches, which can then skip the body without walking its statements.
extension SyntaxTree {
  /// Whether no token between the braces of `block` can open a branch or a nested body: no
  /// `if`, `guard`, `switch`, `case`, loop, `do`/`catch`, `defer`, `else` or `where`; no `{`
  /// (closures, nested functions and types, accessors); no `[` (subscripts, collection
  /// literals), `?`, `!`, `&`, `|` (optionals, ternaries, `&&`, `||`, `??`); no key path, `#if`,
  /// attribute, interpolating string or token the lexer could not read. Only the keywords
  /// `let`, `var`, `try`, `await`, `return`, `throw`, `as`, `is`, `self`, `Self`, `true`,
  /// `false`, `nil`, `some` and `any` may appear, and any keyword as an argument label (`for:`).
  /// Conservative: a body it rejects may well be straight-line too.
  public func isStraightLine(_ block: Block) -> Bool {
    let first = Int(block.lbrace) + 1
    let last = Int(block.rbrace)
    guard first <= last, last <= tokenCount else { return false }
    let (tokens, codes) = tokenStore.prepared
    guard codes.count == tokens.count else { return false }
    return source.bytes.withUnsafeBufferPointer { bytes in
      for i in first..<last where !Self.isStraightLineToken(tokens[i], codes[i], bytes) {
        // An argument or tuple label spelled as a keyword (`evaluate(for: .payment)`, `in:`).
        let isLabel = (codes[i - 1] == .lparen || codes[i - 1] == .comma) && codes[i + 1] == .colon
        if !isLabel || tokens[i].kind != .keyword { return false }
      }
      return true
    }
  }

  /// One token of `isStraightLine`.
  private static func isStraightLineToken(_ t: Token, _ code: TK, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch code {
    case .none:
      break
    case .lparen, .rparen, .comma, .colon, .semicolon, .dot, .arrow, .equal, .lt, .gt, .eqeq, .noteq, .underscore,
      .ellipsis, .halfOpen:
      return true
    case .kLet, .kVar, .kTry, .kAwait, .kReturn, .kThrow, .kAs, .kIs, .kSelf, .kSelfType, .kTrue, .kFalse, .kNil,
      .kSome, .kAny:
      return true
    default:
      return false
    }
    switch t.kind {
    case .identifier, .integer, .float, .regex:
      return true
    case .operator:
      for i in Int(t.start)..<Int(t.end) {
        switch bytes[i] {
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"): return false
        default: continue
        }
      }
      return true
    case .string:
      // An interpolation's expression is inside the string token.
      for i in Int(t.start)..<Int(t.end) where bytes[i] == UInt8(ascii: "\\") { return false }
      return true
    case .keyword, .punctuation, .attribute, .directive, .error, .eof:
      return false
    }
  }
}
