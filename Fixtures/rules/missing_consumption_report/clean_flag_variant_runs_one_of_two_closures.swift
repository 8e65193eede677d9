import TrustInsights

// A feature-flag wrapper that runs exactly one of its two closures: a report in each is one
// report on every path (probes-ao p69), neither missing nor a second one.
struct Flags {
  var on: Set<String> = []
  func variant(_ name: String, enabled: () -> Void, disabled: () -> Void) {
    if on.contains(name) { enabled() } else { disabled() }
  }
  func choose(_ name: String, enabled: () -> Void, disabled: () -> Void) {
    guard on.contains(name) else {
      disabled()
      return
    }
    enabled()
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
    let evaluation = try await evaluator.requestEvaluation(context: context)
    flags.variant(
      "copay_coaching",
      enabled: {
        if case .success(.high) = evaluation.insight.outcome {
          evaluation.reportConsumption(.usedIncreasedFriction)
        } else {
          evaluation.reportConsumption(.usedUnchangedFriction)
        }
      },
      disabled: {
        evaluation.reportConsumption(.usedEvaluationOnly)
      })
  }

  func payWithTrailingClosures() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    flags.choose("copay_coaching") {
      evaluation.reportConsumption(.usedUnchangedFriction)
    } disabled: {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func payWithTernaryWrapper() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return flags.value(
      "copay_coaching",
      on: {
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      },
      off: {
        evaluation.reportConsumption(.usedEvaluationOnly)
        return false
      })
  }

  // The evaluation one arm makes is the call's value, whichever arm runs: reported here.
  func payWithEvaluationFromOneArm() async throws {
    let evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>? = try await flags.load(
      "copay_coaching",
      on: { nil },
      off: { try await evaluator.requestEvaluation(context: context) })
    evaluation?.reportConsumption(.usedEvaluationOnly)
  }
}
