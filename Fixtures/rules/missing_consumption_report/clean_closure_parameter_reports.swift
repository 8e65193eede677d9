// A payments app's scoped helper and completion handler hand the evaluation to closures that report it on every path
// (one hands it over as an optional: nothing is owed when it is nil).
import TrustInsights

typealias ScopedEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum TrustScope {
  static let evaluator = InsightEvaluator()
  static let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  static func withEvaluation<T>(_ body: (ScopedEvaluation) async throws -> T) async throws -> T {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return try await body(evaluation)
  }

  static func evaluate(completion: @escaping (ScopedEvaluation?) -> Void) {
    Task { completion(try? await evaluator.requestEvaluation(context: context)) }
  }
}

func confirmPayment(amount: Decimal) async throws -> Bool {
  try await TrustScope.withEvaluation { evaluation in
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return amount < 5_000
  }
}

final class TopUpController {
  var isHeld = false

  func topUpTapped() {
    TrustScope.evaluate { evaluation in
      guard let evaluation else { return }
      if case .success(.high) = evaluation.insight.outcome {
        self.isHeld = true
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
  }
}
