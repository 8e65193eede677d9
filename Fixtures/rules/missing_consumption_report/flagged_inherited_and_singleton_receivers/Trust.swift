import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

/// A singleton service, reached as `TrustHub.shared`.
final class TrustHub {
  static let shared = TrustHub()
  static let backup: TrustHub = TrustHub()

  func evaluate() async throws -> CoachingEvaluation {
    try await InsightEvaluator().requestEvaluation(context: payoutContext)
  }
}

/// A base class whose members its subclasses inherit.
class BaseFlow {
  func fetch() async throws -> CoachingEvaluation {
    try await InsightEvaluator().requestEvaluation(context: payoutContext)
  }

  func settle(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

final class PayoutFlow: BaseFlow {}

/// A protocol whose extension gives its conformers a producer and a consuming helper.
protocol CoachingAware {}

extension CoachingAware {
  static func evaluate() async throws -> CoachingEvaluation {
    try await InsightEvaluator().requestEvaluation(context: payoutContext)
  }

  func close(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

struct ZelleSend: CoachingAware {}
