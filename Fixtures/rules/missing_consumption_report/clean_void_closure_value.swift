// Near misses of a single-expression closure: a `Task`'s closure (its value is the task's
// result), a work item whose type returns the evaluation or a generic result (handed back to
// the function), and a `.task` action that reports on every path.
import SwiftUI
import TrustInsights

typealias PrefetchEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct TrustPrefetch {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func evaluate() async throws -> PrefetchEvaluation {
    try await evaluator.requestEvaluation(context: context)
  }
}

enum Scheduler {
  static var pending: [Task<PrefetchEvaluation?, Never>] = []

  static func enqueue(_ work: @escaping @Sendable () async -> PrefetchEvaluation?) {
    pending.append(Task { await work() })
  }

  static func later<T>(_ work: @escaping @Sendable () async -> T) {
    Task { _ = await work() }
  }

  static func warm(_ prefetch: TrustPrefetch) {
    enqueue { try? await prefetch.evaluate() }
    later { try? await prefetch.evaluate() }
    pending.append(Task { try? await prefetch.evaluate() })
  }
}

struct SendView: View {
  let prefetch = TrustPrefetch()
  @State private var held = false

  var body: some View {
    Text("Send")
      .task {
        guard let evaluation = try? await prefetch.evaluate() else { return }
        held = evaluation.insight.outcome == .success(.high)
        evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
      }
  }
}
