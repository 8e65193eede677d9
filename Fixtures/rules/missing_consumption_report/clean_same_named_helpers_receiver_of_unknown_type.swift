// Near miss of flagged_protocol_conformer_never_reports: two unrelated types declare
// `close(_:)`, one reports and one only logs; the receiver's type is not known (a factory
// outside the project made it), so the call is matched by name alone and the one that runs may
// be the one that reports: no finding (an escape, as before).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class LiveAudit {
  func close(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class ConsoleLog {
  func close(_ evaluation: CoachingEvaluation) {
    print("outcome: \(evaluation.insight.outcome)")
  }
}

func confirmPayee(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let audit = AuditFactory.make()
  audit.close(evaluation)
}
