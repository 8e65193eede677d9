import TrustLintSyntax

/// What kind of code a flow graph covers. A closure is a body of its own.
public enum BodyKind: String, Sendable {
  case function, initializer, accessor, closure, topLevel, propertyInitializers
}

/// The control-flow graph of one body, with the evaluation events of each node in
/// evaluation order. Built once by `GraphBuilder`; read-only afterwards.
public final class FlowGraph: @unchecked Sendable {
  /// What the body is.
  public let kind: BodyKind
  /// The innermost enclosing declaration (`TransferService.confirm(amount:)`); closures carry
  /// their enclosing function's name.
  public let name: String
  /// The index entry when the body is an indexed function (its summary is computed).
  public let functionID: Int32?
  /// The body's first token (the declaration, or a closure's `{`).
  public let startToken: TokenIndex
  /// Node 0 is the entry.
  @exclusivity(unchecked) public internal(set) var nodes: [FlowNode] = []
  /// Tracked evaluations: creations, evaluation parameters, `self` of an evaluation extension.
  @exclusivity(unchecked) public internal(set) var objects: [FlowObject] = []
  /// Locals, parameters and temporaries named by events.
  @exclusivity(unchecked) public internal(set) var variables: [FlowVariable] = []
  /// Ways out of the body or of a loop iteration, named by `exit`/`iterationEnd`/`discard` events.
  @exclusivity(unchecked) public internal(set) var exits: [FlowExit] = []
  /// Reports and possibly consuming calls, named by `report` events and call arguments.
  @exclusivity(unchecked) public internal(set) var reportSites: [ReportSite] = []
  /// Calls whose effect comes from summaries, named by `call` events.
  @exclusivity(unchecked) public internal(set) var callSites: [CallSite] = []
  /// Loops, named by `iterationEnd` events and by objects and variables created inside them.
  @exclusivity(unchecked) public internal(set) var loops: [FlowLoop] = []
  /// Branches entered on the way (`FlowEvent.branch`), to say which branch a leaking path took.
  @exclusivity(unchecked) public internal(set) var branches: [ExitContext] = []
  /// Each `case`/`default` keyword of a switch whose cases are branches (`ExitContext.switchCase`):
  /// its switch's first case keyword and how many cases it has, so that a message can tell
  /// when the leaking paths came through every case (the switch then says nothing about them).
  @exclusivity(unchecked) public internal(set) var caseGroups: [TokenIndex: (first: TokenIndex, count: Int32)] = [:]
  /// `try`s and `throw`s whose error a `do` of the body may catch (`FlowEvent.threw`), to say
  /// which one sent a leaking path into a `catch`; `FlowExit` only for its kind, token and text.
  @exclusivity(unchecked) public internal(set) var throwSources: [FlowExit] = []
  /// Closures lowered in place that a function of the program may run more than once
  /// (`withRetry { … }`): the function's name token and the closure's braces, for messages.
  @exclusivity(unchecked) public internal(set) var rerunClosures: [InlinedCall] = []
  /// `Bool` locals and parameters tested more than once (or set to literals and tested): the
  /// dataflow keeps paths with different values apart, so correlated tests are not mixed up.
  @exclusivity(unchecked) public internal(set) var conditions: [Int32] = []
  /// Calls of the program's producers, named by `produced` events: the evaluation such a call
  /// returns may already be reported (`ProducerCall`).
  @exclusivity(unchecked) public internal(set) var producerCalls: [ProducerCall] = []
  /// The `return` keywords of `return nil` statements: they return no evaluation.
  @exclusivity(unchecked) public internal(set) var nilReturns: Set<TokenIndex> = []
  /// Catch clauses the builder matched against the errors a `try` may throw, for the scaling
  /// tests: one test per clause and `do`, not per `try` and clause.
  @exclusivity(unchecked) public internal(set) var catchClauseTests = 0
  /// Statements of `defer` bodies lowered, for the scaling tests: those found inert are
  /// lowered once, not at every exit.
  @exclusivity(unchecked) public internal(set) var deferStatementsLowered = 0
  /// True when the builder stopped at its size limit: no findings are derived from it.
  @exclusivity(unchecked) public internal(set) var isTruncated = false
  /// Whether the body names or creates an evaluation (a tracked name, a producer call, an
  /// evaluation object): only then can a cut-short graph have hidden a finding, and only then
  /// does it get a note (a generated 190-deep checksum beside the integration has nothing to
  /// report; probes-dv p70).
  @exclusivity(unchecked) public internal(set) var followsEvaluations = false

