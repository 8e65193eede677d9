import TrustLintSyntax

/// A thin adapter (`LivePermission.requestAuthorization(for:)` behind the app's
/// dependency-injection protocol) hands its context parameter to the evaluator's prompt; the
/// status check belongs to whoever calls the adapter. When the program calls it, and every
/// call is made after a status check, the adapter's prompt is checked.
extension ProgramFacts {
  /// Whether the unchecked prompt `r` passes its function's context parameter straight to the
  /// evaluator, the program calls that function, and every such call is made where the status
  /// was checked on every path before it. A function nobody calls in the linted set, or one
  /// called once without a check, keeps its finding. `walked`: the walk of each body so far,
  /// shared by the prompts of a file (walking the callers again for every prompt made a file of
  /// many copies of the rule fixtures three times slower).
  func passesThroughToCheckedCallers(
    _ r: EvaluatorCall, summaries: StatusSummaries, entries: ClosureEntryStates,
    walked: inout [ObjectIdentifier: StatusWalker]
  ) -> Bool {
    guard case .function(let f) = r.scope.kind, f.kind == .function,
      let argument = r.context.map(SyntaxQueries.stripped), case .identifier(let n) = argument,
      let (owner, binding) = r.scope.lookup(n.text, at: n.token), owner === r.scope,
      case .parameter(let index) = binding
    else { return false }
    // The evaluator's own call in the wrapper names the same function: it is not a caller.
    let sites = calls(of: f, passingParameter: index, limit: 32).filter { $0.call !== r.call }
    guard !sites.isEmpty else { return false }
    for site in sites {
      guard let scope = self.scope(containing: site.call, inFile: site.fileIndex), scope !== r.scope else {
        return false
      }
      let walker = statusWalker(for: scope, summaries: summaries, entries: entries, walked: &walked)
      guard walker.callStates[ObjectIdentifier(site.call)] == true else { return false }
    }
    return true
  }

  /// The status walk of `scope`, run once and kept in `walked` for the other prompts and
  /// callers of the same file.
  func statusWalker(
    for scope: BodyScope, summaries: StatusSummaries, entries: ClosureEntryStates,
    walked: inout [ObjectIdentifier: StatusWalker]
  ) -> StatusWalker {
    if let known = walked[ObjectIdentifier(scope)] { return known }
    let walker = StatusWalker(facts: self, scope: scope, summaries: summaries, entry: entries.entry(of: scope))
    _ = walker.run()
    walked[ObjectIdentifier(scope)] = walker
    return walker
  }

  /// Whether the body of `entry` (or a closure written in it) calls the evaluator itself: a
  /// test double behind the same protocol (`MockPermission`) answers from a stored value and
  /// never does.
  func callsEvaluatorDirectly(_ entry: FunctionEntry) -> Bool {
    guard let body = scope(of: entry) else { return false }
    return bodiesCallingEvaluator(inFile: body.fileIndex).contains(ObjectIdentifier(body))
  }

  /// The bodies of a file that call the evaluator themselves or in a closure written in them
  /// (see `BodyScope.isWritten(in:)`), once per file: asked for every call through a protocol
  /// with several implementations, a scan of the file's evaluator calls each time made a file
  /// of many such calls quadratic.
  private func bodiesCallingEvaluator(inFile fileIndex: Int) -> Set<ObjectIdentifier> {
    program.files[fileIndex].cache.value("facts.bodiesCallingEvaluator") {
      var bodies: Set<ObjectIdentifier> = []
      for call in evaluatorCalls(inFile: fileIndex) {
        var s: BodyScope? = call.scope
        var hops = 0
        // The bodies `call.scope.isWritten(in:)` holds for: the chain of closures up to the
        // first body that is no closure, within the same 32 hops.
        while let current = s, hops < 32 {
          bodies.insert(ObjectIdentifier(current))
          guard current.isClosure else { break }
          s = current.parent
          hops += 1
        }
      }
      return bodies
    }
  }
}
