import TrustLintSyntax

/// Categories a function rules out for its parameter before using it:
/// `guard category != .other else { return false }` (or `if category == .other { return }`)
/// at the head of the body. Such a category never reaches the context the body builds, so
/// what callers pass for it is not a finding there (RULES.md: each category that flows into
/// `operationCategory:`). The same holds for a `let` local guarded right after its declaration.
extension CategoryTracer {
  /// The category names excluded for `name` bound as `binding` in `owner`: a parameter's, or a
  /// lone `let` local's (no other local of that name in the body).
  func excludedCategories(_ name: String, _ binding: BodyScope.Binding, in owner: BodyScope) -> Set<String> {
    switch binding {
    case .parameter: return excludedCategories(name, in: owner)
    case .local(let locals) where locals.count == 1 && owner.locals[name]?.count == 1:
      return excludedCategories(local: name, in: owner)
    default: return []
    }
  }

  /// The category names the leading statements of `owner`'s body exclude for parameter `name`.
  /// Only the statements before any other are read (a guard after other code may come after a
  /// use), and only plain comparisons of the parameter with a written case.
  func excludedCategories(_ name: String, in owner: BodyScope) -> Set<String> {
    guard owner.function != nil else { return [] }
    return excludedCategories(name, leading: owner.statements[...])
  }

  /// The same for a `let` declared at the top of `owner`'s body, by the statements right after
  /// its declaration: `let category = schema.category.operationCategory` then `guard category
  /// != .other else { return false }`. Nothing can read the local between the two. The caller
  /// makes sure the body declares no other local of that name.
  func excludedCategories(local name: String, in owner: BodyScope) -> Set<String> {
    let declaration = owner.statements.firstIndex { s in
      guard case .variable(let v) = s, v.isLet else { return false }
      return v.bindings.contains { b in
        if case .binding(let n) = b.pattern { return n.text == name }
        return false
      }
    }
    guard let declaration else { return [] }
    return excludedCategories(name, leading: owner.statements[(declaration + 1)...])
  }

  /// What the leading `guard`/`if` statements of `statements` exclude for `name`.
  private func excludedCategories(_ name: String, leading statements: ArraySlice<Stmt>) -> Set<String> {
    var excluded: Set<String> = []
    for statement in statements {
      switch statement {
      case .guardStmt(let g):
        // Every condition holds after a `guard`: each `name != .x` among them rules `.x` out.
        var found = false
        for case .expr(let e) in g.conditions {
          for part in Self.operands(of: e, joinedBy: "&&") {
            if let c = Self.comparedCase(part, name, op: "!=") {
              excluded.insert(c)
              found = true
            }
          }
        }
        guard found else { return excluded }
      case .ifStmt(let s):
        // `if name == .x || name == .y { return }` with nothing else: `.x` and `.y` leave.
        guard s.elseBranch == nil, s.conditions.count == 1, case .expr(let e) = s.conditions[0],
          let last = s.then.stmts.last, Self.isExit(last)
        else { return excluded }
        let cases = Self.operands(of: e, joinedBy: "||").map { Self.comparedCase($0, name, op: "==") }
        guard !cases.isEmpty, cases.allSatisfy({ $0 != nil }) else { return excluded }
        for c in cases { excluded.insert(c!) }
      default:
        return excluded
      }
    }
    return excluded
  }

  /// The operands of a chain of one operator (`a && b && c`), or the expression itself.
  private static func operands(of e: Expr, joinedBy op: String) -> [Expr] {
    var result: [Expr] = []
    var pending = [e]
    while let next = pending.popLast(), result.count < 64 {
      switch SyntaxQueries.stripped(next) {
      case .binary(let b) where b.op.text == op:
        pending.append(b.rhs)
        pending.append(b.lhs)
      case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
        pending.append(t.elements[0].value)
      default:
        result.append(next)
      }
    }
    return result
  }

  /// `name OP .x` or `.x OP name` (also `Type.x`): the case name `x`.
  private static func comparedCase(_ e: Expr, _ name: String, op: String) -> String? {
    guard case .binary(let b) = SyntaxQueries.stripped(e), b.op.text == op else { return nil }
    for (side, other) in [(b.lhs, b.rhs), (b.rhs, b.lhs)] {
      guard case .identifier(let n) = SyntaxQueries.stripped(side), n.text == name else { continue }
      switch SyntaxQueries.stripped(other) {
      case .implicitMember(let m): return m.text
      case .member(let m) where SyntaxQueries.isTypePath(m.base): return m.name.text
      default: return nil
      }
    }
    return nil
  }

  /// `return …` or `throw …`.
  private static func isExit(_ s: Stmt) -> Bool {
    switch s {
    case .returnStmt, .throwStmt: return true
    default: return false
    }
  }
}
