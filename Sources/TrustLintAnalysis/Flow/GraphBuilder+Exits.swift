import TrustLintSyntax

/// Where the path is, for messages: the branches it enters and the exits it leaves by.
extension GraphBuilder {
  /// Marks the entry of a branch (for "after the 'default' branch" in messages).
  func enterBranch(_ context: ExitContext) {
    // Branches inside a `defer` copy say nothing about the path that reached the exit.
    guard deferDepth == 0 else { return }
    graph.branches.append(context)
    emit(.branch(Int32(graph.branches.count - 1)))
  }

  /// Records an exit of the body, with the branch it sits in and the `switch` case, `catch` or
  /// `#if` clause around that branch (messages name both).
  func addExit(
    _ kind: FlowExit.Kind, token: TokenIndex, text: (first: TokenIndex, last: TokenIndex)? = nil,
    unmatchedBy: TokenIndex? = nil
  ) -> Int32 {
    var exit = FlowExit(kind: kind, token: token, context: contexts.last, textRange: text)
    exit.unmatchedBy = unmatchedBy
    switch contexts.last {
    case .ifBranch?, .guardElse?:
      for c in contexts.reversed() {
        guard case .switchCase = c else {
          switch c {
          case .catchClause, .ifConfigClause: exit.enclosingBranch = c
          default: continue
          }
          break
        }
        exit.enclosingBranch = c
        break
      }
    default: break
    }
    graph.exits.append(exit)
    return Int32(graph.exits.count - 1)
  }
}
