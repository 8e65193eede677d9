import Foundation

/// One generated file of a hostile tree: its path in the tree, its bytes, and the findings
/// (`path:line rule`) the real rules must report in it. `ownFindingsChecked` is false for the
/// deep-nesting inputs, whose capped regions the analyses may read either way; every other
/// file's findings are compared exactly.
struct HostileFile {
  var path: String
  var bytes: [UInt8]
  var expected: [String] = []
  var ownFindingsChecked = true
}

/// Builds text line by line and records `// expect:`-style expectations by line number
/// without scanning the (possibly huge) result.
struct LineBuilder {
  private(set) var text = ""
  private(set) var line = 0
  private(set) var expected: [(line: Int, rule: String)] = []

  /// Appends one line.
  mutating func add(_ s: String) {
    text += s
    text += "\n"
    line += 1
  }

  /// Appends one line on which `rule` must be reported.
  mutating func add(_ s: String, expect rule: String) {
    add(s + "  // expect: \(rule)")
    expected.append((line, rule))
  }

  /// The expectations as `path:line rule`.
  func expectations(path: String) -> [String] {
    expected.map { "\(path):\($0.line) \($0.rule)" }
  }
}

/// Deterministic generators of the hostile inputs of issue 6: each returns the files of one
/// input. Sizes are the issue's; nothing big is committed, everything is built at run time.
enum HostileInputs {
  /// A fixed xorshift generator, so the "random" file is the same on every run.
  struct XorShift {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }

  /// The opening of a function that creates an evaluation named `evaluation`; `leaks` adds
  /// the expectation on the producing call.
  static func evaluationPrologue(_ b: inout LineBuilder, function: String, leaks: Bool) {
    b.add("@available(iOS 27.0, *)")
    b.add("func \(function)(evaluator: InsightEvaluator, flags: [Bool], n: Int) async throws -> Bool {")
    b.add("  let context = InsightEvaluator.InsightContext(")
    b.add("    operationCategory: .payment,")
    b.add("    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)")
    b.add("  )")
    let call = "  let evaluation = try await evaluator.requestEvaluation(context: context)"
    if leaks { b.add(call, expect: "missing_consumption_report") } else { b.add(call) }
  }

  /// 200,000 nested parentheses in an expression.
  static func nestedParentheses(_ n: Int = 200_000) -> [HostileFile] {
    let text =
      "import TrustInsights\nlet x = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
      + "\nfunc after() {}\n"
    return [HostileFile(path: "parens.swift", bytes: Array(text.utf8), ownFindingsChecked: false)]
  }

