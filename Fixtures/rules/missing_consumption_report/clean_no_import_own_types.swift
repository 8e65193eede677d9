// An app's own review system: same names, no TrustInsights. Never analysed.
final class InsightEvaluation {
  var grade: Grade = .unknown
  func reportConsumption(_ note: String) {}
}

enum Grade { case unknown, low, high }

final class ReviewQueue {
  func requestEvaluation(for document: String) async throws -> InsightEvaluation {
    InsightEvaluation()
  }

  func review(_ document: String) async throws -> Bool {
    let evaluation = try await requestEvaluation(for: document)
    if evaluation.grade == .unknown {
      return true
    }
    evaluation.reportConsumption("reviewed")
    evaluation.reportConsumption("archived")
    return false
  }
}