  init(kind: BodyKind, name: String, functionID: Int32?, startToken: TokenIndex) {
    self.kind = kind
    self.name = name
    self.functionID = functionID
    self.startToken = startToken
  }

  /// Total number of events, for sizing and tests.
  public var eventCount: Int { nodes.reduce(0) { $0 + $1.events.count } }
}

/// A straight-line run of events and the nodes control may go to next.
/// A node whose last event is `.exit` has no successors.
public struct FlowNode: Sendable {
  /// Events in evaluation order.
  public var events: [FlowEvent] = []
  /// Nodes control may go to next.
  public var successors: [Int32] = []
}

/// Something that happens to evaluations at a point of the graph. Variables (`FlowVariable`)
/// point to objects (`FlowObject`); the evaluation is a class, so copies alias one object.
public enum FlowEvent: Sendable, Equatable {
  /// A new evaluation `object` exists and variable `into` holds it.
  case create(object: Int32, into: Int32)
  /// A read of a stored evaluation after an earlier read filled `into` with `object` on some
  /// paths only (one `case` of a `switch`, one side of an `if`): where the variable holds
  /// nothing the read borrows (as `create`); elsewhere it is the evaluation read before.
  case borrowAgain(object: Int32, into: Int32)
  /// `to` now holds what the `from` variables hold (nothing when empty): `let b = a`, `b = a`.
  case assign(to: Int32, from: [Int32])
  /// `reportConsumption` on what the site's variable holds.
  case report(site: Int32)
  /// A call to a function of the program (or a configured consuming function) receiving
  /// tracked values; its effect comes from the callee's summary.
  case call(site: Int32)
  /// What the variable holds escapes (stored, captured by a closure, returned, passed out).
  case escape(variable: Int32, token: TokenIndex)
  /// What the variable holds is handed to the caller's own closure (`try body(e)` on the
  /// function's non-escaping closure parameter): the caller's closure owes its report there.
  case handOff(variable: Int32)
  /// `E.insight.outcome` is read (tested) for what the variable holds.
  /// `isTest`: the read decides a branch (a `switch`, `if`, `guard`, `while`, ternary or case
  /// pattern on it, or a value bound from it tested later), or is handed to a function of the
  /// program; otherwise it is only read (logged, stored).
  case outcomeRead(variable: Int32, isTest: Bool)
  /// On this edge the variable is known to be nil (`isNil`) or non-nil.
  case refine(variable: Int32, isNil: Bool)
  /// These objects were never created on this path (the error edge of the `try` around their creation).
  case forget(objects: [Int32])
  /// The error edge of a `try` around these call sites: a callee that reports its argument
  /// but may throw before it does (`ParameterEffect.leaksOnError`) has not reported it on
  /// this edge; it is excused, not reported (its own finding is at its parameter).
  case callThrew(sites: [Int32])
  /// After a local function or closure lowered in place that reports this parameter on some
  /// paths only: it is at fault (one finding at its parameter), and RULES.md has its callers
  /// count the call as a report. Where a path left it unreported, the evaluation is treated as
  /// after a program helper's `consumesSome` call: escaped.
  case excuseUnreported(variable: Int32)
  /// The body ends here; every object still owing a report leaks at this exit.
  case exit(Int32)
  /// A call of the program's producers made its evaluation (index into
  /// `FlowGraph.producerCalls`): when every producer it may run returns the evaluation already
  /// reported (a logging decorator), the call is its first report.
  case produced(Int32)
  /// The loop iteration ends (continue, break, end of body): objects created in the loop and
  /// not held by a variable outside it must have been reported.
  case iterationEnd(loop: Int32, exit: Int32)
  /// The statement is over and this temporary's objects, unless held elsewhere, are lost.
  case discard(variable: Int32, exit: Int32)
  /// `variable = from…`: what the variable held and no other variable holds, unless the new
  /// value holds it too, is lost (an unreported evaluation overwritten by a refreshed one).
  case overwrite(variable: Int32, from: [Int32], exit: Int32)
  /// A branch is entered (index into `FlowGraph.branches`): for messages only.
  case branch(Int32)
  /// An error thrown here (index into `FlowGraph.throwSources`) goes to a `catch` of the body:
  /// for messages only.
  case threw(Int32)
  /// A report flag (`if !reported { … }`) was tested: on this edge the evaluations have
  /// (`true`) or have not (`false`) been reported yet.
  case flagTest(reported: Bool)
  /// A tracked `Bool` local or parameter (`FlowGraph.conditions[slot]`) is set: to a literal,
  /// or to something unknown (nil). Paths are kept apart by the values of these conditions.
  case setCondition(slot: Int32, value: Bool?)
  /// A tracked `Bool` was tested: on this edge it has this value (a path where it had the
  /// other one cannot take the edge).
  case testCondition(slot: Int32, value: Bool)
  /// A report flag that is also a tracked condition (`FlowGraph.conditions[slot]`) was tested:
  /// on this edge it has `value`. A path that knows the flag keeps or drops the edge by it (so
  /// `reported = true` set where no report was made leaves that path unreported); a path that
  /// does not know it falls back to what the flag means (`reported`, as in `flagTest`).
  case flagCondition(slot: Int32, value: Bool, reported: Bool)
  /// On this edge the outcome of the evaluation the variable holds is one of these cases (a
  /// `case` pattern, a `switch` case, the error edge of `try …get()`, a `nil` test of `try?`).
  case outcomeCases(variable: Int32, possible: OutcomeCases)
}

