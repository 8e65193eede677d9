import TrustLintSyntax

/// A `defer` written in one clause of an `#if` (`#if DEBUG defer { … } #endif`) is registered
/// only in the builds that compile that clause: it runs on the exits of the paths through it,
/// not on every path. Each clause that registers a `defer` (itself, or in an `#if` nested in
/// it) gets a condition slot (as a tracked `Bool` does, `GraphBuilder+Correlation.swift`), set
/// true on the paths through the clause and false on the others, and its defers run where the
/// slot is true: paths through different clauses are kept apart, so `#if DEBUG defer { report }
/// #else defer { report } #endif` is one report per path. The slots of `#if`s nested in a
/// clause are set false on the paths through its sibling clauses. Past the body's condition
/// slots, such a defer runs on every path, as before.
extension GraphBuilder {
  /// The slot of each clause of `c` that registers a `defer` (nil for the others, or when no
  /// slot is left), allocated when `c` is first met; those of nested `#if`s are allocated
  /// with it, so that every path sets them.
  func deferSlots(_ c: IfConfig) -> [Int32?] {
    // A body that holds no evaluation has nothing its defers could report.
    guard !trackedNames.isEmpty else { return c.clauses.map { _ in nil } }
    if let known = ifConfigSlots[ObjectIdentifier(c)] { return known.slots }
    var slots: [Int32?] = []
    var nested: [[Int32]] = []
    for clause in c.clauses {
      var inner: [Int32] = []
      var registers = false
      for stmt in clause.body {
        switch stmt {
        case .deferStmt: registers = true
        case .ifConfig(let n):
          let found = deferSlots(n)
          inner += found.compactMap { $0 } + (ifConfigSlots[ObjectIdentifier(n)]?.nested.flatMap { $0 } ?? [])
          if found.contains(where: { $0 != nil }) { registers = true }
        default: break
        }
      }
      nested.append(inner)
      guard registers, graph.conditions.count < PathStates.maxConditions else {
        slots.append(nil)
        continue
      }
      let v = newVariable("#if", temporary: true)
      graph.conditions.append(v)
      slots.append(Int32(graph.conditions.count - 1))
    }
    ifConfigSlots[ObjectIdentifier(c)] = (slots, nested)
    return slots
  }

  /// On the path through clause `k` of `c` (-1: the implicit empty `#else`), each slot says
  /// whether its clause is this one, and the slots nested in the other clauses are false.
  func selectClause(_ k: Int, of c: IfConfig) {
    guard let (slots, nested) = ifConfigSlots[ObjectIdentifier(c)] else { return }
    for (i, slot) in slots.enumerated() {
      if let slot { emit(.setCondition(slot: slot, value: i == k)) }
      if i != k { for s in nested[i] { emit(.setCondition(slot: s, value: false)) } }
    }
  }
}
