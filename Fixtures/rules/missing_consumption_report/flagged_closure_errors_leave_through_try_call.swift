// A closure run in place by a call marked `try` (a `rethrows` function, `forEach`): what the
// closure throws leaves the caller before the report.
import Foundation
import TrustInsights

protocol LocalJournal {
  func append(_ data: Data) throws
}

func journaled(_ body: () throws -> Void) rethrows {
  try body()
}

final class CardControlsService {
  private let evaluator = InsightEvaluator()
  private let journal: LocalJournal
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  init(journal: LocalJournal) { self.journal = journal }

  func raiseLimit(_ data: Data) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try journal.append(data)' can throw at line 25"
    try journaled {
      try journal.append(data)
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func lowerLimit(_ items: [Data]) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try journal.append(item)' can throw at line 32"
    try items.forEach { item in try journal.append(item) }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
