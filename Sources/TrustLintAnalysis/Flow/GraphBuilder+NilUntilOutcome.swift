import TrustLintSyntax

/// `var level: Value?` (nil, implicitly or by `= nil`) whose only writes are
/// `level = try e.insight.outcome.get()` in the `do` that follows it and `level = nil` in that
/// `do`'s `catch`es: after the `do`, `level` is non-nil exactly where the `get()` succeeded, as
/// for `let level = try? …get()`. Unlike a `let`, nothing in the language keeps a `var` from
/// being written again, so the builder stands it for the outcome only on a syntactic proof that
/// nothing else writes it: no other assignment anywhere in its scope (closures and local
/// functions included), no `&level`, no `level.take()`, no code the parser kept as tokens that
/// names it, and nothing after the assignment in the `do` that could throw into a `catch`
/// (which would then see a non-nil `level`). Without the proof the `var` reads as before.
extension GraphBuilder {
  /// The name of the `var` declared by `stmts[index]` when it is such a variable, else nil.
  static func nilUntilOutcomeVar(at index: Int, in stmts: [Stmt], tree: SyntaxTree) -> String? {
    guard case .variable(let v) = stmts[index], !v.isLet, v.bindings.count == 1 else { return nil }
    let binding = v.bindings[0]
    guard case .binding(let n) = binding.pattern, binding.accessors.isEmpty,
      let type = binding.type?.text, type.hasSuffix("?") || type.hasPrefix("Optional<")
    else { return nil }
    if let initializer = binding.initializer {
      guard case .literal(let l) = initializer, l.kind == .nil else { return nil }
    }
    let name = n.text
    // The first statement after the declaration that names the variable is the `do`: it is
    // nil up to there, and the `do` runs once per run of the declaration (no loop between).
    let rest = stmts[(index + 1)...]
    guard let j = rest.firstIndex(where: { mentions($0, name, tree) }), case .doStmt(let d) = stmts[j],
      !d.catches.isEmpty
    else { return nil }
    let body = d.body.stmts
    guard let k = body.firstIndex(where: { outcomeAssignment($0, name) != nil }),
      let assignment = outcomeAssignment(body[k], name),
      !body[(k + 1)...].contains(where: { mayThrow($0) })
    else { return nil }
    var allowed: Set<ObjectIdentifier> = [ObjectIdentifier(assignment)]
    for c in d.catches {
      for s in c.body.stmts {
        guard case .expr(.assign(let b)) = s, b.op.text == "=", case .identifier(let target) = b.lhs,
          target.text == name, case .literal(let l) = b.rhs, l.kind == .nil
        else { continue }
        allowed.insert(ObjectIdentifier(b))
      }
    }
    return rest.contains(where: { writes($0, name, allowed: allowed, tree) }) ? nil : name
  }

  /// `name = try …` (a plain `try`, so that it throws before the assignment) as a statement.
  private static func outcomeAssignment(_ s: Stmt, _ name: String) -> BinaryExpr? {
    guard case .expr(.assign(let b)) = s, b.op.text == "=", case .identifier(let target) = b.lhs,
      target.text == name, case .try(let t) = b.rhs, t.kind == .plain
    else { return nil }
    return b
  }

  /// Whether a statement may throw: a `try` (not `try?`), a `throw`, or code kept as tokens.
  private static func mayThrow(_ s: Stmt) -> Bool {
    var found = false
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { s in
      switch s {
      case .throwStmt, .unparsed: found = true
      default: break
      }
      return !found
    }
    visitor.visitExpr = { e in
      switch e {
      case .try(let t) where t.kind != .optional: found = true
      case .opaque: found = true
      default: break
      }
      return !found
    }
    visitor.walk(s)
    return found
  }

  /// Whether a statement may write `name` other than by the `allowed` assignments.
  private static func writes(_ s: Stmt, _ name: String, allowed: Set<ObjectIdentifier>, _ tree: SyntaxTree) -> Bool {
    finds(name, in: s, tree) { e in
      switch e {
      case .assign(let b) where !allowed.contains(ObjectIdentifier(b)):
        return mentions(.expr(b.lhs), name, tree)
      case .prefix(let op, let operand) where op.text == "&":
        return mentions(.expr(operand), name, tree)
      case .call(let c):
        // `level.take()` empties it.
        guard case .member(let m) = c.callee, m.name.text == "take",
          case .identifier(let base) = SyntaxQueries.stripped(m.base)
        else { return false }
        return base.text == name
      default:
        return false
      }
    }
  }

  /// Whether a statement names `name` (closures and local functions included).
  private static func mentions(_ s: Stmt, _ name: String, _ tree: SyntaxTree) -> Bool {
    finds(name, in: s, tree) { e in
      if case .identifier(let n) = e { return n.text == name }
      return false
    }
  }

  /// Whether `s` (closures and local functions included) has an expression `matches` holds
  /// for, or code the parser kept as tokens that names `name` (it may do anything with it).
  private static func finds(
    _ name: String, in s: Stmt, _ tree: SyntaxTree, _ matches: @escaping (Expr) -> Bool
  ) -> Bool {
    var found = false
    let visitor = SyntaxVisitor()
    visitor.enterFunction = { _ in true }
    visitor.visitStmt = { s in
      if case .unparsed(let first, let last) = s, names(name, first, last, tree) { found = true }
      return !found
    }
    visitor.visitExpr = { e in
      if case .opaque(let first, let last) = e {
        if names(name, first, last, tree) { found = true }
      } else if matches(e) {
        found = true
      }
      return !found
    }
    visitor.walk(s)
    return found
  }

  /// Whether a token between `first` and `last` (inclusive) is `name`.
  private static func names(_ name: String, _ first: TokenIndex, _ last: TokenIndex, _ tree: SyntaxTree) -> Bool {
    guard first <= last else { return false }
    let end = min(Int(last), tree.tokens.count - 1)
    guard Int(first) <= end else { return false }
    return (Int(first)...end).contains { tree.text(of: TokenIndex($0)) == name }
  }
}
