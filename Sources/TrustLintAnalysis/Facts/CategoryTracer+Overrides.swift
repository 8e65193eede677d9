import TrustLintSyntax

/// Template methods for contexts: `requestEvaluation(context: makeContext())` written in a
/// class runs the `makeContext()` of the object's class, so a subclass's `override func
/// makeContext()` returning a `.other` context reaches the base class's evaluator call (probes-es
/// p24), as the flow graphs already widen a bare call to the overrides (`addingOverrides`).
extension CategoryTracer {
  /// `candidates` with the overrides the subclasses of the enclosing class declare, for a bare
  /// or `self.` call whose candidates are all instance methods of that very class (not
  /// `final`, `private`, `static` or `class`). Another receiver is not widened.
  func withOverrides(_ candidates: [FunctionEntry], _ c: CallExpr, in scope: BodyScope) -> [FunctionEntry] {
    guard !candidates.isEmpty, !scope.ownerPath.isEmpty, let name = SyntaxQueries.calleeName(c)?.text else {
      return candidates
    }
    if let receiver = SyntaxQueries.receiver(c) {
      guard case .identifier(let n) = SyntaxQueries.stripped(receiver), n.text == "self" else { return candidates }
    }
    for f in candidates {
      let m = f.decl.modifiers
      guard case .function = f.decl.kind, f.ownerPath == scope.ownerPath, !m.has("static"), !m.has("class"),
        !m.has("final"), !m.has("private")
      else { return candidates }
    }
    let index = facts.program.index
    let labels = ProgramFacts.labels(of: c)
    var result = candidates
    var seen = Set(candidates.map(\.id))
    for path in index.subclassPaths(ofClassAt: scope.ownerPath) {
      for call in index.resolve(name: name, labels: labels, owner: path[path.count - 1], fromFile: scope.fileIndex) {
        let f = index.functions[Int(call.function)]
        guard f.ownerPath == path, f.decl.modifiers.has("override"), seen.insert(f.id).inserted else { continue }
        result.append(f)
      }
    }
    return result
  }
}
