// A view model's flag property (`showsWarning`) is set to a literal and tested twice with
// nothing in between that could change it: the report under `if showsWarning` and the one
// under `if !showsWarning` are never both made, as with a local flag. (Reduced from a probe:
// a SwiftUI model whose `@Published` flag drew a false "reported again" and "not reported".)
import TrustInsights

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@MainActor
final class TransferConfirmModel {
  var showsWarning = false
  var submitted = false
  var auditLog: [String] = []
  let evaluator = InsightEvaluator()

  func confirm() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    showsWarning = false
    if level == .high { showsWarning = true }
    if showsWarning {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    if !showsWarning {
      evaluation.reportConsumption(.usedUnchangedFriction)
      submitted = true
    }
  }

  // The first report's path returns: nothing after it runs.
  func confirmAndLeave() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    showsWarning = false
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      showsWarning = true
    }
    if showsWarning { return false }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }

  // Appending to another property's array runs no code of the program: the flag is unchanged.
  func confirmWithLog() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    showsWarning = false
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    if showsWarning { evaluation.reportConsumption(.usedIncreasedFriction) }
    auditLog.append("confirm")
    if !showsWarning { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
}
