/// Inheritance clauses resolved to the program's declarations by path, as Swift looks them up
/// (`memberSources(ofType:)` matches simple names): `Payments.Quick: Screen` inherits from
/// `Payments.Screen`, not from an unrelated `Marketing.Screen` (probes-eu p18).
extension ProgramIndex {
  /// The declarations (owner path and name) whose members a value of the type declared at
  /// `path` has, nearest first and without `path` itself: its superclasses in order, then the
  /// protocols they adopt (whose extensions give defaults). Bounded like `memberSources`.
  public func memberSourcePaths(ofTypeAt path: [String]) -> [[String]] {
    var found: [[String]] = []
    var seen: Set<[String]> = [path]
    var i = -1
    while i < found.count && found.count < Self.maxMemberSources {
      let current = i < 0 ? path : found[i]
      i += 1
      for p in inheritedTypePaths(ofTypeAt: current) where seen.insert(p).inserted { found.append(p) }
    }
    // Superclasses before protocols: a class's own chain decides first, as in Swift.
    let classes = found.filter { p in types(named: p[p.count - 1]).contains { $0.decl.kind == .class } }
    return classes + found.filter { !classes.contains($0) }
  }

  /// The declarations (owner path and name) that the inheritance clauses of the type declared
  /// at `path`, and of its extensions, name: its superclass first, then its protocols. A name
  /// the program does not declare (`NSObject`, `Sendable`) is left out.
  func inheritedTypePaths(ofTypeAt path: [String]) -> [[String]] {
    guard let name = path.last else { return [] }
    var result: [[String]] = []
    for t in types(named: name) where t.ownerPath + [t.name] == path {
      for ref in t.decl.inheritance {
        if let p = declaredTypePath(ref.text, writtenIn: t.ownerPath), !result.contains(p) { result.append(p) }
      }
    }
    return result
  }

  /// The declaration a type written inside the members of `ownerPath` names: an unqualified
  /// name is the innermost enclosing type's nested declaration of it, else the file-level type;
  /// a qualified one (`Payments.Tip`) is looked up from the innermost enclosing type outwards. A
  /// leading module name (`BankApp.CheckoutScreen`) is no type of the program and is skipped;
  /// a type alias (`typealias BaseScreen = CheckoutScreen`) names its aliased type. Nil when
  /// the program declares no such type.
  func declaredTypePath(_ text: String, writtenIn ownerPath: [String], depth: Int = 0) -> [String]? {
    guard depth < 4 else { return nil }
    var written = DeclarationCollector.pathWithoutGenerics(text).split(separator: ".").map(String.init)
    while written.count > 1, types(named: written[0]).isEmpty, typeAliasesByName[written[0]] == nil {
      written.removeFirst()
    }
    guard let last = written.last else { return nil }
    if written.count == 1, let inner = typeScopes.innermostDeclaration(of: last, ownerPath: ownerPath) {
      let found = inner.split(separator: ".").map(String.init)
      guard let target = typeScopes.aliasTarget(inner) else { return found }
      return declaredTypePath(target, writtenIn: Array(found.dropLast()), depth: depth + 1)
    }
    let declared = types(named: last).filter { $0.decl.kind != .extension }.map { $0.ownerPath + [$0.name] }
    var outer = ownerPath.count
    while outer >= 0 {
      let candidate = Array(ownerPath[0..<outer]) + written
      if declared.contains(candidate) { return candidate }
      outer -= 1
    }
    queries?.note(.typeAlias, last)
    if written.count == 1, let alias = typeAliasesByName[last], alias.ownerPath.isEmpty,
      let target = alias.decl.aliased?.text
    {
      return declaredTypePath(target, writtenIn: [], depth: depth + 1)
    }
    return nil
  }
}