  /// 100,000 nested `if` blocks inside a function that holds an evaluation; `oneLine` writes
  /// them all on one line (`if flags[0] { if flags[0] { … } }`), where each `{` of a header
  /// is looked at as a possible trailing closure.
  static func nestedIfs(_ n: Int = 100_000, oneLine: Bool = false) -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    evaluationPrologue(&b, function: "deepIfs", leaks: false)
    var text = b.text
    let gap = oneLine ? " " : "\n"
    text += String(repeating: "if flags[0] {" + gap, count: n)
    text += "evaluation.reportConsumption(.usedUnchangedFriction)" + gap
    text += String(repeating: "}" + gap, count: n)
    if oneLine { text += "\n" }
    text += "  evaluation.reportConsumption(.notUsedNotNeeded)\n  return true\n}\n"
    return [HostileFile(path: "ifs.swift", bytes: Array(text.utf8), ownFindingsChecked: false)]
  }

  /// 50,000 nested closures, the innermost capturing the evaluation.
  static func nestedClosures(_ n: Int = 50_000) -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    evaluationPrologue(&b, function: "deepClosures", leaks: false)
    var text = b.text
    text += "  let c = " + String(repeating: "{ ", count: n)
    text += "evaluation.reportConsumption(.usedUnchangedFriction) "
    text += String(repeating: "} ", count: n) + "\n"
    text += "  evaluation.reportConsumption(.notUsedNotNeeded)\n  return true\n}\n"
    return [HostileFile(path: "closures.swift", bytes: Array(text.utf8), ownFindingsChecked: false)]
  }

  /// 20,000 nested string interpolations.
  static func nestedInterpolations(_ n: Int = 20_000) -> [HostileFile] {
    let text =
      "import TrustInsights\nlet s = " + String(repeating: "\"\\(", count: n) + "x" + String(repeating: ")\"", count: n)
      + "\nfunc after() {}\n"
    return [HostileFile(path: "interpolations.swift", bytes: Array(text.utf8), ownFindingsChecked: false)]
  }

  /// A single line of `megabytes` MB: one function body of statements, in a file that
  /// imports TrustInsights, so the whole line is lexed, parsed, graphed and analysed.
  static func singleLine(megabytes: Int = 20) -> [HostileFile] {
    let head = Array(
      "import TrustInsights; func line(evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) { ".utf8)
    let unit = Array("let a = b + 1; ".utf8)
    let tail = Array("evaluation.reportConsumption(.notUsedNotNeeded) }".utf8)
    var bytes: [UInt8] = []
    let size = megabytes << 20
    bytes.reserveCapacity(size + 256)
    bytes += head
    while bytes.count + unit.count + tail.count <= size { bytes += unit }
    bytes += tail
    return [HostileFile(path: "line.swift", bytes: bytes)]
  }

  /// 300 KB of random bytes (fixed seed) named `.swift`, and the same mapped onto printable
  /// ASCII, the worst case for literal, comment and regex scanning.
  static func randomBinary() -> [HostileFile] {
    var rng = XorShift(state: 0x9E37_79B9_7F4A_7C15)
    var bytes = [UInt8](repeating: 0, count: 300 * 1024)
    for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: rng.next()) }
    let ascii = bytes.map { UInt8(0x20 + Int($0) % 95) }
    return [
      HostileFile(path: "random.swift", bytes: bytes), HostileFile(path: "random-ascii.swift", bytes: ascii),
    ]
  }

  /// A leaking function with invalid UTF-8 everywhere: identifiers, strings, comments, an
  /// overlong encoding, an encoded surrogate, lone continuation bytes, and a truncated
  /// sequence at the very end of the file.
  static func invalidUTF8() -> [HostileFile] {
    let bad: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80, 0xBF], [0xF4, 0x90, 0x80, 0x80]]
    var b = LineBuilder()
    b.add("import TrustInsights")
    b.add("// \u{1}BAD0 in a comment")
    evaluationPrologue(&b, function: "badBytes", leaks: true)
    b.add("  let label = \"BAD1 in a string\"")
    b.add("  let idBAD2 = label")
    b.add("  if flags[0] { return idBAD2.isEmpty }")
    b.add("  /* BAD3 */ evaluation.reportConsumption(.usedUnchangedFriction)")
    b.add("  return BAD4")
    b.add("}")
    var bytes = Array(b.text.utf8)
    for (i, sequence) in bad.enumerated() { bytes = replace(Array("BAD\(i)".utf8), with: sequence, in: bytes) }
    bytes += [0xE2, 0x82]
    return [HostileFile(path: "utf8.swift", bytes: bytes, expected: b.expectations(path: "utf8.swift"))]
  }

  /// NUL bytes inside a leaking function (comment, string, between tokens) and a file of NULs.
  static func nulBytes() -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    evaluationPrologue(&b, function: "nulBytes", leaks: true)
    b.add("  let label = \"a NUL0 in a string\" // NUL1 in a comment")
    b.add("  if flags[0] { return label.isEmpty }NUL2")
    b.add("  evaluation.reportConsumption(.usedUnchangedFriction)")
    b.add("  return true")
    b.add("}")
    var bytes = Array(b.text.utf8)
    for i in 0..<3 { bytes = replace(Array("NUL\(i)".utf8), with: [0], in: bytes) }
    return [
      HostileFile(path: "nul.swift", bytes: bytes, expected: b.expectations(path: "nul.swift")),
      HostileFile(path: "nuls.swift", bytes: [UInt8](repeating: 0, count: 64 * 1024)),
    ]
  }

  /// A byte-order mark and CRLF line ends around a leaking function: the finding must be on
  /// the right line.
  static func bomCRLF() -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    evaluationPrologue(&b, function: "windows", leaks: true)
    b.add("  if flags[0] { return false }")
    b.add("  evaluation.reportConsumption(.usedUnchangedFriction)")
    b.add("  return true")
    b.add("}")
    let bytes = [0xEF, 0xBB, 0xBF] + Array(b.text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    return [HostileFile(path: "bom-crlf.swift", bytes: bytes, expected: b.expectations(path: "bom-crlf.swift"))]
  }

  /// A leaking function followed by a literal or comment that never ends, one file each:
  /// string, multi-line string, raw string, nested block comment.
  static func unterminated() -> [HostileFile] {
    let endings = [
      ("string", "let s = \"never closed\n"), ("multiline", "let m = \"\"\"\nnever closed\n"),
      ("raw", "let r = ##\"never closed \"# still open\n"), ("comment", "/* outer /* inner */ never closed\n"),
    ]
    return endings.map { name, ending in
      var b = LineBuilder()
      b.add("import TrustInsights")
      evaluationPrologue(&b, function: "unterminated", leaks: true)
      b.add("  if flags[0] { return false }")
      b.add("  evaluation.reportConsumption(.usedUnchangedFriction)")
      b.add("  return true")
      b.add("}")
      let path = "unterminated-\(name).swift"
      return HostileFile(path: path, bytes: Array((b.text + ending).utf8), expected: b.expectations(path: path))
    }
  }

  /// `count` sequential `if`s after an evaluation, alternating plain conditions and outcome
  /// tests; one of them returns without a report halfway: exactly one finding, found in
  /// linear time.
  static func sequentialIfs(_ count: Int = 3_000) -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    evaluationPrologue(&b, function: "manyIfs", leaks: true)
    b.add("  var score = 0")
    for i in 0..<count {
      if i == count / 2 {
        b.add("  if flags[\(i)] { return false }")
      } else if i % 2 == 0 {
        b.add("  if flags[\(i)] { score += \(i) }")
      } else {
        b.add("  if case .success(.high) = evaluation.insight.outcome { score += \(i) }")
      }
    }
    b.add("  evaluation.reportConsumption(.usedUnchangedFriction)")
    b.add("  return score > n")
    b.add("}")
    return [
      HostileFile(
        path: "sequential-ifs.swift", bytes: Array(b.text.utf8), expected: b.expectations(path: "sequential-ifs.swift"))
    ]
  }

  /// A `switch` of `count` cases after an evaluation, each reporting it but one.
  static func bigSwitch(_ count: Int = 20_000) -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    evaluationPrologue(&b, function: "bigSwitch", leaks: true)
    b.add("  switch n {")
    for i in 0..<count {
      b.add("  case \(i):")
      b.add(i == count / 3 ? "    return false" : "    evaluation.reportConsumption(.usedUnchangedFriction)")
    }
    b.add("  default:")
    b.add("    evaluation.reportConsumption(.notUsedNotNeeded)")
    b.add("  }")
    b.add("  return true")
    b.add("}")
    return [
      HostileFile(path: "switch.swift", bytes: Array(b.text.utf8), expected: b.expectations(path: "switch.swift"))
    ]
  }

  /// A `switch` over the evaluation's outcome of `count` cases, in `#if DEBUG` / `#else` pairs
  /// (each case is compiled in one build only), each reporting but the first: cases inside `#if`
  /// clauses are followed per build, which replays earlier cases per case (quadratic) up to a cap.
  static func bigOutcomeSwitchInIfConfig(_ count: Int = 20_000) -> [HostileFile] {
    var b = LineBuilder()
    b.add("import TrustInsights")
    evaluationPrologue(&b, function: "bigConfiguredSwitch", leaks: true)
    b.add("  switch evaluation.insight.outcome {")
    for i in 0..<count {
      b.add(i % 2 == 0 ? "  #if DEBUG" : "  #else")
      b.add("  case .success(.high):")
      // The first case of the DEBUG build leaves without a report; every later one is reached
      // by nothing (`.high` is taken first in each build).
      b.add(i == 0 ? "    return false" : "    evaluation.reportConsumption(.usedIncreasedFriction)")
      if i % 2 == 1 { b.add("  #endif") }
    }
    b.add("  default:")
    b.add("    evaluation.reportConsumption(.notUsedNotNeeded)")
    b.add("  }")
    b.add("  return true")
    b.add("}")
    let path = "configured-switch.swift"
    return [HostileFile(path: path, bytes: Array(b.text.utf8), expected: b.expectations(path: path))]
  }

  /// Replaces every occurrence of `marker` in `bytes`.
  static func replace(_ marker: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      if i + marker.count <= bytes.count && bytes[i..<(i + marker.count)].elementsEqual(marker) {
        out += replacement
        i += marker.count
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    return out
  }
}

