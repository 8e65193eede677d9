import TrustLintAnalysis
import TrustLintSyntax

/// Some path from an evaluation to an exit has no `reportConsumption`.
public struct MissingConsumptionReportRule: Rule {
  /// A rule has no configuration of its own.
  public init() {}

  /// Findings for one analysed file, from the obligation analysis shared by the flow rules.
  public func check(_ context: RuleContext) -> [Finding] {
    let file = context.file
    let tree = file.tree
    var findings: [Finding] = []
    // One finding per evaluation: a creation written once but lowered twice (inside a `defer`
    // copied onto several exits) is still one evaluation.
    var seen: Set<TokenIndex> = []
    // What takes each case of the file's outcome switches: messages name what a `default` takes.
    let reach =
      context.program.position(of: file).map {
        ProgramFacts.of(context.program).outcomeFacts(inFile: $0).caseReach
      } ?? [:]
    for result in context.program.obligations(for: file) {
      for leak in result.leaks where seen.insert(Self.location(result.graph.objects[Int(leak.object)])).inserted {
        let object = result.graph.objects[Int(leak.object)]
        let subject = FlowMessages.leakSubject(object, in: result, tree: tree)
        let onlyDiscarded = leak.exits.allSatisfy { result.graph.exits[Int($0)].kind == .discarded }
        let message: String
        if onlyDiscarded {
          message = "result of '\(calleeName(object))' is discarded, so the evaluation is never reported" + Self.keepIt
        } else {
          let how = leak.isReportedSomewhere ? "is not reported on every path" : "is never reported"
          message =
            "\(subject) \(how): \(FlowMessages.clauses(leak, result, tree: tree, reach: reach))"
            + (dropping(leak.object, result, context).map { "; \($0)" } ?? "")
            + Self.reportOn(exits: Set(leak.exits.map { result.graph.exits[Int($0)].token }).count)
        }
        let notes = FlowMessages.related(leak, result, file: file, reach: reach)
        findings.append(
          FlowMessages.finding(
            Self.description, file: file, token: Self.location(object), message: message,
            related: notes.related, paths: notes.paths, enclosing: result.graph.name))
      }
      for fault in result.parameterFaults {
        let object = result.graph.objects[Int(fault.object)]
        let clauses = FlowMessages.clauses(fault, result, tree: tree, reach: reach)
        var message: String
        if case .selfValue = object.origin {
          message = "'\(result.graph.name)' reports its evaluation ('self') on some paths but not all: \(clauses)"
        } else if case .element = object.origin {
          let subject = FlowMessages.subject(object, in: result, tree: tree)
          message = "\(subject) in '\(result.graph.name)' is reported on some paths but not all: \(clauses)"
        } else {
          let subject = FlowMessages.subject(object, in: result, tree: tree)
          // A closure's graph is named after the declaration it is written in, whose own
          // parameters these are not.
          let owner = result.graph.kind == .closure ? "a closure in '\(result.graph.name)'" : "'\(result.graph.name)'"
          message = "\(subject) of \(owner) is reported on some paths but not all: \(clauses)"
        }
        message += Self.reportOnEveryPathOrNone
        let notes = FlowMessages.related(fault, result, file: file, reach: reach)
        findings.append(
          FlowMessages.finding(
            Self.description, file: file, token: object.token, message: message,
            related: notes.related, paths: notes.paths, enclosing: result.graph.name))
      }
    }
    return findings
  }

  // What to do, said by every finding as the other rules' messages say it (DESIGN.md: "every
  // finding says ... what to do"); these said only what was wrong (probes-ez).

  /// For an evaluation that leaks on the paths the message names, through `exits` exits.
  static func reportOn(exits: Int) -> String {
    exits == 1
      ? "; report it on that path with what it did" : "; report it on each of these paths with what that path did"
  }

  /// For a discarded result: nothing on any path can report it.
  static let keepIt = ": keep it and report what the app did with it ('.notUsedNotNeeded' if nothing)"

  /// For a parameter reported on some paths: either the function owns the report or its callers do.
  static let reportOnEveryPathOrNone = "; report it on every path here, or on none and leave the report to the caller"

  /// Where a leak is found: the producing call, which for a task group's element the loop
  /// never reports is in the child task that returned it.
  private static func location(_ object: FlowObject) -> TokenIndex {
    if case .element(_, let producer?) = object.origin { return producer }
    return object.token
  }

  /// The calls through a protocol whose conformers disagree, and those that never report
  /// (`DroppingImplementations`).
  private func dropping(_ object: Int32, _ result: ObligationResult, _ context: RuleContext) -> String? {
    DroppingImplementations.clause(
      object: object, in: result, summaries: context.program.summaries, index: context.program.index,
      tree: context.file.tree)
  }

  private func calleeName(_ object: FlowObject) -> String {
    if case .creation(let callee) = object.origin { return callee }
    return "call"
  }
}