/// A tracked evaluation: created by a call, or received as a parameter or `self`.
public struct FlowObject: Sendable {
  /// Where the evaluation comes from.
  public enum Origin: Sendable, Equatable {
    /// `requestEvaluation(…)` or a producer; `callee` is the name written at the call.
    case creation(callee: String)
    /// The parameter at this index of the body's function.
    case parameter(index: Int)
    /// `self` inside an extension of the evaluation type.
    case selfValue
    /// Read from where it was stored (a property of an evaluation type, an element of a
    /// collection of them): its holder owes the report, this body only must not report it twice.
    case borrowed(name: String)
    /// Named by a closure that outlives the call, from its enclosing body (`ChildBody`): as
    /// borrowed, only two reports on one of the closure's paths are its business.
    case captured(name: String)
    /// Each element of a `for await` loop over a stream the program makes of evaluations
    /// (`GraphBuilder+StreamElements.swift`); `sequence` is the called function's name. Held by
    /// the loop body as a closure holds its parameter: reported on some paths only is a fault.
    /// `producer`: for a task group's element, the producing call in the child task where an
    /// element the loop never reports is found (nil for a stream's: such a loop is left alone).
    /// An element taken by `group.next()` has the sequence `group.next()`; one held for a body
    /// that never takes its group's elements has the group's name and its token
    /// (`GraphBuilder+TaskGroupNext.swift`).
    case element(sequence: String, producer: TokenIndex?)
  }
  /// Where it comes from.
  public var origin: Origin
  /// The producing call's name token, the parameter's name token, or the name read.
  public var token: TokenIndex
  /// May be nil when it exists (optional result or parameter).
  public var isOptional: Bool
  /// Innermost loop containing the creation.
  public var loop: Int32?
}

