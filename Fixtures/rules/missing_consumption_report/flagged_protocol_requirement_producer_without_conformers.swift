// The app's protocol requirement is declared to return an evaluation; its conformers live in
// another module. A call through a receiver of the protocol's type is a producer's call (the
// declaration is in the linted set), so a discarded result is an unreported evaluation. Pins
// that a receiver of a declared type whose conformers are elsewhere still runs its own
// requirements.
import TrustInsights

protocol TrustProviding {
  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>
}

struct Flow {
  let trust: any TrustProviding
  func run() async throws {
    try await trust.evaluate(.payment) // expect: missing_consumption_report
  }
}
