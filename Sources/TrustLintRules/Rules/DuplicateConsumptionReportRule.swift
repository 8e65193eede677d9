import TrustLintAnalysis
import TrustLintSyntax

/// Some path reports one evaluation twice.
public struct DuplicateConsumptionReportRule: Rule {
  /// The rule's identity, severity, rationale and examples.
  public static let description = RuleDescription(
    id: "duplicate_consumption_report",
    defaultSeverity: .error,
    summary: "an evaluation is reported more than once on some path",
    rationale: """
      Apple's contract is one `reportConsumption(_:)` per evaluation: the report says what the \
      app did with the insight, and two reports on one path give the system two different \
      answers for one decision. The usual causes are a report inside a branch plus a report \
      after the branches meet, a `defer` that reports plus an explicit report, a report through \
      a copy (`let other = evaluation`, the evaluation is a class and copies are the same \
      object), or a call to a helper that already reports. A helper on the evaluation is a \
      method of an `extension InsightEvaluation`; a type the program declares under that name \
      itself (a vendored module's, a test double) is another type, and its \
      `reportConsumption` is not a report. An evaluation read from where it was stored (`guard \
      let evaluation = pendingEvaluation`, `let e = store.current`, `for e in queued` over a \
      property or parameter declared as a collection of evaluations, and one element taken out \
      of such a collection or of a dictionary of evaluations: `pending[id]`, \
      `pending.removeValue(forKey: id)`, `queue.popLast()`, `removeFirst()`, `removeLast()`, \
      `remove(at:)`, `first`, `last`; each such read is an element of its own, so reports of \
      two reads are not compared) is checked too: its holder \
      owes the report (no missing_consumption_report for it), but reporting the value read twice \
      on one path is a duplicate. Reads of the own type's property by name \
      (`pending?.reportConsumption(…)` twice, or `self.pending`) see the same evaluation until \
      the property may have changed: an assignment to it, a call of a function the program \
      declares (a method that may store another one), or an `await` (other code may run); \
      reads across those may be two evaluations and are not compared. One such call is \
      followed: a call on `self` (`discardEvaluation()`, `self.finish(added:)`, and \
      `self?.discard()` in a `[weak self]` closure, which runs only where the closure's \
      `self?.pending?.reportConsumption(…)` did) of the own \
      type's method that reports the property before anything else it does \
      (`pending?.reportConsumption(…)`, or `guard let e = pending else { return }` then \
      `e.reportConsumption(…)`; not `async`, nothing before the report that calls the program, \
      assigns, awaits or may throw, no override in a subclass, not a protocol's extension) \
      reports the evaluation the caller read, so after the caller reported it, and did not \
      assign the property since, the call is the second report (at the method's name); a \
      method that reports only when a flag is set, a call on another instance, or one made \
      after `pending = nil` is no duplicate. A read in one `case` of \
      a `switch` (or one side of an `if`) says nothing of the paths through the other cases: \
      there the first read is the one in that case, so two reports in a later case are a \
      duplicate too. \
      A `defer` in each clause of an `#if` (`#if DEBUG defer { … } #else defer { … } #endif`) \
      is one report per build, not two. A local optional that is nil on a path holds nothing \
      there: `var pending: E? = try await …`, `defer { pending?.reportConsumption(.notUsedNotNeeded) }`, \
      then `if let e = pending { pending = nil; step.review(e) }` reports once on every path (where \
      the `if let` does not bind, `pending` is nil); clearing it on some paths only leaves a \
      duplicate on the others. A second report written in a `defer` is found where it is \
      written (the spec's "report that is second on that path"), which is above the first report \
      in the source: the message says which exit runs the `defer` ("by the 'defer' at line 11, \
      which runs at the 'return' at line 15"; a `break` or `continue`, the end of a loop's body or \
      of another block, at its closing brace, is named the same way) and a note marks that exit, \
      so the path reads first \
      report, exit, deferred report (also the order of the SARIF code flow). When paths that \
      reported first reach several exits, each is named ("at the 'return' at line 15 and at the \
      end of the body at line 19"), and each flow runs through the exit its first report reaches. A closure that \
      outlives the call and names an \
      evaluation of its enclosing body (`Task { @MainActor in … }`, `DispatchQueue.main.async \
      { … }`) is checked the same way: two reports on one of its paths are a duplicate, while \
      whether the enclosing body also reports is not compared (the closure may run later, or \
      only read the evaluation).

      The finding is at the report that is second on the path (the `reportConsumption` token, \
      or the name of the helper that reports, a local function called by name included), with \
      the first report as a note. A report reached again by the next pass of a `for`, `while` \
      or `repeat` loop (one evaluation, reported inside the loop) is its own first report: the \
      message says "on an earlier pass of the 'for' loop at line 11" and a note at the loop's \
      keyword marks where the path goes round (`payees.forEach { … }` is such a loop, named \
      'forEach'; a loop over a literal of one element, `for _ in [x]` or `0..<1`, makes one \
      pass and does not go round, nor does one over `batch.prefix(1)` or `batch.suffix(1)`, \
      `for` or `forEach`, which makes one pass at most). A `fallthrough` from the case of the first report into the \
      case of the second gets a note of its own. A producer of the program that reports the \
      evaluation before it returns it (a logging decorator) makes the first report at its \
      call, and the note says so; one that reports on some of its returns only is not \
      compared (see missing_consumption_report). A closure that runs before its call returns \
      (`MainActor.run { }`, `Optional.map { }`, `forEach { }`, or the `@escaping` operation \
      of a project function such as `withTimeout<T>` whose generic result only that closure \
      can give) reports on the caller's path; \
      one that outlives the call (`Task { }`) has taken the evaluation over, and reports after \
      it are not counted, but two reports inside it are one evaluation reported twice; so are \
      two inside a local function that such a closure runs (`func finish() { … }` called from \
      `Task { finish() }`: the finding is inside it, while a local function called in place is \
      counted at its call). A local closure or function passed by name to a parameter that \
      runs it during the call (a non-escaping closure parameter of a project function: `let \
      read = { try e.insight.outcome.get() }; try validate(read)`) takes over only what it \
      reports or passes on: reading the insight there leaves the evaluation with the function, \
      whose own reports after it are counted. A helper that takes the evaluation as `Any` (or \
      a generic `T`) from a caller and reports the cast value twice on a path (`guard let e = \
      value as? CoachingEvaluation …; e.reportConsumption(…); …; e.reportConsumption(…)`) \
      reports the caller's evaluation twice: the finding is at its second report. Tests of one `Bool` constant or flag agree along a path (a report \
      under `if isHigh` and one under `if !isHigh` are never both made); other conditions \
      that are always equal are not told apart, so keep each report in the branch that \
      decides it. A helper that may throw before it reports (`try handleAssessment(e)` whose \
      `try …outcome.get()` comes first) has not reported when its error reaches the caller's \
      `catch`: a report there is not a second one (the helper's own path without a report is \
      a missing_consumption_report at its parameter); a helper that reports and then throws \
      has, and a report in the `catch` is a duplicate. A helper that reports on some paths \
      only (`guard !reportIfFailed(e) else { return }`, which returns whether it reported) is \
      at fault at its parameter; after it the evaluation may or may not be reported, so the \
      caller's later reports are not duplicates (called on an evaluation already reported, \
      it is one). A `throw` that names its error's type \
      (`throw TradeError.blocked`, `throw CancellationError()`) passes by a `catch` of another \
      struct or enum (`catch is InsightError`): a report there does not follow the report \
      before the `throw`; a `catch` of a protocol, a class, or `Error` may take it. Such an \
      error (and what `try E.insight.outcome.get()` throws, an `InsightError`) goes to the \
      clauses that may take it, in order, up to the first that surely does: the final \
      `catch { }` after `catch let error as InsightError` is not reached by it. An error of \
      unknown type is an `InsightError` only if it may come from TrustInsights: a call of the \
      app's own function (`try await issuer.activate()`) skips `catch let error as \
      InsightError` when that function's body (and what it calls, in turn) calls no \
      TrustInsights API and no function that may; calls of functions the program does not \
      declare (another SDK) do not throw one. A protocol requirement (`try await \
      activator.activate()` on `any CardActivating`) runs a body the program gives it (its \
      conformers' methods, its extensions' defaults) and may throw one only if such a body \
      may; a requirement the program implements nowhere runs another module's code (a network \
      layer behind `IssuerAPI`) and, like another SDK, does not. A closure (a dependency \
      client's property, a local or parameter), a local function, a `for try await` or a \
      `throw` of a value \
      not caught in the same body may throw one, and so may a body that calls more than eight \
      functions deep or 512 calls wide. A \
      variable assigned in a loop from a value held elsewhere (`best = evaluation`) is not \
      told apart from the next pass's evaluation. Where a pass requests a new evaluation while \
      such a variable still holds an unreported earlier one (keep the riskiest, report the \
      others, report the kept one after the loop), the two may be different evaluations: \
      reports of them are not compared with the new one's from there on. One kept after being \
      reported in its own pass is still a duplicate when reported again, and so is the kept \
      one reported twice through its holder or names assigned from it (twice after the loop, \
      through `guard let kept = best` and then `best`, in a `defer` as well); once the holder \
      is given another value, or a pass requests a new evaluation, its earlier reports are not \
      counted (no finding). As for `missing_consumption_report`, a body follows its first 64 \
      evaluations only, and a body whose flow graph passes 300,000 nodes is not checked (a note names it).
      """,
    flaggedExample: """
      import TrustInsights

      func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        defer { evaluation.reportConsumption(.notUsedNotNeeded) }
        if case .success(.high) = evaluation.insight.outcome {
          evaluation.reportConsumption(.usedIncreasedFriction)
        }
      }

      """,
    cleanExample: """
      import TrustInsights

      func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
        if case .success(.high) = evaluation.insight.outcome {
          evaluation.reportConsumption(.usedIncreasedFriction)
        } else {
          evaluation.reportConsumption(.usedUnchangedFriction)
        }
      }

      """)

