/// Types, kept as normalised text (see `typeText`).
extension SyntaxParser {
  /// A type at the current token, or nil (with a diagnostic) when none starts here.
  mutating func parseType() -> TypeRef? {
    let first = pos
    guard parseTypeInner() else {
      diagnose("expected a type")
      return nil
    }
    return TypeRef(text: typeText(first, pos - 1), first: TokenIndex(first), last: lastConsumed)
  }

  /// Composition `A & B`, function types `(A) async throws -> B`, and everything in between.
  private mutating func parseTypeInner() -> Bool {
    if depth >= maxDepth {
      diagnose("type nesting too deep; skipped")
      if atEOF { return false }
      skipBalanced()
      return true
    }
    depth += 1
    defer { depth -= 1 }
    guard parseTypeUnit() else { return false }
    while cur == .amp && !atLineStart {
      advance()
      if !parseTypeUnit() { break }
    }
    // Function type: effects then `->`.
    let save = pos
    _ = parseEffects()
    if cur == .arrow {
      advance()
      return parseTypeInner()
    }
    pos = save
    return true
  }

  /// Attributes, `some`/`any`/`repeat`/`each`, a primary type and its postfixes.
  private mutating func parseTypeUnit() -> Bool {
    while true {
      if curKind == .attribute {
        _ = parseAttribute()
        continue
      }
      if let end = modifierWithArgumentEnd(pos) {
        pos = end  // `nonisolated(nonsending) () async -> Void`
        continue
      }
      switch cur {
      case .kSome, .kAny, .kEach, .kRepeat, .specifier, .kInout, .modifier:
        if isTypeStart(pos + 1) {
          advance()
          continue
        }
      default: break
      }
      break
    }
    if curKind == .operator && firstByte(pos) == UInt8(ascii: "~") {
      advance()  // `~Copyable`
    }
    switch cur {
    case .lparen:
      parseTupleTypeBody()
    case .lbracket:
      advance()
      if (curKind == .integer || isIdent(pos)) && isText(pos + 1, "of") {
        advance()  // `[3 of Int]`
        advance()
      }
      _ = parseTypeInner()
      if eat(.colon) { _ = parseTypeInner() }
      expect(.rbracket, "']'")
    default:
      guard isTypeName(pos) else { return false }
      if isModuleSelector(pos + 1) { pos += 2 }  // `TrustInsights::InsightEvaluator` names the type
      advance()
      skipTypeGenericArgs()
    }
    // Postfixes: nested names, `.Type`, `?`, `!`, `...` is left to parameter parsing.
    while !atEOF {
      if cur == .dot && isMemberName(pos + 1) {
        advance()
        advance()
        skipTypeGenericArgs()
      } else if (cur == .question || cur == .bang) && !spaceBefore(pos) {
        advance()
      } else {
        break
      }
    }
    return true
  }

  /// A token that can name a type (`Foo`, `Self`, `Any`, `_`, `Type`, `Protocol`).
  private func isTypeName(_ i: Int) -> Bool {
    switch kind(i) {
    case .identifier: return true
    case .keyword:
      switch code(i) {
      case .kSelfType, .underscore, .none, .kAny, .kClass: return true
      default: return false
      }
    default: return code(i) == .underscore
    }
  }

  /// Where the type after a modifier with one argument starts (`nonisolated(nonsending)` before
  /// a function type, Swift 6.2), or nil when `i` starts no such modifier. Without it the
  /// parenthesised argument would read as a tuple type and the function type after it would be lost.
  func modifierWithArgumentEnd(_ i: Int) -> Int? {
    guard code(i) == .modifier, code(i + 1) == .lparen, isIdent(i + 2), code(i + 3) == .rparen,
      !spaceBefore(i + 1), isTypeStart(i + 4)
    else { return nil }
    return i + 4
  }

