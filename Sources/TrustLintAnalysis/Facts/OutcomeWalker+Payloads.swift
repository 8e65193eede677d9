import TrustLintSyntax

/// Levels and outcomes carried in the payload of the app's own enum: in `switch action` over
/// an enum of the program declaring `case riskResponse(Result<IsLikelyBeingCoachedInsight.Value,
/// InsightError>)` or `case levelReceived(IsLikelyBeingCoachedInsight.Value)` (a reducer's
/// action, a view state), the case pattern tests that payload as it would test the outcome
/// itself: `case .riskResponse(.success(.unknown)):` is reached by `.unknown`, and `case let
/// .levelReceived(level)` binds `level` as a level.
extension OutcomeWalker {
  /// The state each case body of a `switch` on no outcome starts in: a case over the app's
  /// enum carrying the outcome narrows its body by the payload patterns it lists (`case
  /// .riskResponse(.success(.unknown)), .riskResponse(.failure):` is reached by `.unknown`
  /// and by a failure); a `where` clause of a single pattern narrows as a condition would.
  func payloadCaseStates(_ s: SwitchStmt, _ st: OutcomeState, walkGuards: Bool) -> [OutcomeState] {
    // Per enum case of one payload: the levels earlier cases surely matched, which later
    // patterns of that case no longer see (`case .evaluated:` after `case .evaluated(.high),
    // .evaluated(.medium):` is reached by `.evaluated(.unknown)` only).
    var removed: [String: OutcomeSet] = [:]
    return s.cases.map { c in
      var caseState = st
      guard case .patterns(let items) = c.kind else { return caseState }
      var matches: [PayloadMatch] = []
      var whereNarrowed: [String: OutcomeSet] = [:]
      var surely: [String: OutcomeSet] = [:]
      for item in items {
        Self.shadow(item.pattern, &caseState.bindings)
        var m = payloadMatch(item.pattern, subject: s.subject, keyToken: c.keywordToken, st, &caseState.bindings)
        if let name = m.caseName, let gone = removed[name] {
          m = remaining(m, without: gone, subject: s.subject, keyToken: c.keywordToken, st)
        }
        if item.whereClause == nil, let name = m.caseName, m.must.count == 1, let must = m.must.values.first {
          surely[name, default: []].formUnion(must)
        }
        if walkGuards, let w = item.whereClause { expr(w, caseState) }
        if let w = item.whereClause {
          for (key, set) in evaluate(w, caseState).whenTrue {
            if let may = m.may[key] {
              m.may[key] = may.intersection(set)
            } else if items.count == 1 {
              whereNarrowed[key] = set
            }
          }
        }
        matches.append(m)
      }
      var narrowed = Self.joinedPayloadNarrowing(matches)
      narrowed.merge(whereNarrowed) { a, b in a.intersection(b) }
      if items.count > 1 {
        // `case .riskResponse(.failure), .riskResponse(.success(.unknown)):` is the body of
        // the failure too, as `case .failure, .success(.unknown):` on the outcome is.
        for m in matches {
          for (key, may) in m.may where may == .failure && narrowed[key] != nil {
            caseState.failureCaseKeys.insert(key)
          }
        }
      }
      caseState.narrow(narrowed, at: .init(.caseLabel, token: c.keywordToken, test: s.switchToken))
      removed.merge(surely) { $0.union($1) }
      return caseState
    }
  }

  /// What one pattern of the app's enum says of the outcomes in its payload.
  struct PayloadMatch {
    /// The enum case the pattern names; nil when it names none (`_`, `let x`), so that every
    /// value of the enum may match it.
    var caseName: String?
    /// Per payload key, what the pattern may match there.
    var may: [String: OutcomeSet] = [:]
    /// Per payload key, every value it can hold.
    var domain: [String: OutcomeSet] = [:]
    /// Per payload key of a case of one payload, what the pattern surely matches there.
    var must: [String: OutcomeSet] = [:]
  }

