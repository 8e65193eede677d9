/// Uncaught recall mutants of the clean fixtures, per kind and file, each with its reason.
/// Escape reasons were read from each fixture's name and header comment (RULES.md: an escaped
/// evaluation owes nothing on that path), not proven per mutant; entries "not analysed yet"
/// are possible misses of the analysis left for follow-up. An entry that is caught again
/// fails the test, so the list only shrinks.
enum RecallKnownMisses {
  static let byKindAndFile: [String: String] = [
    "M1 delete report|rules/blanket_consumption_report/clean_outcome_property_stored.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M1 delete report|rules/duplicate_consumption_report/clean_catch_after_app_call_that_cannot_throw_insight_error.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M1 delete report|rules/duplicate_consumption_report/clean_stored_evaluations.swift":
      "the evaluation is stored in a property: an escape, the new holder's business (RULES.md)",
    "M1 delete report|rules/missing_consumption_report/clean_completion_handler_result.swift":
      "handed to a completion handler: an escape (RULES.md)",
    "M1 delete report|rules/missing_consumption_report/clean_continuation_resumed_with_result.swift":
      "a completion handler's `guard case .success(let evaluation) = result` (bridge.evaluate { result in … }) not followed yet (possible miss)",
    "M1 delete report|rules/missing_consumption_report/clean_escaping_closures.swift":
      "handed to an escaping closure or wrapper: an escape (RULES.md)",
    "M1 delete report|rules/missing_consumption_report/clean_escaping_generic_wrapper_value.swift":
      "handed to an escaping closure or wrapper: an escape (RULES.md)",
    "M1 delete report|rules/missing_consumption_report/clean_evaluation_handed_through_helper_closure.swift":
      "handed to a helper's stored closure: an escape (RULES.md)",
    "M1 delete report|rules/missing_consumption_report/clean_protocol_reporter_conformers/TrustReporting.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M1 delete report|rules/missing_consumption_report/clean_report_through_helper_in_interpolation.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M1 delete report|rules/missing_consumption_report/clean_task_escape.swift":
      "captured by an escaping closure (Task): an escape (RULES.md)",
    "M2 duplicate report|rules/consumption_value_mismatch/clean_catch_of_other_errors.swift":
      "captured by a closure passed to a function outside the linted set: an escape (RULES.md)",
    "M2 duplicate report|rules/duplicate_consumption_report/clean_catch_after_app_call_that_cannot_throw_insight_error.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M2 duplicate report|rules/missing_consumption_report/clean_audit_helper_any_parameter_reports/AuditTrail.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M2 duplicate report|rules/missing_consumption_report/clean_escaping_generic_wrapper_value.swift":
      "handed to an escaping closure or wrapper: an escape (RULES.md)",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_property_assigned_on_another_type.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_type_redeclared_in_another_module/Preview/CheckoutTrust.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M3 category to .other|rules/missing_consumption_report/clean_dependency_client_closure/TransferModel.swift":
      "not analysed yet (possible miss), left for follow-up",
    "M3 category to .other|rules/unknown_treated_as_approval/clean_dependency_client_levels.swift":
      "not analysed yet (possible miss), left for follow-up",
  ]
}
