// A payee screen's view model is generic over its injected audit logger (so tests pass a
// spy); the protocol's conformers only log the evaluation, so the obligation stays here.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol AuditLogging {
  func log(_ evaluation: CoachingEvaluation)
}

struct ConsoleAudit: AuditLogging {
  func log(_ evaluation: CoachingEvaluation) {
    print("coaching outcome: \(evaluation.insight.outcome)")
  }
}

@MainActor
final class AddPayeeModel<Audit: AuditLogging> {
  let audit: Audit
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  init(audit: Audit) { self.audit = audit }

  func addPayee() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    audit.log(evaluation)
  }
}
