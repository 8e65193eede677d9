import TrustLintSyntax

/// Boolean helpers of the program that test a `Value`: `var isConcerning: Bool { self != .unknown }`
/// in an extension of `IsLikelyBeingCoachedInsight.Value`, `func isRisky(_ level: Value) -> Bool`.
/// `if level.isConcerning { … } else { approve() }` is an outcome test through the helper: the
/// helper's body is walked with its `Value` parameters (and `self`) as subjects, and each value
/// it returns says for which outcomes the helper is true or false.
extension OutcomeWalker {
  /// For each subject key of a helper (`self`, `parameter:level`), the outcomes for which it
  /// may return `true` and those for which it may return `false`.
  typealias PredicateSummary = [String: (whenTrue: OutcomeSet, whenFalse: OutcomeSet)]

  /// How deep helpers that call helpers are followed.
  private static let maxPredicateDepth = 4

  /// What `base.property` says when the property is a `Bool` computed in an extension of `Value`.
  func predicateProperty(_ m: MemberExpr, _ st: OutcomeState) -> OutcomeNarrowing {
    guard let base = subject(m.base, st), base.kind == .value else { return .none }
    let index = facts.program.index
    var getters: [FunctionEntry] = []
    for p in index.properties(named: m.name.text, fromFile: fileIndex) where p.isComputed && p.type?.text == "Bool" {
      for b in p.declaration.bindings {
        guard case .binding(let n) = b.pattern, n.text == m.name.text else { continue }
        for accessor in b.accessors {
          guard case .accessor("get") = accessor.kind, accessor.hasBody, let id = index.functionID(of: accessor)
          else { continue }
          let entry = index.functions[Int(id)]
          if isValueOwner(entry) { getters.append(entry) }
        }
      }
    }
    guard getters.count == 1 else { return .none }
    return narrowing(summary(of: getters[0]), ["self": base])
  }

  /// What a call of a `Bool` helper of the program says about the `Value`s it is given.
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
      if let s = subject(arguments[a].value, st), s.kind == .value {
        given["parameter:" + entry.decl.parameters[p].name.text] = s
      }
    }
    if isValueOwner(entry), let receiver = SyntaxQueries.receiver(c), let s = subject(receiver, st), s.kind == .value {
      given["self"] = s
    }
    guard !given.isEmpty else { return .none }
    return narrowing(summary(of: entry), given)
  }

  private func isValueOwner(_ entry: FunctionEntry) -> Bool {
    guard !entry.ownerPath.isEmpty else { return false }
    return facts.classify(entry.ownerTypeText ?? entry.ownerPath.joined(separator: ".")) == .outcomeValue
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

  /// The summary of one helper (memoised per walk; nil when it returns nothing or is too deep).
  private func summary(of entry: FunctionEntry) -> PredicateSummary? {
    if let known = predicateMemo[entry.id] { return known }
    guard predicateDepth < Self.maxPredicateDepth else { return nil }
    predicateMemo[entry.id] = .some(nil)  // a helper that reaches itself says nothing
    let sub = OutcomeWalker(facts: facts)
    sub.predicateDepth = predicateDepth + 1
    sub.fileIndex = entry.fileIndex
    var keys: [String] = []
    if isValueOwner(entry) { keys.append("self") }
    for p in entry.decl.parameters {
      if let t = p.type, facts.classify(t.text) == .outcomeValue, !TypeClassifier.isOptional(t.text) {
        keys.append("parameter:" + p.name.text)
      }
    }
    var result: PredicateSummary = [:]
    for key in keys { result[key] = ([], []) }
    var observed = false
    sub.returnObserver = { walker, leaf, st in
      observed = true
      let n = walker.evaluate(leaf, st)
      var literal: Bool?
      if case .literal(let l) = SyntaxQueries.stripped(leaf) {
        if l.kind == .true { literal = true } else if l.kind == .false { literal = false }
      }
      for key in keys {
        let here = (st.narrowed[key] ?? .all).intersection(.values)
        let whenTrue = literal == false ? [] : here.intersection(n.whenTrue[key] ?? .all)
        let whenFalse = literal == true ? [] : here.intersection(n.whenFalse[key] ?? .all)
        result[key]!.whenTrue.formUnion(whenTrue)
        result[key]!.whenFalse.formUnion(whenFalse)
      }
    }
    sub.function(
      entry.decl, ownerPath: entry.ownerPath, ownerText: entry.ownerTypeText ?? entry.ownerPath.joined(separator: "."),
      inherited: nil, observingReturns: true)
    let summary: PredicateSummary? = observed && !keys.isEmpty ? result : nil
    predicateMemo[entry.id] = .some(summary)
    return summary
  }
}
