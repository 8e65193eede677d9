// An unconstrained protocol default (.other, the fallback) is hidden, for a conformer that meets
// the constraints of another default of the same name (`where Self: LegacyScreen`, .payment),
// by that more specialised default: Swift runs only the constrained one, so the fallback's
// .other reaches no evaluator call (probes-ex p42). The lookup took every default whose
// constraints held, the unconstrained one included.
import TrustInsights

class LegacyScreen {}

protocol ContextProviding {}

extension ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

extension ContextProviding where Self: LegacyScreen {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class ChequeDepositScreen: LegacyScreen, ContextProviding {
  private let evaluator = InsightEvaluator()

  func deposit() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
