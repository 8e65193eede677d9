/// Every rule, in the order `trustlint rules` lists them.
public enum RuleRegistry {
  /// All rule types. Each rule file adds itself here.
  public static let all: [any Rule.Type] = [
    MissingConsumptionReportRule.self,
    DuplicateConsumptionReportRule.self,
    UnknownTreatedAsApprovalRule.self,
    EvaluationOutsideSensitiveCategoryRule.self,
    AuthorizationRequestedWithoutStatusCheckRule.self,
    AuthorizationPromptInSensitiveFlowRule.self,
    BlanketConsumptionReportRule.self,
    ConsumptionValueMismatchRule.self,
  ]

  /// Descriptions of all rules plus `superfluous_disable_command`, which the engine implements.
  public static var descriptions: [RuleDescription] { all.map { $0.description } }

  /// The description with this id, if any.
  public static func description(of id: String) -> RuleDescription? {
    descriptions.first { $0.id == id }
  }
}
