import SwiftUI
import TrustInsights

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// Every build's chain of a postfix `#if` reports once; a clause no iOS build compiles
// (`os(macOS)`) is no alternative, and one every build compiles (`os(iOS)`) is the only one.
func sendWire(evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation = try await evaluator
  #if STAGING
    .requestEvaluation(context: payContext)
  #else
    .requestEvaluation(context: payContext)
  #endif
  evaluation.reportConsumption(.usedUnchangedFriction)
  return amount < 10_000
}

func confirmTrade(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  evaluation
  #if DEBUG
    .reportConsumption(.usedEvaluationOnly)
  #else
    .reportConsumption(.usedUnchangedFriction)
  #endif
}

struct PayView: View {
  let evaluator = InsightEvaluator()
  var body: some View {
    Text("Pay")
    #if os(macOS)
      .frame(width: 200)
    #elseif os(iOS)
      .padding()
    #endif
      .task {
        guard let evaluation = try? await evaluator.requestEvaluation(context: payContext) else { return }
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
  }
}
