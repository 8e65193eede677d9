/// Uncaught recall mutants of the clean fixtures, one entry per mutant (`RecallMutant.key`:
/// kind, file, the changed statement or category and, past the first of the same text in the
/// file, its ordinal), each with its reason, checked against RULES.md:
/// - (a) RULES.md owes no finding (the evaluation escapes on that path, the category reaches no
///   evaluator call, the clause is never reached, …);
/// - (b) a real miss of the analysis, left with what would have to change.
/// Mutations the test should not make at all are skipped by the principled rules in
/// `RecallMutationTests` (`admits`, `excuse`), never listed here. An entry whose mutant is
/// caught again fails the test, so the list only shrinks; a new uncaught mutant in a file that
/// has entries still fails.
enum RecallKnownMisses {
  static let byMutant: [String: String] = [
    "M1 delete report|rules/duplicate_consumption_report/clean_riskiest_kept_across_passes.swift|`evaluation.reportConsumption(.usedUnchangedFriction)`":
      "(b) the pass's new evaluation left unreported on the path that does not keep it: `best` may still hold an earlier pass's instance of the same object (one object per creating call), so the object outlives the pass and its leak is not seen; telling instances apart needs an object per pass held outside the loop",
    "M1 delete report|rules/duplicate_consumption_report/clean_riskiest_kept_across_passes.swift|`evaluation.reportConsumption(.usedUnchangedFriction)` #2":
      "(b) the pass's new evaluation left unreported on the path that does not keep it: `best` may still hold an earlier pass's instance of the same object (one object per creating call), so the object outlives the pass and its leak is not seen; telling instances apart needs an object per pass held outside the loop",
    "M2 duplicate report|rules/duplicate_consumption_report/clean_riskiest_kept_across_passes.swift|`best.reportConsumption(.usedIncreasedFriction)`":
      "(b) a second report through `best` after the loop: `best` was given an earlier pass's evaluation, which the next pass created again (probes-ca p51), so a report through it is not compared (ObligationState.stale: the join of passes loses which holder has which instance; leaning to silence)",
    "M2 duplicate report|rules/duplicate_consumption_report/clean_riskiest_kept_across_passes.swift|`best.reportConsumption(.usedIncreasedFriction)` #2":
      "(b) a second report through `best` after the loop: `best` was given an earlier pass's evaluation, which the next pass created again (probes-ca p51), so a report through it is not compared (ObligationState.stale: the join of passes loses which holder has which instance; leaning to silence)",
    "M1 delete report|rules/blanket_consumption_report/clean_outcome_property_stored.swift|`evaluation.reportConsumption(.usedUnchangedFriction)`":
      "(a) the only report of `audit(_:)`'s parameter: without it `audit` never reports it, which leaves the obligation with its callers (RULES.md), and the program never calls `audit`",
    "M1 delete report|rules/blanket_consumption_report/clean_escaping_closure_holder_per_branch.swift|`evaluation.reportConsumption(.usedUnchangedFriction)`":
      "(a) inside a closure that outlives the call (`Task { }`, `DispatchQueue.main.async { }`): after the deletion the closure still captures the evaluation (it reads the outcome), an escape (RULES.md); the closure's own paths are judged only for duplicate and blanket reports",
    "M1 delete report|rules/blanket_consumption_report/clean_escaping_closure_holder_per_branch.swift|`evaluation.reportConsumption(.usedUnchangedFriction)` #2":
      "(a) inside a closure that outlives the call (`Task { }`, `DispatchQueue.main.async { }`): after the deletion the closure still captures the evaluation (it reads the outcome), an escape (RULES.md); the closure's own paths are judged only for duplicate and blanket reports",
    "M1 delete report|rules/blanket_consumption_report/clean_escaping_closure_holder_per_branch.swift|`evaluation.reportConsumption(.notUsedError)`":
      "(a) inside a closure that outlives the call (`Task { }`, `DispatchQueue.main.async { }`): after the deletion the closure still captures the evaluation (it reads the outcome), an escape (RULES.md); the closure's own paths are judged only for duplicate and blanket reports",
    "M1 delete report|rules/duplicate_consumption_report/clean_catch_after_app_call_that_cannot_throw_insight_error.swift|`evaluation.reportConsumption(.notUsedError)` #2":
      "(a) the `catch is InsightError` clause of `activateThroughProtocol()` is never reached: the report comes before `try await activator.activate()`, whose only conformer `CardIssuer.activate()` cannot throw an InsightError, so deleting this report leaves no path unreported",
    "M1 delete report|rules/duplicate_consumption_report/clean_action_payload_reported_once.swift|`evaluation.reportConsumption(.usedIncreasedFriction)`":
      "(a) a report of an evaluation bound from an action's payload (`case let .trustEvaluated(.success(evaluation))`, `case let .evaluated(evaluation, fileName)`): the effect that sent the action handed the evaluation over, and a payload is not a producer (RULES.md: Evaluation, Escape), so the handler owes no report; it is tracked for duplicates only (EvaluationPayloads)",
    "M1 delete report|rules/duplicate_consumption_report/clean_action_payload_reported_once.swift|`evaluation.reportConsumption(.usedUnchangedFriction)`":
      "(a) a report of an evaluation bound from an action's payload (`case let .trustEvaluated(.success(evaluation))`, `case let .evaluated(evaluation, fileName)`): the effect that sent the action handed the evaluation over, and a payload is not a producer (RULES.md: Evaluation, Escape), so the handler owes no report; it is tracked for duplicates only (EvaluationPayloads)",
    "M1 delete report|rules/duplicate_consumption_report/clean_action_payload_reported_once.swift|`evaluation.reportConsumption(.notUsedError)`":
      "(a) a report of an evaluation bound from an action's payload (`case let .trustEvaluated(.success(evaluation))`, `case let .evaluated(evaluation, fileName)`): the effect that sent the action handed the evaluation over, and a payload is not a producer (RULES.md: Evaluation, Escape), so the handler owes no report; it is tracked for duplicates only (EvaluationPayloads)",
    "M1 delete report|rules/duplicate_consumption_report/clean_action_payload_reported_once.swift|`evaluation.reportConsumption(.usedIncreasedFriction)` #2":
      "(a) a report of an evaluation bound from an action's payload (`case let .trustEvaluated(.success(evaluation))`, `case let .evaluated(evaluation, fileName)`): the effect that sent the action handed the evaluation over, and a payload is not a producer (RULES.md: Evaluation, Escape), so the handler owes no report; it is tracked for duplicates only (EvaluationPayloads)",
    "M1 delete report|rules/duplicate_consumption_report/clean_action_payload_reported_once.swift|`evaluation.reportConsumption(.usedUnchangedFriction)` #2":
      "(a) a report of an evaluation bound from an action's payload (`case let .trustEvaluated(.success(evaluation))`, `case let .evaluated(evaluation, fileName)`): the effect that sent the action handed the evaluation over, and a payload is not a producer (RULES.md: Evaluation, Escape), so the handler owes no report; it is tracked for duplicates only (EvaluationPayloads)",
    "M1 delete report|rules/duplicate_consumption_report/clean_reducer_state_evaluation_reported_once.swift|`state.pending?.reportConsumption(.usedIncreasedFriction)`":
      "(a) a report through the evaluation a TCA reducer's `inout State` keeps (`state.pending?.reportConsumption(…)`): a stored evaluation, the holder's business (RULES.md Escape); reads of `state.pending` are tracked for duplicates only (GraphBuilder.heldKey)",
    "M1 delete report|rules/duplicate_consumption_report/clean_reducer_state_evaluation_reported_once.swift|`state.pending?.reportConsumption(.usedUnchangedFriction)`":
      "(a) a report through the evaluation a TCA reducer's `inout State` keeps (`state.pending?.reportConsumption(…)`): a stored evaluation, the holder's business (RULES.md Escape); reads of `state.pending` are tracked for duplicates only (GraphBuilder.heldKey)",
    "M1 delete report|rules/duplicate_consumption_report/clean_reducer_state_evaluation_reported_once.swift|`state.pending?.reportConsumption(.usedUnchangedFriction)` #2":
      "(a) a report through the evaluation a TCA reducer's `inout State` keeps (`state.pending?.reportConsumption(…)`): a stored evaluation, the holder's business (RULES.md Escape); reads of `state.pending` are tracked for duplicates only (GraphBuilder.heldKey)",
    "M1 delete report|rules/duplicate_consumption_report/clean_reducer_state_evaluation_reported_once.swift|`state.pending?.reportConsumption(.notUsedNotNeeded)`":
      "(a) a report through the evaluation a TCA reducer's `inout State` keeps (`state.pending?.reportConsumption(…)`): a stored evaluation, the holder's business (RULES.md Escape); reads of `state.pending` are tracked for duplicates only (GraphBuilder.heldKey)",
    "M1 delete report|rules/duplicate_consumption_report/clean_reducer_state_evaluation_reported_once.swift|`state.pending?.reportConsumption(.notUsedNotNeeded)` #2":
      "(a) a report through the evaluation a TCA reducer's `inout State` keeps (`state.pending?.reportConsumption(…)`): a stored evaluation, the holder's business (RULES.md Escape); reads of `state.pending` are tracked for duplicates only (GraphBuilder.heldKey)",
    "M1 delete report|rules/duplicate_consumption_report/clean_stored_evaluations.swift|`evaluation.reportConsumption(.usedEvaluationOnly)`":
      "(a) the only report of `ReviewPresenter.settle(_:)`'s parameter: without it `settle` never reports it, leaving it with its one caller, which passes an evaluation read from the stored `pendingEvaluation` (the holder's business, RULES.md Escape)",
    "M1 delete report|rules/missing_consumption_report/clean_async_stream_loop_elements/RiskBanner.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #2":
      "(a) the only report of `observeRebound`'s loop: its `var` stream is bound twice, so which stream the loop reads is not followed (GraphBuilder+StreamElements), and a loop that never reports its elements is left alone as a closure that never reports its parameter is (RULES.md parameter rule)",
    "M2 duplicate report|rules/missing_consumption_report/clean_async_stream_loop_elements/RiskBanner.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #2":
      "(b) a second report in `observeRebound`'s loop: its `var` stream is bound twice, so the loop's sequence is not followed to a producing call (GraphBuilder+StreamElements) and its elements are not tracked; a stream reassigned from calls of the same function could be followed",
    "M1 delete report|rules/missing_consumption_report/clean_completion_handler_result.swift|`evaluation.reportConsumption(.usedEvaluationOnly)`":
      "(a) the only report of the completion closure's evaluation (held by `result` on success): the closure then never reports it, which leaves it with the code that calls the closure (RULES.md: a function that never reports its parameter), and `TrustBridge.evaluate` hands it to `completion`, an @escaping parameter, not a function declared in the linted set: an escape",
    "M1 delete report|rules/missing_consumption_report/clean_completion_handler_result.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #2":
      "(a) the only report of the completion closure's evaluation (held by `result` on success): the closure then never reports it, which leaves it with the code that calls the closure (RULES.md: a function that never reports its parameter), and `TrustBridge.evaluate` hands it to `completion`, an @escaping parameter, not a function declared in the linted set: an escape",
    "M1 delete report|rules/missing_consumption_report/clean_completion_handler_result.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #3":
      "(a) the only report of the completion closure's evaluation (held by `result` on success): the closure then never reports it, which leaves it with the code that calls the closure (RULES.md: a function that never reports its parameter), and `TrustBridge.evaluate` hands it to `completion`, an @escaping parameter, not a function declared in the linted set: an escape",
    "M1 delete report|rules/missing_consumption_report/clean_continuation_resumed_with_result.swift|`evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)` #2":
      "(a) `isRiskyBridged`'s `bridge.evaluate { result in guard case .success(let evaluation) = result … }`: without its only report the closure never reports the evaluation, which leaves it with the code calling the closure (RULES.md parameter rule), and `TrustBridge.evaluate` hands it to `completion`, an @escaping parameter: an escape",
    "M1 delete report|rules/missing_consumption_report/clean_custom_operator_reports.swift|`evaluation.reportConsumption(status)`":
      "(b) without its only report the `<-` operator never reports its parameter, which leaves the obligation with its callers (RULES.md parameter rule), and the callers hand the evaluation to the operator, whose body the flow does not follow (GraphBuilder.standardInfixOperators: a custom operator's operands escape); following operator functions as consuming helpers would catch it",
    "M1 delete report|rules/missing_consumption_report/clean_escaping_closures.swift|`evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)`":
      "(a) inside `DispatchQueue.main.async { … }`, which outlives the call: after the deletion the closure still captures the evaluation (it reads the outcome), an escape (RULES.md)",
    "M1 delete report|rules/missing_consumption_report/clean_escaping_generic_wrapper_value.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #4":
      "(a) `deadlineCheck`: `withDeadline` is no producer (its generic result is a `nil` of its own, not the closure's value), so the value bound from it is no evaluation under RULES.md; the evaluation the closure makes escapes with the @escaping operation",
    "M1 delete report|rules/missing_consumption_report/clean_evaluation_handed_through_helper_closure.swift|`evaluation.reportConsumption(.usedEvaluationOnly)`":
      "(a) without its only report the closure passed to `withEvaluation` never reports its parameter, which leaves it with `withEvaluation` (RULES.md parameter rule), whose `body(evaluation)` calls a closure parameter, not a function declared in the linted set: an escape",
    "M1 delete report|rules/missing_consumption_report/clean_evaluation_handed_through_helper_closure.swift|`kept.reportConsumption(.usedEvaluationOnly)`":
      "(a) `later(_:_:)` hands the evaluation to `DispatchQueue.main.async { body(evaluation) }` (an escape), so the closure's `kept` parameter owes nothing",
    "M1 delete report|rules/missing_consumption_report/clean_helper_lends_evaluation_to_throwing_body.swift|`evaluation.reportConsumption(.usedEvaluationOnly)`":
      "(b) the helper then never reports the evaluation on its normal path, so `body(evaluation)` hands it to the caller's closure (GraphBuilder+Borrows), which never reports it either; a closure that never reports its parameter leaves it with the code that calls it, and that code handed it on: the hand-off cycle is not followed, so nobody is found at fault",
    "M1 delete report|rules/missing_consumption_report/clean_helper_lends_evaluation_to_throwing_body.swift|`evaluation.reportConsumption(.notUsedNotNeeded)`":
      "(b) the helper then never reports the evaluation on its normal path, so `body(evaluation)` hands it to the caller's closure (GraphBuilder+Borrows), which never reports it either; a closure that never reports its parameter leaves it with the code that calls it, and that code handed it on: the hand-off cycle is not followed, so nobody is found at fault",
    "M1 delete report|rules/missing_consumption_report/clean_helper_lends_evaluation_to_throwing_body.swift|`evaluation.reportConsumption(.notUsedNotNeeded)` #2":
      "(b) the helper then never reports the evaluation on its normal path, so `body(evaluation)` hands it to the caller's closure (GraphBuilder+Borrows), which never reports it either; a closure that never reports its parameter leaves it with the code that calls it, and that code handed it on: the hand-off cycle is not followed, so nobody is found at fault",
    "M2 duplicate report|rules/missing_consumption_report/clean_helper_lends_evaluation_to_throwing_body.swift|`evaluation.reportConsumption(.notUsedNotNeeded)`":
      "(b) `body(evaluation)` hands the evaluation to the caller's closure (the helper reports it only when the closure did not handle it): after that escape the analysis no longer counts the helper's reports of it, so two in a row are not seen",
    "M2 duplicate report|rules/missing_consumption_report/clean_helper_lends_evaluation_to_throwing_body.swift|`evaluation.reportConsumption(.notUsedNotNeeded)` #2":
      "(b) `body(evaluation)` hands the evaluation to the caller's closure (the helper reports it only when the closure did not handle it): after that escape the analysis no longer counts the helper's reports of it, so two in a row are not seen",
    "M1 delete report|rules/missing_consumption_report/clean_helper_reports_or_hands_to_closure.swift|`ev.reportConsumption(.usedEvaluationOnly)`":
      "(b) left as a precision choice: `Audit.withAudit` reports the evaluation itself on one path and hands it to the caller's closure on the other; which one a caller's path takes is not known there, so the call hands the evaluation on (an escape) rather than count as a report that would make the closure's report a false duplicate",
    "M1 delete report|rules/missing_consumption_report/clean_protocol_reporter_conformers/TrustReporting.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #2":
      "(b) left as a precision choice: `ImmediateSink.take` then never reports while `Outbox.take` keeps the evaluation; a call whose callees disagree and one of which keeps it is an escape (SummaryTable.effect), though RULES.md would owe a finding on the ImmediateSink path",
    "M1 delete report|rules/missing_consumption_report/clean_reactive_stream_value_closure.swift|`evaluation.reportConsumption(.usedEvaluationOnly)`":
      "(a) the only report of the subscriber downstream of `do(onSuccess:)`: its closure's parameter is not seeded (the peek closure sees the value first), and a closure that never reports its parameter leaves it with the code calling it (RULES.md parameter rule); `single()` hands the evaluation to the Rx observer, an escape",
    "M2 duplicate report|rules/missing_consumption_report/clean_reactive_stream_value_closure.swift|`evaluation.reportConsumption(.usedEvaluationOnly)`":
      "(b) a second report in the subscriber downstream of `do(onSuccess:)`: the value closure is seeded only when the chain reaches the producing call through pass-through operators, and `do(onSuccess:)` is none (its closure may report the value first), so the subscriber's parameter is not tracked and its duplicate is not seen",
    "M1 delete report|rules/missing_consumption_report/clean_reactive_stream_value_closure.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #2":
      "(a) the only report of the subscriber to `streams.shared`: a stream read from a property may have other subscribers, so its value closure is not seeded, and a closure that never reports its parameter leaves it with the code calling it (RULES.md parameter rule)",
    "M2 duplicate report|rules/missing_consumption_report/clean_reactive_stream_value_closure.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #2":
      "(b) a second report in the subscriber to `streams.shared`: a stream read from a property is not followed to its producer (it may have other subscribers), so the subscriber's parameter is not tracked and its duplicate is not seen",
    "M1 delete report|rules/missing_consumption_report/clean_task_escape.swift|`evaluation.reportConsumption(.usedIncreasedFriction)`":
      "(a) inside `Task { … }`, which outlives the call: after the deletion the task still captures the evaluation (it tests the outcome and reports on the other branch), an escape (RULES.md)",
    "M1 delete report|rules/missing_consumption_report/clean_task_escape.swift|`evaluation.reportConsumption(.usedUnchangedFriction)`":
      "(a) inside `Task { … }`, which outlives the call: after the deletion the task still captures the evaluation (it tests the outcome and reports on the other branch), an escape (RULES.md)",
    "M2 duplicate report|rules/duplicate_consumption_report/clean_catch_after_app_call_that_cannot_throw_insight_error.swift|`evaluation.reportConsumption(.notUsedError)` #2":
      "(a) the `catch is InsightError` clause of `activateThroughProtocol()` is never reached (nothing in its `do` can throw an InsightError): the doubled report is on no path",
    "M2 duplicate report|rules/missing_consumption_report/clean_escaping_generic_wrapper_value.swift|`evaluation.reportConsumption(.usedEvaluationOnly)` #4":
      "(a) `deadlineCheck`: `withDeadline` is no producer (its generic result is a `nil` of its own, not the closure's value), so the value bound from it is no evaluation under RULES.md; the evaluation the closure makes escapes with the @escaping operation",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_local_guarded_against_other.swift|.payment":
      "(a) the mapping's value goes to a `let` local that the `guard` right after its declaration rules `.other` out of: the mutated category never reaches the evaluator (RULES.md checks only categories flowing into a context an evaluator call receives)",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_local_guarded_against_other.swift|.account":
      "(a) the mapping's value goes to a `let` local that the `guard` right after its declaration rules `.other` out of: the mutated category never reaches the evaluator (RULES.md checks only categories flowing into a context an evaluator call receives)",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_local_guarded_against_other.swift|.communication":
      "(a) the mapping's value goes to a `let` local that the `guard` right after its declaration rules `.other` out of: the mutated category never reaches the evaluator (RULES.md checks only categories flowing into a context an evaluator call receives)",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_parameter_shadowed_by_sanitised_local.swift|.payment":
      "(a) `sendTapped`'s argument goes to `evaluate(_:)`, whose local `let category = category == .other ? .account : category` shadows the parameter and turns `.other` into `.account`: the mutated category never reaches the evaluator (RULES.md checks only categories flowing into a context an evaluator call receives)",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_property_assigned_on_another_type.swift|.payment #2":
      "(a) `AnalyticsEvent.category`'s default value: that type never builds a context, so the category reaches no evaluator call (RULES.md checks only categories flowing into a context an evaluator call receives)",
    "M3 category to .other|rules/evaluation_outside_sensitive_category/clean_type_redeclared_in_another_module/Preview/CheckoutTrust.swift|.payment":
      "(a) the preview module's `CheckoutTrust.context` is passed to no evaluator call (only the app module's `CheckoutTrust` evaluates its own context)",
    "M3 category to .other|rules/missing_consumption_report/clean_always_throwing_test_double/AccountRecoveryTests.swift|.account":
      "(a) passed to `UnavailableEvaluationProvider().evaluation(for:)`, a test double whose receiver says its type and whose body only throws: the category reaches no evaluator call",
    "M3 category to .other|rules/missing_consumption_report/clean_always_throwing_test_double/AccountRecoveryTests.swift|.account #2":
      "(a) the context goes to `mock.requestEvaluation(context:)` on a `MockInsightEvaluator`, the test's own function of that name (no evaluator call inside): the category reaches no evaluator call",
    "M3 category to .other|rules/missing_consumption_report/clean_dependency_client_closure/TransferModel.swift|.payment":
      "(a) the context goes to `trust.evaluate`, a dependency client's closure property, not to an evaluator call (`requestEvaluation`, `requestAuthorization`, `authorizationStatus`); RULES.md traces categories into evaluator calls only, and this program makes none",
    "M3 category to .other|rules/unknown_treated_as_approval/clean_dependency_client_levels.swift|.payment":
      "(a) the category goes to `coaching.level(_:)`, a dependency client's closure property taking a category; no context reaches an evaluator call in this program",
  ]
}
