import TrustInsights

struct ExecuteTransferRequest {
  let amount: Int
  func send() {}
}

struct TrustInsightsLog {
  func record(_ level: IsLikelyBeingCoachedInsight.Value) {}
}

struct LegacyBridge {
  func handle(_ level: IsLikelyBeingCoachedInsight.Value, amount: Int) {
    if level == .unknown {
      // The first camelCase word is matched ignoring case.
      ExecuteTransferRequest(amount: amount).send()  // expect: unknown_treated_as_approval "'ExecuteTransferRequest(amount:)'"
      TrustInsightsLog().record(level)
      Approve()  // expect: unknown_treated_as_approval
      _ = ApprovalRecord(amount: amount)
    }
  }
}

func Approve() {}

struct ApprovalRecord {
  let amount: Int
}
