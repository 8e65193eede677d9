/// Turns UTF-8 bytes into tokens. Never fails: malformed input becomes `.error` tokens.
///
/// Token boundaries follow Swift's own lexer as SwiftParser sees them (checked on
/// an 8,110-file corpus with `Tests/Scripts/compare-lexer.py`), with these
/// deliberate differences:
/// - a string literal (any kind, interpolations included) is one `.string` token
///   from its opening to its closing delimiter; a regex literal is one `.regex` token;
///   comments inside interpolations belong to the literal and are not in `comments`;
/// - `@name` is one `.attribute` token and `#name` one `.directive` token;
/// - a run of `>` attached to the previous token (`Array<Array<Int>>`) is split into
///   single-character `>` tokens, as Swift's parser splits it to close generic
///   argument lists; a detached run (`a >> b`) stays one operator. Two `>` tokens
///   without `spaceBefore` on the second are a shift for an expression parser to
///   rejoin. Runs of `>` with `?`/`!` (`>?`, `>?>`) and of `.` with `?`/`!` (key
///   paths `\.?.x`) are always split into single characters;
/// - in `func ==<T>` the `<` is its own token; inside availability arguments
///   (`@available(iOS 13.0, *)`, `#available`, …) a version `13.0` is `13` `.` `0`;
/// - comments, a `#!` line at the start of the file, byte order marks and
///   non-breaking spaces are trivia; what Swift skips as garbage trivia (invalid
///   UTF-8, NUL, control characters, a version-control conflict region) becomes
///   `.error` tokens, as do unterminated literals and comments, a lone backtick and
///   a backslash followed by whitespace.
///
/// Reserved words get kind `.keyword`; contextual ones (`get`, `async`, `some`, …)
/// are `.identifier`. `Keyword(token:in:)` names either without allocating.
///
/// Flags: the start of the file counts as whitespace and as a line break for the first
/// token; `spaceAfter` is set on the last token before end of file. Time is linear
/// in the input and nesting uses an explicit stack, never recursion.
public enum Lexer {
  /// Lexes a whole file in one pass, linear in its size.
  public static func tokenize(_ bytes: [UInt8]) -> TokenStream {
    if bytes.isEmpty {
      return TokenStream(
        tokens: [Token(kind: .eof, flags: [.spaceBefore, .newlineBefore], start: 0, end: 0)], comments: [])
    }
    return bytes.withUnsafeBufferPointer { buf in
      LexerChars.table.withUnsafeBufferPointer { table in
        var scanner = Scanner(buf.baseAddress!, buf.count, table.baseAddress!)
        scanner.run()
        return TokenStream(tokens: scanner.out.finish(), comments: scanner.comments)
      }
    }
  }
}

/// One open literal or interpolation while scanning a string literal.
/// Interpolations nest without bound, so they live on an explicit stack, never
/// on the call stack.
struct LexerFrame {
  /// `single`, `multi`, `singleQuote` (scanning literal text) or `interpolation`.
  var kind: UInt8
  /// For an interpolation: the kind of the literal it belongs to.
  var literalKind: UInt8
  /// Raw-string `#` count of the literal.
  var pounds: Int
  /// Parentheses opened inside an interpolation and not yet closed.
  var parens: Int

  /// `"…"`
  static let single: UInt8 = 0
  /// `"""…"""`
  static let multi: UInt8 = 1
  /// `'…'`
  static let singleQuote: UInt8 = 2
  /// Code inside `\( … )`.
  static let interpolation: UInt8 = 3
}

/// What the previous token tells the next one (Swift's lexer decisions that
/// depend on the previous token: regex literal or `/` operator, `x.0.1`, `try?`).
struct PrevInfo {
  /// A `/` after this token may start a regex literal.
  static let regexOK: UInt8 = 1
  /// The token is `.` (so `x.0.1` lexes as tuple indices).
  static let period: UInt8 = 2
  /// `(`, `[`, `,`, `:`: an unapplied operator may follow (argument position).
  static let argumentStart: UInt8 = 4
  /// The previous token was no reserved word.
  static let noKeyword: UInt8 = 0xFF
}

/// The lexer's state for one file. All scanning functions are extensions in the
/// `Lexer+*.swift` files.
struct Scanner {
  /// The file's bytes.
  let p: UnsafePointer<UInt8>
  /// The number of bytes.
  let n: Int
  /// `LexerChars.table`.
  let cls: UnsafePointer<UInt8>
  /// Reserved and contextual words.
  let keywords: KeywordTable
  /// The next byte to read.
  var pos = 0

  /// Emitted tokens.
  var out: TokenBuffer
  /// Comments outside string literals, in order.
  var comments: [Comment] = []
  /// End of the last emitted token: a gap before the next one means whitespace
  /// (-1 at first: the start of the file counts as whitespace).
  var lastEnd = -1
  /// A line break was seen in trivia since the last emitted token (the start of
  /// the file counts as one).
  var pendingNewline = true

