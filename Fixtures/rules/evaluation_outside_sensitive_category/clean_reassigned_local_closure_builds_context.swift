import TrustInsights

// The neighbour of flagged_reassigned_local_closure_builds_context.swift: both closures the
// `var` may hold build the context from their parameter, and the calls pass sensitive
// categories.
final class ChatGuard {
  private let evaluator = InsightEvaluator()

  func check(verbose: Bool) async {
    var make = { (c: InsightEvaluator.OperationCategory) in
      InsightEvaluator.InsightContext(
        operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    }
    if verbose {
      make = { c in
        print("building \(c)")
        return InsightEvaluator.InsightContext(
          operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      }
    }
    guard let evaluation = try? await evaluator.requestEvaluation(context: make(.communication)) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  // probes-bl p96: a `var make` of a sibling block is replaced with a closure building `.other`;
  // the `make` called here is another local, which never holds that closure. (The first block's
  // context is only printed, never handed to an evaluator: no category is checked there.)
  func sibling(flag: Bool) async {
    if flag {
      var make = { (c: InsightEvaluator.OperationCategory) in
        InsightEvaluator.InsightContext(
          operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      }
      make = { _ in
        InsightEvaluator.InsightContext(
          operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      }
      print(make(.other))
    } else {
      let make = { (c: InsightEvaluator.OperationCategory) in
        InsightEvaluator.InsightContext(
          operationCategory: c, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      }
      guard let evaluation = try? await evaluator.requestEvaluation(context: make(.account)) else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
