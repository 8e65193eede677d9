import TrustLintAnalysis
import TrustLintSyntax

extension UnknownTreatedAsApprovalRule {
  /// How many callers of a helper a finding names.
  static let maxCallersNamed = 10

  /// `finding` with a first note at each call that hands the helper's tested parameter a level
  /// (`decide(level)`: "'.unknown' reaches the approval in 'decide(_:)' here"), and one path
  /// per caller running from that call through the finding's own path. A call passing a
  /// written value other than `.unknown` (`.high`, a literal, another enum's case) cannot bring
  /// `.unknown` and is not named.
  static func addingCallers(
    of helper: HelperParameter?, who: String, to finding: Finding, in context: RuleContext
  ) -> Finding {
    guard let helper else { return finding }
    let calls = ProgramFacts.of(context.program).calls(
      of: helper.function, passingParameter: helper.index, limit: maxCallersNamed
    ).filter { !isWrittenOtherValue($0.argument) }
    guard !calls.isEmpty else { return finding }
    let notes = calls.compactMap { call -> RelatedLocation? in
      guard let name = SyntaxQueries.calleeName(call.call) else { return nil }
      return TokenFinding.related(
        in: context.program.files[call.fileIndex], at: name.token,
        message: "\(who) reaches the approval in '\(SyntaxQueries.displayName(call.call))' here")
    }
    var f = finding
    let shift = notes.count
    let base =
      finding.paths.isEmpty ? [[PathStep.primary] + finding.related.indices.map { .related($0) }] : finding.paths
    let shifted = base.map { path in
      path.map { step -> PathStep in
        if case .related(let i) = step { return .related(i + shift) }
        return step
      }
    }
    f.related = notes + finding.related
    f.paths = notes.indices.flatMap { n in shifted.map { [.related(n)] + $0 } }
    return f
  }

  /// A value written as the argument that is not `.unknown`: `.high`, `Value.medium`, a
  /// literal, a case with a payload (`.levelReceived(…)`, which is no level).
  private static func isWrittenOtherValue(_ e: Expr) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .implicitMember(let n): return n.text != "unknown"
    case .member(let m) where SyntaxQueries.isTypePath(m.base): return m.name.text != "unknown"
    case .literal: return true
    case .call(let c):
      if case .implicitMember = SyntaxQueries.stripped(c.callee) { return true }
      return false
    default: return false
    }
  }
}
