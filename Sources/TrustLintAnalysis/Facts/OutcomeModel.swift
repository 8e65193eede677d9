import TrustLintSyntax

/// A set of outcomes of an insight: the three values of `IsLikelyBeingCoachedInsight.Value`,
/// a value this SDK does not know yet (`Value` is `@nonexhaustive`), and an insight failure.
public struct OutcomeSet: OptionSet, Hashable, Sendable {
  /// One bit per outcome.
  public let rawValue: UInt8
  /// A set from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// `.unknown`: no evidence of coaching.
  public static let unknown = OutcomeSet(rawValue: 1)
  /// `.medium`: some evidence.
  public static let medium = OutcomeSet(rawValue: 2)
  /// `.high`: significant evidence.
  public static let high = OutcomeSet(rawValue: 4)
  /// A value added after this SDK (what `@unknown default` is for).
  public static let future = OutcomeSet(rawValue: 8)
  /// The insight failed (`.failure`, a throwing `get()`, `nil` from `try?`).
  public static let failure = OutcomeSet(rawValue: 16)
  /// The values a successful insight can have.
  public static let values: OutcomeSet = [.unknown, .medium, .high, .future]
  /// The values the SDK names.
  public static let known: OutcomeSet = [.unknown, .medium, .high]
  /// Everything.
  public static let all: OutcomeSet = [.values, .failure]
}

/// Something an outcome test looks at: the outcome of one evaluation (keyed by how the
/// evaluation is written, `evaluation.insight`), or a variable typed `IsLikelyBeingCoachedInsight.Value`.
public struct OutcomeSubject: Hashable, Sendable {
  /// How the outcome is seen.
  public enum Kind: Hashable, Sendable {
    /// `E.insight.outcome`: a `Result`, failure included.
    case result
    /// `try E.insight.outcome.get()` or a `Value`: failure has left through `throw`.
    case value
    /// `try? E.insight.outcome.get()`: `nil` is the failure.
    case optional
    /// `E.insight.outcome.map { … }`: a `Result` whose failure is the insight's (`map` keeps
    /// it as it is) and whose successes are the app's own values, which say nothing about
    /// which level came in.
    case mappedResult
  }
  /// The evaluation as written (`evaluation.insight`), or `parameter:level` for a `Value` variable.
  public var key: String
  /// How the outcome is seen.
  public var kind: Kind
  /// A subject.
  public init(key: String, kind: Kind) {
    self.key = key
    self.kind = kind
  }
  /// How the keys of an element read by subscript start (`[subscript]levels[i]`; no name or
  /// dotted path another key is made of starts with `[`).
  static let subscriptKeyPrefix = "[subscript]"
  /// The outcomes this view can show.
  public var domain: OutcomeSet { kind == .value ? .values : .all }
}

/// What a branch of an outcome test is reached by.
public struct OutcomeBranch: Hashable, Sendable {
  /// The outcomes reaching the branch (of the test that makes it an unknown or failure branch).
  public var reachedBy: OutcomeSet
  /// Reached by `.unknown` (and not by every known value), or only by values the SDK does not
  /// name, or an `@unknown default`: the branch where the app does not know the risk.
  public var isUnknownBranch: Bool
  /// Reached only by an insight failure.
  public var isFailureBranch: Bool
  /// Inside an `@unknown default` of an outcome test.
  public var isUnknownDefault: Bool
  /// Past a test of which only one branch went on, the others having left, and `.unknown` came
  /// through it with a known value (`if level == .high { return … }` and what follows, reached
  /// by `.medium` and `.unknown`): the app's flow goes on there for both, so only a
  /// `.usedReducedFriction` report is an approval of `.unknown` (`UnknownTreatedAsApprovalRule`).
  public var isFallThrough = false
  /// For a failure branch, the outcome keys narrowed to failure (`first.insight`): whose
  /// insight failed here, as written.
  public var failedKeys: [String] = []
  /// Where the outcome reaching the branch came in (`case .success:`, the `else` of an `if`);
  /// nil where the walker cannot name one (paths meeting again).
  public var entry: BranchEntry? = nil
  /// The outcome key that makes this an unknown (or failure) branch (`parameter:level`).
  public var key: String? = nil

  /// How a message names what reaches the branch: `'.unknown'` or `an unrecognised outcome`.
  public var reachedByDescription: String {
    if reachedBy.contains(.unknown) { return "'.unknown'" }
    return isUnknownDefault ? "'@unknown default' (a value this SDK does not know)" : "an unrecognised outcome"
  }
}

