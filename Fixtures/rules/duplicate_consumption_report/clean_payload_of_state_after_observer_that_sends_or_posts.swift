// A payload bound twice from `state` around an assignment to an own property whose observer
// sends on a Combine subject or posts a notification is not one evaluation reported twice: the
// subject runs the sink, and the center the observer block, that set `state` before `send` /
// `post` return (probes-ex p21, p22). bf58265 took such observers for inert (they call no
// function the program declares).
import Combine
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

extension Notification.Name {
  static let transferStepChanged = Notification.Name("transferStepChanged")
}

@available(iOS 27.0, *)
final class TransferFlow {
  var state: ReviewState = .idle
  var step = 0 {
    didSet { NotificationCenter.default.post(name: .transferStepChanged, object: self) }
  }
  private var observer: NSObjectProtocol?

  init() {
    observer = NotificationCenter.default.addObserver(
      forName: .transferStepChanged, object: nil, queue: nil
    ) { [weak self] _ in
      self?.state = .idle
    }
  }

  func back() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    step -= 1
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@available(iOS 27.0, *)
final class PaymentSheetModel {
  var state: ReviewState = .idle
  let stepChanges = PassthroughSubject<Int, Never>()
  var step = 0 {
    didSet { stepChanges.send(step) }
  }
  var bag: Set<AnyCancellable> = []

  init() {
    stepChanges.sink { [weak self] step in
      if step == 0 { self?.state = .idle }
    }.store(in: &bag)
  }

  func dismiss() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    step = 0
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
