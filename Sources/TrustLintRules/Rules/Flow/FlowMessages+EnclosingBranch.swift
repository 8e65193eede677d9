import TrustLintAnalysis
import TrustLintSyntax

/// The `switch` case, `catch` or `#if` clause around an exit whose innermost branch is an `if` or a
/// `guard`'s `else` (`FlowExit.enclosingBranch`): named after the `if`, since the `if` alone
/// does not say which outcome or which error took the leaking path there (probes-dl s00, h11, h14).
extension FlowMessages {
  /// " on the '.medium' branch" for an exit in an `if` or `guard` inside that `switch` case;
  /// " in the 'catch' at line 14" (with `when`, the `try`s that threw there) inside a `catch`;
  /// " in the '#else' clause at line 12" inside a clause of an `#if`.
  static func inCase(
    _ exit: FlowExit, when: String = "", tree: SyntaxTree, reach: [TokenIndex: CaseReach]
  ) -> String {
    switch exit.enclosingBranch {
    case .switchCase(let k)?:
      return " on the '\(SourceText.caseLabel(tree, keyword: k))' branch" + takenBy(k, tree: tree, reach: reach)
    case .catchClause(let c)?: return " in the 'catch' at line \(line(tree, c))" + when
    case .ifConfigClause(let d)?: return " in the '\(tree.text(of: d))' clause at line \(line(tree, d))"
    default: return ""
    }
  }

  /// The keyword of a `switch` case or `catch` clause.
  static func keyword(_ c: ExitContext) -> TokenIndex {
    switch c {
    case .switchCase(let t), .catchClause(let t), .guardElse(let t), .ifBranch(let t, _), .implicitElse(let t),
      .ifConfigClause(let t), .skippedClosure(let t), .jump(let t, _, _):
      return t
    case .skippedCall(_, let name): return name
    }
  }
}