/// Where an outcome entered the branch a fact is in: a note of the finding is placed there.
public struct BranchEntry: Hashable, Sendable {
  /// How the branch is entered.
  public enum Kind: Hashable, Sendable {
    /// A `case` or `default` of a `switch` (`token` and `test`: its keyword, and `switch`).
    case caseLabel
    /// The body of an `if` (`token`, `test`: the `if`), or of a `while` (the `while`).
    case ifThen
    /// The `else` of an `if` (`token`: `else`; `test`: `if`).
    case ifElse
    /// The `else` of a `guard` (`token`: `else`; `test`: `guard`).
    case guardElse
    /// The code after a `guard` (`token`, `test`: the `guard`).
    case afterGuard
    /// A `catch` (`token`, `test`: the `catch`).
    case catchClause
    /// The code after an `if` or `switch` whose other paths left (`token`, `test`: its keyword).
    case pastTest
    /// The side of a ternary, or the right of `&&` (`conditionTrue`) or `||` (`conditionFalse`),
    /// that runs where a condition holds or fails (`token`, `test`: the condition's first and
    /// last tokens).
    case conditionTrue, conditionFalse
  }
  /// How the branch is entered.
  public var kind: Kind
  /// Where a note goes.
  public var token: TokenIndex
  /// The test's keyword (`switch`, `if`, `guard`, `catch`); a condition's last token.
  public var test: TokenIndex
  /// An entry.
  public init(_ kind: Kind, token: TokenIndex, test: TokenIndex) {
    self.kind = kind
    self.token = token
    self.test = test
  }
  /// The body of the `if` or `while` written at `keyword`.
  static func body(_ keyword: TokenIndex) -> BranchEntry { BranchEntry(.ifThen, token: keyword, test: keyword) }

  /// The part that runs where `condition` holds (or fails): a side of `condition ? a : b`,
  /// the right of `condition && b` or `condition || b`. Nil when its tokens are not known.
  static func condition(_ condition: Expr, holds: Bool) -> BranchEntry? {
    guard let first = SourceText.firstToken(of: condition), let last = SourceText.lastToken(of: condition),
      first <= last
    else { return nil }
    return BranchEntry(holds ? .conditionTrue : .conditionFalse, token: first, test: last)
  }
}

/// Where a value written in a branch goes.
public enum ValueSink: @unchecked Sendable {
  /// Returned from a function or accessor (its name), or from a closure (nil).
  case returned(from: String?)
  /// Assigned or bound to a variable or property (its last name); `ofReceiver` when written
  /// as a property of another value (`tableView.allowsSelection = …`), not of `self` and not
  /// a plain name.
  case assigned(to: String, ofReceiver: Bool = false)
  /// Passed as argument `index` of a call.
  case argument(call: CallExpr, index: Int)
}

/// A call made inside a branch of an outcome test.
public struct OutcomeCallFact: @unchecked Sendable {
  /// The call.
  public let call: CallExpr
  /// What reaches the branch.
  public let branch: OutcomeBranch
  /// `Owner.function(labels:)` of the enclosing declaration.
  public let enclosing: String
  /// The type the call is written in (`[]` outside any type): how a bare call resolves.
  public let ownerPath: [String]
  /// When the branch tests a parameter of the function it is in: that parameter.
  public var helper: HelperParameter? = nil
  /// Only where the answer of another check allows it (`OutcomeState.gatedByAnswer`).
  public var gatedByAnswer = false
}

/// A parameter of a function whose value a branch tests (`decide(_ level:)`): the callers
/// passing it bring the outcome into the branch.
public struct HelperParameter: @unchecked Sendable {
  /// The function.
  public let function: FunctionDecl
  /// The parameter's position.
  public let index: Int
}

/// A value (member, enum case, `true`) written inside a branch of an outcome test where it
/// is returned, assigned or passed.
public struct OutcomeValueFact: @unchecked Sendable {
  /// `.implicitMember`, `.member`, `.identifier`, a `.call` of an implicit or type-qualified
  /// member (`.allow(x)`, `Decision.allow(x)`), or `true`.
  public let leaf: Expr
  /// Where the value goes.
  public let sink: ValueSink
  /// What reaches the branch.
  public let branch: OutcomeBranch
  /// `Owner.function(labels:)` of the enclosing declaration.
  public let enclosing: String
  /// Returned from a function declared to return a consumption status (`func status(for:) ->
  /// InsightEvaluationConsumptionStatus`): the status the caller reports.
  public var returnedAsStatus = false
  /// When the branch tests a parameter of the function it is in: that parameter.
  public var helper: HelperParameter? = nil
  /// Only where the answer of another check allows it (`OutcomeState.gatedByAnswer`).
  public var gatedByAnswer = false
  /// Passed to the enclosing function's callback parameter (`completion(.approved)`) or to a
  /// continuation's `resume(returning:)`: how that function answers, as a `return` does.
  public var answeredThrough: String? = nil
  /// For a `true` answered that way: the function whose answer it is (`checkCanSkipPasscode`).
  public var answeringFunction: String? = nil
}

