import TrustLintSyntax

extension GraphBuilder {
  /// `kept.isNil` on a tracked name, where every property of that name the program declares in
  /// an `extension Optional` is a computed property whose getter is only `self == nil` (or
  /// `self != nil`, `return …`): the tracked variable and whether it is nil where the test holds.
  /// A nil test through such a helper refines as `kept == nil` would.
  func nilTestProperty(_ m: MemberExpr) -> (variable: Int32, isNilWhenTrue: Bool)? {
    guard case .identifier(let n) = m.base, let v = trackedVariable(n.text) else { return nil }
    let entries = index.properties(named: m.name.text)
    var result: Bool?
    // A property of that name on another type is not what an optional's member names.
    for entry in entries where entry.ownerPath.last == "Optional" {
      guard !entry.isStatic, entry.accessors.count == 1,
        let isNil = Self.selfNilTest(entry.accessors[0].body), result == nil || result == isNil
      else { return nil }
      result = isNil
    }
    return result.map { (v, $0) }
  }

  /// For a getter `{ self == nil }` / `{ return self != nil }`: whether `self` is nil where it
  /// returns true.
  static func selfNilTest(_ body: Block?) -> Bool? {
    guard let body, body.stmts.count == 1 else { return nil }
    let value: Expr?
    switch body.stmts[0] {
    case .expr(let e): value = e
    case .returnStmt(let r): value = r.value
    default: return nil
    }
    guard case .binary(let b)? = value, b.op.text == "==" || b.op.text == "!=",
      case .identifier(let s)? = nilComparand(b), s.text == "self"
    else { return nil }
    return b.op.text == "=="
  }
}
