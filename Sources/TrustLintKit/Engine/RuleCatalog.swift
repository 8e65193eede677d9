import TrustLintRules

/// Every rule trustlint reports: the registered rules and the engine's own
/// `superfluous_disable_command`. Drives `rules`, `explain`, SARIF metadata and the ids a
/// configuration may name.
public enum RuleCatalog {
  /// Descriptions in the order `trustlint rules` lists them.
  public static var descriptions: [RuleDescription] {
    let registered = RuleRegistry.descriptions
    if registered.contains(where: { $0.id == SuperfluousDisableCommand.id }) { return registered }
    return registered + [SuperfluousDisableCommand.description]
  }

  /// The ids of all rules.
  public static var ids: Set<String> { Set(descriptions.map(\.id)) }
}
