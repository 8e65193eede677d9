/// Loops, `do`/`catch`, and the condition-list helper for closures called in place.
extension SyntaxParser {
  /// At `{`: whether the matching `}` is directly followed by `(` or `.` on its line. Bounded
  /// lookahead (a longer closure reads as a body).
  func closureCalledInPlace(_ i: Int) -> Bool {
    var level = 0
    var j = i
    var budget = 4096
    while j < eofIndex && budget > 0 {
      budget -= 1
      let c = codes[j]
      if Self.isOpener(c) {
        level += 1
      } else if Self.isCloser(c) {
        level -= 1
        if level == 0 {
          let next = code(j + 1)
          return (next == .lparen || next == .dot) && !newlineBefore(j + 1)
        }
      }
      j += 1
    }
    return false
  }

  /// `for [try] [await] [case] pattern in sequence [where cond] { }`.
  mutating func parseForIn(label: Name?) -> ForInStmt {
    let forToken = advance()
    let saved = noTrailingClosure
    noTrailingClosure = true
    var isTry = false
    var isAwait = false
    if cur == .kTry {
      isTry = true
      advance()
    }
    if cur == .kAwait {
      isAwait = true
      advance()
    }
    let pattern: Pattern
    if cur == .kCase {
      advance()
      pattern = parsePattern(binding: false)
    } else {
      pattern = parsePattern(binding: true)
    }
    let elementType = eat(.colon) ? parseType() : nil
    expect(.kIn, "'in'")
    let sequence = parseExpr()
    let whereClause = eat(.kWhere) ? parseExpr() : nil
    noTrailingClosure = saved
    return ForInStmt(
      forToken: forToken, label: label, isAwait: isAwait, isTry: isTry, pattern: pattern,
      elementType: elementType, sequence: sequence, whereClause: whereClause, body: parseBlock())
  }

  /// `while conditions { }`.
  mutating func parseWhile(label: Name?) -> WhileStmt {
    let whileToken = advance()
    let conditions = parseConditions(endsAt: .lbrace)
    return WhileStmt(whileToken: whileToken, label: label, conditions: conditions, body: parseBlock())
  }

  /// `repeat { } while cond`.
  mutating func parseRepeat(label: Name?) -> RepeatWhileStmt {
    let repeatToken = advance()
    let body = parseBlock()
    expect(.kWhile, "'while'")
    // No body follows the condition: it may end in a trailing closure (`while xs.contains { … }`).
    let saved = noTrailingClosure
    noTrailingClosure = false
    let condition = parseExpr()
    noTrailingClosure = saved
    return RepeatWhileStmt(repeatToken: repeatToken, label: label, body: body, condition: condition)
  }

  /// `do [throws(E)] { } catch … { }`; `catch where cond` binds `error` as a bare `catch` does.
  mutating func parseDo(label: Name?) -> DoStmt {
    let doToken = advance()
    var thrownType: TypeRef?
    if cur == .kThrows {
      advance()
      if cur == .lparen {
        advance()
        thrownType = parseType()
        expect(.rparen, "')'")
      }
    }
    let body = parseBlock()
    var catches: [CatchClause] = []
    while cur == .kCatch {
      let catchToken = advance()
      let saved = noTrailingClosure
      noTrailingClosure = true
      var items: [CaseItem] = []
      while !atEOF && cur != .lbrace {
        let start = pos
        // `catch where cond` binds `error` implicitly, as a bare `catch` does.
        let pattern =
          cur == .kWhere ? .binding(Name(text: "error", token: catchToken)) : parsePattern(binding: false)
        let whereClause = eat(.kWhere) ? parseExpr() : nil
        items.append(CaseItem(pattern: pattern, whereClause: whereClause))
        if eat(.comma) { continue }
        if pos == start || cur != .lbrace {
          diagnose("expected '{' after the catch pattern")
          recoverInList(close: .lbrace)
          if !eat(.comma) { break }
        }
      }
      noTrailingClosure = saved
      catches.append(CatchClause(catchToken: catchToken, items: items, body: parseBlock()))
    }
    return DoStmt(doToken: doToken, label: label, thrownType: thrownType, body: body, catches: catches)
  }
}
