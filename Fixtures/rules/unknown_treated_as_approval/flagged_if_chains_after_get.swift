import TrustInsights

final class WireTransferController {
  func route(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    let level: IsLikelyBeingCoachedInsight.Value
    do {
      level = try evaluation.insight.outcome.get()
    } catch {
      evaluation.reportConsumption(.notUsedError)
      holdForReview()
      return
    }
    if level == .high || level == .medium {
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdForReview()
    } else if level != .unknown {
      // A value newer than this SDK: not recognised, not approved.
      evaluation.reportConsumption(.notUsedError)
      holdForReview()
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      finalizeTransfer()  // expect: unknown_treated_as_approval "'.unknown' leads to 'finalizeTransfer()'"
    }
  }

  func purchase(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
    do {
      let level = try evaluation.insight.outcome.get()
      if level == .unknown {
        evaluation.reportConsumption(.usedUnchangedFriction)
        await completePurchase()  // expect: unknown_treated_as_approval
      } else {
        evaluation.reportConsumption(.usedIncreasedFriction)
        await requireFaceID()
      }
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func holdForReview() {}
  func finalizeTransfer() {}
  func completePurchase() async {}
  func requireFaceID() async {}
}
