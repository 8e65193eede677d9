/// Integer and floating-point literals, with Swift's rules for where they end:
/// `1.e` and `0xff.description` are an integer and a member access, `x.0.1` is
/// two tuple indices, and letters glued to a number stay in the (bad) literal.
extension Scanner {
  /// Whether an ASCII digit is at `i`.
  @inline(__always)
  func isDigit(_ i: Int) -> Bool { i < n && p[i] &- 0x30 < 10 }

  /// Whether a hexadecimal digit is at `i`.
  @inline(__always)
  func isHexDigit(_ i: Int) -> Bool { i < n && cls[Int(p[i])] & LexerChars.hexDigit != 0 }

  /// Skips `[0-9_]*`.
  @inline(__always)
  func skipDigits(_ from: Int) -> Int {
    var i = from
    while i < n && (p[i] &- 0x30 < 10 || p[i] == 0x5F) { i += 1 }
    return i
  }

  /// A decimal integer or float, or a `0x`/`0o`/`0b` literal.
  mutating func lexNumber(_ start: Int) {
    if p[start] == 0x30 && start + 1 < n {  // 0x 0o 0b
      switch p[start + 1] {
      case 0x78:
        lexHexNumber(start)
        return
      case 0x6F:
        lexRadixNumber(start, maxDigit: 0x37)
        return
      case 0x62:
        lexRadixNumber(start, maxDigit: 0x31)
        return
      default:
        break
      }
    }
    var i = skipDigits(start)
    if i < n && p[i] == 0x2E {  // .
      if !isDigit(i + 1) || prev & PrevInfo.period != 0 {
        finishNumber(start, i, .integer)
        return
      }
    } else if i >= n || (p[i] != 0x65 && p[i] != 0x45) {  // not e/E
      finishNumber(start, skipIdentifierContinue(i), .integer)
      return
    }
    var fraction = false
    if i < n && p[i] == 0x2E {
      i = skipDigits(i + 1)
      fraction = true
    }
    if i < n && (p[i] == 0x65 || p[i] == 0x45) {
      i += 1
      if i < n && (p[i] == 0x2D || p[i] == 0x2B) { i += 1 }
      if !isDigit(i) {
        finishNumber(start, skipIdentifierContinue(i), .float)
        return
      }
      i = skipIdentifierContinue(skipDigits(i))
      finishNumber(start, i, .float)
      return
    }
    if fraction && availabilityDepth > 0 && frames.isEmpty {
      splitVersion(start, i)
      return
    }
    finishNumber(start, i, .float)
  }

  /// Emits a numeric literal ending at `end`.
  @inline(__always)
  mutating func finishNumber(_ start: Int, _ end: Int, _ kind: TokenKind) {
    pos = end
    emit(kind, start, end, 0)
  }

  /// In availability arguments Swift's parser reads `13.0` as a version: `13` `.` `0`.
  mutating func splitVersion(_ start: Int, _ end: Int) {
    var dot = start
    while p[dot] != 0x2E { dot += 1 }
    for k in start..<end where k != dot && p[k] == 0x5F {
      finishNumber(start, end, .float)  // not a plain version; keep the literal
      return
    }
    emit(.integer, start, dot, 0)
    emit(.punctuation, dot, dot + 1, PrevInfo.period)
    pos = end
    emit(.integer, dot + 1, end, 0)
  }

  /// `0o…` and `0b…`: digits up to `maxDigit` and `_`.
  mutating func lexRadixNumber(_ start: Int, maxDigit: UInt8) {
    var i = start + 2
    if i < n && (p[i] < 0x30 || p[i] > maxDigit) {
      finishNumber(start, skipIdentifierContinue(i), .integer)
      return
    }
    while i < n && ((p[i] >= 0x30 && p[i] <= maxDigit) || p[i] == 0x5F) { i += 1 }
    finishNumber(start, skipIdentifierContinue(i), .integer)
  }

  /// `0x…`, including hexadecimal floats `0x1.8p3`.
  mutating func lexHexNumber(_ start: Int) {
    var i = start + 2
    guard i < n else {
      finishNumber(start, i, .integer)
      return
    }
    guard isHexDigit(i) else {
      finishNumber(start, skipIdentifierContinue(i), .integer)
      return
    }
    while i < n && (cls[Int(p[i])] & LexerChars.hexDigit != 0 || p[i] == 0x5F) { i += 1 }
    if i >= n || (p[i] != 0x2E && p[i] != 0x70 && p[i] != 0x50) {
      finishNumber(start, skipIdentifierContinue(i), .integer)
      return
    }
    var dot = -1
    if p[i] == 0x2E {
      dot = i
      i += 1
      if i < n && !isHexDigit(i) {
        finishNumber(start, dot, .integer)
        return
      }
      while i < n && (cls[Int(p[i])] & LexerChars.hexDigit != 0 || p[i] == 0x5F) { i += 1 }
      if i >= n || (p[i] != 0x70 && p[i] != 0x50) {
        if i + 1 < n && !isDigit(i + 1) {
          finishNumber(start, dot, .integer)  // 0xff.description
        } else {
          finishNumber(start, i, .integer)
        }
        return
      }
    }
    i += 1  // p or P
    var signed = false
    if i < n && (p[i] == 0x2B || p[i] == 0x2D) {
      i += 1
      signed = true
    }
    if i < n && !isDigit(i) {
      if dot >= 0 && !signed && dot + 1 < n && !isDigit(dot + 1) {
        finishNumber(start, dot, .integer)  // 0xff.fp
        return
      }
      finishNumber(start, skipIdentifierContinue(i), .float)
      return
    }
    finishNumber(start, skipIdentifierContinue(skipDigits(i)), .float)
  }
}
