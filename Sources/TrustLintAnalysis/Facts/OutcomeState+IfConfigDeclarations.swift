/// Declarations made inside `#if` clauses. Unlike the body of an `if`, a clause is no scope:
/// `#if DEBUG let level: IsLikelyBeingCoachedInsight.Value = .unknown #else let level = try
/// evaluation.insight.outcome.get() #endif` declares `level` for the statements after
/// `#endif` (probes-cf p145), so what the clauses bound must outlive the block.
extension OutcomeState {
  /// Keeps the names the clauses that go on declared (`exits`, each walked from `before`).
  /// A name new in several clauses keeps the first clause's meaning, but a level or outcome
  /// binding wins over a shadowing one: a test that reads an outcome in some build is read as one.
  mutating func keepDeclarations(of exits: [OutcomeState], madeSince before: OutcomeState) {
    for exit in exits {
      for (name, subject) in exit.bindings where before.bindings[name] == nil {
        if let kept = bindings[name], kept != nil { continue }
        bindings[name] = subject
      }
      Self.addNew(&conditionNames, from: exit.conditionNames, before: before.conditionNames)
      Self.addNew(&caseLists, from: exit.caseLists, before: before.caseLists)
      Self.addNew(&tupleValues, from: exit.tupleValues, before: before.tupleValues)
      Self.addNew(&declaredTypes, from: exit.declaredTypes, before: before.declaredTypes)
      Self.addNew(&collections, from: exit.collections, before: before.collections)
      Self.addNew(&caseTables, from: exit.caseTables, before: before.caseTables)
    }
  }

  /// Adds the keys of `exit` that neither `before` nor `target` has.
  private static func addNew<V>(_ target: inout [String: V], from exit: [String: V], before: [String: V]) {
    for (key, value) in exit where before[key] == nil && target[key] == nil { target[key] = value }
  }
}
