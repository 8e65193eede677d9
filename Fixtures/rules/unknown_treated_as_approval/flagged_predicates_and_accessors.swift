import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension CoachingEvaluation {
  func canSkipOneTimeCode() -> Bool {
    switch insight.outcome {
    case .success(.unknown):
      reportConsumption(.usedUnchangedFriction)
      return true  // expect: unknown_treated_as_approval "returns 'true' from 'canSkipOneTimeCode'"
    case .success:
      reportConsumption(.usedIncreasedFriction)
      return false
    case .failure:
      reportConsumption(.notUsedError)
      return false
    }
  }
}

extension IsLikelyBeingCoachedInsight.Value {
  var isSafeToProceed: Bool {
    switch self {
    case .unknown: return true  // expect: unknown_treated_as_approval "'isSafeToProceed'"
    case .medium, .high: return false
    @unknown default: return false
    }
  }

  var isLowRisk: Bool { self == .unknown ? true : false }  // expect: unknown_treated_as_approval
}

final class LoginRiskModel {
  var shouldBypassCaptcha = false
  var isLegitimateSession = false
  // A negating word only counts as a whole camelCase word ("no" inside "Casino" does not).
  var isCasinoTrusted = false
  var knowTrust = false
  var lastLevel: IsLikelyBeingCoachedInsight.Value = .medium

  func update(_ level: IsLikelyBeingCoachedInsight.Value) {
    lastLevel = level
    if level == .unknown {
      shouldBypassCaptcha = true  // expect: unknown_treated_as_approval "sets 'shouldBypassCaptcha' to 'true'"
      self.isLegitimateSession = true  // expect: unknown_treated_as_approval
      isCasinoTrusted = true  // expect: unknown_treated_as_approval "sets 'isCasinoTrusted' to 'true'"
      knowTrust = true  // expect: unknown_treated_as_approval "sets 'knowTrust' to 'true'"
    }
  }

  func refresh() {
    if self.lastLevel != .high && lastLevel != .medium {
      shouldBypassCaptcha = true  // expect: unknown_treated_as_approval
    }
  }
}
