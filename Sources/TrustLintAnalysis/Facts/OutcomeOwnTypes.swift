import TrustLintSyntax

/// The app's own types may have an `insight` with an `outcome` too (`struct Record { var
/// insight: GradeInsight }`): `rec.insight.outcome` on such a value is that type's property,
/// not an evaluation's outcome. These find the type of the value holding `insight`, as far as
/// the body and the program say; where nothing says, the chain stays an outcome test.
extension OutcomeWalker {
  /// How many links a type is followed through (`let r = store.fetch()` of `store: Store` is two).
  static let ownTypeDepth = 8

  /// Records what gives a local its type when none is written: the value it is bound to
  /// (`let rec = store.fetch()`, `if let rec = store.byID[id]`), judged only where
  /// `rec.insight.outcome` is read.
  func bindInferredType(_ name: String, _ initializer: Expr, _ st: inout OutcomeState) {
    switch SyntaxQueries.stripped(initializer) {
    case .call, .member, .subscript, .identifier: st.declaredTypes[name] = .valueOf(initializer)
    default: break
    }
  }

  /// `for rec in history`, `store.all().forEach { rec in … }`: each element of the sequence.
  func bindElementType(_ name: String, of sequence: Expr, _ st: inout OutcomeState) {
    st.declaredTypes[name] = .elementOf(sequence)
  }

  /// Whether `insight` (the base of `….outcome`) is a property of the app's own type rather
  /// than an evaluation's: `holder.insight` where the holder's type is a struct, class or enum
  /// the program declares (not an evaluation), a local `insight` of such a type, or a bare
  /// `insight` in a member of such a type (`self` holds it) whose `insight` property is of
  /// such a type too (a stand-in `InsightEvaluation<Insight>` the project declares is an
  /// evaluation, and its generic `Insight` no type of the program).
  func insightOfOwnType(_ insight: Expr, _ st: OutcomeState) -> Bool {
    switch SyntaxQueries.stripped(insight) {
    case .member(let m):
      return typeText(of: m.base, st, depth: 0).map(isProgramTypeOtherThanEvaluation) ?? false
    case .identifier(let n):
      if st.declaredTypes[n.text] == nil, st.bindings[n.text] == nil {
        guard let owner = unit.ownerPath.last, isProgramTypeOtherThanEvaluation(owner) else { return false }
      }
      return typeText(of: insight, st, depth: 0).map(isProgramTypeOtherThanEvaluation) ?? false
    default:
      return false
    }
  }

