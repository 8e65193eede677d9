import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class Events {
  var stored: CoachingEvaluation?
  var all: [CoachingEvaluation] = []

  func make(_ evaluator: InsightEvaluator) async throws -> CoachingEvaluation {
    try await evaluator.requestEvaluation(context: context)
  }

  func consume(_ e: CoachingEvaluation) {
    e.reportConsumption(.usedUnchangedFriction)
  }

  func events(_ evaluator: InsightEvaluator) async throws {
    let a = try await make(evaluator)
    var b = a
    b = a
    consume(b)
    let c = try await make(evaluator)
    self.stored = c
    let d = try await make(evaluator)
    all.append(d)
    _ = try await make(evaluator)
    let x = try await make(evaluator)
    externalSink(x)
    let y = try await make(evaluator)
    _ = y.insight.outcome
    return
  }
}
