import Foundation
import TrustInsights

/// A transfer the person is about to confirm.
struct PendingTransfer: Sendable {
  let recipientID: String
  let amount: Decimal
  let isNewRecipient: Bool
}

/// The bank's ledger: holds funds while a transfer is under review.
protocol Ledger: Sendable {
  func reserveFunds(_ amount: Decimal, for recipientID: String) async throws
}

/// What the review screen shows next.
enum ReviewStep {
  case confirm
  case scamEducationThenConfirm
  case callbackVerification
  case existingControls
}

/// The review screen of a transfer to a new recipient. It asks Trust Insights whether the
/// person may be coached by a scammer before the money moves.
///
/// This file has two defects that trustlint reports:
/// - funds are reserved after the evaluation exists and before it is reported, so when
///   `reserveFunds` throws the evaluation is never reported (Apple rate-limits such apps);
/// - `.unknown` ("no evidence") is reported as having reduced friction, i.e. treated as "safe".
@available(iOS 27.0, *)
final class TransferReviewModel {
  private let evaluator = InsightEvaluator()
  private let ledger: any Ledger

  init(ledger: any Ledger) {
    self.ledger = ledger
  }

  func nextStep(for transfer: PendingTransfer) async throws -> ReviewStep {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    )
    guard try await evaluator.authorizationStatus(for: context) == .authorized else {
      return .existingControls
    }

    let evaluation = try await evaluator.requestEvaluation(context: context)
    try await ledger.reserveFunds(transfer.amount, for: transfer.recipientID)

    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedReducedFriction)
      return .confirm
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .scamEducationThenConfirm
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .callbackVerification
    case .success:
      evaluation.reportConsumption(.notUsedError)
      return .existingControls
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return .existingControls
    }
  }
}
