import TrustLintSyntax

extension ProgramIndex {
  /// Names of computed properties declared in extensions of the evaluation type whose getter
  /// reads `outcome` (`var isHighRisk: Bool { if case .success(.high) = insight.outcome … }`):
  /// reading one on an evaluation reads its outcome, as calling such a method does. The getter's
  /// tokens are searched for `outcome`; such getters are few, so their bodies are parsed here.
  static func outcomeReadingProperties(_ entries: [FunctionEntry], trees: [SyntaxTree]) -> Set<String> {
    var names: Set<String> = []
    for e in entries where e.isAccessor && e.isEvaluationExtension && !names.contains(e.name) {
      guard case .accessor("get") = e.decl.kind, let body = e.decl.body else { continue }
      let tree = trees[e.fileIndex]
      let tokens = tree.tokens
      var i = Int(body.lbrace)
      while i <= Int(body.rbrace) && i < tokens.count {
        let t = tokens[i]
        if t.kind == .identifier, t.end - t.start == 7, tree.text(of: Int32(i)) == "outcome" {
          names.insert(e.name)
          break
        }
        i += 1
      }
    }
    return names
  }
}
