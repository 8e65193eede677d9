import TrustLintSyntax

/// Boolean helpers of the program that test an outcome: `var isConcerning: Bool { self != .unknown }`
/// in an extension of `IsLikelyBeingCoachedInsight.Value`, `func isRisky(_ level: Value) -> Bool`,
/// or `var isHighRisk: Bool { … insight.outcome … }` in an extension of the evaluation type and
/// `func isHighRisk(_ evaluation: CoachingEvaluation) -> Bool`. `if level.isConcerning { … } else
/// { approve() }` is an outcome test through the helper: the helper's body is walked with its
/// subjects (`self`, a `Value` parameter, `insight` of an evaluation `self` or parameter), and
/// each value it returns says for which outcomes the helper is true or false.
extension OutcomeWalker {
  /// For each subject key of a helper (`self`, `parameter:level`, `insight`, `e.insight`), the
  /// outcomes for which it may return `true` and those for which it may return `false`.
  typealias PredicateSummary = [String: (whenTrue: OutcomeSet, whenFalse: OutcomeSet)]

  /// How deep helpers that call helpers are followed.
  static let maxPredicateDepth = 4

  /// What `base.property` says when the property is a `Bool` computed in an extension of
  /// `Value` (on a `Value`) or of the evaluation type (on an evaluation).
  func predicateProperty(_ m: MemberExpr, _ st: OutcomeState) -> OutcomeNarrowing {
    if let base = subject(m.base, st), base.kind == .value {
      let getters = boolGetters(named: m.name.text).filter(isValueOwner)
      guard getters.count == 1 else { return .none }
      return narrowing(summary(of: getters[0]), ["self": base])
    }
    // `evaluation.insight.outcome.isConcerning`: a `Bool` of `extension Result where Success ==
    // IsLikelyBeingCoachedInsight.Value`, the one `Result` getter of that name (the code compiles,
    // so it is the one that applies to the outcome).
    if let base = subject(m.base, st), base.kind == .result {
      let getters = boolGetters(named: m.name.text).filter(isResultOwner)
      guard getters.count == 1 else { return .none }
      return narrowing(summary(of: getters[0]), ["self": base])
    }
    // `evaluation.isHighRisk`: only when every property of that name is one such getter, so
    // that a same-named property of another type is never read as a test of an outcome.
    let all = facts.program.index.properties(named: m.name.text, fromFile: fileIndex)
    guard all.count == 1, let base = evaluationOutcome(of: m.base, st) else { return .none }
    let getters = boolGetters(named: m.name.text).filter(\.isEvaluationExtension)
    guard getters.count == 1 else { return .none }
    return narrowing(summary(of: getters[0]), ["insight": base])
  }

  /// The getters of computed `Bool` properties of this name.
  func boolGetters(named name: String) -> [FunctionEntry] {
    let index = facts.program.index
    var getters: [FunctionEntry] = []
    for p in index.properties(named: name, fromFile: fileIndex) where p.isComputed && p.type?.text == "Bool" {
      for b in p.declaration.bindings {
        guard case .binding(let n) = b.pattern, n.text == name else { continue }
        for accessor in b.accessors {
          guard case .accessor("get") = accessor.kind, accessor.hasBody, let id = index.functionID(of: accessor)
          else { continue }
          getters.append(index.functions[Int(id)])
        }
      }
    }
    return getters
  }

  /// The outcome of an evaluation written as `e` (`evaluation` gives `evaluation.insight`, the
  /// key `evaluation.insight.outcome` has), unless `e`'s root is declared as another type.
  private func evaluationOutcome(of e: Expr, _ st: OutcomeState) -> OutcomeSubject? {
    guard let path = SyntaxQueries.dottedPath(e) else { return nil }
    if !st.declaredTypes.isEmpty, case .identifier(let root) = GraphBuilder.memberChain(e).root,
      st.declaredTypes[root.text] != nil
    {
      // A root whose type is known must be an evaluation; one whose type nothing says may be.
      if let type = typeText(of: .identifier(root), st, depth: 0), facts.classify(type) != .evaluation {
        return nil
      }
    }
    return OutcomeSubject(key: path == "self" ? "insight" : path + ".insight", kind: .result)
  }

  /// What a call of a `Bool` helper of the program says about the `Value`s or evaluations it is given.
  func predicateCall(_ c: CallExpr, _ st: OutcomeState) -> OutcomeNarrowing {
    let candidates = facts.candidates(for: c, ownerPath: unit.ownerPath, fromFile: fileIndex).filter {
      $0.decl.hasBody && !$0.isAccessor && $0.decl.resultType?.text == "Bool"
    }
    guard candidates.count == 1, let mapping = ProgramFacts.labels(of: c).match(candidates[0].decl.parameters)
    else { return .none }
    let entry = candidates[0]
    var given: [String: OutcomeSubject] = [:]
    let arguments = c.allArguments
    for (a, p) in mapping.enumerated() where a < arguments.count {
      let name = entry.decl.parameters[p].name.text
      if let s = subject(arguments[a].value, st), s.kind == .value {
        given["parameter:" + name] = s
      } else if entry.evaluationParameters[p], !entry.optionalParameters[p],
        let s = evaluationOutcome(of: arguments[a].value, st)
      {
        given[name + ".insight"] = s
      }
    }
    if let receiver = SyntaxQueries.receiver(c) {
      if isValueOwner(entry), let s = subject(receiver, st), s.kind == .value {
        given["self"] = s
      } else if isResultOwner(entry), let s = subject(receiver, st), s.kind == .result {
        given["self"] = s
      } else if entry.isEvaluationExtension, let s = evaluationOutcome(of: receiver, st) {
        given["insight"] = s
      }
    }
    guard !given.isEmpty else { return .none }
    return narrowing(summary(of: entry), given)
  }

