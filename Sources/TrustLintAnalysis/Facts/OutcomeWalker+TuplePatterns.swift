import TrustLintSyntax

/// Levels taken out of a tuple whose type is written: `let (ticket, level) = try await f()`,
/// `guard let (level, id) = try? await risk.assess(.account)`, `for (id, level) in pairs`,
/// `for try await (id, level) in levels(for: tickets)`, and a labelled element read as a member
/// (`item.level` of `item: (id: String, level: Level)`), and the untyped parameters of a closure
/// handed one such tuple (`pairs.forEach { id, level in … }`, a dictionary's `(key:, value:)`
/// pairs, `sink { id, level in … }`). Each name is what the element at its
/// position is declared as (the function's result type, the element type of a sequence or
/// stream the program declares, a local's or parameter's written type); nothing is guessed
/// from names, and an element declared as anything else is no outcome.
extension OutcomeWalker {
  /// How deep nested tuple patterns are followed (`let ((a, b), c) = …`).
  static let tuplePatternDepth = 4

  /// Binds the names of tuple pattern `p` by position to the elements of the tuple type
  /// `typeText` (an optional tuple counts as unwrapped: only an unwrapped value destructures).
  /// Does nothing when the type is unknown or its arity differs, so the names stay shadowed.
  /// `key`: the subject key the elements' keys derive from.
  func bindTuplePattern(_ p: Pattern, typeText: String?, key: String, _ st: inout OutcomeState, depth: Int = 0) {
    guard depth < Self.tuplePatternDepth, case .tuple(let parts) = p, parts.count >= 2, var text = typeText else {
      return
    }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    guard let elements = TypeText.tupleElements(of: text), elements.count == parts.count else { return }
    for (i, part) in parts.enumerated() {
      let type = TypeRef(text: elements[i], first: 0, last: 0)
      switch part {
      case .binding(let n):
        bindCollections([(n.text, type)], &st)
        let subject = subjectForDeclared(type: type, key: "\(key):\(n.text)", scope: unit.ownerPath)
        // Stored even when nil: the name shadows an outer binding of the same name.
        st.bindings[n.text] = .some(subject)
      case .tuple:
        bindTuplePattern(part, typeText: elements[i], key: "\(key):\(i)", &st, depth: depth + 1)
      default:
        break
      }
    }
  }

  /// `let (outcome, isLarge) = (evaluation.insight.outcome, amount > 200)`: the names of a
  /// tuple pattern over a tuple literal of the same arity whose element at their position is
  /// an outcome, with that outcome (probes-cq p190). Other names are left out. Read before the
  /// pattern's names shadow anything: `let (outcome, big) = (outcome, …)`.
  func tupleLiteralSubjects(_ p: Pattern, _ initializer: Expr, _ st: OutcomeState) -> [String: OutcomeSubject] {
    guard case .tuple(let parts) = p, case .tuple(let t) = initializer, parts.count == t.elements.count else {
      return [:]
    }
    var result: [String: OutcomeSubject] = [:]
    for (part, element) in zip(parts, t.elements) {
      guard case .binding(let n) = part, let subject = subject(element.value, st) else { continue }
      result[n.text] = subject
    }
    return result
  }

  /// The untyped parameters of a closure handed one tuple of the written type `elementType`
  /// (`pairs.forEach { id, level in … }`, `{ (id, level) in … }`, a dictionary's `(key:,
  /// value:)` elements, a publisher's tuple output) are its elements by position, as a tuple
  /// pattern's names are. A typed parameter, or an arity that differs, binds nothing.
  func bindTupleParameters(_ c: ClosureExpr, elementType: String?, _ st: inout OutcomeState) {
    guard c.parameters.count >= 2, c.parameters.allSatisfy({ $0.type == nil }) else { return }
    let parts: [Pattern] = c.parameters.map { $0.name.text == "_" ? .wildcard($0.name.token) : .binding($0.name) }
    bindTuplePattern(.tuple(parts), typeText: elementType, key: "closure:\(c.lbrace)", &st)
  }

  /// The element type of the sequence a `for`-`in` loop walks (its written element type first).
  func loopElementTypeText(_ f: ForInStmt, _ st: OutcomeState) -> String? {
    if let written = f.elementType { return written.text }
    return typeText(of: f.sequence, st, depth: 0).flatMap(Self.sequenceElementTypeText)
  }

  /// `item.level` where `item` is a name whose type is known to be a tuple type: the element
  /// that label (or position, `item.1`) names, as declared. `.some(nil)` when the tuple has
  /// no such element or it is no level; nil when the base is no name of a known tuple type.
  func tupleMemberSubject(_ m: MemberExpr, _ st: OutcomeState) -> OutcomeSubject?? {
    guard case .identifier(let b) = SyntaxQueries.stripped(m.base), st.declaredTypes[b.text] != nil,
      let holder = typeText(of: m.base, st, depth: 0), TypeText.tupleElements(of: holder) != nil
    else { return nil }
    guard let element = TypeText.tupleElement(of: holder, member: m.name.text) else { return .some(nil) }
    let key = "property:" + (SyntaxQueries.dottedPath(.member(m)) ?? "\(m.name.token)")
    return .some(
      subjectForDeclared(type: TypeRef(text: element, first: 0, last: 0), key: key, scope: unit.ownerPath))
  }
}
