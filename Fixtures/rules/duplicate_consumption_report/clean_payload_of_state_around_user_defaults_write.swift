// A payload bound twice from `state` around a helper that writes user defaults is not one
// evaluation reported twice (probes-fa p16): UserDefaults posts didChangeNotification, and
// runs the KVO observers of the key, before set(_:forKey:) or removeObject(forKey:) returns,
// and the model's observer block sets `state`. setValue(_:forKey:) runs KVO observers too.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class BiometricSettingsModel {
  var state: ReviewState = .idle
  var token: NSObjectProtocol?

  init() {
    token = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { [weak self] _ in self?.state = .idle }
  }

  func persistOptOut() {
    UserDefaults.standard.set(false, forKey: "coachingChecksEnabled")
  }

  func forgetPayee() {
    UserDefaults.standard.removeObject(forKey: "lastPayee")
  }

  func optOutTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    persistOptOut()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func forgetTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    forgetPayee()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
