import TrustLintSyntax

/// A function of the program that hands its evaluation parameter to its own non-escaping
/// closure parameter (`func withAudit<T>(_ e: Evaluation, _ body: (Evaluation) throws -> T)
/// rethrows -> T { try body(e) }`) gives the evaluation to the closure its caller wrote:
/// `withAudit(evaluation) { ev in … }` runs that closure in place with `ev` being
/// `evaluation`, so its reports (or their absence) are the caller's. Inside the function,
/// that call is not an escape; at a call whose closure cannot be lowered in place (a function
/// reference, a body too large), the evaluation escapes as before.
extension GraphBuilder {
  /// Whether a parameter's written type is a function type whose value runs only during the
  /// call: not `@escaping`, not optional (an optional closure is escaping).
  static func runsDuringTheCall(closureParameterType t: String) -> Bool {
    TypeText.containsArrow(t) && !TypeText.isEscapingFunctionType(t) && !t.hasSuffix("?") && !t.hasSuffix("!")
      && TypeText.functionParameters(of: t) != nil
  }

  /// Whether `name(…)` calls one of this function's own non-escaping closure parameters.
  func callsHandOffParameter(_ shape: CallShape) -> Bool {
    guard !handOffParameters.isEmpty, shape.isBare, let n = shape.name?.text, let v = handOffParameters[n] else {
      return false
    }
    return lookup(n) == v
  }

  /// Whether `e` names one of this function's parameters (what its caller passed in): an
  /// evaluation the function made itself and hands to the closure is the closure's own
  /// parameter (`ClosureParameters`), as before.
  func passesOwnParameter(_ e: Expr) -> Bool {
    guard case .identifier(let n) = SyntaxQueries.stripped(e), let v = parameterVariables[n.text] else { return false }
    return lookup(n.text) == v
  }

  /// For a call reaching exactly one function of the program: per argument position holding a
  /// closure literal, the closure's parameters that receive another argument of the call
  /// (`withAudit(e) { ev in … }`: position 1, parameter 0 receives argument 0), read from the
  /// calls of that closure parameter in the function's body (`try body(e)`).
  /// With `functionValues`, the positions holding a function value instead (`pipe(e, sink)`,
  /// `sink` a local closure or a parameter): what runs there is not known here.
  func handOffs(_ c: CallExpr, _ found: [ResolvedCall], functionValues: Bool = false) -> [Int: [(
    parameter: Int, argument: Int
  )]] {
    guard found.count == 1 else { return [:] }
    let r = found[0]
    let decl = index.functions[Int(r.function)].decl
    let arguments = c.allArguments
    var result: [Int: [(parameter: Int, argument: Int)]] = [:]
    for (i, a) in arguments.enumerated() where i < r.parameterOfArgument.count {
      if case .closure = SyntaxQueries.stripped(a.value) {
        if functionValues { continue }
      } else if !functionValues {
        continue
      }
      let q = decl.parameters[r.parameterOfArgument[i]]
      guard let t = q.type.map({ index.expandingFunctionTypeAlias($0.text) }),
        Self.runsDuringTheCall(closureParameterType: t)
      else { continue }
      // The callee's parameters by name, to the caller's argument that fills each.
      var filledBy: [String: Int] = [:]
      for (k, p) in r.parameterOfArgument.enumerated() where k != i { filledBy[decl.parameters[p].name.text] = k }
      let pairs = Self.calls(of: q.name.text, in: decl).flatMap { call in
        call.arguments.enumerated().compactMap { j, arg -> (parameter: Int, argument: Int)? in
          guard arg.label == nil, case .identifier(let n) = SyntaxQueries.stripped(arg.value),
            let k = filledBy[n.text]
          else { return nil }
          return (j, k)
        }
      }
      if !pairs.isEmpty { result[i] = pairs }
    }
    return result
  }

  /// `pipe(evaluation, sink)` with `sink` a function value that is no function of the program (a
  /// local closure, a parameter, a property): the callee hands the evaluation to code this body
  /// cannot see, so it escapes there, as into a closure that is not lowered in place. Before, the
  /// callee's summary ("never reports its parameter") left the obligation here: a false "never
  /// reported" whenever the value reports it (probes-eg p05, p58, p59). A function of the
  /// program named there is written as a closure first (`GraphBuilder+FunctionReferences`).
  func escapeHandedToFunctionValues(
    _ c: CallExpr, _ found: [ResolvedCall], _ arguments: [CallSite.Argument], token: TokenIndex
  ) {
    guard found.count == 1, arguments.contains(where: { $0.index >= 0 }) else { return }
    for (_, pairs) in handOffs(c, found, functionValues: true) {
      for pair in pairs {
        if let a = arguments.first(where: { $0.index == pair.argument }) {
          emit(.escape(variable: a.variable, token: token))
        }
      }
    }
  }

  /// The calls `name(…)` in a function's body (not in nested declarations).
  private static func calls(of name: String, in decl: FunctionDecl) -> [CallExpr] {
    guard let body = decl.body else { return [] }
    var found: [CallExpr] = []
    let visitor = SyntaxVisitor()
    visitor.visitExpr = { e in
      if case .call(let c) = e, case .identifier(let n) = c.callee, n.text == name { found.append(c) }
      return found.count < 16
    }
    visitor.walk(body.stmts)
    return found
  }
}
