import TrustLintSyntax

/// One element taken out of a stored collection of evaluations: `pending[id]`,
/// `pending.removeValue(forKey: id)`, `queue.popLast()`, `queue.first`. Like each pass of a
/// `for` loop over the collection, the read borrows an evaluation its holder owes: this body
/// owes no report for it, but two reports of it on one path are one evaluation reported twice
/// (a 3-D Secure callback that takes its transaction's evaluation out of a dictionary and
/// reports it in a branch and again after it).
extension GraphBuilder {
  /// Standard collection methods that give one element (called without a closure).
  static let elementTakingMethods: Set<String> = [
    "removeValue", "popLast", "popFirst", "removeFirst", "removeLast", "remove",
  ]
  /// Standard collection properties that give one element.
  static let elementTakingProperties: Set<String> = ["first", "last"]

  /// The collection `expr` takes one element of, when it is a stored collection of evaluations
  /// (or a parameter declared as one), or a value of a stored dictionary of them (its subscript,
  /// `removeValue(forKey:)`); nil for any other expression.
  func takenElementCollection(_ expr: Expr) -> Expr? {
    guard !borrowsSuppressed else { return nil }
    switch expr {
    case .subscript(let s):
      return isEvaluationCollection(s.base) || isEvaluationDictionary(s.base) ? s.base : nil
    case .call(let c):
      guard c.trailingClosures.isEmpty, case .member(let m) = SyntaxQueries.stripped(c.callee),
        Self.elementTakingMethods.contains(m.name.text)
      else { return nil }
      if m.name.text == "removeValue" { return isEvaluationDictionary(m.base) ? m.base : nil }
      return isEvaluationCollection(m.base) ? m.base : nil
    case .member(let m):
      return Self.elementTakingProperties.contains(m.name.text) && isEvaluationCollection(m.base) ? m.base : nil
    default:
      return nil
    }
  }

  /// Lowers the key or index arguments of an element read of `collection` and borrows the
  /// element (see `takenElementCollection`).
  func borrowTakenElement(of collection: Expr, arguments: [Expr], token: TokenIndex) -> Int32? {
    for a in arguments { escapeValue(a, token: token) }
    let name = Self.sequenceName(collection) ?? "collection"
    let nameToken: TokenIndex
    switch SyntaxQueries.stripped(collection) {
    case .identifier(let n): nameToken = n.token
    case .member(let m): nameToken = m.name.token
    default: nameToken = token
    }
    return borrowObject(name: name, token: nameToken, optional: true)
  }

  /// Whether `e` names a stored dictionary whose values are evaluations (of the own type when
  /// read by name or through `self`).
  func isEvaluationDictionary(_ e: Expr) -> Bool {
    let names = index.borrowed.dictionaryNames
    guard !names.isEmpty else { return false }
    let name: String
    let ofOwnType: Bool
    switch SyntaxQueries.stripped(e) {
    case .identifier(let n):
      guard names.contains(n.text), lookup(n.text) == nil else { return false }
      (name, ofOwnType) = (n.text, true)
    case .member(let m):
      guard names.contains(m.name.text) else { return false }
      (name, ofOwnType) = (m.name.text, Self.readsSelf(m))
    default:
      return false
    }
    var found = index.properties(named: name, fromFile: fileIndex)
    if ofOwnType, let owner = ownerType {
      let own = found.filter { $0.ownerPath.last == owner }
      if !own.isEmpty { found = own }
    }
    return !found.isEmpty
      && found.allSatisfy { p in
        guard let text = p.type?.text, let value = BorrowedProperties.dictionaryValueTypeText(of: text) else {
          return false
        }
        return index.isEvaluationType(value, inFile: p.fileIndex, ownerPath: p.ownerPath)
      }
  }
}
