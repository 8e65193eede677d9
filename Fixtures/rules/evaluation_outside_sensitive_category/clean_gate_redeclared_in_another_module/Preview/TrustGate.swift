import TrustInsights

/// The design-system preview module's stand-in, with the same name and signature as the
/// app's gate (Swift allows it in another module). It never calls the evaluator.
final class TrustGate {
  var shown: [String] = []

  func check(_ context: InsightEvaluator.InsightContext) async throws {
    shown.append("\(context.operationCategory)")
  }
}
