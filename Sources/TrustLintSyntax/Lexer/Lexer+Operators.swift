/// Operators: maximal munch of operator characters, then Swift's adjustments
/// (a comment start or a regex literal inside the run, `->`, `=`, postfix `?`,
/// prefix `&`) and the `>` splitting described on `Lexer`.
extension Scanner {
  /// Swift's "left-bound": no whitespace, opening bracket or separator before `i`.
  @inline(__always)
  func isLeftBound(_ i: Int) -> Bool {
    if i == 0 { return false }
    switch p[i - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x28, 0x5B, 0x7B, 0x2C, 0x3B, 0x3A, 0x00:
      return false
    case 0x2F:  // the end of a block comment counts as whitespace
      return !(i >= 2 && p[i - 2] == 0x2A)
    case 0xA0:  // the end of a non-breaking space
      return !(i >= 2 && p[i - 2] == 0xC2)
    default:
      return true
    }
  }

  /// Swift's "right-bound": no whitespace, closing bracket or separator at `i`.
  @inline(__always)
  func isRightBound(_ i: Int, leftBound: Bool) -> Bool {
    guard i < n else { return false }
    switch p[i] {
    case 0x20, 0x0D, 0x0A, 0x09, 0x29, 0x5D, 0x7D, 0x2C, 0x3B, 0x3A, 0x00:
      return false
    case 0x2E:
      return !leftBound
    case 0x2F:
      return !(i + 1 < n && (p[i + 1] == 0x2F || p[i + 1] == 0x2A))
    case 0xC2:
      return !(i + 1 < n && p[i + 1] == 0xA0)
    default:
      return true
    }
  }

  /// The end of the operator run starting at `start`.
  mutating func operatorRunEnd(_ start: Int) -> Int {
    let dotted = p[start] == 0x2E
    var i = start + LexerChars.decode(p, start, n).length
    while i < n {
      let b = p[i]
      if b < 0x80 {
        if cls[Int(b)] & LexerChars.operatorChar == 0 { break }
        if b == 0x2E && !dotted { break }
        if b == 0x3C && i + 1 < n && p[i + 1] == 0x23 && placeholderEndsOnLine(i + 2) { break }
        i += 1
      } else {
        let (c, length) = LexerChars.decode(p, i, n)
        if c == LexerChars.invalid || !LexerChars.isOperatorContinue(c) { break }
        i += length
      }
    }
    return i
  }

  /// Whether `#>` follows on the same line. The answer holds for every start up
  /// to where the scan stopped, so it is remembered: a line full of `<#` stays linear.
  mutating func placeholderEndsOnLine(_ from: Int) -> Bool {
    if from >= placeholderScan.from && from <= placeholderScan.stop { return placeholderScan.found }
    var i = from
    while i + 1 < n && p[i] != 0x0A && p[i] != 0x0D {
      if p[i] == 0x23 && p[i + 1] == 0x3E { break }
      i += 1
    }
    let found = i + 1 < n && p[i] == 0x23 && p[i + 1] == 0x3E
    placeholderScan = (from, i, found)
    return found
  }

  /// An operator run, or a regex literal that starts inside it.
  mutating func lexOperator(_ start: Int, preferRegex: Bool) {
    let runEnd = operatorRunEnd(start)
    var slash = start
    while slash < runEnd && p[slash] != 0x2F { slash += 1 }
    if slash < runEnd && lexRegexInOperator(start, runEnd, slash, preferRegex: preferRegex) { return }
    var end = runEnd
    if runEnd - start > 2 {
      var k = start + 1
      while k < runEnd {
        if p[k] == 0x2F && k + 1 < n && (p[k + 1] == 0x2F || p[k + 1] == 0x2A) {
          end = k
          break
        }
        k += 1
      }
    }
    emitOperator(start, end)
  }

