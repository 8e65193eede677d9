import TrustLintAnalysis
import TrustLintSyntax

/// Builds findings located at a token of a file (line and column of the token's first byte).
enum TokenFinding {
  /// A finding of `rule` at `token` of `file`.
  static func make(
    _ rule: RuleDescription, severity: Severity? = nil, in file: ParsedFile, at token: TokenIndex, message: String,
    enclosing: String, related: [RelatedLocation] = []
  ) -> Finding {
    let location = file.tree.location(of: token)
    return Finding(
      rule: rule.id, severity: severity ?? rule.defaultSeverity, message: message, file: file.path,
      line: location.line, column: location.column, related: related, enclosingDeclaration: enclosing)
  }

  /// A related location at a token of a file.
  static func related(in file: ParsedFile, at token: TokenIndex, message: String) -> RelatedLocation {
    let location = file.tree.location(of: token)
    return RelatedLocation(file: file.path, line: location.line, column: location.column, message: message)
  }

  /// The member name of a value leaf: `.approved`, `Decision.approved`, `.allow(reason)`.
  static func memberName(of leaf: Expr) -> Name? {
    switch SyntaxQueries.stripped(leaf) {
    case .implicitMember(let n): return n
    case .member(let m) where SyntaxQueries.isTypePath(m.base): return m.name
    case .call(let c):
      // `.approved(reason: …)` and `Decision.approved(reason: …)`: a case with a payload.
      switch SyntaxQueries.stripped(c.callee) {
      case .implicitMember(let n): return n
      case .member(let m) where SyntaxQueries.isTypePath(m.base): return m.name
      default: return nil
      }
    default: return nil
    }
  }
}
