// The outcome read through a key path subscript, with `.unknown` keeping the existing checks;
// a key path subscript of another value (`settings[keyPath: \.allowInstant]`) is no outcome.
import TrustInsights

struct Settings { var allowInstant = true }

@available(iOS 27.0, *)
final class InstantPayFlow {
  let evaluator = InsightEvaluator()
  var settings = Settings()

  func run() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation[keyPath: \.insight.outcome] {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
      verify()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      verify()
    }
    if settings[keyPath: \.allowInstant] { approveInstantPayment() }
  }

  func runStandardChecks() {}
  func approveInstantPayment() {}
  func verify() {}
}
