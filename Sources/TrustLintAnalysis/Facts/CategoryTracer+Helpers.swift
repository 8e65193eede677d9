import TrustLintSyntax

/// Helpers of the category tracer that keep no tracing state.
extension CategoryTracer {
  /// Properties named `name` that `self` may have in `scope`: the enclosing type's own, and for a
  /// protocol (or a class) those its conformers (or subclasses) declare. In a protocol
  /// extension, `Self.trustCategory` or `category` reads the requirement, whose values are
  /// what each conforming type declares. A protocol extension's default for the requirement
  /// (`var trustCategory: OperationCategory { .other }`) is what a conformer that declares
  /// none gets: when every conformer declares its own, the default reaches no context.
  func selfProperties(named name: String, of scope: BodyScope) -> [PropertyEntry] {
    let own = facts.ownProperties(named: name, of: scope)
    guard scope.ownerPath.count == 1, let owner = scope.ownerPath.last else { return own }
    return withConformers(own, named: name, owner: owner, fromFile: scope.fileIndex)
  }

  /// `own` (the properties `owner` itself declares, in the type or its extensions) with those
  /// of the same name that `owner`'s conformers (or subclasses) declare; a protocol
  /// extension's default is left out when every conformer declares its own.
  func withConformers(_ own: [PropertyEntry], named name: String, owner: String, fromFile file: Int)
    -> [PropertyEntry]
  {
    let index = facts.program.index
    let conformers = index.conformers(of: owner)
    guard !conformers.isEmpty else { return own }
    let declared = index.properties(named: name, fromFile: file).filter {
      $0.ownerPath.count == 1 && conformers.contains($0.ownerPath[0])
    }
    let declaringOwners = Set(declared.map { $0.ownerPath[0] })
    let defaultsUnused =
      index.isProtocol(owner) && conformers.allSatisfy { declaringOwners.contains($0) && !index.isProtocol($0) }
    return (defaultsUnused ? own.filter { $0.ownerPath != [owner] } : own) + declared
  }

  /// Whether the initial value of a local `var` is overwritten on every path before a read
  /// (`OverwrittenInitializers`): for a context, an assignment to its `operationCategory`
  /// overwrites the category it was built with.
  func isOverwritten(_ local: BodyScope.Local, in owner: BodyScope, mode: Mode) -> Bool {
    let name = local.name.text
    var paths: Set<String> = [name]
    if mode == .context { paths.insert(name + ".operationCategory") }
    guard paths.contains(where: { owner.assignments[$0] != nil }) else { return false }
    return OverwrittenInitializers.isOverwritten(
      name: name, paths: paths, declaredAt: local.name.token, in: owner.statements)
  }

  /// The leaves without repeats, in first-seen order: a name declared or called many times
  /// would otherwise multiply its leaves at every step of a trace.
  static func unique(_ leaves: [CategoryLeaf]) -> [CategoryLeaf] {
    guard leaves.count > 1 else { return leaves }
    var seen: Set<CategoryLeaf> = []
    return leaves.filter { seen.insert($0).inserted }
  }

  /// A label that every call fitting `parameters` (`CallLabels.match`) writes: a labelled
  /// parameter without a default that is not variadic and that a trailing closure cannot fill
  /// (not a function type). The longest such label (likely the rarest word); nil if none.
  static func requiredLabel(_ parameters: [Parameter]) -> String? {
    var best: String?
    for p in parameters where p.defaultValue == nil && !p.isVariadic {
      guard let label = p.label, let type = p.type, !TypeText.containsArrow(type.text) else { continue }
      if label.utf8.count > (best?.utf8.count ?? 0) { best = label }
    }
    return best
  }

  /// Whether code in a file reaches `p` when it names `p`'s owner and property: not when a
  /// type of the same name with that property, in a folder nearer to the file, shadows it.
  func reachesProperty(_ p: PropertyEntry) -> (Int) -> Bool {
    let owner = ProgramFacts.PropertyKey(name: p.name.text, ownerPath: p.ownerPath)
    guard (facts.propertiesByOwner[owner]?.count ?? 0) > 1 else { return { _ in true } }
    return facts.program.index.reachability(of: p)
  }

  /// The leaf for a category name written in `scope`.
  func leaf(_ n: Name, in scope: BodyScope) -> CategoryLeaf {
    CategoryLeaf(fileIndex: scope.fileIndex, token: n.token, name: n.text, enclosing: scope.qualifiedName)
  }
}
