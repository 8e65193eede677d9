/// Owner paths of the members of `extension Outer.Inner { … }` (TCA's `extension
/// WithdrawFeature.State`): when the program declares `Inner` inside `Outer`, the extension's
/// members belong to that nested type, whose own members have the owner path
/// `["Outer", "Inner"]`. Every walker builds the extension's path the same way (split at the
/// dots), so that an own property, getter or method of the nested type is found from either.
/// An extension of a type the program does not nest (`extension InsightEvaluator.OperationCategory`,
/// a module-qualified name) keeps the written name as its one element.
struct NestedExtensions: Sendable {
  /// `Outer.Inner` for every type declared inside another (joined owner path and name).
  private let nestedPaths: Set<String>

  /// The nested types among `types` (extensions excluded: they declare no type).
  init(types: [TypeEntry]) {
    var paths = Set<String>()
    for t in types where t.decl.kind != .extension && !t.ownerPath.isEmpty {
      // A type nested in `extension A.B` has the owner path `["A.B"]`: joined, the same text.
      paths.insert(t.ownerPath.joined(separator: ".") + "." + t.name)
    }
    nestedPaths = paths
  }

  /// Whether no type is nested (then no path changes).
  var isEmpty: Bool { nestedPaths.isEmpty }

  /// The owner path of the members of a declaration named `name` (an extension's written
  /// type without generics) inside `owner`.
  func path(_ owner: [String], appending name: String) -> [String] {
    guard !nestedPaths.isEmpty, owner.isEmpty, name.utf8.contains(UInt8(ascii: ".")), nestedPaths.contains(name)
    else { return owner + [name] }
    return name.split(separator: ".").map(String.init)
  }

  /// `path` as already collected (`["Outer.Inner", …]`) rewritten the same way.
  func canonical(_ path: [String]) -> [String] {
    guard let first = path.first else { return path }
    let split = self.path([], appending: first)
    return split.count == 1 ? path : split + path.dropFirst()
  }
}

extension ProgramIndex {
  /// The owner path of the members of a type or extension named `name` declared in `owner`
  /// (`NestedExtensions`): every walker of declarations builds owner paths this way.
  public func ownerPath(_ owner: [String], appending name: String) -> [String] {
    nestedExtensions.path(owner, appending: name)
  }
}

extension DeclarationCollector.RawFunction {
  /// The same function with its owner path rewritten by `nested`.
  func canonical(_ nested: NestedExtensions) -> Self {
    var copy = self
    copy.ownerPath = nested.canonical(ownerPath)
    return copy
  }
}
