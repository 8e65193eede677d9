import TrustLintSyntax

/// Closure literals passed to functions of the program: which of their parameters receive an
/// evaluation (or a `Result` holding one) from every function the call may run.
extension GraphBuilder {
  /// For each closure argument, the parameters that every function the call may run hands
  /// an evaluation to (its parameter's function type takes one there).
  func noteClosureSeeds(_ c: CallExpr, _ found: [ResolvedCall]) {
    for (lbrace, seeds) in handedClosureSeeds(c, found) {
      closureSeeds[lbrace] = seeds.evaluations
      if !seeds.results.isEmpty { closureResultSeeds[lbrace] = seeds.results }
    }
  }

  /// Per closure argument (by its `{`), the parameter positions every function the call may
  /// run hands an evaluation to (true: an optional one), and those of them that receive a
  /// `Result` holding one.
  func handedClosureSeeds(_ c: CallExpr, _ found: [ResolvedCall]) -> [TokenIndex: (
    evaluations: [Int: Bool], results: Set<Int>
  )] {
    var out: [TokenIndex: (evaluations: [Int: Bool], results: Set<Int>)] = [:]
    guard !found.isEmpty else { return out }
    let count = c.arguments.count + c.trailingClosures.count
    for i in 0..<count {
      let a = i < c.arguments.count ? c.arguments[i] : c.trailingClosures[i - c.arguments.count]
      guard case .closure(let closure) = a.value, !closure.parameters.isEmpty else { continue }
      var seeds: [Int: Bool]?
      // Positions every callee (and any callee) hands a `Result<Evaluation, …>` to.
      var results: Set<Int>?
      var anyResults: Set<Int> = []
      for r in found {
        let params = index.functions[Int(r.function)].decl.parameters
        guard i < r.parameterOfArgument.count, let t = params[r.parameterOfArgument[i]].type else {
          seeds = [:]
          break
        }
        let s = index.evaluationClosureParameters(ofType: t.text)
        let r = s.isEmpty ? [] : index.evaluationResultClosureParameters(ofType: t.text)
        results = results.map { $0.intersection(r) } ?? r
        anyResults.formUnion(r)
        // Every callee must hand an evaluation there; optional if any hands an optional one.
        guard let old = seeds else {
          seeds = s
          continue
        }
        var both: [Int: Bool] = [:]
        for (k, optional) in old { if let other = s[k] { both[k] = optional || other } }
        seeds = both
      }
      // A position where one callee hands a `Result` and another an evaluation is neither.
      let everyResult = results ?? []
      for k in anyResults where !everyResult.contains(k) { seeds?[k] = nil }
      if let seeds, !seeds.isEmpty {
        out[closure.lbrace] = (seeds, everyResult.filter { seeds[$0] != nil })
      }
    }
    return out
  }

  /// Whether a call passes a closure literal (in parentheses or trailing).
  static func hasClosureArgument(_ c: CallExpr) -> Bool {
    for a in c.arguments { if case .closure = a.value { return true } }
    for a in c.trailingClosures { if case .closure = a.value { return true } }
    return false
  }
}
