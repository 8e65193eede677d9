// Near misses of a stored evaluation reported and then a method of the type that reports the
// property: the method cannot be reporting the evaluation the caller already reported.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TopUpViewController {
  private var pendingEvaluation: CoachingEvaluation?
  private var previousEvaluation: CoachingEvaluation?
  private var spareEvaluation: CoachingEvaluation?
  private var shouldReportOnDiscard = false
  var next: TopUpViewController?

  // The caller clears the property first: the method finds nothing to report.
  func paymentSheetDidFinish(added: Bool) {
    pendingEvaluation?.reportConsumption(added ? .usedIncreasedFriction : .usedUnchangedFriction)
    pendingEvaluation = nil
    discardEvaluation()
  }

  // The method reports only when a flag is set.
  func paymentSheetDidFail() {
    pendingEvaluation?.reportConsumption(.notUsedError)
    discardIfAsked()
  }

  // Another instance's evaluation.
  func handOver(to other: TopUpViewController) {
    pendingEvaluation?.reportConsumption(.notUsedNotNeeded)
    other.discardEvaluation()
    next?.discardEvaluation()
    pendingEvaluation = nil
  }

  // The method reports another property.
  func paymentSheetDidCancel() {
    pendingEvaluation?.reportConsumption(.notUsedNotNeeded)
    discardPrevious()
    pendingEvaluation = nil
  }

  // The method stores another evaluation before it reports.
  func retry() {
    pendingEvaluation?.reportConsumption(.notUsedError)
    rotate()
  }

  // The method may leave before its report.
  func close(early: Bool) {
    pendingEvaluation?.reportConsumption(.notUsedNotNeeded)
    finish(early: early)
    pendingEvaluation = nil
  }

  // Reported on one path, discarded on the other.
  func close(cancelled: Bool) {
    if cancelled {
      pendingEvaluation?.reportConsumption(.notUsedNotNeeded)
      pendingEvaluation = nil
    } else {
      discardEvaluation()
    }
  }

  private func discardEvaluation() {
    pendingEvaluation?.reportConsumption(.notUsedOther)
    pendingEvaluation = nil
  }

  private func discardIfAsked() {
    if shouldReportOnDiscard {
      pendingEvaluation?.reportConsumption(.notUsedOther)
    }
    pendingEvaluation = nil
  }

  private func discardPrevious() {
    previousEvaluation?.reportConsumption(.notUsedOther)
    previousEvaluation = nil
  }

  private func rotate() {
    pendingEvaluation = spareEvaluation
    spareEvaluation = nil
    pendingEvaluation?.reportConsumption(.notUsedOther)
    pendingEvaluation = nil
  }

  private func finish(early: Bool) {
    if early { return }
    pendingEvaluation?.reportConsumption(.notUsedOther)
  }
}

// An override that does not report runs instead of the base method on a subclass.
class BaseFlow {
  var pending: CoachingEvaluation?

  func close() {
    pending?.reportConsumption(.notUsedNotNeeded)
    finish()
    pending = nil
  }

  func finish() {
    pending?.reportConsumption(.notUsedOther)
    pending = nil
  }
}

final class QuietFlow: BaseFlow {
  override func finish() {
    pending = nil
  }
}

// `[weak self]` closures: the cleanup is the only report on its path, or the property was
// cleared before it, or another object's method runs.
final class DelayedCloseFlow {
  var pending: CoachingEvaluation?
  var other: DelayedCloseFlow?

  func closeLater(used: Bool) {
    DispatchQueue.main.async { [weak self] in
      if used {
        self?.pending?.reportConsumption(.usedUnchangedFriction)
        self?.pending = nil
      }
      self?.discard()
    }
  }

  func closeEither(used: Bool) {
    DispatchQueue.main.async { [weak self] in
      if used {
        self?.pending?.reportConsumption(.usedUnchangedFriction)
      } else {
        self?.discard()
      }
    }
  }

  func handOver() {
    DispatchQueue.main.async { [weak self] in
      self?.pending?.reportConsumption(.notUsedNotNeeded)
      self?.other?.discard()
    }
  }

  private func discard() {
    pending?.reportConsumption(.notUsedOther)
    pending = nil
  }
}
