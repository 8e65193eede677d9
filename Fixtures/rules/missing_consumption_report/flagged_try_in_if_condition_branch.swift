import TrustInsights

protocol PayeeDirectory {
  func isKnownPayee(_ iban: String) async throws -> Bool
}

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A `try` in the condition of an `if` runs before either branch of that `if`: the leak is
// named by the branch that holds the whole `if` (or by none), never as "inside" the `if`
// whose condition throws.
final class TransferReview {
  let directory: PayeeDirectory
  init(directory: PayeeDirectory) { self.directory = directory }

  func review(iban: String) async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: transferContext)  // expect: missing_consumption_report "can throw at line 23 on the '.success(.high)' branch"
    switch evaluation.insight.outcome {
    case .success(.high):
      if try await directory.isKnownPayee(iban) {
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func confirm(iban: String, cancelled: Bool) async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: transferContext)  // expect: missing_consumption_report "can throw at line 39 in the 'else' of the 'if' at line 37"
    if cancelled {
      evaluation.reportConsumption(.notUsedNotNeeded)
    } else if try await directory.isKnownPayee(iban) {
      evaluation.reportConsumption(.usedEvaluationOnly)
    } else {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func check(iban: String) async throws -> Bool {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: transferContext)  // expect: missing_consumption_report "can throw at line 48"
    if try await directory.isKnownPayee(iban) {
      evaluation.reportConsumption(.usedEvaluationOnly)
      return true
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return false
  }
}
