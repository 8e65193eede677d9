import XCTest

@testable import TrustLintAnalysis

final class ProgramIndexTests: XCTestCase {
  func testAliasesAcrossFilesAndChainsAndCycles() {
    let p = FlowTestSupport.program([
      "a.swift": """
      import TrustInsights
      typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
      typealias Loop1 = Loop2
      typealias Loop2 = Loop1
      """,
      "b.swift": """
      typealias Chained = CoachingEvaluation
      typealias MaybeEvaluation = Chained?
      typealias Evaluator = InsightEvaluator
      typealias CoachingContext = InsightEvaluator.InsightContext<IsLikelyBeingCoachedInsight>
      """,
    ])
    let index = p.index
    XCTAssertTrue(index.isEvaluationType("CoachingEvaluation"))
    XCTAssertTrue(index.isEvaluationType("Chained?"))
    XCTAssertTrue(index.isEvaluationType("MaybeEvaluation"))
    XCTAssertTrue(index.isOptionalType("MaybeEvaluation"))
    XCTAssertFalse(index.isOptionalType("Chained"))
    XCTAssertTrue(index.isEvaluationType("TrustInsights.InsightEvaluation<IsLikelyBeingCoachedInsight>"))
    XCTAssertTrue(index.isEvaluationType("Optional<CoachingEvaluation>"))
    XCTAssertFalse(index.isEvaluationType("[CoachingEvaluation]"))
    XCTAssertFalse(index.isEvaluationType("Loop1"))
    XCTAssertFalse(index.isEvaluationType("(CoachingEvaluation)->Void"))
    XCTAssertTrue(index.isEvaluatorType("Evaluator"))
    XCTAssertTrue(index.mentionNames.contains("CoachingContext"))
  }

  /// Closure properties whose declared type returns an evaluation are producers by name, an
  /// optional closure too (called once unwrapped, or as `optionalClosure?(1)`, it makes one:
  /// the evaluation it returns is the value of a call that returns one); other function types
  /// and collections of closures are not. The optional chain's nil is the call site's
  /// business (`GraphBuilder+OptionalClosures.swift`), not the closure's declared result.
  func testClosurePropertiesReturningAnEvaluation() {
    let p = FlowTestSupport.program([
      "a.swift": """
      import TrustInsights
      typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
      struct Client {
        var evaluate: @Sendable (InsightEvaluator.InsightContext) async throws -> Evaluation
        var maybe: (Int) -> Evaluation?
        var curried: (Int) -> (Int) -> Evaluation
        var log: (String) -> Void
        var optionalClosure: ((Int) -> Evaluation)?
        var handlers: [(Int) -> Evaluation]
      }
      """
    ])
    XCTAssertEqual(p.index.closureProducerNames, ["evaluate", "maybe", "optionalClosure"])
    XCTAssertEqual(p.index.optionalClosureProducerNames, ["maybe"])
    XCTAssertEqual(TypeText.unwrappedOptionalFunctionType("((Int)->Evaluation)?"), "(Int)->Evaluation")
    XCTAssertEqual(TypeText.unwrappedOptionalFunctionType("Optional<() async -> E>"), "() async -> E")
    XCTAssertNil(TypeText.unwrappedOptionalFunctionType("(Int)->Evaluation?"))
    XCTAssertNil(TypeText.unwrappedOptionalFunctionType("(Int)?"))
    XCTAssertNil(TypeText.unwrappedOptionalFunctionType("(A)->(B)?"))
    XCTAssertEqual(TypeText.functionResult(of: "@Sendable(Int)async throws->Evaluation"), "Evaluation")
    XCTAssertEqual(TypeText.functionResult(of: "(Int)->(Int)->E"), "(Int)->E")
    XCTAssertNil(TypeText.functionResult(of: "((Int)->E)?"))
    XCTAssertNil(TypeText.functionResult(of: "[String: (Int)->E]"))
    XCTAssertNil(TypeText.functionResult(of: "Dictionary<String,(Int)->E>"))
  }

  /// A function-type alias is expanded for closure properties (`Provider?` too); parameters
  /// of such a type are kept apart (a body treats them as producers only where they are its own).
  func testClosureAliasesAndParametersReturningAnEvaluation() {
    let p = FlowTestSupport.program([
      "a.swift": """
      import TrustInsights
      typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
      typealias Provider = @Sendable () async throws -> Evaluation
      typealias Sink = (Evaluation) -> Void
      struct Model {
        let provider: Provider
        let sink: Sink
        var maybeProvider: Provider?
      }
      func confirm(evaluate: () async throws -> Evaluation, _ make: Provider, log: (String) -> Void) {}
      """
    ])
    XCTAssertEqual(p.index.closureProducerNames, ["maybeProvider", "provider"])
    XCTAssertEqual(p.index.closureParameterProducerNames, ["evaluate", "make"])
    XCTAssertNotNil(p.index.closureProducerKind(ofParameterType: "Provider?", inFile: 0, ownerPath: []))
    XCTAssertNotNil(p.index.closureProducerKind(ofParameterType: "Provider", inFile: 0, ownerPath: []))
    XCTAssertNil(p.index.closureProducerKind(ofParameterType: "Sink", inFile: 0, ownerPath: []))
  }

