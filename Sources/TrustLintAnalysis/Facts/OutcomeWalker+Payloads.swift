import TrustLintSyntax

/// Levels and outcomes carried in the payload of the app's own enum: in `switch action` over
/// an enum of the program declaring `case riskResponse(Result<IsLikelyBeingCoachedInsight.Value,
/// InsightError>)` or `case levelReceived(IsLikelyBeingCoachedInsight.Value)` (a reducer's
/// action, a view state), the case pattern tests that payload as it would test the outcome
/// itself: `case .riskResponse(.success(.unknown)):` is reached by `.unknown`, and `case let
/// .levelReceived(level)` binds `level` as a level.
extension OutcomeWalker {
  /// The narrowing of a case body by the payload patterns of `p` (binding the names they bind
  /// into `bindings`), when `subject` is a value of the program's enum and the case's payload
  /// is declared as a level or as the outcome; empty otherwise.
  func payloadNarrowing(
    _ p: Pattern, subject: Expr, _ st: OutcomeState, _ bindings: inout [String: OutcomeSubject?]
  ) -> [String: OutcomeSet] {
    guard case .enumCase(_, let name, let payload?) = p, !payload.isEmpty,
      let text = typeText(of: subject, st, depth: 0), let enumName = TypeText.base(of: text)?.name,
      let declared = facts.payloadElementTypes(ofCase: name.text, inEnum: enumName),
      declared.types.count == payload.count
    else { return [:] }
    var narrowed: [String: OutcomeSet] = [:]
    for (i, sub) in payload.enumerated() {
      let type = TypeRef(text: declared.types[i], first: 0, last: 0)
      guard let s = subjectForDeclared(type: type, key: "payload:\(name.token):\(i)", scope: declared.scope) else {
        continue
      }
      let m = match(sub, s, &bindings)
      if m.may != s.domain { narrowed[s.key] = m.may }
    }
    return narrowed
  }
}
