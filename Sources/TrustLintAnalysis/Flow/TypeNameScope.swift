/// Where a `catch` pattern or a thrown value's type is written, as type names are looked up
/// from there: the program's declarations, the types the code is a member of (their nested
/// type aliases come before file-level ones) and the generic parameters it sees (which hide
/// aliases of the same name). `ThrownError`'s clause matching asks everything through one.
struct TypeNameScope {
  /// The program's declarations.
  let index: ProgramIndex
  /// The enclosing types of the code, outermost first.
  let ownerPath: [String]
  /// Generic parameter names of the code's function and enclosing types.
  var hiding: Set<String> = []

  /// The error type `written` stands for here (`ThrownError.unaliased(_:_:within:hiding:)`).
  func unaliased(_ written: String) -> String {
    ThrownError.unaliased(written, index, within: ownerPath, hiding: hiding)
  }
}
