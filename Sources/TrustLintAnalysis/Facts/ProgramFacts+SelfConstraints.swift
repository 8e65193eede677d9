import TrustLintSyntax

/// Protocol extension defaults constrained to a class (`extension Provider where Self: LegacyScreen`)
/// are members only of the types that meet the constraint: a conformer that is no `LegacyScreen`
/// runs the unconstrained default instead (probes-ew p04).
extension ProgramFacts {
  /// Whether the type declared at `path` meets every `Self: X` (or `Self == X`, `Self: A & B`)
  /// requirement of the `where` clause of the extension that declares `function`, and every
  /// `Assoc == X` / `Assoc: X` the type binds in its declaration. True without such a clause, or
  /// for requirements that are not decided here.
  func selfConstraintsHold(for function: FunctionEntry, onTypeAt path: [String]) -> Bool {
    selfConstraintVerdict(for: function, onTypeAt: path).holds
  }

  /// Whether `function` is declared in a constrained extension (`where Self: LegacyScreen`)
  /// whose every requirement is decided here and met by the type at `path`: Swift then runs it
  /// rather than an unconstrained default of the same name, the more specialised one hiding
  /// the other (probes-ex p42).
  func selfConstraintsKnownToHold(for function: FunctionEntry, onTypeAt path: [String]) -> Bool {
    let verdict = selfConstraintVerdict(for: function, onTypeAt: path)
    return verdict.holds && verdict.decided
  }

  /// `candidates`, a protocol's own members of the name called on `self` in one of its
  /// extensions, narrowed to the unconstrained defaults when none of them is a requirement and
  /// the call is written in an extension without a `where` clause: Swift then dispatches
  /// statically, to the default the extension sees, whatever the conformer (probes-fa p50: a
  /// default constrained `where Self: MarketingScreen` is never run by that call).
  func staticallyResolved(_ candidates: [FunctionEntry], call: CallExpr, ownerPath: [String], fromFile: Int?)
    -> [FunctionEntry]
  {
    let index = program.index
    guard let file = fromFile, let owner = ownerPath.last, index.isProtocol(owner),
      candidates.allSatisfy(\.decl.hasBody)
    else { return candidates }
    let token = call.openToken
    let enclosing = index.types(named: owner).filter {
      $0.decl.kind == .extension && $0.fileIndex == file && $0.decl.lbrace < token && token < $0.decl.rbrace
    }
    guard enclosing.count == 1, enclosing[0].decl.whereClause == nil else { return candidates }
    let unconstrained = candidates.filter { isUnconstrainedDefault($0) }
    return unconstrained.isEmpty ? candidates : unconstrained
  }

  /// Whether `function` is declared outside any extension with a `where` clause (a protocol
  /// extension's unconstrained default).
  func isUnconstrainedDefault(_ function: FunctionEntry) -> Bool { constrainingExtension(of: function) == nil }

  /// The extension with a `where` clause that declares `function`, if any.
  private func constrainingExtension(of function: FunctionEntry) -> TypeEntry? {
    guard let owner = function.ownerPath.last else { return nil }
    let first = function.decl.firstToken
    return program.index.types(named: owner).last {
      $0.decl.kind == .extension && $0.fileIndex == function.fileIndex && $0.decl.whereClause != nil
        && $0.decl.lbrace < first && first < $0.decl.rbrace
    }
  }

