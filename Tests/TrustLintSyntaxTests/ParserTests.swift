import TrustLintSyntax
import XCTest

/// Targeted checks of the tree contract that the golden dumps do not show: token positions,
/// optional fields, normalised type text, and what the walker reaches.
final class ParserTests: XCTestCase {
  private func parse(_ text: String) -> SyntaxTree { Parser.parse(SourceFile(path: "t.swift", text: text)) }

  private func firstFunction(_ tree: SyntaxTree) -> FunctionDecl? {
    for item in tree.items {
      if case .function(let f) = item { return f }
      if case .type(let t) = item {
        for m in t.members { if case .function(let f) = m { return f } }
      }
    }
    return nil
  }

  func testNamesPointAtTheirTokens() {
    let tree = parse("let a = try await evaluator.requestEvaluation(context: ctx)\n")
    guard case .variable(let v) = tree.items.first, case .try(let t)? = v.bindings.first?.initializer,
      case .await(_, let operand) = t.operand, case .call(let call) = operand, case .member(let m) = call.callee
    else { return XCTFail("unexpected shape") }
    XCTAssertEqual(tree.text(of: m.name.token), "requestEvaluation")
    XCTAssertEqual(tree.text(of: t.tryToken), "try")
    XCTAssertEqual(tree.text(of: call.openToken), "(")
    XCTAssertEqual(tree.text(of: call.closeToken), ")")
    XCTAssertEqual(call.arguments.first?.label?.text, "context")
    XCTAssertEqual(tree.location(of: m.name.token), SourceLocation(line: 1, column: 29))
  }

  /// A token index outside the tree (another file's, read here by mistake) reads as no text
  /// rather than trapping: one misread name, not a crash of the whole run.
  func testTextOfATokenOutsideTheTreeIsEmpty() {
    let tree = parse("let retries = 3\n")
    XCTAssertEqual(tree.text(of: 1), "retries")
    XCTAssertEqual(tree.text(of: TokenIndex(tree.tokenCount)), "")
    XCTAssertEqual(tree.text(of: TokenIndex(tree.tokenCount + 500)), "")
    XCTAssertEqual(tree.text(of: -1), "")
  }

  func testTrailingClosureCallTokens() {
    let tree = parse("Task { await run() }\n")
    guard case .expr(.call(let call)) = tree.items.first else { return XCTFail("not a call") }
    XCTAssertTrue(call.arguments.isEmpty)
    XCTAssertEqual(call.trailingClosures.count, 1)
    XCTAssertEqual(tree.text(of: call.openToken), "{")
    XCTAssertEqual(tree.text(of: call.closeToken), "}")
  }

  func testShorthandOptionalBindingHasNoInitializer() {
    let tree = parse("func f() { guard let evaluation else { return } }\n")
    guard let body = firstFunction(tree)?.body, case .guardStmt(let g) = body.stmts.first,
      case .optionalBinding(let isLet, .binding(let name), nil, nil) = g.conditions.first
    else { return XCTFail("unexpected shape") }
    XCTAssertTrue(isLet)
    XCTAssertEqual(name.text, "evaluation")
    XCTAssertEqual(tree.text(of: g.elseBody.rbrace), "}")
  }

  func testFunctionSignature() {
    let tree = parse(
      """
      struct S {
        @discardableResult
        static func f<T>(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>?, label name: inout [Int], rest: Int...,
          done: @escaping () -> Void = {}) async throws(MyError) -> Result<T, Error> where T: Sendable { }
      }
      """)
    guard let f = firstFunction(tree) else { return XCTFail("no function") }
    XCTAssertEqual(f.name.text, "f")
    XCTAssertEqual(f.modifiers.words, ["static"])
    XCTAssertEqual(f.modifiers.attributes, ["discardableResult"])
    XCTAssertEqual(f.genericParameters, "<T>")
    XCTAssertTrue(f.isAsync)
    XCTAssertTrue(f.isThrows)
    XCTAssertEqual(f.thrownType, "MyError")
    XCTAssertEqual(f.resultType?.text, "Result<T,Error>")
    XCTAssertNotNil(f.whereClause)
    XCTAssertEqual(tree.text(of: f.firstToken), "@discardableResult")
    XCTAssertEqual(f.parameters.count, 4)
    XCTAssertNil(f.parameters[0].label)
    XCTAssertEqual(f.parameters[0].name.text, "e")
    XCTAssertEqual(f.parameters[0].type?.text, "InsightEvaluation<IsLikelyBeingCoachedInsight>?")
    XCTAssertEqual(f.parameters[1].label, "label")
    XCTAssertEqual(f.parameters[1].name.text, "name")
    XCTAssertTrue(f.parameters[1].isInout)
    XCTAssertEqual(f.parameters[1].type?.text, "[Int]")
    XCTAssertTrue(f.parameters[2].isVariadic)
    XCTAssertEqual(f.parameters[2].label, "rest")
    XCTAssertTrue(f.parameters[3].isEscaping)
    XCTAssertEqual(f.parameters[3].type?.text, "@escaping()->Void")
    XCTAssertNotNil(f.parameters[3].defaultValue)
  }

