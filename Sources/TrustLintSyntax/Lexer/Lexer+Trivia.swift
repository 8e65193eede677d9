/// Whitespace, comments and bytes that are not Swift source.
extension Scanner {
  /// Skips whitespace and comments. Returns `false` when it stopped at a line
  /// break because `stopAtNewline` is set (inside the interpolation of a
  /// single-line string, where a line break ends the literal).
  @inline(__always)
  mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
    // Locals, not fields: keeps the loop in registers.
    let p = self.p
    let n = self.n
    var i = pos
    var newline = false
    defer {
      pos = i
      if newline { pendingNewline = true }
    }
    while i < n {
      switch p[i] {
      case 0x20:
        i += 1
        // Indentation: eight spaces at a time.
        while i + 8 <= n && LexerSWAR.load(p, i) == 0x2020_2020_2020_2020 { i += 8 }
      case 0x09, 0x0B, 0x0C:
        i += 1
      case 0x0A, 0x0D:
        if stopAtNewline { return false }
        newline = true
        i += 1
      case 0x2F:  // /
        guard i + 1 < n else { return true }
        let next = p[i + 1]
        if next == 0x2F {
          pos = i
          skipLineComment()
          i = pos
        } else if next == 0x2A {
          pos = i
          skipBlockComment()
          i = pos
        } else {
          return true
        }
      case 0x3C, 0x3E, 0x3D, 0x7C:  // < > = | : a version-control conflict marker at a line start
        guard i == 0 || p[i - 1] == 0x0A || p[i - 1] == 0x0D else { return true }
        pos = i
        // A marker becomes a directive token, which must know it starts a line.
        if newline { pendingNewline = true }
        guard skipConflictMarker() else { return true }
        i = pos
      case 0xEF:  // byte order mark
        guard i + 2 < n && p[i + 1] == 0xBB && p[i + 2] == 0xBF else { return true }
        i += 3
      case 0xC2:  // non-breaking space
        guard i + 1 < n && p[i + 1] == 0xA0 else { return true }
        i += 2
      default:
        return true
      }
    }
    return true
  }

  /// Lexes a git conflict marker line as a directive, or skips a whole Perforce region
  /// (`>>>> ` … `<<<<`) as one `.error` token. Returns `false` (moving nothing) if `pos`
  /// starts no marker.
  ///
  /// Git's `<<<<<<< `, `||||||| `, `=======` and `>>>>>>> ` lines become `#if`, `#elseif`,
  /// `#else` and `#endif` directive tokens (`TokenCode`), their labels skipped like comments:
  /// the sides of an unresolved merge are alternatives, each of which may be committed, so
  /// they are analysed as `#if` clauses are. Swift skips both sides (and fails the build),
  /// which left the branch they sit in without its reports: a file staged mid-merge drew a
  /// "never reported" error on code that reports on either side. `<<<<<<< ` without a
  /// closing `>>>>>>> ` line stays plain operators, as before.
  mutating func skipConflictMarker() -> Bool {
    let start = pos
    if frames.isEmpty, let label = gitMarkerLabel(at: start) {
      emit(.directive, start, start + 7, PrevInfo.regexOK)
      var i = label
      while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
      pos = i
      return true
    }
    let perforce: Int
    if hasPrefix(start, "<<<<<<< ") {
      perforce = 0
    } else if hasPrefix(start, ">>>> ") {
      perforce = 1
    } else {
      return false
    }
    let noEndAfter = perforce == 0 ? conflictNoEnd.0 : conflictNoEnd.1
    if start > noEndAfter { return false }
    let terminator: StaticString = perforce == 0 ? ">>>>>>> " : "<<<<\n"
    let first = terminator.utf8Start[0]
    var i = start + (perforce == 0 ? 8 : 5)
    while i < n {
      if p[i] == first && (p[i - 1] == 0x0A || p[i - 1] == 0x0D) && hasPrefix(i, terminator) {
        i += terminator.utf8CodeUnitCount
        while i < n && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
        pos = i
        if frames.isEmpty { append(.error, takeFlags(start), start, i) }
        return true
      }
      i += 1
    }
    if perforce == 0 { conflictNoEnd.0 = start } else { conflictNoEnd.1 = start }
    return false
  }

  /// Where the label of the git conflict marker at `i` starts (after its seven characters),
  /// or nil when `i` starts none. `<<<<<<< ` counts only when a `>>>>>>> ` line follows.
  mutating func gitMarkerLabel(at i: Int) -> Int? {
    guard i + 7 <= n else { return nil }
    let c = p[i]
    for k in 1..<7 where p[i + k] != c { return nil }
    let after = i + 7
    let ends = after == n || p[after] == 0x0A || p[after] == 0x0D
    switch c {
    case 0x3D:  // =======
      return ends ? after : nil
    case 0x7C, 0x3E:  // ||||||| base, >>>>>>> theirs
      return ends || p[after] == 0x20 ? after : nil
    case 0x3C:  // <<<<<<< ours
      guard after < n, p[after] == 0x20, i <= conflictNoEnd.0 else { return nil }
      // A `>>>>>>> ` line found from an earlier marker closes this one too: linear time on
      // a file of markers.
      if i < conflictEndAt { return after }
      var j = after
      while j + 8 <= n {
        if p[j] == 0x3E && (p[j - 1] == 0x0A || p[j - 1] == 0x0D) && hasPrefix(j, ">>>>>>> ") {
          conflictEndAt = j
          return after
        }
        j += 1
      }
      conflictNoEnd.0 = i
      return nil
    default:
      return nil
    }
  }

  /// Whether `word` is spelled at `i`.
  func hasPrefix(_ i: Int, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard i + count <= n else { return false }
    let w = word.utf8Start
    for k in 0..<count where p[i + k] != w[k] { return false }
    return true
  }

  /// Skips a `//` comment up to (not including) the line break.
  mutating func skipLineComment() {
    let start = pos
    var i = pos + 2
    while i + 8 <= n {
      let w = LexerSWAR.load(p, i)
      let hits =
        LexerSWAR.zeroBytes(w ^ (LexerSWAR.ones &* 0x0A)) | LexerSWAR.zeroBytes(w ^ (LexerSWAR.ones &* 0x0D))
      if hits != 0 { break }
      i += 8
    }
    while i < n {
      let b = p[i]
      if b == 0x0A || b == 0x0D { break }
      i += 1
    }
    pos = i
    if frames.isEmpty {
      comments.append(Comment(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: i)))
    }
  }

  /// Skips a block comment; they nest. A line break inside counts as one between
  /// tokens. An unterminated comment runs to end of file and also becomes an
  /// `.error` token, so the problem is visible to the parser.
  mutating func skipBlockComment() {
    let start = pos
    pos += 2
    var depth = 1
    while pos < n {
      let b = p[pos]
      pos += 1
      if b == 0x2A {  // *
        if pos < n && p[pos] == 0x2F {
          pos += 1
          depth -= 1
          if depth == 0 { break }
        }
      } else if b == 0x2F {  // /
        if pos < n && p[pos] == 0x2A {
          pos += 1
          depth += 1
        }
      } else if b == 0x0A || b == 0x0D {
        pendingNewline = true
      }
    }
    guard frames.isEmpty else { return }
    comments.append(Comment(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos)))
    if depth > 0 {
      let newline = pendingNewline
      append(.error, takeFlags(start), start, pos)
      pendingNewline = newline
    }
  }

  /// Lexes a token starting with a byte that is not ASCII punctuation, a letter
  /// or a digit: Unicode identifiers and operators, and garbage.
  mutating func lexOther(_ start: Int) {
    let (c, length) = LexerChars.decode(p, pos, n)
    if c != LexerChars.invalid {
      if LexerChars.isIdentifierStart(c) {
        lexIdentifier(start, from: pos + length)
        return
      }
      if LexerChars.isOperatorStart(c) {
        lexOperator(start, preferRegex: false)
        return
      }
      if LexerChars.isIdentifierContinue(c) {
        // A combining mark cannot start a name; Swift still lexes a name here.
        pos = skipIdentifierContinue(pos + length)
        emit(.error, start, pos, 0)
        return
      }
      if c == 0x201D {  // closing curly quote
        pos += length
        emit(.error, start, pos, PrevInfo.regexOK)
        return
      }
      if c == 0x201C {  // opening curly quote: Swift lexes a curly-quoted string as a name
        pos = endOfCurlyQuoteLiteral(pos + length)
        emit(.error, start, pos, 0)
        return
      }
    }
    // Bytes Swift skips as trivia: invalid UTF-8, NUL, control characters,
    // characters that are no part of Swift. One error token per run; they do not
    // change what the previous token was.
    pos += length
    while pos < n && isGarbage(pos) { pos += LexerChars.decode(p, pos, n).length }
    if frames.isEmpty {
      let newline = pendingNewline
      append(.error, takeFlags(start), start, pos)
      pendingNewline = newline
    }
  }

  /// Whether the character at `i` is one `lexOther` would skip as garbage.
  func isGarbage(_ i: Int) -> Bool {
    let b = p[i]
    if b < 0x80 {
      return (b < 0x20 && b != 0x09 && b != 0x0A && b != 0x0B && b != 0x0C && b != 0x0D) || b == 0x7F
    }
    if b == 0xC2 && i + 1 < n && p[i + 1] == 0xA0 { return false }
    if b == 0xEF && i + 2 < n && p[i + 1] == 0xBB && p[i + 2] == 0xBF { return false }
    let c = LexerChars.decode(p, i, n).value
    if c == LexerChars.invalid { return true }
    return !LexerChars.isIdentifierContinue(c) && !LexerChars.isOperatorStart(c) && c != 0x201C && c != 0x201D
  }

  /// Where Swift ends a `“…”` literal, or `from` when it finds no end on the line.
  /// A failed scan is remembered: every later start before its stop fails too.
  mutating func endOfCurlyQuoteLiteral(_ from: Int) -> Int {
    if from > curlyScan.from && from <= curlyScan.stop { return from }
    var i = from
    while i < n {
      let b = p[i]
      if b == 0x0A || b == 0x0D { break }
      if b == 0x5C {  // \
        if i + 1 < n && p[i + 1] == 0x28 { break }
        i += 2
        continue
      }
      if b == 0x22 { return i + 1 }
      if b < 0x20 && b != 0x09 || b == 0x7F { break }
      let (c, length) = LexerChars.decode(p, i, n)
      if c == LexerChars.invalid { break }
      i += length
      if c == 0x201D { return i }
    }
    curlyScan = (from, i)
    return from
  }
}
