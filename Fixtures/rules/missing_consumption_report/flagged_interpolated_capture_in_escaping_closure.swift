// An escaping closure that names the evaluation only inside a string interpolation captures
// it all the same: the closure's business, as a capture written outside the literal.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class ReceiptScreen: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var banner = ""

  func showLater() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    DispatchQueue.main.async {
      self.banner = "Risk: \(evaluation.insight.outcome)"
    }
  }

  func showLaterReporting() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    DispatchQueue.main.async {
      self.banner = "Risk: \(evaluation.insight.outcome)"
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  // A raw string whose interpolation follows a literal backslash (`\\#(` is `\` then `\#(`):
  // the closure captures the evaluation there too.
  func showLaterRaw() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    DispatchQueue.main.async {
      self.banner = #"C:\\#(evaluation.insight.outcome)"#
    }
  }

  // Logged in place, never reported: a leak.
  func logOnly() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report
    print("Risk: \(evaluation.insight.outcome)")
  }
}
