import TrustLintSyntax

/// `Bool` constants written as `if` or `switch` expressions of literals, read as the outcome test
/// they hold.
extension OutcomeWalker {
  /// `if case .success(.high) = evaluation.insight.outcome { true } else { false }` (Swift 5.9's
  /// way to hold a pattern test in a `Bool`): the test of the conditions, negated when the
  /// branches are `{ false } else { true }`; an `else if` chain of such literals is the `||`
  /// (or, for `false`, the `&&` of the negation) of its tests. Other `if` expressions say nothing.
  func boolIfExpression(_ s: IfStmt, _ st: OutcomeState) -> OutcomeNarrowing {
    // The chain's links in order, each with the literal of its `then` block; a loop, not
    // recursion, so that a long `else if` chain cannot exhaust the stack.
    var links: [(test: OutcomeNarrowing, value: Bool)] = []
    var current = s
    var last: Bool
    while true {
      guard let value = Self.boolLiteral(current.then) else { return .none }
      var scratch = st
      links.append((conditions(current.conditions, &scratch, walk: false), value))
      switch current.elseBranch {
      case .block(let otherwise)?:
        guard let v = Self.boolLiteral(otherwise) else { return .none }
        last = v
      case .elseIf(let next)?:
        current = next
        continue
      case nil:
        return .none
      }
      break
    }
    // The last link's `else` is a literal too: its test, negated when it answers `false`.
    // Then `if A { x } else REST`: `A || REST` when x is true, `!A && REST` when false.
    guard let tail = links.last, tail.value != last else { return .none }
    var result = tail.value ? tail.test : tail.test.negated
    for link in links.dropLast().reversed() {
      result = link.value ? link.test.or(result) : link.test.negated.and(result)
    }
    return result
  }

  /// `let isHigh = switch evaluation.insight.outcome { case .success(.high): true; default: false }`:
  /// true for what reaches a `true` case, false for what reaches a `false` one (each case as it
  /// starts in a `switch` statement, earlier cases taking their values first). Nothing when a
  /// case is not one literal or every case answers the same.
  func boolSwitchExpression(_ s: SwitchStmt, _ st: OutcomeState) -> OutcomeNarrowing {
    var answers: [Bool] = []
    for c in s.cases {
      guard let v = Self.boolLiteral(c.body) else { return .none }
      answers.append(v)
    }
    guard answers.contains(true), answers.contains(false) else { return .none }
    let states = caseStates(s, st, walkGuards: false)
    guard states.count == answers.count else { return .none }
    var whenTrue: OutcomeNarrowing?
    var whenFalse: OutcomeNarrowing?
    for (state, answer) in zip(states, answers) {
      // `or` keeps, per key, the union of what reaches the cases of that answer.
      let reached = OutcomeNarrowing(whenTrue: state.narrowed, whenFalse: [:])
      if answer {
        whenTrue = whenTrue.map { $0.or(reached) } ?? reached
      } else {
        whenFalse = whenFalse.map { $0.or(reached) } ?? reached
      }
    }
    return OutcomeNarrowing(whenTrue: whenTrue?.whenTrue ?? [:], whenFalse: whenFalse?.whenTrue ?? [:])
  }

  /// The value of a block that is one `true` or `false` literal.
  private static func boolLiteral(_ b: Block) -> Bool? { boolLiteral(b.stmts) }

  /// The value of statements that are one `true` or `false` literal.
  private static func boolLiteral(_ stmts: [Stmt]) -> Bool? {
    guard stmts.count == 1, case .expr(let e) = stmts[0], case .literal(let l) = SyntaxQueries.stripped(e) else {
      return nil
    }
    switch l.kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }
}
