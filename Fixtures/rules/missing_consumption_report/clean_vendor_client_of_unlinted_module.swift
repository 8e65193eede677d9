// A vendor fraud SDK from a module outside the linted set (`FraudVendorKit`): its client has
// `requestEvaluation(context:)` and `requestAuthorization(for:)` of its own, and no function of
// the program declares them. The client is initialised as the vendor's type and given the
// vendor's own contexts (`.login(userID)`), so its calls run the vendor's methods: no evaluation
// is created, nothing is owed, even where the result is discarded or returned by a helper.
import FraudVendorKit
import TrustInsights

@available(iOS 27.0, *)
final class LoginRisk {
  private let evaluator = FraudEvaluator(tenant: "neobank")
  private let coaching = InsightEvaluator()

  func onLogin(userID: String) async throws {
    try await evaluator.requestAuthorization(for: .deviceFingerprint)
    _ = try await evaluator.requestEvaluation(context: .login(userID))
    try await evaluator.requestEvaluation(context: .session(userID))
  }

  func sessionScore(userID: String) async throws -> Int {
    let vendor: FraudEvaluator = evaluator
    let verdict = try await vendor.requestEvaluation(context: .session(userID))
    return verdict.score
  }

  func beforeAddingDevice() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    do {
      let evaluation = try await coaching.requestEvaluation(context: context)
      let isHigh = (try? evaluation.insight.outcome.get()) == .high
      evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
      return isHigh
    } catch {
      return false
    }
  }
}