  /// The type text `e` is known to have: a name's written or inferred type, `self` in a member
  /// of a type, a property of the own type or of a value of known type, a subscript or element
  /// of a known collection, the result a function of the program declares (a bare call, or a
  /// method resolved through its receiver's known type, never by its name alone: a vendor SDK
  /// and the framework may have a method of that name), `Type(…)`. Nil when nothing says.
  func typeText(of e: Expr, _ st: OutcomeState, depth: Int) -> String? {
    guard depth < Self.ownTypeDepth else { return nil }
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n):
      if let known = st.declaredTypes[n.text] { return typeText(of: known, st, depth: depth + 1) }
      if n.text == "self" { return unit.ownerPath.last }
      // A local bound by a pattern (`case let x`, `for (a, b) in …`): nothing says its type.
      if st.bindings[n.text] != nil || unit.ownerPath.isEmpty { return nil }
      return propertyTypeText(n.text, owner: unit.ownerPath, ownerName: nil)
    case .member(let m):
      // `ReviewStore.shared`: a static property of the program's type.
      if let type = programTypeName(m.base, st) {
        return propertyTypeText(m.name.text, owner: nil, ownerName: type, isStatic: true)
      }
      guard let holder = typeText(of: m.base, st, depth: depth + 1) else { return nil }
      if m.name.text == "first" || m.name.text == "last", let element = ProgramFacts.elementTypeText(of: holder) {
        return element
      }
      // `feed.stream` of `let feed = AsyncStream.makeStream(of: …)`: an element of a tuple.
      if holder.hasPrefix("(") { return TypeText.tupleElement(of: holder, member: m.name.text) }
      guard let owner = TypeText.base(of: holder)?.name else { return nil }
      return propertyTypeText(m.name.text, owner: nil, ownerName: owner)
    case .subscript(let s):
      guard let base = typeText(of: s.base, st, depth: depth + 1) else { return nil }
      return ProgramFacts.elementTypeText(of: base) ?? Self.dictionaryValueTypeText(of: base)
    case .call(let c):
      return resultTypeText(c, st, depth: depth)
    default:
      return nil
    }
  }

  private func typeText(of known: KnownType, _ st: OutcomeState, depth: Int) -> String? {
    switch known {
    case .written(let text): return text
    case .valueOf(let e): return typeText(of: e, st, depth: depth)
    case .elementOf(let e): return typeText(of: e, st, depth: depth).flatMap(Self.sequenceElementTypeText)
    case .unknown: return nil
    }
  }

  /// The one type every instance property of this name of the owner (`owner`: that exact path;
  /// `ownerName`: any type of that simple name) is written or built (`= Store()`) as.
  /// `isStatic`: the `static` (or `class`) properties instead.
  private func propertyTypeText(_ name: String, owner: [String]?, ownerName: String?, isStatic: Bool = false)
    -> String?
  {
    let found = facts.program.index.properties(named: name, fromFile: fileIndex).filter { p in
      p.isStatic == isStatic && (owner.map { p.ownerPath == $0 } ?? (p.ownerPath.last == ownerName))
    }
    var agreed: String?
    for p in found {
      // `let insight: Insight` in `InsightEvaluation<Insight>`: a generic parameter, no type.
      if let written = p.type, isGenericParameter(written.text, of: p.ownerPath) { return nil }
      var text = p.type?.text
      if text == nil, let i = p.initializer, case .call(let c) = SyntaxQueries.stripped(i) {
        if case .identifier(let callee) = SyntaxQueries.stripped(c.callee), callee.text.first?.isUppercase == true {
          text = constructedTypeText(c, callee, file: p.fileIndex)
        } else {
          text = Self.collectionInitializerTypeText(c) ?? madeStreamPairTypeText(c, file: p.fileIndex)
        }
      }
      guard let text, agreed == nil || agreed == text else { return nil }
      agreed = text
    }
    return agreed
  }

  /// The type `Type(…)` builds, its generic arguments kept as written when there are any
  /// (`PassthroughSubject<IsLikelyBeingCoachedInsight.Value, Never>()`, `AsyncStream<Level>
  /// { … }`): the parser skips them in the callee, they sit between its name and the call's
  /// opening token.
  private func constructedTypeText(_ c: CallExpr, _ callee: Name, file: Int?) -> String {
    // `AsyncStream(Level.self) { continuation in … }`: the element type is an argument.
    if let stream = Self.streamInitializerTypeText(c, callee) { return stream }
    guard let file, c.openToken > callee.token + 2 else { return callee.text }
    let tree = facts.program.files[file].tree
    guard tree.text(of: callee.token + 1) == "<" else { return callee.text }
    let text = tree.text(from: callee.token, through: c.openToken - 1)
    return text.hasSuffix(">") ? text : callee.text
  }

  /// `Record(…)`, or the result type every candidate declares: a bare call's (as the call
  /// resolves), a method's of the receiver's known type.
  private func resultTypeText(_ c: CallExpr, _ st: OutcomeState, depth: Int) -> String? {
    let found: [FunctionEntry]
    switch SyntaxQueries.stripped(c.callee) {
    case .identifier(let callee):
      if callee.text.first?.isUppercase == true { return constructedTypeText(c, callee, file: fileIndex) }
      guard !TrustInsightsNames.evaluatorMethods.contains(callee.text) else { return nil }
      found = facts.candidates(for: c, ownerPath: unit.ownerPath, fromFile: fileIndex)
    case .array, .dictionary:
      return Self.collectionInitializerTypeText(c)
    case .member(let m):
      if m.name.text == "makeStream" { return madeStreamPairTypeText(c, file: fileIndex) }
      // `ReviewStore.make()`: a static method of the program's type.
      guard let holder = typeText(of: m.base, st, depth: depth + 1) ?? programTypeName(m.base, st),
        let owner = TypeText.base(of: holder)?.name,
        owner.first?.isUppercase == true
      else { return nil }
      // The type's own method, or the nearest superclass's or protocol extension's it
      // inherits (`PayoutStore: BaseStore` runs `BaseStore.latest()`).
      let index = facts.program.index
      let labels = ProgramFacts.labels(of: c)
      var resolved: [ResolvedCall] = []
      for source in index.memberSources(ofType: owner) where resolved.isEmpty {
        resolved = index.resolve(name: m.name.text, labels: labels, owner: source, fromFile: fileIndex)
      }
      found = resolved.map { index.functions[Int($0.function)] }
    default:
      return nil
    }
    // (`(Level, String)` too: a tuple pattern or `pair.level` takes its elements.)
    guard let first = found.first?.decl.resultType?.text,
      first.first?.isUppercase == true || first.first == "[" || first.first == "(",
      found.allSatisfy({ $0.decl.resultType?.text == first }),
      !found.contains(where: {
        TypeScopes.genericNames($0.decl.genericParameters).contains(TypeText.base(of: first)?.name ?? "")
          || isGenericParameter(first, of: $0.ownerPath)
      })
    else { return nil }
    return first
  }

  /// The name of a struct, class, enum or actor of the program written as a receiver
  /// (`ReviewStore` in `ReviewStore.shared`), when no local or binding of the body has that name.
  private func programTypeName(_ e: Expr, _ st: OutcomeState) -> String? {
    guard case .identifier(let n) = SyntaxQueries.stripped(e), n.text.first?.isUppercase == true,
      st.declaredTypes[n.text] == nil, st.bindings[n.text] == nil
    else { return nil }
    let declared = facts.program.index.types(named: n.text).filter { $0.decl.kind != .extension }
    guard !declared.isEmpty, declared.allSatisfy({ $0.decl.kind != .protocol }) else { return nil }
    return n.text
  }

  /// Whether a written type names a generic parameter of the type at `ownerPath` (`Insight` in
  /// `InsightEvaluation<Insight>`): it stands for any type, none of the program's in particular.
  private func isGenericParameter(_ text: String, of ownerPath: [String]) -> Bool {
    guard let last = ownerPath.last, let name = TypeText.base(of: text)?.name else { return false }
    let enclosing = Array(ownerPath.dropLast())
    return facts.program.index.types(named: last).contains {
      $0.ownerPath == enclosing && TypeScopes.genericNames($0.decl.genericParameters).contains(name)
    }
  }

  /// `[Level]` for `[Level]()` (or `[Level](repeating: …)`), `[String: Level]` for
  /// `[String: Level]()`: the collection type written as the initializer's callee.
  static func collectionInitializerTypeText(_ c: CallExpr) -> String? {
    switch SyntaxQueries.stripped(c.callee) {
    case .array(let a) where a.elements.count == 1:
      return SyntaxQueries.typePathText(a.elements[0]).map { "[\($0)]" }
    case .dictionary(let d) where d.entries.count == 1:
      guard let key = SyntaxQueries.typePathText(d.entries[0].key),
        let value = SyntaxQueries.typePathText(d.entries[0].value)
      else { return nil }
      return "[\(key): \(value)]"
    default:
      return nil
    }
  }

  /// `[String: Record]` or `Dictionary<String, Record>` (optional or not) → `Record`.
  static func dictionaryValueTypeText(of text: String) -> String? {
    guard let value = TypeText.dictionaryParts(of: text)?.value, !value.isEmpty else { return nil }
    return value
  }
}

