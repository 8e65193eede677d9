/// The parser's state and its token-access layer: every look at a token goes through the few
/// members here, so the rest of the parser never depends on how the lexer spells things.
struct SyntaxParser {
  /// The file's bytes (token texts are read from here).
  let bytes: [UInt8]
  /// Tokens after `>`, `?`, `!` splitting (see `prepare`); the last one is `.eof`.
  let toks: [Token]
  /// `TK` code of each token.
  let codes: [TK]
  /// Index of the `.eof` token.
  let eofIndex: Int
  /// The current token.
  var pos = 0
  /// Current nesting depth of the tree being built (statements, expressions, types, patterns).
  var depth = 0
  /// Nesting beyond this is skipped as one opaque region.
  let maxDepth: Int
  /// In an `if`/`while`/`guard`/`switch`/`for` header, `{` starts the body, not a trailing closure.
  var noTrailingClosure = false
  /// Recoveries made so far.
  var diagnostics: [ParseDiagnostic] = []
  /// Tokens re-read after a pattern turned out to be an expression; capped at a multiple of the
  /// file's token count so that backtracking stays linear overall.
  var reparsedTokens = 0
  /// The cap on `reparsedTokens`: a multiple of the tokens this parser reads (the whole file,
  /// or one skipped body), so that every body parsed later has a budget of its own size.
  let reparseLimit: Int
  /// Where the bodies of declarations are recorded instead of parsed (the whole-file parse);
  /// nil: bodies are parsed at once (inside a body being parsed, and for tests of the parser).
  var lazyBodies: LazyBodies?
  /// Scratch stacks: lists are collected here and copied out once at their exact size, which
  /// saves the repeated growth of many small arrays.
  var stmtScratch: [Stmt] = []
  /// Scratch stack for argument lists.
  var argScratch: [Argument] = []

