/// What written types are: evaluation, optional, evaluator (through aliases, and per file for
/// a name declared with different meanings in different folders, `AliasMeanings`); which
/// names are protocols and which types conform to them.
extension ProgramIndex {
  /// Whether a type of this simple name is declared as a protocol (whose requirements any
  /// conformer may implement).
  public func isProtocol(_ name: String) -> Bool {
    // A `protocol name` declaration in a file not parsed yet would change the answer.
    queries?.note(.type, name)
    return (typesByName[name] ?? []).contains { types[$0].decl.kind == .protocol }
  }

  /// The names of the types that declare conformance to `proto` (in their declaration or an
  /// extension).
  public func conformers(of proto: String) -> Set<String> {
    // `extension BannerController: ReviewSink {}` may sit alone in a file that spells no
    // TrustInsights word: the prefilter must parse every file whose type or extension
    // header names the protocol, or a normal run misses conformers `--analyze-all` sees.
    queries?.note(.conformance, proto)
    return conformersByProtocol[proto] ?? []
  }

  /// The declarations (owner path and name, `[Marketing, Promo]`) of the program's classes that
  /// inherit, directly or not, from the class declared at `path`, when none of its
  /// declarations is `final`. Each inheritance clause is looked up from the subclass's
  /// enclosing types as Swift does (not by simple name): `Marketing.Promo: Screen` inherits from
  /// `Marketing.Screen`, not from an unrelated `Payments.Screen` (probes-es p27). Bounded, so
  /// that an inheritance cycle in broken code ends.
  public func subclassPaths(ofClassAt path: [String]) -> [[String]] {
    guard let name = path.last else { return [] }
    let declared = types(named: name).filter { $0.decl.kind == .class && $0.ownerPath + [$0.name] == path }
    guard !declared.isEmpty, !declared.contains(where: { $0.decl.modifiers.has("final") }) else { return [] }
    var found: [[String]] = []
    var seen: Set<[String]> = [path]
    var i = -1
    while i < found.count && found.count < ProgramIndex.maxMemberSources {
      let current = i < 0 ? path : found[i]
      i += 1
      // `class GiftCardScreen: BaseScreen` with `typealias BaseScreen = CheckoutScreen`
      // (probes-eu p04): the alias's name is in the clause.
      let names = [current[current.count - 1]] + aliasNames(of: current[current.count - 1])
      for sub in Set(names.flatMap { conformers(of: $0) }).sorted() {
        for t in types(named: sub) where t.decl.kind == .class && inherits(t, from: current, through: names) {
          if seen.insert(t.ownerPath + [t.name]).inserted { found.append(t.ownerPath + [t.name]) }
        }
      }
    }
    return found
  }

  /// The names of the program's type aliases of a type of this simple name
  /// (`typealias BaseScreen = CheckoutScreen`). A scan of the aliases, made only for a class
  /// that some alias names at all.
  private func aliasNames(of name: String) -> [String] {
    guard typeScopes.aliasedTypeNames.contains(name) else { return [] }
    return typeAliases.filter { $0.decl.aliased.flatMap { TypeText.base(of: $0.text)?.name } == name }.map(\.name)
  }

  /// Whether a class declaration names the class at `path` (or, `names`, an alias of it) in its
  /// inheritance clause, looked up
  /// as Swift does (`declaredTypePath`: the innermost enclosing type's nested declaration, a
  /// qualified path, past a leading module name, `BankApp.CheckoutScreen`, probes-eu p05);
  /// when the program declares no such type the simple name is kept (as before).
  private func inherits(_ t: TypeEntry, from path: [String], through names: [String]) -> Bool {
    for ref in t.decl.inheritance {
      guard let written = TypeText.base(of: ref.text)?.name, names.contains(written) else { continue }
      if let declared = declaredTypePath(ref.text, writtenIn: t.ownerPath) {
        if declared == path { return true }
        continue
      }
      if !TypeScopes.isQualified(ref.text) { return true }
    }
    return false
  }

  /// Whether a written type is an evaluation type (optional or not, through aliases). With
  /// `inFile`, a name declared with different meanings means what it means in that file
  /// (`AliasMeanings`).
  public func isEvaluationType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    let wide =
      if let kind = meaning(of: base.name, in: text, inFile: file) {
        kind & AliasMeanings.evaluation != 0
      } else {
        evaluationTypeNames.contains(base.name)
      }
    // `Trust.Evaluation` names the nested declaration whatever the simple name means elsewhere.
    if TypeScopes.isQualified(text), wide || typeScopes.mayNameNestedEvaluation(text),
      let nested = typeScopes.nestedMeaning(of: text, ownerPath: [], generics: [])
    {
      return nested.isEvaluation
    }
    return wide
  }

  /// The same, for a type written inside the members of `ownerPath`: a name an enclosing type
  /// declares (`enum Quiz { struct Evaluation }`, then `_ e: Evaluation` in `extension Quiz`)
  /// means that declaration, not the program's alias of that name (`TypeScopes`).
  public func isEvaluationType(_ text: String, inFile file: Int?, ownerPath: [String]) -> Bool {
    let wide = isEvaluationType(text, inFile: file)
    guard wide || typeScopes.mayNameNestedEvaluation(text) else { return false }
    if let nested = typeScopes.nestedMeaning(of: text, ownerPath: ownerPath, generics: []) {
      return nested.isEvaluation
    }
    return wide
  }

  /// `isEvaluationResultType` for a type written inside the members of `ownerPath`.
  public func isEvaluationResultType(_ text: String, inFile file: Int?, ownerPath: [String]) -> Bool {
    guard let success = TypeText.resultSuccessType(of: text) else { return false }
    return isEvaluationType(success, inFile: file, ownerPath: ownerPath) && !isOptionalType(success, inFile: file)
  }

  /// Whether a written type is `Result<E, …>` whose success type is a (non-optional)
  /// evaluation: a completion handler's `Result` holds an evaluation exactly on success.
  public func isEvaluationResultType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let success = TypeText.resultSuccessType(of: text) else { return false }
    return isEvaluationType(success, inFile: file) && !isOptionalType(success, inFile: file)
  }

  /// Whether a written type is optional (`T?`, `T!`, `Optional<T>`, or an alias of an optional).
  public func isOptionalType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    queries?.note(.typeAlias, base.name)
    if base.isOptional { return true }
    if let kind = meaning(of: base.name, in: text, inFile: file) { return kind & AliasMeanings.optional != 0 }
    return optionalAliasNames.contains(base.name)
  }

  /// Whether a written type is the evaluator (`InsightEvaluator` or an alias of it).
  public func isEvaluatorType(_ text: String, inFile file: Int? = nil) -> Bool {
    guard let base = TypeText.base(of: text) else { return false }
    if let kind = meaning(of: base.name, in: text, inFile: file) { return kind & AliasMeanings.evaluator != 0 }
    return evaluatorTypeNames.contains(base.name)
  }

  /// What a contested type name means in `file` (nil: not contested, no file, undecided, or
  /// written qualified, `TrustService.Evaluation`, which names a nested declaration).
  func meaning(of name: String, in text: String, inFile file: Int?) -> UInt8? {
    guard let file, !meanings.isEmpty, !TypeScopes.isQualified(text) else { return nil }
    return meanings.kind(of: name, inFile: file, shadowing: shadowing)
  }
}