  /// Classifies and emits the operator `[start, end)`.
  mutating func emitOperator(_ start: Int, _ end: Int) {
    pos = end
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, leftBound: leftBound)
    let length = end - start
    let first = p[start]
    if length == 1 {
      switch first {
      case 0x3D:  // =
        emit(.punctuation, start, end, PrevInfo.regexOK)
        return
      case 0x26 where !leftBound && rightBound:  // prefix &
        emit(.punctuation, start, end, PrevInfo.regexOK)
        return
      case 0x2E:
        emit(.punctuation, start, end, PrevInfo.period)
        return
      case 0x3F:
        emit(.punctuation, start, end, leftBound ? 0 : PrevInfo.regexOK)
        return
      default:
        break
      }
    } else if length == 2 {
      if first == 0x2D && p[start + 1] == 0x3E {  // ->
        emit(.punctuation, start, end, 0)
        return
      }
      if first == 0x2A && p[start + 1] == 0x2F {  // */ outside a comment
        emit(.error, start, end, PrevInfo.regexOK)
        return
      }
    } else if containsCommentEnd(start, end) {
      emit(.error, start, end, PrevInfo.regexOK)
      return
    }
    let info: UInt8 = leftBound == rightBound ? PrevInfo.regexOK : (leftBound ? 0 : PrevInfo.regexOK)
    if first == 0x3E && length >= 2 && splitClosingAngles(start, end, info, leftBound: leftBound) { return }
    if first == 0x2E && length >= 2 && keyPathBefore && splitKeyPathRun(start, end) { return }
    if prevKeyword == Keyword.func.rawValue && length >= 2 && p[end - 1] == 0x3C && isIdentifierStart(at: end) {
      // `func ==<T>`: the `<` opens the generic parameter list.
      emit(.operator, start, end - 1, 0)
      emit(.operator, end - 1, end, PrevInfo.regexOK)
      return
    }
    if length == 2 && first == 0x3C && p[start + 1] == 0x2D && leftBound && opensValueGenericList(start) {
      // `Vector<-2, Int>`: `<` opens the generic list, `-` is the value's sign.
      emit(.operator, start, start + 1, PrevInfo.regexOK)
      emit(.operator, start + 1, end, PrevInfo.regexOK)
      return
    }
    emit(.operator, start, end, info)
  }

  /// Whether `*/` occurs in `[start, end)`.
  func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
    var k = start
    while k + 1 < end {
      if p[k] == 0x2A && p[k + 1] == 0x2F { return true }
      k += 1
    }
    return false
  }

  /// `>>`, `>?`, `>?>`, `>>!` … close generic argument lists: one token per `>`,
  /// with the postfix `?` and `!` between them as their own tokens. A run of
  /// only `>` is split when attached to the previous token (`a >> b` is a shift)
  /// or when it stands alone on its line, where a shift has no right operand (the end of
  /// a multi-line `Dictionary<String, Array<Int` … `>>`); one with `?` or `!` always
  /// (`>?` on a line of its own ends a multi-line list).
  mutating func splitClosingAngles(_ start: Int, _ end: Int, _ info: UInt8, leftBound: Bool) -> Bool {
    var postfix = false
    for k in start..<end {
      let c = p[k]
      if c == 0x3F || c == 0x21 {
        postfix = true
      } else if c != 0x3E {
        return false
      }
    }
    guard leftBound || postfix || aloneOnLine(start, end) else { return false }
    for k in start..<end {
      if p[k] == 0x3E {
        emit(.operator, k, k + 1, info)
      } else {
        emit(.punctuation, k, k + 1, 0)
      }
    }
    return true
  }

  /// Whether only spaces and tabs stand between `[start, end)` and the line breaks (or the
  /// file's ends) around it.
  func aloneOnLine(_ start: Int, _ end: Int) -> Bool {
    var k = start - 1
    while k >= 0 && (p[k] == 0x20 || p[k] == 0x09) { k -= 1 }
    if k >= 0 && p[k] != 0x0A && p[k] != 0x0D { return false }
    k = end
    while k < n && (p[k] == 0x20 || p[k] == 0x09) { k += 1 }
    return k == n || p[k] == 0x0A || p[k] == 0x0D
  }

  /// `.?` and `.!` runs in a key path (`\.?.name`, `\Model?.?`): Swift's parser
  /// reads them as `.` `?` `.`.
  mutating func splitKeyPathRun(_ start: Int, _ end: Int) -> Bool {
    var postfix = false
    for k in start..<end {
      let c = p[k]
      if c == 0x3F || c == 0x21 {
        postfix = true
      } else if c != 0x2E {
        return false
      }
    }
    guard postfix else { return false }
    for k in start..<end { emit(.punctuation, k, k + 1, p[k] == 0x2E ? PrevInfo.period : 0) }
    keyPath = true
    return true
  }

  /// Tries a regex literal at the first `/` of an operator run, as Swift does.
  /// Emits the operator characters before the `/` (if any) and the literal.
  mutating func lexRegexInOperator(_ start: Int, _ runEnd: Int, _ slash: Int, preferRegex: Bool) -> Bool {
    if isLeftBound(start) { return false }
    if prevKeyword == Keyword.func.rawValue || prevKeyword == Keyword.operator.rawValue { return false }
    var mustBeRegex = false
    if !isRightBound(runEnd, leftBound: false) {
      if preferRegex { mustBeRegex = true }
      if !mustBeRegex && prev & PrevInfo.regexOK == 0 { return false }
      if prev & PrevInfo.argumentStart == 0 { mustBeRegex = true }
    }
    guard let (end, terminated) = scanRegex(slash, pounds: 0, mustBeRegex: mustBeRegex) else { return false }
    if slash > start { emitOperator(start, slash) }
    pos = end
    emit(terminated ? .regex : .error, slash, end, 0)
    return true
  }
}
