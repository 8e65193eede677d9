import TrustLintSyntax

/// Recognising outcome subjects, matching patterns against them, and reading conditions.
extension OutcomeWalker {
  /// The outcome subject an expression shows, if any: `E.insight.outcome`, `try E.insight.outcome.get()`,
  /// `try? …get()`, `(try? …get()) ?? .unknown`, a name bound from them, or a name typed `Value`.
  func subject(_ e: Expr, _ st: OutcomeState) -> OutcomeSubject? {
    switch e {
    case .try(let t):
      guard let inner = subject(t.operand, st) else { return nil }
      if t.kind == .optional && inner.kind == .value { return OutcomeSubject(key: inner.key, kind: .optional) }
      return inner
    case .await(_, let operand):
      return subject(operand, st)
    case .cast(let c) where c.kind == .as:
      // `try e.insight.outcome.get() as IsLikelyBeingCoachedInsight.Value`: the value itself.
      return subject(c.operand, st)
    case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
      return subject(t.elements[0].value, st)
    case .forceUnwrap(let operand, _):
      guard let inner = subject(operand, st) else { return nil }
      return inner.kind == .optional ? OutcomeSubject(key: inner.key, kind: .value) : inner
    case .optionalChain(let operand, _):
      return subject(operand, st)
    case .prefix(let op, let operand) where op.text == "consume" || op.text == "copy":
      // `switch consume outcome`: the value the binding holds.
      return subject(operand, st)
    case .call(let c):
      if c.arguments.isEmpty, c.trailingClosures.isEmpty, case .member(let m) = SyntaxQueries.stripped(c.callee),
        m.name.text == "get", let base = subject(m.base, st), base.kind == .result
      {
        return OutcomeSubject(key: base.key, kind: .value)
      }
      // `outcome.mapError { AppError.trust($0) }`: the same successes, and a failure where the
      // insight failed (probes-cq p191).
      if case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "mapError",
        c.arguments.count + c.trailingClosures.count == 1, let base = subject(m.base, st), base.kind == .result
      {
        return base
      }
      if let mapped = outcomeResultSubject(c, st) { return mapped }
      // `levels.first(where: { … })` of a collection of levels, `iterator.next()` of an
      // iterator of levels, `await MainActor.run { state.level }`.
      if let end = endElementSubject(c, st) ?? iteratorNextSubject(c, st) ?? mainActorRunSubject(c, st) {
        return end
      }
      // A function of the program declared to return the outcome or a `Value`.
      let declared = facts.candidates(for: c, ownerPath: unit.ownerPath, fromFile: fileIndex).map { f in
        f.decl.resultType.flatMap { subjectForDeclared(type: $0, key: "call@\(c.openToken)", scope: f.ownerPath) }
      }
      if declared.isEmpty, let kind = closurePropertyCallKind(c) {
        return OutcomeSubject(key: "call@\(c.openToken)", kind: kind)
      }
      guard let first = declared.first, let subject = first, declared.allSatisfy({ $0 == subject }) else {
        return nil
      }
      return subject
    case .member(let m):
      // `evaluation[keyPath: \.insight].outcome` reads `evaluation.insight.outcome` (probes-eh k11).
      if case .subscript(let s) = SyntaxQueries.stripped(m.base), let applied = keyPathApplied(s) {
        return subject(.member(MemberExpr(base: applied, name: m.name)), st)
      }
      if m.name.text == "outcome", isInsight(m.base) {
        // `rec.insight.outcome` with `rec: Recommendation`, the app's own type.
        if insightOfOwnType(m.base, st) || insightMatchedAgainstOtherValues(m.base) { return nil }
        let key = SyntaxQueries.dottedPath(m.base) ?? "expr@\(m.name.token)"
        return OutcomeSubject(key: key, kind: .result)
      }
      if case .identifier(let b) = SyntaxQueries.stripped(m.base), b.text == "self" {
        return propertySubject(m.name.text)
      }
      // `levels.first`, `$level.wrappedValue`, `Task { … }.value`.
      if let element = endElementSubject(m, st) ?? wrappedValueSubject(m, st) ?? taskValueSubject(m, st) {
        return element
      }
      // Another object's property declared as `Value` (every property of that name agrees);
      // read through `?.` (`snapshot?.coaching`), a `Value` is a `Value?`.
      // `item.level` of `item: (id: String, level: Level)`: what the tuple type declares there.
      if let element = tupleMemberSubject(m, st) { return element }
      let key = "property:" + (SyntaxQueries.dottedPath(.member(m)) ?? "\(m.name.token)")
      guard var kind = facts.propertyOutcomeKind(named: m.name.text) ?? receiverPropertyKind(m, st) else { return nil }
      if kind == .value, Self.readsThroughOptionalChain(m.base) { kind = .optional }
      return OutcomeSubject(key: key, kind: kind)
    case .identifier(let n):
      if let bound = st.bindings[n.text] { return bound }
      if n.text == "self" {
        if unit.selfIsResult { return OutcomeSubject(key: "self", kind: .result) }
        return unit.selfIsValue ? OutcomeSubject(key: "self", kind: unit.selfIsOptional ? .optional : .value) : nil
      }
      return propertySubject(n.text)
    case .binary(let b) where b.op.text == "??":
      guard let inner = subject(b.lhs, st), inner.kind == .optional else { return nil }
      return OutcomeSubject(key: inner.key, kind: .value)
    case .subscript(let s):
      // `levels[i]`, `byAccount[id]` of a collection of levels.
      return subscriptSubject(s, st)
    default:
      return nil
    }
  }

