import TrustLintAnalysis
import TrustLintSyntax

/// What counts as an approval call, and a helper whose reported status defaults to one.
extension UnknownTreatedAsApprovalRule {
  /// A call whose base name starts with an approval verb, ignoring case. Enum cases (`.allow(x)`,
  /// judged as values instead) and `trustInsights…` names are not approvals. Nor is a type named
  /// by the noun "trust" (`TrustResult(level: .unknown)`, `TrustSnapshot(…)`: the app's own
  /// trust types, built in every branch), while a type named by a verb that only acts
  /// (`ExecuteTransferRequest(…)`) still is.
  static func isApprovalCall(_ call: CallExpr, _ name: Name, _ options: AnalysisOptions) -> Bool {
    if case .implicitMember = SyntaxQueries.stripped(call.callee) { return false }
    guard let verb = CamelCaseWords.firstMatch(name.text, in: options.approvalVerbs) else { return false }
    guard verb.lowercased() == "trust" else { return true }
    let rest = name.text.dropFirst(verb.count)
    return !rest.hasPrefix("Insight") && name.text.first?.isUppercase != true
  }

  /// Whether the call is a framework type's own housekeeping: a static call with no argument
  /// on a type the program neither declares, extends nor aliases (`CATransaction.commit()`,
  /// `UIView.commitAnimations()` around UI updates). It settles nothing of the app's, as
  /// `tableView.allowsSelection = true` of a framework decides nothing; a call that hands over
  /// what it approves (`Vendor.approve(transfer)`), one on a value (`ledger.commit()`) or on a
  /// type of the program is still judged by its name.
  static func isFrameworkTypeHousekeeping(_ call: CallExpr, _ name: Name, _ index: ProgramIndex) -> Bool {
    guard call.allArguments.isEmpty, case .member(let m) = SyntaxQueries.stripped(call.callee),
      case .identifier(let type) = SyntaxQueries.stripped(m.base), type.text.first?.isUppercase == true
    else { return false }
    return index.types(named: type.text).isEmpty && !index.typeAliases.contains { $0.decl.name.text == type.text }
  }

  /// Whether `name` is a type of the program that conforms to SwiftUI's `View` (in its
  /// declaration or an extension): `case .unknown: CompleteProfileCard()` in a result builder
  /// builds a view value and performs nothing, so its name is no approval verb. What the view's
  /// own buttons do is judged in its body. A type that is no view (`ExecuteTransferRequest(…)`)
  /// or is not in the linted set is still judged by its name.
  static func isDeclaredView(_ name: String, _ index: ProgramIndex) -> Bool {
    guard name.first?.isUppercase == true else { return false }
    return index.types(named: name).contains { entry in
      entry.decl.inheritance.contains { ["View", "SwiftUI.View"].contains($0.text) }
    }
  }

  /// The first parameter of the called helper whose default `.usedReducedFriction` the helper
  /// reports (`finish(evaluation)` of `func finish(_:status: = .usedReducedFriction)`), with a
  /// related location at that default.
  static func reducedFrictionDefault(
    of fact: OutcomeCallFact, fromFile fileIndex: Int, _ context: RuleContext
  ) -> (parameter: String, related: RelatedLocation)? {
    let defaulted = ProgramFacts.of(context.program).defaultedReportStatuses(
      of: fact.call, ownerPath: fact.ownerPath, fromFile: fileIndex)
    guard let d = defaulted.first(where: { $0.member.text == "usedReducedFriction" }) else { return nil }
    let related = TokenFinding.related(
      in: context.program.files[d.function.fileIndex], at: d.member.token,
      message: "the default of '\(d.parameter)', which '\(d.function.qualifiedName)' reports")
    return (d.parameter, related)
  }
}