  /// Whether a type can start at `i` (to tell `some View` from a variable named `some`).
  /// A suppressed conformance counts too (`any ~Copyable`, `some ~Copyable & ~Escapable`).
  func isTypeStart(_ i: Int) -> Bool {
    if kind(i) == .attribute || code(i) == .lparen || code(i) == .lbracket { return true }
    if kind(i) == .operator && isText(i, "~") && !newlineBefore(i) && !spaceBefore(i + 1) {
      return isTypeName(i + 1)
    }
    return isTypeName(i) && !newlineBefore(i)
  }

  /// `( label: A, _ b: B, C... )`.
  private mutating func parseTupleTypeBody() {
    advance()
    while !atEOF && cur != .rparen {
      let start = pos
      // Element labels: `name:` or `_ name:`.
      if (isIdent(pos) || curKind == .keyword) && peek() == .colon {
        advance()
        advance()
      } else if (isIdent(pos) || curKind == .keyword) && (isIdent(pos + 1) || kind(pos + 1) == .keyword)
        && peek(2) == .colon
      {
        advance()
        advance()
        advance()
      }
      _ = parseTypeInner()
      _ = eat(.ellipsis)
      if eat(.equal) { _ = parseExpr() }
      if !continueList(close: .rparen, from: start, "expected ',' or ')' in a tuple type") { break }
    }
    expect(.rparen, "')'")
  }

  /// `<A, B<C>>` after a type name (always a generic list in type position).
  private mutating func skipTypeGenericArgs() {
    guard cur == .lt else { return }
    advance()
    while !atEOF && cur != .gt {
      let start = pos
      if !eatValueGenericArgument() { _ = parseTypeInner() }
      if eat(.comma) { continue }
      if cur == .gt { break }
      diagnose("expected '>' to close the generic argument list")
      recoverInList(close: .gt)
      if !eat(.comma) { break }
      if pos == start { advance() }
    }
    _ = eat(.gt)
  }

  /// An integer generic argument or same-value requirement (`InlineArray<4, Int>`,
  /// `Vector<-2, Int>`, `where N == 2`, SE-0452): consumed when present.
  mutating func eatValueGenericArgument() -> Bool {
    if curKind == .integer {
      advance()
      return true
    }
    if curKind == .operator && isText(pos, "-") && kind(pos + 1) == .integer && !spaceBefore(pos + 1) {
      advance()
      advance()
      return true
    }
    return false
  }

  /// The text of tokens `first...last` without whitespace or comments; a single space is kept
  /// between two word tokens (`some View`, `any Error`) so that words do not run together.
  /// A module selector is left out (`TrustInsights::InsightEvaluation<…>` reads as
  /// `InsightEvaluation<…>`), as the name after it is the one the program means.
  func typeText(_ first: Int, _ last: Int) -> String {
    guard first <= last, last <= eofIndex else { return "" }
    var out: [UInt8] = []
    out.reserveCapacity(Int(toks[last].end - toks[first].start))
    var prevWord = false
    var skipUntil = first
    for i in first...last {
      if i < skipUntil { continue }
      if i + 1 < last && kind(i) == .identifier && isModuleSelector(i + 1) {
        skipUntil = i + 2
        continue
      }
      let t = toks[i]
      if t.end == t.start { continue }
      var start = Int(t.start)
      var end = Int(t.end)
      // `` `InsightEvaluator` `` is the name `InsightEvaluator` (as `name(_:)` reads it): the
      // text drops the backticks, or a backticked type would match no alias or framework type.
      if kind(i) == .identifier, end - start >= 3, bytes[start] == 96, bytes[end - 1] == 96 {
        start += 1
        end -= 1
      }
      let startsWord = Self.isWordByte(bytes[start])
      if prevWord && startsWord { out.append(32) }
      out.append(contentsOf: bytes[start..<end])
      prevWord = Self.isWordByte(bytes[end - 1])
    }
    return String(decoding: out, as: UTF8.self)
  }

  @inline(__always) static func isWordByte(_ b: UInt8) -> Bool {
    (b >= 97 && b <= 122) || (b >= 65 && b <= 90) || (b >= 48 && b <= 57) || b == 95 || b == 36 || b == 96 || b >= 128
  }
}
