// The neighbour of clean_framework_allows_properties.swift: the same shape of assignment,
// but to properties the app declares itself. `session.allowsInstantTransfer = true` on the
// app's own `TransferSession`, `self.allowInstantPayout` and a plain `skipsReview` are the
// app's decision, so `true` there treats `.unknown` as approval.
import TrustInsights

final class TransferSession {
  var allowsInstantTransfer = false
}

final class InstantTransferController {
  private let evaluator = InsightEvaluator()
  private let session = TransferSession()
  private var allowInstantPayout = false
  private var skipsReview = false

  func evaluate() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      session.allowsInstantTransfer = false
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      session.allowsInstantTransfer = true  // expect: unknown_treated_as_approval "'allowsInstantTransfer'"
      self.allowInstantPayout = true  // expect: unknown_treated_as_approval "'allowInstantPayout'"
      skipsReview = true  // expect: unknown_treated_as_approval "'skipsReview'"
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