  /// A name an enclosing type (or the function) declares means that declaration, not an
  /// evaluation alias of the same name declared elsewhere.
  func testNestedDeclarationsShadowAliasesOfTheSameName() {
    let p = FlowTestSupport.program([
      "a.swift": """
      import TrustInsights
      final class TrustService {
        typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
        func check() -> Evaluation { fatalError() }
      }
      typealias Outer = InsightEvaluation<IsLikelyBeingCoachedInsight>
      """,
      "b.swift": """
      final class FeeCalculator {
        typealias Evaluation = Double
        func compute() -> Evaluation { 1 }
        func qualified() -> TrustService.Evaluation { fatalError() }
        struct Inner { func deep() -> Evaluation { 1 } }
      }
      final class Cache<Outer> { func get() -> Outer? { nil } }
      func generic<Evaluation>(_ e: Evaluation) -> Evaluation { e }
      func plain() -> Outer { fatalError() }
      """,
    ])
    let returns = Dictionary(uniqueKeysWithValues: p.index.functions.map { ($0.qualifiedName, $0.returnsEvaluation) })
    XCTAssertEqual(returns["TrustService.check()"], true)
    XCTAssertEqual(returns["FeeCalculator.compute()"], false)
    XCTAssertEqual(returns["FeeCalculator.qualified()"], true)
    XCTAssertEqual(returns["FeeCalculator.Inner.deep()"], false)
    XCTAssertEqual(returns["Cache.get()"], false)
    XCTAssertEqual(returns["generic(_:)"], false)
    XCTAssertEqual(returns["plain()"], true)
    XCTAssertEqual(TypeScopes.genericNames("<T: Hashable, each U, V: Collection<Int>>"), ["T", "U", "V"])
  }

  func testWhichFilesAreAnalysed() {
    let p = FlowTestSupport.program([
      "imports.swift": "import TrustInsights\nfunc f() {}\n",
      "conditional.swift": "#if canImport(TrustInsights)\nimport TrustInsights\n#endif\n",
      "alias.swift": "typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>\n",
      "usesAlias.swift": "func g(_ e: Coaching) {}\n",
      "plain.swift": "func requestEvaluation() {}\nenum Grade { case unknown }\n",
      "names.swift": "let evaluator = InsightEvaluator()\n",
    ])
    let analysed = Dictionary(uniqueKeysWithValues: p.files.map { ($0.path, p.isAnalysed($0)) })
    XCTAssertEqual(
      analysed,
      [
        "imports.swift": true, "conditional.swift": true, "alias.swift": true, "usesAlias.swift": true,
        "plain.swift": false, "names.swift": true,
      ])
  }

  func testOwnTypeNamedLikeTheFrameworkDoesNotMakeFilesAnalysed() {
    let p = FlowTestSupport.program([
      "own.swift": "final class InsightEvaluation { func reportConsumption(_ s: String) {} }\n",
      "use.swift": "func f(_ e: InsightEvaluation) { e.reportConsumption(\"x\") }\n",
    ])
    XCTAssertFalse(p.files.contains { p.isAnalysed($0) })
  }

  func testFunctionsAndResolutionByLabels() {
    let p = FlowTestSupport.program(
      """
      import TrustInsights
      typealias E = InsightEvaluation<IsLikelyBeingCoachedInsight>
      struct Service {
        func consume(_ e: E, cancelled: Bool = false) {}
        func consume(_ e: E, reason: String) {}
        func make() async throws -> E? { nil }
        init(name: String) {}
        var computed: Int { 1 }
      }
      extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
        func finish() {}
      }
      func stop() -> Never { fatalError() }
      func log(_ items: Any..., separator: String = " ") {}
      """)
    let index = p.index
    let consume = index.functions(named: "consume")
    XCTAssertEqual(
      consume.map { $0.qualifiedName }.sorted(), ["Service.consume(_:cancelled:)", "Service.consume(_:reason:)"])
    XCTAssertEqual(consume.first?.evaluationParameters, [true, false])
    XCTAssertEqual(
      index.resolve(name: "consume", labels: CallLabels(labels: [nil], firstTrailingClosure: nil)).count, 1)
    XCTAssertEqual(
      index.resolve(name: "consume", labels: CallLabels(labels: [nil, "reason"], firstTrailingClosure: nil)).count, 1)
    XCTAssertEqual(
      index.resolve(name: "consume", labels: CallLabels(labels: ["x"], firstTrailingClosure: nil)).count, 0)
    let log = index.resolve(name: "log", labels: CallLabels(labels: [nil, nil, nil], firstTrailingClosure: nil))
    XCTAssertEqual(log.first?.parameterOfArgument, [0, 0, 0])
    XCTAssertTrue(index.functions(named: "make").first?.returnsEvaluation ?? false)
    XCTAssertTrue(index.functions(named: "make").first?.returnsOptional ?? false)
    XCTAssertTrue(index.functions(named: "finish").first?.isEvaluationExtension ?? false)
    XCTAssertTrue(index.functions(named: "stop").first?.isNever ?? false)
    XCTAssertEqual(index.initializers(ofType: "Service").count, 1)
    XCTAssertEqual(index.properties(named: "computed").first?.isComputed, true)
    XCTAssertTrue(index.functions(named: "computed").isEmpty, "accessors are not callable by name")
  }

