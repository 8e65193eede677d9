import TrustLintSyntax

/// Outcome keys name a holder as written (`evaluation.insight`). A name bound again (`if let
/// evaluation = await prefetched()`, a block's own `let evaluation = …`, `evaluation = try await
/// …` of a retry) holds another evaluation: what the tests so far said about the old one's
/// outcome says nothing about the new one's (past `guard … level != .unknown` of the first, the
/// `.unknown` case of the second is still reached; probes-dc e34). The old narrowing is put
/// back where the inner binding's scope ends; an assignment replaces it for good.
extension OutcomeState {
  /// The narrowing of some holders' outcome keys, kept while an inner binding hides them.
  struct HiddenKeys {
    var roots: Set<String>
    var narrowed: [String: OutcomeSet] = [:]
    var entries: [String: BranchEntry] = [:]
    var fellThrough: [String: BranchEntry] = [:]
    var continued: Set<String> = []
    var forced: Set<String> = []
    var failureCaseKeys: Set<String> = []
  }

  /// Whether `key` reads the outcome of a holder named by one of `roots` (`evaluation.insight`
  /// for `evaluation`).
  static func isRooted(_ key: String, at roots: Set<String>) -> Bool {
    roots.contains(key.split(separator: ".", maxSplits: 1).first.map(String.init) ?? key)
  }

  /// Whether some key of these holders is narrowed here (the only case where hiding matters).
  func hasKeys(rootedAt roots: Set<String>) -> Bool {
    !roots.isEmpty
      && (narrowed.keys.contains { Self.isRooted($0, at: roots) } || forced.contains { Self.isRooted($0, at: roots) })
  }

  /// What the state says now about the keys of `roots`.
  func hiddenKeys(rootedAt roots: Set<String>) -> HiddenKeys {
    var hidden = HiddenKeys(roots: roots)
    guard hasKeys(rootedAt: roots) else { return hidden }
    hidden.narrowed = narrowed.filter { Self.isRooted($0.key, at: roots) }
    hidden.entries = entries.filter { Self.isRooted($0.key, at: roots) }
    hidden.fellThrough = fellThrough.filter { Self.isRooted($0.key, at: roots) }
    hidden.continued = continued.filter { Self.isRooted($0, at: roots) }
    hidden.forced = forced.filter { Self.isRooted($0, at: roots) }
    hidden.failureCaseKeys = failureCaseKeys.filter { Self.isRooted($0, at: roots) }
    return hidden
  }

  /// Drops every key of `roots`: the names now hold values no test has read yet.
  mutating func forgetKeys(rootedAt roots: Set<String>) {
    guard hasKeys(rootedAt: roots) else { return }
    narrowed = narrowed.filter { !Self.isRooted($0.key, at: roots) }
    entries = entries.filter { !Self.isRooted($0.key, at: roots) }
    fellThrough = fellThrough.filter { !Self.isRooted($0.key, at: roots) }
    continued = continued.filter { !Self.isRooted($0, at: roots) }
    forced = forced.filter { !Self.isRooted($0, at: roots) }
    failureCaseKeys = failureCaseKeys.filter { !Self.isRooted($0, at: roots) }
  }

  /// Forgets the keys of `roots` (an inner binding hides them) and returns what they were,
  /// for `restoring` where its scope ends.
  mutating func hidingKeys(rootedAt roots: Set<String>) -> HiddenKeys {
    let hidden = hiddenKeys(rootedAt: roots)
    forgetKeys(rootedAt: roots)
    return hidden
  }

  /// A copy with the hidden keys put back (`restore`).
  func restoring(_ hidden: HiddenKeys) -> OutcomeState {
    var copy = self
    copy.restore(hidden)
    return copy
  }

