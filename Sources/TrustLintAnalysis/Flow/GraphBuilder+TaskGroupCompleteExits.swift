import TrustLintSyntax

/// The early exits of a task group's taking loop that run only once the group has nothing left:
///
///     for _ in ids { group.addTask { try? await evaluator.requestEvaluation(context: context) } }
///     for await evaluation in group {
///       evaluation?.reportConsumption(.usedEvaluationOnly)
///       seen += 1
///       if seen == ids.count { break }  // every child's result was taken
///     }
///
/// A `return` or `break` that is the direct statement of an `if` whose one condition says so
/// (`group.isEmpty`, or a comparison `== ids.count` / `>= ids.count` with the count of a
/// sequence the body's one `for` loop adding children adds one per element of: `ids`,
/// `ids.enumerated()`, `ids.indices`, `0..<ids.count`), or of the `else` of a
/// `guard` whose one condition says the opposite (`!group.isEmpty`, `< ids.count`,
/// `!= ids.count`), drops nothing: the loop would have ended there anyway (probes-ea g01,
/// g02, g13, g27). Anything else (an `||`, a second condition, a count of another sequence)
/// is not read as complete, and the exit drops the rest as before.
extension GraphBuilder {
  /// The keyword tokens of the body's exits that run only when the group is complete.
  static func exitsOnceComplete(_ closure: ClosureExpr, tree: SyntaxTree) -> Set<TokenIndex> {
    guard let groupName = closure.parameters.first?.name.text else { return [] }
    let added = addingSequences(closure.body, groupName: groupName, tree: tree)
    var exits: Set<TokenIndex> = []
    var stack = closure.body
    var steps = 0
    while let s = stack.popLast(), steps < 10_000 {
      steps += 1
      switch s {
      case .ifStmt(let i):
        if i.conditions.count == 1, case .expr(let e) = i.conditions[0],
          saysComplete(e, groupName: groupName, added: added, negated: false)
        {
          exits.formUnion(directExits(i.then.stmts))
        }
      case .guardStmt(let g):
        if g.conditions.count == 1, case .expr(let e) = g.conditions[0],
          saysComplete(e, groupName: groupName, added: added, negated: true)
        {
          exits.formUnion(directExits(g.elseBody.stmts))
        }
      default:
        break
      }
      s.appendNestedStatements(to: &stack)
    }
    return exits
  }

  /// The dotted text of the sequence of the body's one `for` loop (no `where`) whose block
  /// adds the group's one child task as a statement of its own: one child per element. Empty
  /// when the body adds children anywhere else too (a second loop, a task before the loop, two
  /// tasks per element), where the sequence's count is not the number of children.
  private static func addingSequences(_ body: [Stmt], groupName: String, tree: SyntaxTree) -> Set<String> {
    var adding: [ForInStmt] = []
    var adds = 0
    var stack = body
    var steps = 0
    while let s = stack.popLast(), steps < 10_000 {
      steps += 1
      if addsTask(s, groupName) { adds += 1 }
      if case .forIn(let f) = s, f.body.stmts.contains(where: { addsTask($0, groupName) }) { adding.append(f) }
      s.appendNestedStatements(to: &stack)
    }
    guard adds == 1, adding.count == 1, adding[0].whereClause == nil,
      let text = countedSequence(adding[0].sequence, tree: tree)
    else { return [] }
    return [text]
  }

  /// The dotted text of the collection whose `count` is the number of passes of a `for` over
  /// `sequence`: `ids`, `self.ids`, `ids.enumerated()`, `ids.indices`, `0..<ids.count`.
  private static func countedSequence(_ sequence: Expr, tree: SyntaxTree) -> String? {
    switch SyntaxQueries.stripped(sequence) {
    case .call(let c):
      guard c.allArguments.isEmpty, case .member(let m) = SyntaxQueries.stripped(c.callee),
        m.name.text == "enumerated"
      else { return nil }
      return SyntaxQueries.dottedPath(SyntaxQueries.stripped(m.base))
    case .member(let m) where m.name.text == "indices":
      return SyntaxQueries.dottedPath(SyntaxQueries.stripped(m.base))
    case .binary(let b) where b.op.text == "..<":
      guard integerLiteral(b.lhs, tree) == 0, case .member(let m) = SyntaxQueries.stripped(b.rhs),
        m.name.text == "count"
      else { return nil }
      return SyntaxQueries.dottedPath(SyntaxQueries.stripped(m.base))
    case let e:
      return SyntaxQueries.dottedPath(e)
    }
  }

  /// Whether `s` is a bare `group.addTask { … }` (or `addTaskUnlessCancelled`) statement.
  private static func addsTask(_ s: Stmt, _ groupName: String) -> Bool {
    guard case .expr(let e) = s, case .call(let c) = SyntaxQueries.stripped(e),
      case .member(let m) = SyntaxQueries.stripped(c.callee),
      m.name.text == "addTask" || m.name.text == "addTaskUnlessCancelled",
      case .identifier(let r) = SyntaxQueries.stripped(m.base), r.text == groupName
    else { return false }
    return true
  }

  /// Whether `e` is true exactly when the group is complete (`negated`: false exactly then).
  private static func saysComplete(_ e: Expr, groupName: String, added: Set<String>, negated: Bool) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .prefix(let op, let operand) where op.text == "!":
      return saysComplete(operand, groupName: groupName, added: added, negated: !negated)
    case .member(let m):
      // `group.isEmpty`: no child running and no result left to take.
      guard !negated, m.name.text == "isEmpty", case .identifier(let r) = SyntaxQueries.stripped(m.base) else {
        return false
      }
      return r.text == groupName
    case .binary(let b):
      let isCount = { (x: Expr) -> Bool in
        guard case .member(let m) = SyntaxQueries.stripped(x), m.name.text == "count",
          let base = SyntaxQueries.dottedPath(SyntaxQueries.stripped(m.base))
        else { return false }
        return added.contains(base)
      }
      // Normalised as `taken OP ids.count`.
      let op: String
      if isCount(b.rhs) {
        op = b.op.text
      } else if isCount(b.lhs) {
        op = ["<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="][b.op.text] ?? ""
      } else {
        return false
      }
      return negated ? (op == "<" || op == "!=") : (op == "==" || op == ">=")
    default:
      return false
    }
  }

  /// The keyword tokens of the `return`s and `break`s among `stmts` themselves.
  private static func directExits(_ stmts: [Stmt]) -> [TokenIndex] {
    stmts.compactMap { s in
      switch s {
      case .returnStmt(let r): return r.returnToken
      case .breakStmt(let j): return j.keywordToken
      default: return nil
      }
    }
  }
}
