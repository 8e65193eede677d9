import TrustInsights

// The app's own enums with `.other` and `.transfer`, in a file that uses TrustInsights.
enum AccountKind {
  case checking
  case savings
  case other
}

enum ActivityKind {
  case transfer
  case other
}

struct Activity {
  var kind: ActivityKind = .other
  var account: AccountKind = .other
  var category: ActivityKind = .transfer
}

final class ActivityFeed {
  private let evaluator = InsightEvaluator()
  private var activities: [Activity] = []

  func add(kind: ActivityKind) {
    var activity = Activity()
    activity.kind = .other
    activity.category = kind == .transfer ? .transfer : .other
    activities.append(activity)
  }

  func protectionStatus() async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized
  }
}
