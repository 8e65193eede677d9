import TrustInsights

// With a `requestEvaluation` of its own in the program, a type-erased wrapper returning a
// request's value may hand out a credit score: no producer, no finding at its callers.
final class ScoreService {
  let bureau = CreditBureau()

  func score(_ applicant: String) async throws -> Any {
    try await bureau.requestEvaluation(context: applicant)
  }
}

func openCard(service: ScoreService) async throws {
  _ = try await service.score("card")
}