  /// `PrevInfo` bits about the last token (emitted or inside an interpolation).
  var prev: UInt8 = PrevInfo.regexOK
  /// `Keyword.rawValue` of the last token if it was a reserved word.
  var prevKeyword: UInt8 = PrevInfo.noKeyword
  /// Set after `try?` / `try!`: the next `/` prefers to start a regex literal.
  var preferRegex = false

  /// Open literals and interpolations, innermost last.
  var frames: [LexerFrame] = []
  /// Start of the outermost open string literal.
  var literalStart = 0
  /// Flags of the outermost open string literal, taken at its start.
  var literalFlags: TokenFlags = []
  /// Some part of the open literal is unterminated.
  var literalError = false

  /// Inside a key path (`\A?.b`): names, `.`, `?` and `!` keep it going.
  var keyPath = false
  /// `keyPath` as it was before the current token.
  var keyPathBefore = false

  /// Set by `@available`-like names until their `(`; then the open paren depth.
  var availabilityPending = false
  /// Open parentheses of availability arguments.
  var availabilityDepth = 0

  /// Remembered scans that later tokens would otherwise repeat (linear time on
  /// hostile input): `#>` search, curly-quote literal end, unterminated `#/` regex.
  var placeholderScan = (from: -1, stop: -1, found: false)
  /// A failed curly-quote scan: starts in `(from, stop]` fail too.
  var curlyScan = (from: -1, stop: -1)
  /// A multi-line `#/` literal from `from` with `pounds` found no end.
  var regexNoClose = (from: Int.max, pounds: Int.max)
  /// Conflict-marker kinds (0 normal, 1 Perforce) known to have no end after this offset.
  var conflictNoEnd = (Int.max, Int.max)
  /// The `>>>>>>> ` line that closes git conflict markers before it (-1: none found yet).
  var conflictEndAt = -1

  /// `run` returns, without ending the file, at the first token outside any literal that
  /// starts at or after this offset (one part of a file lexed in parts, `Lexer+Parts.swift`).
  var stopAt = Int.max
  /// `run` reached the end of the file and added the `.eof` token.
  var finished = false

  /// A scanner over `n` bytes at `p`.
  init(_ p: UnsafePointer<UInt8>, _ n: Int, _ cls: UnsafePointer<UInt8>) {
    self.p = p
    self.n = n
    self.cls = cls
    self.keywords = KeywordTable.shared
    self.out = TokenBuffer(capacity: n / 5 + 16)
  }

  /// Lexes the whole file, ending with the `.eof` token.
  mutating func run() {
    if pos == 0 && n >= 2 && p[0] == 0x23 && p[1] == 0x21 {  // #! on the first line
      while pos < n && p[pos] != 0x0A && p[pos] != 0x0D { pos += 1 }
      prev = 0
    }
    while true {
      if frames.isEmpty {
        _ = skipTrivia(stopAtNewline: false)
        if pos >= n { break }
        if pos >= stopAt { return }
        lexToken()
        continue
      }
      if let top = frames.last {
        if top.kind != LexerFrame.interpolation {
          scanLiteralText()
          continue
        }
        if !skipTrivia(stopAtNewline: top.literalKind != LexerFrame.multi) {
          // A single-line literal cannot continue past the line end: leave the
          // interpolation; the literal text scanner then ends the literal.
          frames.removeLast()
          literalError = true
          continue
        }
        if pos >= n {
          frames.removeAll()
          closeLiteral(terminated: false)
          break
        }
        let c = p[pos]
        if c == 0x28 {  // (
          frames[frames.count - 1].parens += 1
        } else if c == 0x29 {  // )
          if top.parens == 0 {
            pos += 1
            frames.removeLast()
            setPrev(0)
            continue
          }
          frames[frames.count - 1].parens -= 1
        }
        lexToken()
      }
    }
    out.markLast(.spaceAfter)
    var flags: TokenFlags = []
    if lastEnd != n { flags.insert(.spaceBefore) }
    if pendingNewline { flags.insert(.newlineBefore) }
    out.append(
      Token(kind: .eof, flags: flags, start: UInt32(truncatingIfNeeded: n), end: UInt32(truncatingIfNeeded: n)))
    finished = true
  }

  // MARK: Emission

  /// Records what the next token needs to know about this one.
  @inline(__always)
  mutating func setPrev(_ info: UInt8, keyword: UInt8 = PrevInfo.noKeyword) {
    prev = info
    prevKeyword = keyword
  }