  func isValueOwner(_ entry: FunctionEntry) -> Bool {
    guard !entry.ownerPath.isEmpty else { return false }
    return facts.classify(entry.ownerTypeText ?? entry.ownerPath.joined(separator: ".")) == .outcomeValue
  }

  /// A member of `extension Result where Success == IsLikelyBeingCoachedInsight.Value`.
  func isResultOwner(_ entry: FunctionEntry) -> Bool {
    guard entry.ownerPath == ["Result"], let text = entry.ownerTypeText else { return false }
    return facts.classify(text) == .outcomeResult
  }

  /// Maps a helper's summary onto the caller's subjects.
  private func narrowing(_ summary: PredicateSummary?, _ given: [String: OutcomeSubject]) -> OutcomeNarrowing {
    guard let summary else { return .none }
    var n = OutcomeNarrowing()
    for (key, subject) in given {
      guard let sets = summary[key] else { continue }
      n.whenTrue[subject.key] = sets.whenTrue.intersection(subject.domain)
      n.whenFalse[subject.key] = sets.whenFalse.intersection(subject.domain)
    }
    return n
  }

  /// The subject keys a helper's body tests, with the outcomes each can show: `self` and
  /// `Value` parameters show values; the `insight` of an evaluation `self` or parameter shows
  /// its outcome, failure included.
  private func summaryKeys(of entry: FunctionEntry) -> [(key: String, domain: OutcomeSet)] {
    var keys: [(key: String, domain: OutcomeSet)] = []
    if isValueOwner(entry) { keys.append(("self", .values)) }
    if isResultOwner(entry) { keys.append(("self", .all)) }
    if entry.isEvaluationExtension { keys.append(("insight", .all)) }
    for (i, p) in entry.decl.parameters.enumerated() {
      if let t = p.type, facts.classify(t.text) == .outcomeValue, !TypeClassifier.isOptional(t.text) {
        keys.append(("parameter:" + p.name.text, .values))
      } else if entry.evaluationParameters[i], !entry.optionalParameters[i] {
        keys.append((p.name.text + ".insight", .all))
      }
    }
    return keys
  }

  /// A walker one predicate level deeper than this one, for summarising `entry`'s body.
  func predicateWalker(for entry: FunctionEntry) -> OutcomeWalker {
    let sub = OutcomeWalker(facts: facts)
    sub.predicateDepth = predicateDepth + 1
    sub.fileIndex = entry.fileIndex
    return sub
  }

  /// Walks `entry`'s body with its returns observed (`returnObserver`).
  func walkReturns(of entry: FunctionEntry) {
    function(
      entry.decl, ownerPath: entry.ownerPath, ownerText: entry.ownerTypeText ?? entry.ownerPath.joined(separator: "."),
      inherited: nil, observingReturns: true)
  }

  /// `true` or `false` when `e` is that literal, nil otherwise.
  static func booleanLiteral(_ e: Expr) -> Bool? {
    guard case .literal(let l) = SyntaxQueries.stripped(e) else { return nil }
    if l.kind == .true { return true }
    if l.kind == .false { return false }
    return nil
  }

  /// The summary of one helper (memoised per walk; nil when it returns nothing or is too deep).
  private func summary(of entry: FunctionEntry) -> PredicateSummary? {
    if let known = predicateMemo[entry.id] { return known }
    guard predicateDepth < Self.maxPredicateDepth else { return nil }
    predicateMemo[entry.id] = .some(nil)  // a helper that reaches itself says nothing
    let sub = predicateWalker(for: entry)
    let keys = summaryKeys(of: entry)
    var result: PredicateSummary = [:]
    for k in keys { result[k.key] = ([], []) }
    var observed = false
    sub.returnObserver = { walker, leaf, st in
      observed = true
      let n = walker.evaluate(leaf, st)
      let literal = Self.booleanLiteral(leaf)
      for (key, domain) in keys {
        let here = (st.narrowed[key] ?? .all).intersection(domain)
        let whenTrue = literal == false ? [] : here.intersection(n.whenTrue[key] ?? .all)
        let whenFalse = literal == true ? [] : here.intersection(n.whenFalse[key] ?? .all)
        result[key]!.whenTrue.formUnion(whenTrue)
        result[key]!.whenFalse.formUnion(whenFalse)
      }
    }
    sub.walkReturns(of: entry)
    let summary: PredicateSummary? = observed && !keys.isEmpty ? result : nil
    predicateMemo[entry.id] = .some(summary)
    return summary
  }
}
