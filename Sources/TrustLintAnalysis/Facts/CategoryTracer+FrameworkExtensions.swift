import TrustLintSyntax

/// Members an app declares in extensions of the framework's nested types
/// (`extension InsightEvaluator.OperationCategory { static let moneyMovement: Self = .payment }`,
/// `extension InsightEvaluator.InsightContext { static func coaching(…) -> Self }`), directly
/// or through aliases. They are read as `.moneyMovement`, `.coaching(…)` or qualified by the
/// type; the index records them with the extended type's path as their owner.
extension CategoryTracer {
  /// The framework type an owner path is an extension of (`.context`, `.category`, …), or nil
  /// for any other owner. Classified once per owner text.
  func frameworkOwner(_ ownerPath: [String]) -> TrustInsightsType? {
    // An extension is declared at file level: its owner path is the extended type alone.
    guard ownerPath.count == 1 else { return nil }
    let text = ownerPath[0]
    if let known = ownerKinds[text] { return known }
    let kind = facts.classify(text)
    ownerKinds[text] = kind
    return kind
  }

  /// Whether `kind` is one of the two framework types whose extensions the tracer follows.
  static func isTraced(_ kind: TrustInsightsType?) -> Bool { kind == .context || kind == .category }

  /// The framework type that the traced value has in `mode`.
  static func type(of mode: Mode) -> TrustInsightsType { mode == .context ? .context : .category }

  /// Properties named `name` declared in extensions of the framework type `kind` (only the
  /// static ones when `staticOnly`: `.name` and `Type.name` read a static member).
  func frameworkProperties(named name: String, of kind: TrustInsightsType, staticOnly: Bool, fromFile: Int)
    -> [PropertyEntry]
  {
    facts.program.index.properties(named: name, fromFile: fromFile).filter {
      (!staticOnly || $0.isStatic) && frameworkOwner($0.ownerPath) == kind
    }
  }

  /// The framework type whose extension functions a call may run: `.coaching(…)` where a
  /// value of `mode`'s type is expected, `InsightEvaluator.InsightContext.coaching(…)` (or
  /// through an alias), `Self.coaching(…)` inside such an extension. Nil for any other call.
  func frameworkCallOwner(_ c: CallExpr, in scope: BodyScope, mode: Mode) -> TrustInsightsType? {
    switch SyntaxQueries.stripped(c.callee) {
    case .implicitMember(let n):
      return n.text == "init" ? nil : Self.type(of: mode)
    case .member(let m):
      guard m.name.text != "init" else { return nil }
      let base = SyntaxQueries.stripped(m.base)
      if case .identifier(let b) = base, b.text == "self" || b.text == "Self" {
        let kind = frameworkOwner(scope.ownerPath)
        return Self.isTraced(kind) ? kind : nil
      }
      guard let typeText = SyntaxQueries.typePathText(base) else { return nil }
      let kind = facts.classify(typeText)
      return Self.isTraced(kind) ? kind : nil
    default:
      return nil
    }
  }

  /// Functions declared in extensions of the framework type `kind` that the call's name and
  /// labels fit, as called from file `fromFile` (`ModuleShadowing`).
  func frameworkFunctions(for c: CallExpr, of kind: TrustInsightsType, fromFile: Int) -> [FunctionEntry] {
    guard let name = SyntaxQueries.calleeName(c)?.text else { return [] }
    let index = facts.program.index
    return index.resolve(name: name, labels: ProgramFacts.labels(of: c), fromFile: fromFile).compactMap {
      let f = index.functions[Int($0.function)]
      return frameworkOwner(f.ownerPath) == kind ? f : nil
    }
  }

  /// What a declared type means, `Self` included: inside an extension of a framework type it
  /// is that type.
  func classify(_ type: TypeRef, ownerPath: [String]) -> TrustInsightsType? {
    if type.text == "Self" { return frameworkOwner(ownerPath) }
    return facts.classify(type.text)
  }

  /// `name` read on the framework type `kind` (`.name`, `Type.name`, `Self.name`): a
  /// category case is a leaf; a member the app declares in an extension of the type is
  /// followed to its values; any other name read as a category is a leaf too (it is not a
  /// category: the rule says so), and as a context nothing.
  func frameworkMember(
    _ name: Name, of kind: TrustInsightsType, in scope: BodyScope, mode: Mode, depth: Int, staticOnly: Bool
  ) -> [CategoryLeaf] {
    let isCategory = kind == .category && mode == .category
    if isCategory, TrustInsightsNames.categories.contains(name.text) { return [leaf(name, in: scope)] }
    let declared = frameworkProperties(named: name.text, of: kind, staticOnly: staticOnly, fromFile: scope.fileIndex)
    guard !declared.isEmpty else { return isCategory ? [leaf(name, in: scope)] : [] }
    return declared.flatMap { property($0, mode: mode, depth: depth + 1) }
  }
}
