// A wallet app "warms up" the model: single-expression closures whose type returns `Void`
// (a scheduler's work item, SwiftUI's `.task` and `.refreshable` actions) drop the evaluation
// their one expression requests.
import SwiftUI
import TrustInsights

typealias WarmUpEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct TrustWarmUp {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  @discardableResult
  func evaluate() async throws -> WarmUpEvaluation {
    try await evaluator.requestEvaluation(context: context)
  }
}

enum Prefetcher {
  static func schedule(_ work: @escaping @Sendable () async -> Void) {
    Task { await work() }
  }

  static func warmCards(_ warmUp: TrustWarmUp) {
    schedule { try? await warmUp.evaluate() }  // expect: missing_consumption_report "result of 'evaluate' is discarded"
  }
}

struct HomeView: View {
  let warmUp = TrustWarmUp()

  var body: some View {
    List {
      Text("Send money")
    }
    .task(id: "cards") {
      try? await warmUp.evaluate()  // expect: missing_consumption_report "result of 'evaluate' is discarded"
    }
    .task { try? await warmUp.evaluate() }  // expect: missing_consumption_report "result of 'evaluate' is discarded"
    .refreshable { try? await warmUp.evaluate() }  // expect: missing_consumption_report "result of 'evaluate' is discarded"
  }
}
