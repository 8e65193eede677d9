import TrustLintSyntax

/// Values a stored property gets from outside its type's own bodies: `request.category =
/// .other` before `request.makeContext()`, or a builder method's `var copy = self;
/// copy.category = c; return copy`.
extension CategoryTracer {
  /// The values of `x.name = value` assignments in the program whose receiver `x` is known
  /// to be of `p`'s type (`ProgramFacts.knownTypeName`): a local or parameter declared or
  /// built as that type, or `var copy = self` in one of its members. A receiver of unknown
  /// type is not followed: another type's property of the same name is not this one.
  func outsideAssignments(to p: PropertyEntry, mode: Mode, depth: Int, reaches: (Int) -> Bool) -> [CategoryLeaf] {
    guard canFollow(from: depth), !p.isStatic, !p.isComputed, let owner = p.ownerPath.last else { return [] }
    var result: [CategoryLeaf] = []
    for site in facts.memberAssignments(named: p.name.text) where reaches(site.scope.fileIndex) {
      guard facts.knownTypeName(site.target.base, in: site.scope, depth: 0) == owner else { continue }
      result += origins(site.value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
    }
    return result
  }
}