  /// Whether the requirements met (`holds`: none is known to fail), and whether there is a
  /// `where` clause whose every requirement was decided (`decided`).
  private func selfConstraintVerdict(for function: FunctionEntry, onTypeAt path: [String]) -> (
    holds: Bool, decided: Bool
  ) {
    guard let ext = constrainingExtension(of: function), let clause = ext.decl.whereClause else { return (true, false) }
    let tree = program.files[function.fileIndex].tree
    let texts = (Int(clause.first)...Int(clause.last)).map { tree.text(of: TokenIndex($0)) }
    let inherited = Set(program.index.memberSourcePaths(ofTypeAt: path)).union([path])
    // Requirements begun and decided: a comma inside `<…>` counts as one more undecided.
    var (requirements, decided) = (0, 0)
    var i = 0
    while i < texts.count {
      defer { i += 1 }
      guard texts[i] != "where", i == 0 || texts[i - 1] == "," || texts[i - 1] == "where" else { continue }
      requirements += 1
      guard i + 2 < texts.count, texts[i + 1] == ":" || texts[i + 1] == "==" else { continue }
      guard texts[i] == "Self" else {
        // `Route == MarketingRoute` on an associated type (probes-ex p08).
        // Only a plain name on the right (`Payments.Route`, `Box<T>` stay undecided).
        guard i + 3 == texts.count || texts[i + 3] == ",",
          let met = associatedTypeRequirementHolds(texts[i], texts[i + 1], texts[i + 2], of: ext, onTypeAt: path)
        else { continue }
        if !met { return (false, true) }
        decided += 1
        continue
      }
      var allNamed = true
      // Each dotted name (`Payments.LegacyScreen`) of the composition `A & B`, up to `,` or the
      // end: every one is required (probes-ex p01).
      var j = i + 2
      while j < texts.count {
        var name = texts[j]
        j += 1
        while j + 1 < texts.count, texts[j] == "." {
          name += "." + texts[j + 1]
          j += 2
        }
        if let required = program.index.declaredTypePath(name, writtenIn: ext.ownerPath) {
          if !inherited.contains(required) { return (false, true) }
        } else if !inheritanceNames(ofTypesAt: [path] + program.index.memberSourcePaths(ofTypeAt: path)).contains(name)
        {
          // A library type (`UIViewController`, `Equatable`) is met when the type or one it
          // inherits from names it in an inheritance clause (probes-fb p14, p18); else undecided.
          allNamed = false
        }
        guard j + 1 < texts.count, texts[j] == "&" else { break }
        j += 1
      }
      if allNamed && (j == texts.count || texts[j] == ",") { decided += 1 }
    }
    return (true, requirements > 0 && decided == requirements)
  }

  /// Whether the conformer at `path` meets `name == required` (`name: required`) of the
  /// protocol extension `ext`, for an associated type `name` the conformer binds in its own
  /// declaration: `typealias Route = TransferRoute`, a nested type `Route`, or a property whose
  /// protocol requirement is declared `var route: Route` (`let route: TransferRoute`). Nil
  /// (undecided) whenever the binding or either type cannot be told apart.
  private func associatedTypeRequirementHolds(
    _ name: String, _ relation: String, _ required: String, of ext: TypeEntry, onTypeAt path: [String]
  ) -> Bool? {
    let index = program.index
    guard let requiredPath = index.declaredTypePath(required, writtenIn: ext.ownerPath),
      let protocolPath = index.declaredTypePath(ext.name, writtenIn: ext.ownerPath)
    else { return nil }
    var bound: [String]?
    if let alias = index.typeAliases.first(where: { $0.name == name && $0.ownerPath == path }) {
      bound = alias.decl.aliased.flatMap { index.declaredTypePath($0.text, writtenIn: path) }
    } else if index.types(named: name).contains(where: { $0.ownerPath == path && $0.decl.kind != .extension }) {
      bound = path + [name]
    } else {
      let requirements = index.properties.filter { $0.ownerPath == protocolPath && $0.type?.text == name }
      for r in requirements {
        let own = index.properties(named: r.name.text).filter { $0.ownerPath == path }
        guard own.count == 1, let text = own[0].type?.text else { continue }
        bound = index.declaredTypePath(text, writtenIn: path)
        break
      }
    }
    guard let bound else { return nil }
    if relation == "==" { return bound == requiredPath }
    return Set(index.memberSourcePaths(ofTypeAt: bound)).union([bound]).contains(requiredPath)
  }

  /// The names written in the inheritance clauses of the declarations and extensions of the
  /// types at `paths` (`UIViewController` for `final class Screen: UIViewController, P`).
  private func inheritanceNames(ofTypesAt paths: [[String]]) -> Set<String> {
    var names: Set<String> = []
    for path in paths {
      for t in program.index.types(named: path[path.count - 1]) where t.ownerPath == Array(path.dropLast()) {
        for inherited in t.decl.inheritance { names.insert(inherited.text) }
      }
    }
    return names
  }
}
