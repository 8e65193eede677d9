import TrustLintSyntax

/// `Bool` constants written as `if` expressions of literals, read as the outcome test they hold.
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

  /// The value of a block that is one `true` or `false` literal.
  private static func boolLiteral(_ b: Block) -> Bool? {
    guard b.stmts.count == 1, case .expr(let e) = b.stmts[0], case .literal(let l) = SyntaxQueries.stripped(e) else {
      return nil
    }
    switch l.kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }
}
