/// Settings the analyses and rules read; the configuration file fills them in.
public struct AnalysisOptions: Sendable {
  /// Functions outside the linted set that report the evaluation passed to them, as the
  /// configuration writes them: `submitFeedback`, or qualified `FraudSDK.submitFeedback`.
  public var consumingFunctions: Set<String> = [] {
    didSet { consumingNames = Self.calledNames(consumingFunctions) }
  }
  /// Functions outside the linted set that return an evaluation, written as `consumingFunctions`.
  public var producingFunctions: Set<String> = [] {
    didSet { producingNames = Self.calledNames(producingFunctions) }
  }
  /// The base names calls to `consumingFunctions` are matched by (see `calledNames`).
  public private(set) var consumingNames: Set<String> = []
  /// The base names calls to `producingFunctions` are matched by (see `calledNames`).
  public private(set) var producingNames: Set<String> = []
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

  /// The base names of configured functions. A call site is matched by its base name (the
  /// functions lie outside the linted set, so no declaration tells a receiver's type), so
  /// `FraudSDK.submitFeedback` (the README's example) and `submitFeedback(_:)` both stand for
  /// calls named `submitFeedback`: matching the whole written text never matched a call.
  static func calledNames(_ written: Set<String>) -> Set<String> {
    Set(
      written.compactMap { entry in
        let withoutLabels = entry.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let name = withoutLabels.split(separator: ".").last.map(String.init) ?? ""
        return name.isEmpty ? nil : name
      })
  }
}
