// A helper that reports the evaluation itself when auditing is off and otherwise hands it to
// the caller's closure, which reports it: each path reports once. The helper is not at fault
// (no path leaves it unreported: the hand-off path is the closure's), and the caller's report
// inside the closure is not a second one. Which path the helper took is not known at the
// caller, so the call hands the evaluation on there: a caller's closure that forgot its
// report is not found through such a helper (a known limit, chosen over a false duplicate).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class Audit {
  var enabled = false

  func withAudit(_ e: Coaching, _ body: (Coaching) -> Void) {
    guard enabled else {
      e.reportConsumption(.usedEvaluationOnly)
      return
    }
    body(e)
  }
}

@available(iOS 27.0, *)
final class PaymentModel {
  let evaluator = InsightEvaluator()
  let audit = Audit()

  func pay() async throws {
    let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
    let evaluation = try await evaluator.requestEvaluation(context: context)
    audit.withAudit(evaluation) { ev in
      ev.reportConsumption(.usedEvaluationOnly)
    }
  }
}
