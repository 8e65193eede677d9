import TrustLintSyntax

/// Whether the status was checked on every path to where a closure is written: a closure
/// runs only after it is created, so `guard status == .notDetermined else { return }` followed
/// by `Task { prompt }` is checked. Enclosing bodies are walked once each, outer first.
final class ClosureEntryStates {
  /// The program the bodies belong to.
  let facts: ProgramFacts
  /// Summaries of the helpers the bodies call.
  let summaries: StatusSummaries
  private var states: [ObjectIdentifier: [ObjectIdentifier: Bool]] = [:]

  /// Entry states for the bodies of one run.
  init(facts: ProgramFacts, summaries: StatusSummaries) {
    self.facts = facts
    self.summaries = summaries
  }

  /// The fact on entry to a body: for a closure, the fact where it is written; false otherwise.
  func entry(of scope: BodyScope) -> Bool {
    // The chain of closures up to the first body that is not one, walked outermost first.
    var chain: [BodyScope] = []
    var current = scope
    while case .closure = current.kind, let parent = current.parent, chain.count < 64 {
      chain.append(current)
      current = parent
    }
    var entry = false
    for closureScope in chain.reversed() {
      guard let parent = closureScope.parent, case .closure(let c) = closureScope.kind else { return false }
      let key = ObjectIdentifier(parent)
      if states[key] == nil {
        let walker = StatusWalker(facts: facts, scope: parent, summaries: summaries, entry: entry)
        _ = walker.run()
        states[key] = walker.closureStates
      }
      entry = states[key]?[ObjectIdentifier(c)] ?? false
    }
    return entry
  }
}

/// Which functions of the program check the status on every normal exit (helpers such as
/// `func currentStatus() async -> AuthorizationStatus`), memoised; recursion counts as "no".
final class StatusSummaries {
  /// The program whose functions are summarised.
  let facts: ProgramFacts
  private var memo:
    [Int32: (always: Bool, whenTrue: Bool, members: [(member: String?, checked: Bool, arms: [String: Set<String>])])] =
      [:]
  private var inProgress: Set<Int32> = []

  /// Summaries for one analysis run.
  init(facts: ProgramFacts) { self.facts = facts }

  /// Whether the function checks the status before every normal exit.
  func alwaysChecksStatus(_ entry: FunctionEntry) -> Bool { summary(entry).always }

  /// Whether the function checks the status before every exit that may return `true`: a
  /// `return false` does not count (`guard featureEnabled else { return false }` in
  /// `func canPrompt() -> Bool`), because a caller testing the result prompts only on `true`.
  func checksStatusWhenTrue(_ entry: FunctionEntry) -> Bool { summary(entry).whenTrue }

  /// Whether the function checks the status before every exit that may return the member
  /// `name` (`func permission() async -> PermissionState` tested as `permission() == .canAsk`):
  /// an exit returning another member written out (`catch { return .settingsOnly }`) does not
  /// count, any other returned expression does.
  /// With `given` (the helper's parameter is known to be one of `cases`), an unchecked exit
  /// under a `switch` arm of that parameter naming none of them does not count either: a
  /// permission centre's `.notifications` arm returns `.canAsk` without asking the evaluator,
  /// which says nothing where the caller asks about `.scamProtection`.
  func checksStatusWhenReturning(
    _ entry: FunctionEntry, member name: String, given: (parameter: String, cases: Set<String>)? = nil
  ) -> Bool {
    let members = summary(entry).members
    return !members.isEmpty
      && members.allSatisfy { exit in
        if exit.checked || (exit.member != nil && exit.member != name) { return true }
        guard let given, let arm = exit.arms[given.parameter] else { return false }
        return arm.isDisjoint(with: given.cases)
      }
  }

  /// Whether a function declared inside another body (`func status() async -> AuthorizationStatus?`
  /// inside `enable()`, which the program index does not hold) checks the status before every
  /// normal exit; recursion counts as "no".
  func alwaysChecksStatus(nested body: BodyScope) -> Bool {
    let key = ObjectIdentifier(body)
    if let known = nestedMemo[key] { return known }
    guard nestedInProgress.count < 8, nestedInProgress.insert(key).inserted else { return false }
    let value = StatusWalker(facts: facts, scope: body, summaries: self).run()
    nestedInProgress.remove(key)
    nestedMemo[key] = value
    return value
  }

  private var nestedMemo: [ObjectIdentifier: Bool] = [:]
  private var nestedInProgress: Set<ObjectIdentifier> = []

  private func summary(_ entry: FunctionEntry) -> (
    always: Bool, whenTrue: Bool, members: [(member: String?, checked: Bool, arms: [String: Set<String>])]
  ) {
    if let known = memo[entry.id] { return known }
    guard inProgress.count < 8, inProgress.insert(entry.id).inserted, let scope = facts.scope(of: entry) else {
      return (false, false, [])
    }
    let walker = StatusWalker(facts: facts, scope: scope, summaries: self)
    let value = (always: walker.run(), whenTrue: walker.checkedWhenTrue, members: walker.memberExits)
    inProgress.remove(entry.id)
    memo[entry.id] = value
    return value
  }
}
