import TrustLintSyntax

/// Two `#if` blocks with the same condition (`#if DEBUG … #endif` then `#if DEBUG … #else …
/// #endif`, or `#if !DEBUG`) are compiled together or not at all: a path through the first's
/// `DEBUG` clause goes through the second's `DEBUG` clause too. An `#if` whose single
/// condition is a name, or `!` and a name, tests a condition slot of that name (as a tracked
/// `Bool` does, `GraphBuilder+Correlation.swift`), so that paths through opposite clauses of
/// two such blocks do not exist. Other conditions (`os(iOS)`, `A && B`, `#elseif` chains) are
/// not related to one another; past the body's condition slots, neither are these.
extension GraphBuilder {
  /// The slot and polarity of `c`'s condition, when it has one `#if` clause (and perhaps an
  /// `#else`) whose condition is `NAME` or `!NAME`.
  func buildConditionSlot(_ c: IfConfig) -> (slot: Int32, positive: Bool)? {
    guard !trackedNames.isEmpty, let first = c.clauses.first, let range = first.condition else { return nil }
    guard c.clauses.count == 1 || (c.clauses.count == 2 && c.clauses[1].condition == nil) else { return nil }
    var text = tree.text(from: range.first, through: range.last).filter { !$0.isWhitespace }
    var positive = true
    if text.hasPrefix("!") {
      positive = false
      text.removeFirst()
    }
    guard !text.isEmpty, text.utf8.allSatisfy(TypeText.isIdentifierByte), mentionsTrackedName(c) else { return nil }
    if let slot = buildConditionSlots[text] { return (slot, positive) }
    guard graph.conditions.count < PathStates.maxConditions else { return nil }
    let v = newVariable("#if " + text, temporary: true)
    graph.conditions.append(v)
    let slot = Int32(graph.conditions.count - 1)
    buildConditionSlots[text] = slot
    return (slot, positive)
  }

  /// Whether the block names a tracked variable: only such blocks spend one of the body's few
  /// condition slots (tracked `Bool` flags need them too).
  private func mentionsTrackedName(_ c: IfConfig) -> Bool {
    guard !trackedNames.isEmpty, let first = c.clauses.first?.directiveToken else { return false }
    let tokens = tree.tokens
    var i = Int(first)
    let last = min(Int(c.endToken), tokens.count - 1)
    while i <= last {
      if tokens[i].kind == .identifier, trackedNames.contains(tree.text(of: Int32(i))) { return true }
      i += 1
    }
    return false
  }
}
