/// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, and
/// `'…'`. Interpolations `\( … )` / `\#( … )` are lexed as ordinary code (so
/// nested strings, closures and comments inside them are handled exactly), but
/// their tokens are not emitted: the whole literal is one token. Nesting uses
/// `Scanner.frames`, an explicit stack, so depth costs memory, never call stack.
extension Scanner {
  /// Opens a literal whose quote is at `pos`; `start` is its first byte
  /// (the first `#` of a raw string).
  mutating func openLiteral(_ start: Int, pounds: Int) {
    var kind = LexerFrame.single
    if p[pos] == 0x27 {  // '
      kind = LexerFrame.singleQuote
      pos += 1
    } else if pos + 2 < n && p[pos + 1] == 0x22 && p[pos + 2] == 0x22
      && !(pounds > 0 && closesOnLine(pos + 3, pounds: pounds))
    {
      kind = LexerFrame.multi
      pos += 3
    } else {
      pos += 1
    }
    if frames.isEmpty {
      literalStart = start
      literalFlags = takeFlags(start)
      literalError = false
    }
    frames.append(LexerFrame(kind: kind, literalKind: kind, pounds: pounds, parens: 0))
  }

  /// `#"""#` and `#"""a"#` are single-line literals: a `"` followed by the
  /// pounds appears later on the same line.
  func closesOnLine(_ from: Int, pounds: Int) -> Bool {
    if poundCount(from) >= pounds { return true }
    var i = from
    while i < n && p[i] != 0x0A && p[i] != 0x0D {
      if p[i] == 0x22 && poundCount(i + 1) >= pounds { return true }
      i += 1
    }
    return false
  }

  /// The number of consecutive `#` at `i`.
  @inline(__always)
  func poundCount(_ from: Int) -> Int {
    var i = from
    while i < n && p[i] == 0x23 { i += 1 }
    return i - from
  }

  /// Scans literal text (the innermost frame is a literal, not an
  /// interpolation) up to its end, an interpolation, or a line break that ends
  /// a single-line literal.
  mutating func scanLiteralText() {
    let frame = frames[frames.count - 1]
    let pounds = frame.pounds
    while true {
      pos = skipLiteralText(pos)
      guard pos < n else {
        frames.removeLast()
        closeLiteral(terminated: false)
        return
      }
      switch p[pos] {
      case 0x5C:  // \
        let hashes = poundCount(pos + 1)
        guard hashes >= pounds else {
          pos += 1
          continue
        }
        // Swift takes at most one `#` more than the delimiter here (none in a plain string).
        let used = pounds == 0 ? 0 : min(hashes, pounds + 1)
        let after = pos + 1 + used
        if after < n && p[after] == 0x28 {  // (
          pos = after + 1
          frames.append(LexerFrame(kind: LexerFrame.interpolation, literalKind: frame.kind, pounds: 0, parens: 0))
          setPrev(PrevInfo.regexOK | PrevInfo.argumentStart)
          return
        }
        pos = after
        if pos < n && (p[pos] == 0x22 || p[pos] == 0x27 || p[pos] == 0x5C) { pos += 1 }
      case 0x22:  // "
        if frame.kind == LexerFrame.single {
          if pounds == 0 {
            pos += 1
            frames.removeLast()
            closeLiteral(terminated: true)
            return
          }
          let hashes = poundCount(pos + 1)
          if hashes >= pounds {
            pos += 1 + hashes
            frames.removeLast()
            closeLiteral(terminated: true)
            return
          }
        } else if frame.kind == LexerFrame.multi && pos + 2 < n && p[pos + 1] == 0x22 && p[pos + 2] == 0x22 {
          let hashes = poundCount(pos + 3)
          if hashes >= pounds {
            pos += 3 + (pounds > 0 ? hashes : 0)
            frames.removeLast()
            closeLiteral(terminated: true)
            return
          }
        }
        pos += 1
      case 0x27:  // '
        pos += 1
        if frame.kind == LexerFrame.singleQuote {
          frames.removeLast()
          closeLiteral(terminated: true)
          return
        }
      default:  // CR or LF
        if frame.kind == LexerFrame.multi {
          pos += 1
          continue
        }
        frames.removeLast()
        closeLiteral(terminated: false)
        return
      }
    }
  }

  /// The first byte at or after `from` that can end or interrupt literal text:
  /// a backslash, a quote or a line break.
  @inline(__always)
  func skipLiteralText(_ from: Int) -> Int {
    var i = from
    while i + 8 <= n {
      let w = LexerSWAR.load(p, i)
      let ones = LexerSWAR.ones
      let hits =
        LexerSWAR.zeroBytes(w ^ (ones &* 0x5C)) | LexerSWAR.zeroBytes(w ^ (ones &* 0x22))
        | LexerSWAR.zeroBytes(w ^ (ones &* 0x27)) | LexerSWAR.zeroBytes(w ^ (ones &* 0x0A))
        | LexerSWAR.zeroBytes(w ^ (ones &* 0x0D))
      if hits != 0 { return i + hits.trailingZeroBitCount >> 3 }
      i += 8
    }
    while i < n && cls[Int(p[i])] & LexerChars.stringStop == 0 { i += 1 }
    return i
  }

  /// After a literal frame was popped: emits the whole literal once the
  /// outermost one is closed.
  mutating func closeLiteral(terminated: Bool) {
    if !terminated { literalError = true }
    setPrev(0)
    guard frames.isEmpty else { return }
    append(literalError ? .error : .string, literalFlags, literalStart, pos)
    pendingNewline = false
  }
}
