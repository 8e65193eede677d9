import TrustLintSyntax

/// `try await provider?()` on an optional closure property or parameter whose function type
/// returns an evaluation (`var provider: EvaluationProvider?`): the call has no base name
/// (its callee is an optional chain), yet where the closure exists it makes an evaluation the
/// body owes, as `provider()` after `guard let provider` does; where it is nil the value is
/// nil and nothing is owed, so the evaluation it makes is optional.
extension GraphBuilder {
  /// The closure's name when `c` is `name?(…)` or `base.name?(…)` of a closure producer
  /// (`closureProducerNames`; for a bare name that is a parameter of the function, only
  /// when it is one of its `producerParameters`).
  func optionalClosureProducerName(_ c: CallExpr) -> Name? {
    guard case .optionalChain(let operand, _) = c.callee else { return nil }
    switch operand {
    case .identifier(let n):
      // The function's own parameter of that name is what is called: its type decides.
      if parameterVariables[n.text] != nil { return producerParameters[n.text] != nil ? n : nil }
      if index.closureProducerNames.contains(n.text) { return n }
    case .member(let m):
      if index.closureProducerNames.contains(m.name.text) { return m.name }
    default:
      break
    }
    return nil
  }
}
