// A protocol default constrained `where Self: LegacyScreen & Auditable` is a member only of
// conformers that are both: TransferScreen is a LegacyScreen but not Auditable, so its bare
// makeContext() runs the unconstrained .payment default and the constrained .other never reaches
// its evaluator call (probes-ex p01). 9262622 read only the first name of the composition.
import TrustInsights

class LegacyScreen {}
protocol Auditable { var auditTag: String { get } }

protocol ContextProviding {}

extension ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

extension ContextProviding where Self: LegacyScreen & Auditable {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .other,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

final class TransferScreen: LegacyScreen, ContextProviding {
  private let evaluator = InsightEvaluator()

  func submit() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
