import TrustInsights

// The same injection, but the help screen asks with `.other`: the call on the base-class
// receiver may run the override, which evaluates with it, so `.other` is reported where
// it is written.
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

  func chatWithSupportTapped() async -> Bool {
    await checker.verdict(for: .other) != .stop  // expect: evaluation_outside_sensitive_category
  }
}