  /// Puts the hidden keys back as they were (the inner binding's scope ended), dropping what
  /// the tests of the inner value narrowed.
  mutating func restore(_ hidden: HiddenKeys) {
    // Nothing to put back where no outer holder of these names was narrowed: the walk goes
    // on as it did before names were told apart.
    guard !hidden.narrowed.isEmpty || !hidden.forced.isEmpty else { return }
    forgetKeys(rootedAt: hidden.roots)
    narrowed.merge(hidden.narrowed) { $1 }
    entries.merge(hidden.entries) { $1 }
    fellThrough.merge(hidden.fellThrough) { $1 }
    continued.formUnion(hidden.continued)
    forced.formUnion(hidden.forced)
    failureCaseKeys.formUnion(hidden.failureCaseKeys)
  }
}

extension OutcomeWalker {
  /// The names a condition binds to another value: not `if let evaluation` nor `if let
  /// evaluation = evaluation`, which unwrap the same holder and keep what its tests said.
  /// With `st`, a name the state knows as a local or parameter is not the property `self.`
  /// reads.
  static func reboundNames(_ c: Condition, _ st: OutcomeState? = nil) -> Set<String> {
    if case .optionalBinding(_, .binding(let n), _, let initializer) = c {
      guard let initializer, !isSameHolder(initializer, as: n.text, isLocal: isLocal(n.text, st)) else { return [] }
    }
    return boundNames(c)
  }

  /// Whether `e` is the holder `name` already names: `evaluation`, or `self.evaluation` (the
  /// property an unqualified name meant before a local of that name). Not `self.evaluation`
  /// where `isLocal`: the tested `evaluation` is then a local and the property another value
  /// (`if let evaluation = self.evaluation` after `let evaluation = try await …`; probes-dd a11).
  static func isSameHolder(_ e: Expr, as name: String, isLocal: Bool = false) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .identifier(let source): return source.text == name
    case .member(let m):
      guard !isLocal, m.name.text == name, case .identifier(let base) = SyntaxQueries.stripped(m.base) else {
        return false
      }
      return base.text == "self"
    default: return false
    }
  }

  /// Whether `st` knows `name` as a local or a parameter of the walk (not a property).
  static func isLocal(_ name: String, _ st: OutcomeState?) -> Bool {
    guard let st else { return false }
    return st.declaredTypes[name] != nil || st.bindings[name] != nil
  }

  /// The names a `let`/`var` binding gives a value other than their own (`let evaluation =
  /// evaluation` and `let evaluation = self.evaluation` keep the holder).
  static func reboundNames(_ b: Binding, _ st: OutcomeState? = nil) -> Set<String> {
    if case .binding(let n) = b.pattern, let i = b.initializer,
      isSameHolder(i, as: n.text, isLocal: isLocal(n.text, st))
    {
      return []
    }
    return patternNames(b.pattern)
  }

  /// Every name a pattern binds (`evaluation` of `for evaluation in pending`, both of `let (a, b)`).
  static func patternNames(_ pattern: Pattern) -> Set<String> {
    Set(GraphBuilder.boundNames(pattern))
  }

  /// The names a `case` label's patterns bind for its body (`case .confirm(let evaluation):`).
  static func caseBoundNames(_ c: SwitchCase) -> Set<String> {
    guard case .patterns(let items) = c.kind else { return [] }
    return items.reduce(into: []) { $0.formUnion(patternNames($1.pattern)) }
  }

  /// The names a block's own statements bind for the rest of it (`let`/`var`, `guard let`),
  /// whose outer meaning comes back where the block ends.
  static func namesDeclared(in stmts: [Stmt]) -> Set<String> {
    var names: Set<String> = []
    for s in stmts {
      switch s {
      case .variable(let v): for b in v.bindings { names.formUnion(reboundNames(b)) }
      case .guardStmt(let g): for c in g.conditions { names.formUnion(reboundNames(c)) }
      default: break
      }
    }
    return names
  }

  /// The name an `=` assignment gives a new value (`evaluation = try await …`), unless it is
  /// assigned from itself.
  static func reassignedName(_ e: Expr) -> String? {
    guard case .assign(let b) = e, b.op.text == "=", case .identifier(let n) = SyntaxQueries.stripped(b.lhs) else {
      return nil
    }
    return isSameHolder(b.rhs, as: n.text) ? nil : n.text
  }
}