  /// A rule has no configuration of its own.
  public init() {}

  /// Findings for one analysed file, from the obligation analysis shared by the flow rules.
  public func check(_ context: RuleContext) -> [Finding] {
    let file = context.file
    let tree = file.tree
    var findings: [Finding] = []
    var seen: Set<TokenIndex> = []
    var fallthroughs: Fallthroughs?
    for result in context.program.obligations(for: file) {
      for d in result.duplicates {
        let site = result.graph.reportSites[Int(d.site)]
        let object = result.graph.objects[Int(d.object)]
        let token = site.token(for: object)
        guard seen.insert(token).inserted else { continue }
        let subject = FlowMessages.subject(object, in: result, tree: tree)
        var firstTokens: [TokenIndex] = []
        for s in d.firstSites {
          let t = result.graph.reportSites[Int(s)].token(for: object)
          if !firstTokens.contains(t) { firstTokens.append(t) }
        }
        firstTokens.sort()
        var lines: [String] = []
        for t in firstTokens {
          let text = "line \(FlowMessages.line(tree, t))"
          if !lines.contains(text) { lines.append(text) }
        }
        let how =
          site.isDirect && token == site.token
          ? "is reported again" : "is reported again by '\(tree.text(of: token))'"
        // A report written in a `defer` happens where the `defer` runs, after the first
        // report although it is written above it: say so, and note the exit that runs it.
        let runs = token == site.token && site.deferRun != nil ? Self.deferRuns(d, object, result) : []
        let deferRun = runs.first?.run
        var message = "\(subject) \(how)"
        if !runs.isEmpty {
          message += (how == "is reported again" ? " by " : " in ") + Self.whenDeferRuns(runs.map(\.run), tree: tree)
        }
        message += " on a path that already reported it"
        if !lines.isEmpty {
          message += " at " + lines.joined(separator: " or ")
        }
        let loop = deferRun == nil ? Self.loopAround(token, firsts: firstTokens, tree: tree) : nil
        if let loop {
          message += " on an earlier pass of the '\(tree.text(of: loop))' loop at line \(FlowMessages.line(tree, loop))"
        }
        // The error that took the path from the first report into the `catch` holding this
        // one (`catch { e.reportConsumption(.notUsedError) }` after a report in the `do`).
        let throwers = deferRun == nil ? Self.throwsBetween(d, firstTokens, token, result) : []
        if !throwers.isEmpty {
          let named = throwers.map { exit -> String in
            let at = "line \(FlowMessages.line(tree, exit.token))"
            guard exit.kind == .tryThrows else { return "the 'throw' at \(at)" }
            return "'\(exit.text(in: tree) ?? "try")' at \(at) threw"
          }
          message += ", after " + named.joined(separator: " or ")
        }
        // A first report inside a closure that a helper of the program may run again, at or
        // after this one (`withRetry { e.reportConsumption(…); try await post() }`): only an
        // earlier run of the closure made it first.
        if let rerun = result.graph.rerunClosures.first(where: { r in
          r.first < token && token < r.last && firstTokens.contains { token <= $0 && $0 < r.last }
        }) {
          message += " when '\(tree.text(of: rerun.call))' at line \(FlowMessages.line(tree, rerun.call))"
          message += " runs its closure again"
        }
        message += "; report each evaluation exactly once"
        var related = firstTokens.map { t -> RelatedLocation in
          let loc = tree.location(of: t)
          // The producing call itself: a producer that reports before it returns the evaluation.
          let message =
            t == object.token
            ? "first report, made by '\(tree.text(of: t))' before it returns the evaluation" : "first report"
          return RelatedLocation(file: file.path, line: loc.line, column: loc.column, message: message)
        }
        let firsts = related.indices
        // A note at `at`, as the next related location; returns its index for the path.
        func note(_ at: TokenIndex, _ text: String) -> Int {
          let loc = tree.location(of: at)
          related.append(RelatedLocation(file: file.path, line: loc.line, column: loc.column, message: text))
          return related.count - 1
        }
        var exitStep: [PathStep] = []
        for exit in throwers {
          let text = (exit.kind == .tryThrows ? "can throw here" : "throws here") + " after the first report"
          exitStep.append(.related(note(exit.token, text)))
        }
        // `fallthrough` from the case of the first report into the case of this one.
        if loop == nil, deferRun == nil, firstTokens.contains(where: { $0 < token }) {
          if fallthroughs == nil { fallthroughs = Fallthroughs(tree) }
          for t in fallthroughs?.between(firstTokens, token) ?? [] {
            exitStep.append(.related(note(t, "falls through into the next case, which reports again")))
          }
        }
        if let loop {
          exitStep.append(.related(note(loop, "the loop runs again, and reaches the report a second time")))
        }
        // The path runs from a first report (through the exit that runs the `defer`) to
        // this second one, not the other way; for a `defer`, each exit only from the first
        // reports of the paths that reach it (probes-ez k3: a report before the end of the body
        // was shown running to a `return` it never reaches).
        var paths = firsts.map { [PathStep.related($0)] + exitStep + [.primary] }
        if !runs.isEmpty {
          paths = []
          for (run, runFirsts) in runs {
            let text = "the 'defer' at line \(FlowMessages.line(tree, run.keyword)) runs here and reports again"
            let exit = run.exitToken.map { [PathStep.related(note($0, text))] } ?? []
            for i in firsts where runFirsts.contains(firstTokens[i]) { paths.append([.related(i)] + exit + [.primary]) }
          }
        }
        findings.append(
          FlowMessages.finding(
            Self.description, file: file, token: token, message: message, related: related,
            paths: paths, enclosing: result.graph.name))
      }
    }
    return findings
  }

