import TrustInsights

// The app's own enums with `.unknown` in a file that uses TrustInsights: not outcome tests.
enum DocumentGrade {
  case unknown
  case pass
  case fail
}

enum KYCStatus {
  case unknown
  case verified
  case rejected
}

final class OnboardingReviewer {
  var isVerified = false

  func review(_ grade: DocumentGrade) -> Bool {
    switch grade {
    case .unknown:
      approve()
      return true
    case .pass:
      return true
    case .fail:
      return false
    }
  }

  func status(_ kyc: KYCStatus) -> KYCStatus {
    if kyc == .unknown {
      skipVerification()
      isVerified = true
      return .verified
    }
    return kyc
  }

  func evaluateLater(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func approve() {}
  func skipVerification() {}
}
