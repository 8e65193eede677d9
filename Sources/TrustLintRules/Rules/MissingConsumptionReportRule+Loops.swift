/// The part of the rule's rationale about retry loops (kept apart: the description file is full).
extension MissingConsumptionReportRule {
  /// How a retry loop's end is judged: which passes can fall out of it.
  static let loopRationale = """


    Retry loops end normally only after their last pass. In `for attempt in 1...maxAttempts` \
    (also `0..<n`), a test `attempt == maxAttempts` (`>=`; `<` and `!=` as its negation; \
    `attempt + 1 == n` over `0..<n`) says whether this is the last pass, so a last failed \
    attempt that reports and rethrows (`catch where attempt == 3 { …; throw error }`) leaves \
    no path out of the loop's end. A loop counted by hand is read the same way: `var attempt \
    = 0` in the same block above `while attempt < LIMIT { … }` (or `repeat { … } while \
    attempt < LIMIT`) whose body adds one (`attempt += 1`, `attempt = attempt + 1`) exactly \
    once per pass ends only when the counter reaches the limit, so `if attempt == LIMIT { \
    report; throw }` after the increase, `guard attempt < LIMIT else { report; throw }` and \
    `catch where attempt < LIMIT { continue }` before a `catch` that reports all close its \
    end; and a counter that starts below a limit known here (a literal, a local `let`, a \
    constant property of this file) runs a first pass. Only where nothing else can change the \
    counter: written nowhere else from its declaration to the loop's end (no second increase, \
    no `inout`, no member call, no redeclaration), the increase outside nested loops, \
    closures and `defer`, and a limit the body leaves alone. A limit passed in (a parameter, \
    a `var`) may allow no pass at all, and a second condition (`while attempt < 3 && \
    !Task.isCancelled`) ends the loop on its own: those exits still owe the report.

    A loop over a literal runs a known number of times: `for channel in ["push", "sms"]`, \
    `for _ in 0..<1`, `for _ in 1...3` (a non-empty array literal, or a range between integer \
    literals) and `["push"].forEach { … }` make at least one pass, so a report in the body \
    is made on every path that does not skip it (`where`, `continue`, `return`); one of a \
    single element makes exactly one, so its report is not made again on a second pass \
    (duplicate_consumption_report). A collection held in a name or made by a call \
    (`for e in items`, `[Int]()`) may be empty, and the exit before any pass owes the report; \
    of those, `batch.prefix(1)`, `batch.suffix(1)`, `batch.prefix(upTo: 1)` and \
    `batch.prefix(through: 0)` hold at most one element: a `for` over one (or its \
    `forEach { … }`) makes at most one pass, so its report is no duplicate, while the exit \
    before a pass still owes it. A test that leaves the body when the name is empty, directly \
    before the loop (`guard !items.isEmpty else { …; return }`, or `if items.isEmpty { …; \
    return }`), rules that exit out: the loop makes at least one pass.

    A producer that reports the evaluation before it returns it (a logging decorator: `let \
    e = try await evaluator.requestEvaluation(context: c); \
    e.reportConsumption(.usedEvaluationOnly); return e`, also through a consuming helper, or a \
    decorator of such a producer, or one that reports it in a `defer` before `return e`: the \
    defers run before the value leaves the body) hands its caller an evaluation already \
    reported: the caller owes nothing, and a report of its own is a \
    duplicate_consumption_report. This holds only \
    when every `return` the producer reaches returns the evaluation reported on every path \
    there (`return nil` aside) and, for a call through a protocol, every conformer's method \
    does; a producer that reports on some paths only, returns a cached evaluation it did not \
    report leaves the report to its caller, as any producer does, and its caller's report is \
    not compared with the producer's.

    A nil test of a variable says what it holds wherever the test decides: in `if`, `guard` \
    and `while` conditions (through `&&`, `||`, `!` and `,`), in the `where` clause of a \
    `switch` case (`case .success(.high) where flagged == nil: flagged = evaluation`; where \
    the clause fails, the later cases are taken as from the switch, except that a next case \
    whose every pattern the case lists (`case 2 where kept != nil: … case 2: kept = \
    evaluation`; a name bound by `let` may differ) is reached only where a clause failed, and \
    learns from it; in a case with \
    several patterns, each item's clause on its own path; a `fallthrough` into the case skips \
    its clause and learns nothing from it), in a `switch` on a tuple holding the test \
    (`switch (kept == nil, level)`: a case with `true` or `false` at the test's position in \
    every pattern), in the \
    `where` clause of a `for` loop, and through a local `Bool` set from the test and tested \
    afterwards (`let keep = kept == nil && score > 1; if keep { kept = evaluation }`, also \
    `keep = kept == nil`), as the test stood when the `Bool` was set. So keeping an \
    evaluation only while the variable is nil overwrites nothing owed; a test that may hold \
    while the variable holds an earlier evaluation (`!= nil`, `kept == nil || …`, a `Bool` set \
    before the loop) still overwrites it unreported. A helper is looked into only when it is \
    a computed property of an `extension Optional` whose getter is only `self == nil` or \
    `self != nil` (`kept.isNil`); other helpers say nothing. Each path through a pass ends the pass \
    on its own: one that keeps the evaluation in such a variable keeps it past the pass, one \
    that neither keeps nor reports it drops it there ("the loop iteration ends at line …"), \
    also while the variable still holds an earlier pass's evaluation (`if kept == nil { kept \
    = evaluation }` with no `else`, `kept = kept ?? evaluation`): the variable holds that \
    earlier one, not this pass's.
    """
}
