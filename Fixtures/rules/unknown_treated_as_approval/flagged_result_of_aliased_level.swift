// The outcome's type written with an alias of the level (`Result<Level, InsightError>`,
// `Result<Coached.Value, …>`) or qualified (`Swift.Result<…>`) is the outcome type: its
// `case .success(.unknown)` is an unknown branch (probes-em p78). A `Result` of an optional level
// or of the app's own grade is not the outcome.
import TrustInsights

typealias Level = IsLikelyBeingCoachedInsight.Value
typealias Coached = IsLikelyBeingCoachedInsight

enum CreditGrade { case unknown, prime }
enum CheckoutGate { case allow, review, block }

enum CheckoutGateMapper {
  static func gate(for outcome: Result<Level, InsightError>) -> CheckoutGate {
    switch outcome {
    case .success(.high): return .block
    case .success(.unknown): return .allow  // expect: unknown_treated_as_approval "allow"
    case .success: return .review
    case .failure: return .review
    }
  }

  static func quickGate(for outcome: Result<Coached.Value, InsightError>) -> CheckoutGate {
    if case .success(.unknown) = outcome { return .allow }  // expect: unknown_treated_as_approval "allow"
    return .review
  }

  static func qualifiedGate(for outcome: Swift.Result<IsLikelyBeingCoachedInsight.Value, InsightError>) -> CheckoutGate {
    if case .success(.unknown) = outcome { return .allow }  // expect: unknown_treated_as_approval "allow"
    return .review
  }

  static func gradeGate(for outcome: Result<CreditGrade, Error>) -> CheckoutGate {
    if case .success(.unknown) = outcome { return .allow }
    return .review
  }
}
