import TrustInsights

@MainActor
final class TransferViewModel {
  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  func confirm() {
    guard let evaluation = self.evaluation else { return }
    do {
      let level = try evaluation.insight.outcome.get()
      switch level {
      case .unknown, .medium:
        evaluation.reportConsumption(.usedUnchangedFriction)
        Task {
          await self.executeTransfer()  // expect: unknown_treated_as_approval
        }
      case .high:
        evaluation.reportConsumption(.usedIncreasedFriction)
        showWarning()
      @unknown default:
        evaluation.reportConsumption(.notUsedError)
        showWarning()
      }
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func executeTransfer() async {}
  func showWarning() {}
}