/// The outcome facts of one file: calls and values inside branches of outcome tests.
public struct OutcomeFacts: @unchecked Sendable {
  /// Calls made in unknown or failure branches.
  public var calls: [OutcomeCallFact] = []
  /// Values returned, assigned or passed in unknown or failure branches.
  public var values: [OutcomeValueFact] = []
  /// What takes each case of a `switch` on one outcome, by its `case`/`default` keyword:
  /// messages name the values a `default` (or `case .success:`) takes.
  public var caseReach: [TokenIndex: CaseReach] = [:]
  /// The name tokens of level arguments that cannot be `.unknown` where the call is made
  /// (`decide(level)` past `guard level != .unknown`): such a call brings no `.unknown` to
  /// the function it calls.
  public var argumentsWithoutUnknown: Set<TokenIndex> = []
}

/// The outcomes that take one case of a `switch` on an outcome, and how the outcome is seen.
public struct CaseReach: Hashable, Sendable {
  /// The outcomes taking the case (the earlier cases took the others).
  public var reachedBy: OutcomeSet
  /// `E.insight.outcome` (a `Result`), a `Value`, or `try?` (an optional).
  public var kind: OutcomeSubject.Kind
  /// A case's reach.
  public init(reachedBy: OutcomeSet, kind: OutcomeSubject.Kind) {
    self.reachedBy = reachedBy
    self.kind = kind
  }

  /// The outcomes as written in Swift (`'.success(.unknown)'`, `'.failure'`, `'.medium'`,
  /// `'nil'`), known values first; a value this SDK does not know is not named.
  public var names: [String] {
    var out: [String] = []
    for (bit, name) in [(OutcomeSet.unknown, ".unknown"), (.medium, ".medium"), (.high, ".high")]
    where reachedBy.contains(bit) {
      out.append(kind == .result ? "'.success(\(name))'" : "'\(name)'")
    }
    if reachedBy.contains(.failure) {
      switch kind {
      case .result, .mappedResult: out.append("'.failure'")
      case .optional: out.append("'nil'")
      case .value: break
      }
    }
    return out
  }
}

/// The narrowing in force at one point of a body.
struct OutcomeState {
  /// Outcome keys narrowed by the tests around this point; a missing key is not narrowed.
  var narrowed: [String: OutcomeSet] = [:]
  /// Local names bound to outcome subjects (nil: shadowed by something else).
  var bindings: [String: OutcomeSubject?] = [:]
  /// Inside the `@unknown default` of an outcome test.
  var unknownDefault = false
  /// Keys whose `case` lists, among its patterns, one only a failure matches (`case .failure,
  /// .success(.unknown):`): the body is the body of `case .failure` too.
  var failureCaseKeys: Set<String> = []
  /// Local constants holding a test's result (`let isUnknown = level == .unknown`).
  var conditionNames: [String: OutcomeNarrowing] = [:]
  /// Local constants holding a list of cases (`let risky: Set<Level> = [.medium, .high]`).
  var caseLists: [String: [Expr]] = [:]
  /// Local constants holding a tuple literal with an outcome among its elements (`let key =
  /// (evaluation.insight.outcome, amount > 200)`), with each element's subject: a `switch` or
  /// `if case` on the name reads its positions as on the literal (probes-cq p189).
  var tupleValues: [String: [OutcomeSubject?]] = [:]
  /// What says the type of parameters and locals (`_ rec: Recommendation`, `let rec =
  /// store.fetch()`): when it is the program's own type, `rec.insight.outcome` is that type's,
  /// not an outcome. Kept as written and judged only where such a chain is read: judging every
  /// declaration asked the index for every type name, and the prefilter then parsed the files
  /// of them all.
  var declaredTypes: [String: KnownType] = [:]
  /// Names declared as a collection of levels, with the kind of their elements.
  var collections: [String: OutcomeSubject.Kind] = [:]
  /// Local `let` tables keyed by level without a `.unknown` key (`let table: [Level: Action] =
  /// [.high: .block]`), with the levels a lookup's default is reached by.
  var caseTables: [String: OutcomeSet] = [:]

