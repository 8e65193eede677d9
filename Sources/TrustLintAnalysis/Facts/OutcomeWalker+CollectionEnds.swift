import TrustLintSyntax

/// More ways a collection of levels hands out its elements: `levels.first` / `levels.last`
/// (and `first(where:)` / `last(where:)`) read one as a `Value?`; an array literal of levels
/// (`[await a.level, await b.level]`, `[r1.riskLevel, r2.riskLevel]`) is a collection of
/// levels as one written `[Value]` is; SwiftUI's `ForEach($levels) { $level in … }` hands its
/// closure a binding to each element, whose wrapped value is that level.
extension OutcomeWalker {
  /// `levels.first`, `model.levels.last`: a `Value?` when the base is a collection of levels.
  /// An empty collection's `nil` is no failed insight, so it is keyed as a subscript's is
  /// (`OutcomeState.nilIsFailure`).
  func endElementSubject(_ m: MemberExpr, _ st: OutcomeState) -> OutcomeSubject? {
    guard m.name.text == "first" || m.name.text == "last", collectionElementKind(of: m.base, st) == .value else {
      return nil
    }
    let path = SyntaxQueries.dottedPath(.member(m)) ?? "@\(m.name.token)"
    return OutcomeSubject(key: OutcomeSubject.subscriptKeyPrefix + path, kind: .optional)
  }

  /// `levels.first(where: { … })`, `levels.last { … }`: a `Value?` when the base is a
  /// collection of levels. Each call is a read of its own.
  /// An asynchronous sequence's `first(where:)` reads one too. A test that may let no
  /// `.unknown` through (`first(where: { $0 != .unknown })`, one the walker cannot read) makes
  /// no level: no branch after it would be reached by `.unknown`.
  func endElementSubject(_ c: CallExpr, _ st: OutcomeState) -> OutcomeSubject? {
    guard case .member(let m) = SyntaxQueries.stripped(c.callee), m.name.text == "first" || m.name.text == "last",
      c.arguments.count + c.trailingClosures.count == 1,
      c.arguments.first.map({ $0.label?.text == "where" }) ?? true,
      let closure = singleClosure(c)?.closure,
      (collectionElementKind(of: m.base, st)
        ?? (m.name.text == "first" ? elementSubject(of: m.base, st, key: "")?.kind : nil)) == .value,
      predicateMayPassUnknown(closure, st)
    else { return nil }
    return OutcomeSubject(key: OutcomeSubject.subscriptKeyPrefix + "call@\(c.openToken)", kind: .optional)
  }

  /// The subject kind of an element of an array or set of levels (or of outcomes): a name
  /// bound to one, or a value whose written or inferred type is one. Not an asynchronous
  /// sequence's (it has no `first` property and no subscript) nor a dictionary's.
  private func collectionElementKind(of base: Expr, _ st: OutcomeState) -> OutcomeSubject.Kind? {
    // `levels.filter { … }.first`: the base's elements.
    if case .call(let c) = SyntaxQueries.stripped(base), let kept = sameElementBase(c, st) {
      return kept.flatMap { collectionElementKind(of: $0, st) }
    }
    if !st.collections.isEmpty, case .identifier(let n) = SyntaxQueries.stripped(base) {
      if let kind = st.collections[n.text] { return kind }
    }
    guard let text = typeText(of: base, st, depth: 0), let element = ProgramFacts.elementTypeText(of: text) else {
      return nil
    }
    return subjectForDeclared(type: TypeRef(text: element, first: 0, last: 0), key: "", scope: unit.ownerPath)?.kind
  }

  /// The subject kind every element of an array literal shows, when they all show the same
  /// one (`[await a.level, await b.level]`); nil for an empty literal, or one with any element
  /// that is not a level (`[.high, level]` included: nothing is known of `.high` alone).
  func literalElementKind(_ a: ArrayExpr, _ st: OutcomeState) -> OutcomeSubject.Kind? {
    guard let first = a.elements.first, let kind = subject(first, st)?.kind else { return nil }
    for e in a.elements.dropFirst() where subject(e, st)?.kind != kind { return nil }
    return kind
  }

  /// `let levels = [await a.level, await b.level]` (no written type): the name is a
  /// collection of levels, so `for level in levels` binds each one.
  func bindLiteralCollection(_ name: String, _ initializer: Expr, _ st: inout OutcomeState) {
    guard case .array(let a) = initializer, let kind = literalElementKind(a, st) else { return }
    st.collections[name] = kind
  }

  /// `levels` for `$levels`, `model.levels` for `model.$levels` or `$model.levels` (a property
  /// wrapper's projected value, SwiftUI's `Binding` of `@State`, `@Binding`, `@Bindable`, and a
  /// binding's member, a binding too); nil for any other expression.
  static func unprojected(_ e: Expr) -> Expr? {
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n) where n.text.count > 1 && n.text.hasPrefix("$"):
      return .identifier(Name(text: String(n.text.dropFirst()), token: n.token))
    case .member(let m) where m.name.text.count > 1 && m.name.text.hasPrefix("$"):
      return .member(MemberExpr(base: m.base, name: Name(text: String(m.name.text.dropFirst()), token: m.name.token)))
    case .member(let m):
      // `$model.settings.levels`: the names after a projected root, a few links deep.
      var names = [m.name]
      var base = SyntaxQueries.stripped(m.base)
      while case .member(let inner) = base, names.count < 8 {
        names.append(inner.name)
        base = SyntaxQueries.stripped(inner.base)
      }
      guard case .identifier(let root) = base, root.text.count > 1, root.text.hasPrefix("$") else { return nil }
      var rebuilt = Expr.identifier(Name(text: String(root.text.dropFirst()), token: root.token))
      for name in names.reversed() { rebuilt = .member(MemberExpr(base: rebuilt, name: name)) }
      return rebuilt
    default:
      return nil
    }
  }

  /// `$level.wrappedValue` is `level` (the binding's wrapped value); `level.wrappedValue` of
  /// the binding `ForEach($levels) { level in … }` hands its closure is the element the
  /// closure's parameter stands for (the walker binds that parameter to the element: `level`
  /// alone is no level there, and would not compile where one is expected).
  func wrappedValueSubject(_ m: MemberExpr, _ st: OutcomeState) -> OutcomeSubject? {
    guard m.name.text == "wrappedValue" else { return nil }
    if let base = Self.unprojected(m.base) { return subject(base, st) }
    guard case .identifier(let n) = SyntaxQueries.stripped(m.base), let bound = st.bindings[n.text] else { return nil }
    return bound
  }
}
