import TrustInsights

typealias CoachingEvaluator = InsightEvaluator

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27.0, *)
final class TransferReview {
  private let evaluator = InsightEvaluator()
  private let fraud = FraudSDK()

  // The receiver's type comes from the property's initializer.
  func reviewTransfer() async throws -> Bool {
    let flagged = await fraud.requestEvaluation(context: "transfer")
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "line 20"
    if flagged {
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }

  // The receiver is a parameter typed with an alias of the evaluator.
  func reviewPayee(checker: CoachingEvaluator, isNewPayee: Bool) async throws -> Bool {
    let evaluation = try await checker.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "line 30"
    guard isNewPayee else {
      return true
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }

  // A local with a declared type; the wrapper's static instance is called first.
  func reviewCard() async throws {
    _ = await FraudSDK.shared.requestEvaluation(context: "card")
    let local: InsightEvaluator = InsightEvaluator()
    _ = try await local.requestEvaluation(context: transferContext)  // expect: missing_consumption_report
  }
}

// Nothing declares what `makeEvaluator()` returns (it comes from another module): a receiver
// named as an evaluator is taken as one, not as the app's same-named wrapper.
@available(iOS 27.0, *)
func reviewWithInjectedEvaluator(cancelled: Bool) async throws {
  let evaluator = makeEvaluator()
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "line 51"
  if cancelled {
    return
  }
  evaluation.reportConsumption(.notUsedNotNeeded)
}
