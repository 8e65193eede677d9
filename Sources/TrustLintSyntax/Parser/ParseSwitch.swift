/// `switch` statements (with `#if` around cases flattened) and `#if` blocks.
extension SyntaxParser {
  /// `switch subject { cases }`.
  mutating func parseSwitch(label: Name?) -> SwitchStmt {
    let switchToken = advance()
    let saved = noTrailingClosure
    noTrailingClosure = true
    let subject = parseExpr()
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    var cases: [SwitchCase] = []
    guard cur == .lbrace else {
      diagnose("expected '{' after the switch subject")
      return SwitchStmt(switchToken: switchToken, label: label, subject: subject, cases: [], rbrace: tokIndex)
    }
    advance()
    var clauses: [IfConfigClauseRef] = []
    parseCases(into: &cases, inIfConfig: false, clauses: &clauses)
    let rbrace = closeBrace()
    return SwitchStmt(switchToken: switchToken, label: label, subject: subject, cases: cases, rbrace: rbrace)
  }

  /// Case labels with their bodies, up to `}` (or, inside an `#if` clause, its next directive).
  /// `clauses`: the `#if` clauses around the cases being parsed, outermost first.
  mutating func parseCases(into cases: inout [SwitchCase], inIfConfig: Bool, clauses: inout [IfConfigClauseRef]) {
    while !atEOF && cur != .rbrace {
      let c = cur
      if c == .kCase || c == .kDefault || (curKind == .attribute && isText(pos, "@unknown")) {
        cases.append(parseCase(ifConfigClauses: clauses))
        continue
      }
      if c == .dIf {
        if depth >= maxDepth {
          diagnose("nesting too deep; skipped")
          _ = skipStatementRegion()
          continue
        }
        depth += 1
        let block = advance()
        _ = consumeRestOfLine()
        var clause = 0
        while true {
          clauses.append(IfConfigClauseRef(block: block, clause: clause))
          parseCases(into: &cases, inIfConfig: true, clauses: &clauses)
          clauses.removeLast()
          clause += 1
          if cur == .dElseif {
            advance()
            _ = consumeRestOfLine()
          } else if cur == .dElse {
            advance()
          } else {
            break
          }
        }
        depth -= 1
        if cur == .dEndif { advance() } else { diagnose("expected '#endif'") }
        continue
      }
      if c == .dElseif || c == .dElse || c == .dEndif {
        if inIfConfig { return }
        diagnose("'#if' clause without '#if'")
        advance()
        continue
      }
      if !diagnostics.isEmpty && atColumnOneDeclaration() { return }
      // Statements before the first case label: kept nowhere, reported.
      diagnose("expected 'case' or 'default' in a switch")
      let start = pos
      _ = parseStmtList(.caseBody)
      if pos == start { advance() }
    }
  }

  /// One `case …:` / `default:` / `@unknown default:` and its body.
  mutating func parseCase(ifConfigClauses: [IfConfigClauseRef] = []) -> SwitchCase {
    var isUnknown = false
    if curKind == .attribute {
      isUnknown = true
      advance()
    }
    let keywordToken = tokIndex
    var kind = SwitchCase.Kind.default
    if cur == .kDefault {
      advance()
    } else if cur == .kCase {
      advance()
      var items: [CaseItem] = []
      while !atEOF {
        let start = pos
        let pattern = parsePattern(binding: false)
        let whereClause = eat(.kWhere) ? parseExpr() : nil
        items.append(CaseItem(pattern: pattern, whereClause: whereClause))
        if !continueList(close: .colon, from: start, "expected ':' after the case pattern") { break }
      }
      kind = .patterns(items)
    } else {
      diagnose("expected 'default' or 'case' after '@unknown'")
    }
    expect(.colon, "':'")
    let body = parseStmtList(.caseBody)
    return SwitchCase(
      kind: kind, isUnknown: isUnknown, keywordToken: keywordToken, body: body, ifConfigClauses: ifConfigClauses)
  }

  /// `#if cond … #elseif cond … #else … #endif` around statements or members.
  mutating func parseIfConfig() -> IfConfig {
    var clauses: [IfConfig.Clause] = []
    var parkedAt: (TokenIndex, (first: TokenIndex, last: TokenIndex)?)?
    while true {
      let directive = advance()
      let condition = code(Int(directive)) == .dElse ? nil : consumeRestOfLine()
      let body = parseStmtList(ListEnd(atBrace: true, atCase: false, atDirective: true))
      if let c = condition, c.first == c.last, code(Int(c.first)) == .kFalse {
        // `#if false` / `#elseif false` is never compiled: a team parks old code there. Its
        // clause is no alternative path (its parked reports are neither a second report nor a
        // leak's cover, its `.unknown` handling no finding); an `#else` after it is then the
        // only clause, taken on every path.
        if parkedAt == nil { parkedAt = (directive, condition) }
      } else {
        clauses.append(IfConfig.Clause(directiveToken: directive, condition: condition, body: body))
      }
      if cur == .dElseif || cur == .dElse { continue }
      break
    }
    if clauses.isEmpty, let (directive, condition) = parkedAt {
      // Nothing but parked code: one empty clause keeps the block (and the path past it).
      clauses.append(IfConfig.Clause(directiveToken: directive, condition: condition, body: []))
    }
    let endToken: TokenIndex
    if cur == .dEndif {
      endToken = advance()
    } else {
      diagnose("expected '#endif'")
      endToken = tokIndex
    }
    return IfConfig(clauses: clauses, endToken: endToken)
  }
}
