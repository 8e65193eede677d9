import TrustInsights

typealias Level = IsLikelyBeingCoachedInsight.Value

func approveTransfer() {}
func holdForReview() {}
func requireStepUp() {}

// A call by name in the unknown branch whose name is bound again in the same body (a closure's
// or a nested function's parameter, `if let`, `for`, `case let`, a tuple pattern, a local
// type's method) may call that other thing: the local function that approves is not followed.
// Overloads are told apart by their argument labels.
@available(iOS 27, *)
struct TransferRouter {
  func closureParameter(_ level: Level, handlers: [() -> Void]) {
    func finish() { approveTransfer() }
    if level == .unknown {
      handlers.forEach { finish in finish() }
    } else {
      finish()
    }
  }

  func nestedFunctionParameter(_ level: Level) {
    let finish = { approveTransfer() }
    func review(finish: () -> Void) {
      if level == .unknown { finish() }
    }
    review(finish: holdForReview)
    if level == .medium { finish() }
  }

  func unwrappedAndIterated(_ level: Level, onFinish: (() -> Void)?, finishers: [(String, () -> Void)]) {
    func finish() { approveTransfer() }
    switch level {
    case .unknown:
      if let finish = onFinish { finish() }
      if case let finish? = onFinish { finish() }
      for (_, finish) in finishers { finish() }
    case .medium, .high:
      finish()
    @unknown default:
      holdForReview()
    }
  }

  func overloads(_ level: Level, payee: String) {
    func finish() { holdForReview() }
    func finish(approving payee: String) { approveTransfer() }
    switch level {
    case .unknown: finish()
    case .medium: finish(approving: payee)
    case .high: requireStepUp()
    @unknown default: holdForReview()
    }
  }

  func localTypeMethod(_ level: Level) {
    func finish() { approveTransfer() }
    struct Reviewer {
      func finish() { holdForReview() }
      func run(_ level: Level) {
        if level == .unknown { finish() } else { requireStepUp() }
      }
    }
    Reviewer().run(level)
    if level == .medium { finish() }
  }
}
