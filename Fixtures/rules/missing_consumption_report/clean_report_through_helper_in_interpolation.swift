import TrustInsights

// An evaluation passed to a call written inside an interpolation is handed to that call (here
// a helper that reports it): only an evaluation written alone there is merely described. A call
// the program does not declare, or one with more than the evaluation in it, takes it over (an
// escape, as before).

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func settled(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
  evaluation.reportConsumption(.usedEvaluationOnly)
  return "settled"
}

func confirmTransfer(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  return "transfer \(settled(evaluation))"
}

final class TransferLog {
  var kept: [InsightEvaluation<IsLikelyBeingCoachedInsight>] = []
  func keep(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Int {
    kept.append(evaluation)
    return kept.count
  }
}

func confirmLogged(_ evaluator: InsightEvaluator, log: TransferLog) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  return "transfer \(log.keep(evaluation)) \(String(describing: evaluation))"
}

func confirmKept(_ evaluator: InsightEvaluator, log: TransferLog) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  return "kept as \(keepAndCount(evaluation, log))"
}

func keepAndCount(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ log: TransferLog) -> Int {
  log.keep(evaluation)
}

// A bare call in a method runs the own type's method, not another type's of the same name.
final class TransferScreen {
  func settledHere(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
    evaluation.reportConsumption(.usedEvaluationOnly)
    return "settled"
  }

  func confirm(_ evaluator: InsightEvaluator) async throws -> String {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return "transfer \(settledHere(evaluation))"
  }
}

final class PreviewScreen {
  func settledHere(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String { "preview" }
}
