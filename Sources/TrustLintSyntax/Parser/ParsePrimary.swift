/// Postfix chains (members, calls, subscripts, trailing closures, `?`, `!`) and primary expressions.
extension SyntaxParser {
  /// A primary expression and its postfix chain; each link counts toward the nesting limit.
  mutating func parsePostfix() -> Expr {
    let first = pos
    return parsePostfixSuffixes(parsePrimary(), first: first)
  }

  /// The member accesses, calls, subscripts and postfix operators after `base` (which starts
  /// at token `first`), up to the first token that continues no chain.
  mutating func parsePostfixSuffixes(_ base: Expr, first: Int) -> Expr {
    var e = base
    let savedDepth = depth
    defer { depth = savedDepth }
    while !atEOF {
      let c = cur
      let start = pos
      switch c {
      case .dot:
        // A `.member` continues the chain even on a new line (Swift's rule).
        guard isMemberName(pos + 1) else { return e }
        advance()
        if isModuleSelector(pos + 1) { pos += 2 }  // `spans.Swift::reduce(…)` names `reduce`
        let member = name(pos)
        advance()
        skipGenericArgsIfAny()
        e = .member(MemberExpr(base: e, name: member))
      case .question where isLeftBound(pos):
        e = .optionalChain(operand: e, questionToken: advance())
      case .bang where isLeftBound(pos):
        e = .forceUnwrap(operand: e, bangToken: advance())
      case .lparen where !atLineStart:
        if let close = compoundNameEnd(pos) {
          // `foo(_:bar:)` names a function; the reference itself is the expression.
          pos = close + 1
          continue
        }
        let open = tokIndex
        let (args, close) = parseArguments(close: .rparen)
        e = .call(CallExpr(callee: e, arguments: args, trailingClosures: [], openToken: open, closeToken: close))
        e = parseTrailingClosures(e)
      case .lbracket where !atLineStart:
        let open = tokIndex
        let (args, close) = parseArguments(close: .rbracket)
        e = .subscript(SubscriptExpr(base: e, arguments: args, openToken: open, closeToken: close))
      case .dIf where postfixIfConfigAt(pos):
        e = parsePostfixIfConfig(e, first: first)
      case .lbrace:
        // After trailing closures only labelled ones may follow: a further `{` starts anew.
        if case .call(let call) = e, !call.trailingClosures.isEmpty { return e }
        guard atTrailingClosure() else { return e }
        e = parseTrailingClosures(e)
      default:
        if curKind == .operator && isLeftBound(pos) && !isRightBound(operatorEnd(pos)) && c != .lt {
          let op = consumeOperatorName()
          e = .postfix(op: op, operand: e)
        } else {
          return e
        }
      }
      if pos == start { return e }
      depth += 1
      if depth >= maxDepth {
        diagnose("expression chain too long or deeply nested; skipped")
        let rest = skipExprRegion()
        if case .opaque(_, let last) = rest, pos > first { return .opaque(first: TokenIndex(first), last: last) }
        return e
      }
    }
    return e
  }

  /// A token that can follow `.` as a member name (`foo`, `init`, `self`, `default`, `0`).
  func isMemberName(_ i: Int) -> Bool {
    switch kind(i) {
    case .identifier, .keyword, .integer: return true
    case .float: return true
    default: return false
    }
  }

  /// At `(`: the `)` of a compound name suffix such as `(_:)` or `(to:from:)`, if that is what follows.
  func compoundNameEnd(_ i: Int) -> Int? {
    var j = i + 1
    var count = 0
    while count < 32 {
      guard isIdent(j) || kind(j) == .keyword || code(j) == .underscore, code(j + 1) == .colon else { return nil }
      j += 2
      count += 1
      if code(j) == .rparen { return j }
    }
    return nil
  }

  /// Whether `{` here opens a trailing closure: in a statement header only as
  /// `trailingClosureInHeader` decides, and not a `willSet`/`didSet` block after a property
  /// initializer.
  func atTrailingClosure() -> Bool {
    guard cur == .lbrace else { return false }
    if noTrailingClosure { return trailingClosureInHeader() }
    switch peek() {
    case .kWillSet, .kDidSet:
      let after = peek(2)
      return !(after == .lbrace || after == .lparen || newlineBefore(pos + 2))
    default:
      return true
    }
  }

