import Foundation
import TrustInsights

// The project declares `Archive.write(to:) throws(Never)`, but `data` is Foundation's `Data`,
// whose `write(to:)` throws: the `try` can leave before the report. A receiver of the
// program's own type (`archive`, or `any Exporter`) is read as the program's method.

struct Archive {
  func write(to url: URL) throws(Never) {}
}

protocol Exporter {
  func write(to url: URL) throws(Never)
}

func export(evaluator: InsightEvaluator, data: Data, archive: Archive, exporter: any Exporter, url: URL)
  async throws
{
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try data.write(to: url)' can throw at line 24"
  try archive.write(to: url)
  try exporter.write(to: url)
  try data.write(to: url)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
