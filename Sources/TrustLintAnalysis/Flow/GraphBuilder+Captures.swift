import TrustLintSyntax

extension GraphBuilder {
  /// Queues a closure as a body of its own (once, even when a `defer` copy lowers it again).
  func queueClosure(_ c: ClosureExpr) {
    guard queuedClosures.insert(c.lbrace).inserted else { return }
    addChild(.closure(c))
    if let seeds = closureSeeds[c.lbrace] { children[children.count - 1].seededParameters = seeds }
    if let results = closureResultSeeds[c.lbrace] { children[children.count - 1].resultParameters = results }
    if discardsValue(c) { children[children.count - 1].discardsValue = true }
    if let group = taskGroupClosures[c.lbrace] { children[children.count - 1].taskGroup = group }
    if !trackedNames.isEmpty { children[children.count - 1].capturedEvaluations = capturedTrackedNames(c) }
    if !c.captures.isEmpty {
      children[children.count - 1].capturedProperties = capturedStoredEvaluations(c)
      children[children.count - 1].capturedPropertyCopies = renamedStoredEvaluationCopies(c)
    }
  }

  /// The captures of `c` that copy the own type's stored evaluation but are not read as the
  /// property itself (`capturedStoredEvaluations`): `[coaching = self.pending]`, `[coaching =
  /// pending]` where no local of this body is named `pending`, and `[pending = self.pending]`
  /// beside a local `pending` (probes-er p01, p02, p03); `[coaching = pending ?? fallback]`
  /// holds one or the other (probes-ev p22), as `[coaching = pending ?? archived.last]` holds
  /// the property or the array's element (probes-ex p30). By capture index, with the properties.
  private func renamedStoredEvaluationCopies(_ c: ClosureExpr) -> [Int: [String]] {
    guard !index.borrowed.names.isEmpty else { return [:] }
    var found: [Int: [String]] = [:]
    for (k, n) in c.captures.enumerated() where k < c.captureValues.count {
      guard let value = c.captureValues[k] else { continue }
      // `[pending = self.pending]` with no local `pending` is the property read by name.
      var whole = value
      if case .forceUnwrap(let operand, _) = whole { whole = operand }
      if case .member(let m) = whole, Self.readsSelf(m), m.name.text == n.text, lookup(n.text) == nil { continue }
      var sides = [value]
      var properties: [String] = []
      while let side = sides.popLast() {
        var value = side
        if case .forceUnwrap(let operand, _) = value { value = operand }
        if case .binary(let b) = value, b.op.text == "??" {
          sides += [b.rhs, b.lhs]
          continue
        }
        let property: String
        switch value {
        case .identifier(let p) where p.text != n.text && lookup(p.text) == nil: property = p.text
        case .member(let m) where Self.readsSelf(m): property = m.name.text
        case .member(let m) where storedCollectionEnd(m) != nil:
          // `archived.last` of a stored array of evaluations: one of them (probes-ex p30).
          properties += storedCollectionEnd(m).map { [$0] } ?? []
          continue
        default:
          properties = []
          sides = []
          continue
        }
        guard index.borrowed.names.contains(property),
          storedEvaluation(property, ofOwnType: true, collection: false).isEvaluation
        else {
          properties = []
          sides = []
          continue
        }
        properties.append(property)
      }
      if !properties.isEmpty { found[k] = properties }
    }
    return found
  }

  /// The start of a closure whose capture `token` copies the own type's stored evaluation
  /// `property` under another name (`ChildBody.capturedPropertyCopies`): the property read as
  /// the closure reads it by name, held for its next reads (`[first = self.pending, second =
  /// self.pending]` are one evaluation).
  func readStoredEvaluationCopy(_ property: String, at token: TokenIndex) -> Int32? {
    if let held = heldBorrow(property) { return held }
    // `archived.last` (`storedCollectionEnd`) is optional.
    let optional = property.contains(".") || storedEvaluation(property, ofOwnType: true, collection: false).isOptional
    return holdBorrowed(property, borrowObject(name: property, token: token, optional: optional))
  }

  /// The names of a closure's capture list that copy the own type's stored evaluation
  /// (`[pending]` for `self.pending`): where no local of this body has the name, the copy is the
  /// value the property holds, so the closure reads it as the property (`ChildBody`).
  private func capturedStoredEvaluations(_ c: ClosureExpr) -> Set<String> {
    guard !index.borrowed.names.isEmpty else { return [] }
    var found: Set<String> = []
    for (k, n) in c.captures.enumerated()
    where index.borrowed.names.contains(n.text) && lookup(n.text) == nil && copiesOwnName(c, k) {
      if storedEvaluation(n.text, ofOwnType: true, collection: false).isEvaluation { found.insert(n.text) }
    }
    return found
  }

  /// `archived.first` / `archived.last` (or `self.archived.last`) where `archived` is the own
  /// type's stored collection of evaluations and no local of this body: the key its element is
  /// held under (`archived.last`, forgotten with `archived`).
  func storedCollectionEnd(_ m: MemberExpr) -> String? {
    guard m.name.text == "first" || m.name.text == "last" else { return nil }
    let property: String
    switch SyntaxQueries.stripped(m.base) {
    case .identifier(let p) where lookup(p.text) == nil: property = p.text
    case .member(let inner) where Self.readsSelf(inner): property = inner.name.text
    default: return nil
    }
    guard storedEvaluation(property, ofOwnType: true, collection: true).isEvaluation else { return nil }
    return property + "." + m.name.text
  }

  /// Whether the `k`th capture of `c` copies the value of its own name (`[pending]`, `[weak
  /// pending]`, `[pending = pending]`, `[pending = self.pending]`, force-unwrapped too:
  /// `[pending = pending!]`, probes-en p37), read from the initializer the parser kept
  /// (`ClosureExpr.captureValues`). `[pending = replacement]` or `[pending = Receipt()]` binds
  /// another value under the property's name: not the property.
  private func copiesOwnName(_ c: ClosureExpr, _ k: Int) -> Bool {
    guard k < c.captureValues.count, var value = c.captureValues[k] else { return true }
    if case .forceUnwrap(let operand, _) = value { value = operand }
    let name = c.captures[k].text
    switch value {
    case .identifier(let n): return n.text == name
    case .member(let m):
      guard case .identifier(let base) = m.base, base.text == "self" else { return false }
      return m.name.text == name
    default: return false
    }
  }

  /// The tracked names a closure mentions, its own parameters left out (in first-use order).
  /// A closure whose statements did not parse (the `{ case … }` of a `switch` whose subject
  /// the parser could not follow) is not read as one.
  private func capturedTrackedNames(_ c: ClosureExpr) -> [String] {
    capturedTrackedNames(c.body, from: c.lbrace, to: c.rbrace, own: Set(c.parameters.map(\.name.text)))
  }

  /// The tracked names of this body that a nested body (`from`…`to`, declaring `own`) names.
  func capturedTrackedNames(_ body: [Stmt], from: TokenIndex, to: TokenIndex, own: Set<String>) -> [String] {
    if body.contains(where: { if case .unparsed = $0 { true } else { false } }) { return [] }
    var found: [String] = []
    let tokens = tree.tokens
    var i = Int(from) + 1
    let last = min(Int(to), tokens.count)
    while i < last {
      if tokens[i].kind == .identifier, case let name = tree.text(of: Int32(i)), trackedNames.contains(name),
        !own.contains(name), !found.contains(name), lookup(name) != nil
      {
        found.append(name)
      }
      i += 1
    }
    return found
  }
}