extension OutcomeWalker {
  /// Whether the function being walked (or the one a closure is written in) matches
  /// `insight.outcome` (this holder's) against a success value that is no coaching level, in a
  /// `switch` or a `case` condition of an `if`, `guard` or `while`: `case .success(.sanctioned)`
  /// on `intel.insight.outcome`, `case .mixer` on `try intel.insight.outcome.get()` or on a name
  /// bound to it (`case .success(let grade) = intel.insight.outcome`, then `switch grade`). The
  /// framework's `Value` has only `.unknown`, `.medium` and `.high` (code naming another would
  /// not compile), so the holder is another type's value, such as a vendor SDK's result from a
  /// module outside the linted set, and its `.unknown` is that type's.
  func insightMatchedAgainstOtherValues(_ insight: Expr) -> Bool {
    guard let body = unit.functionBody, let key = SyntaxQueries.dottedPath(insight) else { return false }
    if let known = otherValueHolders[body.lbrace] { return known.contains(key) }
    // Every match written (subject and patterns), and the names bound to a holder's level
    // (`case .success(let grade) = intel.insight.outcome`, `let g = try? intel.insight.outcome.get()`).
    var matches: [(Expr, [Pattern])] = []
    var bound: [String: String] = [:]
    let bind = { (pattern: Pattern, subject: Expr?) in
      guard let subject, let (holder, isResult) = Self.insightOutcomeHolder(subject) else { return }
      var pattern = pattern
      if isResult {
        guard case .enumCase(nil, let name, let payload?) = pattern, name.text == "success", payload.count == 1 else {
          return
        }
        pattern = payload[0]
      }
      if case .binding(let n) = pattern { bound[n.text] = holder }
    }
    let conditions = { (conditions: [Condition]) in
      for c in conditions {
        switch c {
        case .casePattern(let pattern, let subject, _):
          matches.append((subject, [pattern]))
          bind(pattern, subject)
        case .optionalBinding(_, let pattern, _, let initializer): bind(pattern, initializer)
        default: break
        }
      }
    }
    let visitor = SyntaxVisitor()
    visitor.visitStmt = { s in
      switch s {
      case .switchStmt(let sw):
        let patterns = sw.cases.flatMap { c -> [Pattern] in
          guard case .patterns(let items) = c.kind else { return [] }
          return items.map(\.pattern)
        }
        matches.append((sw.subject, patterns))
        for pattern in patterns { bind(pattern, sw.subject) }
      case .ifStmt(var i):
        conditions(i.conditions)
        while case .elseIf(let next)? = i.elseBranch {
          conditions(next.conditions)
          i = next
        }
      case .guardStmt(let g): conditions(g.conditions)
      case .whileStmt(let w): conditions(w.conditions)
      case .variable(let v): for b in v.bindings { bind(b.pattern, b.initializer) }
      default: break
      }
      return true
    }
    visitor.walk(body.stmts)
    var holders: Set<String> = []
    for (subject, patterns) in matches {
      let matched: (String, Bool)?
      if let direct = Self.insightOutcomeHolder(subject) {
        matched = direct
      } else if case .identifier(let n) = SyntaxQueries.stripped(subject), let holder = bound[n.text] {
        matched = (holder, false)
      } else {
        matched = nil
      }
      if let (holder, isResult) = matched, patterns.contains(where: { namesOtherValue($0, inResult: isResult) }) {
        holders.insert(holder)
      }
    }
    otherValueHolders[body.lbrace] = holders
    return holders.contains(key)
  }

