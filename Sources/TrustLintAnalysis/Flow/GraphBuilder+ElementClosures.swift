import TrustLintSyntax

/// `queued.forEach { e in … }` over evaluations others owe: like `for e in queued`, each run of
/// the closure borrows one element, so that two reports of it in one run are found
/// (`duplicate_consumption_report`; probes-df, a mutant of probes-cq p148).
extension GraphBuilder {
  /// The sequence operations of the standard library whose closure takes one element as its
  /// only parameter (`reduce`, `sorted(by:)` and `min(by:)` take two and are left out).
  static let elementClosureCallees: Set<String> = [
    "forEach", "filter", "compactMap", "contains", "first", "last", "firstIndex", "lastIndex", "allSatisfy",
    "removeAll", "drop", "prefix",
  ]

  /// The name of the evaluation collection whose elements the closure of a call outside the
  /// program receives one per run, or nil (`found`: the program's declarations the call may
  /// reach; a function of the program hands its closures what its own body passes).
  func elementCollectionName(_ shape: CallShape, _ closure: ClosureExpr, run: ClosureRun, found: [ResolvedCall]?)
    -> String?
  {
    // `queued.prefix(1).forEach { e in … }` runs at most once, on an element of `queued`.
    let slice = run == .atMostOnce ? shape.receiver.flatMap(onePassSliceBase) : nil
    guard run == .repeated || run == .onceOrMore || slice != nil, found?.isEmpty != false,
      closure.parameters.count <= 1, let name = shape.name?.text, Self.elementClosureCallees.contains(name),
      let receiver = slice ?? shape.receiver, isEvaluationCollection(receiver)
    else { return nil }
    return Self.sequenceName(receiver)
  }
}
