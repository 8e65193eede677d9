import TrustLintAnalysis
import TrustLintSyntax

/// Reports made by the app's consuming helpers inside a failure branch: `markUsed(evaluation)`
/// of a helper that always reports `.usedIncreasedFriction`, or `finish(evaluation)` leaving a
/// status parameter to its `used…` default. The call is the defect (the same helper called
/// from a success branch is fine), so the finding is at the helper's name in the call.
extension ConsumptionValueMismatchRule {
  /// A `used…` status a helper call in a failure branch reports for the failed evaluation.
  struct HelperReport {
    /// The helper's name token in the call.
    let token: TokenIndex
    /// The helper's name, as called.
    let helper: String
    /// The status the helper reports.
    let status: String
    /// The default value's status, when the status comes from a parameter's default.
    let related: [RelatedLocation]
    /// The branch's fact.
    let fact: OutcomeCallFact
  }

  /// Helper calls in failure branches of `facts` that report the failed evaluation with a
  /// `used…` status: one the helper always reports (its summary's constant status, the
  /// helper not testing the outcome itself), or a status parameter's default it is left to.
  static func helperReports(
    _ facts: OutcomeFacts, _ context: RuleContext, _ programFacts: ProgramFacts, fileIndex: Int
  ) -> [HelperReport] {
    let inFailure = facts.calls.filter { fact in
      fact.branch.isFailureBranch
        && SyntaxQueries.calleeName(fact.call).map { $0.text != TrustInsightsNames.reportConsumption } ?? false
    }
    guard !inFailure.isEmpty else { return [] }
    let sites = HelperReportStatus.callSites(in: context)
    let summaries = context.program.summaries
    var found: [HelperReport] = []
    for fact in inFailure {
      guard let name = SyntaxQueries.calleeName(fact.call), let site = sites[name.token] else { continue }
      let failed = site.arguments.filter {
        passesFailedEvaluation(fact.call, $0.index, fact.branch, context, programFacts, fileIndex: fileIndex)
      }
      guard !failed.isEmpty, !site.candidates.isEmpty else { continue }
      let display = SyntaxQueries.displayName(fact.call)
      if let status = HelperReportStatus.constantStatus(of: site, arguments: failed, summaries),
        status.hasPrefix("used")
      {
        found.append(HelperReport(token: name.token, helper: display, status: status, related: [], fact: fact))
        continue
      }
      let defaulted = programFacts.defaultedReportStatuses(
        of: fact.call, ownerPath: fact.ownerPath, fromFile: fileIndex)
      if let d = defaulted.first(where: { $0.member.text.hasPrefix("used") }) {
        let related = TokenFinding.related(
          in: context.program.files[d.function.fileIndex], at: d.member.token,
          message: "the default of '\(d.parameter)', which '\(d.function.qualifiedName)' reports")
        found.append(
          HelperReport(token: name.token, helper: display, status: d.member.text, related: [related], fact: fact))
      }
    }
    return found
  }

  /// Whether the argument at `index` (-1: the receiver) is an evaluation whose insight failed
  /// on the branch, as written (`markUsed(evaluation)` inside `case .failure` of
  /// `evaluation.insight.outcome`), judged by what the name holds there
  /// (`namesFailedEvaluation`); when a failed key is not an evaluation's insight as
  /// written, any tracked evaluation passed counts.
  private static func passesFailedEvaluation(
    _ call: CallExpr, _ index: Int, _ branch: OutcomeBranch, _ context: RuleContext, _ facts: ProgramFacts,
    fileIndex: Int
  ) -> Bool {
    let value: Expr?
    if index == -1 {
      value = SyntaxQueries.receiver(call)
    } else {
      let all = call.allArguments
      value = index < all.count ? all[index].value : nil
    }
    let stripped = value.map(SyntaxQueries.stripped)
    guard let stripped, let path = SyntaxQueries.dottedPath(stripped), let token = SourceText.firstToken(of: stripped)
    else {
      return namesFailedEvaluation("", at: ReportSite(tree: context.file.tree, scope: nil, token: 0), branch) == nil
    }
    let site = ReportSite(
      tree: context.file.tree, scope: facts.scope(containing: call, inFile: fileIndex), token: token)
    return namesFailedEvaluation(path, at: site, branch) ?? true
  }
}
