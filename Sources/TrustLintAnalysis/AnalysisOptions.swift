/// Settings the analyses and rules read; the configuration file fills them in.
public struct AnalysisOptions: Sendable {
  /// Functions outside the linted set that report the evaluation passed to them.
  public var consumingFunctions: Set<String> = []
  /// Functions outside the linted set that return an evaluation.
  public var producingFunctions: Set<String> = []
  /// First camelCase words of approval calls (`approveTransfer` → `approve`).
  public var approvalVerbs: [String] = [
    "approve", "authorize", "allow", "grant", "bypass", "skip", "proceed", "commit", "complete", "execute",
    "finalize", "trust", "whitelist", "allowlist",
  ]
  /// First camelCase words of approval values (`.approved`, `.lowRisk`).
  public var approvalValues: [String] = [
    "approved", "approve", "allow", "allowed", "safe", "trusted", "verified", "pass", "passed", "low", "lowRisk",
    "noRisk",
  ]
  /// Words in a predicate's or variable's name that make a returned/assigned `true` an approval.
  public var approvalPredicateWords: [String] = [
    "safe", "trust", "approve", "allow", "lowRisk", "legit", "bypass", "skip",
  ]
  /// Operation categories that count as sensitive.
  public var sensitiveCategories: Set<String> = ["payment", "account", "resourceUse", "communication"]
  /// Build trees and flow graphs for every file, not only those that use TrustInsights.
  public var analyzeAll: Bool = false
  /// The folder relative file paths are taken from when folders stand for modules
  /// (`ModuleShadowing`); nil: the process's current directory.
  public var baseDirectory: String?

  public init() {}
}