/// A local variable, parameter, or temporary holding an expression's value.
public struct FlowVariable: Sendable {
  /// The name as written (for temporaries, what produced the value).
  public var name: String
  /// A temporary holding an expression's value, as opposed to a declared name.
  public var isTemporary: Bool
  /// Innermost loop whose body declares it.
  public var loop: Int32?
}

/// A way out of the body (or out of a loop iteration), with what the messages need.
public struct FlowExit: Sendable {
  /// What kind of exit: `return`, `throw`, end of body, a `try` that can throw, `break`,
  /// `continue`, end of a loop iteration, or a discarded result.
  public enum Kind: String, Sendable {
    case returns, throwsError, fallsOffEnd, tryThrows, breaks, continues, iterationEnds, discarded, overwritten
  }
  /// What kind of exit.
  public var kind: Kind
  /// The `return`/`throw`/`try`/`break`/`continue` keyword, the closing brace, or the call name.
  public var token: TokenIndex
  /// The branch the exit is in, innermost first (switch case, catch, guard else, if branch).
  public var context: ExitContext?
  /// The nearest `switch` case, `catch` or `#if` clause around an exit whose innermost branch
  /// is an `if` or a `guard`'s `else` in it: the `if` alone hid which outcome leaks ("returns at line 22
  /// inside the 'if' at line 22 on the '.medium' branch"), or which error led there.
  public var enclosingBranch: ExitContext? = nil
  /// For `tryThrows`: the tokens of the `try` expression (its text is made only for messages).
  public var textRange: (first: TokenIndex, last: TokenIndex)?
  /// For an error (`try`, `throw`): the innermost `do` it passes whose `catch` clauses may not
  /// match it (`catch is CancellationError`).
  public var unmatchedBy: TokenIndex? = nil
  /// For the `try` of a call of a local function lowered in place, named for an error thrown
  /// inside it: the function's tokens (branches entered there are not the caller's to name).
  public var calledBody: (first: TokenIndex, last: TokenIndex)? = nil
  /// For `breaks`/`continues`: the label written after the keyword (`continue batches`), so
  /// that messages name the jump the way the code does (probes-dl h12).
  public var label: String? = nil

  /// The source text of a `try` exit, compacted for messages (`try ledger.reserveFunds(amount)`).
  public func text(in tree: SyntaxTree) -> String? {
    guard let r = textRange else { return nil }
    if r.first == r.last { return tree.text(of: r.first) == "for" ? "for try" : tree.text(of: r.first) }
    return SourceText.compact(tree.codeText(from: r.first, through: r.last))
  }
}

/// The innermost branch around an exit, for messages ("on the '.medium' branch").
public enum ExitContext: Sendable, Equatable {
  /// The `case` or `default` keyword (`SourceText.caseLabel` spells the label).
  case switchCase(token: TokenIndex)
  /// A `catch` clause (its keyword).
  case catchClause(token: TokenIndex)
  /// The `else` of a `guard` (the `guard` keyword).
  case guardElse(token: TokenIndex)
  /// The body (or `else`) of an `if` (the `if` keyword).
  case ifBranch(token: TokenIndex, isElse: Bool)
  /// The path where an `if` without `else` is false.
  case implicitElse(token: TokenIndex)
  /// A clause of `#if`/`#elseif`/`#else` (its directive token).
  case ifConfigClause(token: TokenIndex)
  /// The path where a call through an optional link is skipped (`output?.present(e)`: the
  /// call's first token and its name token).
  case skippedCall(first: TokenIndex, name: TokenIndex)
  /// The path where a function of the program returns without running the closure it was
  /// given (`ifEnabled(.fastPay) { … }` when the flag is off: the function's name token).
  case skippedClosure(name: TokenIndex)
  /// A `break` or `continue` that jumps out of a loop or a labelled statement (its keyword and
  /// label): the path left the code written after it ("after 'break review' at line 12").
  /// `inCatch`: the `catch` keyword of the innermost clause the jump is written in, so that
  /// messages still name the `try` that threw into it.
  case jump(token: TokenIndex, label: String?, inCatch: TokenIndex?)
}

