// A payload bound twice from `state` around a helper that runs code through no assignment or
// call of its own is not one evaluation reported twice (probes-ex p41): `"closing
// \(sessionLabel)"` interpolates a computed property whose getter resets the state,
// `self.setValue(nil, forKey: "state")` writes it by key-value coding, and `other <~ .idle` runs
// a custom operator the program declares, which assigns it.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

infix operator <~ : AssignmentPrecedence

@available(iOS 27.0, *)
final class PortfolioModel: NSObject {
  var state: ReviewState = .idle
  var sessionLabel: String {
    state = .idle
    return "session"
  }

  static func <~ (model: PortfolioModel, value: ReviewState) {
    model.state = value
  }

  func logSession() { print("closing \(sessionLabel)") }
  func clearByKey() { self.setValue(nil, forKey: "state") }
  func rebind(_ other: PortfolioModel) { other <~ .idle }

  func closePosition() {
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    logSession()
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    clearByKey()
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    rebind(self)
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
  }
}