  /// At `{` in a statement header (`if`, `while`, `for … in`, `switch`, `catch`), where `{`
  /// starts the body: whether it still opens a trailing closure (`if let y = xs.first { $0 > 1 } {`,
  /// `if let s = xs.map { $0 }.sorted().first {`), as SwiftParser and the compiler decide: its
  /// first token is on the same line and is not `case`, and its `}` is followed by `{`, `where`
  /// or `,`, or on the same line by a continuation (`.`, `(`, `[`, `?`, a postfix `!`, `:`, `=`,
  /// `is`, `as`, or an infix or postfix operator). Bounded lookahead, as `closureCalledInPlace`:
  /// a longer closure reads as a body, so that one-line nesting (`if a { if a { … } }`, each
  /// `{` looking for its `}`) costs no more than a constant per token.
  func trailingClosureInHeader() -> Bool {
    guard !newlineBefore(pos + 1), peek() != .kCase else { return false }
    var level = 0
    var j = pos
    var budget = 4096
    while j < eofIndex {
      budget -= 1
      if budget == 0 { return false }
      let c = codes[j]
      if Self.isOpener(c) {
        level += 1
      } else if Self.isCloser(c) {
        level -= 1
        if level == 0 { break }
      } else if level == 1, c == .dEndif || c == .dElse || c == .dElseif {
        return false
      }
      j += 1
    }
    guard j < eofIndex, codes[j] == .rbrace else { return false }
    let next = j + 1
    switch code(next) {
    case .lbrace, .kWhere, .comma: return true
    case .lbracket, .lparen, .dot, .kIs, .kAs, .colon, .equal: return !newlineBefore(next)
    case .question: return !newlineBefore(next) && (isLeftBound(next) || !isRightBound(next))
    case .bang: return !newlineBefore(next) && isLeftBound(next)
    default:
      guard kind(next) == .operator, !newlineBefore(next) else { return false }
      return isLeftBound(next) || !isRightBound(operatorEnd(next))
    }
  }

  /// Trailing closures after a callee (or after a call's `)`): the first unlabeled, later ones labelled.
  mutating func parseTrailingClosures(_ callee: Expr) -> Expr {
    guard atTrailingClosure() else { return callee }
    var closures: [Argument] = [Argument(label: nil, value: .closure(parseClosure()))]
    while (isIdent(pos) || curKind == .keyword || cur == .underscore) && peek() == .colon && peek(2) == .lbrace {
      let label = name(pos)
      advance()
      advance()
      closures.append(Argument(label: label, value: .closure(parseClosure())))
    }
    let close = lastConsumed
    if case .call(let call) = callee, call.trailingClosures.isEmpty {
      call.trailingClosures = closures
      call.closeToken = close
      return callee
    }
    guard case .closure(let firstClosure) = closures[0].value else { return callee }
    return .call(
      CallExpr(
        callee: callee, arguments: [], trailingClosures: closures, openToken: firstClosure.lbrace, closeToken: close))
  }

  /// `( … )` or `[ … ]` arguments: `label: value` or `value`, comma separated.
  mutating func parseArguments(close: TK) -> ([Argument], TokenIndex) {
    advance()
    let saved = noTrailingClosure
    noTrailingClosure = false
    defer { noTrailingClosure = saved }
    let base = argScratch.count
    while !atEOF && cur != close {
      let start = pos
      var label: Name?
      if (isIdent(pos) || curKind == .keyword || cur == .underscore) && peek() == .colon {
        label = name(pos)
        advance()
        advance()
      }
      if cur == .comma || cur == close {
        diagnose("expected an argument value")
        argScratch.append(Argument(label: label, value: .opaque(first: lastConsumed, last: lastConsumed)))
      } else {
        argScratch.append(Argument(label: label, value: parseExpr()))
      }
      if !continueList(close: close, from: start, "expected ',' or a closing bracket") { break }
    }
    let closeToken: TokenIndex
    if cur == close {
      closeToken = advance()
    } else {
      diagnose("expected a closing bracket")
      closeToken = lastConsumed
    }
    let args = Self.take(&argScratch, from: base, filler: Argument(label: nil, value: .opaque(first: 0, last: 0)))
    return (args, closeToken)
  }

  /// After an identifier: skips `<…>` when it reads as a generic argument list (Swift's rule:
  /// the list must be followed by a token that cannot continue a comparison). SwiftParser ignores
  /// the spacing before `<`, and real code breaks a long type before its arguments
  /// (`UICollectionView.CellRegistration` on one line, `<Cell, Item>` on the next); a `<` with
  /// space on both sides still reads as a comparison, which no argument list is written as.
  mutating func skipGenericArgsIfAny() {
    guard cur == .lt && (!spaceBefore(pos) || !spaceAfter(pos)), let end = genericArgsEnd(pos) else { return }
    pos = end + 1
  }

  /// At `<`: the index of the matching `>` if the tokens form a type argument list that is followed
  /// by `(`, `.`, a closer, a separator, or a line break.
  func genericArgsEnd(_ i: Int) -> Int? {
    var j = i + 1
    var angle = 1
    var nest = 0
    var budget = 256
    while j < eofIndex && budget > 0 {
      budget -= 1
      let c = codes[j]
      switch c {
      case .lt: angle += 1
      case .gt:
        angle -= 1
        if angle == 0 && nest == 0 { return followsGenericArgs(j + 1) ? j : nil }
      case .lparen, .lbracket: nest += 1
      case .rparen, .rbracket:
        nest -= 1
        if nest < 0 { return nil }
      case .comma, .dot, .colon, .question, .bang, .arrow, .amp, .ellipsis, .kSelfType, .kAny, .kSome, .kInout,
        .kEach, .kAsync, .kThrows, .underscore:
        break
      default:
        let k = kind(j)
        if k == .identifier || k == .attribute || (k == .keyword && c == .none) || k == .integer { break }
        if c == .kRepeat { break }
        if k == .operator && isText(j, "-") && kind(j + 1) == .integer { break }  // `Vector<-2, Int>`
        return nil
      }
      j += 1
    }
    return nil
  }