  /// The `try`s and `throw`s whose error took a path of `d` from a first report (at one of
  /// `firsts`) into the `catch` holding the second report (at `second`), in source order.
  static func throwsBetween(
    _ d: ObligationResult.Duplicate, _ firsts: [TokenIndex], _ second: TokenIndex, _ result: ObligationResult
  ) -> [FlowExit] {
    guard let first = firsts.min() else { return [] }
    return d.thrownBy.map { result.graph.throwSources[Int($0)] }
      .filter { first < $0.token && $0.token < second }
      .sorted { $0.token < $1.token }
  }

  /// Per copy of the deferred second report of `d` (one per exit that runs the `defer`, in
  /// source order of the exits): where it runs, and the first reports on the paths to it.
  static func deferRuns(
    _ d: ObligationResult.Duplicate, _ object: FlowObject, _ result: ObligationResult
  ) -> [(run: DeferRun, firsts: [TokenIndex])] {
    var out: [(run: DeferRun, firsts: [TokenIndex])] = []
    for copy in d.firstSitesByCopy {
      guard let run = result.graph.reportSites[Int(copy.site)].deferRun else { continue }
      let firsts = copy.firstSites.map { result.graph.reportSites[Int($0)].token(for: object) }
      if let i = out.firstIndex(where: { $0.run.exitToken == run.exitToken }) {
        out[i].firsts += firsts
      } else {
        out.append((run, firsts))
      }
    }
    return out.sorted { ($0.run.exitToken ?? 0) < ($1.run.exitToken ?? 0) }
  }