  /// Prepares the tokens (splits, codes) of one file; the codes of a very large file are
  /// filled on up to `jobs` threads.
  init(bytes: [UInt8], tokens: [Token], maxDepth: Int, jobs: Int = 1) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    let prepared = Self.prepare(tokens, bytes)
    toks = prepared
    eofIndex = toks.count - 1
    reparseLimit = 4 * eofIndex + 64
    codes = Self.codes(prepared, bytes, jobs: jobs)
  }

  /// Tokens per thread below which the codes are filled on one thread.
  static let codesPerThread = 1 << 20

  /// The `TK` code of every token. Each token's code depends on its own text only, so a large
  /// file's tokens are cut into ranges filled side by side.
  static func codes(_ tokens: [Token], _ bytes: [UInt8], jobs: Int) -> [TK] {
    let parts = max(1, min(jobs, tokens.count / codesPerThread))
    return [TK](unsafeUninitializedCapacity: tokens.count) { out, initialized in
      out.initialize(repeating: .none)
      initialized = tokens.count
      let codes = SendablePointer(out.baseAddress!)
      ParallelRun.run(count: parts) { k in
        let from = k * tokens.count / parts
        let to = (k + 1) * tokens.count / parts
        tokens.withUnsafeBufferPointer { t in
          bytes.withUnsafeBufferPointer { b in
            TokenCodeTable.shared.fill(
              UnsafeMutableBufferPointer(start: codes.pointer + from, count: to - from),
              UnsafeBufferPointer(rebasing: t[from..<to]), b)
          }
        }
      }
    }
  }

  /// A parser over tokens already prepared, reading the tokens of `range` (one skipped body).
  /// With `stop`, token `stop` counts as the end of the file (one part of a body parsed in parts,
  /// see `ChunkedBody`); `reparseLimit` replaces the budget the range would give.
  init(
    bytes: [UInt8], preparedTokens: [Token], codes: [TK], maxDepth: Int, range: ClosedRange<Int>, stop: Int? = nil,
    reparseLimit: Int? = nil
  ) {
    self.bytes = bytes
    self.maxDepth = maxDepth
    toks = preparedTokens
    self.codes = codes
    eofIndex = stop ?? toks.count - 1
    pos = range.lowerBound
    self.reparseLimit = reparseLimit ?? 4 * range.count + 64
  }

  /// Splits operator tokens the way Swift's parser reads them: a left-bound `?`/`!` is always a
  /// one-character postfix token (`x?.y`, `Int?>`), and a `>` glued to more operator characters
  /// (`>=`, `>->`) is split so that it can close a generic argument list; the expression
  /// parser joins glued `>` pieces back (`operatorEnd`). The lexer already splits `>>` and `>?`.
  private static func prepare(_ input: [Token], _ bytes: [UInt8]) -> [Token] {
    var out: [Token] = []
    var copying = false
    var tokens = input
    if tokens.last?.kind != .eof {
      let n = UInt32(bytes.count)
      tokens.append(Token(kind: .eof, start: n, end: n))
    }
    for i in 0..<tokens.count {
      let t = tokens[i]
      var splitAt = false
      if t.kind == .operator && t.end - t.start > 1 && i > 0 && bytes[Int(t.start)] == UInt8(ascii: ">")
        && Self.onlyAngleCloserChars(bytes, t) && bytes[Int(t.end) - 1] != UInt8(ascii: ">")
      {
        splitAt = true  // `\n>?` closing a multi-line generic list
      } else if t.kind == .operator && t.end - t.start > 1 && i > 0
        && t.flags.intersection([.spaceBefore, .newlineBefore]).isEmpty
      {
        let first = bytes[Int(t.start)]
        if first == UInt8(ascii: ">") {
          splitAt = true
        } else if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
          let prev = tokens[i - 1]
          let p = prev.end > prev.start ? bytes[Int(prev.end) - 1] : 0
          let opener =
            p == 0
            || (prev.kind == .punctuation
              && (p == UInt8(ascii: "(") || p == UInt8(ascii: "[") || p == UInt8(ascii: "{")
                || p == UInt8(ascii: ",") || p == UInt8(ascii: ";") || p == UInt8(ascii: ":")))
            || prev.kind == .operator
          splitAt = !opener
        }
      }
      if splitAt {
        if !copying {
          copying = true
          out.reserveCapacity(tokens.count + 16)
          out.append(contentsOf: tokens[0..<i])
        }
        // Peel one character at a time while a `>` leads (`>>>` closes three lists).
        var rest = t
        var first = true
        let closers = Self.onlyAngleCloserChars(bytes, rest)
        while rest.end - rest.start > 1 && (first || closers || bytes[Int(rest.start)] == UInt8(ascii: ">")) {
          var head = rest
          head.end = rest.start + 1
          head.flags.remove(.spaceAfter)
          out.append(head)
          rest.start += 1
          rest.flags = rest.flags.intersection(.spaceAfter)
          first = false
        }
        if rest.end - rest.start == 1 && bytes[Int(rest.start)] == UInt8(ascii: ".") { rest.kind = .punctuation }
        out.append(rest)
      } else if copying {
        out.append(t)
      }
    }
    return copying ? out : tokens
  }

  /// A token made only of `>`, `?`, `!` (`>?>`: closes a list, an optional, another list).
  private static func onlyAngleCloserChars(_ bytes: [UInt8], _ t: Token) -> Bool {
    for k in Int(t.start)..<Int(t.end) {
      let b = bytes[k]
      if b != UInt8(ascii: ">") && b != UInt8(ascii: "?") && b != UInt8(ascii: "!") { return false }
    }
    return true
  }

  // MARK: Looking at tokens

  /// The code of the current token.
  @inline(__always) var cur: TK { codes[pos] }
  /// The code of the token `n` ahead of the current one (clamped to `.eof`).
  @inline(__always) func peek(_ n: Int = 1) -> TK { codes[min(pos + n, eofIndex)] }
  /// The code of token `i` (clamped to `.eof`).
  @inline(__always) func code(_ i: Int) -> TK { codes[min(i, eofIndex)] }
  /// The lexical kind of token `i` (clamped to `.eof`).
  @inline(__always) func kind(_ i: Int) -> TokenKind { toks[min(i, eofIndex)].kind }
  /// The lexical kind of the current token.
  @inline(__always) var curKind: TokenKind { toks[pos].kind }
  /// At the end-of-file token.
  @inline(__always) var atEOF: Bool { pos >= eofIndex }
  /// The current position as a tree token index.
  @inline(__always) var tokIndex: TokenIndex { TokenIndex(pos) }
  /// A line break precedes token `i` (end of file counts as one).
  @inline(__always) func newlineBefore(_ i: Int) -> Bool {
    i >= eofIndex || toks[i].flags.contains(.newlineBefore)
  }
  /// Whitespace (or a line break) precedes token `i`.
  @inline(__always) func spaceBefore(_ i: Int) -> Bool {
    toks[min(i, eofIndex)].flags.contains(.spaceBefore) || newlineBefore(i)
  }
  /// Whitespace follows token `i`.
  @inline(__always) func spaceAfter(_ i: Int) -> Bool {
    i >= eofIndex || toks[i].flags.contains(.spaceAfter) || spaceBefore(i + 1)
  }
  /// The current token starts a new line.
  @inline(__always) var atLineStart: Bool { newlineBefore(pos) }

  /// An identifier token (contextual keywords included, backticked names included).
  @inline(__always) func isIdent(_ i: Int) -> Bool { kind(i) == .identifier }

  /// No whitespace before the token and the previous token does not open a group or separate.
  func isLeftBound(_ i: Int) -> Bool {
    if i == 0 || spaceBefore(i) { return false }
    switch codes[i - 1] {
    case .lparen, .lbracket, .lbrace, .comma, .semicolon, .colon: return false
    default: return true
    }
  }

  /// No whitespace after the token and the next token does not close a group or separate.
  func isRightBound(_ i: Int) -> Bool {
    if i >= eofIndex || spaceAfter(i) { return false }
    switch code(i + 1) {
    case .rparen, .rbracket, .rbrace, .comma, .semicolon, .colon: return false
    case .dot: return !isLeftBound(i)
    default: return true
    }
  }

  /// The token's text as written.
  func text(_ i: Int) -> String {
    let t = toks[min(i, eofIndex)]
    return string(Int(t.start), Int(t.end))
  }

  /// The text of bytes `from..<to`, read in place (a slice of the array would retain and
  /// release its storage for every name of the file).
  @inline(__always)
  func string(_ from: Int, _ to: Int) -> String {
    bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[from..<to]), as: UTF8.self) }
  }

  /// The token's text compared with an ASCII spelling, without building a string.
  func isText(_ i: Int, _ s: StaticString) -> Bool {
    let t = toks[min(i, eofIndex)]
    let n = Int(t.end - t.start)
    guard n == s.utf8CodeUnitCount else { return false }
    let p = s.utf8Start
    for k in 0..<n where bytes[Int(t.start) + k] != p[k] { return false }
    return true
  }

  /// Whether the token at `i` is the `::` of a module selector (`Swift::print`): written
  /// without spaces between two names. The name after it is the one the expression uses.
  func isModuleSelector(_ i: Int) -> Bool {
    i < eofIndex && code(i) == .none && firstByte(i) == UInt8(ascii: ":") && isText(i, "::") && !spaceBefore(i)
      && !spaceBefore(i + 1) && isMemberName(i + 1)
  }

  /// First byte of the token (0 at end of file).
  func firstByte(_ i: Int) -> UInt8 {
    let t = toks[min(i, eofIndex)]
    return t.end > t.start ? bytes[Int(t.start)] : 0
  }

  /// A name for the token, backticks removed.
  func name(_ i: Int) -> Name {
    let t = toks[min(i, eofIndex)]
    var s = Int(t.start)
    var e = Int(t.end)
    if e - s >= 2 && bytes[s] == UInt8(ascii: "`") && bytes[e - 1] == UInt8(ascii: "`") {
      s += 1
      e -= 1
    }
    return Name(text: string(s, e), token: TokenIndex(min(i, eofIndex)))
  }

  // MARK: Moving

  /// Moves past the current token (never past `.eof`) and returns its index.
  @inline(__always) @discardableResult
  mutating func advance() -> TokenIndex {
    let i = pos
    if pos < eofIndex { pos += 1 }
    return TokenIndex(i)
  }

  /// Consumes the current token if it has the code.
  @inline(__always)
  mutating func eat(_ c: TK) -> Bool {
    if codes[pos] == c {
      advance()
      return true
    }
    return false
  }

  /// Consumes an expected token, or records a diagnostic and consumes nothing.
  @discardableResult
  mutating func expect(_ c: TK, _ what: StaticString) -> TokenIndex? {
    if codes[pos] == c { return advance() }
    diagnose("expected \(what)")
    return nil
  }

  /// Records a recovery at token `i` (default: the current token).
  mutating func diagnose(_ message: String, at i: Int? = nil) {
    diagnostics.append(ParseDiagnostic(token: TokenIndex(min(i ?? pos, eofIndex)), message: message))
  }

  /// The index of the last consumed token (the start of file when nothing was consumed).
  var lastConsumed: TokenIndex { TokenIndex(max(pos - 1, 0)) }

  /// The elements of a scratch stack from `base` on, moved into an array of their own; the
  /// stack is cut back to `base`. Moved, not copied: a copy retains every element and cutting
  /// the stack releases it again (a tenth of the parse of a body of a million statements).
  /// `filler` holds no references; the moved-from slots are set to it before they are cut.
  static func take<T>(_ scratch: inout [T], from base: Int, filler: T) -> [T] {
    let n = scratch.count - base
    guard n > 0 else { return [] }
    let items = [T](unsafeUninitializedCapacity: n) { out, count in
      scratch.withUnsafeMutableBufferPointer { s in
        let from = s.baseAddress! + base
        out.baseAddress!.moveInitialize(from: from, count: n)
        from.initialize(repeating: filler, count: n)
      }
      count = n
    }
    scratch.removeLast(n)
    return items
  }
}
