// A stored evaluation reported, then the property written otherwise than by its name: a tuple
// assignment, a key path, a subscript of the type, an alias of `self`. The next read may be
// another evaluation.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class RotatingFlow {
  var pending: CoachingEvaluation?
  var spare: CoachingEvaluation?

  subscript(slot: Int) -> CoachingEvaluation? {
    get { slot == 0 ? pending : spare }
    set { if slot == 0 { pending = newValue } else { spare = newValue } }
  }

  func rotateByTuple() {
    pending?.reportConsumption(.notUsedOther)
    (spare, pending) = (nil, spare)
    pending?.reportConsumption(.notUsedNotNeeded)
  }

  func rotateByKeyPath() {
    pending?.reportConsumption(.notUsedOther)
    self[keyPath: \RotatingFlow.pending] = spare
    pending?.reportConsumption(.notUsedNotNeeded)
  }

  func rotateBySubscript() {
    pending?.reportConsumption(.notUsedOther)
    self[0] = spare
    pending?.reportConsumption(.notUsedNotNeeded)
  }

  func rotateThroughAlias() {
    let flow = self
    pending?.reportConsumption(.notUsedOther)
    flow.pending = spare
    pending?.reportConsumption(.notUsedNotNeeded)
  }
}
