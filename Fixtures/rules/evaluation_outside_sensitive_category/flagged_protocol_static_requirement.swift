import TrustInsights

// A static context declared in a protocol extension reads a static requirement: on a
// conforming type (`ReferralScreen.coachingContext`) or a generic parameter constrained to
// the protocol (`S.coachingContext`), every conformer's category contributes.

protocol TrustScreen {
  static var trustCategory: InsightEvaluator.OperationCategory { get }
}

extension TrustScreen {
  static var coachingContext: InsightEvaluator.InsightContext {
    .init(operationCategory: trustCategory, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct SendMoneyScreen: TrustScreen {
  static let trustCategory: InsightEvaluator.OperationCategory = .payment
}

struct ReferralScreen: TrustScreen {
  static var trustCategory: InsightEvaluator.OperationCategory { .other }  // expect: evaluation_outside_sensitive_category
}

func checkReferral(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: ReferralScreen.coachingContext)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

final class Gatekeeper<S: TrustScreen> {
  let evaluator = InsightEvaluator()
  func check() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: S.coachingContext)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
