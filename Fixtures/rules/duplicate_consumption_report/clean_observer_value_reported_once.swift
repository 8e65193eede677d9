// A property observer that reports the evaluation it replaces once; a setter that stores the
// new one. The look-alike observer of a `String` property has an `oldValue` of its own.
import TrustInsights

typealias TradeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class TradeConfirmModel {
  private var storage: TradeEvaluation?

  var pendingEvaluation: TradeEvaluation? {
    didSet {
      if oldValue !== pendingEvaluation {
        oldValue?.reportConsumption(.notUsedNotNeeded)
      }
    }
  }

  var current: TradeEvaluation? {
    get { storage }
    set {
      storage?.reportConsumption(.notUsedNotNeeded)
      storage = newValue
    }
  }

  var note: String = "" {
    didSet {
      print(oldValue)
      print(oldValue)
    }
  }
}
