import TrustLintSyntax

extension GraphBuilder {
  /// The infix operators of the standard library: they read their operands and keep none.
  static let standardInfixOperators: Set<String> = [
    "==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "+", "-", "*", "/", "%", "&+", "&-", "&*",
    "&", "|", "^", "<<", ">>", "&<<", "&>>", "...", "..<", ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^",
  ]

  /// `lhs op rhs` as the call `op(lhs, rhs)` when the program declares the operator only as
  /// global functions, or nil: an operator of the standard library or of a module outside the
  /// linted set, or one with a `static func` in some type. Swift picks those by the operands'
  /// types, which a bare call's resolution does not model (it would take a global overload for
  /// `Int` and lose the evaluation), so their operands stay escaped as before. So does a
  /// closure operand (`e |> { $0.reportConsumption(…) }`): the call's closure hand-over reads
  /// the call as written, with parentheses, and would not run it with the evaluation.
  func declaredOperatorCall(_ b: BinaryExpr) -> CallExpr? {
    guard !Self.standardInfixOperators.contains(b.op.text) else { return nil }
    return declaredOperatorCall(b.op, [b.lhs, b.rhs])
  }

  /// The prefix and postfix operators of the standard library (and `&`, `consume`, `copy`,
  /// which the builder reads itself).
  static let standardUnaryOperators: Set<String> = ["!", "-", "+", "~", "&", "...", "..<", "consume", "copy"]

  /// `~~evaluation` as the call `~~(evaluation)` when the program declares the prefix (or
  /// postfix) operator only as global functions, under the same conditions as an infix one.
  /// Before, the operand of an app's `prefix func ~~ (e: Coaching)` that reports was read and
  /// dropped: a false "never reported" (probes-eb p19).
  func declaredUnaryOperatorCall(_ op: Name, _ operand: Expr) -> CallExpr? {
    guard !Self.standardUnaryOperators.contains(op.text) else { return nil }
    return declaredOperatorCall(op, [operand])
  }

  /// `op(operands…)` for an operator the program declares only as global functions, none of
  /// which takes a function; nil otherwise.
  private func declaredOperatorCall(_ op: Name, _ operandList: [Expr]) -> CallExpr? {
    for operand in operandList { if case .closure = operand { return nil } }
    let declared = index.functions(named: op.text)
    guard !declared.isEmpty, declared.allSatisfy({ $0.ownerPath.isEmpty }) else { return nil }
    // A pipeline (`func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }`, `e |> recordEvaluationOnly`)
    // runs a function it receives: the call would not run the function named on the right with
    // the evaluation, so the evaluation would look dropped (probes-eb p03, p21). Such an
    // operator's operands stay handed over. An `@autoclosure` operand is only a value.
    let takesFunction = declared.contains { f in
      f.decl.parameters.contains { p in
        guard let text = p.type?.text, text.contains("->") else { return false }
        return !text.contains("@autoclosure")
      }
    }
    guard !takesFunction else { return nil }
    // An `inout` operand (`pending <! .usedEvaluationOnly` on `inout Coaching?`) is passed as
    // `&pending` is to a function: it may be written, so what it holds is handed over
    // (probes-eb p10), as the same function called with `&` does.
    let operands = operandList.enumerated().map { i, operand in
      let isInout = declared.contains { i < $0.decl.parameters.count && $0.decl.parameters[i].isInout }
      let value = isInout ? Expr.prefix(op: Name(text: "&", token: op.token), operand: operand) : operand
      return Argument(label: nil, value: value)
    }
    return CallExpr(
      callee: .identifier(op), arguments: operands, trailingClosures: [], openToken: op.token,
      closeToken: op.token)
  }
}
