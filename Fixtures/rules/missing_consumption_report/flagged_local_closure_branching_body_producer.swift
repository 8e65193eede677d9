// A local closure whose body is one `if`/`switch` expression, or one `#if` block with a single
// expression per clause, returns its branches' values (Swift 5.9 implicit returns): calling it
// produces the evaluation, and the caller owes the report on every path.
import TrustInsights

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let billPayContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func confirmBillPay(amount: Int, useBackup: Bool, evaluator: InsightEvaluator, backup: InsightEvaluator) async throws {
  let makeEvaluation = { () async throws -> RiskEvaluation in
    if useBackup {
      try await backup.requestEvaluation(context: billPayContext)
    } else {
      try await evaluator.requestEvaluation(context: billPayContext)
    }
  }
  let evaluation = try await makeEvaluation()  // expect: missing_consumption_report "returns at line 21"
  if amount > 100 { return }
  evaluation.reportConsumption(.usedUnchangedFriction)
}

enum Source { case live, backup }

func confirmStandingOrder(source: Source, evaluator: InsightEvaluator, backup: InsightEvaluator) async throws {
  let makeEvaluation = { () async throws -> RiskEvaluation in
    switch source {
    case .live: try await evaluator.requestEvaluation(context: billPayContext)
    case .backup: try await backup.requestEvaluation(context: billPayContext)
    }
  }
  let evaluation = try await makeEvaluation()  // expect: missing_consumption_report
  guard case .success(let value) = evaluation.insight.outcome else { return }
  evaluation.reportConsumption(value == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
}

func confirmPayee(amount: Int, evaluator: InsightEvaluator) async throws {
  let makeEvaluation = { () async throws -> RiskEvaluation in
    #if targetEnvironment(simulator)
    try await evaluator.requestEvaluation(context: billPayContext)
    #else
    try await evaluator.requestEvaluation(context: billPayContext)
    #endif
  }
  let evaluation = try await makeEvaluation()  // expect: missing_consumption_report
  if amount > 100 { return }
  evaluation.reportConsumption(.usedUnchangedFriction)
}

func confirmPayeeCleanly(amount: Int, evaluator: InsightEvaluator) async throws {
  let makeEvaluation = { () async throws -> RiskEvaluation in
    #if DEBUG
    try await evaluator.requestEvaluation(context: billPayContext)
    #else
    try await evaluator.requestEvaluation(context: billPayContext)
    #endif
  }
  let evaluation = try await makeEvaluation()
  evaluation.reportConsumption(amount > 100 ? .usedIncreasedFriction : .usedUnchangedFriction)
}
