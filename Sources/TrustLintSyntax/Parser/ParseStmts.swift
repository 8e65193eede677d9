/// Statement lists and statements (declarations are dispatched to `ParseDecls.swift`).
extension SyntaxParser {
  /// Where a statement list ends besides end of file.
  struct ListEnd {
    /// Ends at `}` (a block or member list); at top level a stray `}` is skipped instead.
    var atBrace: Bool
    /// Ends at `case`, `default`, `@unknown` (a switch case body).
    var atCase: Bool
    /// Ends at `#elseif`, `#else`, `#endif` (an `#if` clause or a case body that may sit in one).
    var atDirective: Bool

    /// The file's top level.
    static let topLevel = ListEnd(atBrace: false, atCase: false, atDirective: false)
    /// A `{ }` body or member list.
    static let block = ListEnd(atBrace: true, atCase: false, atDirective: false)
    /// The statements of one switch case.
    static let caseBody = ListEnd(atBrace: true, atCase: true, atDirective: true)
  }

  /// Parses statements until the list's end; always makes progress.
  mutating func parseStmtList(_ end: ListEnd) -> [Stmt] {
    let base = stmtScratch.count
    while !atEOF {
      let c = cur
      if c == .rbrace {
        if end.atBrace { break }
        diagnose("unmatched '}'")
        stmtScratch.append(.unparsed(first: tokIndex, last: tokIndex))
        advance()
        continue
      }
      if c == .semicolon {
        advance()
        continue
      }
      if c == .dElseif || c == .dElse || c == .dEndif {
        if end.atDirective { break }
        diagnose("'#if' clause without '#if'")
        stmtScratch.append(.unparsed(first: tokIndex, last: tokIndex))
        advance()
        continue
      }
      if end.atCase && atCaseLabel() { break }
      if end.atBrace && (end.atCase || !end.atDirective) && !diagnostics.isEmpty && atColumnOneDeclaration() {
        // After an error, a declaration at column 1 is taken to close the blocks left open.
        break
      }
      if c == .rparen || c == .rbracket {
        diagnose("unexpected closing bracket")
        stmtScratch.append(skipStatementRegion())
        continue
      }
      let start = pos
      let diagnosticCount = diagnostics.count
      let stmt = parseStatement()
      if pos == start {
        if diagnostics.count == diagnosticCount { diagnose("expected a statement or declaration") }
        stmtScratch.append(skipStatementRegion())
        continue
      }
      stmtScratch.append(stmt)
      if !atEOF && !atLineStart {
        switch cur {
        case .semicolon, .rbrace: break
        default:
          if end.atCase && atCaseLabel() { break }
          diagnose("expected a line break or ';' after a statement")
          stmtScratch.append(skipStatementRegion())
        }
      }
    }
    return Self.take(&stmtScratch, from: base, filler: .unparsed(first: 0, last: 0))
  }

  /// A type or function declaration whose first token is the first byte of its line.
  func atColumnOneDeclaration() -> Bool { isColumnOneDeclaration(pos) }

  /// A type or function declaration whose first token, `i`, is the first byte of its line.
  func isColumnOneDeclaration(_ i: Int) -> Bool {
    let start = Int(toks[i].start)
    guard start == 0 || bytes[start - 1] == 10 || bytes[start - 1] == 13 else { return false }
    guard let j = declIntroducer(from: i) else { return false }
    switch code(j) {
    case .kFunc, .kClass, .kStruct, .kEnum, .kProtocol, .kExtension, .kActor, .kImport: return true
    default: return false
    }
  }

  /// `case`, `default`, `@unknown`, or an `#if` whose first clause holds case labels.
  func atCaseLabel() -> Bool {
    switch cur {
    case .kCase, .kDefault: return true
    case .dIf: return ifConfigHoldsCases(pos)
    default: return curKind == .attribute && isText(pos, "@unknown")
    }
  }

