import XCTest

@testable import TrustLintAnalysis

/// A type name declared with different meanings in different folders means, in a file, what
/// its nearest declaration says (`AliasMeanings`); elsewhere the program-wide table answers.
final class AliasMeaningsTests: XCTestCase {
  private func file(_ p: Program, _ path: String) -> Int { p.files.firstIndex { $0.tree.source.path == path }! }

  /// Two modules alias `Evaluation` to different types: each file reads its own module's.
  func testAnAliasNameReusedInAnotherModule() {
    let p = FlowTestSupport.program([
      "/r/Kit/Types.swift": "typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>",
      "/r/Kit/Use.swift": "func f(_ e: Evaluation) {}",
      "/r/Credit/Types.swift":
        "struct CreditReport {}\ntypealias Evaluation = CreditReport\ntypealias MaybeEvaluation = CreditReport?",
      "/r/Credit/Use.swift": "func g(_ e: Evaluation) -> Evaluation { e }",
      "/r/Tools/Use.swift": "func h(_ e: Evaluation) {}",
    ])
    let index = p.index
    XCTAssertTrue(index.isEvaluationType("Evaluation", inFile: file(p, "/r/Kit/Use.swift")))
    XCTAssertFalse(index.isEvaluationType("Evaluation", inFile: file(p, "/r/Credit/Use.swift")))
    XCTAssertFalse(index.isEvaluationType("Evaluation?", inFile: file(p, "/r/Credit/Types.swift")))
    // No file, or a file as near to both: the program-wide table, as before.
    XCTAssertTrue(index.isEvaluationType("Evaluation"))
    XCTAssertTrue(index.isEvaluationType("Evaluation", inFile: file(p, "/r/Tools/Use.swift")))
    XCTAssertTrue(index.analysedFiles[file(p, "/r/Kit/Use.swift")])
    XCTAssertFalse(index.analysedFiles[file(p, "/r/Credit/Use.swift")], "its Evaluation is a credit report")
    XCTAssertFalse(index.analysedFiles[file(p, "/r/Credit/Types.swift")])
    XCTAssertTrue(index.analysedFiles[file(p, "/r/Tools/Use.swift")])
    let g = index.functions.first { $0.name == "g" }!
    XCTAssertFalse(g.returnsEvaluation)
    XCTAssertFalse(g.evaluationParameters[0])
    XCTAssertTrue(index.functions.first { $0.name == "f" }!.evaluationParameters[0])
  }

  /// An alias in one module and a type of the same name in another: the alias keeps its
  /// meaning in its own module (the program-wide table drops it, as before).
  func testAnAliasNameDeclaredAsATypeInAnotherModule() {
    let p = FlowTestSupport.program([
      "/r/App/Types.swift": "typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>",
      "/r/App/Audit.swift": "func settle(_ e: CoachingEvaluation) {}",
      "/r/Legacy/Score.swift": "struct CoachingEvaluation { var score: Int }\nfunc rate(_ e: CoachingEvaluation) {}",
    ])
    let index = p.index
    XCTAssertTrue(index.isEvaluationType("CoachingEvaluation", inFile: file(p, "/r/App/Audit.swift")))
    XCTAssertFalse(index.isEvaluationType("CoachingEvaluation", inFile: file(p, "/r/Legacy/Score.swift")))
    XCTAssertFalse(index.isEvaluationType("CoachingEvaluation"))
    XCTAssertTrue(index.functions.first { $0.name == "settle" }!.evaluationParameters[0])
    XCTAssertFalse(index.functions.first { $0.name == "rate" }!.evaluationParameters[0])
    XCTAssertTrue(index.analysedFiles[file(p, "/r/App/Audit.swift")])
    XCTAssertFalse(index.analysedFiles[file(p, "/r/Legacy/Score.swift")])
  }

  /// Declarations that agree are not contested, wherever they are.
  func testAgreeingDeclarationsAreNotContested() {
    let p = FlowTestSupport.program([
      "/r/A/T.swift": "typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>",
      "/r/B/T.swift": "typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>",
    ])
    XCTAssertTrue(p.index.meanings.isEmpty)
  }

  /// Names that mean no framework type anywhere are not contested, even when their
  /// declarations differ (here only in optionality): such a tree pays nothing per file.
  func testNamesThatNeverMeanAFrameworkTypeAreNotContested() {
    let p = FlowTestSupport.program([
      "/r/A/T.swift": "typealias Completion = (() -> Void)?\nstruct Token {}",
      "/r/B/T.swift": "typealias Completion = () -> Void\ntypealias Token = String",
    ])
    XCTAssertTrue(p.index.meanings.isEmpty)
  }
}
