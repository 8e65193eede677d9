import Dispatch
import XCTest

@testable import TrustLintAnalysis

/// Rules of different files ask for obligations concurrently (the engine's pattern): the
/// results equal those of a sequential run, and summaries are built once.
final class FlowConcurrencyTests: XCTestCase {
  private func sources() -> [String: String] {
    var s: [String: String] = [
      "helpers.swift": """
      import TrustInsights
      typealias E = InsightEvaluation<IsLikelyBeingCoachedInsight>
      func consume(_ e: E) { e.reportConsumption(.notUsedError) }
      func partial(_ e: E, a: Bool) { if a { e.reportConsumption(.notUsedError) } }
      """
    ]
    for i in 0..<24 {
      s["f\(i).swift"] = """
        import TrustInsights
        func f\(i)(_ ev: InsightEvaluator, a: Bool) async throws {
          let e = try await ev.requestEvaluation(context: c)
          if a { consume(e); return }
          \(i % 3 == 0 ? "partial(e, a: a)" : i % 3 == 1 ? "e.reportConsumption(.notUsedError); consume(e)" : "print(0)")
        }
        """
    }
    return s
  }

  private static func counts(_ p: Program, _ f: ParsedFile) -> [Int] {
    let rs = p.obligations(for: f)
    return [
      rs.reduce(0) { $0 + $1.leaks.count }, rs.reduce(0) { $0 + $1.duplicates.count },
      rs.reduce(0) { $0 + $1.parameterFaults.count },
    ]
  }

  func testConcurrentObligationsEqualSequentialOnes() {
    let sequential = FlowTestSupport.program(sources())
    let expected = sequential.files.map { Self.counts(sequential, $0) }
    let concurrent = FlowTestSupport.program(sources())
    let files = concurrent.files
    let results = Locked([[Int]](repeating: [], count: files.count))
    DispatchQueue.concurrentPerform(iterations: files.count) { i in
      let c = Self.counts(concurrent, files[i])
      results.update { $0[i] = c }
    }
    XCTAssertEqual(results.value, expected)
    XCTAssertEqual(expected.reduce(0) { $0 + $1[0] }, 8, "the print(0) files leak")
    XCTAssertEqual(expected.reduce(0) { $0 + $1[1] }, 8, "report then consume is a duplicate")
    XCTAssertEqual(expected.reduce(0) { $0 + $1[2] }, 1, "partial(_:a:) is at fault once")
  }
}
