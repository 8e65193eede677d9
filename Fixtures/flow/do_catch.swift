import TrustInsights

enum Failure: Error { case a }

func doCatch(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>, ledger: Ledger) throws {
  do {
    try ledger.reserve()
    try ledger.commitHold()
  } catch Failure.a {
    e.reportConsumption(.notUsedError)
    return
  }
  do {
    do {
      try ledger.reserve()
    } catch let error as Failure {
      throw error
    }
  } catch {
    e.reportConsumption(.notUsedError)
    throw error
  }
  e.reportConsumption(.usedUnchangedFriction)
}