extension HostileInputs {
  /// More nesting shapes that a recursive-descent parser or a tree walk recurses on, each
  /// `n` deep, with a function after them that must still be read.
  static func deepShapes(_ n: Int = 100_000) -> [(name: String, text: String)] {
    func r(_ s: String, _ k: Int = n) -> String { String(repeating: s, count: k) }
    return [
      ("brackets", "let a = " + r("[") + "1" + r("]")),
      ("types", r("struct A {\n") + r("}\n")),
      ("extensions", r("extension A { func f() {\n") + r("} }\n")),
      ("functions", "func f() {\n" + r("func g() {\n") + r("}\n") + "}\n"),
      ("else-if", "func f() {\n  if a {\n" + r("} else if a {\n") + "}\n}\n"),
      ("one-line-ifs", "func f() {\n" + r("if a { ") + r("} ") + "\n}\n"),
      ("one-line-header-closures", "func f() {\n" + r("if a.map { $0 } { ") + r("} ") + "\n}\n"),
      ("ternary", "let t = " + r("a ? b : ") + "c"),
      ("prefix", "let p = " + r("!") + "x"),
      ("try-await", "let q = " + r("try await ") + "x"),
      ("chain", "let m = a" + r("?.b!.c()[0]", n / 4)),
      ("calls", "let c = " + r("f(") + r(")")),
      ("trailing-closures", "func f() {\n" + r("g {\n") + r("}\n") + "}\n"),
      ("switches", "func f() {\n" + r("switch x {\ncase 1:\n") + r("default: break\n}\n") + "}\n"),
      ("do-catch", "func f() {\n" + r("do {\n") + r("} catch {\n}\n") + "}\n"),
      ("defers", "func f() {\n" + r("defer {\n") + r("}\n") + "}\n"),
      ("guards", "func f() {\n" + r("guard a else {\n") + r("return }\n") + "}\n"),
      (
        "loops", "func f() {\n" + r("for x in y {\nwhile z {\nrepeat {\n", n / 3) + r("} while a }\n}\n", n / 3) + "}\n"
      ),
      ("if-config", r("#if A\n") + "let x = 1\n" + r("#endif\n")),
      ("patterns", "func f() {\n  if case " + r(".some(") + "let x" + r(")") + " = y {}\n}\n"),
      ("tuple-patterns", "func f() {\n  let " + r("(") + "x" + r(")") + " = y\n}\n"),
      ("generic-types", "let g: " + r("A<") + "B" + r(">")),
      ("function-types", "let h: " + r("(A) -> ") + "B"),
      ("array-types", "let k: " + r("[") + "Int" + r("]")),
      ("closures-in-args", "let c = " + r("f(x: { ") + r("})")),
      ("interpolated-closures", "let s = " + r("\"\\({ ", n / 5) + "x" + r(" }())\"", n / 5)),
      ("unbalanced-open", r("func f() { (( [[ {{ ", n / 10)),
      ("unbalanced-close", r(")) ]] }} ", n / 10)),
      ("attributes", r("@available(iOS 27.0, *) ") + "func f() {}"),
      ("comments", r("/* ") + "x" + r(" */")),
    ].map { ($0.0, $0.1 + "\nfunc after() {}\n") }
  }
}
