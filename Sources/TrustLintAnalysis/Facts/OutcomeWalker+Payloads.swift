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
      let declared = declaredPayload(ofCase: name.text, subject: subject, st),
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

  /// The payload types case `caseName` declares in the enum `subject` is known to be or, for a
  /// name nothing types (a closure's parameter, `Reduce { state, action in switch action … }`),
  /// in every enum of the program declaring a case of that name, when they all agree. A value
  /// known to be of another type (the framework's, a vendor's) is never matched by name.
  private func declaredPayload(
    ofCase caseName: String, subject: Expr, _ st: OutcomeState
  ) -> (types: [String], scope: [String])? {
    if let text = typeText(of: subject, st, depth: 0) {
      guard let enumName = TypeText.base(of: text)?.name else { return nil }
      return facts.payloadElementTypes(ofCase: caseName, inEnum: enumName)
    }
    guard case .identifier = SyntaxQueries.stripped(subject) else { return nil }
    return facts.payloadElementTypes(ofCaseInAnyEnum: caseName)
  }
}
