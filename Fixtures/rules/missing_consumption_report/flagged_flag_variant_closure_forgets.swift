import TrustInsights

// A feature-flag wrapper runs one of its closures; the one for the flag-off arm does not
// report (probes-ao p69). A wrapper that may run both closures keeps them in sequence: two
// reports on the path where both run.
struct Flags {
  var on: Set<String> = []
  func variant(_ name: String, enabled: () -> Void, disabled: () -> Void) {
    if on.contains(name) { enabled() } else { disabled() }
  }
  func both(_ name: String, enabled: () -> Void, always: () -> Void) {
    if on.contains(name) { enabled() }
    always()
  }
  func value<T>(_ name: String, on onValue: () -> T, off offValue: () -> T) -> T {
    on.contains(name) ? onValue() : offValue()
  }
  func load<T>(_ name: String, on onValue: () async throws -> T, off offValue: () async throws -> T)
    async rethrows -> T
  {
    if on.contains(name) { return try await onValue() } else { return try await offValue() }
  }
}

final class CopayPayment {
  let evaluator = InsightEvaluator()
  let flags = Flags()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func pay() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    flags.variant(
      "copay_coaching",
      enabled: {
        evaluation.reportConsumption(.usedUnchangedFriction)
      },
      disabled: {
        logExposure("control")
      })
  }

  func payTwice() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    flags.both(
      "copay_coaching",
      enabled: {
        evaluation.reportConsumption(.usedUnchangedFriction)
      },
      always: {
        evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
      })
  }

  func payWithTernaryWrapper() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    return flags.value(
      "copay_coaching",
      on: {
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      },
      off: {
        logExposure("control")
        return false
      })
  }

  func logExposure(_ arm: String) {}

  // The evaluation made by the second arm is the call's value too (probes-ao p162): dropped.
  func payWithEvaluationFromOneArm() async throws {
    let evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>? = try await flags.load(
      "copay_coaching",
      on: { nil },
      off: { try await evaluator.requestEvaluation(context: context) })  // expect: missing_consumption_report
    if evaluation == nil { return }
  }
}