  /// The narrowing of a case body by the payload patterns of `p` (binding the names they bind
  /// into `bindings`), when `subject` is a value of the program's enum and the case's payload
  /// is declared as a level or as the outcome; empty otherwise.
  func payloadNarrowing(
    _ p: Pattern, subject: Expr, _ st: OutcomeState, _ bindings: inout [String: OutcomeSubject?]
  ) -> [String: OutcomeSet] {
    let m = payloadMatch(p, subject: subject, keyToken: nil, st, &bindings)
    return m.may.filter { m.domain[$0.key] != $0.value }
  }

  /// What pattern `p` matches in the outcome payloads of the app's enum `subject`. Its keys
  /// name the payload position; with `keyToken` (a `case` label's token) they name the enum
  /// case instead of the pattern, so that the patterns of one multi-pattern `case` that name
  /// the same enum case share their keys.
  func payloadMatch(
    _ p: Pattern, subject: Expr, keyToken: TokenIndex?, _ st: OutcomeState,
    _ bindings: inout [String: OutcomeSubject?]
  ) -> PayloadMatch {
    guard case .enumCase(_, let name, let payload) = p else { return PayloadMatch(caseName: nil) }
    var result = PayloadMatch(caseName: name.text)
    guard let payload, !payload.isEmpty,
      let declared = declaredPayload(ofCase: name.text, subject: subject, st),
      declared.types.count == payload.count
    else { return result }
    let prefix = keyToken.map { "payload:\($0):\(name.text)" } ?? "payload:\(name.token)"
    for (i, sub) in payload.enumerated() {
      let type = TypeRef(text: declared.types[i], first: 0, last: 0)
      guard let s = subjectForDeclared(type: type, key: "\(prefix):\(i)", scope: declared.scope) else {
        continue
      }
      let m = match(sub, s, &bindings)
      result.may[s.key] = m.may
      result.domain[s.key] = s.domain
      if payload.count == 1 { result.must[s.key] = m.must }
    }
    return result
  }

  /// The narrowing of the body of a `case` listing `matches`, one per pattern: the body is
  /// reached by what any pattern matches. A key is narrowed to the union of what the patterns
  /// naming its enum case match there (a pattern naming another case reaches the body with
  /// another case's payload, and says nothing of this one); a pattern that names no case, or
  /// names the case without testing that payload, lets every value through.
  static func joinedPayloadNarrowing(_ matches: [PayloadMatch]) -> [String: OutcomeSet] {
    var byCase: [String: [Int]] = [:]
    for (i, m) in matches.enumerated() {
      guard let name = m.caseName else { return [:] }
      byCase[name, default: []].append(i)
    }
    var joined: [String: OutcomeSet] = [:]
    for group in byCase.values {
      var keys: [String: OutcomeSet] = [:]
      for i in group { keys.merge(matches[i].domain) { a, _ in a } }
      for (key, domain) in keys {
        var union: OutcomeSet = []
        var everyPatternTests = true
        for i in group {
          guard let may = matches[i].may[key] else {
            everyPatternTests = false
            break
          }
          union.formUnion(may)
        }
        if everyPatternTests, union != domain { joined[key] = union }
      }
    }
    return joined
  }

  /// `m` where earlier cases surely matched `gone` of its enum case's one payload: what the
  /// pattern may match there without them (a pattern naming the case alone, `case .evaluated:`,
  /// then tests the payload too).
  private func remaining(
    _ m: PayloadMatch, without gone: OutcomeSet, subject: Expr, keyToken: TokenIndex, _ st: OutcomeState
  ) -> PayloadMatch {
    guard let name = m.caseName, let declared = declaredPayload(ofCase: name, subject: subject, st),
      declared.types.count == 1,
      let s = subjectForDeclared(
        type: TypeRef(text: declared.types[0], first: 0, last: 0), key: "payload:\(keyToken):\(name):0",
        scope: declared.scope)
    else { return m }
    let left = (m.may[s.key] ?? s.domain).subtracting(gone)
    // Where no named level is left (only a value this SDK does not know, or a failure), the
    // pattern still says nothing: a catch-all after every level is bookkeeping, not a branch.
    guard !left.intersection(.known).isEmpty else { return m }
    var result = m
    result.domain[s.key] = s.domain
    result.may[s.key] = left
    return result
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
