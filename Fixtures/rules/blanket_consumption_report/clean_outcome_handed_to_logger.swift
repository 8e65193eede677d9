import TrustInsights

let telemetryContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Analytics {
  func track(_ event: String, _ payload: Any?) {}
  func friction(level: IsLikelyBeingCoachedInsight.Value?) -> Bool { level == .high }
}

// A function of the project whose parameters are declared `Any`, `String` or
// `CustomStringConvertible` can only describe the outcome handed to it (a logger, analytics):
// that call decides nothing, and one constant report after it is honest (probes-ec b03).
struct Telemetry {
  let evaluator = InsightEvaluator()
  let analytics = Analytics()

  func log(_ value: Any) {}
  func note(_ message: String) {}

  func sample() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: telemetryContext)
    log(evaluation.insight.outcome)
    analytics.track("coaching", evaluation.insight.outcome)
    note("outcome \(evaluation.insight.outcome)")
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  // A parameter declared as a level decides on it: still a blanket report.
  func decided() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: telemetryContext)
    _ = analytics.friction(level: try? evaluation.insight.outcome.get())
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: blanket_consumption_report
  }
}
