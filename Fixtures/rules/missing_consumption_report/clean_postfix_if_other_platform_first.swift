import TrustInsights
import SwiftUI

// The neighbour of flagged_postfix_if_other_platform_first.swift: the `.task` of the `#else`
// (the chain kept) reports on every path.
struct PayeeReviewView: View {
  @State private var warn = false

  var body: some View {
    Text(warn ? "Check who you are talking to" : "Review payee")
    #if os(macOS)
      .frame(minWidth: 320)
    #else
      .task {
        guard #available(iOS 27, *) else { return }
        let context = InsightEvaluator.InsightContext(
          operationCategory: .payment,
          requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
        guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else { return }
        warn = evaluation.insight.outcome == .success(.high)
        evaluation.reportConsumption(warn ? .usedIncreasedFriction : .usedUnchangedFriction)
      }
    #endif
  }
}
