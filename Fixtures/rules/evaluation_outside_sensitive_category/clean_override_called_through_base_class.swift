import TrustInsights

// Class-based injection: the screen holds a `TrustChecker` (base class, default answer
// "unavailable") and is given a `FrameworkTrustChecker`, whose override evaluates with the
// category it receives. `checker.verdict(for: .payment)` on a receiver declared as the base
// class may run the override, so `.payment` is the override's category: no note.
enum TrustVerdict { case unavailable, proceed, stop }

class TrustChecker {
  func verdict(for category: InsightEvaluator.OperationCategory) async -> TrustVerdict { .unavailable }
}

final class FrameworkTrustChecker: TrustChecker {
  override func verdict(for category: InsightEvaluator.OperationCategory) async -> TrustVerdict {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else {
      return .unavailable
    }
    let high = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return high ? .stop : .proceed
  }
}

final class DonateScreen {
  let checker: TrustChecker
  init(checker: TrustChecker) { self.checker = checker }

  func donateTapped() async -> Bool {
    await checker.verdict(for: .payment) != .stop
  }
}
