import TrustLintSyntax

extension GraphBuilder {
  /// A case's `where` clauses: the body runs where one item's clause holds (its nil tests
  /// refine: `case .success(.high) where flagged == nil:`), or from an item without one; where
  /// they fail, the later cases are reached from the dispatch. Each clause is lowered from the
  /// case's entry (`case .success(.high) where kept == nil, .success(.medium) where kept == nil:`).
  func lowerCaseWhereClauses(_ items: [CaseItem]) {
    guard items.contains(where: { $0.whereClause != nil }) else { return }
    let start = current
    var ends: [Int32] = []
    for item in items {
      current = start
      guard let w = item.whereClause else {
        if !ends.contains(start) { ends.append(start) }
        continue
      }
      testDepth += 1
      ends += lowerBool(w).trues
      testDepth -= 1
    }
    join(ends)
  }
}
