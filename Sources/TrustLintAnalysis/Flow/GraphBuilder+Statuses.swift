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
            .map(isStatusTypeName) == true
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

  /// `E.reportConsumption(.usedIncreasedFriction)` beside the app's own overload in an
  /// extension of the evaluation type (`reportConsumption(_ decision: TransferDecision)`): a
  /// status goes to the framework's method, not to an overload whose parameter is another type
  /// (inside that overload, `reportConsumption(decision.status)` is not a call of itself).
  /// An overload calling `reportConsumption` with a value whose type is not known calls the
  /// framework's method too: it does not call itself (that would never end).
  func droppingOverloadsTakingOtherTypes(_ c: CallExpr, _ found: [ResolvedCall]) -> [ResolvedCall] {
    let found = found.filter { $0.function != graph.functionID }
    guard let first = c.arguments.first?.value, passesStatus(first, in: c) else { return found }
    return found.filter { r in
      let params = index.functions[Int(r.function)].decl.parameters
      guard let p = r.parameterOfArgument.first, p >= 0, p < params.count,
        let type = params[p].type.flatMap({ TypeText.base(of: $0.text)?.name })
      else { return true }
      return isStatusTypeName(type)
    }
  }

  /// Whether a simple type name is the framework's status type or an alias of it
  /// (`typealias ConsumptionStatus = InsightEvaluationConsumptionStatus` in the app's own
  /// layer, whose `report(_:_ status: ConsumptionStatus)` is a reporting helper as well).
  func isStatusTypeName(_ name: String) -> Bool {
    var current = name
    for _ in 0..<4 {
      if current == Self.statusTypeName { return true }
      index.queries?.note(.typeAlias, current)
      guard let alias = index.typeAliasesByName[current],
        let text = alias.decl.aliased?.text, let base = TypeText.base(of: text)?.name, !base.isEmpty
      else { return false }
      current = base
    }
    return false
  }

  /// Whether a value is a consumption status: a status case, one held by a local constant, a
  /// ternary choosing one, or a value whose declaration says it is of the status type.
  private func passesStatus(_ e: Expr, in c: CallExpr) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .implicitMember(let n): return TrustInsightsNames.consumptionStatuses.contains(n.text)
    case .ternary(let t): return passesStatus(t.then, in: c) || passesStatus(t.otherwise, in: c)
    case .member(let m):
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == Self.statusTypeName { return true }
    case .identifier(let n):
      if let v = lookup(n.text), statusConstants[v] != nil { return true }
    default: break
    }
    return receivers?.valueTypeName(e, c) == Self.statusTypeName
  }

  /// The framework's status type.
  static let statusTypeName = "InsightEvaluationConsumptionStatus"
}
