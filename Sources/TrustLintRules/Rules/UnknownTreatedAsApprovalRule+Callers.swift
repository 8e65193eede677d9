import TrustLintAnalysis
import TrustLintSyntax

extension UnknownTreatedAsApprovalRule {
  /// How many callers of a helper a finding names.
  static let maxCallersNamed = 10

  /// How many functions up a chain of forwarded levels the notes go (`handle` → `route` →
  /// `finish`, where `finish` approves: two).
  static let maxForwardingHops = 4

  /// `finding` with a first note at each call that hands the helper's tested parameter a level
  /// (`decide(level)`: "'.unknown' reaches the approval in 'decide(_:)' here"), and one path
  /// per caller running from that call through the finding's own path. A call passing a
  /// written value other than `.unknown` (`.high`, a literal, another enum's case) cannot bring
  /// `.unknown` and is not named. A caller that only forwards its own parameter
  /// (`func route(_ level:) { finish(level) }`) is not where the level comes from: the calls of
  /// that caller are named too, up the chain, so the notes walk the whole path from the call
  /// that has the level to the approval.
  static func addingCallers(
    of helper: HelperParameter?, who: String, to finding: Finding, in context: RuleContext
  ) -> Finding {
    guard let helper else { return finding }
    let facts = ProgramFacts.of(context.program)
    var chains: [[ProgramFacts.ParameterCall]] = []
    var named = Set<TokenIndexKey>()
    collectChains(
      calling: helper.function, index: helper.index, below: [], visited: [ObjectIdentifier(helper.function)],
      facts: facts, chains: &chains, named: &named)
    guard !chains.isEmpty else { return finding }
    // One note per call, in the order the chains first reach them (outermost call first).
    var noteIndex: [TokenIndexKey: Int] = [:]
    var notes: [RelatedLocation] = []
    var chainNotes: [[Int]] = []
    for chain in chains {
      var steps: [Int] = []
      for call in chain {
        guard let name = SyntaxQueries.calleeName(call.call) else { continue }
        let key = TokenIndexKey(file: call.fileIndex, token: name.token)
        if let i = noteIndex[key] {
          steps.append(i)
          continue
        }
        noteIndex[key] = notes.count
        steps.append(notes.count)
        notes.append(
          TokenFinding.related(
            in: context.program.files[call.fileIndex], at: name.token,
            message: "\(who) reaches the approval in '\(SyntaxQueries.displayName(call.call))' here"))
      }
      if !steps.isEmpty { chainNotes.append(steps) }
    }
    guard !notes.isEmpty else { return finding }
    var f = finding
    let shift = notes.count
    let base =
      finding.paths.isEmpty ? [[PathStep.primary] + finding.related.indices.map { .related($0) }] : finding.paths
    let shifted = base.map { path in
      path.map { step -> PathStep in
        if case .related(let i) = step { return .related(i + shift) }
        return step
      }
    }
    f.related = notes + finding.related
    f.paths = chainNotes.flatMap { steps in shifted.map { steps.map { PathStep.related($0) } + $0 } }
    return f
  }

  /// A call's place, for naming each call once.
  private struct TokenIndexKey: Hashable {
    var file: Int
    var token: TokenIndex
  }

  /// Appends to `chains` each chain of calls (outermost first, ending with `below`) that hands
  /// parameter `index` of `function` a level: a call whose argument is a parameter of the
  /// function it is written in continues with that function's own callers, when it has any; a
  /// forwarder all of whose callers rule `.unknown` out is not on the path at all. Returns
  /// whether `function` has callers passing that parameter, whatever they pass.
  @discardableResult
  private static func collectChains(
    calling function: FunctionDecl, index: Int, below: [ProgramFacts.ParameterCall],
    visited: Set<ObjectIdentifier>, facts: ProgramFacts, chains: inout [[ProgramFacts.ParameterCall]],
    named: inout Set<TokenIndexKey>
  ) -> Bool {
    let all = facts.calls(of: function, passingParameter: index, limit: maxCallersNamed)
    let calls = all.filter { !isWrittenOtherValue($0.argument) && !isNarrowedPastUnknown($0, facts: facts) }
    for call in calls {
      guard named.count < maxCallersNamed else { return true }
      let chain = [call] + below
      if let name = SyntaxQueries.calleeName(call.call) {
        named.insert(TokenIndexKey(file: call.fileIndex, token: name.token))
      }
      if visited.count <= maxForwardingHops, let outer = forwardedParameter(of: call),
        !visited.contains(ObjectIdentifier(outer.function))
      {
        let before = chains.count
        let hasCallers = collectChains(
          calling: outer.function, index: outer.index, below: chain,
          visited: visited.union([ObjectIdentifier(outer.function)]), facts: facts, chains: &chains, named: &named)
        if chains.count > before || hasCallers { continue }
      }
      chains.append(chain)
    }
    return !all.isEmpty
  }

  /// The function and parameter position when a call's argument is a parameter of the
  /// function the call is written in (directly or in a closure of it), passed on as it is.
  private static func forwardedParameter(of call: ProgramFacts.ParameterCall) -> (function: FunctionDecl, index: Int)? {
    guard case .identifier(let n) = SyntaxQueries.stripped(call.argument),
      let (scope, binding) = call.scope.lookup(n.text, at: n.token),
      case .parameter(let i) = binding, let function = scope.function, call.scope.isWritten(in: scope)
    else { return nil }
    return (function, i)
  }

  /// A level passed by name where the tests around the call have ruled `.unknown` out
  /// (`guard level != .unknown else { … }` then `decide(level)`): not on the path.
  private static func isNarrowedPastUnknown(_ call: ProgramFacts.ParameterCall, facts: ProgramFacts) -> Bool {
    guard case .identifier(let n) = SyntaxQueries.stripped(call.argument) else { return false }
    return facts.outcomeFacts(inFile: call.fileIndex).argumentsWithoutUnknown.contains(n.token)
  }

  /// A value written as the argument that is not `.unknown`: `.high`, `Value.medium`, a
  /// literal, a case with a payload (`.levelReceived(…)`, which is no level).
  private static func isWrittenOtherValue(_ e: Expr) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .implicitMember(let n): return n.text != "unknown"
    case .member(let m) where SyntaxQueries.isTypePath(m.base): return m.name.text != "unknown"
    case .literal: return true
    case .call(let c):
      if case .implicitMember = SyntaxQueries.stripped(c.callee) { return true }
      return false
    default: return false
    }
  }
}
