// A protocol extension constrained `where Self: LegacyScreen` gives its default only to the
// conformers that are LegacyScreens: TransferScreen is not one, so its bare makeContext() runs
// the unconstrained default (.payment) and the constrained .other never reaches its evaluator
// call (probes-ew p04).
import TrustInsights

class LegacyScreen {}

protocol ContextProviding {}

extension ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

extension ContextProviding where Self: LegacyScreen {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class TransferScreen: ContextProviding {
  private let evaluator = InsightEvaluator()

  func send() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
