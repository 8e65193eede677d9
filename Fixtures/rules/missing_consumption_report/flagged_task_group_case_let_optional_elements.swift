// `for await case let evaluation? in group` over a group of optional evaluations binds each
// element that holds one and skips the nil ones, which owe nothing (probes-ee f118): the bound
// name holds the element as a plain loop variable does. Never reported, it is found at the
// child task's producing call; reported on some paths only, at the loop variable.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The outcome is read, the evaluation never reported.
func countHigh(count: Int, evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for _ in 0..<count {
      group.addTask { try? await evaluator.requestEvaluation(context: paymentContext) }  // expect: missing_consumption_report
    }
    var high = 0
    for await case let evaluation? in group {
      if case .success(.high) = evaluation.insight.outcome { high += 1 }
    }
    return high
  }
}

// Reported on the high branch only.
func flagHigh(count: Int, evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for _ in 0..<count {
      group.addTask { try? await evaluator.requestEvaluation(context: paymentContext) }
    }
    var high = 0
    for await case let evaluation? in group {  // expect: missing_consumption_report "the loop iteration ends at line 40"
      if case .success(.high) = evaluation.insight.outcome {
        high += 1
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
    }
    return high
  }
}

// Clean: every evaluation taken is reported on every path.
func screen(count: Int, evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for _ in 0..<count {
      group.addTask { try? await evaluator.requestEvaluation(context: paymentContext) }
    }
    var high = 0
    for await case let evaluation? in group {
      if case .success(.high) = evaluation.insight.outcome {
        high += 1
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
    return high
  }
}
