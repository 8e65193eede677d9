/// Turns UTF-8 bytes into tokens. Never fails: malformed input becomes `.error` tokens.
///
/// The token boundaries follow Swift's own lexer (SwiftParser), with these
/// deliberate differences, all documented in `Token.swift` terms:
/// - a string literal (any kind, interpolations included) is one `.string` token
///   from its opening to its closing delimiter; a regex literal is one `.regex` token;
/// - `@name` is one `.attribute` token and `#name` one `.directive` token;
/// - a run of `>` that is attached to the previous token (`Array<Array<Int>>`,
///   `Set<Int>?`) is split into single-character `>` tokens, the way Swift's parser
///   splits it when it closes generic argument lists; a detached run (`a >> b`) stays
///   one operator. Two `>` tokens without `spaceBefore` on the second are a shift
///   operator for an expression parser to rejoin;
/// - inside availability arguments (`@available(iOS 13.0, *)`, `#available`, …) a
///   version `13.0` is three tokens `13` `.` `0`, as Swift's parser splits it;
/// - comments, a `#!` line at the start of the file, a byte order mark and non-breaking
///   spaces are trivia; bytes Swift also treats as garbage trivia (invalid UTF-8, NUL,
///   control characters) become `.error` tokens so that nothing is silently lost.
///
/// Flags: the start of the file counts as whitespace and as a line break for the first
/// token; `spaceAfter` is set on the last token before end of file.
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
        return TokenStream(tokens: scanner.tokens, comments: scanner.comments)
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
  var pounds: Int32
  /// Parentheses opened inside an interpolation and not yet closed.
  var parens: Int32

  static let single: UInt8 = 0
  static let multi: UInt8 = 1
  static let singleQuote: UInt8 = 2
  static let interpolation: UInt8 = 3
}

/// What the previous token tells the next one (Swift's lexer decisions that
/// depend on the previous token: regex literal or `/` operator, `x.0.1`, `try?`).
struct PrevInfo {
  static let regexOK: UInt8 = 1
  static let period: UInt8 = 2
  /// `(`, `[`, `,`, `:`: an unapplied operator may follow (argument position).
  static let argumentStart: UInt8 = 4
  /// `\` of a key path.
  static let backslash: UInt8 = 8
  static let noKeyword: UInt8 = 0xFF
}

/// The lexer's state for one file. All scanning functions are extensions in the
/// `Lexer+*.swift` files.
struct Scanner {
  let p: UnsafePointer<UInt8>
  let n: Int
  let cls: UnsafePointer<UInt8>
  let keywords: KeywordTable
  var pos = 0

  var tokens: [Token] = []
  var comments: [Comment] = []
  /// End of the last emitted token: a gap before the next one means whitespace.
  var lastEnd = 0
  /// A line break was seen in trivia since the last emitted token.
  var pendingNewline = false

  /// `PrevInfo` bits about the last token (emitted or inside an interpolation).
  var prev: UInt8 = PrevInfo.regexOK
  /// `Keyword.rawValue` of the last token if it was a reserved word.
  var prevKeyword: UInt8 = PrevInfo.noKeyword
  /// Set after `try?` / `try!`: the next `/` prefers to start a regex literal.
  var preferRegex = false

  /// Open literals and interpolations, innermost last.
  var frames: [LexerFrame] = []
  var literalStart = 0
  var literalFlags: TokenFlags = []
  var literalError = false

  /// Set by `@available`-like names until their `(`; then the open paren depth.
  var availabilityPending = false
  var availabilityDepth = 0

  /// Remembered scans that later tokens would otherwise repeat (linear time on
  /// hostile input): `#>` search, curly-quote literal end, unterminated `#/` regex.
  var placeholderScan = (from: -1, stop: -1, found: false)
  var curlyScan = (from: -1, stop: -1)
  var regexNoClose = (from: Int.max, pounds: Int.max)

  init(_ p: UnsafePointer<UInt8>, _ n: Int, _ cls: UnsafePointer<UInt8>) {
    self.p = p
    self.n = n
    self.cls = cls
    self.keywords = KeywordTable.shared
    tokens.reserveCapacity(n / 5 + 16)
  }

  mutating func run() {
    if n >= 2 && p[0] == 0x23 && p[1] == 0x21 {  // #! on the first line
      while pos < n && p[pos] != 0x0A && p[pos] != 0x0D { pos += 1 }
      prev = 0
    }
    while true {
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
      } else {
        _ = skipTrivia(stopAtNewline: false)
        if pos >= n { break }
        lexToken()
      }
    }
    if let last = tokens.indices.last { tokens[last].flags.insert(.spaceAfter) }
    var flags: TokenFlags = []
    if lastEnd != n || tokens.isEmpty { flags.insert(.spaceBefore) }
    if pendingNewline || tokens.isEmpty { flags.insert(.newlineBefore) }
    tokens.append(Token(kind: .eof, flags: flags, start: UInt32(n), end: UInt32(n)))
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
    if start != lastEnd || tokens.isEmpty {
      flags.insert(.spaceBefore)
      if !tokens.isEmpty { tokens[tokens.count - 1].flags.insert(.spaceAfter) }
    }
    if pendingNewline || tokens.isEmpty { flags.insert(.newlineBefore) }
    pendingNewline = false
    return flags
  }

  @inline(__always)
  mutating func append(_ kind: TokenKind, _ flags: TokenFlags, _ start: Int, _ end: Int) {
    lastEnd = end
    tokens.append(
      Token(kind: kind, flags: flags, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end)))
  }

  // MARK: Dispatch

  /// Lexes one token at `pos` (trivia already skipped, not at end of file).
  mutating func lexToken() {
    let start = pos
    let c = p[pos]
    let preferRegexHere = preferRegex
    preferRegex = false
    if availabilityPending && c != 0x28 { availabilityPending = false }
    switch c {
    case 0x61...0x7A, 0x41...0x5A, 0x5F:  // a-z A-Z _
      lexIdentifier(start, from: pos + 1)
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
      emit(alone ? .error : .punctuation, start, pos, PrevInfo.backslash)
    default:
      lexOther(start)
    }
  }
}
