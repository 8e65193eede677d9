// Probes: assigning a property of ANOTHER program object whose didSet sets this model's state
// (`session.isLocked = true`), and one whose @Published sink does. No finding (precision).
import TrustInsights
import Combine

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class Session {
  weak var model: PaymentModel?
  var isLocked = false {
    didSet { if isLocked { model?.state = .idle } }
  }
}

final class Preferences: ObservableObject {
  @Published var hideBalances = false
}

final class PaymentModel {
  var state: ReviewState = .idle
  let session: Session
  let prefs: Preferences
  var bag: Set<AnyCancellable> = []

  init(session: Session, prefs: Preferences) {
    self.session = session
    self.prefs = prefs
    prefs.$hideBalances.sink { [weak self] _ in self?.state = .idle }.store(in: &bag)
  }

  func lock() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    session.isLocked = true
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }

  func hide() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    prefs.hideBalances = true
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
