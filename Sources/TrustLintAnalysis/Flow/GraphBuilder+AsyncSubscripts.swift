import TrustLintSyntax

/// `let e = try await risk[.payment]` of a subscript whose getter is `get async throws` and
/// returns an evaluation runs that getter and produces an evaluation, as reading an async
/// computed property does (`ProgramIndex.propertyProducers`). Before, the read was an escape of
/// nothing: the evaluation was never tracked and a missing or second report went unseen
/// (probes-ei p34, p35, p38). Only an awaited read counts: a synchronous subscript that returns
/// a stored evaluation is a lookup, not a producer.
extension GraphBuilder {
  /// Whether the awaited subscript read `s` may run a producing async getter of the program,
  /// and whether that evaluation is optional; nil when no subscript of the program with an
  /// async getter of an evaluation type takes as many arguments.
  func asyncSubscriptProducer(_ s: SubscriptExpr) -> Bool? {
    var found = false
    var optional = false
    for entry in index.functions(named: "subscript") where entry.returnsEvaluation {
      guard entry.decl.parameters.count == s.arguments.count, Self.hasAsyncGetter(entry.decl) else { continue }
      found = true
      optional = optional || entry.returnsOptional
    }
    return found ? optional : nil
  }

  /// The awaited read of a producing subscript (`asyncSubscriptProducer`), lowered: its
  /// arguments are read, and a new evaluation is created at the `[` token. Nil when `op` is no
  /// such read.
  func lowerAwaitedSubscriptProducer(_ op: Expr) -> Int32?? {
    guard case .subscript(let s) = op, let optional = asyncSubscriptProducer(s) else { return nil }
    _ = lowerExpr(s.base)
    for a in s.arguments { escapeValue(a.value, token: s.openToken) }
    return .some(createObject(callee: "subscript", token: s.openToken, optional: optional))
  }

  /// Whether the program declares a producing subscript (`asyncSubscriptProducer`): a body may
  /// then create an evaluation without spelling any producer's name (`try await risk[.payment]`).
  static func declaresAsyncSubscriptProducer(_ index: ProgramIndex) -> Bool {
    index.functions(named: "subscript").contains { $0.returnsEvaluation && hasAsyncGetter($0.decl) }
  }

  /// A subscript declared with `get async` (an accessor statement of its body), or such a getter
  /// itself.
  static func hasAsyncGetter(_ decl: FunctionDecl) -> Bool {
    if case .accessor("get") = decl.kind { return decl.isAsync }
    guard case .subscript = decl.kind, let body = decl.body else { return false }
    return body.stmts.contains {
      if case .function(let f) = $0, case .accessor("get") = f.kind { f.isAsync } else { false }
    }
  }
}
