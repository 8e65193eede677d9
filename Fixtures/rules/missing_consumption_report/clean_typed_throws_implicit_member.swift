import TrustInsights

// `throw .accountMismatch` inside a local function declared `throws(DisbursementError)` or in
// `do throws(DisbursementError)` throws a `DisbursementError`: a clause of that type, or the
// clause of that case, takes it.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum DisbursementError: Error {
  case accountMismatch
}

func disburseChecked(_ evaluator: InsightEvaluator, account: String, expected: String) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  func check() throws(DisbursementError) {
    if account != expected { throw .accountMismatch }
  }
  do {
    try check()
  } catch let error as DisbursementError {
    evaluation.reportConsumption(.notUsedNotNeeded)
    print(error)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// A local function whose own untyped `do` turns any error into its typed one.
func disburseValidated(_ evaluator: InsightEvaluator, validate: () throws -> Void) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  func check() throws(DisbursementError) {
    do {
      try validate()
    } catch {
      throw .accountMismatch
    }
  }
  do {
    try check()
  } catch is DisbursementError {
    print("mismatch")
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func disburseTypedDo(_ evaluator: InsightEvaluator, account: String, expected: String) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  do throws(DisbursementError) {
    if account != expected { throw .accountMismatch }
  } catch .accountMismatch {
    print("mismatch")
  }
  do throws(DisbursementError) {
    if account.isEmpty { throw DisbursementError.accountMismatch }
  } catch let error as DisbursementError {
    print(error)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
