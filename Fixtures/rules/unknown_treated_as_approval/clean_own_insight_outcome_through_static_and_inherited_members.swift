import TrustInsights

// The app's own `insight.outcome` on a record fetched through a shared instance
// (`ReviewStore.shared.latest()`) or a method inherited from a superclass or a protocol
// extension: the record's type is the app's, not the evaluation's.

enum ReviewGrade { case unknown, cleared }
struct ReviewInsight { var outcome: Result<ReviewGrade, Error> }
struct ReviewRecord { var insight: ReviewInsight }

final class ReviewStore {
  static let shared = ReviewStore()
  func latest() -> ReviewRecord { ReviewRecord(insight: ReviewInsight(outcome: .success(.unknown))) }
}

func approvePayout() {}

func settlePayout() {
  let rec = ReviewStore.shared.latest()
  if case .success(.unknown) = rec.insight.outcome { approvePayout() }
}

class BaseLedger {
  func latest() -> ReviewRecord { ReviewRecord(insight: ReviewInsight(outcome: .success(.unknown))) }
}

final class PayoutLedger: BaseLedger {}

protocol RecordSource {}

extension RecordSource {
  func current() -> ReviewRecord { ReviewRecord(insight: ReviewInsight(outcome: .success(.unknown))) }
}

final class PayoutQueue: RecordSource {}

func settleFromLedger(ledger: PayoutLedger, queue: PayoutQueue) {
  let rec = ledger.latest()
  if case .success(.unknown) = rec.insight.outcome { approvePayout() }
  let queued = queue.current()
  if case .success(.unknown) = queued.insight.outcome { approvePayout() }
}
