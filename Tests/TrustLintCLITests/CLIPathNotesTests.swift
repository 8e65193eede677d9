import Foundation
import XCTest

/// The path a finding names, as SARIF code flows with the real rules: each flow walks the
/// path in the order the program runs it, through every note on it.
final class CLIPathNotesTests: XCTestCase {
  /// A fresh package folder holding `files` (name: text) beside its `Package.swift`, so that
  /// the linted program is the source under test and those files, not this repository.
  private func project(_ files: [String: String] = [:]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trustlint-notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    try Data("// swift-tools-version:6.0\n".utf8).write(to: dir.appendingPathComponent("Package.swift"))
    for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
    return dir.path
  }

  /// Lines of each code flow's locations, of the one result of `source`.
  private func flowLines(_ source: String) throws -> [[Int]] {
    let run = CLITestSupport.run(
      ["lint", "--format", "sarif", "--quiet", "--stdin-path", "Pay.swift"], in: try project(), stdin: source,
      runner: nil)
    let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stderr)
    let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 1, run.stdout)
    let flows = try XCTUnwrap(results.first?["codeFlows"] as? [[String: Any]])
    return flows.map { flow in
      let thread = (flow["threadFlows"] as? [[String: Any]])?.first
      return (thread?["locations"] as? [[String: Any]] ?? []).map { step in
        let location = step["location"] as? [String: Any]
        let physical = location?["physicalLocation"] as? [String: Any]
        return (physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
      }
    }
  }

  private let header = """
    import TrustInsights

    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

    """

  /// A `catch` that returns without a report is reached only through the `try` that threw:
  /// one flow evaluation → `try` → the `catch`'s `return`, not two flows beside each other.
  func testCatchExitFlowGoesThroughTheThrowingTry() throws {
    let source =
      header + """
        func withdraw(evaluator: InsightEvaluator) async throws -> Bool {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          do {
            let level = try evaluation.insight.outcome.get()
            evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
            return level != .high
          } catch {
            return false
          }
        }

        """
    XCTAssertEqual(try flowLines(source), [[6, 8, 12]])
  }

  /// Two `try`s that throw into one `catch` that returns without a report: one flow through
  /// each, evaluation → that `try` → the `return`; not one flow through both, as if the
  /// second `try` ran after the first had thrown (probes-ez a1).
  func testEachTryThrowingIntoTheCatchHasAFlowOfItsOwn() throws {
    let source =
      header + """
        func move(evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          do {
            try ledger.hold()
            try ledger.post()
            evaluation.reportConsumption(.usedUnchangedFriction)
          } catch {
            return false
          }
          return true
        }
        protocol Ledger { func hold() throws; func post() throws }

        """
    XCTAssertEqual(try flowLines(source), [[6, 8, 12], [6, 9, 12]])
  }

  /// A second report in a `defer` is written above the first: the flow runs first report →
  /// the `return` that runs the `defer` → the deferred report (the primary location).
  func testDuplicateFlowRunsFromTheFirstReportThroughTheExitToTheSecond() throws {
    let source =
      header + """
        func confirm(evaluator: InsightEvaluator) async throws -> Bool {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          defer { evaluation.reportConsumption(.notUsedNotNeeded) }
          if case .success(.high) = evaluation.insight.outcome {
            evaluation.reportConsumption(.usedIncreasedFriction)
            return false
          }
          return true
        }

        """
    XCTAssertEqual(try flowLines(source), [[9, 10, 7]])
  }

  /// A deferred report after a report that returns and after one that reaches the end: the
  /// message names both exits that run the `defer`, a note marks each, and each flow runs from
  /// its own first report through its own exit; not from the last report to the `return` it
  /// never reaches (probes-ez p12, k3).
  func testDeferredDuplicateRunsAtEachExitFromItsOwnFirstReport() throws {
    let source =
      header + """
        func confirm(evaluator: InsightEvaluator, verified: Bool) async throws {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          defer { if verified { evaluation.reportConsumption(.usedEvaluationOnly) } }
          if case .success(.high) = evaluation.insight.outcome {
            evaluation.reportConsumption(.usedIncreasedFriction)
            return
          }
          evaluation.reportConsumption(.usedUnchangedFriction)
        }

        """
    XCTAssertEqual(
      try notes(source),
      [
        "9:16 first report", "12:14 first report", "10:5 the 'defer' at line 7 runs here and reports again",
        "13:1 the 'defer' at line 7 runs here and reports again",
      ])
    XCTAssertEqual(try flowLines(source), [[9, 10, 7], [12, 13, 7]])
  }

  /// Notes in `source` (reported as Pay.swift) in the default (Xcode) format: "line:col: message".
  private func notes(_ source: String, besides files: [String: String] = [:]) throws -> [String] {
    let run = CLITestSupport.run(
      ["lint", "--quiet", "--stdin-path", "Pay.swift"], in: try project(files), stdin: source, runner: nil)
    return run.stdout.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("Pay.swift:"), let r = line.range(of: ": note: ") else { return nil }
      let location = line[..<r.lowerBound].split(separator: ":").suffix(2).joined(separator: ":")
      return location + " " + line[r.upperBound...]
    }
  }

  /// A forgotten `case` falls into `@unknown default`: the message and a note name what takes
  /// it, and the flow runs evaluation → that branch → the exit.
  func testForgottenCaseFallingIntoUnknownDefaultIsNamed() throws {
    let source =
      header + """
        func send(evaluator: InsightEvaluator) async throws {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          do {
            switch try evaluation.insight.outcome.get() {
            case .unknown: evaluation.reportConsumption(.usedUnchangedFriction)
            case .high: evaluation.reportConsumption(.usedIncreasedFriction)
            @unknown default: print("unrecognised")
            }
          } catch {
            evaluation.reportConsumption(.notUsedError)
          }
        }

        """
    XCTAssertEqual(
      try notes(source),
      ["11:14 '.medium' takes the '@unknown default' branch", "16:1 reaches the end here without a report"])
    XCTAssertEqual(try flowLines(source), [[6, 11, 16]])
  }

  /// Messages (after "path:line:col: error: ") of the findings of `source`, in the Xcode format.
  private func messages(_ source: String) throws -> [String] {
    let run = CLITestSupport.run(
      ["lint", "--quiet", "--stdin-path", "Pay.swift"], in: try project(), stdin: source, runner: nil)
    return run.stdout.split(separator: "\n").compactMap { line -> String? in
      guard let r = line.range(of: ": error: ") else { return nil }
      return String(line[r.upperBound...])
    }
  }

  /// A missing report says what to do, as every other rule's message does: report on the
  /// paths it names; keep a discarded result; a helper reports on every path or on none
  /// (probes-ez: these said only what was wrong).
  func testMissingReportSaysWhatToDo() throws {
    let source =
      header + """
        func pay(evaluator: InsightEvaluator) async throws {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          guard case .success(.high) = evaluation.insight.outcome else { return }
          evaluation.reportConsumption(.usedIncreasedFriction)
          _ = try await evaluator.requestEvaluation(context: context)
        }
        func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, now: Bool) {
          if now { evaluation.reportConsumption(.usedUnchangedFriction) }
        }
        func move(evaluator: InsightEvaluator, fast: Bool) async throws {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          if fast { return }
          guard case .success = evaluation.insight.outcome else { return }
          evaluation.reportConsumption(.usedEvaluationOnly)
        }

        """
    XCTAssertEqual(
      try messages(source),
      [
        "evaluation from 'requestEvaluation' is not reported on every path: returns at line 7 in the 'else' of the "
          + "'guard' at line 7; report it on that path with what it did (missing_consumption_report)",
        "result of 'requestEvaluation' is discarded, so the evaluation is never reported: keep it and report what "
          + "the app did with it ('.notUsedNotNeeded' if nothing) (missing_consumption_report)",
        "evaluation parameter 'evaluation' of 'settle(_:now:)' is reported on some paths but not all: reaches the "
          + "end at line 13 when the 'if' at line 12 is false; report it on every path here, or on none and leave "
          + "the report to the caller (missing_consumption_report)",
        "evaluation from 'requestEvaluation' is not reported on every path: returns at line 16 inside the 'if' at "
          + "line 16; returns at line 17 in the 'else' of the 'guard' at line 17; report it on each of these paths "
          + "with what that path did (missing_consumption_report)",
      ])
  }

  /// An exit in an `if` inside a case whose label does not name what takes it: the message
  /// names the case ("on the '@unknown default' branch (taken by '.unknown')"), so a note is at
  /// it and the flow runs through it, as for an exit straight in the case (probes-ez h1).
  func testExitInAnIfInsideAnUnnamedCaseNotesTheCase() throws {
    let source =
      header + """
        func pay(evaluator: InsightEvaluator, retry: Bool) async throws {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          guard case .success(let level) = evaluation.insight.outcome else {
            evaluation.reportConsumption(.notUsedError)
            return
          }
          switch level {
          case .high: evaluation.reportConsumption(.usedIncreasedFriction)
          case .medium: evaluation.reportConsumption(.usedUnchangedFriction)
          @unknown default:
            if retry { return }
            evaluation.reportConsumption(.usedUnchangedFriction)
          }
        }

        """
    XCTAssertEqual(
      try notes(source),
      ["14:12 '.unknown' takes the '@unknown default' branch", "15:16 returns here without a report"])
    XCTAssertEqual(try flowLines(source), [[6, 14, 15]])
  }

  /// `.unknown` reaches an approval through `case .success:`: a note at that case, and the
  /// flow runs from it to the approval.
  func testUnknownApprovalNamesTheBranchUnknownTakes() throws {
    let source =
      header + """
        func pay(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
          switch evaluation.insight.outcome {
          case .success(.high):
            evaluation.reportConsumption(.usedIncreasedFriction)
          case .success:
            evaluation.reportConsumption(.usedUnchangedFriction)
            approvePayment()
          case .failure:
            evaluation.reportConsumption(.notUsedError)
          }
        }
        func approvePayment() {}

        """
    XCTAssertEqual(try notes(source), ["9:3 '.unknown' takes 'case .success:' at line 9"])
    XCTAssertEqual(try flowLines(source), [[9, 11]])
  }

  /// An approval in a helper the level is passed to: a note at the call handing it a level
  /// (not at one passing `.high`), and the flow runs call -> branch -> approval.
  func testUnknownApprovalInHelperNotesTheCallHandingItTheLevel() throws {
    let source =
      header + """
        func pay(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
          evaluation.reportConsumption(.usedUnchangedFriction)
          guard case .success(let level) = evaluation.insight.outcome else { return }
          settlePayment(level)
          settlePayment(.high)
        }
        func settlePayment(_ level: IsLikelyBeingCoachedInsight.Value) {
          guard level == .high else { return approvePayment() }
          print("hold")
        }
        func approvePayment() {}

        """
    XCTAssertEqual(
      try notes(source),
      [
        "8:3 '.unknown' reaches the approval in 'settlePayment(_:)' here",
        "12:24 '.unknown' takes the 'else' of the 'guard' at line 12",
      ])
    XCTAssertEqual(try flowLines(source), [[8, 12, 12]])
  }

  /// A `used…` report in a `catch` of `try …get()`: a note at the `catch`.
  func testFailureReportNamesTheCatch() throws {
    let source =
      header + """
        func pay(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
          do {
            let level = try evaluation.insight.outcome.get()
            evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
          } catch {
            evaluation.reportConsumption(.usedUnchangedFriction)
          }
        }

        """
    XCTAssertEqual(try notes(source), ["9:5 an insight failure takes the 'catch' at line 9"])
    XCTAssertEqual(try flowLines(source), [[9, 10]])
  }

  /// `.other` passed to a helper that requests an evaluation: notes at the helper call and at
  /// the evaluator call, and the flow runs category -> helper call -> evaluator call.
  func testOtherCategoryNotesTheHelperCallAndTheEvaluatorCall() throws {
    let source = """
      import TrustInsights

      func help(evaluator: InsightEvaluator) async throws {
        try await check(evaluator, InsightEvaluator.InsightContext(
          operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
      }
      func check(_ evaluator: InsightEvaluator, _ context: InsightEvaluator.InsightContext) async throws {
        let status = try await evaluator.authorizationStatus(for: context)
        print(status)
      }

      """
    XCTAssertEqual(
      try notes(source),
      [
        "4:13 '.other' is passed to 'check(_:_:)' here",
        "8:36 '.other' reaches 'authorizationStatus(for:)' here",
      ])
    XCTAssertEqual(try flowLines(source), [[5, 4, 8]])
    // A stand-in module for the framework in the project (as for Linux CI) declares the
    // context's initializer; that call is where the category is written, not a helper call.
    // The tracer walks into that initializer when other code guards its categories (the two
    // fixtures; without them the context's category is read straight from the call).
    let root = URL(fileURLWithPath: CLITestSupport.fixtures).deletingLastPathComponent()
    func text(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    let stub = try text(".ci/scratch/TrustInsightsStub.swift")
    XCTAssertTrue(stub.contains("public init(operationCategory: OperationCategory"), "the stub declares it")
    let guards = "Fixtures/rules/evaluation_outside_sensitive_category/flagged_"
    let files = [
      "TrustInsights.swift": stub, "Local.swift": try text(guards + "local_guard_that_lets_other_through.swift"),
      "Parameter.swift": try text(guards + "parameter_guard_that_lets_other_through.swift"),
    ]
    XCTAssertEqual(
      try notes(source, besides: files),
      [
        "4:13 '.other' is passed to 'check(_:_:)' here",
        "8:36 '.other' reaches 'authorizationStatus(for:)' here",
      ])
  }

  /// A blanket report notes the outcome read it comes after; a prompt checked on one branch
  /// only notes that check.
  func testBlanketReportAndOneBranchStatusCheckNoteTheirTest() throws {
    let blanket =
      header + """
        func signIn(evaluator: InsightEvaluator) async throws -> Bool {
          let evaluation = try await evaluator.requestEvaluation(context: context)
          var stepUp = false
          if case .success(.high) = evaluation.insight.outcome { stepUp = true }
          evaluation.reportConsumption(.usedUnchangedFriction)
          return stepUp
        }

        """
    XCTAssertEqual(
      try notes(blanket), ["8:48 the outcome is read here, and every path after it reaches the same report"])
    XCTAssertEqual(try flowLines(blanket), [[8, 9]])
    let prompt =
      header + """
        func enable(evaluator: InsightEvaluator, fast: Bool) async throws {
          if fast {
            _ = try await evaluator.authorizationStatus(for: context)
          }
          _ = try await evaluator.requestAuthorization(for: context)
        }

        """
    XCTAssertEqual(try notes(prompt), ["7:29 the status is checked here, but not on every path to the request"])
    XCTAssertEqual(try flowLines(prompt), [[7, 9]])
  }
}
