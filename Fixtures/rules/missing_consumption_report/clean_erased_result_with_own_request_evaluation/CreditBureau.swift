// The program's own `requestEvaluation` returns a credit score, not an evaluation.
struct CreditScore { var value: Int }

final class CreditBureau {
  func requestEvaluation(context: String) async throws -> CreditScore { CreditScore(value: 700) }
}
