import TrustLintSyntax

/// Availability conditions that decide a branch where an outcome exists (iOS 27.0 or later).
/// `if #available(iOS 27, *) { … } else { approveLegacyTransfer() }` inside a `.unknown` case:
/// the `else` never runs there, so what it calls is no approval (probes-cf p166), as the flow
/// graphs already drop that edge (`GraphBuilder.lowerConditions`).
extension OutcomeWalker {
  /// True when every condition of the list is an `#available` of a version up to 27.0 (the
  /// list surely holds), false when one is an `#unavailable` of such a version (it surely
  /// fails), nil otherwise.
  func availabilityDecides(_ conditions: [Condition]) -> Bool? {
    guard let file = fileIndex else { return nil }
    return AvailabilityConditions.decides(conditions, in: facts.program.files[file].tree)
  }
}

extension AvailabilityConditions {
  /// True when every condition of the list is an `#available` of a version up to 27.0 (the
  /// list surely holds where an evaluation, an evaluator or an outcome exists), false when
  /// one is an `#unavailable` of such a version (it surely fails), nil otherwise.
  static func decides(_ conditions: [Condition], in tree: SyntaxTree) -> Bool? {
    guard !conditions.isEmpty else { return nil }
    var allHold = true
    for c in conditions {
      guard case .availability(let first, let last) = c else {
        allHold = false
        continue
      }
      switch valueWhereEvaluationsExist(tree.text(from: first, through: last)) {
      case false?: return false
      case true?: continue
      case nil: allHold = false
      }
    }
    return allHold ? true : nil
  }
}
