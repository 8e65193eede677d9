/// Skipping and resynchronisation. Every skip here is a forward loop (never recursion), so deep
/// or broken input costs time linear in its length.
extension SyntaxParser {
  /// Codes that start a statement or declaration; recovery stops before them at a line start.
  static func startsStatement(_ c: TK) -> Bool {
    switch c {
    case .kImport, .kTypealias, .kFunc, .kInit, .kDeinit, .kSubscript, .kClass, .kStruct, .kEnum, .kProtocol,
      .kExtension, .kLet, .kVar, .kCase, .kOperator, .kPrecedencegroup, .kAssociatedtype, .kIf, .kGuard, .kSwitch,
      .kDefault, .kFor, .kWhile, .kRepeat, .kDo, .kDefer, .kReturn, .kThrow, .kBreak, .kContinue, .kFallthrough,
      .dIf, .dElseif, .dElse, .dEndif, .modifier:
      return true
    default:
      return false
    }
  }

  /// `(`, `[` or `{`.
  @inline(__always) static func isOpener(_ c: TK) -> Bool { c == .lparen || c == .lbracket || c == .lbrace }
  /// `)`, `]` or `}`.
  @inline(__always) static func isCloser(_ c: TK) -> Bool { c == .rparen || c == .rbracket || c == .rbrace }

  /// At an opener: consumes through its matching closer (brackets of all kinds counted together)
  /// and returns the index of the last token consumed. Elsewhere consumes one token.
  @discardableResult
  mutating func skipBalanced() -> TokenIndex {
    guard Self.isOpener(cur) else { return advance() }
    var level = 0
    var last = tokIndex
    repeat {
      let c = cur
      if Self.isOpener(c) {
        level += 1
      } else if Self.isCloser(c) {
        level -= 1
      }
      last = advance()
    } while level > 0 && !atEOF
    if level > 0 { diagnose("missing closing bracket") }
    return last
  }

  /// Skips the rest of a statement: up to a token that starts a line, a `;`, or a `}` that does
  /// not belong to the skipped tokens (not consumed; stray `)` and `]` are skipped too).
  /// Returns the skipped range as `.unparsed`.
  mutating func skipStatementRegion() -> Stmt {
    let first = pos
    var level = 0
    while !atEOF {
      let c = cur
      if level == 0 && pos > first {
        if atLineStart || c == .semicolon { break }
      }
      if Self.isCloser(c) {
        if level == 0 && c == .rbrace { break }
        if level > 0 { level -= 1 }
      } else if Self.isOpener(c) {
        level += 1
      }
      advance()
    }
    if pos == first {
      // Nothing to skip but a `}`: leave it to the enclosing block.
      return .unparsed(first: TokenIndex(first), last: TokenIndex(first))
    }
    return .unparsed(first: TokenIndex(first), last: lastConsumed)
  }

  /// Skips the rest of an expression (used past the nesting limit): up to a separator or an
  /// unmatched closer, or a line start that is not a continuation.
  mutating func skipExprRegion() -> Expr {
    let first = pos
    var level = 0
    while !atEOF {
      let c = cur
      if level == 0 {
        if Self.isCloser(c) || c == .comma || c == .semicolon || c == .colon { break }
        if pos > first && atLineStart && c != .dot && !isBinaryOperatorAt(pos) { break }
        if pos > first && c == .lbrace && noTrailingClosure { break }
      }
      if Self.isCloser(c) {
        level -= 1
      } else if Self.isOpener(c) {
        level += 1
      }
      advance()
    }
    if pos == first { return .opaque(first: TokenIndex(first), last: TokenIndex(first)) }
    return .opaque(first: TokenIndex(first), last: lastConsumed)
  }

  /// The end of one item of a comma-separated list closed by `close`: true when another item
  /// follows (a `,` is eaten, after recovery if the item did not end cleanly), false at `close`
  /// or when recovery found no `,`. `start` is where the item began: an item that consumed
  /// nothing is stepped over, so the list always moves forward.
  mutating func continueList(close: TK, from start: Int, _ message: String) -> Bool {
    if eat(.comma) { return true }
    if cur == close { return false }
    diagnose(message)
    // A line that starts with a name after an element that ended: a missing `,`, or (mid-edit)
    // a `(` left open above the next statement, as `log("unterminated` leaves it. Swift's parser
    // reads that line as the next element; skipping it lost the calls on it (a report).
    if atLineStart && pos > start && (curKind == .identifier || cur == .kSelf || cur == .kTry || cur == .kAwait) {
      return true
    }
    recoverInList(close: close)
    if !eat(.comma) { return false }
    if pos == start { advance() }
    return true
  }

  /// Inside a bracketed list: skips to the next `,` or the `close` token at this level, stopping
  /// early at a line that starts a statement or at a `}` that closes an outer block.
  mutating func recoverInList(close: TK) {
    var level = 0
    while !atEOF {
      let c = cur
      if level == 0 {
        if c == close || c == .comma { return }
        if c == .rbrace || c == .rparen || c == .rbracket { return }
        if atLineStart && Self.startsStatement(c) { return }
      }
      if Self.isCloser(c) {
        level -= 1
      } else if Self.isOpener(c) {
        level += 1
      }
      advance()
    }
  }

  /// Consumes the tokens up to the end of the current line (for `#if` conditions and similar),
  /// returning the inclusive range, or nil when the line is empty.
  mutating func consumeRestOfLine() -> (first: TokenIndex, last: TokenIndex)? {
    let first = pos
    var level = 0
    while !atEOF && (!atLineStart || level > 0) {
      if Self.isOpener(cur) { level += 1 } else if Self.isCloser(cur) { level -= 1 }
      if level < 0 { break }
      advance()
    }
    return pos > first ? (TokenIndex(first), lastConsumed) : nil
  }
}