  /// `coaching.level(.payment)`, `level()`: a call of a closure property every property of that
  /// name declares as a function type returning a level (or the outcome).
  private func closurePropertyCallKind(_ c: CallExpr) -> OutcomeSubject.Kind? {
    switch SyntaxQueries.stripped(c.callee) {
    case .member(let m):
      // `meter.level(reading)` on another module's `Meter`: not the program's property (asked
      // only for names such a property has: the receiver's type costs more to find).
      guard let kind = facts.closurePropertyResultKind(named: m.name.text) else { return nil }
      if let fileIndex, facts.receiverIsOfOutsideType(c, inFile: fileIndex) { return nil }
      return kind
    case .identifier(let n): return facts.closurePropertyResultKind(named: n.text)
    default: return nil
    }
  }

  /// Where properties of this name disagree (`level` is a log level in one type and the
  /// coaching level in another), the one the receiver's known type declares
  /// (`snapshot.level` with `snapshot: TrustSnapshot`, `model.level` of `@State var model =
  /// ReviewModel()`). Asked only for names some property declares with an outcome kind.
  private func receiverPropertyKind(_ m: MemberExpr, _ st: OutcomeState) -> OutcomeSubject.Kind? {
    guard facts.hasOutcomeProperty(named: m.name.text), let text = typeText(of: .member(m), st, depth: 0) else {
      return nil
    }
    return subjectForDeclared(type: TypeRef(text: text, first: 0, last: 0), key: "")?.kind
  }

  /// Whether a member chain's base has a `?.` link (`a?.b`, `a?.b.c`).
  static func readsThroughOptionalChain(_ base: Expr) -> Bool {
    var e = base
    while true {
      switch e {
      case .optionalChain: return true
      case .member(let m): e = m.base
      case .forceUnwrap(let operand, _): e = operand
      default: return false
      }
    }
  }