  /// "the 'defer' at line 11, which runs at the 'return' at line 15," (with " and at the end
  /// of the body at line 19" for each other exit that runs it after a first report).
  static func whenDeferRuns(_ runs: [DeferRun], tree: SyntaxTree) -> String {
    guard let first = runs.first else { return "" }
    var clauses: [String] = []
    for run in runs {
      let clause = runClause(run, tree: tree)
      if !clauses.contains(clause) { clauses.append(clause) }
    }
    return "the 'defer' at line \(FlowMessages.line(tree, first.keyword)), which runs "
      + clauses.joined(separator: " and ") + ","
  }

  /// "at the 'return' at line 15", "when the 'try' at line 12 throws", "when its scope ends".
  static func runClause(_ run: DeferRun, tree: SyntaxTree) -> String {
    guard let exit = run.exitToken else { return "when its scope ends" }
    let at = "line \(FlowMessages.line(tree, exit))"
    switch run.exitKind {
    case .returns?: return "at the 'return' at \(at)"
    case .throwsError?: return "at the 'throw' at \(at)"
    case .tryThrows?: return "when the 'try' at \(at) throws"
    case .fallsOffEnd?: return "at the end of the body at \(at)"
    case .breaks?, .continues?:
      // Named with its label, as written (`break outer`).
      return "at the '\(FlowMessages.jumpText(exit, run.exitLabel, tree: tree))' at \(at)"
    case .iterationEnds?: return "at the end of the loop's body at \(at)"
    case nil: return "at the end of its block at \(at)"
    default: return "when its scope ends"
    }
  }
}