  private func followsGenericArgs(_ j: Int) -> Bool {
    if j >= eofIndex || newlineBefore(j) { return true }
    switch code(j) {
    case .lparen, .dot, .rparen, .rbracket, .lbrace, .rbrace, .comma, .semicolon, .colon, .eqeq, .noteq, .amp:
      return true
    case .question, .bang: return isLeftBound(j)
    case .lbracket: return true
    default: return false
    }
  }

  /// Whether the `#if` at `i` continues an expression (SE-0308): its first clause starts with
  /// a `.member` on the line after the condition (and any nested `#if` lines), as in `Text(title)` `#if os(iOS)`
  /// `.bold()` `#endif`.
  func postfixIfConfigAt(_ i: Int) -> Bool {
    var j = i + 1
    while true {
      while j < eofIndex && !newlineBefore(j) { j += 1 }
      guard j < eofIndex && code(j) == .dIf else { break }
      j += 1  // a nested `#if` opening the clause: look at its first clause
    }
    return j < eofIndex && code(j) == .dot && isMemberName(j + 1)
  }

  /// A postfix `#if` block after `base`: each clause holds the suffixes one build applies.
  /// Clauses that a build holding TrustInsights never compiles are parsed and dropped, so
  /// `#if os(macOS) .frame(…) #else .task { … } #endif` keeps the `#else` (probes-cf), as
  /// around statements (`ClauseReading`). When more than one clause may be compiled
  /// (`#if DEBUG .requestEvaluation(context: a) #else .requestEvaluation(context: b) #endif`),
  /// the tree holds them all, as a ternary on the directive (`postfixClauses`): each build's
  /// chain is one alternative path, as `#if` blocks around statements are. Keeping one clause
  /// hid the other build's evaluation or missing report (probes-di a01, a03).
  private mutating func parsePostfixIfConfig(_ base: Expr, first: Int) -> Expr {
    // Every alternative holds the base, so walkers visit it once per clause; a chain of k
    // postfix `#if`s (SwiftUI's `#if DEBUG .padding() #endif`, one after another) would be
    // visited 2^k times. Alternatives are kept only after a short base (`evaluation`, `try
    // await evaluator`), where the clauses' calls are what differs; after a long one, as
    // before, the first clause a build may compile stands for all.
    let shortBase = pos - first <= Self.maxAlternativeBaseTokens
    var directive = tokIndex
    advance()
    var condition = consumeRestOfLine()
    var isElse = false
    var compiled: [(directive: TokenIndex, chain: Expr)] = []
    var fallback: Expr?
    var settled = false
    while true {
      let chain = parsePostfixSuffixes(base, first: first)
      let reading = isElse ? ClauseReading.alternative : self.reading(of: condition)
      if fallback == nil { fallback = chain }
      if !settled && (reading == .alternative || reading == .always) { compiled.append((directive, chain)) }
      // After a clause every build compiles, the later ones are never compiled.
      if reading == .always { settled = true }
      directive = tokIndex
      if cur == .dElseif {
        advance()
        condition = consumeRestOfLine()
      } else if cur == .dElse {
        advance()
        isElse = true
      } else {
        break
      }
    }
    if cur == .dEndif { advance() } else { diagnose("expected '#endif'") }
    // Without an `#else` (or a clause every build compiles) some build applies no suffix.
    if !isElse && !settled && !compiled.isEmpty { compiled.append((directive, base)) }
    // Walkers recurse into ternaries: past a few clauses, one build's chain stands for all.
    if compiled.count > Self.maxPostfixClauses || !shortBase { return compiled.first?.chain ?? fallback ?? base }
    return Self.postfixClauses(compiled[...]) ?? fallback ?? base
  }

  /// The most clauses of a postfix `#if` kept as alternatives (real code has two or three).
  static let maxPostfixClauses = 8

  /// The longest base (in tokens, up to the `#if`) whose postfix `#if` clauses are kept as
  /// alternatives: a base this short holds at most three earlier postfix `#if`s, so no part of
  /// the tree is visited more than 2^3 times.
  static let maxAlternativeBaseTokens = 16

  /// The compiled clauses' chains as nested ternaries whose condition and `?` are the clause's
  /// directive (`#if`, `#elseif`): one alternative per build; nil for none, the chain for one.
  static func postfixClauses(_ clauses: ArraySlice<(directive: TokenIndex, chain: Expr)>) -> Expr? {
    // Folded from the last clause (a loop: input decides how many clauses there are).
    guard var result = clauses.last?.chain else { return nil }
    for clause in clauses.dropLast().reversed() {
      result = .ternary(
        TernaryExpr(
          condition: .opaque(first: clause.directive, last: clause.directive), questionToken: clause.directive,
          then: clause.chain, otherwise: result))
    }
    return result
  }

}
