import Foundation
import TrustInsights

// The nearest correct code: the summary comes from a cache that cannot throw, so the tuple's
// `try` can only be the evaluation's own failure (no evaluation then); and where the summary's
// request can throw, it is awaited with `try?` after the evaluation.

struct AccountSummary: Decodable { let available: Int }

enum SummaryAPI {
  static func cached() async -> AccountSummary { AccountSummary(available: 0) }
  static func fetch() async throws -> AccountSummary {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example-bank.com/summary")!)
    return try JSONDecoder().decode(AccountSummary.self, from: data)
  }
}

let withdrawalContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

@MainActor
final class WithdrawalViewModel {
  private(set) var available = 0

  func loadCached() async throws {
    async let evaluation = InsightEvaluator().requestEvaluation(context: withdrawalContext)
    async let summary = SummaryAPI.cached()
    let (e, s) = try await (evaluation, summary)
    available = s.available
    e.reportConsumption(.usedEvaluationOnly)
  }

  func loadFresh() async throws {
    let e = try await InsightEvaluator().requestEvaluation(context: withdrawalContext)
    async let summary = SummaryAPI.fetch()
    available = (try? await summary)?.available ?? 0
    e.reportConsumption(.usedEvaluationOnly)
  }
}
