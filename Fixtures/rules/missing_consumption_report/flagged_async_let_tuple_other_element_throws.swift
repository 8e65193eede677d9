import Foundation
import TrustInsights

// A view model loads the account summary and the evaluation concurrently and awaits both as one
// tuple. When the summary's request throws, `try await (evaluation, summary)` leaves with the
// evaluation already made (its element is awaited first, or its child task finished): it is
// dropped unreported. Before, the tuple's `try` was read as the evaluation's own failure only
// (probes-aj p59).

struct AccountSummary: Decodable { let available: Int }

enum SummaryAPI {
  static func fetch() async throws -> AccountSummary {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example-bank.com/summary")!)
    return try JSONDecoder().decode(AccountSummary.self, from: data)
  }
}

@MainActor
final class WithdrawalViewModel {
  private(set) var available = 0
  private(set) var extraStep = false

  func load() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    async let evaluation = InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "'try await (evaluation, summary)' can throw at line 30"
    async let summary = SummaryAPI.fetch()
    let (e, s) = try await (evaluation, summary)
    available = s.available
    if case .success(.high) = e.insight.outcome {
      extraStep = true
      e.reportConsumption(.usedIncreasedFriction)
    } else {
      e.reportConsumption(.usedUnchangedFriction)
    }
  }
}