  /// `insight` or `X.insight` (with `?`/`!` chains).
  private func isInsight(_ e: Expr) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n): return n.text == "insight"
    case .member(let m): return m.name.text == "insight"
    default: return false
    }
  }

  /// A property of the current type declared as `Value` or as the outcome `Result`.
  func propertySubject(_ name: String) -> OutcomeSubject? {
    guard !unit.ownerPath.isEmpty else { return nil }
    for p in facts.program.index.properties(named: name, fromFile: fileIndex) where p.ownerPath == unit.ownerPath {
      guard let t = p.type else { continue }
      return subjectForDeclared(type: t, key: "property:" + name)
    }
    return nil
  }

  /// The subject a variable of a declared type is: `Value`, `Value?`, or the outcome `Result`.
  func subjectForDeclared(type t: TypeRef, key: String, scope ownerPath: [String]? = nil) -> OutcomeSubject? {
    guard let text = scopedTypeText(t.text, ownerPath: ownerPath) else { return nil }
    switch facts.classify(text) {
    case .outcomeValue?: return OutcomeSubject(key: key, kind: TypeClassifier.isOptional(t.text) ? .optional : .value)
    case .outcomeResult?: return OutcomeSubject(key: key, kind: .result)
    default: return nil
    }
  }

  /// Which outcomes a pattern may match and surely matches, binding its names.
  func match(_ p: Pattern, _ s: OutcomeSubject, _ bindings: inout [String: OutcomeSubject?]) -> (
    may: OutcomeSet, must: OutcomeSet
  ) {
    switch p {
    case .wildcard:
      return (s.domain, s.domain)
    case .binding(let n):
      bindings[n.text] = s
      return (s.domain, s.domain)
    case .tuple(let ps) where ps.count == 1:
      return match(ps[0], s, &bindings)
    case .optional(let q):
      // `p?` unwraps an optional; on a non-optional subject it is the subject itself.
      return match(q, s.kind == .optional ? OutcomeSubject(key: s.key, kind: .value) : s, &bindings)
    case .enumCase(_, let name, let payload):
      return matchCase(name.text, payload, s, &bindings)
    case .expression(let e):
      if let (name, payload) = Self.caseShape(e) { return matchCase(name, payload, s, &bindings) }
      if case .literal(let l) = SyntaxQueries.stripped(e), l.kind == .nil, s.kind == .optional {
        return (.failure, .failure)
      }
      return (s.domain, [])
    default:
      Self.shadow(p, &bindings)
      return (s.domain, [])
    }
  }

  private func matchCase(
    _ name: String, _ payload: [Pattern]?, _ s: OutcomeSubject, _ bindings: inout [String: OutcomeSubject?]
  ) -> (may: OutcomeSet, must: OutcomeSet) {
    let value = OutcomeSubject(key: s.key, kind: .value)
    switch name {
    case "success" where s.kind == .result, "some" where s.kind == .optional:
      guard let payload, let first = payload.first else { return (.values, .values) }
      return payload.count == 1 ? match(first, value, &bindings) : (.values, [])
    case "success" where s.kind == .mappedResult:
      // The app's own values: a pattern inside says nothing about the level.
      for q in payload ?? [] { Self.shadow(q, &bindings) }
      return (.values, (payload ?? []).allSatisfy(Self.isIrrefutable) ? .values : [])
    case "failure" where s.kind == .result || s.kind == .mappedResult, "none" where s.kind == .optional:
      for q in payload ?? [] { Self.shadow(q, &bindings) }
      // `.failure(InsightError.someCase)` matches some failures only: later cases still see failure.
      let matchesEveryError = (payload ?? []).allSatisfy(Self.isIrrefutable)
      return (.failure, matchesEveryError ? .failure : [])
    case _ where s.kind == .mappedResult:
      for q in payload ?? [] { Self.shadow(q, &bindings) }
      return ([], [])
    case "unknown": return (.unknown, .unknown)
    case "medium": return (.medium, .medium)
    case "high": return (.high, .high)
    default:
      for q in payload ?? [] { Self.shadow(q, &bindings) }
      // A name the SDK does not have: at most a value this linter does not know.
      return (s.kind == .value || s.kind == .optional ? .future : [], [])
    }
  }

  /// A pattern every value of its type matches: `_`, `let e`, `let e as InsightError`.
  static func isIrrefutable(_ p: Pattern) -> Bool {
    switch p {
    case .wildcard, .binding: return true
    case .tuple(let ps): return ps.allSatisfy(isIrrefutable)
    case .cast(let q, _): return isIrrefutable(q)
    default: return false
    }
  }

  /// `.name` / `Type.name` / `.name(payload)` as a case pattern, or nil.
  static func caseShape(_ e: Expr) -> (String, [Pattern]?)? {
    switch SyntaxQueries.stripped(e) {
    case .implicitMember(let n): return (n.text, nil)
    case .member(let m) where SyntaxQueries.isTypePath(m.base): return (m.name.text, nil)
    case .call(let c):
      guard case let (name, nil)? = caseShape(c.callee) else { return nil }
      return (name, c.arguments.map { .expression($0.value) })
    default: return nil
    }
  }

  /// Marks every name a pattern binds as not an outcome subject.
  static func shadow(_ p: Pattern, _ bindings: inout [String: OutcomeSubject?]) {
    switch p {
    case .binding(let n): bindings[n.text] = .some(nil)
    case .tuple(let ps): for q in ps { shadow(q, &bindings) }
    case .enumCase(_, _, let payload): for q in payload ?? [] { shadow(q, &bindings) }
    case .optional(let q), .cast(let q, _): shadow(q, &bindings)
    case .wildcard, .isType, .expression: break
    }
  }

  /// What a boolean expression says about outcome keys.
  func evaluate(_ e: Expr, _ st: OutcomeState) -> OutcomeNarrowing {
    switch e {
    case .tuple(let t) where t.elements.count == 1 && t.elements[0].label == nil:
      return evaluate(t.elements[0].value, st)
    case .await(_, let operand):
      return evaluate(operand, st)
    case .try(let t) where t.kind != .optional:
      return evaluate(t.operand, st)
    case .prefix(let op, let operand) where op.text == "!":
      return evaluate(operand, st).negated
    case .binary(let b):
      switch b.op.text {
      case "&&": return evaluate(b.lhs, st).and(evaluate(b.rhs, st))
      case "||": return evaluate(b.lhs, st).or(evaluate(b.rhs, st))
      case "==", "~=": return compare(b.lhs, b.rhs, st)
      case "!=": return compare(b.lhs, b.rhs, st).negated
      case "??": return coalescedTest(b.lhs, b.rhs, st)
      case "<", "<=", ">", ">=": return ordered(b, st)
      default: return .none
      }
    case .call(let c):
      let n = contains(c, st)
      return n.whenTrue.isEmpty && n.whenFalse.isEmpty ? predicateCall(c, st) : n
    case .member(let m):
      let n = predicateProperty(m, st)
      guard n.whenTrue.isEmpty, n.whenFalse.isEmpty, case .identifier(let base) = m.base, base.text == "self" else {
        return n
      }
      return ownPredicateProperty(m.name.text, st)
    case .identifier(let n):
      return st.conditionNames[n.text] ?? ownPredicateProperty(n.text, st)
    case .ifExpr(let s):
      return boolIfExpression(s, st)
    case .switchExpr(let s):
      return boolSwitchExpression(s, st)
    default:
      return .none
    }
  }

  /// `x == .high`, `.unknown == x`, `x == nil`.
  private func compare(_ a: Expr, _ b: Expr, _ st: OutcomeState) -> OutcomeNarrowing {
    for (side, other) in [(a, b), (b, a)] {
      guard let s = subject(side, st) else { continue }
      var scratch: [String: OutcomeSubject?] = [:]
      let pattern: Pattern
      if let (name, payload) = Self.caseShape(other) {
        pattern = .enumCase(typePrefix: nil, name: Name(text: name, token: 0), payload: payload)
      } else if case .literal(let l) = SyntaxQueries.stripped(other), l.kind == .nil {
        pattern = .expression(other)
      } else {
        return .none
      }
      let m = match(pattern, s, &scratch)
      return OutcomeNarrowing(whenTrue: [s.key: m.may], whenFalse: [s.key: s.domain.subtracting(m.must)])
    }
    return .none
  }

  /// `[.medium, .high].contains(level)`, also on a set or array of cases held by a constant
  /// (`CaseLists`).
  private func contains(_ c: CallExpr, _ st: OutcomeState) -> OutcomeNarrowing {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "contains",
      c.arguments.count == 1, c.arguments[0].label == nil, let elements = caseList(m.base, st),
      let s = subject(c.arguments[0].value, st)
    else { return .none }
    var may: OutcomeSet = []
    var must: OutcomeSet = []
    var scratch: [String: OutcomeSubject?] = [:]
    for element in elements {
      guard let (name, payload) = Self.caseShape(element) else { return .none }
      let m = match(.enumCase(typePrefix: nil, name: Name(text: name, token: 0), payload: payload), s, &scratch)
      may.formUnion(m.may)
      must.formUnion(m.must)
    }
    return OutcomeNarrowing(whenTrue: [s.key: may], whenFalse: [s.key: s.domain.subtracting(must)])
  }

  /// One condition of an `if`/`guard`/`while` list; binds names into `st`.
  func condition(_ c: Condition, _ st: inout OutcomeState) -> OutcomeNarrowing {
    switch c {
    case .expr(let e):
      return evaluate(e, st)
    case .optionalBinding(_, let p, let type, let initializer):
      let source = initializer ?? Self.shorthandSource(p)
      guard let source, let s = subject(source, st) else {
        Self.shadow(p, &st.bindings)
        // `guard let (level, id) = try? await risk.assess(.account)`: by the written tuple type.
        if case .tuple = p, let initializer {
          bindTuplePattern(p, typeText: type?.text ?? typeText(of: initializer, st, depth: 0), key: "local", &st)
        }
        if case .binding(let n) = p, let type,
          let declared = subjectForDeclared(type: type, key: "local:" + n.text, scope: unit.ownerPath)
        {
          st.bindings[n.text] = declared
        }
        // `if let rec = store.byID[id]`: the unwrapped value's type (`if let rec` keeps the outer one).
        if case .binding(let n) = p, type != nil || initializer != nil {
          bindCollections([(n.text, type)], &st)
          if type == nil, let initializer { bindInferredType(n.text, initializer, &st) }
        }
        return .none
      }
      let unwrapped = OutcomeSubject(key: s.key, kind: s.kind == .optional ? .value : s.kind)
      if case .binding(let n) = p { st.bindings[n.text] = unwrapped } else { Self.shadow(p, &st.bindings) }
      guard s.kind == .optional else { return .none }
      return OutcomeNarrowing(whenTrue: [s.key: .values], whenFalse: [s.key: .failure])
    case .casePattern(let p, let initializer, _):
      guard let s = subject(initializer, st) else {
        if let tuple = tupleCaseCondition(p, initializer, &st) { return tuple }
        Self.shadow(p, &st.bindings)
        // `if case .assessed(.unknown) = state` of the app's enum carrying a level: only where it matches.
        let payload = payloadNarrowing(p, subject: initializer, st, &st.bindings)
        return payload.isEmpty ? .none : OutcomeNarrowing(whenTrue: payload, whenFalse: [:])
      }
      let m = match(p, s, &st.bindings)
      return OutcomeNarrowing(whenTrue: [s.key: m.may], whenFalse: [s.key: s.domain.subtracting(m.must)])
    case .availability:
      return .none
    }
  }

  /// `if let level` rebinds `level` itself.
  private static func shorthandSource(_ p: Pattern) -> Expr? {
    if case .binding(let n) = p { return .identifier(n) }
    return nil
  }
}
