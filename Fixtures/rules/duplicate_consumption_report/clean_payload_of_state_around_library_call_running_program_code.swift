// A payload bound twice from `state` around a library call that runs code the program handed
// to a library object is not one evaluation reported twice (probes-fa p01-p07, p17, p34): a
// control's `sendActions(for:)` runs its target action, a timer's `fire()` its block (also when
// the program declares an inert `fire()` of its own on another type), a responder's
// `resignFirstResponder()` the text field delegate, an undo manager's `undo()` its registered
// action, an Rx subject's `onNext` its subscription; each of them sets `state`.
import Foundation
import RxSwift
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case editing
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class TransferModeViewController: UIViewController, UITextFieldDelegate {
  var state: ReviewState = .idle
  let modeControl = UISegmentedControl(items: ["Now", "Scheduled"])
  let amountField = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    modeControl.addTarget(self, action: #selector(modeChanged), for: .valueChanged)
  }

  @objc func modeChanged() {
    state = .editing
  }

  func textFieldDidEndEditing(_ textField: UITextField) {
    state = .editing
  }

  func resyncControls() {
    modeControl.sendActions(for: .valueChanged)
  }

  func dismissKeyboard() {
    amountField.resignFirstResponder()
  }

  func cancelTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    resyncControls()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func backTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    dismissKeyboard()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

struct Haptic {
  let generator = UINotificationFeedbackGenerator()
  func fire() {
    generator.notificationOccurred(.warning)
  }
}

@available(iOS 27.0, *)
final class BrokerSessionModel {
  var state: ReviewState = .idle
  var idleTimer: Timer?
  let undoManager: UndoManager? = UndoManager()
  let events = PublishSubject<Int>()

  func arm() {
    idleTimer = Timer.scheduledTimer(withTimeInterval: 300, repeats: false) { [weak self] _ in
      self?.state = .idle
    }
    undoManager?.registerUndo(withTarget: self) { model in model.state = .idle }
  }

  func revertLastEdit() {
    undoManager?.undo()
  }

  func emitDismissed() {
    events.onNext(0)
  }

  func lockNow() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    idleTimer?.fire()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func discardTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    revertLastEdit()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func closeTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    emitDismissed()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
