// A payload bound twice from `state` around a call of one of the program's functions that
// provably changes no stored value is one evaluation reported twice: `log(_:)` only prints,
// `Self.masked(_:)` only builds a string, and an observer that logs through a program function
// runs nothing else (probes-ex p23, p24, p18). 58bdbb6 forgot the held payload at every call of
// the program's functions; a function summary now says whether one may assign `state`.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class WireTransferModel {
  var state: ReviewState = .idle

  func log(_ message: String) {
    print("[wire] \(message)")
  }

  func userTappedCancel() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    log("cancelled by user")
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}

@available(iOS 27.0, *)
final class PayeeReviewModel {
  var state: ReviewState = .idle
  var banner = ""

  static func masked(_ account: String) -> String {
    String(repeating: "•", count: max(0, account.count - 4)) + account.suffix(4)
  }

  func rejectPayee(account: String) {
    if case .pending(let e) = state {
      e.reportConsumption(.usedIncreasedFriction)
    }
    let shown = Self.masked(account)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
    banner = "Payee \(shown) rejected"
  }
}

func log(_ message: String) {
  print("[transfer] \(message)")
}

@available(iOS 27.0, *)
final class TransferRetryFlow {
  var state: ReviewState = .idle
  var attempts = 0 {
    didSet { log("attempts: \(attempts)") }
  }

  func cancel() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    attempts += 1
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
