// Near misses of a handler kept under a written function type: one reports on every path, one
// never reports (its caller keeps the report), one takes a string, and one returns the
// evaluation (a producer, whose value its caller reports).
import TrustInsights

typealias PayeeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias PayeeHandler = (PayeeEvaluation) -> Void

final class PayeeEvents {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  var onEvaluation: PayeeHandler?
  var onMessage: ((String) -> Void)?

  lazy var reportAll: PayeeHandler = { [weak self] evaluation in
    guard let self else {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return
    }
    if case .success(.high) = evaluation.insight.outcome {
      self.onMessage?("held")
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  lazy var logOnly: PayeeHandler = { evaluation in
    print("received \(evaluation.insight)")
  }

  func fetch() async throws -> PayeeEvaluation {
    try await evaluator.requestEvaluation(context: context)
  }

  func bind(visible: Bool) {
    let show: (String) -> Void = { evaluation in
      guard visible else { return }
      print(evaluation)
    }
    onMessage = show
    onEvaluation = reportAll
    onMessage = { evaluation in
      guard visible else { return }
      print(evaluation)
    }
    self.onEvaluation = { evaluation in
      guard visible else {
        evaluation.reportConsumption(.notUsedNotNeeded)
        return
      }
      print(evaluation.insight)
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func refresh() async throws {
    let request: () async throws -> PayeeEvaluation = { try await self.fetch() }
    let evaluation = try await request()
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
