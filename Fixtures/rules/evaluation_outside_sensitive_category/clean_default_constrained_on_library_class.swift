// Probes: a default constrained on a library superclass (where Self: UIViewController) hides the
// unconstrained .other fallback for TransferViewController: UIViewController -> no finding.
import TrustInsights
import UIKit

protocol ContextProviding {}

extension ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

extension ContextProviding where Self: UIViewController {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class TransferViewController: UIViewController, ContextProviding {
  private let evaluator = InsightEvaluator()

  func confirm() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
