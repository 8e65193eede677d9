import TrustLintSyntax

/// An element read by subscript from a collection of levels is a level, as an element a loop
/// over it binds is: `levels[i]` of a name, property or another value's property whose written
/// or inferred type is an array (or set, slice) of levels; `byAccount[id]` of one declared as a
/// dictionary whose values are levels; a name bound to an array literal of levels too.
extension OutcomeWalker {
  /// The subject `base[index]` reads, keyed by how it is written (`[subscript]levels[i]`), so
  /// that a second test of the same element narrows the same key. A dictionary's subscript
  /// gives a `Value?`: a missing key is `nil`, which is no level (and, unlike `try?`'s, no
  /// failed insight: `OutcomeState.nilIsFailure`), so `byAccount[id] != .high` is reached by
  /// `.unknown` (and by a missing key) while `byAccount[id] == nil` is not; with `default:` it
  /// gives a `Value`. Read through `?.` (`model?.levels[i]`), an array's element is a `Value?`
  /// too. A range (`levels[1...]`) reads a slice, not an element.
  func subscriptSubject(_ s: SubscriptExpr, _ st: OutcomeState) -> OutcomeSubject? {
    if let applied = keyPathApplied(s) { return subject(applied, st) }
    guard let first = s.arguments.first, first.label == nil, s.arguments.count <= 2,
      !Self.isRange(first.value)
    else { return nil }
    let key = subscriptKey(s)
    // `reported[0]` of `let reported = [r1.riskLevel, r2.riskLevel]`: no written type says it.
    if s.arguments.count == 1, !st.collections.isEmpty, case .identifier(let n) = SyntaxQueries.stripped(s.base),
      let kind = st.collections[n.text]
    {
      return OutcomeSubject(key: key, kind: kind)
    }
    guard let text = typeText(of: s.base, st, depth: 0) else { return nil }
    let throughChain = Self.readsThroughOptionalChain(s.base)
    if s.arguments.count == 1, let element = ProgramFacts.elementTypeText(of: text) {
      guard let subject = subjectForDeclared(type: Self.typeRef(element), key: key, scope: unit.ownerPath) else {
        return nil
      }
      return throughChain && subject.kind == .value ? OutcomeSubject(key: key, kind: .optional) : subject
    }
    // (A dictionary of outcome `Result`s would read a `Result?`, which no subject kind shows.)
    guard let value = Self.dictionaryValueTypeText(of: text),
      let subject = subjectForDeclared(type: Self.typeRef(value), key: key, scope: unit.ownerPath),
      subject.kind != .result
    else { return nil }
    if s.arguments.count == 2 {
      guard s.arguments[1].label?.text == "default" else { return nil }
      return throughChain ? OutcomeSubject(key: key, kind: .optional) : subject
    }
    return OutcomeSubject(key: key, kind: .optional)
  }

  /// `levels[i]`, `model.byAccount[id]` as written (the index's text as in the source); a
  /// base with no dotted path is keyed by its bracket, one read per key.
  private func subscriptKey(_ s: SubscriptExpr) -> String {
    guard let path = SyntaxQueries.dottedPath(s.base), let file = fileIndex else {
      return "\(OutcomeSubject.subscriptKeyPrefix)@\(s.openToken)"
    }
    let index = facts.program.files[file].tree.text(from: s.openToken + 1, through: s.closeToken - 1)
    return "\(OutcomeSubject.subscriptKeyPrefix)\(path)[\(index)]"
  }

  /// `a...b`, `a..<b`, `a...`, `...b`, `..<b`.
  private static func isRange(_ e: Expr) -> Bool {
    switch SyntaxQueries.stripped(e) {
    case .binary(let b): return b.op.text == "..." || b.op.text == "..<"
    case .prefix(let op, _), .postfix(let op, _): return op.text == "..." || op.text == "..<"
    default: return false
    }
  }

  /// A type written as text, with no place in the source.
  private static func typeRef(_ text: String) -> TypeRef { TypeRef(text: text, first: 0, last: 0) }
}
