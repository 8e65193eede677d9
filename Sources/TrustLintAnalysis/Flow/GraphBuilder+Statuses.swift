import TrustLintSyntax

/// Constant report statuses: written in the call, held by a local constant, or given to the
/// app's reporting helper (what `blanket_consumption_report` reads from a report site).
extension GraphBuilder {
  /// The status of `reportConsumption(.usedIncreasedFriction)` when written as a constant member.
  static func constantStatus(_ c: CallExpr) -> Name? {
    guard let first = c.arguments.first?.value else { return nil }
    return constantStatus(of: first)
  }

  /// The constant status a call passes for the parameter every candidate declares as an
  /// `InsightEvaluationConsumptionStatus` (the app's reporting helper `report(e, .usedIncreasedFriction)`,
  /// or a local constant holding one); nil when not every candidate has one or they differ.
  func helperConstantStatus(_ c: CallExpr, _ found: [ResolvedCall]) -> Name? {
    let all = c.allArguments
    var agreed: Name?
    for r in found {
      let params = index.functions[Int(r.function)].decl.parameters
      let positions = r.parameterOfArgument.indices.filter { a in
        a < all.count && r.parameterOfArgument[a] < params.count
          && params[r.parameterOfArgument[a]].type.flatMap({ TypeText.base(of: $0.text)?.name })
            == "InsightEvaluationConsumptionStatus"
      }
      guard positions.count == 1 else { return nil }
      let value = all[positions[0]].value
      var status = Self.constantStatus(of: value)
      if status == nil, case .identifier(let n) = value, let v = lookup(n.text) { status = statusConstants[v] }
      guard let status, agreed == nil || agreed?.text == status.text else { return nil }
      agreed = status
    }
    return agreed
  }

  /// `.usedIncreasedFriction` or `Status.usedIncreasedFriction` written as a value.
  static func constantStatus(of first: Expr) -> Name? {
    switch first {
    case .implicitMember(let n): return n
    case .member(let m):
      if case .identifier = m.base { return m.name }
      return nil
    default: return nil
    }
  }
}
