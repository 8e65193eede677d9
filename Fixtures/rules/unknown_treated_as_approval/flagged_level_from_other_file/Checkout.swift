import TrustInsights

struct Checkout {
  func pay(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard let level = CoachingReader.level(of: evaluation) else {
      runStandardChecks()
      return
    }
    switch level {
    case .unknown:
      skipStepUpAuthentication()  // expect: unknown_treated_as_approval
    case .medium, .high:
      requireStepUpAuthentication()
    @unknown default:
      requireStepUpAuthentication()
    }
  }

  func runStandardChecks() {}
  func skipStepUpAuthentication() {}
  func requireStepUpAuthentication() {}
}
