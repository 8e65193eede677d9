import TrustInsights

// Typed throws through aliases: a chain of file-level aliases, and an alias declared in the
// throwing method's own type, name the error type a 'catch' takes (probes-dq y01, y02; before:
// a false 'no catch of the do matches'). (flagged_typed_throws_alias_of_other_error: an alias
// of another error type.)
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error { case declined }
typealias PaymentFailure = WalletError
typealias CardFailure = PaymentFailure

func charge() throws(CardFailure) {}

func pay(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  do {
    try charge()
  } catch let e as WalletError {
    print(e)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
// Declared first: another type's `Failure` is not the wallet's.
enum LedgerError: Error { case locked }
struct Ledger {
  typealias Failure = LedgerError
}

struct Wallet {
  typealias Failure = WalletError
  func charge() throws(Failure) {}
}

func payWallet(_ evaluator: InsightEvaluator, wallet: Wallet) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  do {
    try wallet.charge()
  } catch let e as WalletError {
    print(e)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
