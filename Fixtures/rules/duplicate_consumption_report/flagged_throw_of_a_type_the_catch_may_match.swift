import TrustInsights

// A `catch` of a protocol (or of a class, or a type the program does not declare) may take
// the error a `throw` names: after the report before the `throw`, that clause reports again.

enum TradeError: Error { case blocked }
protocol Blocking: Error {}
class AppError: Error {}
final class LimitError: AppError {}

func submit(_ evaluator: InsightEvaluator) async throws {
  // A failed insight's `InsightError` is not a `Blocking`: it leaves unreported.
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
  do {
    if try evaluation.insight.outcome.get() == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      throw TradeError.blocked
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  } catch is Blocking {
    evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
  }
}

func withdraw(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    evaluation.reportConsumption(.usedEvaluationOnly)
    throw LimitError()
  } catch let error as AppError {
    print(error)
    evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
  }
}

func close(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do {
    evaluation.reportConsumption(.usedEvaluationOnly)
    throw TradeError.blocked
  } catch let error as LocalizedError {
    print(error)
    evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
  }
}

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)