  func testExtensionNameIsTheWrittenType() {
    let tree = parse("extension InsightEvaluation<IsLikelyBeingCoachedInsight>: Foo where A == B {}\n")
    guard case .type(let t) = tree.items.first else { return XCTFail("no extension") }
    XCTAssertEqual(t.kind, .extension)
    XCTAssertEqual(t.name.text, "InsightEvaluation<IsLikelyBeingCoachedInsight>")
    XCTAssertEqual(t.extendedType?.text, "InsightEvaluation<IsLikelyBeingCoachedInsight>")
    XCTAssertEqual(t.inheritance.map(\.text), ["Foo"])
    guard let w = t.whereClause else { return XCTFail("no where clause") }
    XCTAssertEqual(tree.text(from: w.first, through: w.last), "A == B")
  }

  func testTypeTextKeepsWordsApart() {
    let tree = parse("var a: some View\nvar b: any Error & Sendable\nvar c: [String: Int?]!\n")
    let texts = tree.items.compactMap { item -> String? in
      if case .variable(let v) = item { return v.bindings.first?.type?.text }
      return nil
    }
    XCTAssertEqual(texts, ["some View", "any Error&Sendable", "[String:Int?]!"])
  }

  func testGenericArgumentsVersusComparison() {
    let tree = parse("let a = x < y\nlet b = Foo<Bar>.baz\nlet c = a < b && c > d\nlet d = f(a < b, c > (d))\n")
    var shapes: [String] = []
    for item in tree.items {
      guard case .variable(let v) = item, let e = v.bindings.first?.initializer else { continue }
      switch e {
      case .binary(let b): shapes.append("bin " + b.op.text)
      case .member(let m): shapes.append("member " + m.name.text)
      case .call(let c): shapes.append("call \(c.arguments.count)")
      default: shapes.append("other")
      }
    }
    XCTAssertEqual(shapes, ["bin <", "member baz", "bin &&", "call 2"])
  }

  func testAccessorsAndObservers() {
    let tree = parse(
      """
      struct S {
        var a: Int { 1 }
        var b: Int { get { 1 } set(v) { } }
        var c = 0 { didSet { } }
        subscript(i: Int) -> Int { get { i } set { } }
      }
      """)
    guard case .type(let s) = tree.items.first else { return XCTFail("no type") }
    var kinds: [[String]] = []
    for m in s.members {
      switch m {
      case .variable(let v):
        kinds.append(
          v.bindings[0].accessors.map {
            if case .accessor(let word) = $0.kind { return word }
            return "?"
          })
      case .function(let f):
        kinds.append(
          (f.body?.stmts ?? []).map {
            if case .function(let a) = $0, case .accessor(let word) = a.kind { return word }
            return "?"
          })
      default: kinds.append(["?"])
      }
    }
    XCTAssertEqual(kinds, [["get"], ["get", "set"], ["didSet"], ["get", "set"]])
  }

  func testSwitchCasesInIfConfigAreFlattened() {
    let tree = parse(
      """
      switch x {
      case .a: break
      #if DEBUG
      case .b: break
      #else
      case .c: break
      #endif
      @unknown default: break
      }
      """)
    guard case .switchStmt(let s) = tree.items.first else { return XCTFail("no switch") }
    XCTAssertEqual(s.cases.count, 4)
    XCTAssertTrue(s.cases[3].isUnknown)
    XCTAssertTrue(tree.diagnostics.isEmpty)
  }

