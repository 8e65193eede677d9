// A closure run in place by a call that is not marked `try`: the call cannot throw, so what
// the closure throws is caught inside the callee, and the caller goes on to its report.
import Foundation
import TrustInsights

protocol LocalJournal {
  func append(_ data: Data) throws
}

func bestEffort(_ label: String, _ body: () throws -> Void) {
  do { try body() } catch { print(label, error) }
}

final class CardControlsService {
  private let evaluator = InsightEvaluator()
  private let journal: LocalJournal
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  init(journal: LocalJournal) { self.journal = journal }

  func raiseLimit(_ data: Data, items: [Data]) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    bestEffort("journal") {
      try journal.append(data)
    }
    items.forEach { item in try? journal.append(item) }
    bestEffort("nested") {
      try journal.append(data)
      bestEffort("inner") { try journal.append(data) }
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