  /// Whether the `#if` at `i` wraps switch cases: the first line after its condition (and any
  /// nested `#if` lines, and the `#elseif`/`#else` lines after an empty clause, as in
  /// `#if DEBUG` `#elseif STAGING` `case .c:`) starts with a case label.
  func ifConfigHoldsCases(_ i: Int) -> Bool {
    var j = i + 1
    while true {
      while j < eofIndex && !newlineBefore(j) { j += 1 }
      let c = code(j)
      if c == .dIf || c == .dElseif || c == .dElse { j += 1; continue }
      if c == .kCase || c == .kDefault { return true }
      return kind(j) == .attribute && isText(j, "@unknown")
    }
  }

  /// One statement or declaration at the current token.
  mutating func parseStatement() -> Stmt {
    if depth >= maxDepth {
      diagnose("nesting too deep; skipped")
      return skipStatementRegion()
    }
    depth += 1
    defer { depth -= 1 }
    let first = pos
    switch cur {
    case .kIf: return .ifStmt(parseIf(label: nil))
    case .kGuard: return .guardStmt(parseGuard())
    case .kSwitch: return .switchStmt(parseSwitch(label: nil))
    case .kFor: return .forIn(parseForIn(label: nil))
    case .kWhile: return .whileStmt(parseWhile(label: nil))
    case .kRepeat:
      if peek() == .lbrace { return .repeatWhile(parseRepeat(label: nil)) }
    case .kDo:
      if peek() == .lbrace || peek() == .kThrows { return .doStmt(parseDo(label: nil)) }
    case .kDefer:
      let tok = advance()
      return .deferStmt(DeferStmt(deferToken: tok, body: parseBlock()))
    case .kReturn:
      let tok = advance()
      return .returnStmt(ReturnStmt(returnToken: tok, value: atReturnValue() ? parseExpr() : nil))
    case .kThrow:
      let tok = advance()
      return .throwStmt(ThrowStmt(throwToken: tok, value: parseExpr()))
    case .kBreak, .kContinue:
      let isBreak = cur == .kBreak
      let tok = advance()
      var label: Name?
      if isIdent(pos) && !atLineStart {
        label = name(pos)
        advance()
      }
      let jump = JumpStmt(keywordToken: tok, label: label)
      return isBreak ? .breakStmt(jump) : .continueStmt(jump)
    case .kFallthrough:
      return .fallthroughStmt(advance())
    case .dIf:
      return .ifConfig(parseIfConfig())
    case .dWarning, .dError, .dSourceLocation:
      advance()
      let last = cur == .lparen ? skipBalanced() : TokenIndex(first)
      return .unparsed(first: TokenIndex(first), last: last)
    case .kCase:
      return parseDeclaration()
    default:
      break
    }
    if isIdent(pos) && peek() == .colon {
      switch peek(2) {
      case .kFor, .kWhile, .kRepeat, .kDo, .kIf, .kSwitch:
        let label = name(pos)
        advance()
        advance()
        return parseLabeled(label)
      default: break
      }
    }
    if atDeclarationStart() { return parseDeclaration() }
    return .expr(parseExpr())
  }

  /// The loop, `if`, `switch` or `do` after `label:`.
  mutating func parseLabeled(_ label: Name) -> Stmt {
    switch cur {
    case .kFor: return .forIn(parseForIn(label: label))
    case .kWhile: return .whileStmt(parseWhile(label: label))
    case .kRepeat: return .repeatWhile(parseRepeat(label: label))
    case .kDo: return .doStmt(parseDo(label: label))
    case .kIf: return .ifStmt(parseIf(label: label))
    default: return .switchStmt(parseSwitch(label: label))
    }
  }

  /// Whether `return` is followed by its value: Swift reads an expression on the same line, and
  /// one on the next line unless that line starts a statement or closes the block.
  func atReturnValue() -> Bool {
    if atEOF { return false }
    switch cur {
    case .rbrace, .semicolon, .kCase, .kDefault, .dIf, .dElseif, .dElse, .dEndif: return false
    default: break
    }
    if curKind == .attribute { return false }
    if !atLineStart { return true }
    switch cur {
    case .kLet, .kVar, .kFunc, .kReturn, .kGuard, .kFor, .kWhile, .kRepeat, .kDefer, .kThrow, .kBreak, .kContinue,
      .kFallthrough, .kImport, .kClass, .kStruct, .kEnum, .kProtocol, .kExtension, .kTypealias, .kIf, .kSwitch, .kDo:
      return false
    default:
      return !atDeclarationStart()
    }
  }