  func testIfConfigBlocksOfCasesKnowWhetherEveryBuildCompilesOne() {
    let tree = parse(
      """
      switch x {
      #if false
      case .a: break
      #elseif DEBUG
      case .b: break
      #else
      case .c: break
      #endif
      #if targetEnvironment(simulator)
      case .d: break
      #elseif STAGING
      case .e: break
      #endif
      default: break
      }
      """)
    guard case .switchStmt(let s) = tree.items.first else { return XCTFail("no switch") }
    let blocks = s.cases.compactMap { $0.ifConfigClauses.first?.block }
    XCTAssertEqual(blocks.count, 4)
    XCTAssertEqual(s.ifConfigBlocks[blocks[0]], IfConfigCaseBlock(clauses: [1, 2], isComplete: true))
    XCTAssertEqual(s.ifConfigBlocks[blocks[2]], IfConfigCaseBlock(clauses: [0, 1], isComplete: false))
    // "b" is a value both compiled clauses of the first block take: no build leaves it to
    // `default`. "d" only `#if targetEnvironment(simulator)` takes: the build that compiles
    // neither clause leaves it.
    let left = s.valuesReaching(
      case: 4, from: Set(["b", "d", "z"]),
      removing: { j, values in values.subtracting(j == 1 || j == 0 ? ["b"] : j == 2 ? ["d"] : []) },
      union: { $0.union($1) })
    XCTAssertEqual(Set(left.flatMap { $0 }), ["d", "z"])
  }

  func testEnumCasePayloadsAreKeptAsTypes() {
    let tree = parse(
      """
      enum Plugin {
        case scoring(ScoreEvaluator), weighted(weight: Int = 1, evaluator: ScoreEvaluator)
        indirect case nested(Plugin, (Int) -> Void)
        case none, raw = 2
      }
      """)
    guard case .type(let t) = tree.items.first else { return XCTFail("no enum") }
    let cases = t.members.compactMap { m -> EnumCaseDecl? in
      if case .enumCase(let c) = m { return c }
      return nil
    }
    XCTAssertEqual(cases.count, 3)
    XCTAssertEqual(cases[0].payload(of: "scoring")?.text, "(ScoreEvaluator)")
    XCTAssertEqual(cases[0].payload(of: "weighted")?.text.hasSuffix("evaluator:ScoreEvaluator)"), true)
    XCTAssertEqual(cases[1].payload(of: "nested")?.text, "(Plugin,(Int)->Void)")
    XCTAssertNil(cases[2].payload(of: "none"))
    XCTAssertNil(cases[2].payload(of: "raw"))
    XCTAssertTrue(tree.diagnostics.isEmpty)
  }

  func testWalkerReachesNestedCode() {
    let tree = parse(
      """
      func f(x: Int = compute { a() }) {
        let v: Int = { b() }()
        var w: Int { c() }
        struct Inner { func g() { d() } }
        if case .some(let y) = e(), y > f() { }
        switch g() { case h() where i(): break; default: break }
        let z = if j() { k() } else { l() }
        defer { m() }
        do { try n() } catch where o() { }
        for q in p() where r() { }
        #if DEBUG
        s()
        #endif
      }
      """)
    final class Calls: SyntaxWalker {
      var names: [String] = []
      override func visit(_ expr: Expr) -> Bool {
        if case .call(let c) = expr, case .identifier(let n) = c.callee { names.append(n.text) }
        return true
      }
    }
    let calls = Calls()
    calls.walk(tree)
    XCTAssertEqual(
      calls.names.sorted(),
      ["a", "b", "c", "compute", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "r", "s"])
  }

  func testWalkerCanSkipChildren() {
    let tree = parse("func f() { a(); Task { b() } }\n")
    final class NoClosures: SyntaxWalker {
      var names: [String] = []
      override func visit(_ expr: Expr) -> Bool {
        if case .closure = expr { return false }
        if case .call(let c) = expr, case .identifier(let n) = c.callee { names.append(n.text) }
        return true
      }
    }
    let walker = NoClosures()
    walker.walk(tree)
    XCTAssertEqual(walker.names, ["a", "Task"])
  }
}
