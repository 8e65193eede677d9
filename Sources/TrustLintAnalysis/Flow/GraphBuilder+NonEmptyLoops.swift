import TrustLintSyntax

/// `guard !messages.isEmpty else { …; return }` (or `if messages.isEmpty { …; return }`)
/// directly before `for message in messages`: the loop is reached only with an element, so it
/// makes at least one pass. Its path that skips every pass does not exist; a report in its body
/// that ends the pass (`break`, `return`) is then reached on every path. Before, that path was a
/// false "reaches the end" (Fixtures …/flagged_loop_reports_outer.swift, probes-ef p35, p36).
/// Only a plain name is recognised, tested in the statement just before the loop: nothing in
/// between may empty it. A `var` emptied between the two, another collection tested, or a test
/// that exits only on some of its conditions (`if xs.isEmpty && enabled`) keeps the path.
extension GraphBuilder {
  /// Whether `stmts[i]` is a `for` over a name that `stmts[i - 1]` leaves only when non-empty.
  /// A one-pass slice of it (`for id in batch.prefix(1)`) then makes exactly one pass.
  func loopFollowsEmptinessExit(_ stmts: [Stmt], at i: Int) -> Bool {
    guard i > 0, case .forIn(let f) = stmts[i], !f.isTry, !f.isAwait,
      case .identifier(let name) = SyntaxQueries.stripped(onePassSliceBase(f.sequence) ?? f.sequence)
    else { return false }
    switch stmts[i - 1] {
    case .guardStmt(let g):
      // Every condition holds after a `guard`: one of them says the name is not empty. A later
      // condition that binds the name again (`guard !rows.isEmpty, let rows = pending(rows)`)
      // makes the loop walk that new, untested value: it may make no pass.
      guard
        let tested = g.conditions.firstIndex(where: { c in
          guard case .expr(let e) = c, case .prefix(let op, let operand) = SyntaxQueries.stripped(e), op.text == "!"
          else { return false }
          return Self.isEmptyTest(operand, of: name.text)
        })
      else { return false }
      return !g.conditions[(tested + 1)...].contains { Self.rebinds($0, name.text) }
    case .ifStmt(let s):
      // `if xs.isEmpty || other { exit }`: past it, `xs.isEmpty` is false.
      guard s.elseBranch == nil, s.conditions.count == 1, case .expr(let e) = s.conditions[0],
        Self.disjunctionTestsEmpty(e, of: name.text), let last = s.then.stmts.last
      else { return false }
      switch last {
      case .returnStmt, .throwStmt, .breakStmt, .continueStmt: return true
      default: return false
      }
    default:
      return false
    }
  }

  /// Whether a condition binds `name` afresh (`let name = …`, `case let name? = …`).
  private static func rebinds(_ c: Condition, _ name: String) -> Bool {
    switch c {
    case .optionalBinding(_, let pattern, _, let initializer):
      // `if let rows` (no initializer) unwraps the same value: the test still holds.
      return initializer != nil && boundNames(pattern).contains(name)
    case .casePattern(let pattern, _, _): return boundNames(pattern).contains(name)
    default: return false
    }
  }

  /// `xs.isEmpty`, or an `||` chain with it as one operand.
  private static func disjunctionTestsEmpty(_ e: Expr, of name: String) -> Bool {
    if case .binary(let b) = SyntaxQueries.stripped(e), b.op.text == "||" {
      return disjunctionTestsEmpty(b.lhs, of: name) || disjunctionTestsEmpty(b.rhs, of: name)
    }
    return isEmptyTest(e, of: name)
  }

  /// `name.isEmpty`.
  private static func isEmptyTest(_ e: Expr, of name: String) -> Bool {
    guard case .member(let m) = SyntaxQueries.stripped(e), m.name.text == "isEmpty",
      case .identifier(let base) = SyntaxQueries.stripped(m.base)
    else { return false }
    return base.text == name
  }
}
