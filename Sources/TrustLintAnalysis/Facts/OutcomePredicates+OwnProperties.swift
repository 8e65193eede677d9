import TrustLintSyntax

/// A computed `Bool` of the app's own type that tests the type's own level property:
/// `var canProceed: Bool { guard let level = coachingLevel else { return false }; switch level
/// { case .unknown: return true … } }` read as `if canProceed { … }` (or `self.canProceed`) in a
/// member of the same type is an outcome test of `coachingLevel` through the getter, as a call
/// of a `Bool` helper given that level is. The getter reads the property when the condition is
/// evaluated, so what it returns for each level holds for the property at that point.
extension OutcomeWalker {
  /// How the keys of the own type's properties start (`propertySubject(_:)`).
  private static let propertyKeyPrefix = "property:"

  /// What reading the own type's computed `Bool` property `name` says of the type's level
  /// properties; nothing when `name` is a local or a parameter, or the type declares no
  /// single such getter.
  func ownPredicateProperty(_ name: String, _ st: OutcomeState) -> OutcomeNarrowing {
    guard !unit.ownerPath.isEmpty, st.bindings[name] == nil, st.declaredTypes[name] == nil,
      unit.function?.parameters.contains(where: { $0.name.text == name }) != true
    else { return .none }
    let getters = boolGetters(named: name).filter {
      $0.ownerPath == unit.ownerPath && !isValueOwner($0) && !isResultOwner($0) && !$0.isEvaluationExtension
    }
    guard getters.count == 1, let summary = ownPropertySummary(of: getters[0]) else { return .none }
    var n = OutcomeNarrowing()
    for (key, sets) in summary {
      guard let s = propertySubject(String(key.dropFirst(Self.propertyKeyPrefix.count))), s.key == key else {
        continue
      }
      let whenTrue = sets.whenTrue.intersection(s.domain)
      let whenFalse = sets.whenFalse.intersection(s.domain)
      if whenTrue == s.domain && whenFalse == s.domain { continue }
      n.whenTrue[key] = whenTrue
      n.whenFalse[key] = whenFalse
    }
    return n
  }

  /// For each level property of the getter's type its body tests, the levels for which it may
  /// return `true` and those for which it may return `false` (memoised per walk; nil when it
  /// returns nothing or is too deep).
  private func ownPropertySummary(of entry: FunctionEntry) -> PredicateSummary? {
    if let known = ownPropertyMemo[entry.id] { return known }
    guard predicateDepth < Self.maxPredicateDepth else { return nil }
    ownPropertyMemo[entry.id] = .some(nil)  // a getter that reaches itself says nothing
    let sub = predicateWalker(for: entry)
    var returns: [(narrowed: [String: OutcomeSet], test: OutcomeNarrowing, literal: Bool?)] = []
    var keys: Set<String> = []
    sub.returnObserver = { walker, leaf, st in
      let test = walker.evaluate(leaf, st)
      let literal = Self.booleanLiteral(leaf)
      let narrowed = st.narrowed.filter { $0.key.hasPrefix(Self.propertyKeyPrefix) }
      keys.formUnion(narrowed.keys)
      for k in test.whenTrue.keys where k.hasPrefix(Self.propertyKeyPrefix) { keys.insert(k) }
      for k in test.whenFalse.keys where k.hasPrefix(Self.propertyKeyPrefix) { keys.insert(k) }
      returns.append((narrowed, test, literal))
    }
    sub.walkReturns(of: entry)
    var result: PredicateSummary = [:]
    for key in keys {
      var sets: (whenTrue: OutcomeSet, whenFalse: OutcomeSet) = ([], [])
      for r in returns {
        let here = r.narrowed[key] ?? .all
        if r.literal != false { sets.whenTrue.formUnion(here.intersection(r.test.whenTrue[key] ?? .all)) }
        if r.literal != true { sets.whenFalse.formUnion(here.intersection(r.test.whenFalse[key] ?? .all)) }
      }
      result[key] = sets
    }
    let summary: PredicateSummary? = returns.isEmpty || result.isEmpty ? nil : result
    ownPropertyMemo[entry.id] = .some(summary)
    return summary
  }
}
