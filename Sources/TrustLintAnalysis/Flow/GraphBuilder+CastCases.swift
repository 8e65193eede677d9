import TrustLintSyntax

/// Switches that take an evaluation back from a type-erased value by a cast case
/// (`switch raw { case let e as CoachingEvaluation: … default: … }`, probes-dk e08).
extension GraphBuilder {
  /// Whether a case of a switch on a tracked subject is `let e as T` (or `is T`) with `T` an
  /// evaluation type and no `where` clause: it takes the evaluation whenever there is one, as
  /// `if let e = raw as? T` does, so a later `default` sees none (as the `else` of that `if`
  /// does). Not with a `fallthrough`, which enters a later case from this one.
  func takesEvaluationByCast(_ s: SwitchStmt, _ items: [CaseItem], subject: Int32?) -> Bool {
    guard subject != nil,
      !s.cases.contains(where: { $0.body.contains { if case .fallthroughStmt = $0 { true } else { false } } })
    else { return false }
    return items.contains { item in
      guard item.whereClause == nil else { return false }
      switch item.pattern {
      case .cast(_, let type), .isType(let type): return index.isEvaluationType(type.text, inFile: fileIndex)
      default: return false
      }
    }
  }
}
