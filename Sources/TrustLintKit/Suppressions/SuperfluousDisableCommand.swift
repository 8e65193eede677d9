import TrustLintRules

/// The rule the suppression machinery itself reports: a `trustlint:disable…` command
/// that suppresses nothing, or that names a rule trustlint does not have. It is not a
/// `Rule` (it needs every other rule's findings first); `Suppressions.apply` produces
/// its findings and this description lists it in `rules`, `explain` and SARIF.
public enum SuperfluousDisableCommand {
  /// The rule id.
  public static let id = "superfluous_disable_command"

  /// The rule's description (default severity: warning).
  public static let description = RuleDescription(
    id: id, defaultSeverity: .warning,
    summary: "a trustlint:disable command that suppresses nothing or names an unknown rule",
    rationale: """
      A suppression is a promise that a reviewer looked at a finding and accepted it. When the code changes \
      and the finding goes away, a forgotten `// trustlint:disable` stays behind and silently hides the next \
      real defect on that line or in that region: a missing consumption report that gets the app rate-limited, \
      or `.unknown` treated as approval in a payment flow. trustlint therefore reports every rule named in a \
      disable command (`disable`, `disable:next`, `disable:this`) that suppressed no finding in this run, and \
      every rule id in any command (also `enable`) that trustlint does not know, usually a typo that \
      suppresses nothing. `all` is superfluous when it suppressed nothing at all. Findings of this rule can \
      only be suppressed by a command that names `superfluous_disable_command` explicitly, never by `all`, \
      and such a command is never reported itself. A command for a rule that is turned off in the \
      configuration is not reported. Remove the command, or fix the rule id; a reason may follow the rule \
      list after ` -- ` (a trailing `// comment` after the rules ends the list too and is \
      kept as the reason, so its words are not read as rule ids).
      """,
    flaggedExample: """
      import TrustInsights

      func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        // The finding this once hid has been fixed; the command now hides nothing.
        // trustlint:disable:next missing_consumption_report
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
      """,
    cleanExample: """
      import TrustInsights

      func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
      """)
}
