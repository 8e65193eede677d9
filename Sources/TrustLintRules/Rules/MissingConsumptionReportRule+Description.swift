import TrustLintAnalysis
import TrustLintSyntax

/// The description (identity, rationale, examples) that drives docs, `rules`, `explain` and tests.
extension MissingConsumptionReportRule {
  /// The rule's identity, severity, rationale and examples.
  public static let description = RuleDescription(
    id: "missing_consumption_report",
    defaultSeverity: .error,
    summary: "an evaluation is not reported with 'reportConsumption' on every path",
    rationale: """
      Apple requires a `reportConsumption(_:)` call for every evaluation `requestEvaluation` returns, even when \
      the result did not change the flow: the report tells the system how the insight was used, and an app that \
      omits it may be rate-limited. A path that returns early, a `try` that throws after the evaluation exists, a \
      `catch` or a `default: break` that forgets the report all leave an evaluation unreported.

      The finding is at the call that produced the evaluation (`requestEvaluation`, a function of the project that \
      returns one (also a `static func make(…) async throws -> Self` or `-> Self?` in an extension of the \
      evaluation type or of an alias of it, where `Self` is the evaluation; an instance method returning `Self` \
      may hand back `self`, which its caller already owns, and is no producer), or a closure property whose \
      declared type returns one, as dependency clients in the swift-dependencies style hold: `var evaluate: \
      (InsightContext) async throws -> InsightEvaluation<…>`, also when the type is a function-type alias (`let \
      provider: EvaluationProvider`), and also when the closure itself is optional (`var provider: \
      EvaluationProvider?`): the contract counts the value of any call that returns an evaluation, and whether the \
      closure is present decides only whether the call is made, not what it returns, so `provider()` after `guard \
      let provider` / `if let provider` makes one, and `try await provider?()` makes an optional one (where the \
      closure is nil the value is nil and nothing is owed); or a value called like a function whose type's \
      `callAsFunction` returns one (an environment action in the style of SwiftUI's `DismissAction`: \
      `@Environment(\\.evaluateTrust) var evaluateTrust`, of the type the `EnvironmentValues` property of that \
      name is declared or initialised as, then `try await evaluateTrust()`); or the function's own closure \
      parameter of such a type, optional or not (`func confirm(evaluate: () async throws -> CoachingEvaluation)`: \
      calling `evaluate()` makes the evaluation the function owes, and the closure the caller wrote hands its \
      value to the call; a parameter of that name in another function, of another type, produces nothing); or the \
      read of a computed property of an evaluation type whose getter is `async`, which runs the getter: `try await \
      trust.freshEvaluation`; or a method declared `-> Output` (or `-> Output?`) for a generic parameter of its \
      type, called on a value whose written type binds that parameter to an evaluation type, as type-erased use \
      cases of Clean Architecture templates are held (`let evaluate: AnyUseCase<Category, CoachingEvaluation>`, \
      then `try await evaluate.execute(.payment)`; also a property initialised as `PendingStore<String, \
      CoachingEvaluation>()`, or through a type alias of such a type; the same method on `AnyUseCase<String, \
      Decision>` makes none, and one that is neither `async` nor `mutating` and only reads what the wrapper \
      keeps, calling no closure and removing nothing (`func peek(_ key: Key) -> Value? { items[key] }`, a \
      `Loadable`'s `unwrap()`, a read under a lock or in `queue.sync { items[key] }`), hands out what its \
      holder still owes, as below); or an `async` function with a type-erased result (`-> Any`, `-> AnyObject`, \
      `-> any Sendable`, `-> some …`, optional or not) that returns the value of the `requestEvaluation(…)` it \
      calls (or of a call of a function declared with an evaluation result, or of another such erased-result \
      function: a facade over a risk service), directly, through a cast (`as AnyObject`) or through a name bound from it (`let evaluation = try await …; return evaluation`): it \
      "returns such a value", so its callers, who cast it back (`as? CoachingEvaluation`, or a switch's \
      `case let e as CoachingEvaluation:`, after which `default` holds none), owe the report; not \
      where the program declares a `requestEvaluation` of its own returning something else. A getter that is not `async` cannot request an evaluation, so reading it creates \
      none, and the same holds for a function that is not `async` and whose one expression reads a stored value \
      without calling anything (`func currentEvaluation() -> CoachingEvaluation? { pending }`, `{ byTransfer[id] \
      }`): it hands out what its holder keeps and owes, while one that clears the storage as it returns (`defer { \
      pending = nil }`) hands it over and is a producer. A test double that cannot build an evaluation and only \
      throws or traps (its body has no `return` and ends in `throw` or `fatalError(…)`: `func \
      requestEvaluation(context:) async throws -> CoachingEvaluation { throw MockError.notConfigured }`) never \
      hands one out, so a call that can reach only such functions (`_ = try await mock.requestEvaluation(context: \
      ctx)` on a receiver of the double's type) makes none, as a `requestEvaluation` that throws makes none; a \
      call through the protocol, which may run the framework-backed conformer, still makes one. Or a project \
      function that returns a tuple holding one, `-> (evaluation: CoachingEvaluation, isHigh: Bool)`: `let \
      (evaluation, isHigh) = try await gate.evaluate()` binds it to its element's name, `let result = …` holds it \
      in `result` (`result.evaluation.reportConsumption(…)` reports it; `result.evaluation` or `result.0` handed \
      on, stored, returned or bound to another name is the evaluation itself, so it escapes or moves with it), and \
      `_` in its place discards it (an optional tuple, `-> (evaluation: …, decision: …)?`, holds one where it is \
      not nil; a tuple bound whole and destructured later, `let (evaluation, decision) = result`, binds the \
      evaluation at the destructuring); or a project function that returns `Result<Evaluation, …>`, whose value holds \
      the evaluation on success only (`case .success(let evaluation)`, `try result.get()`; `.failure` and the \
      error of `get()` owe nothing; a parameter typed so holds it the same way, and a helper taking one owes its \
      report; `mapError`, `map` and the like make another `Result`, which is not followed); an `async let` \
      evaluation is owed from its declaration (the request is made there: leaving before awaiting it leaks it), \
      and where its `await` throws there is none; the `try` of any `async let` initializer (`async let profile = \
      try api.profile()`) throws only where the variable is awaited, never at the declaration; awaited in a tuple, \
      `let (evaluation, balance) = try await (pending, balance)` binds each name to its own element), and lists \
      every exit that leaks it, each also as a note (the first 30 in source order; past 30 the message counts the \
      others, "and 1970 more leaking exits": an evaluation followed by thousands of throwing calls would otherwise \
      print a note for each). An exit in (or after) a `catch` also names the `try`s or `throw`s whose error took \
      the unreported path there ("the 'catch' at line 42 returns without a report when 'try \
      evaluation.insight.outcome.get()' at line 31 throws"), each with a note before the exit's. A path through a \
      case of a `switch` on the outcome whose label does not name the value taking it (a forgotten `case .medium` \
      falling into `@unknown default` or `default`, a `case .success:`) names that value: "reaches the end at line \
      23 after the '@unknown default' branch (taken by '.medium')", with a note at the case ("'.medium' takes the \
      '@unknown default' branch") before the exit's; a value this SDK does not know is not named (that is what \
      `@unknown default` is for). A discarded result counts, also the one expression of a closure whose type \
      returns `Void`, which drops its value: `schedule { try? await warmUp.evaluate() }` where the project \
      declares `func schedule(_ work: @escaping () async -> Void)`, and SwiftUI's `.task { … }`, `.task(id:) { … \
      }` and `.refreshable { … }` (a `Task { … }` closure's value is the task's result, and not dropped, unless \
      the task itself is: `Task { await refreshEvaluation() }` written as a statement, or assigned to `_`, is kept \
      by nobody, so the evaluation is discarded there). So does assigning a variable that holds the only reference \
      to an unreported evaluation (`evaluation = try await refresh()`): the old one is lost there. A body or \
      branch that is one `#if` block yields the value of each clause's single expression, as Swift resolves `#if` \
      first (`#if targetEnvironment(simulator) try await mock.evaluate() #else try await live.evaluate() #endif` \
      returns the evaluation, it does not discard it). A function that \
      receives an evaluation and reports it on some paths but not all is itself at fault: the finding is at its \
      parameter, and its callers count the call as a report. A function that never reports its parameter leaves \
      the obligation with its caller. An operator the project declares only as global functions (`func ~> (e: \
      Coaching, status: …)`) is such a function: `e ~> .usedEvaluationOnly` is its call (an operator that a type \
      also declares as a `static func`, one applied to a closure, or one taking a function such as a pipeline \
      `|>`, hands its operands over: an escape; an `inout` operand is passed as `&x` is). A call that may run several functions (on a receiver of known type: a \
      protocol's conformers, a class and its overrides; a bare call of a \
      protocol's requirement in that protocol's extension runs what `self`'s conformers give) is a report when every one of them reports; when one of \
      them never reports (an offline or logging conformer) the caller still owes the report on the paths through \
      it, so the call is no report; when one keeps or passes the evaluation on, the call is an escape. Functions \
      declared in test code (a file that imports `XCTest` or `Testing`, or a module `@testable`), or in a file \
      that imports the caller's folder module (`import App` in AppTestSupport/ beside App/: no file imports its \
      own module) are not among them for a call in app code, which a test target's mocks cannot reach: a mock that \
      records the calls without reporting does not make the app's call through the protocol leak (a preview double \
      compiled into every build still does, unless the evaluation came from the same receiver, `trust.evaluate(…)` \
      then `trust.report(e, …)`, and that double's `evaluate` only throws or traps: where the receiver is the \
      double, no evaluation exists to drop, as with a UI-test stub a launch argument selects; one declared only under `#if DEBUG` or `#if \
      targetEnvironment(simulator)` is left out beside another type every build compiles: no shipped build has it, \
      and `#if` clauses are alternative builds, in each of which the shipped conformers must report). The message \
      names the conformers that never report. A template method's call of an overridable method on `self` \
      (`decide(evaluation)` or `self.decide(evaluation)` in a member of a non-final class) may run any override \
      the program's subclasses declare, so those count as such functions too (an `override func decide` that only \
      reads the outcome makes the caller owe the report); a call on another receiver, whose object may be built as \
      the base class itself, runs that class's method. A call on a value whose type comes from outside the linted \
      set (a parameter, property or local written as another module's type, `let engine = RulesEngine.shared`, a \
      static call on such a type) runs that module's method, not the program's function of the same name and \
      labels: `validator.evaluate(.iban)` on a `FormKit.Validator` is no producer call, and handing the evaluation \
      to `audit.report(e, level)` on such a value is an escape, not a consuming helper; nor does such a call run \
      a dependency client's closure property of its name (`predicate.evaluate(with: iban)` on an `NSPredicate` is \
      no call of a client's `var evaluate: (Context) async throws -> Evaluation`). A generic parameter or \
      associated type is the type its constraints name (in angle brackets or a `where` clause); a method the \
      program adds to an outside type (`extension View`) may run on any outside receiver; a receiver whose type \
      nothing states is matched by name. A bare call runs a global function or a method of its enclosing types \
      (declared, inherited, a protocol extension's default), never another type's method. A type declared inside \
      a function shadows the program's type of that name there (`struct Screening` in `sanctionsCheck`): calls \
      on it reach none of the program's functions; its methods are not followed, so passing the evaluation to one \
      is an escape. Functions of the same \
      name matched by name alone (the \
      receiver's type unknown) that disagree make the call an escape: the one that runs may be the one that \
      reports. An overload the app adds to the evaluation type (`extension InsightEvaluation { func \
      reportConsumption(_ decision: PayeeDecision) }`) is such a function; a call passing a status (a status case, \
      a constant or value of the status type, a ternary of them) runs the framework's method, and so does the \
      overload's own `reportConsumption(…)` inside it. A method in an extension of `Optional` of the evaluation \
      type (`extension Optional where Wrapped == CoachingEvaluation`, the type written in full, or `Wrapped: \
      CoachingEvaluation`) holds the optional evaluation it is called on as `self`: one that reports it on every \
      path (`self?.reportConsumption(…)`) counts as a report at `evaluation.reportUnchanged()`, one that reports \
      it on some paths is flagged where it is declared. A closure whose parameter receives an evaluation from the \
      project function it is passed to (`withEvaluation { evaluation in … }`, a completion handler typed \
      `(Evaluation) -> Void`) holds it as a function holds its parameter: the finding is at the closure's \
      parameter. So does a closure stored under a written type that takes one (an alias too): `let handler: \
      (Evaluation) -> Void = { evaluation in … }`, `lazy var handle: EvaluationHandler = { [weak self] evaluation \
      in … }`, one assigned to a property so declared (`onEvaluation = { evaluation in … }`; on another receiver, \
      when every property of that name in the project is declared so), and the value closure of `sink` on a \
      `PassthroughSubject` declared with an evaluation element (`bus.evaluations.receive(on: …).sink { evaluation \
      in … }`; a `CurrentValueSubject` or `@Published` keeps its value, and its holder owes the report). So does \
      the value closure of an RxSwift, PromiseKit or ReactiveSwift chain that starts at a call of a project \
      function declared to return `Single`, `Maybe`, `Observable`, `Promise`, `Guarantee` or `SignalProducer` of \
      an evaluation, made afresh for that subscriber: `subscribe(onSuccess:)`/`subscribe(onNext:)`, `done`, \
      `then`, `map`, `flatMap`, `compactMap`, `startWithValues` (after `observe(on:)` and the like, or in `firstly \
      { trust.evaluate() }`); `do(onSuccess:)` only peeks at a value that goes on downstream, and a stream read \
      from a property may have other subscribers. Likewise a `for await` (or `for try await`) loop directly over a \
      call of a project function declared to return `AsyncStream`, `AsyncThrowingStream` or `some`/`any \
      AsyncSequence` of an evaluation (`for await evaluation in feed.evaluations()`, the stream's one consumer) \
      holds each element: reporting it on some paths of the pass only (an element its `where` clause skips is \
      dropped with the pass, but one that skips only nil elements, `where evaluation != nil`, drops nothing owed) \
      is found at the loop variable; a loop that never reports it is left alone. A `let` bound once from such a \
      call (`let updates = await feed.evaluations()`) is the same stream, and so is the function's own parameter \
      declared as such a stream (`_ updates: AsyncStream<CoachingEvaluation>`), or a file-level alias of one: an \
      `AsyncStream` delivers each element to one iterator only. So is the group of `withTaskGroup(of: \
      CoachingEvaluation?.self) { group in … }` (or `withThrowingTaskGroup`) whose `of:` type is written as an \
      evaluation type: its child tasks hand their evaluations to the group, and `for await evaluation in group` in \
      the body closure holds each (`for await case let evaluation? in group` each one that is not nil); so does a group of tuples with one evaluation element (`withTaskGroup(of: \
      (String, CoachingEvaluation?).self)`, labelled or not), whose loop takes it apart (`for await (id, \
      evaluation) in group`). Unlike a stream's, a group's element the loop never reports nor hands on is reported \
      by nobody (the group is made and drained in this call): it is found at the producing call a child task \
      returns (`group.addTask { (account.id, try? await evaluate(account)) }`, also through a `let` of the child, \
      an `if let`/`guard let` or a ternary, or `result?.evaluation` of a tuple producer's value; a child that \
      names its evaluation otherwise, `settle(evaluation)` before returning it, has reported or handed it on \
      itself). A group whose child tasks return no producing call (`group.addTask { (id, snapshot[id]) }`, \
      evaluations a cache or session already holds and reports) is only looked at by the loop: as with a stream, \
      never reporting its elements is no finding. The body may take its elements with `group.next()` too, in a \
      condition's binding: `while let evaluation = try await group.next()`, `while let (id, evaluation) = await \
      group.next()`, `if let`/`guard let first = await group.next()` (also in a `repeat` loop), or in a plain \
      binding, `let first = try await group.next()` (also `await group.next() ?? nil` over optional elements), \
      which holds nil once the group is empty; each binding holds the element it takes as the loop variable does. A name holding the whole tuple (`for await pair in group`, \
      `while let result = await group.next()`) holds the evaluation as `pair.1` or by its label \
      (`pair.evaluation`). A body that names its group only to add, await or cancel tasks (`group.addTask`, \
      `waitForAll()`, `cancelAll()`, `isEmpty`, `isCancelled`) never takes an element: the group discards each \
      child's evaluation, which is found at its producing call. A body whose one taking mention is its `for await` \
      loop over the group, left early by a `return` or a `break` out of it (the \
      first high-risk payee wins: `group.cancelAll(); return true`), drops the results children have already \
      returned: found at the producing call too ("whose 'for await' loop at line 30 may stop before its last \
      result"); a second loop or `group.next()` that drains the rest after it, a `throw` or `try` that leaves \
      the loop (a child's rethrown error ends any group so), an exit that runs only once every result was taken \
      (the direct statement of `if seen == ids.count`, `if results.count >= ids.count` or `if group.isEmpty`, \
      where `ids` is the sequence the body's one adding `for` loop adds one child per element of, also as \
      `ids.enumerated()`, `ids.indices` or `0..<ids.count`; the `else` of a \
      `guard` that says the opposite), and a `continue` of a loop around it (whose next pass takes the rest) are \
      no finding. The group's other operators (`reduce`, \
      `compactMap`) and a group handed to a helper \
      (`drain(&group)`) are not followed, and then nothing is reported. A handler typed `(Result<Evaluation, \
      Error>) -> Void` holds one on success only: `case .success(let evaluation)`, `if case .success(…)`, `try \
      result.get()` and `try? result.get()` unwrap it, and `.failure` (or the error of `get()`) holds none. \
      Handler types named with a `typealias` (`typealias EvaluationCompletion = (Result<CoachingEvaluation, \
      Error>) -> Void`) count as written out.

      An evaluation that escapes (stored in a property or collection, captured by a closure that outlives the \
      call, returned, assigned to an `inout` parameter (`slot = evaluation`, or a closure's `mutex.withLock { $0 = \
      evaluation }`: the caller holds it then), or passed to a function outside the project) is the new holder's \
      business and is not reported. The value a property observer or setter receives (`oldValue` in `didSet`, \
      `newValue` in `willSet` and `set`, or the name written in `didSet(previous)`) is the property's: the \
      assignment that runs the accessor stores it, so reporting it on some paths only (`guard oldValue !== \
      pending else { return }` before `oldValue?.reportConsumption(.notUsedNotNeeded)`) is no finding, and \
      reporting it twice on one path is a duplicate. A `try` in the arguments of an XCTest assertion (`XCTAssertEqual(try \
      evaluation.insight.outcome.get(), .unknown)`) is no exit: `XCTAssert…` takes its expressions as throwing \
      autoclosures and records an error as the test's failure, and the test goes on to its report (not \
      `XCTUnwrap`, which throws, nor `#expect`, which lets the error out of the test). \
      A call to `fatalError` ends a path with nothing owed; an optional evaluation \
      owes nothing on the path where it is nil; `#if` branches are alternatives, except code parked in `#if false` \
      or in a clause only an older compiler reads (`#if compiler(<6)`, `#if swift(<5.9)`, and the \
      `#elseif`/`#else` after `#if swift(>=5.9)`, `#if compiler(>=6)` or `#if true`), statements or `switch` cases \
      alike, which is no path at all (an `#else` after it, or a clause that holds for every Swift 6 compiler, is \
      taken on every path the clauses before it leave); `#if canImport(TrustInsights)` holds and `#if \
      !canImport(TrustInsights)` does not wherever an evaluation exists (the framework is imported there), so a \
      report under the first is on every path and the `#else` of the first is no path; so do `#if os(iOS)` and \
      `#if !os(macOS)` (the framework ships for iOS, iPadOS and Mac Catalyst, all `os(iOS)`), while a clause under \
      `os(macOS)`, `os(watchOS)`, `!os(iOS)` or another system is no path (a `||`, in parentheses too, holds when \
      one operand does and is no path when all are other systems; other compounds and `targetEnvironment(…)` stay \
      alternatives); likewise `#available(iOS 27, *)` (up to 27.0; other systems' entries, `macOS 27.1`, do not \
      apply) always holds and `#unavailable(iOS 27)` never does where an evaluation exists, while a later release \
      (`iOS 27.1`, `iOS 28`) may fail; a `defer` written in one clause (`#if DEBUG defer { … } #endif`) runs on \
      the paths through that clause only; two `#if` blocks with the same single condition (`DEBUG`, or `!DEBUG`; \
      `targetEnvironment(simulator)`, `DEBUG || STAGING`) are compiled together, so a path through one's `DEBUG` \
      clause goes through the other's. A helper declared twice in `#if` clauses of one file (`#if DEBUG func \
      finish(_ e:) { … } #else func finish(_ e:) { … } #endif`) runs one or the other: the call is a report only \
      when both report, as with a protocol's conformers. Report at the end with `defer { \
      evaluation.reportConsumption(…) }` if every exit should report the same thing. The message says what to do.

      Closures are judged by when they run. One that outlives the call (`Task { }`, `Task.detached`, \
      `DispatchQueue…async`, `asyncAfter`, a task group's `addTask`, the callback-era `@escaping` closures of \
      `addOperation`, `BlockOperation`, a group's `notify`, `addObserver`, `UIAlertAction`, `UIAction`, timers, \
      `DispatchWorkItem`, `present`/`dismiss`/`animate`/`transition` and animator or `CATransaction` \
      completions, URL session tasks, `sink`, `handleEvents` and `Future`, an \
      `@escaping` or optional closure parameter of a project function, a closure stored in a variable or \
      property) takes over every evaluation it mentions, in string interpolations too. \
      One that runs before the call returns is part of the caller's paths, its reports included: `MainActor.run`, \
      `MainActor.assumeIsolated` (or an actor's), \
      `withTaskGroup` and its throwing and discarding forms, `withCheckedContinuation` and the other \
      continuations, `withTaskCancellationHandler`'s operation, `withExtendedLifetime`, `autoreleasepool`, \
      `withAnimation`, `sync`, `asyncAndWait`, `performWithoutAnimation`, `withLock`, `performAndWait`, an \
      immediately called `{ … }()`, \
      `Optional.map`/`flatMap` (once when there is a value), sequence operations such as `forEach` and `filter` \
      (any number of times), and a closure passed to a non-`@escaping` parameter of a project function (assumed to \
      run once; its result is the call's value when the function returns the closure's result type, as a generic \
      `withRetry` does). Closures of which the function calls exactly one on every path (a flag wrapper's `if on { \
      enabled() } else { disabled() }`, a ternary, a `switch` over experiment arms) are alternatives: each arm's \
      reports count on its own path, and the value of whichever arm runs is the call's. What such a closure throws \
      leaves the caller only when the call itself is marked `try`: a call without one cannot throw, so the callee \
      catches those errors (`bestEffort { try journal.append(data) }` goes on after the call). An `@escaping` \
      closure parameter counts as run in place, with its result as the call's value, when the project function's \
      result is one of its own generic parameters that the closure returns and no other parameter mentions (`func \
      withTimeout<T>(seconds: Double, _ operation: @escaping () async throws -> T) async throws -> T`): the \
      function has no other way to make its result, so it has run the closure when it returns, and the evaluation \
      the closure requested is the caller's (a constraint other than `Sendable` or a `where` clause, such as `T: \
      ExpressibleByNilLiteral`, may give it another way, and the closure stays an escape). One whose result is \
      that parameter made optional (`… async -> T?`, a timeout that gives up with nil) runs the closure at most \
      once as far as the caller can tell: when the call gives back an evaluation, the caller owes its report; nil \
      owes nothing. A project function that hands its evaluation parameter to its own non-escaping closure \
      parameter (`func withAudit<T>(_ e: Evaluation, _ body: (Evaluation) throws -> T) rethrows -> T { try body(e) \
      }`) gives the caller's evaluation to the caller's closure: in `withAudit(evaluation) { audited in … }`, \
      `audited` is `evaluation`, and the closure's reports are the caller's (a closure that cannot be lowered in \
      place, such as a function reference, takes it over). A function that hands an evaluation it made to its own \
      closure parameter and reports it itself after the call on every path, with no exit in between (`let v = try \
      await body(evaluation)` then `evaluation.reportConsumption(…)`), only lends it: a `try` that throws through \
      that call leaves it unreported (found at its creation, \"'try await body(evaluation)' can throw\"); one that \
      reports only when the closure did not handle it, or may leave first, hands it on (an escape). A local \
      function called by name is part of the caller's paths too; one that returns an evaluation, whether a local \
      `func` declared to return one or a `let` closure whose value is one (`let fetch = { try await \
      evaluator.requestEvaluation(…) }`, kept to start the request again), is a producer: each call makes a new \
      evaluation, and the finding is at that call's name (`fetch`). The `value` of a task whose closure returns an \
      evaluation is one too (`let pending = Task { await gate.evaluate() }` … `await pending.value`, found at \
      `value`); awaited in place, `try await Task.detached { try await evaluator.requestEvaluation(…) }.value`, it \
      is found at the call the closure returns (`requestEvaluation`, or a producer), or at `value` when the \
      closure has several statements. A continuation written in place whose closure resumes its continuation \
      parameter with an evaluation (`let e: Evaluation = try await withCheckedThrowingContinuation { c in Task { \
      c.resume(returning: try await evaluator.requestEvaluation(…)) } }`, also `withCheckedContinuation` and the \
      unsafe forms, and a name bound in the closure that it resumes with) makes its value that evaluation: the \
      holder owes the report, found at the call that creates it (`requestEvaluation`), nothing owed where it is \
      nil when a `try?` or another resume (`nil`) may leave it empty; inside the closure it only passes through \
      `resume`. A continuation resumed with anything else (a level the task computed after reporting, the value of \
      another continuation) holds no evaluation. `resume(with:)` resumes with the success of a `Result`: \
      `.success(e)`, a name the closure sets to `.success(…)` (`let result: Result<Evaluation, Error>` then \
      `result = .success(try await …)`; a `.failure` throws and passes nothing); and a closure in it that a \
      function of the program hands an evaluation, or a `Result` of one, may resume with that (`bridge.evaluate { \
      result in continuation.resume(with: result) }`, bridging a completion handler back to async): the holder \
      owes the report, found at that call (`evaluate`). Any other `Result` (`Result { … }`, one of a count) holds \
      no evaluation. A closure given to any other function outside the project is treated as an escape when it \
      mentions the evaluation, unless it only reads `evaluation.insight`, which cannot report it and leaves the \
      obligation here. A helper of the project called through an optional link (`output?.present(evaluation)` on a \
      `weak var output`, `self?.settle(evaluation)` in a `[weak self]` closure) is skipped, arguments and all, \
      when the link is nil: its report happens on one path, and the other still owes it; so is a call of an `@objc \
      optional` requirement (`delegate?.review?(self, didFinishWith: evaluation)`), which the conformer may not \
      implement. (An evaluation handed through such a link to a function outside the project is an escape on both \
      paths.) A function that never returns (`-> Never`) called through such a link (`killSwitch?.trip(…)`) does \
      not end the path: where the link is nil the code after it runs.

      Two tests of one `Bool` constant or flag on a path agree: an evaluation requested under `if needsCheck` and \
      reported under a later `if needsCheck` is not reported as leaking on the path where `needsCheck` is false. A \
      report flag (`reported = true` set beside a report, tested by `if !reported` or `reported == false`, also in \
      a `defer`) is such a flag: its value is followed path by path, so a branch that sets it without reporting \
      (the report forgotten) leaks there although the flag says "reported"; only where its value on a path cannot \
      be told (more than four tracked conditions in a body) does the test stand for what the flag means. Tests of \
      the outcome agree too: after `if case .failure = outcome { …; return }`, a later `if case .success(let \
      level) = outcome` without `else` leaks nothing, and after `guard let level = try? …get() else { … }` a \
      `switch` needs no failure case. A `level` set by `level = try …get()` in a `do` stands for the outcome the \
      same way when it is nil exactly where that `get()` threw: a `let` set to nil in the `catch`, or a `var \
      level: Value?` (nil to begin with) that nothing else writes (no other assignment, `&level` or closure \
      writing it, and no `try` after the assignment in the `do`), so `if let level` after a `catch` that reported \
      is false there. `try E.insight.outcome.get()` throws only `InsightError` (the outcome is a `Result<Value, \
      InsightError>`): a `catch let error as InsightError` (or `catch is InsightError`) catches all it throws, \
      also inside a comparison (`try E.insight.outcome.get() == .high`, when no other call is in that `try`), but \
      not what another `try` in the same `do` throws. Likewise `Task.sleep(…)` (its argument made by a standard \
      initializer or factory, `UInt64(delay * 1e9)`, `.now + .seconds(30)`, or a non-throwing function of the \
      program) and `Task.checkCancellation()` throw only `CancellationError`, which `catch is CancellationError` takes.
      """ + catchRationale + """
         The standard library and Foundation are not in the linted set: \
        their sequence, collection and buffer operations (`map`, `filter`, `forEach`, `reduce`, `contains(where:)`, \
        `first(where:)`, `sorted(by:)`, `min`/`max`, `drop(while:)`, `split`, `mapValues`, `withUnsafeBytes`, \
        `joined`, `Array(…)`), `withLock`, `autoreleasepool`, `withExtendedLifetime`, `withTaskCancellationHandler`, \
        the task groups (not the throwing discarding one), `MainActor.run` and a queue's `sync` (on a receiver named \
        `…queue`: an SDK's `engine.sync { … }` may throw by itself) are taken to throw only what the functions given \
        to them throw, as Apple declares them (`rethrows`; the sequence operations only in a `try` without `await`: \
        `try await group.reduce(0, +)` on a throwing task group throws its children's errors): given closures that cannot \
        throw, key paths (`map(\\.cents)`), operators or project functions without `throws` passed by name \
        (`first(where: isEligible)`), `try known.contains(where: { $0.payee == payee })` is no exit. Where the \
        project declares a function of that name, or the call has a label those do not (`mapper.map(JSONString:)`), \
        the declaration decides or the `try` stays an exit; so does every other call outside the project \
        (`JSONDecoder().decode`, `Task.checkCancellation()`, `Result.get()`, the continuations).

        `consume evaluation` and `copy evaluation` are the same evaluation (it is a class). A `try` inside a string \
        interpolation (`"Balance: \\(try await loadBalance())"`) can throw there, like any other `try`; the \
        evaluation itself written in an interpolation (`log("received \\(evaluation)")`) is read, not handed over: \
        describing it cannot report it. Passed as the only argument of a bare call of the project's functions there \
        (`"transfer \\(summary(evaluation))"`), it is handed to that call, as outside a string: the function decides \
        (a helper that never reports it leaves the report owed here); any other call written in an interpolation \
        takes it over (an escape). `"\\\\(…)"` (an escaped backslash) and `#"\\(…)"#` (a raw string, which \
        interpolates with `\\#(…)`) hold no interpolation. Retries: an evaluation a loop asks for again (`while case \
        .failure = evaluation.insight.outcome { evaluation = try await … }`) is a new one each time: the one the \
        previous pass produced is lost where the variable is overwritten, or leaks where the new request throws. \
        After `var evaluation = try? await …; if … { evaluation = try? await … }`, `guard let evaluation` / `if let \
        evaluation` owes nothing where it is nil, whichever of the two it holds (an overwritten one is judged where \
        it was overwritten), unless another name still holds the first. A closure kept in a local `let` and called \
        by name is lowered like a local function. A task kept in a property declared `Task<Evaluation?, …>` hands \
        its evaluation to whoever awaits `value`; that reader owes the report.

        When the project declares a `requestEvaluation` of its own (a vendor SDK's wrapper, a mock, a protocol for \
        dependency injection) whose result is not an evaluation, the receiver decides which method a call runs. A \
        receiver known to be an `InsightEvaluator` or an alias of it (by its declared type, its initializer, the \
        type of the property or parameter it is, or the element type written for the collection it is taken from: \
        `for evaluator in evaluators`, `evaluators[0]`, `evaluators.first` of a `[PricingEvaluator]`) runs the \
        framework's method, and the call creates an evaluation; a receiver known to be another type runs the \
        project's method, and creates nothing. The type is also known from a cast (`guard let evaluator = p as? \
        ScoreEvaluator`, `as!`), from the enum case a name is bound from (`case .scoring(let evaluator) = plugin` \
        with `case scoring(ScoreEvaluator)`, in `if`, `guard` and `switch`), from a tuple's element (`let \
        (evaluator, id) = (ScoreEvaluator(), "a")`), from the function type a closure is stored under (`let run: \
        (ScoreEvaluator) async throws -> Int = { evaluator in … }`, an alias of that type too), and from a stored \
        property a class inherits from its superclass. When nothing says what the receiver is, a receiver named as \
        an evaluator (`evaluator`, `self.trustEvaluator`) is taken as one, since a same-named method of the project \
        is then more likely a test double or a wrapper than the callee; any other receiver runs the project's \
        method. `evaluation_outside_sensitive_category` decides which calls are evaluator calls the same way.

        Calls reach declarations by name and labels, narrowed by the receiver: `super.close(e)` in an override runs \
        the nearest superclass's `close` (none in the project: a method outside it); `Audit.settle(e)` a `static` \
        method and `audit.settle(e)` an instance one when a type declares both; and an overload whose parameter is a \
        plain value type (`String`, `Int`, `Date`, …) does not receive an evaluation. A call on a receiver of a \
        class type runs that class's method: overrides in subclasses are not considered. A receiver's type is known \
        from its declaration, its initializer (`TrustHub()`), a `static` property of a type (`TrustHub.shared`, and \
        a local initialised from one) or a property of a receiver of known type; a type declaring no method of the \
        name runs the one it inherits from the nearest superclass, or from an extension of a protocol it conforms to \
        (`PayoutFlow: BaseFlow` runs `BaseFlow.fetch()`, `ZelleSend.evaluate()` the default of `extension \
        CoachingAware`), never an unrelated type's method of that name.

        Two declarations with the same owner, name, labels and parameter types cannot share a module, so when the \
        project declares one twice (an app and its widget extension, two feature packages, a vendored copy) the two \
        are in different modules, and a call runs its own module's. Without build settings, the folder stands for \
        the module: a call reaches the declaration whose folder shares the longest path with the caller's file, and \
        both when the caller is as near to each. So the widget's `Audit.settle(evaluation)` that only reads the \
        insight does not pass for the app's `Audit.settle` that reports. The same holds for properties of a type \
        declared in two modules. Generic functions, functions with a `where` clause, protocol requirements and \
        declarations in one folder (`#if` alternatives) are never told apart this way: one module may hold them \
        together. Every rule resolves calls like this. Type names too: when one module declares `typealias \
        Evaluation = InsightEvaluation<…>` and another `typealias Evaluation = CreditReport` (or `struct \
        Evaluation`), a file's `Evaluation` means what the nearest declaration says. The credit module's files then \
        name no evaluation type and are not analysed (RULES.md counts a file that names an alias of the framework's \
        types; theirs is another type), and the alias keeps its meaning in its own module even though another module \
        declares a type of that name. Where folders do not decide, the name means an evaluation unless the program \
        also declares a type of that name at file level, as before; a type nested in another (`enum Lending { struct \
        Evaluation }`) is that name only inside `Lending` and its extensions, as in Swift, and the alias keeps its \
        meaning everywhere else. Declarations in the clauses of `#if canImport(TrustInsights)` compiled only without \
        the framework (its `#else`, a stub `final class CoachingEvaluation { … }` for older SDKs) are not the \
        program's: where an evaluation exists they are not compiled. Two limits keep the work linear in the \
        input: a body tracks its first 64 evaluations (requests, evaluation parameters, producers' results; \
        later ones in the same body are not followed, silently), and a body whose flow graph passes 300,000 \
        nodes or 180 levels of nesting gets no finding, with a note on the run naming it and its line when it names or creates an evaluation. Real code stays far below both (a `defer` that runs at every exit \
        counts once for the statements of it that do nothing with an evaluation).
        """ + loopRationale,
    flaggedExample: flaggedExample,
    cleanExample: cleanExample)
}
