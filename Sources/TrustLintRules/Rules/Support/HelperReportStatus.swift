import TrustLintAnalysis
import TrustLintSyntax

/// The constant status a consuming helper of the app reports for what a call hands it
/// (`Feedback.markUsed(evaluation)` of a helper whose body always reports
/// `.usedIncreasedFriction` without testing the outcome), read from the flow graphs' call
/// sites and the function summaries the flow rules already computed.
enum HelperReportStatus {
  /// The call sites of the analysed file's bodies, by the callee's name token.
  static func callSites(in context: RuleContext) -> [TokenIndex: CallSite] {
    var sites: [TokenIndex: CallSite] = [:]
    for result in context.program.obligations(for: context.file) {
      // The body's own graph comes first; a graph built again with seeded parameters (added
      // for its duplicates) does not replace its sites.
      for site in result.graph.callSites where sites[site.token] == nil { sites[site.token] = site }
    }
    return sites
  }

  /// The one constant status every candidate of the call reports for `arguments` (each
  /// parameter's summary: reported once on every path, untested, with that status); nil when
  /// a candidate does not report one of them, or they differ.
  static func constantStatus(
    of site: CallSite, arguments: [CallSite.Argument], _ summaries: SummaryTable
  ) -> String? {
    guard !site.candidates.isEmpty, !arguments.isEmpty else { return nil }
    var agreed: String?
    for r in site.candidates {
      guard let summary = summaries.summary(of: r.function) else { return nil }
      for a in arguments {
        let parameter: Int
        if a.index == -1 {
          parameter = -1
        } else {
          guard a.index < r.parameterOfArgument.count, r.parameterOfArgument[a.index] >= 0 else { return nil }
          parameter = r.parameterOfArgument[a.index]
        }
        let effect = summary.effect(at: parameter)
        guard effect.kind == .consumes, let status = effect.constantStatus, agreed == nil || agreed == status else {
          return nil
        }
        agreed = status
      }
    }
    return agreed
  }
}