  /// Per key, where its narrowing came in (the latest branch that narrowed it).
  var entries: [String: BranchEntry] = [:]

  /// Keys narrowed only because other paths left (after `if level == .high { return … }`),
  /// as opposed to by being inside a branch of a test.
  var continued: Set<String> = []
  /// Of the `continued` keys, those one branch of the last test narrowing them brought here
  /// while every other branch left (the code after `if level == .high { return }` is that
  /// `if`'s `else`; not after a `switch` whose `.medium` and `.unknown` cases both go on), with
  /// that branch's entry: where `.unknown` goes on with a known value (a fall-through branch,
  /// `OutcomeBranch.isFallThrough`, whether or not one branch alone went on), the note names it.
  var fellThrough: [String: BranchEntry] = [:]

  /// Keys whose `.unknown` surely takes the branch this point is in, whatever the test's other
  /// operands say: the `else` of `if level != .unknown && isLarge`, the body of `if level ==
  /// .unknown || knownDevice`. Such a branch is an unknown branch even though every known value
  /// may reach it too (RULES.md: "`else` … when they are reached by `.unknown`").
  var forced: Set<String> = []

  /// Parameters of the enclosing closures that are not levels: another check's answer
  /// (`runStandardChecks { passed in … }`).
  var answers: Set<String> = []
  /// Inside the body of an `if`, or after a `guard`, whose condition reads such an answer.
  var gatedByAnswer = false

  /// Whether `nil` of an optional view of this key is a failed insight (`try? …get()`), rather
  /// than a missing entry: a subscript's `nil` (`byAccount[id]`, `model?.levels[i]`) is a key
  /// not there, or no holder, and no evaluation's insight failed on that branch.
  static func nilIsFailure(_ key: String) -> Bool { !key.hasPrefix(OutcomeSubject.subscriptKeyPrefix) }

  /// Restricts keys to the given sets (entering a branch of a test).
  /// `entry`: the branch entered, recorded for the keys it narrows. `other`: what the keys can
  /// be on the test's other branch; a key whose `.unknown` cannot go there is forced here.
  mutating func narrow(_ sets: [String: OutcomeSet], at entry: BranchEntry? = nil, other: [String: OutcomeSet] = [:]) {
    for (key, set) in sets {
      let before = narrowed[key] ?? .all
      narrowed[key] = before.intersection(set)
      continued.remove(key)
      if let entry, narrowed[key] != before { entries[key] = entry }
    }
    // Only where the test tells values apart: some known value may go the other way (not the
    // `else` of `guard case .success = …`, which only a failure takes). Not for a level in the
    // payload of the app's own enum: where `if case .assessed(let level) = state, level != …`
    // fails, other cases of the enum arrive too (a failing pattern of the app's enum is not read
    // as a test of the level, a choice for precision).
    for (key, set) in other
    where !set.contains(.unknown) && !set.intersection(.known).isEmpty
      && (narrowed[key] ?? .all).contains(.unknown) && !key.hasPrefix("payload:")
    {
      forced.insert(key)
      continued.remove(key)
      if let entry, sets[key] == nil || entries[key] == nil { entries[key] = entry }
    }
  }

  /// A copy restricted to the given sets (`entry`: the branch entered; `other`: as `narrow`).
  func narrowing(
    _ sets: [String: OutcomeSet], at entry: BranchEntry? = nil, other: [String: OutcomeSet] = [:]
  ) -> OutcomeState {
    var copy = self
    copy.narrow(sets, at: entry, other: other)
    return copy
  }
}

/// What the walker knows of a name's type, for `rec.insight.outcome` on the app's own types
/// (`OutcomeWalker.typeText(of:_:depth:)` judges it where such a chain is read).
enum KnownType {
  /// Written (`_ rec: Recommendation`, `let all: [Recommendation]`).
  case written(String)
  /// The type of this expression (`let rec = store.fetch()`, `if let rec = store.byID[id]`).
  case valueOf(Expr)
  /// An element of this sequence (`for rec in store.all()`, `store.all().forEach { rec in … }`).
  case elementOf(Expr)
  /// Bound with a type the walker cannot read: the name no longer means a property of the own type.
  case unknown
}
