import TrustLintAnalysis
import TrustLintSyntax

/// `.unknown` (or a value the SDK does not know) leads to an approval: a reduced-friction
/// report, a call of an approval verb, or a returned or assigned approval value.
public struct UnknownTreatedAsApprovalRule: Rule {
  /// The rule's id, severity, summary, rationale and examples.
  public static let description = RuleDescription(
    id: "unknown_treated_as_approval",
    defaultSeverity: .error,
    summary: "an unknown insight outcome leads to an approval, skipped check or reduced friction",
    rationale: """
      `.unknown` means the system found no evidence of coaching. It does not mean the transfer is \
      safe: a scam the model did not catch also comes back `.unknown`. Apple's guidance is to \
      never treat `.unknown` (or a missing value) as low risk and never to decide on the insight \
      alone: on `.unknown`, keep the risk posture and the checks the app already had.

      Inside a branch that `.unknown` reaches, the rule reports (1) a report with \
      `.usedReducedFriction`, (2) a call whose name starts with an approval verb \
      (`approveTransfer()`, `skipVerification()`, `proceedWithPayment()`), and (3) a returned or \
      assigned approval value (`.approved`, `.allow`, `.lowRisk`) or `true` returned by a function, \
      or assigned to a variable, whose name speaks of safety, trust, approval or skipping \
      (`isSafeToSkipVerification()`, `shouldBypassCheck`). Both vocabularies are configurable \
      (`approvalVerbs`, `approvalValues`, `approvalPredicateWords`). `.none`, \
      `.continueWithExistingControls` and `return existingChecksPass()` are what Apple recommends \
      and are never reported.

      Choices where the contract is silent. Branches: a branch is an unknown branch when \
      `.unknown` reaches it and not all three values do (the code after \
      `guard case .success = …` is reached by every value and is not one; the code after \
      `guard level != .high else { … }` is), or when `.unknown` surely takes it whatever the \
      test's other operands say, though every value may (the `else` of `if level == .high && \
      isLarge`, the body of `if level == .unknown || knownDevice` or of `case .success(let l) \
      where l == .unknown || small:`), or when its label lists `.unknown` beside other \
      patterns (RULES.md's multi-pattern case: `case .unknown, .medium, .high:`, probes-er \
      p32), and also when only values this SDK does not name reach it (an `@unknown default`, \
      or a `default`/`case .success:`/`else` after all three values): an unrecognised future \
      value is unknown to the app too. Code after the test, where the outcomes meet again, is \
      not in a branch, even when one of them left early \
      (after `case .high: hold(); return`, `.medium` and `.unknown` still meet); but when every \
      named value except `.unknown` has left (`if level == .high { return … }` then \
      `if level == .medium { return … }`), the rest of the body is the unknown branch. Where some \
      value left and `.unknown` goes on with another (after `if level == .high { return … }`, a \
      `switch` whose `.high` case returns, whether `.medium` and `.unknown` then met again or \
      not), the app's usual flow goes on there for both, so an approval there is not reported, \
      but a `.usedReducedFriction` report is: the insight cannot have eased an operation that \
      `.unknown` reaches (`guard level != .high else { … }` is RULES.md's own case: the code \
      after it is an unknown branch in full). Cases inside `#if` clauses are read build by build: \
      a build compiles one clause of an `#if` that has an `#else`, and maybe none of one that has \
      not, so a `case .unknown:` inside `#if DEBUG` without `#else` leaves `.unknown` to the \
      `default` after it in a release build, while one written in every clause of an \
      `#if`/`#else` (or `#elseif` chain ending in `#else`) takes it in every build; a case that \
      is an unknown branch in some build is one (separate `#if` blocks of one condition with the \
      same text, `#if DEBUG` twice or `#if DEBUG` and `#if !DEBUG`, are compiled the same way in \
      a build, as around statements; other blocks are taken as independent; \
      `canImport(TrustInsights)` and `os(iOS)` hold wherever an insight value exists (the \
      framework ships for iOS, iPadOS and Mac Catalyst, all `os(iOS)`), `os(macOS)` and the \
      other systems do not, and `#if false` clauses are never compiled; a clause is no scope, so \
      a level declared in one, `#if DEBUG let level: IsLikelyBeingCoachedInsight.Value = \
      .unknown #else let level = try? …get() #endif`, is tested after `#endif`). Where an outcome \
      exists the system is iOS 27.0 or later: the `else` of `if #available(iOS 27, *)` (any \
      version up to 27.0) and the body of `if #unavailable(iOS 27)` never run there, so an \
      approval written in them is not reported; a point release (`iOS 27.2`) may fail. Calls \
      inside closures written in the branch count (they run on that path); a nested function counts where \
      the branch calls it by name (`func finish() { approveTransfer() }` then `finish()` in `case \
      .success(.unknown):`, wherever `finish` is declared in the body, and so does a closure kept in \
      a local `let`), not where it is only declared or handed on (`scheduleReview(approveLater)` runs \
      it later, elsewhere). It is not followed where the body binds that name again (a closure's \
      parameter, `if let finish`, `for finish in …`, a local type's method: the call may mean that \
      one; overloads are told apart by argument labels), nor into one that takes arguments and \
      decides on them (`finish(approved: false)`: the arguments are not evaluated); what it \
      returns counts only where the branch returns it (`return fallback()`). \
      But inside a closure handed no level and written in the branch, an approval that runs only \
      where that closure's own parameter allows it (`runStandardChecks { passed in if passed { \
      proceed() } }`, `guard let self, ok else { return }`, `case .success(true):` of a `switch` \
      over it) follows the answer of another check: the checks are kept, it is not reported. So \
      does one behind a check awaited in the branch (`if await confirm(summary) { try await \
      commitPayee(token) }`, `guard try await checks.run() else { return }`, `let ok = await \
      askPerson()` read by an `if` or `guard`), and one behind a synchronous call whose name \
      says it runs the app's checks (a camelCase word `check` or `checks`: `guard \
      rules.passesStandardChecks(id) else { return }`, `if complianceCheckPassed(id)`, `let ok = \
      rules.runChecks(id)` read later), as RULES.md's `return existingChecksPass()` answers with \
      them; not a negated answer, nor a name that asks to do without them (`shouldSkipChecks`, \
      `canBypassChecks`: `skip`, `bypass`, `without`, `should`, `can`). Any other synchronous \
      predicate (`if isSmall(amount)`) is no such check. In completion-handler code a value passed to the function's own \
      callback parameter (`completion(.approved)`, `handler?(.success(.allow))`) or to \
      `continuation.resume(returning:)` is what the function answers, judged as a `return`; \
      a `true` answered so is judged by that function's name (`completion(true)` in \
      `checkCanSkipPasscode(completion:)`, also from its `Task`), when the callback is its only \
      one or is named as a completion (`completion`, `handler`, `reply`, …): `onLoading(true)` \
      beside a completion is a spinner, not the answer. \
      An `if` or `switch` expression nested in a branch of another (`case true: if level == \
      .high { .block } else { .approved }`) gives the value in turn. A tuple written out in \
      the branch splits: `(.usedUnchangedFriction, .approved)` sets the matching name of `let \
      (status, decision) = …`, or is returned element by element (a bare `true` element is not \
      read: which answer it is, the function's name does not say).

      Outcome tests: a `Bool` helper of the program that tests a `Value` (`var isConcerning: \
      Bool` in an extension of `Value`, `func isRisky(_ level:) -> Bool`) is an outcome test \
      through the helper, so `if level.isConcerning { … } else { approve() }` is flagged; so is \
      one declared on the evaluation type that tests `insight.outcome` (`var isHighRisk: Bool` in \
      an extension of the evaluation, or `func isRisky(_ evaluation:) -> Bool`): in `if \
      evaluation.isHighRisk { … } else { approve() }` `.unknown` and a failure reach the `else`, \
      and the then branch of a `var isUnknown` is the unknown branch (such a property is read only \
      when no other property of the program has its name); so is one declared in `extension \
      Result where Success == IsLikelyBeingCoachedInsight.Value` (`var isConcerning: Bool` or \
      `func isAlarming() -> Bool` testing `self`, read as `evaluation.insight.outcome.isConcerning` \
      when it is the one `Result` member of that name), and inside such an extension `self` is \
      the outcome (`case .success(.unknown): return .approved` is flagged; in an extension where \
      `Success` is the app's own grade it is not); a local constant holding a test (`let needsCallback = level != .unknown`, or the \
      same as an `if` expression of literals, `let isHigh = if case .success(.high) = evaluation.insight.outcome { true } \
      else { false }`, also with `else if` links, or a `switch` expression whose every case is `true` or `false`) tests too, and so does a computed `Bool` of the app's type testing that type's own level property (`var canProceed: Bool \
      { … case .unknown: return true … }` over `coachingLevel`), read as `canProceed` or `self.canProceed` in a member of that \
      type (a parameter or local of that name, or another object's property, is not followed). \
      A member declared in an extension reads the type's own properties as one declared in the type \
      does, also in `extension WithdrawFeature.State` of a nested type (TCA's derived state): its bare \
      `coachingLevel` is the nested `State`'s property, not another type's of that name. \
      Another object's property (`snapshot.level`) is a level when every property of that name \
      in the program is declared as one, or, where they disagree (a `LogEntry.level` beside a \
      `TrustSnapshot.level`), when the receiver's declared or initialised type has it as one. \
      Membership in a list of cases tests: `[.medium, .high].contains(level)`, `Set([…])` of \
      one, a local `let` holding one, or a constant property (`let concerning: Set<Level> = \
      [.medium, .high]`, `static let`) whose every declaration of that name lists the same \
      cases; a `var`, a parameter or a list built at run time says nothing. A closure's \
      parameter is a level when a function of the program hands it one (`func onLevel(_ handler: @escaping \
      (Level) -> Void)`, then `onLevel { level in … }`) or the closure is stored under a written function type \
      (`let handle: (Level) -> Void = { level in … }`), and so is each element of a parameter or local \
      declared as a collection of levels (`[Value]`, or through a protocol: `some Collection<Value>`, \
      `any Sequence<Value>`; `for level in levels`, `for (i, level) in levels.enumerated()`, \
      whose offset says nothing, `levels.forEach { level in … }`, `filter`, `map`, `contains(where:)`, \
      SwiftUI's `ForEach(levels, id: \\.self) { level in … }` (or `content:`; the data is its first, unlabeled \
      argument, so `ForEach(levels.indices, …)` hands an index) and `List(levels, id: \\.self) { level in … \
      }`; the `values` of a dictionary whose values are levels), or as an asynchronous sequence of levels \
      (`AsyncStream<Value>`, `AsyncThrowingStream<Value, Error>`, `some AsyncSequence<Value, Never>`: `for \
      await level in updates`), or returned as one by a method of the program (`for await level in \
      feed.updates()`, the receiver's type known) or by a closure property every property of its name declares \
      with that result (`client.levelUpdates()`); so is each element of a property or another object's \
      property whose declared type is one of these \
      (`for await level in feed.levels`, `recent.forEach { level in … }`). The value closure \
      of a Combine `sink` on a publisher of levels receives a level: `$coachingLevel.sink { level \
      in … }` of a `@Published` property declared as one, or a property or parameter declared \
      `AnyPublisher<Value, Never>`, `PassthroughSubject<Value, …>`, `CurrentValueSubject<Value, \
      …>` or `Published<Value>.Publisher`, through `receive(on:)`, `removeDuplicates()` and \
      other operators that pass values on (the `receiveValue:` closure, not `receiveCompletion:`), \
      and so does the closure an operator hands each value (`filter`, `map`, `compactMap`, \
      `first(where:)`, `handleEvents(receiveOutput:)`, `removeDuplicates(by:)`'s two); a key path \
      given instead of the closure is read as that closure (`map(\\.insight.outcome)` as `map { \
      $0.insight.outcome }`; one with `?`, `!` or a subscript is not read), and a key path subscript as the \
      member chain it names (`evaluation[keyPath: \\.insight.outcome]` as `evaluation.insight.outcome`). Operators \
      are followed: `filter`, `first()`, `prefix`, `merge(with:)` and the like hand on levels, \
      `compactMap { $0 }` and `replaceNil(with:)` of a publisher of optional levels hand on the \
      unwrapped ones, `map` hands on what its closure is written to return (`{ level -> Gate in \
      … }` hands on gates, `{ level, amount in (level, amount) }` the tuple), and \
      `combineLatest`, `zip` and `Publishers.CombineLatest(a, b)` a tuple whose positions are \
      their publishers' outputs (`$level.combineLatest($amount).sink { level, amount in … }`, \
      `pair.0`, the transform closure of `combineLatest(b) { level, other in … }`); a `filter`, \
      `first(where:)` or `prefix(while:)` whose test may let no `.unknown` through (`{ $0 != \
      .unknown }`, `{ $0.isConcerning }`, a test the linter cannot read that names the value) \
      ends the trail, since no branch after it is reached by `.unknown`; a `map` without a \
      written result (other than those shapes) says nothing. SwiftUI's `.onReceive(levels) { level in … }` on such a publisher, and its \
      asynchronous `values` (`for await level in feed.$level.values`); \
      `.onChange(of: model.level) { old, new in … }` (or `{ new in … }`) on a value declared as a \
      level hands both parameters a level, each tested on its own; \
      a subject or stream given its type only by its initializer, local or stored, is read as \
      that type: `let s = PassthroughSubject<Value, Never>()`, \
      `CurrentValueSubject<Value, Never>(.unknown)`, `AsyncStream<Value> { … }` (the generic \
      arguments written at the call are the type Swift infers; one built without them, \
      `AsyncStream(Value.self) { … }`, is not known); so is the stream of `let (stream, \
      continuation) = AsyncStream.makeStream(of: Value.self)` (also `AsyncStream<Value>.makeStream()` \
      and `AsyncThrowingStream.makeStream(of:throwing:)`) in a local `let`/`var`, the element type \
      written at the call (a `makeStream()` without it says nothing), and, the pair kept whole in \
      a local or a stored property (`let feed = AsyncStream.makeStream(of: Value.self)`), its \
      `feed.stream` (or `feed.0`); a tuple pattern bound to a stored property says nothing. \
      A closure passed to a method of the app's own generic type (an RxSwift-like \
      `BehaviorRelay<Element>` with `subscribe(onNext: @escaping (Element) -> Void)`) receives \
      the receiver's type argument for `Element` when the receiver's type is known with its \
      arguments (`let level = BehaviorRelay<IsLikelyBeingCoachedInsight.Value>(value: .unknown)`), \
      so its untyped `level` is a level. \
      A name a tuple pattern binds (`let (id, level) = try await f()`, `guard let (level, id) = \
      try? await risk.assess()`, `for (id, level) in pairs`, `for try await (id, level) in levels()`) \
      is what its position is declared as in the tuple's written type (a program function's result, \
      a declared sequence's, stream's or array's element, a written local or parameter type), and so \
      is a labelled element read as a member (`item.level` of `AsyncStream<(id: String, level: \
      Level)>`'s elements, `pair.1`): only written types decide, never a name; an element declared \
      otherwise (the `Bool` of `(Level, Bool)`) or a tuple whose type nothing writes says nothing. \
      A dictionary declared with levels as values (`[AccountID: Level]`, a property, local, \
      parameter or function result) hands out `(key:, value:)` pairs: `for (id, level) in levels`, \
      `entry.value` and `levels.forEach { id, level in … }` read a level, its `key` is the key type \
      (`[Level: Bool]` keys are levels, its values not). A closure of two or more untyped \
      parameters handed one written tuple takes its elements by position, as a tuple pattern: \
      `pairs.forEach { (id, level) in … }` over `[(String, Level)]`, and the value closure of a \
      `sink` on a publisher whose output is a written tuple (`sink { id, level in … }`). \
      A loop's case pattern and `where` clause test each element, and the body is the branch \
      they select: `for case .unknown in levels { … }`, `for case .success(.unknown) in \
      outcomes { … }` (a collection of the outcome `Result`) and `for level in levels where \
      level != .high { … }` (reached by `.unknown` and `.medium`) have an unknown branch as body; \
      a written element type (`for level: IsLikelyBeingCoachedInsight.Value in batch.levels()`) \
      makes each element a level whatever the sequence. \
      An element read by subscript is a level too: `levels[i]` of a name, property or another \
      value's property whose written or inferred type is an array (set, slice) of levels \
      (`var held = [Level]()` and `[String: Level]()` are read as those types); \
      `byAccount[id]` of a dictionary whose values are levels reads a `Value?`, whose `nil` \
      (a missing key) is no level, not `.unknown` and no failed insight: `byAccount[id] != .high` is reached by \
      `.unknown` and is flagged (a missing key reaching it too changes nothing), while \
      `byAccount[id] == nil` and the `else` of `if let level = byAccount[id]` are reached by the \
      missing key alone and are not; `byAccount[id, default: .unknown]` is a level; a range \
      (`levels[1...]`) reads a slice, not an element. `levels.first` and `levels.last` (and \
      `first(where:)`, `last(where:)`) of an array or set of levels read a `Value?` whose `nil` \
      (an empty collection) is, as a missing key's, no level and no failed insight: `if let \
      level = levels.first, level != .high { approve() }` is flagged, `levels.first == nil` is \
      not an unknown branch; `filter`, `prefix`, `dropFirst` and the like keep the elements \
      of an array or asynchronous sequence of levels (`for await level in \
      updates.filter({ $0 != .high })`, `recent.filter { … }.last`, an asynchronous sequence's \
      `first(where:)`), except a filter whose test may let no `.unknown` through, as for \
      publishers; `var iterator = updates.makeAsyncIterator()` (or `makeIterator()`) reads a \
      `Value?` from `iterator.next()` (`while let level = await iterator.next()`); and a level \
      handed back from another actor or task is a level: `await MainActor.run { state.level }`, \
      `await Task.detached { await service.currentLevel() }.value` (also `Task { … }.value`; the \
      closure's one expression, or its written result type). An array literal every element of which is a level \
      (`[await a.level, await b.level]`, `[r1.riskLevel, r2.riskLevel]`) is a collection of \
      levels, looped over or bound to a local without a written type; one with any other \
      element (`[.high, level]`, a literal of the app's own grades) says nothing. SwiftUI's \
      `ForEach($levels) { $level in … }` (or `$model.levels`, `model.$levels`) over the binding \
      of a collection of levels hands each \
      element's binding: `level` and `$level.wrappedValue` are that level (with `{ level in … \
      }`, `level.wrappedValue` is), and `$x.wrappedValue` is `x` wherever it is written. \
      A value cast with `as` is the value (`try …get() as IsLikelyBeingCoachedInsight.Value`), \
      and an alias of the insight type qualifies `Value` as the type does (`typealias Coached \
      = IsLikelyBeingCoachedInsight`, then `Coached.Value`). \
      `rec.insight.outcome` on a parameter or local declared as the app's own struct, class \
      or enum (not an evaluation) is that type's property, not an outcome test; so is one whose \
      type is inferred from its initializer (`let rec = latest()` of a function declared \
      `-> Recommendation`, `Recommendation(…)`, `store.fetch()` where `store` is of a type \
      the program declares with `func fetch() -> Recommendation`, a property of a value of \
      known type, `if let rec = store.byID[id]` over a `[String: Recommendation]`, \
      `guard let rec = store.maybe()` of a `Recommendation?`) or from the array it is taken \
      from (`for rec in history` over a `[Recommendation]`, `store.all().forEach { rec in … }`, \
      `map`, `$0`); and a bare `insight.outcome` (or `self.insight.outcome`) in a member of the \
      app's own type whose `insight` property is of an app type. A method is looked up only \
      in the receiver's known type (or, when that type does not declare it, in the nearest \
      superclass or protocol extension it inherits it from: `ledger.latest()` of a \
      `PayoutLedger: BaseLedger`), a static property or method through its type's name \
      (`ReviewStore.shared.latest()`, `ReviewStore.shared` built as `ReviewStore()`); never by \
      its name alone, and a type the program does not declare says nothing (a vendor SDK or the framework may \
      have a `requestEvaluation` too); it is the value holding `insight` that is judged, so \
      `screen.evaluation.insight.outcome` stays an outcome test; the framework's \
      `IsLikelyBeingCoachedInsight` (even where a stand-in of the framework in the project \
      declares it) and a generic parameter (`let insight: Insight` in such a stand-in's \
      `InsightEvaluation<Insight>`) are never the app's own type; and where nothing says the \
      type, the chain stays an outcome test. A \
      tuple subject (`switch (level, isNewPayee)`) is tracked position by position. A dictionary \
      literal bound to a name written as a table keyed by level (`let policy: \
      [IsLikelyBeingCoachedInsight.Value: Action] = [.unknown: .allow, …]`, `Dictionary<Level, \
      …>`, a property, `static let` or local) is a `switch` written as data: the value under the \
      `.unknown` key is assigned in the unknown branch (`sets 'policy' to '.allow'`); a table \
      without a written key type, or keyed by the app's own enum, says nothing. When such a \
      table is a `let` (local, property or global) whose literal has no `.unknown` key and \
      names each key, `.unknown` gets a lookup's default: `policy[level] ?? .allow` and \
      `policy[level, default: .allow]` returned or assigned put the default in the branch of \
      the key that the table leaves out (the unknown branch for `.unknown`; after `guard level \
      != .unknown` only a value the SDK does not name yet reaches it, as an `@unknown default` \
      does; `policy[.high] ?? .allow` is `.high`'s alone). A `var` table (which may gain an \
      `.unknown` entry), a table that lists `.unknown` (its default is only for values the SDK \
      does not name, and the `.unknown` entry is judged itself), or a key the linter cannot \
      name leaves the default unjudged. In a `switch` over a value of the app's own \
      enum whose case declares the outcome or a level as its payload (a reducer's `case \
      riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)`, `case \
      levelReceived(IsLikelyBeingCoachedInsight.Value)`), the case pattern tests that payload: \
      `case .riskResponse(.success(.unknown)):` is reached by `.unknown`, `case let \
      .riskResponse(.success(level)) where level != .high:` by `.unknown` and `.medium`, and \
      `case let .levelReceived(level)` binds a level; a later pattern of a case of one payload \
      no longer sees what earlier cases surely matched (`case .levelReceived:` after `case \
      .levelReceived(.high), .levelReceived(.medium):` is reached by `.unknown` only; one after \
      every named level still says nothing), a case of \
      several payloads is not narrowed that way, and a payload of the app's own grade says \
      nothing. A value nothing types (`switch action` in The Composable Architecture's \
      `Reduce { state, action in … }`, whose parameter types come from a generic the program \
      does not declare) is read as the program's enum when every enum of the program that \
      declares a case of that name declares the same payload; where two enums declare the \
      case with different payloads, or the value is known to be of another type, the name \
      says nothing. A `where` clause of a single-pattern case of such a `switch` narrows its body. \
      A case listing several patterns is reached by what any of them matches (`case .riskResponse(.success(.unknown)), \
      .riskResponse(.failure):` is an unknown branch); a pattern naming another case of the enum (`.levelReceived(.unknown), \
      .reviewAppeared`) says nothing of this payload, and one naming the case without testing it (`.riskResponse`) lets all through. \
      `if case .assessed(.unknown) = state` and `guard case .outcome(.success(let level)) = \
      state` test the payload the same way where the pattern matches; where it fails (the \
      `else`), nothing is said of a level, even though a matching case with another level may \
      be among what reaches it: the `else` also takes every other case of the enum. Where \
      `guard let evaluation = pending, case .success(let level) = …, level == .high else` \
      fails, the `else` is reached by a failure, `.unknown` and `.medium` (a missing \
      evaluation has no outcome), so an approval there is flagged. An availability check in the \
      list (`#available(iOS 27.0, *)`, or any version up to 27) holds wherever an outcome exists \
      and routes no value to the `else`; a later version (`iOS 28`) or `#unavailable` may fail \
      and is an ordinary condition. In test code (a file that imports `XCTest` or `Testing`, \
      or a module `@testable`), a call inside an assertion's arguments (`XCTAssert…`, \
      `XCTUnwrap`, `#expect`, `#require`) is the subject under test, whose value is only \
      checked: `XCTAssertEqual(authorizer.authorize(amount: 9_000, level: level), \
      .needsReview)` in `if level == .unknown` approves nothing. The same call outside an \
      assertion, or in app code, is judged as always.

      Vocabulary: the verb is matched case-insensitively, as the contract says, so an \
      initializer whose type name starts with a verb (`ExecuteTransferRequest(…)`) counts too \
      (`Approval()` does not: its first word is `Approval`); names starting with `trustInsights` \
      (the app's own TrustInsights types) are not approval verbs, and neither is a type \
      named by the noun "trust" (`TrustResult(level: .unknown)`, built in every branch; the \
      function `trustThisDevice(_:)` still approves). Nor is a type of the linted set that \
      conforms to SwiftUI's `View` (`case .unknown: CompleteProfileCard()` in a result \
      builder builds a view and performs nothing; its buttons are judged in its own body). A word of a vocabulary is read \
      whole across camelCase humps: where a longer word of the same vocabulary that extends it \
      starts the name, only the longer one is tried, so `allowListDevice(_:)` starts with \
      `allowlist`, while `allowListedDevice(_:)` (the check "is the device allowlisted?") starts \
      with no verb, as `approvedAmount()` does not start with `approve`. A Swift 6.2 raw \
      identifier's words end at its spaces too: `` `approve payment`(id) `` starts with \
      `approve`, `` .`approved for now` `` with `approved`. A predicate word right after \
      a negating prefix (`isUntrusted`, `isNotSafe`, `shouldDistrustDevice`) or right after a \
      whole negating camelCase word (`neverSkipOneTimeCode`, `noBypass`, `dontSkipReview`, \
      `preventSkip`, `stopTrustingDevice`, `revokeTrust`; also `wont`, `cant`, `forbid`, \
      `avoid`, `lost`, `block`) does not make `true` an approval (`isCasinoTrusted` still \
      does). Nor does `trust`, `safe` or `legit` in a name that ends in a friction noun \
      (`shouldShowTrustWarning`, `needsSafetySheet`, `requiresTrustReview`, \
      `isTrustWarningVisible`, `showTrustedContactsSheet`, `needsSafeWordConfirmation`), nor `trusted`, \
      `safe` or `legit` right after a requirement word, describing the thing it asks for \
      (`requiresTrustedDevice`, `needsSafeNetwork`): `true` adds that friction (`trustCheckPassed`, `shouldSkipReview`, \
      `isSafeToTransferWithoutReview`, `mustTrustDevice` still approve), \
      nor in a name whose last word says the signal is lacking (`trustSignalUnavailable`, \
      `safetyCheckFailed`, `trustDataMissing`; also `absent`, `denied`, `revoked`, `expired`, \
      `invalid`, not `unknown`: `trustUnknownPayees` trusts), nor in a camelCase word that only \
      begins with the word's letters (`safeguardsEnabled`, `isAllowanceSheetVisible`, \
      `notifyTrustee`, `requiresApprover`; `isAllowed`, `trustedPayee` are the word, and a name \
      that turns a safeguard or an approver off, `safeguardsDisabled`, `areSafeguardsSuspended`, \
      `approverNotRequired`, `secondApproverWaived`, or turns a way around one on, \
      `isSafeguardOverrideEnabled`, still approves), nor in a name that turns off the \
      shortcut a verb names (`isSkipButtonHidden`, `isBypassOptionDisabled`, `autoApproveOff`, \
      `isSkipForNowButtonHidden`: "for now" names the button, no purpose; \
      `isTrustThisDeviceOptionHidden`: `trust` before `this` is the verb of a shortcut; \
      `isSkipDisabledForThisPayment`, `bypassOffUntilReviewed`: a qualifier may follow; also \
      `removed`, `blocked`, `suppressed`, `locked`, `unavailable`): hiding a shortcut adds friction \
      (`isTrustWarningHidden` hides a friction and `shouldSkipWhenHidden` skips: both still approve). \
      Nor does `true` assigned to a property \
      of another value that no declaration of the program names (`tableView.allowsSelection`, \
      `request.allowsCellularAccess`): it belongs to a framework and configures the UI or the \
      network, not the app's decision (`session.allowsInstantTransfer` of the app's own \
      `TransferSession`, `self.allowInstant` and a plain `allowInstant` still approve). Likewise \
      a static call with no argument on a type the program neither declares, extends nor \
      aliases (`CATransaction.commit()`, `UIView.commitAnimations()` around a UI update) is the \
      framework's housekeeping, not an approval (`ledger.commit()`, `Vendor.approve(transfer)` \
      and a type of the program's `Payments.commit()` still are; a vendor SDK's argument-less \
      `Vendor.approve()` is missed). A test written with `??` on a `try?` of the outcome, `(try? \
      insight.outcome.get() == .high) ?? false` or `(try? insight.outcome.get()).map { $0 != \
      .unknown } ?? true`, is a test of the outcome when nothing else in the `try?` can throw: \
      the default is its value where the insight failed. A closure bound to a name (`let isTrusted: (Level) -> Bool = { level in … }`, a \
      local `let isSafeToSkip = { … }`) is a function of that name: its `return true` in the \
      branch is reported as a function's is; so is a closure applied where it is written and \
      bound to a name (`let isSafe: Bool = { switch level { … } }()`, a `lazy var` set so): \
      its returns are that name's value; so is a closure given under a label for a \
      parameter or stored property whose function type takes a level first \
      (`TrustClient(isTrusted: { level in … })`, the memberwise initializer of a dependency \
      client, whose `level` is then a level too). Calling a closure property that every \
      property of its name declares as a function type returning a level or the outcome \
      (`var level: @Sendable (OperationCategory) async throws -> Value` of a dependency client: \
      `try await coaching.level(.payment)`, whatever `coaching` is declared as) gives a level \
      (or the outcome); a name some property declares with another type says nothing. \
      An approval value written with its type and a payload \
      (`Decision.approved(reason: …)`) is a value like `.approved(reason: …)`. An approval value passed as an argument is not reported (only \
      returned or assigned ones are), except `.usedReducedFriction`, which is reported wherever \
      the branch passes, returns or assigns it. A call in the branch that leaves out a status \
      parameter whose default is `.usedReducedFriction`, of a function of the program that passes \
      that parameter to `reportConsumption` (`finish(evaluation)` of `func finish(_:status: \
      InsightEvaluationConsumptionStatus = .usedReducedFriction)`), or hands it to another helper \
      of the program that takes it as a status parameter and reports it (`send(evaluation, \
      status)`, followed up to three helpers deep, every helper the call may run reporting it; \
      a helper calling itself is not followed, and a helper that only logs the status it is \
      given does not report it), reports it too: the finding is \
      at the function's name in that call (the call is the defect; the same helper called \
      elsewhere with `status:` is fine), with a related location at the default value's \
      `usedReducedFriction`; a status written at the call is judged where it is written. So is \
      a call handing an evaluation to a helper of the program that always reports it with \
      `.usedReducedFriction` without testing the outcome itself (`Feedback.markFastTracked(evaluation)`): \
      the finding is at the helper's name in the call.

      Notes: a first note marks the branch through which `.unknown` arrives, at that \
      branch's token: "'.unknown' takes 'case .success:' at line 18" (the `case` keyword; a \
      value that only falls through from the case above is placed at that case), "'.unknown' \
      takes the 'else' of the 'if' at line 12" (the `else`), "the 'else' of the 'guard'", \
      "'.unknown' enters the 'if' at line 9", "'.unknown' passes the 'guard' at line 7", and \
      "'.unknown' continues past the 'if' at line 14" where the other values left (the last \
      such test is named). A side of a ternary or the right of `&&`/`||` is named by the \
      condition that selects it: "'.unknown' makes 'level == .high' false at line 6". When the \
      branch tests a parameter of the function it is in (`func decide(_ level:)`), a note marks \
      each call handing that function a level, where `.unknown` comes from: "'.unknown' reaches \
      the approval in 'decide(_:)' here" (up to 10 calls; one passing a value written as another \
      than `.unknown`, such as `.high`, or made on a receiver whose type is not known, is not \
      named). Where paths meet again, no note is given. The SARIF code flow runs from that note to the approval, then to a default value.
      """,
    flaggedExample: flaggedExample,
    cleanExample: cleanExample)

  /// A stateless rule.
  public init() {}
}
