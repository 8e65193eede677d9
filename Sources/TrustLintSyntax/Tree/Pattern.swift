/// A pattern in `case`, `catch`, `if case`, `for`, and `let`/`var` bindings.
/// `let`/`var` before a pattern is distributed: its bare names become `.binding`.
public indirect enum Pattern: @unchecked Sendable {
  /// `_`.
  case wildcard(TokenIndex)
  /// A name that is bound (`let x`, `case .success(let v)`, `case let .success(v)`).
  case binding(Name)
  /// `.success(.unknown)`, `Result.failure(let e)`, `.some(.high)`, `.none`:
  /// `typePrefix` is `Result` in `Result.failure`, nil for `.failure`.
  case enumCase(typePrefix: Expr?, name: Name, payload: [Pattern]?)
  /// `(a, b)` / `(label: a)`.
  case tuple([Pattern])
  /// `x?` — matches `.some(x)`.
  case optional(Pattern)
  /// `is T`.
  case isType(TypeRef)
  /// `p as T`.
  case cast(Pattern, TypeRef)
  /// Any other expression pattern: `nil`, `1...5`, `someValue`, `true`.
  case expression(Expr)
}