  func testAliasNamedLikeAnUnrelatedTypeIsNotAnEvaluation() {
    let p = FlowTestSupport.program([
      "a.swift":
        "import TrustInsights\nenum Trust { typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight> }\n",
      "b.swift": "struct Evaluation { var score = 0 }\n",
    ])
    XCTAssertFalse(p.index.isEvaluationType("Evaluation"))
    XCTAssertTrue(p.index.isEvaluationType("InsightEvaluation<IsLikelyBeingCoachedInsight>"))
  }

  func testResultTypesHoldingAnEvaluation() {
    XCTAssertEqual(TypeText.resultSuccessType(of: "Result<CoachingEvaluation,Error>"), "CoachingEvaluation")
    XCTAssertEqual(TypeText.resultSuccessType(of: "Swift.Result<Dictionary<A,B>,E>"), "Dictionary<A,B>")
    XCTAssertEqual(TypeText.resultSuccessType(of: "Result<(A)->B,E>"), "(A)->B")
    XCTAssertNil(TypeText.resultSuccessType(of: "Result<A,E>?"))
    XCTAssertNil(TypeText.resultSuccessType(of: "MyResult<A,E>"))
    XCTAssertNil(TypeText.resultSuccessType(of: "Result<,E>"))

    let p = FlowTestSupport.program([
      "a.swift": """
      import TrustInsights
      typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
      """
    ])
    XCTAssertTrue(p.index.isEvaluationResultType("Result<CoachingEvaluation,Error>"))
    XCTAssertFalse(p.index.isEvaluationResultType("Result<CoachingEvaluation?,Error>"))
    XCTAssertFalse(p.index.isEvaluationResultType("Result<String,Error>"))
    XCTAssertEqual(
      p.index.evaluationClosureParameters(ofType: "@escaping(Result<CoachingEvaluation,Error>)->Void"), [0: true])
    XCTAssertEqual(
      p.index.evaluationResultClosureParameters(ofType: "(Int,Result<CoachingEvaluation,Error>)->Void"), [1])
  }

  func testTupleResultsHoldingAnEvaluation() {
    XCTAssertEqual(
      TypeText.tupleElements(of: "(evaluation:CoachingEvaluation,isHigh:Bool)"), ["CoachingEvaluation", "Bool"])
    XCTAssertEqual(TypeText.tupleElements(of: "(Bool,[String:Int],(A,B))"), ["Bool", "[String:Int]", "(A,B)"])
    XCTAssertEqual(TypeText.tupleElements(of: "(Result<A,B>,C->D)"), ["Result<A,B>", "C->D"])
    XCTAssertNil(TypeText.tupleElements(of: "(CoachingEvaluation)"))
    XCTAssertNil(TypeText.tupleElements(of: "(A,B)?"))
    XCTAssertNil(TypeText.tupleElements(of: "(A)->(B,C)"))
    XCTAssertNil(TypeText.tupleElements(of: "(A,B)->C"))
    XCTAssertNil(TypeText.tupleElements(of: "(A,)"))

    let p = FlowTestSupport.program([
      "a.swift": """
      import TrustInsights
      typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
      func pair() -> (Bool, evaluation: CoachingEvaluation?) { fatalError() }
      func plain() -> (Bool, Int) { (true, 1) }
      """
    ])
    let pair = p.index.functions.first { $0.name == "pair" }
    XCTAssertEqual(pair?.tupleEvaluation?.element, 1)
    XCTAssertEqual(pair?.tupleEvaluation?.count, 2)
    XCTAssertEqual(pair?.tupleEvaluation?.isOptional, true)
    XCTAssertEqual(pair?.producesEvaluation, true)
    XCTAssertTrue(p.index.producerNames.contains("pair"))
    let plain = p.index.functions.first { $0.name == "plain" }
    XCTAssertNil(plain?.tupleEvaluation)
    XCTAssertFalse(p.index.producerNames.contains("plain"))
  }
}