  /// `{ statements }`; a missing `{` is diagnosed and gives an empty block at the current token.
  mutating func parseBlock() -> Block {
    guard cur == .lbrace else {
      diagnose("expected '{'")
      return Block(stmts: [], lbrace: tokIndex, rbrace: tokIndex)
    }
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    let lbrace = advance()
    let stmts = parseStmtList(.block)
    let rbrace = closeBrace()
    return Block(stmts: stmts, lbrace: lbrace, rbrace: rbrace)
  }

  /// Consumes the `}` that ends a block, or diagnoses its absence (the block then ends here).
  mutating func closeBrace() -> TokenIndex {
    if cur == .rbrace { return advance() }
    diagnose("expected '}'")
    return TokenIndex(min(pos, eofIndex))
  }

  // MARK: Control flow

  /// `if conditions { } else if … else { }`; each `else if` counts toward the nesting limit.
  mutating func parseIf(label: Name?) -> IfStmt {
    let ifToken = advance()
    let conditions = parseConditions(endsAt: .lbrace)
    let then = parseBlock()
    var elseBranch: ElseBranch?
    if cur == .kElse {
      advance()
      if cur == .kIf {
        if depth >= maxDepth {
          diagnose("nesting too deep; skipped")
          let first = tokIndex
          let skipped = skipStatementRegion()
          elseBranch = .block(Block(stmts: [skipped], lbrace: first, rbrace: lastConsumed))
        } else {
          depth += 1
          elseBranch = .elseIf(parseIf(label: nil))
          depth -= 1
        }
      } else {
        elseBranch = .block(parseBlock())
      }
    }
    return IfStmt(ifToken: ifToken, label: label, conditions: conditions, then: then, elseBranch: elseBranch)
  }

  /// `guard conditions else { }`.
  mutating func parseGuard() -> GuardStmt {
    let guardToken = advance()
    let conditions = parseConditions(endsAt: .kElse)
    expect(.kElse, "'else'")
    return GuardStmt(guardToken: guardToken, conditions: conditions, elseBody: parseBlock())
  }

  /// A condition list for `if`/`guard`/`while`; `{` there starts the body.
  mutating func parseConditions(endsAt: TK) -> [Condition] {
    let saved = noTrailingClosure
    // A `guard` body follows `else`, so its conditions may end in trailing closures.
    noTrailingClosure = endsAt == .lbrace
    defer { noTrailingClosure = saved }
    var conditions: [Condition] = []
    var afterComma = false
    while !atEOF {
      // `if a, { … }() {`: after a comma, a closure called in place is a condition; otherwise
      // the comma was a trailing one (Swift 6.1) and `{` opens the body.
      if cur == endsAt && !(afterComma && endsAt == .lbrace && closureCalledInPlace(pos)) { break }
      afterComma = false
      let start = pos
      switch cur {
      case .kLet, .kVar:
        let isLet = cur == .kLet
        advance()
        let pattern = parsePattern(binding: true)
        let type = eat(.colon) ? parseType() : nil
        let initializer = eat(.equal) ? parseExpr() : nil
        conditions.append(.optionalBinding(isLet: isLet, pattern: pattern, type: type, initializer: initializer))
      case .kCase:
        let caseToken = advance()
        let pattern = parsePattern(binding: false)
        let _ = eat(.colon) ? parseType() : nil
        expect(.equal, "'=' in a 'case' condition")
        conditions.append(.casePattern(pattern: pattern, initializer: parseExpr(), caseToken: caseToken))
      case .dAvailable, .dUnavailable:
        let first = advance()
        let last = cur == .lparen ? skipBalanced() : first
        conditions.append(.availability(first: first, last: last))
      default:
        conditions.append(.expr(parseExpr()))
      }
      if cur == .comma {
        advance()
        afterComma = true
        continue
      }
      if pos == start { advance() }
      if cur != endsAt {
        diagnose("expected ',' or the end of the condition")
        recoverInList(close: endsAt)
        if !eat(.comma) { break }
      }
    }
    return conditions
  }
}
