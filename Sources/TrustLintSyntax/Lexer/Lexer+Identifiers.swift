/// Names: identifiers and keywords, `$0`, backticked names, `@attributes`, `#directives`.
extension Scanner {
  /// The end of the identifier-continuation characters starting at `from`.
  /// Eight ASCII bytes are classified at a time (SWAR), the rest byte by byte.
  @inline(__always)
  func skipIdentifierContinue(_ from: Int) -> Int {
    var i = from
    let raw = UnsafeRawPointer(p)
    while i + 8 <= n {
      let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
      if w & LexerSWAR.high != 0 { break }
      let rest = LexerSWAR.nonIdentifierBytes(w)
      if rest != 0 { return i + rest.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < n {
      let b = p[i]
      if b < 0x80 {
        if cls[Int(b)] & LexerChars.identContinue == 0 { break }
        i += 1
      } else {
        let (c, length) = LexerChars.decode(p, i, n)
        if c == LexerChars.invalid || !LexerChars.isIdentifierContinue(c) { break }
        i += length
      }
    }
    return i
  }

  /// Whether an identifier can start at `i`.
  func isIdentifierStart(at i: Int) -> Bool {
    guard i < n else { return false }
    let b = p[i]
    if b < 0x80 { return cls[Int(b)] & LexerChars.identStart != 0 }
    let c = LexerChars.decode(p, i, n).value
    return c != LexerChars.invalid && LexerChars.isIdentifierStart(c)
  }

  /// An identifier or reserved word; `from` is just past its first character.
  mutating func lexIdentifier(_ start: Int, from: Int) {
    pos = skipIdentifierContinue(from)
    let length = pos - start
    if length <= 16, let word = Keyword.lookup(p + start, length, keywords, available: n - start), word.isReserved {
      let info: UInt8
      switch word {
      case .true, .false, .Any, .nil, .self, .Self, .super, .wildcard: info = 0
      default: info = PrevInfo.regexOK
      }
      emit(.keyword, start, pos, info)
      prevKeyword = word.rawValue
    } else {
      emit(.identifier, start, pos, 0)
    }
  }

  /// `$0`, `$name`, or a lone `$`.
  mutating func lexDollarIdentifier(_ start: Int) {
    pos = skipIdentifierContinue(start + 1)
    emit(.identifier, start, pos, 0)
    keyPath = keyPathBefore
  }

  /// `` `name` `` (the backticks belong to the token); a backtick without its
  /// partner on the same line is an error token of one byte.
  mutating func lexBacktick(_ start: Int) {
    var i = start + 1
    while i < n {
      let b = p[i]
      if b == 0x60 || b == 0x0A || b == 0x0D { break }
      i += 1
    }
    if i < n && p[i] == 0x60 {
      pos = i + 1
      emit(.identifier, start, pos, 0)
    } else {
      pos = start + 1
      emit(.error, start, pos, 0)
    }
  }

  /// `#`: a raw string, an extended regex literal, a directive or macro name
  /// (`#if`, `#selector`, `#Preview`) as one token, or a lone `#`.
  mutating func lexPound(_ start: Int) {
    var i = start
    while i < n && p[i] == 0x23 { i += 1 }
    if i < n && p[i] == 0x22 {  // "
      pos = i
      openLiteral(start, pounds: i - start)
      return
    }
    if i < n && p[i] == 0x2F {  // /
      let (end, terminated) = scanRegex(start, pounds: i - start, mustBeRegex: true)!
      pos = end
      emit(terminated ? .regex : .error, start, pos, 0)
      return
    }
    // `##name`: Swift reads lone `#` tokens until the last one.
    var start = start
    while start + 1 < i {
      emit(.punctuation, start, start + 1, 0)
      start += 1
    }
    if let end = backtickedNameEnd(start + 1) {
      pos = end  // `` #`expect`(…) ``: a macro named with backticks
      emit(.directive, start, pos, 0)
      return
    }
    guard isIdentifierStart(at: start + 1) else {
      pos = start + 1
      emit(.punctuation, start, pos, 0)
      return
    }
    pos = skipIdentifierContinue(start + 2)
    let nameLength = pos - start - 1
    var info: UInt8 = 0
    if let word = Keyword.lookup(p + start + 1, nameLength, keywords, available: n - start - 1) {
      if word == .if || word == .else { info = PrevInfo.regexOK }
    } else if matches(start + 1, nameLength, "elseif") || matches(start + 1, nameLength, "endif") {
      info = PrevInfo.regexOK
    } else if matches(start + 1, nameLength, "available") || matches(start + 1, nameLength, "unavailable") {
      availabilityPending = frames.isEmpty
    }
    emit(.directive, start, pos, info)
  }

  /// `@name` (also `` @`Suite` ``) as one attribute token, or a lone `@`.
  mutating func lexAt(_ start: Int) {
    if let end = backtickedNameEnd(start + 1) {
      pos = end
      emit(.attribute, start, pos, 0)
      return
    }
    guard isIdentifierStart(at: start + 1) else {
      pos = start + 1
      emit(.punctuation, start, pos, 0)
      return
    }
    pos = skipIdentifierContinue(start + 2)
    let nameStart = start + 1
    let nameLength = pos - nameStart
    if matches(nameStart, nameLength, "available") || matches(nameStart, nameLength, "backDeployed")
      || matches(nameStart, nameLength, "_originallyDefinedIn") || matches(nameStart, nameLength, "_spi_available")
    {
      availabilityPending = frames.isEmpty
    }
    emit(.attribute, start, pos, 0)
  }

  /// Just past a backticked name at `i` (`` `Test` ``, closed on the same line, not empty), or nil.
  func backtickedNameEnd(_ i: Int) -> Int? {
    guard i < n && p[i] == 0x60 else { return nil }
    var j = i + 1
    while j < n {
      let b = p[j]
      if b == 0x60 { return j > i + 1 ? j + 1 : nil }
      if b == 0x0A || b == 0x0D { return nil }
      j += 1
    }
    return nil
  }

  /// Whether the `length` bytes at `i` spell `word`.
  func matches(_ i: Int, _ length: Int, _ word: StaticString) -> Bool {
    guard length == word.utf8CodeUnitCount else { return false }
    let w = word.utf8Start
    for k in 0..<length where p[i + k] != w[k] { return false }
    return true
  }

  /// An editor placeholder `<#…#>` on one line lexes as an identifier.
  mutating func lexEditorPlaceholder(_ start: Int) -> Bool {
    guard start + 1 < n && p[start + 1] == 0x23 else { return false }
    var i = start + 2
    while i < n {
      let b = p[i]
      i += 1
      if b == 0x0A { return false }
      if b == 0x3C && i < n && p[i] == 0x23 { return false }
      if b == 0x23 && i < n && p[i] == 0x3E {
        pos = i + 1
        emit(.identifier, start, pos, 0)
        return true
      }
    }
    return false
  }
}
