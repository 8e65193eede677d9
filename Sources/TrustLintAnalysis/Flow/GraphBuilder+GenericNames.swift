/// Generic parameters the code of a body sees, which hide the program's type aliases of the
/// same name: inside `struct Retry<Failure: Error>` (or `func retry<Failure: Error>()`),
/// `catch let e as Failure` names the parameter, not a file-level `typealias Failure =
/// WalletError`, and does not surely take a `WalletError` (probes-dv p27).
extension GraphBuilder {
  /// The generic parameter names of this body's function, of the functions it is nested in
  /// (a closure or local function inside `func settle<Failure: Error>`) and of its enclosing
  /// types (the declarations, not extensions, which cannot declare any), asked only where a
  /// `catch` clause is matched against an error of known type, and kept once asked.
  var visibleGenericNames: Set<String> {
    if let known = genericLists.names { return known }
    var names: Set<String> = []
    for list in genericLists.all {
      names.formUnion(ProgramIndex.genericParameterNames(list))
    }
    for (k, owner) in ownerPath.enumerated() {
      let path = ownerPath[0..<k]
      for t in index.types(named: owner) where t.ownerPath.elementsEqual(path) {
        if let list = t.decl.genericParameters { names.formUnion(ProgramIndex.genericParameterNames(list)) }
      }
    }
    genericLists.names = names
    return names
  }
}

/// The generic parameter lists (as written) a body sees: its function's own (nil for a
/// closure or top-level code) and those of the functions it is nested in (`ChildBody`).
struct GenericLists {
  /// The list of the function this body is.
  var own: String?
  /// The lists of the functions the body is nested in, outermost first.
  var enclosing: [String] = []
  /// `GraphBuilder.visibleGenericNames`, once asked.
  var names: Set<String>?

  /// Every list, the enclosing functions' first.
  var all: [String] { enclosing + (own.map { [$0] } ?? []) }
}
