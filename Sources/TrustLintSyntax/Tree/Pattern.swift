/// A pattern in `case`, `catch`, `if case`, `for`, and `let`/`var` bindings.
/// `let`/`var` before a pattern is distributed: its bare names become `.binding`.
///
/// Only the larger and the recursive cases are boxed: `let x` (a `.binding`) is the pattern of
/// almost every binding, and boxing it cost an allocation per `let`.
public enum Pattern: @unchecked Sendable {
  /// `_`.
  case wildcard(TokenIndex)
  /// A name that is bound (`let x`, `case .success(let v)`, `case let .success(v)`).
  case binding(Name)
  /// `.success(.unknown)`, `Result.failure(let e)`, `.some(.high)`, `.none`:
  /// `typePrefix` is `Result` in `Result.failure`, nil for `.failure`.
  indirect case enumCase(typePrefix: Expr?, name: Name, payload: [Pattern]?)
  /// `(a, b)` / `(label: a)`.
  case tuple([Pattern])
  /// `x?` — matches `.some(x)`.
  indirect case optional(Pattern)
  /// `is T`.
  indirect case isType(TypeRef)
  /// `p as T`.
  indirect case cast(Pattern, TypeRef)
  /// Any other expression pattern: `nil`, `1...5`, `someValue`, `true`.
  indirect case expression(Expr)
}
