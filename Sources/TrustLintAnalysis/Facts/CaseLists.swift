import TrustLintSyntax

/// The lists of enum cases a membership test (`list.contains(level)`) may be asked of: an
/// array literal, `Set([…])` / `Array([…])` of one, a local constant bound to one earlier in the
/// body, or a constant property of the program (`let concerning: Set<Level> = [.medium, .high]`
/// at file level or `static let` in a type) whose every declaration of that name is such a
/// literal with the same cases. Anything else (a `var`, a parameter, a list built at run time)
/// says nothing about which outcomes it holds.
extension OutcomeWalker {
  /// Nesting of `Set(Array([…]))` and of constants naming constants followed at most.
  private static let maxCaseListDepth = 8

  /// The case expressions `e` holds, or nil when it is not a list of cases known here.
  func caseList(_ e: Expr, _ st: OutcomeState, depth: Int = 0) -> [Expr]? {
    guard depth < Self.maxCaseListDepth else { return nil }
    switch SyntaxQueries.stripped(e) {
    case .array(let list):
      guard !list.elements.isEmpty, list.elements.allSatisfy({ Self.caseShape($0) != nil }) else { return nil }
      return list.elements
    case .call(let c):
      guard c.arguments.count == 1, c.arguments[0].label == nil, c.trailingClosures.isEmpty,
        case .identifier(let n) = SyntaxQueries.stripped(c.callee), n.text == "Set" || n.text == "Array"
      else { return nil }
      return caseList(c.arguments[0].value, st, depth: depth + 1)
    case .identifier(let n):
      if let local = st.caseLists[n.text] { return local }
      // Any other local name (a parameter, a `var`, a binding) is not a known list.
      if st.bindings[n.text] != nil { return nil }
      return propertyCaseList(n.text, st, depth: depth)
    case .member(let m):
      // `Self.concerning`, `Policy.concerning`, `self.concerning`.
      guard SyntaxQueries.isTypePath(m.base) || Self.isSelf(m.base) else { return nil }
      return propertyCaseList(m.name.text, st, depth: depth)
    default:
      return nil
    }
  }

  /// The cases of the constant properties named `name`, when every one is a `let` whose
  /// initializer is a list of the same cases.
  private func propertyCaseList(_ name: String, _ st: OutcomeState, depth: Int) -> [Expr]? {
    let entries = facts.program.index.properties(named: name, fromFile: fileIndex)
    guard !entries.isEmpty else { return nil }
    var agreed: [Expr]?
    var shape: [String]?
    for p in entries {
      guard p.declaration.isLet, let initializer = p.initializer,
        let list = caseList(initializer, OutcomeState(), depth: depth + 1)
      else { return nil }
      // Declarations that differ only in payloads are not told apart: payloads must be absent.
      if entries.count > 1, list.contains(where: { Self.caseShape($0)?.1 != nil }) { return nil }
      let names = list.map { Self.caseShape($0)?.0 ?? "" }
      if let shape, shape != names { return nil }
      shape = names
      agreed = agreed ?? list
    }
    return agreed
  }

  private static func isSelf(_ e: Expr) -> Bool {
    if case .identifier(let n) = SyntaxQueries.stripped(e) { return n.text == "self" }
    return false
  }
}
