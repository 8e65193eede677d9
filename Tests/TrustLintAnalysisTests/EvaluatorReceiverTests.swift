import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// When the program declares its own `requestEvaluation`, the receiver decides which method a
/// call runs, and the flow (does the call create an evaluation?) and the evaluator-call facts
/// (does the call receive a context?) decide alike.
final class EvaluatorReceiverTests: XCTestCase {
  private static let sdk = """
    import Foundation
    final class FraudSDK {
      static let shared = FraudSDK()
      func requestEvaluation(context: String) async -> Bool { true }
      func screen() async -> Bool { await requestEvaluation(context: "self") }  // app
    }
    """

  /// Each `requestEvaluation` call ends its line with `// framework` or `// app`.
  private static let calls = """
    import TrustInsights
    typealias Checker = InsightEvaluator
    let globalEvaluator = InsightEvaluator()
    final class Screen {
      let evaluator = InsightEvaluator()
      let typed: Checker
      let sdk = FraudSDK()
      var named: FraudSDK
      init(typed: Checker, named: FraudSDK) {
        self.typed = typed
        self.named = named
      }
      func go(p: Checker, q: FraudSDK, evaluator2: FraudSDK, c: InsightEvaluator.InsightContext) async throws {
        _ = try await evaluator.requestEvaluation(context: c)  // framework
        _ = try await self.typed.requestEvaluation(context: c)  // framework
        _ = try await p.requestEvaluation(context: c)  // framework
        _ = try await globalEvaluator.requestEvaluation(context: c)  // framework
        let local: InsightEvaluator = makeAny()
        _ = try await local.requestEvaluation(context: c)  // framework
        let made = Checker()
        _ = try await made.requestEvaluation(context: c)  // framework
        _ = try await InsightEvaluator().requestEvaluation(context: c)  // framework
        _ = await sdk.requestEvaluation(context: "a")  // app
        _ = await self.named.requestEvaluation(context: "a")  // app
        _ = await q.requestEvaluation(context: "a")  // app
        _ = await evaluator2.requestEvaluation(context: "a")  // app
        let evaluator3 = FraudSDK()
        _ = await evaluator3.requestEvaluation(context: "a")  // app
        _ = await FraudSDK.shared.requestEvaluation(context: "a")  // app
        _ = await FraudSDK().requestEvaluation(context: "a")  // app
        let injectedEvaluator = makeAny()
        _ = try await injectedEvaluator.requestEvaluation(context: c)  // framework
        let client = makeAny()
        _ = await client.requestEvaluation(context: "a")  // app
      }
      // Sibling blocks' locals of one name are two locals: each call's receiver is its block's.
      func siblings(c: InsightEvaluator.InsightContext, flag: Bool) async throws {
        if flag {
          let checker = FraudSDK()
          _ = await checker.requestEvaluation(context: "a")  // app
        } else {
          let checker = InsightEvaluator()
          _ = try await checker.requestEvaluation(context: c)  // framework
        }
      }
    }
    extension InsightEvaluator {
      func evaluate(_ c: InsightEvaluator.InsightContext) async throws {
        _ = try await requestEvaluation(context: c)  // framework
      }
    }
    """

  func testReceiverDecidesAndFlowAndFactsAgree() throws {
    let p = FlowTestSupport.program(["A.swift": Self.calls, "B.swift": Self.sdk])
    let facts = ProgramFacts.of(p)
    var checked = 0
    for (fileIndex, file) in p.files.enumerated() {
      let tree = file.tree
      let created = Set(
        p.graphs(for: file).flatMap { g in
          g.objects.compactMap { o -> TokenIndex? in
            if case .creation = o.origin { return o.token }
            return nil
          }
        })
      for scope in facts.scopes(ofFile: fileIndex).all {
        for call in scope.calls {
          guard let name = SyntaxQueries.calleeName(call), name.text == "requestEvaluation" else { continue }
          let line = tree.location(of: name.token).line
          let text = tree.source.lineText(line)
          let expectFramework = text.hasSuffix("// framework")
          XCTAssertTrue(expectFramework || text.hasSuffix("// app"), "unmarked call: \(text)")
          let place = "\(file.path):\(line): \(text)"
          XCTAssertEqual(facts.runsFrameworkEvaluatorMethod(call, in: scope), expectFramework, place)
          XCTAssertEqual(created.contains(name.token), expectFramework, "flow creation: " + place)
          XCTAssertEqual(facts.evaluatorCall(call, in: scope) != nil, expectFramework, "evaluator call: " + place)
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 20)
  }

  /// Without a declaration of its own, every `requestEvaluation` is the framework's, whatever
  /// the receiver (the blog shapes included): the receiver only decides between two methods.
  func testWithoutAnAppMethodEveryCallCreates() {
    let p = FlowTestSupport.program(
      """
      import TrustInsights
      func f(client: SomeClient, c: InsightEvaluator.InsightContext) async throws {
        _ = try await client.requestEvaluation(context: c)
        _ = try await c.requestEvaluation()
      }
      """)
    let leaks = p.obligations(for: p.files[0]).flatMap { $0.leaks }
    XCTAssertEqual(leaks.count, 2)
  }
}
