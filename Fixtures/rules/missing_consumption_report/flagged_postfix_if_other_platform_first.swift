import TrustInsights
import SwiftUI

// A postfix `#if` keeps the chain of one clause: the first one a build holding TrustInsights may
// compile. Here that is the `#else` (an `os(macOS)` clause never is), whose `.task` drops the
// evaluation (probes-cf p158: the macOS chain was kept and the leak missed).
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
        guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else { return }  // expect: missing_consumption_report
        warn = evaluation.insight.outcome == .success(.high)
      }
    #endif
  }
}
