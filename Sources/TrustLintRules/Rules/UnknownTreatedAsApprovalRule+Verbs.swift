import TrustLintAnalysis
import TrustLintSyntax

/// What counts as an approval call.
extension UnknownTreatedAsApprovalRule {
  /// A call whose base name starts with an approval verb, ignoring case. Enum cases (`.allow(x)`,
  /// judged as values instead) and `trustInsights…` names are not approvals.
  static func isApprovalCall(_ call: CallExpr, _ name: Name, _ options: AnalysisOptions) -> Bool {
    if case .implicitMember = SyntaxQueries.stripped(call.callee) { return false }
    guard let verb = CamelCaseWords.firstMatch(name.text, in: options.approvalVerbs) else { return false }
    let rest = name.text.dropFirst(verb.count)
    return !(verb.lowercased() == "trust" && rest.hasPrefix("Insight"))
  }
}
