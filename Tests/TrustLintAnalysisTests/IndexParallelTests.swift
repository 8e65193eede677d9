import Foundation
import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// The parallel index, the lookup recorder and the byte search behind the mention scans.
final class IndexParallelTests: XCTestCase {
  /// Every Swift file of the rule fixtures, parsed, in path order.
  private func fixtureTrees() throws -> [SyntaxTree] {
    let root = FlowTestSupport.fixturesRoot.appendingPathComponent("rules").path
    let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    return try paths.map { path in
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
      return Parser.parse(SourceFile(path: path, bytes: bytes))
    }
  }

  /// Everything the index answers, as text.
  private func describe(_ index: ProgramIndex) -> [String] {
    var lines = index.functions.map {
      "f \($0.id) \($0.fileIndex) \($0.qualifiedName) ev=\($0.returnsEvaluation) opt=\($0.returnsOptional) "
        + "never=\($0.isNever) ext=\($0.isEvaluationExtension) params=\($0.evaluationParameters)"
    }
    lines += index.properties.map { "p \($0.fileIndex) \($0.ownerPath) \($0.name.text) \($0.isStatic)" }
    lines += index.types.map { "t \($0.fileIndex) \($0.ownerPath) \($0.name)" }
    lines += index.typeAliases.map { "a \($0.fileIndex) \($0.name)" }
    lines.append("analysed \(index.analysedFiles)")
    lines.append("imports \(index.importsTrustInsights)")
    for set in [
      index.evaluationTypeNames, index.evaluatorTypeNames, index.mentionNames, index.optionalAliasNames,
      index.producerNames, index.neverNames, index.evaluationExtensionMethodNames, index.aliasChainNames,
    ] {
      lines.append(set.sorted().joined(separator: ","))
    }
    for entry in index.functions {
      let found = index.functions(named: entry.name).map(\.id)
      lines.append("byName \(entry.name) \(found)")
      XCTAssertEqual(index.functionID(of: entry.decl), entry.id)
    }
    return lines
  }

  func testTheIndexDoesNotDependOnJobs() throws {
    let trees = try fixtureTrees()
    XCTAssertGreaterThan(trees.count, 100)
    let one = describe(ProgramIndex(trees: trees, jobs: 1, queries: nil))
    let four = describe(ProgramIndex(trees: trees, jobs: 4, queries: nil))
    XCTAssertEqual(one, four)
    XCTAssertTrue(one.contains { $0.hasPrefix("f ") && $0.contains("params=[true") })
  }

  func testQuickRejectionKeepsExactlyTheFittingCandidates() throws {
    let index = ProgramIndex(trees: try fixtureTrees(), jobs: 2, queries: nil)
    var checked = 0
    for entry in index.functions where !entry.isAccessor {
      let own = entry.decl.parameters.map(\.label)
      let variants: [[String?]] = [
        own, Array(own.dropLast()), own + [nil], own + ["extra"], own.map { $0 == nil ? "x" : nil }, [],
      ]
      for labels in variants {
        for trailing in [nil, labels.isEmpty ? nil : labels.count - 1] {
          let call = CallLabels(labels: labels, firstTrailingClosure: trailing)
          let brute = index.functions(named: entry.name).compactMap { candidate in
            call.match(candidate.decl.parameters, functionAliases: index.functionTypeAliases).map {
              ResolvedCall(function: candidate.id, parameterOfArgument: $0)
            }
          }
          XCTAssertEqual(index.resolve(name: entry.name, labels: call), brute, entry.qualifiedName)
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 1000)
  }

  func testLookupsByNameAreRecorded() {
    let tree = Parser.parse(SourceFile(path: "a.swift", text: "struct A { var x = 1\n func f() {} }\n"))
    let queries = NameQueries()
    let index = ProgramIndex(trees: [tree], jobs: 2, queries: queries)
    _ = index.functions(named: "f")
    _ = index.properties(named: "x")
    _ = index.types(named: "A")
    _ = index.isNeverName("stop")
    _ = index.resolve(name: "init", labels: CallLabels(labels: [], firstTrailingClosure: nil), initializerOf: "B")
    _ = index.isOptionalType("Maybe?")
    let recorded = queries.snapshot
    XCTAssertEqual(recorded[.function], ["f"])
    XCTAssertEqual(recorded[.property], ["x"])
    XCTAssertEqual(recorded[.type], ["A", "B"])
    XCTAssertEqual(recorded[.neverFunction], ["stop"])
    XCTAssertEqual(recorded[.typeAlias], ["Maybe"])
    XCTAssertNil(recorded[.word])
  }

  func testByteSearch() {
    let text = Array("let e: InsightEvaluation<X> = try await evaluator.requestEvaluation(context: c)".utf8)
    XCTAssertTrue(ByteSearch.contains(text, Array("InsightEvaluation".utf8)))
    XCTAssertTrue(ByteSearch.contains(text, Array("requestEvaluation".utf8)))
    XCTAssertTrue(ByteSearch.contains(text, Array("let".utf8)))
    XCTAssertTrue(ByteSearch.contains(text, Array("c)".utf8)))
    XCTAssertFalse(ByteSearch.contains(text, Array("InsightEvaluator".utf8)))
    XCTAssertFalse(ByteSearch.contains(text, Array("c))".utf8)))
    XCTAssertFalse(ByteSearch.contains(Array("ab".utf8), Array("abc".utf8)))
    XCTAssertTrue(ByteSearch.contains([], []))
    XCTAssertFalse(ByteSearch.containsAny(text, [Array("Evaluator".utf8), Array("zzz".utf8)]))
    XCTAssertTrue(ByteSearch.containsAny(text, [Array("zzz".utf8), Array("X>".utf8)]))
  }

  func testParallelMapKeepsOrder() {
    for jobs in [1, 2, 7] {
      XCTAssertEqual(ParallelMap.map(count: 1000, jobs: jobs) { $0 * 3 }, (0..<1000).map { $0 * 3 })
    }
    XCTAssertEqual(ParallelMap.map(count: 0, jobs: 4) { $0 }, [])
  }
}
