import TrustLintAnalysis
import TrustLintSyntax

/// Where the blanket report's note points: the outcome test that came before the report.
extension BlanketConsumptionReportRule {
  /// The last `.insight.outcome` read between the evaluation and the report; for a report in
  /// a `defer` (written before the test, run at the exits), the last one before the body's
  /// last exit. `token`: where the report is found (the call, for a report in a local function).
  static func outcomeTest(
    _ result: ObligationResult, object: TokenIndex, site: ReportSite, at token: TokenIndex, in tree: SyntaxTree
  ) -> TokenIndex? {
    if let read = lastOutcomeRead(tree, after: object, before: token) { return read }
    guard site.deferRun != nil, let last = result.graph.exits.map(\.token).max() else { return nil }
    return lastOutcomeRead(tree, after: object, before: last + 1)
  }

  /// A call between the evaluation and the report handing a tracked evaluation to a function
  /// that reads `.insight.outcome` on every path (the test the report follows, made in the
  /// callee). Only in a body with one evaluation: the argument is then surely it.
  static func outcomeReadingCall(
    _ graph: FlowGraph, object: TokenIndex, before end: TokenIndex, effect: ObligationAnalysis.CallEffect
  ) -> CallSite? {
    guard graph.objects.count == 1 else { return nil }
    return graph.callSites.last { call in
      call.token > object && call.token < end && call.arguments.contains { effect(call, $0).readsOutcome }
    }
  }
}
