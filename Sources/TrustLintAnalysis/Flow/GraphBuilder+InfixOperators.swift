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
    if case .closure = b.lhs { return nil }
    if case .closure = b.rhs { return nil }
    let declared = index.functions(named: b.op.text)
    guard !declared.isEmpty, declared.allSatisfy({ $0.ownerPath.isEmpty }) else { return nil }
    return CallExpr(
      callee: .identifier(b.op), arguments: [Argument(label: nil, value: b.lhs), Argument(label: nil, value: b.rhs)],
      trailingClosures: [], openToken: b.op.token, closeToken: b.op.token)
  }
}
