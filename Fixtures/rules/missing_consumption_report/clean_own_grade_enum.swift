// A document-scoring module with its own vocabulary: not analysed (no TrustInsights).
enum RiskGrade { case unknown, medium, high }

struct Scorer {
  func requestEvaluation(_ text: String) async throws -> RiskGrade { .unknown }
}

func approveIfUnknown(_ text: String, scorer: Scorer) async throws -> Bool {
  let grade = try await scorer.requestEvaluation(text)
  if grade == .unknown {
    return true
  }
  return false
}
