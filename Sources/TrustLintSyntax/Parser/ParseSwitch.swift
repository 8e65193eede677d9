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
    var blocks: [TokenIndex: IfConfigCaseBlock] = [:]
    parseCases(into: &cases, inIfConfig: false, clauses: &clauses, blocks: &blocks)
    let rbrace = closeBrace()
    return SwitchStmt(
      switchToken: switchToken, label: label, subject: subject, cases: cases, rbrace: rbrace, ifConfigBlocks: blocks)
  }

  /// Case labels with their bodies, up to `}` (or, inside an `#if` clause, its next directive).
  /// `clauses`: the `#if` clauses around the cases being parsed, outermost first; `blocks`
  /// collects how each `#if` block of cases is compiled.
  mutating func parseCases(
    into cases: inout [SwitchCase], inIfConfig: Bool, clauses: inout [IfConfigClauseRef],
    blocks: inout [TokenIndex: IfConfigCaseBlock]
  ) {
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
        var condition = consumeRestOfLine()
        var isElse = false
        var clause = 0
        // Whether some clause before this one is compiled by a Swift 6 compiler.
        var keptBefore = false
        // Where the cases of an `#else` start when every clause before it is parked.
        var onlyElseFrom: Int?
        // The clauses some build compiles, and whether every build compiles one of them.
        var compiled: [Int] = []
        var complete = false
        // The block's one condition (`#if DEBUG`, perhaps with an `#else`), as the analyses
        // relate blocks of the same condition.
        let single = reading(of: condition) == .alternative ? conditionKey(condition) : nil
        var conditions = 1
        while true {
          let ref = IfConfigClauseRef(block: block, clause: clause)
          let reading = isElse ? ClauseReading.alternative : self.reading(of: condition)
          if reading == .skippedUnparsed {
            // As around statements (`parseIfConfig`): never compiled.
            skipVersionClause()
          } else if reading == .parked {
            // `#if false` cases are parked code, as around statements: no alternative build.
            var parked: [SwitchCase] = []
            clauses.append(ref)
            parseCases(into: &parked, inIfConfig: true, clauses: &clauses, blocks: &blocks)
            clauses.removeLast()
          } else {
            // `#if swift(>=5.9)` / `#if true`: the clauses after it are never compiled, so it is
            // taken in every build the clauses before it leave, as an `#else` is.
            let alwaysTrue = reading == .always
            if (isElse || alwaysTrue) && !keptBefore { onlyElseFrom = cases.count }
            keptBefore = true
            compiled.append(clause)
            complete = complete || isElse || alwaysTrue
            clauses.append(ref)
            parseCases(into: &cases, inIfConfig: true, clauses: &clauses, blocks: &blocks)
            clauses.removeLast()
            if alwaysTrue {
              skipRemainingClauses()
              break
            }
          }
          clause += 1
          if cur == .dElseif {
            advance()
            condition = consumeRestOfLine()
            conditions += 1
          } else if cur == .dElse {
            advance()
            isElse = true
          } else {
            break
          }
        }
        if let from = onlyElseFrom {
          // Every other clause is parked: the `#else` cases are compiled in every build.
          for k in from..<cases.count { cases[k] = cases[k].outside(block: block) }
        } else {
          let key = conditions == 1 ? single : nil
          blocks[block] = IfConfigCaseBlock(
            clauses: compiled, isComplete: complete, condition: key?.text, positive: key?.positive ?? true)
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
      let reading = code(Int(directive)) == .dElse ? ClauseReading.alternative : self.reading(of: condition)
      if reading == .skippedUnparsed {
        // Parked like `#if false`, but not parsed (it may hold another version's syntax, or a
        // stray brace).
        skipVersionClause()
        if parkedAt == nil { parkedAt = (directive, condition) }
        if cur == .dElseif || cur == .dElse { continue }
        break
      }
      let body = parseStmtList(ListEnd(atBrace: true, atCase: false, atDirective: true))
      if reading == .always {
        // `#if swift(>=5.9)` / `#if true`: every Swift 6 build compiles this clause where the
        // clauses before it are not taken; the clauses after it never (as an `#else` would be).
        clauses.append(IfConfig.Clause(directiveToken: directive, condition: nil, body: body))
        skipRemainingClauses()
        break
      }
      if reading == .parked {
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
    markDevelopmentClauses(clauses)
    return IfConfig(clauses: clauses, endToken: endToken)
  }

  /// How a Swift 6 compiler reads an `#if`/`#elseif` clause.
  enum ClauseReading {
    /// `compiler(<6)`, `swift(<5.9)`: never compiled, and skipped without being parsed.
    case skippedUnparsed
    /// `false`, `!canImport(TrustInsights)`, `os(macOS)`: never compiled where the rules look;
    /// parsed (a team parks old code there).
    case parked
    /// `true`, `compiler(>=6)`, `swift(>=5.9)`, `canImport(TrustInsights)`, `os(iOS)`: compiled
    /// wherever the clauses before it are not, and the clauses after it never.
    case always
    /// Any other condition: one alternative build (an `#else` is one too).
    case alternative
  }

  /// How a Swift 6 compiler reads the clause of an `#if`/`#elseif` with `condition`.
  ///
  /// `canImport(TrustInsights)` is read as always true and `!canImport(TrustInsights)` as
  /// `false`: wherever an evaluation, an evaluator or an insight value exists, the framework
  /// is imported, so the builds without it hold none of the code the rules check (their
  /// clauses are the stubs and fallbacks of apps built with older SDKs).
  func reading(of condition: (first: TokenIndex, last: TokenIndex)?) -> ClauseReading {
    guard let c = condition else { return .alternative }
    if isOlderVersionCheck(c) { return .skippedUnparsed }
    if c.first == c.last, code(Int(c.first)) == .kFalse { return .parked }
    if isFrameworkImportCheck(c, negated: true) { return .parked }
    if isFrameworkImportCheck(c, negated: false) { return .always }
    if let platform = platformReading(of: c) { return platform }
    return isAlwaysTrueCondition(c) ? .always : .alternative
  }

  /// The text of an `#if` condition without whitespace, a leading `!` on one name or call
  /// (`!DEBUG`, `!os(iOS)`) taken off as `positive: false`.
  func conditionKey(_ c: (first: TokenIndex, last: TokenIndex)?) -> (text: String, positive: Bool)? {
    guard let c else { return nil }
    var text = (Int(c.first)...Int(c.last)).map { self.text($0) }.joined()
    var positive = true
    if text.hasPrefix("!"), Self.isOneOperand(text.dropFirst()) {
      positive = false
      text.removeFirst()
    }
    return text.isEmpty ? nil : (text, positive)
  }

  /// Whether `text` is one name (`DEBUG`) or one name with one argument list
  /// (`targetEnvironment(simulator)`): what a leading `!` negates as a whole.
  private static func isOneOperand(_ text: Substring) -> Bool {
    guard let open = text.firstIndex(of: "(") else {
      return !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    let name = text[..<open]
    let rest = text[text.index(after: open)...]
    return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && rest.hasSuffix(")")
      && !rest.dropLast().contains { $0 == "(" || $0 == ")" || $0 == "&" || $0 == "|" }
  }

  /// Whether the condition is exactly `canImport(TrustInsights)` (`negated`: with a `!` before).
  func isFrameworkImportCheck(_ c: (first: TokenIndex, last: TokenIndex), negated: Bool) -> Bool {
    var first = Int(c.first)
    if negated {
      guard isText(first, "!") else { return false }
      first += 1
    }
    return Int(c.last) == first + 3 && isText(first, "canImport") && code(first + 1) == .lparen
      && isText(first + 2, "TrustInsights") && code(first + 3) == .rparen
  }

  /// Whether an `#if`/`#elseif` condition is exactly `compiler(<V)` with V at most 6.0, or
  /// `swift(<V)` with V at most 5.10: false for every Swift 6 compiler, in the Swift 5 and 6
  /// language modes (Swift 4 mode, where `swift(<5)` holds, is not considered).
  func isOlderVersionCheck(_ c: (first: TokenIndex, last: TokenIndex)) -> Bool {
    versionCheck(c, atLeast: false)
  }

  /// Whether an `#if`/`#elseif` condition holds for every Swift 6 compiler in the Swift 5 and 6
  /// language modes: `true`, `compiler(>=V)` with V at most 6.0, or `swift(>=V)` with V at most
  /// 5.10. The clauses after such a clause are read only by an older compiler, or never.
  func isAlwaysTrueCondition(_ c: (first: TokenIndex, last: TokenIndex)) -> Bool {
    if c.first == c.last { return code(Int(c.first)) == .kTrue }
    return versionCheck(c, atLeast: true)
  }

  /// Whether the condition is exactly `compiler(<V)` (`atLeast`: `compiler(>=V)`) with V at most
  /// 6.0, or the same with `swift` and V at most 5.10.
  private func versionCheck(_ c: (first: TokenIndex, last: TokenIndex), atLeast: Bool) -> Bool {
    let first = Int(c.first)
    let last = Int(c.last)
    guard last >= first + 4, code(first + 1) == .lparen, code(last) == .rparen else { return false }
    var versionStart = first + 3
    if !atLeast {
      guard isText(first + 2, "<") else { return false }
    } else if !isText(first + 2, ">=") {
      // The parser's tokens split `>=` in two (`>` `=`, as in generic arguments): read as one.
      guard isText(first + 2, ">"), isText(first + 3, "="), toks[first + 2].end == toks[first + 3].start
      else { return false }
      versionStart = first + 4
    }
    guard versionStart < last else { return false }
    let limit: [Int]
    if isText(first, "compiler") {
      limit = [6, 0]
    } else if isText(first, "swift") {
      limit = [5, 10]
    } else {
      return false
    }
    let version = string(Int(toks[versionStart].start), Int(toks[last - 1].end))
    let parts = version.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.count <= 5, parts.allSatisfy({ $0 != nil }) else { return false }
    let numbers = parts.map { $0 ?? 0 }
    for i in 0..<max(numbers.count, limit.count) {
      let a = i < numbers.count ? numbers[i] : 0
      let b = i < limit.count ? limit[i] : 0
      if a != b { return a < b }
    }
    return true
  }

  /// Skips the clauses after the current directive's clause (`#elseif …` and `#else`) up to the
  /// block's `#endif`, leaving it current: they follow a clause every build compiles.
  mutating func skipRemainingClauses() {
    while cur == .dElseif || cur == .dElse {
      let isElseif = cur == .dElseif
      advance()
      if isElseif { _ = consumeRestOfLine() }
      skipVersionClause()
    }
  }

  /// Skips the tokens of an `#if` clause up to its `#elseif`, `#else` or `#endif` (nested
  /// `#if` blocks included), leaving that directive current.
  mutating func skipVersionClause() {
    var level = 0
    while !atEOF {
      switch cur {
      case .dIf: level += 1
      case .dEndif:
        if level == 0 { return }
        level -= 1
      case .dElseif, .dElse:
        if level == 0 { return }
      default: break
      }
      advance()
    }
  }
}
