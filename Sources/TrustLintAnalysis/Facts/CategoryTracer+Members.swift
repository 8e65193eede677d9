import TrustLintSyntax

/// Member reads of the category tracer: `self.x`, `Type.x`, `S.x` on a generic parameter,
/// `a.b` on any other value.
extension CategoryTracer {
  /// `self.x`, `Type.x`, `a.b`: properties; `InsightEvaluator.OperationCategory.other`: a category.
  func member(_ m: MemberExpr, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?) -> [CategoryLeaf] {
    let base = SyntaxQueries.stripped(m.base)
    if case .identifier(let b) = base, b.text == "self" || b.text == "Self" {
      if !mode.isPayload, let kind = frameworkOwner(scope.ownerPath), Self.isTraced(kind) {
        return frameworkMember(m.name, of: kind, in: scope, mode: mode, depth: depth, staticOnly: b.text == "Self")
      }
      return selfProperties(named: m.name.text, of: scope).filter { !mode.isPayload || isCompatible($0, mode: mode) }
        .flatMap { property($0, mode: mode, depth: depth + 1) }
    }
    if let typeText = SyntaxQueries.typePathText(base) {
      let kind = facts.classify(typeText)
      if !mode.isPayload, Self.isTraced(kind), let kind {
        return frameworkMember(m.name, of: kind, in: scope, mode: mode, depth: depth, staticOnly: true)
      }
      var last = typeText.split(separator: ".").last.map(String.init) ?? typeText
      // `S.coachingContext` with `S: TrustScreen`: the protocol's (its extensions') member.
      let constraint = facts.genericConstraint(of: last, in: scope)
      if let constraint { last = constraint }
      let named = facts.program.index.properties(named: m.name.text, fromFile: scope.fileIndex)
      var found = named.filter { $0.ownerPath.last == last && (!mode.isPayload || isCompatible($0, mode: mode)) }
      // `Op.trustCategory` with `Op: SensitiveOperation`: a requirement of the protocol is
      // what each conforming type declares.
      if constraint != nil, facts.program.index.isProtocol(last) {
        found = withConformers(found, named: m.name.text, owner: last, fromFile: scope.fileIndex).filter {
          !mode.isPayload || isCompatible($0, mode: mode)
        }
      }
      // `ReferralScreen.coachingContext` declared in an extension of a protocol the type
      // conforms to (`extension TrustScreen { static var coachingContext: … }`).
      if found.isEmpty {
        found = named.filter { p in
          guard p.ownerPath.count == 1, !mode.isPayload || isCompatible(p, mode: mode) else { return false }
          return facts.program.index.conformers(of: p.ownerPath[0]).contains(last)
        }
      }
      let result = found.flatMap { property($0, mode: mode, depth: depth + 1) }
      noteComputedRead(m, of: found, in: scope, mode: mode, found: result)
      return result
    }
    let named = facts.program.index.properties(named: m.name.text, fromFile: scope.fileIndex).filter {
      isCompatible($0, mode: mode)
    }
    let own = ownProperties(named, ofReceiver: base, in: scope)
    var result = own.flatMap { property($0, mode: mode, depth: depth + 1) }
    noteComputedRead(m, of: own, in: scope, mode: mode, found: result)
    if mode == .context, let path = SyntaxQueries.dottedPath(.member(m), keepingSelf: true) {
      result += assignedCategories(toPath: path, in: scope, depth: depth)
    }
    // `contexts.first`: an element of a collection of contexts is any value it holds.
    if result.isEmpty, !mode.isPayload, named.isEmpty, Self.elementProperties.contains(m.name.text) {
      return origins(base, in: scope, mode: mode, depth: depth + 1, args: args)
    }
    return result
  }

  /// Records the read `m` of a computed property (`request.category`, whose getter picks
  /// `.other` for small amounts) as a step of the path of each category found through it, as a
  /// factory's call is (`madeAt`): the notes walk through the read, not only its getter.
  /// Stored properties are not steps: their value is written where the finding is.
  private func noteComputedRead(
    _ m: MemberExpr, of properties: [PropertyEntry], in scope: BodyScope, mode: Mode, found: [CategoryLeaf]
  ) {
    guard mode == .context || mode == .category, !found.isEmpty,
      !properties.isEmpty, properties.allSatisfy(\.isComputed)
    else { return }
    let read = CategoryTable.HelperCall(
      fileIndex: scope.fileIndex, token: m.name.token, callee: m.name.text, caller: scope.function?.name.text,
      returnsCategory: mode == .category, isPropertyRead: true)
    for leaf in Set(found) where (madeAt[leaf]?.count ?? 0) < CategoryTable.maxCallsNamed {
      if !(madeAt[leaf]?.contains(read) ?? false) { madeAt[leaf, default: []].append(read) }
    }
  }

  /// Members of a collection that read one of its elements (`contexts.first`).
  static let elementProperties: Set<String> = ["first", "last"]

  /// Methods of a collection that return one of its elements, with the labels they take
  /// (`contexts.first(where: { … })`, `contexts.randomElement()`).
  static let elementMethods: [String: Set<String>] = [
    "first": ["where"], "last": ["where"], "randomElement": [], "popLast": [], "popFirst": [],
    "removeFirst": [], "removeLast": [], "min": ["by"], "max": ["by"],
  ]

  /// `contexts.first(where: …)`, `contexts.randomElement()` on a value that is no type of the
  /// program's: the collection's values, as a subscript reads them. Nil for any other call.
  func elementResults(_ c: CallExpr, in scope: BodyScope, mode: Mode, depth: Int, args: Arguments?) -> [CategoryLeaf]? {
    guard !mode.isPayload, case .member(let m) = SyntaxQueries.stripped(c.callee),
      let labels = Self.elementMethods[m.name.text],
      c.arguments.allSatisfy({ $0.label.map { labels.contains($0.text) } ?? false }),
      c.arguments.count + c.trailingClosures.count <= 1,
      SyntaxQueries.typePathText(m.base) == nil
    else { return nil }
    return origins(m.base, in: scope, mode: mode, depth: depth + 1, args: args)
  }

  /// `feature.category` with `feature: Feature` written on the parameter or local, `Feature` a
  /// struct, enum, class or actor of the program that declares `category` itself: only its
  /// properties and those of the types that name it as their superclass or protocol (an
  /// override), not every type's `category`. Another type's property of that name never runs
  /// there, and tracing it sent that type's `.other` into this call, with a note at a call it
  /// never reaches. Anything less certain (no written type, a protocol, a type that does not
  /// declare the property itself) keeps every candidate.
  private func ownProperties(_ found: [PropertyEntry], ofReceiver base: Expr, in scope: BodyScope) -> [PropertyEntry] {
    guard found.count > 1, let name = facts.knownTypeName(base, in: scope, depth: 0) else { return found }
    let kinds = Set(facts.program.index.types(named: name).map(\.decl.kind))
    guard kinds.contains(where: { $0 != .extension }), kinds.isSubset(of: [.struct, .class, .enum, .actor, .extension])
    else { return found }
    let heirs = facts.program.index.conformers(of: name)
    let own = found.filter { p in p.ownerPath.last.map { $0 == name || heirs.contains($0) } ?? false }
    return own.contains(where: { $0.ownerPath.last == name }) ? own : found
  }
}