  /// The holder of `insight` in `h.insight.outcome` (a Result) or `try h.insight.outcome.get()`
  /// (a value), as a dotted path.
  private static func insightOutcomeHolder(_ e: Expr) -> (String, Bool)? {
    switch SyntaxQueries.stripped(e) {
    case .try(let t): return insightOutcomeHolder(t.operand)
    case .await(_, let operand): return insightOutcomeHolder(operand)
    case .call(let c) where c.arguments.isEmpty:
      guard case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "get",
        let (holder, isResult) = insightOutcomeHolder(m.base), isResult
      else { return nil }
      return (holder, false)
    case .member(let m) where m.name.text == "outcome":
      guard case .member(let i) = SyntaxQueries.stripped(m.base), i.name.text == "insight",
        let holder = SyntaxQueries.dottedPath(i.base)
      else { return nil }
      return (holder + ".insight", true)
    default:
      return nil
    }
  }

  /// Whether a pattern names a matched value that is no coaching level: `.success(.x)` on the
  /// Result, `.x` (or `.x?`) on the value. A static member the program declares on the level
  /// type (`extension IsLikelyBeingCoachedInsight.Value { static let elevated: Self = .medium }`)
  /// is a level, as the framework's cases are.
  private func namesOtherValue(_ pattern: Pattern, inResult: Bool) -> Bool {
    var pattern = pattern
    if inResult {
      guard case .enumCase(nil, let name, let payload?) = pattern, name.text == "success", payload.count == 1 else {
        return false
      }
      pattern = payload[0]
    }
    if case .optional(let inner) = pattern { pattern = inner }
    guard case .enumCase(nil, let name, nil) = pattern,
      !["unknown", "medium", "high", "some", "none"].contains(name.text)
    else { return false }
    return !facts.program.index.properties(named: name.text, fromFile: fileIndex).contains {
      facts.classify($0.ownerPath.joined(separator: ".")) == .outcomeValue
    }
  }
}
