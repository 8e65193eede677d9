import TrustInsights

func handle(_ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  do {
    let level = try assessment.insight.outcome.get()
    if level == .high {
      assessment.reportConsumption(.usedIncreasedFriction)
      return false
    }
    assessment.reportConsumption(.usedUnchangedFriction)
    return true
  } catch {
    assessment.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch
    return true
  }
}

func handleTyped(_ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  do {
    switch try assessment.insight.outcome.get() {
    case .unknown:
      assessment.reportConsumption(.usedUnchangedFriction)
      return true
    case .medium, .high:
      assessment.reportConsumption(.usedIncreasedFriction)
      return false
    @unknown default:
      assessment.reportConsumption(.notUsedError)
      return true
    }
  } catch let error as InsightError {
    print(error)
    assessment.reportConsumption(.usedIncreasedFriction)  // expect: consumption_value_mismatch
    return false
  } catch {
    assessment.reportConsumption(.notUsedError)
    return true
  }
}
