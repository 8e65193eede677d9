import TrustInsights

// One evaluation, a report inside the loop: the second pass reports it again. The finding
// is the report itself; the path goes round the loop, and the note at `for` says so.
final class BulkPayModel {
  let evaluator = InsightEvaluator()

  func pay(amounts: [Decimal]) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    for amount in amounts {  // expect-note: duplicate_consumption_report "the loop runs again"
      if amount > 1_000 {
        evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "on an earlier pass of the 'for' loop at line 13" // expect-note: duplicate_consumption_report "first report"
      }
    }
  }

  func retry(attempts: Int) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    var left = attempts
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect-note: duplicate_consumption_report "first report"
    while left > 0 {
      left -= 1
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "already reported it at line 26; report"
    }
  }

  func drain(queue: [String]) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    var index = 0
    while index < queue.count {  // expect-note: duplicate_consumption_report "the loop runs again"
      index += 1
      guard queue[index - 1].isEmpty else { continue }
      evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report "on an earlier pass of the 'while' loop at line 39" // expect-note: duplicate_consumption_report "first report"
    }
  }

  func payEach(amounts: [Decimal]) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    amounts.forEach { amount in  // expect-note: duplicate_consumption_report "the loop runs again"
      if amount > 1_000 {
        evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "on an earlier pass of the 'forEach' loop at line 51" // expect-note: duplicate_consumption_report "first report"
      }
    }
  }
}
