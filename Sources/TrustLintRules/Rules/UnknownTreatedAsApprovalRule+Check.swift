import TrustLintAnalysis
import TrustLintSyntax

/// The rule's check: the outcome facts of a file read for approvals in unknown branches.
extension UnknownTreatedAsApprovalRule {
  /// Findings of the rule in the file of `context`.
  public func check(_ context: RuleContext) -> [Finding] {
    guard let fileIndex = context.program.position(of: context.file) else { return [] }
    let facts = ProgramFacts.of(context.program).outcomeFacts(inFile: fileIndex)
    let options = context.options
    var seen: Set<TokenIndex> = []
    var findings: [Finding] = []
    func report(
      _ token: TokenIndex, _ what: String, _ branch: OutcomeBranch, _ enclosing: String, advice: String,
      related: [RelatedLocation] = [], helper: HelperParameter? = nil
    ) {
      guard seen.insert(token).inserted else { return }
      let message =
        "\(branch.reachedByDescription) \(what); unknown means no evidence, not low risk: \(advice)"
      // The path: the caller handing the level in, the branch `.unknown` took, the approval,
      // then where a helper's default is.
      let who = BranchNotes.unknownWho(branch)
      let finding = TokenFinding.make(
        Self.description, in: context.file, at: token, message: message, enclosing: enclosing, related: related)
      let noted = BranchNotes.adding(branch.entry, who: who, to: finding, at: token, in: context.file)
      findings.append(Self.addingCallers(of: helper, who: who, to: noted, in: context))
    }
    let keepChecks = "keep the checks you already run"

    var sites: [TokenIndex: CallSite]?
    var asserted: [ClosedRange<TokenIndex>]?
    for fact in facts.calls where fact.branch.isUnknownBranch && !fact.gatedByAnswer {
      guard let name = SyntaxQueries.calleeName(fact.call) else { continue }
      if Self.isApprovalCall(fact.call, name, options), !Self.isDeclaredView(name.text, context.program.index),
        !Self.isFrameworkTypeHousekeeping(fact.call, name, context.program.index)
      {
        // Past `if level == .high { return }` the app's flow goes on for `.medium` and `.unknown`.
        if fact.branch.isFallThrough { continue }
        // A test's subject inside an assertion (`XCTAssertEqual(sut.authorize(…), .needsReview)`).
        if asserted == nil { asserted = Self.assertedRanges(in: context, fileIndex: fileIndex) }
        if asserted?.contains(where: { $0.contains(name.token) }) == true { continue }
        report(
          name.token, "leads to '\(SyntaxQueries.displayName(fact.call))'", fact.branch, fact.enclosing,
          advice: keepChecks, helper: fact.helper)
        continue
      }
      // `markFastTracked(evaluation)` of a helper that always reports `.usedReducedFriction`.
      if sites == nil { sites = HelperReportStatus.callSites(in: context) }
      if let site = sites?[name.token],
        HelperReportStatus.constantStatus(of: site, arguments: site.arguments, context.program.summaries)
          == "usedReducedFriction"
      {
        report(
          name.token, "is reported as '.usedReducedFriction' by '\(SyntaxQueries.displayName(fact.call))'",
          fact.branch, fact.enclosing, advice: "report '.usedUnchangedFriction' and \(keepChecks)")
        continue
      }
      // `finish(evaluation)` of a helper whose reported `status` defaults to `.usedReducedFriction`:
      // the call is the defect (at the helper's name), the default value is where it comes from.
      if let (parameter, related) = Self.reducedFrictionDefault(of: fact, fromFile: fileIndex, context) {
        report(
          name.token,
          "is reported as '.usedReducedFriction' by '\(SyntaxQueries.displayName(fact.call))' (the default of '\(parameter)')",
          fact.branch, fact.enclosing, advice: "pass 'status: .usedUnchangedFriction' and \(keepChecks)",
          related: [related])
      }
    }

    for fact in facts.values where fact.branch.isUnknownBranch && !fact.gatedByAnswer {
      if let member = TokenFinding.memberName(of: fact.leaf) {
        if member.text == "usedReducedFriction" {
          report(
            member.token, "is reported as '.usedReducedFriction'", fact.branch, fact.enclosing,
            advice: "report '.usedUnchangedFriction' and \(keepChecks)")
          continue
        }
        guard CamelCaseWords.firstMatch(member.text, in: options.approvalValues) != nil, !fact.branch.isFallThrough
        else { continue }
        switch fact.sink {
        case .returned:
          report(
            member.token, "returns '.\(member.text)'", fact.branch, fact.enclosing, advice: keepChecks,
            helper: fact.helper)
        case .assigned(let target, _):
          report(
            member.token, "sets '\(target)' to '.\(member.text)'", fact.branch, fact.enclosing, advice: keepChecks,
            helper: fact.helper)
        case .argument:
          // `completion(.approved)`: the callback is how the function answers.
          guard let through = fact.answeredThrough else { continue }
          report(
            member.token, "answers '.\(member.text)' through '\(through)'", fact.branch, fact.enclosing,
            advice: keepChecks, helper: fact.helper)
        }
      } else if case .literal(let literal) = fact.leaf, literal.kind == .true, !fact.branch.isFallThrough {
        switch fact.sink {
        case .returned(let function?)
        where CamelCaseWords.containsAny(function, of: options.approvalPredicateWords, skippingNegations: true):
          report(
            literal.token, "returns 'true' from '\(function)'", fact.branch, fact.enclosing, advice: keepChecks,
            helper: fact.helper)
        // `completion(true)` in `checkCanSkipPasscode(completion:)`: how that function answers.
        case .argument
        where fact.answeringFunction.map {
          CamelCaseWords.containsAny($0, of: options.approvalPredicateWords, skippingNegations: true)
        } == true:
          let function = fact.answeringFunction ?? ""
          report(
            literal.token, "answers 'true' from '\(function)' through '\(fact.answeredThrough ?? "")'",
            fact.branch, fact.enclosing, advice: keepChecks, helper: fact.helper)
        // A property of another value that the linted set does not declare belongs to a
        // framework (`tableView.allowsSelection`, `request.allowsCellularAccess`): its name
        // describes the UI or the network, not the app's decision.
        case .assigned(let target, let ofReceiver)
        where CamelCaseWords.containsAny(target, of: options.approvalPredicateWords, skippingNegations: true)
          && !(ofReceiver && context.program.index.properties(named: target, fromFile: fileIndex).isEmpty):
          report(
            literal.token, "sets '\(target)' to 'true'", fact.branch, fact.enclosing, advice: keepChecks,
            helper: fact.helper)
        default:
          continue
        }
      }
    }
    return findings
  }
}
