// A payload bound twice from `state` around a call of the program's functions that may assign
// `state` is not one evaluation reported twice (probes-ex p25-p27, p34-p36): the function
// assigns it through another call, a delegate, a `defer`, recursion, an inout closure, a stored
// closure, a notification, a serial queue's `sync` closure, a subclass override, a computed
// property's getter or key-value coding. The summary leans to "may" whenever it is unsure.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class WireTransferModel {
  var state: ReviewState = .idle

  func resetFlow() {
    state = .idle
  }

  func finish() {
    print("finishing")
    resetFlow()
  }

  func userTappedDone() {
    if case .pending(let e) = state {
      e.reportConsumption(.usedUnchangedFriction)
    }
    finish()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}

protocol WireFlowDelegate: AnyObject {
  @available(iOS 27.0, *)
  func flowDidCancel(_ model: WireCancelModel)
}

@available(iOS 27.0, *)
final class WireCancelModel {
  var state: ReviewState = .idle
  weak var delegate: WireFlowDelegate?

  func notifyCancel() {
    delegate?.flowDidCancel(self)
  }

  func clear() {
    defer { self.state = .idle }
    print("clearing")
  }

  func cancel() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    notifyCancel()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    clear()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@available(iOS 27.0, *)
final class Coordinator: WireFlowDelegate {
  func flowDidCancel(_ model: WireCancelModel) {
    model.state = .idle
  }
}

@available(iOS 27.0, *)
final class BrokerOrderModel {
  var state: ReviewState = .idle

  func retryLater(_ n: Int) {
    if n > 0 { retryLater(n - 1) } else { settle() }
  }

  func settle() {
    state = .idle
  }

  func mutate(_ change: (inout ReviewState) -> Void) {
    change(&state)
  }

  func cancelOrder() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    retryLater(2)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    mutate { $0 = .idle }
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}

protocol AuditDelegate: AnyObject {
  func didAudit(_ line: String)
}

@available(iOS 27.0, *)
final class CardFreezeModel: AuditDelegate {
  var state: ReviewState = .idle
  var onLog: ((String) -> Void)?
  weak var delegate: AuditDelegate?
  let auditQueue = DispatchQueue(label: "audit")

  func log(_ message: String) { onLog?(message) }
  func audit(_ message: String) { NotificationCenter.default.post(name: .init("audit"), object: message) }
  func forward(_ message: String) { delegate?.didAudit(message) }
  func flush() { auditQueue.sync { state = .idle } }

  func didAudit(_ line: String) { state = .idle }

  func cancel() {
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    log("cancel")
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    audit("cancel")
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    forward("cancel")
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    flush()
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
  }
}

@available(iOS 27.0, *)
class TransferFlow {
  var state: ReviewState = .idle

  func log(_ message: String) { print(message) }

  func cancel() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    log("cancel")
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@available(iOS 27.0, *)
final class GuidedTransferFlow: TransferFlow {
  override func log(_ message: String) {
    super.log(message)
    state = .idle
  }
}

@available(iOS 27.0, *)
final class BrokerageModel: NSObject {
  var state: ReviewState = .idle
  var sessionLabel: String {
    state = .idle
    return "session"
  }

  func describeSession() { print(sessionLabel) }
  func clearByKey() { setValue(nil, forKey: "state") }

  func closePosition() {
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    describeSession()
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
    clearByKey()
    if case .pending(let e) = state { e.reportConsumption(.notUsedNotNeeded) }
  }
}
