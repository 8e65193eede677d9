/// Closure expressions: `{ [captures] (params) async throws -> T in body }`.
extension SyntaxParser {
  /// At `{`: a closure with its optional signature (`[captures] (params) async throws -> T in`) and body.
  mutating func parseClosure() -> ClosureExpr {
    let lbrace = advance()
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    var captures: [Name] = []
    var captureValues: [Expr?] = []
    var params: [Parameter] = []
    var resultType: TypeRef?
    var effects: (isAsync: Bool, isThrows: Bool, thrownType: String?) = (false, false, nil)
    if closureHasSignature(pos) {
      while curKind == .attribute { _ = parseAttribute() }
      if cur == .lbracket { (captures, captureValues) = parseCaptureList() }
      if cur == .lparen {
        params = parseClosureParams()
      } else {
        while isIdent(pos) || cur == .underscore {
          let n = name(pos)
          advance()
          params.append(
            Parameter(
              label: nil, name: n, type: nil, defaultValue: nil, isInout: false, isVariadic: false, isEscaping: false)
          )
          if !eat(.comma) { break }
        }
      }
      effects = parseEffects()
      if eat(.arrow) { resultType = parseType() }
      if !eat(.kIn) {
        diagnose("expected 'in' after the closure signature")
        while !atEOF && cur != .kIn && cur != .rbrace && !atLineStart { advance() }
        _ = eat(.kIn)
      }
    }
    let body = parseStmtList(.block)
    let rbrace = closeBrace()
    return ClosureExpr(
      lbrace: lbrace, rbrace: rbrace, captures: captures, parameters: params, resultType: resultType,
      isAsync: effects.isAsync, isThrows: effects.isThrows, thrownType: effects.thrownType, body: body,
      captureValues: captureValues)
  }

  /// `[weak self, unowned x, y = z]`: the captured names (the left name of `y = z`), and beside
  /// each the expression it is initialized from (`z`; nil for a plain capture), so that the
  /// analysis reads `[p = pending]` as `let p = pending` (probes-ei p30, p31).
  private mutating func parseCaptureList() -> (names: [Name], values: [Expr?]) {
    advance()
    var names: [Name] = []
    var values: [Expr?] = []
    while !atEOF && cur != .rbracket {
      let start = pos
      while (cur == .modifier || cur == .specifier)
        && (isIdent(pos + 1) || code(pos + 1) == .kSelf || peek() == .lparen)
      {
        advance()
        if cur == .lparen && !spaceBefore(pos) { skipBalanced() }
      }
      var named = false
      if isIdent(pos) || cur == .kSelf {
        names.append(name(pos))
        values.append(nil)
        named = true
        advance()
      }
      if eat(.equal) {
        let value = parseExpr()
        if named { values[values.count - 1] = value }
      }
      if !continueList(close: .rbracket, from: start, "expected ',' or ']' in the capture list") { break }
    }
    expect(.rbracket, "']'")
    return (names, values)
  }

  /// `(a, b: Int, _ c: String)` in a closure signature; labels are not kept (closures have none).
  private mutating func parseClosureParams() -> [Parameter] {
    advance()
    var params: [Parameter] = []
    while !atEOF && cur != .rparen {
      let start = pos
      while curKind == .attribute { _ = parseAttribute() }
      if isIdent(pos) || curKind == .keyword {
        var n = name(pos)
        advance()
        if (isIdent(pos) || curKind == .keyword) && cur != .colon {
          n = name(pos)
          advance()
        }
        var type: TypeRef?
        var isInout = false
        var isVariadic = false
        if eat(.colon) {
          while cur == .kInout || cur == .specifier {
            if cur == .kInout { isInout = true }
            advance()
          }
          type = parseType()
          if cur == .ellipsis {
            isVariadic = true
            advance()
          }
        }
        params.append(
          Parameter(
            label: nil, name: n, type: type, defaultValue: nil, isInout: isInout, isVariadic: isVariadic,
            isEscaping: hasEscapingAttribute(type)))
      }
      if !continueList(close: .rparen, from: start, "expected ',' or ')' in closure parameters") { break }
    }
    expect(.rparen, "')'")
    return params
  }

  /// Whether the tokens after `{` (at `start`) form a closure signature ending in `in`. Bounded
  /// lookahead, so nested closures cannot make it quadratic.
  func closureHasSignature(_ start: Int) -> Bool {
    var j = start
    var budget = 256
    while kind(j) == .attribute { j = attributeEnd(j) }
    if code(j) == .lbracket {
      guard let e = scanBalancedLimited(j, &budget) else { return false }
      j = e + 1
    }
    if code(j) == .kIn { return true }
    if code(j) == .lparen {
      guard let e = scanBalancedLimited(j, &budget) else { return false }
      j = e + 1
    } else {
      var sawName = false
      while isIdent(j) || code(j) == .underscore {
        sawName = true
        j += 1
        if code(j) == .comma { j += 1 } else { break }
      }
      if !sawName { return false }
    }
    while budget > 0 && j < eofIndex {
      budget -= 1
      switch code(j) {
      // After a dot `in` is a member name (`$0.value.in([1, 2])`, a query builder), not the signature's end.
      case .kIn: return code(j - 1) != .dot
      case .kAsync, .kThrows, .kRethrows, .arrow, .dot, .lt, .gt, .question, .bang, .amp, .comma, .colon,
        .kSome, .kAny, .kSelfType, .ellipsis:
        j += 1
      case .lparen, .lbracket:
        guard let e = scanBalancedLimited(j, &budget) else { return false }
        j = e + 1
      default:
        if isIdent(j) || kind(j) == .attribute || (kind(j) == .keyword && code(j) == .none) {
          j += 1
        } else {
          return false
        }
      }
    }
    return false
  }

  /// `scanBalanced` with a shared token budget; nil when the budget runs out or a `{`/`}` intervenes.
  func scanBalancedLimited(_ i: Int, _ budget: inout Int) -> Int? {
    var level = 0
    var j = i
    while j < eofIndex && budget > 0 {
      budget -= 1
      let c = codes[j]
      if c == .lbrace || c == .rbrace { return nil }
      if Self.isOpener(c) {
        level += 1
      } else if Self.isCloser(c) {
        level -= 1
        if level == 0 { return j }
      }
      j += 1
    }
    return nil
  }
}
