import TrustLintAnalysis
import TrustLintSyntax

/// What a message says the evaluation is: its subject ("evaluation from 'requestEvaluation'").
extension FlowMessages {
  /// `evaluation from 'requestEvaluation'`, `evaluation parameter 'e'`, `'self'`.
  static func subject(_ object: FlowObject, in result: ObligationResult, tree: SyntaxTree) -> String {
    switch object.origin {
    case .creation(let callee): return "evaluation from '\(callee)'"
    case .parameter: return "evaluation parameter '\(tree.text(of: object.token))'"
    case .selfValue: return "'self' (an evaluation)"
    case .borrowed(let name): return "evaluation read from '\(name)'"
    case .element(let sequence, _):
      // A task group's element taken by `group.next()` (its sequence is spelled so).
      if sequence.hasSuffix(".next()") { return "evaluation '\(tree.text(of: object.token))' taken by '\(sequence)'" }
      return "evaluation '\(tree.text(of: object.token))' of the 'for await' loop over '\(sequence)'"
    case .captured(let name):
      // Its token is the closure's `{`, or a local function's name.
      let holder = tree.text(of: object.token)
      return "evaluation '\(name)' captured by " + (holder == "{" ? "the closure" : "the local function '\(holder)'")
    }
  }

  /// The subject of a leak: as `subject`, but a task group's element the loop never reports
  /// is found at the child task's producing call, and named after it.
  static func leakSubject(_ object: FlowObject, in result: ObligationResult, tree: SyntaxTree) -> String {
    guard case .element(let sequence, let producer?) = object.origin, producer != object.token else {
      return subject(object, in: result, tree: tree)
    }
    if tree.text(of: object.token) == sequence {
      // The group's own name: its body never takes an element.
      return "evaluation from '\(tree.text(of: producer))', handed to the task group '\(sequence)' whose results "
        + "its body never takes,"
    }
    if tree.text(of: object.token) == "for" {
      // The rest of the group's results, dropped when its one loop is left early.
      return "evaluation from '\(tree.text(of: producer))', handed to the task group '\(sequence)' whose 'for await' "
        + "loop at line \(line(tree, object.token)) may stop before its last result,"
    }
    let taker = sequence.hasSuffix(".next()") ? "'\(sequence)'" : "its 'for await' loop"
    let group = sequence.hasSuffix(".next()") ? String(sequence.dropLast(".next()".count)) : sequence
    return "evaluation from '\(tree.text(of: producer))', handed to the task group '\(group)' and taken as "
      + "'\(tree.text(of: object.token))' by \(taker),"
  }
}
