import TrustLintAnalysis
import TrustLintSyntax

/// Notes that say through which branch an outcome reached a finding ("'.unknown' takes 'case
/// .success:' at line 18"), located at that branch's token, so that the path reads from the
/// test to the finding.
enum BranchNotes {
  /// The note for `entry`, where `who` (`'.unknown'`, `an insight failure`) came in; nil when
  /// the entry is not before `token` (the finding's location) in the same body.
  static func note(
    _ entry: BranchEntry?, who: String, before token: TokenIndex, in file: ParsedFile
  ) -> RelatedLocation? {
    guard let entry, entry.token < token else { return nil }
    return TokenFinding.related(in: file, at: entry.token, message: text(entry, who: who, tree: file.tree))
  }

  /// `finding` (at `token`) with a first note at the branch `who` came in through, and its path
  /// through it: the branch, the finding, then the finding's other notes (a helper's default).
  static func adding(
    _ entry: BranchEntry?, who: String, to finding: Finding, at token: TokenIndex, in file: ParsedFile
  ) -> Finding {
    guard let note = note(entry, who: who, before: token, in: file) else { return finding }
    var f = finding
    f.related.insert(note, at: 0)
    f.paths = [[.related(0), .primary] + finding.related.indices.map { .related($0 + 1) }]
    return f
  }

  /// "'.unknown' takes 'case .success:' at line 18", "… the 'else' of the 'if' at line 12".
  static func text(_ entry: BranchEntry, who: String, tree: SyntaxTree) -> String {
    let line = tree.location(of: entry.test).line
    let keyword = tree.text(of: entry.test)
    switch entry.kind {
    case .caseLabel:
      let label = SourceText.caseLabel(tree, keyword: entry.token)
      let at = "at line \(tree.location(of: entry.token).line)"
      return label.hasSuffix("default") ? "\(who) takes the '\(label)' \(at)" : "\(who) takes 'case \(label):' \(at)"
    case .ifThen: return "\(who) enters the '\(keyword)' at line \(line)"
    case .ifElse: return "\(who) takes the 'else' of the 'if' at line \(line)"
    case .guardElse: return "\(who) takes the 'else' of the 'guard' at line \(line)"
    case .afterGuard: return "\(who) passes the 'guard' at line \(line)"
    case .catchClause: return "\(who) takes the 'catch' at line \(line)"
    case .pastTest: return "\(who) continues past the '\(keyword)' at line \(line)"
    case .conditionTrue, .conditionFalse:
      // A ternary's side, the right of `&&`/`||`: named by the condition that selects it.
      let condition = SourceText.compact(tree.codeText(from: entry.token, through: entry.test))
      let at = "at line \(tree.location(of: entry.token).line)"
      return "\(who) makes '\(condition)' \(entry.kind == .conditionTrue ? "true" : "false") \(at)"
    }
  }

  /// Who reaches an unknown branch, as a note names it.
  static func unknownWho(_ branch: OutcomeBranch) -> String {
    branch.reachedBy.contains(.unknown) ? "'.unknown'" : "a value this SDK does not know"
  }
}