  /// Emits a token (unless inside an interpolation, where it is part of the
  /// enclosing string token) and records it as the previous token.
  @inline(__always)
  mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, _ info: UInt8) {
    prev = info
    prevKeyword = PrevInfo.noKeyword
    if frames.isEmpty { append(kind, takeFlags(start), start, end) }
  }

  /// Flags of a token starting at `start`; marks the previous token's `spaceAfter`.
  @inline(__always)
  mutating func takeFlags(_ start: Int) -> TokenFlags {
    var flags: TokenFlags = []
    if start != lastEnd {
      flags.insert(.spaceBefore)
      out.markLast(.spaceAfter)
    }
    if pendingNewline { flags.insert(.newlineBefore) }
    pendingNewline = false
    return flags
  }

  /// Stores a token.
  @inline(__always)
  mutating func append(_ kind: TokenKind, _ flags: TokenFlags, _ start: Int, _ end: Int) {
    lastEnd = end
    out.append(
      Token(kind: kind, flags: flags, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)))
  }

  // MARK: Dispatch

  /// Lexes one token at `pos` (trivia already skipped, not at end of file).
  mutating func lexToken() {
    let start = pos
    let c = p[pos]
    let preferRegexHere = preferRegex
    keyPathBefore = keyPath
    keyPath = false
    preferRegex = false
    if availabilityPending && c != 0x28 { availabilityPending = false }
    switch c {
    case 0x61...0x7A, 0x41...0x5A, 0x5F:  // a-z A-Z _
      lexIdentifier(start, from: pos + 1)
      keyPath = keyPathBefore
    case 0x30...0x39:
      lexNumber(start)
    case 0x22, 0x27:  // " '
      openLiteral(start, pounds: 0)
    case 0x28, 0x5B, 0x7B:  // ( [ {
      pos += 1
      if c == 0x28 && frames.isEmpty {
        if availabilityPending {
          availabilityPending = false
          availabilityDepth = 1
        } else if availabilityDepth > 0 {
          availabilityDepth += 1
        }
      }
      emit(.punctuation, start, pos, c == 0x7B ? PrevInfo.regexOK : PrevInfo.regexOK | PrevInfo.argumentStart)
    case 0x29, 0x5D, 0x7D:  // ) ] }
      pos += 1
      if c == 0x29 && availabilityDepth > 0 && frames.isEmpty { availabilityDepth -= 1 }
      emit(.punctuation, start, pos, 0)
    case 0x2C, 0x3B:  // , ;
      pos += 1
      emit(.punctuation, start, pos, c == 0x2C ? PrevInfo.regexOK | PrevInfo.argumentStart : PrevInfo.regexOK)
    case 0x3A:  // :
      if pos + 1 < n && p[pos + 1] == 0x3A {
        pos += 2
        emit(.punctuation, start, pos, PrevInfo.argumentStart)
      } else {
        pos += 1
        emit(.punctuation, start, pos, PrevInfo.regexOK | PrevInfo.argumentStart)
      }
    case 0x2E:  // .
      if pos + 1 < n && cls[Int(p[pos + 1])] & LexerChars.operatorChar == 0 && p[pos + 1] < 0x80 {
        pos += 1
        emit(.punctuation, start, pos, PrevInfo.period)
        keyPath = keyPathBefore
      } else {
        lexOperator(start, preferRegex: preferRegexHere)
      }
    case 0x3D:  // =
      if pos + 1 < n && (p[pos + 1] == 0x20 || p[pos + 1] == 0x0A) {
        pos += 1
        emit(.punctuation, start, pos, PrevInfo.regexOK)
      } else {
        lexOperator(start, preferRegex: preferRegexHere)
      }
    case 0x21, 0x3F:  // ! ?
      if isLeftBound(start) {
        pos += 1
        let afterTry = prevKeyword == Keyword.try.rawValue
        emit(.punctuation, start, pos, 0)
        if afterTry { preferRegex = true }
        keyPath = keyPathBefore
      } else {
        lexOperator(start, preferRegex: preferRegexHere)
      }
    case 0x3C:  // <
      if !lexEditorPlaceholder(start) { lexOperator(start, preferRegex: preferRegexHere) }
    case 0x2F, 0x2D, 0x2B, 0x2A, 0x25, 0x3E, 0x26, 0x7C, 0x5E, 0x7E:  // / - + * % > & | ^ ~
      lexOperator(start, preferRegex: preferRegexHere)
    case 0x24:  // $
      lexDollarIdentifier(start)
    case 0x60:  // `
      lexBacktick(start)
    case 0x23:  // #
      lexPound(start)
    case 0x40:  // @
      lexAt(start)
    case 0x5C:  // \ starts a key path; alone it is an error
      pos += 1
      let alone = pos >= n || p[pos] == 0x20 || p[pos] == 0x09 || p[pos] == 0x0A || p[pos] == 0x0D
      emit(alone ? .error : .punctuation, start, pos, 0)
      keyPath = true
    default:
      lexOther(start)
    }
  }
}
