import TrustInsights

struct LedgerError: Error {}

final class TransferExecutor {
  func execute(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, amount: Int) async {
    do {
      let level = try evaluation.insight.outcome.get()
      let friction: InsightEvaluationConsumptionStatus =
        level == .high ? .usedIncreasedFriction : .usedUnchangedFriction
      evaluation.reportConsumption(friction)
      if level == .high { return }
      send(amount)
    } catch {
      // Only `get()` throws in the `do`: this is the insight's failure.
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    }
  }

  func executeTyped(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    do {
      switch try evaluation.insight.outcome.get() {
      case .high, .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
      default:
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    } catch let error as InsightError {
      _ = error
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func executeNested(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, cancelled: Bool) {
    do {
      if try evaluation.insight.outcome.get() == .high {
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    } catch {
      evaluation.reportConsumption(cancelled ? .usedEvaluationOnly : .notUsedError)  // expect: consumption_value_mismatch
    }
  }

  func send(_ amount: Int) {}
}
