import TrustInsights

final class PaymentSheetViewModel {
  var isSubmitting = false

  func submit(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
    do {
      switch try evaluation.insight.outcome.get() {
      case .unknown:
        evaluation.reportConsumption(.usedUnchangedFriction)
        runStandardChecks()
      case .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
        showScamEducation()
      case .high:
        evaluation.reportConsumption(.usedIncreasedFriction)
        await requireOutOfBandVerification()
      @unknown default:
        evaluation.reportConsumption(.notUsedError)
        runStandardChecks()
      }
    } catch {
      evaluation.reportConsumption(.notUsedError)
      runStandardChecks()
    }
    // Every outcome, failure included, meets here again.
    await completePayment()
    isSubmitting = false
  }

  func submitLevel(_ level: IsLikelyBeingCoachedInsight.Value) async {
    if level == .high {
      await requireOutOfBandVerification()
    } else if level == .medium {
      showScamEducation()
    }
    await completePayment()
  }

  func gate(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return false
    }
    // Every value gets past this guard: it separates failure from values, not `.unknown` from the rest.
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return approveIfChecksPass(strict: level != .unknown)
  }

  func runStandardChecks() {}
  func showScamEducation() {}
  func requireOutOfBandVerification() async {}
  func completePayment() async {}
  func approveIfChecksPass(strict: Bool) -> Bool { true }
}
