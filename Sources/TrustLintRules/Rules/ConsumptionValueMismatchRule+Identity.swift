import TrustLintAnalysis
import TrustLintSyntax

/// Which evaluation a name means inside a failure branch. The branch knows the failed insight
/// by the holder's name as the test wrote it (`evaluation.insight`); a report in the branch is
/// of that evaluation only while the name still holds it. A name rebound inside the branch
/// (`if let evaluation = await prefetched()`, `evaluation = try await …` of a retry) holds
/// another evaluation, whose own insight never failed there; a constant copy (`let checked =
/// evaluation` tested, `evaluation` reported) holds the same one under another name.
extension ConsumptionValueMismatchRule {
  /// Where a report (or a helper call) in a failure branch is read: its file, body and place.
  struct ReportSite {
    /// The tree of the file the call is in (for the tokens between the test and the report).
    let tree: SyntaxTree
    /// The body the call is written in.
    let scope: BodyScope?
    /// The token where the holder is written in the call.
    let token: TokenIndex
  }

  /// Whether `path` (a holder written as a name or member path) read at `site` is an evaluation
  /// whose insight failed on `branch`. Nil when the branch does not name its failed holders
  /// (a failed key that is not an evaluation's insight as written): callers keep their rule.
  static func namesFailedEvaluation(_ path: String, at site: ReportSite, _ branch: OutcomeBranch) -> Bool? {
    guard !branch.failedKeys.isEmpty, branch.failedKeys.allSatisfy({ $0.hasSuffix(".insight") }) else {
      return nil
    }
    let roots = branch.failedKeys.map { String($0.dropLast(".insight".count)) }
    if roots.contains(path) { return !isRebound(path, at: site, since: branch.entry) }
    // Another name: the same object only through a chain of constant copies, resolved where
    // the test read the holder (its keyword) and where the report reads the name.
    guard let scope = site.scope, let reported = origin(of: path, at: site.token, in: scope) else { return false }
    let testToken = branch.entry?.test ?? site.token
    return roots.contains { origin(of: $0, at: testToken, in: scope) == reported }
  }

  /// Whether the name `path` was bound to another value after the branch was entered and
  /// before `site`: a local of that name declared inside the branch (shadowing the tested
  /// holder), or an `=` assignment to it there. Not when the name's insight is read again
  /// after that (`if let e = …, case .failure = e.insight.outcome`: the test is of the new
  /// value), nor when the walker could not say where the branch starts.
  private static func isRebound(_ path: String, at site: ReportSite, since entry: BranchEntry?) -> Bool {
    guard let entry, let scope = site.scope, !path.contains("."), site.token > entry.token else { return false }
    var rebindings: [TokenIndex] = []
    if let (owner, binding) = scope.lookup(path, at: site.token) {
      // `let evaluation = evaluation` in the branch copies the tested holder: the same one.
      if case .local(let locals) = binding, locals.count == 1, locals[0].name.token > entry.token,
        !copiesName(path, locals[0].initializer)
      {
        rebindings.append(locals[0].name.token)
      }
      for s in [owner, scope] {
        for value in s.assignments[path] ?? [] {
          if let t = SourceText.firstToken(of: value), t > entry.token, t < site.token { rebindings.append(t) }
        }
      }
    }
    return rebindings.contains { !readsInsight(of: path, from: $0, to: site.token, in: site.tree) }
  }

  /// Whether a local's initializer is the bare name it shadows (`let evaluation = evaluation`).
  private static func copiesName(_ name: String, _ initializer: Expr?) -> Bool {
    guard let initializer, case .identifier(let source) = SyntaxQueries.stripped(initializer) else { return false }
    return source.text == name
  }

  /// Whether `name.insight` is written between two tokens (a test of the value bound there).
  private static func readsInsight(of name: String, from start: TokenIndex, to end: TokenIndex, in tree: SyntaxTree)
    -> Bool
  {
    var t = start
    while t + 2 < end {
      if tree.text(of: t) == name, tree.text(of: t + 1) == ".", tree.text(of: t + 2) == "insight" { return true }
      t += 1
    }
    return false
  }

  /// Where the value a name holds at `token` was first named: through local constants copied
  /// from another name (`let checked = evaluation`, `if let e = maybe`) and never assigned, up
  /// to four copies back. The declaration's token of the local or parameter it ends at.
  private static func origin(of name: String, at token: TokenIndex, in scope: BodyScope) -> TokenIndex? {
    var name = name
    var token = token
    for _ in 0..<4 {
      guard !name.contains("."), let (owner, binding) = scope.lookup(name, at: token) else { return nil }
      switch binding {
      case .parameter(let i):
        return owner.parameters[i].name.token
      case .local(let locals):
        guard locals.count == 1 else { return nil }
        let local = locals[0]
        guard (owner.assignments[name] ?? []).isEmpty, let value = local.initializer,
          case .identifier(let source) = SyntaxQueries.stripped(value)
        else { return local.name.token }
        name = source.text
        token = local.name.token
      }
    }
    return nil
  }
}