/// A `reportConsumption` call, or a call passing a tracked value to a possibly consuming helper.
public struct ReportSite: Sendable {
  /// The variable whose objects are reported.
  public var variable: Int32
  /// The `reportConsumption` token or the helper's name token.
  public var token: TokenIndex
  /// True for `reportConsumption` itself; false for a helper call (see `CallSite`).
  public var isDirect: Bool
  /// For direct reports: the status member when written as a constant (`usedIncreasedFriction`).
  public var constantStatus: String?
  /// The status member's token, when constant.
  public var statusToken: TokenIndex?
  /// When the report is made inside a local function lowered in place at a call: that call.
  public var inlinedCall: InlinedCall? = nil
  /// When the report is written in a `defer`: which `defer`, and the exit this copy of its
  /// body runs at (messages say where a deferred report happens, not only where it is written).
  public var deferRun: DeferRun? = nil

  /// Where a report of this object is made: inside a local function called here, a report of
  /// an evaluation from outside it is the call's (the local function is a consuming helper).
  public func token(for object: FlowObject) -> TokenIndex {
    guard let c = inlinedCall, object.token < c.first || object.token > c.last else { return token }
    return c.call
  }
}

/// A `defer` body being lowered at an exit: the `defer` keyword, and the exit that runs it
/// (`return`, `throw`, a `try` that throws, a loop's `break`/`continue`, the closing brace of
/// the function, of a loop's body (`iterationEnds`) or of another block (nil kind); nil token:
/// not known).
public struct DeferRun: Sendable, Hashable {
  public var keyword: TokenIndex
  public var exitKind: FlowExit.Kind?
  public var exitToken: TokenIndex?
  /// The label of a `break`/`continue` exit (`break outer`), for messages.
  public var exitLabel: String? = nil
}

/// A call of a local function lowered in place: the call's name token and the function's
/// first and last tokens (a report it makes of an evaluation from outside is the call's).
public struct InlinedCall: Sendable {
  public var call: TokenIndex
  public var first: TokenIndex
  public var last: TokenIndex
}

/// A call to a function of the program (or a configured consuming function) with tracked values.
public struct CallSite: Sendable {
  /// One tracked value passed to the call.
  public struct Argument: Sendable {
    /// Position among the call's arguments; -1 for the receiver (`self` of the callee).
    public var index: Int
    /// The variable passed.
    public var variable: Int32
    /// The report site standing for this argument when the callee consumes it.
    public var reportSite: Int32
  }
  /// The callee's base name.
  public var name: String
  /// The callee's name token.
  public var token: TokenIndex
  /// Matching declarations; empty when the callee is not in the program.
  public var candidates: [ResolvedCall]
  /// Tracked arguments (and the receiver, at index -1).
  public var arguments: [Argument]
  /// The name is in `AnalysisOptions.consumingNames` (a configured consuming function).
  public var isConfiguredConsumer: Bool
  /// The candidates are what a receiver of known type may run (a protocol's conformers, a
  /// class and its overrides), not declarations matched by name alone: when they disagree,
  /// each is a path the call may take.
  public var isDispatch = false
  /// The callee is the function's own closure parameter and the function reports the tracked
  /// arguments itself after the call (`GraphBuilder+Borrows.swift`): the call lends them, it is
  /// neither a report nor an escape.
  public var borrows = false
}

/// A call of functions of the program that produce an evaluation.
public struct ProducerCall: Sendable {
  /// The temporary holding the evaluation the call returns, and that evaluation.
  public var variable: Int32
  public var object: Int32
  /// The report site standing for the producer's own report (at the call's name token).
  public var reportSite: Int32
  /// The producers the call may run (index entries).
  public var functions: [Int32]
}

/// A loop of the body: its parent loop, for "declared or created inside this loop".
public struct FlowLoop: Sendable {
  /// The enclosing loop.
  public var parent: Int32?
  /// The `for`, `while` or `repeat` keyword.
  public var token: TokenIndex
}
