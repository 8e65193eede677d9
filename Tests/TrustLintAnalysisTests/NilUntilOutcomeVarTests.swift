import TrustLintSyntax
import XCTest

@testable import TrustLintAnalysis

/// The proof that `var level: Value?` is written only by `level = try …get()` in the `do` after
/// it (and to nil in its `catch`): each way another write could reach the test refuses it.
final class NilUntilOutcomeVarTests: XCTestCase {
  /// The name the proof accepts for the first `var` of `func run()` whose body is `body`.
  private func proven(_ body: String) -> String? {
    let source = "func run() async throws {\n\(body)\n}\n"
    let tree = Parser.parse(SourceFile(path: "main.swift", text: source))
    guard case .function(let f)? = tree.items.first, let stmts = f.body?.stmts,
      let i = stmts.firstIndex(where: { if case .variable(let v) = $0 { !v.isLet } else { false } })
    else { return nil }
    return GraphBuilder.nilUntilOutcomeVar(at: i, in: stmts, tree: tree)
  }

  private let get = "level = try e.insight.outcome.get()"

  func testImplicitAndExplicitNilAreProven() {
    XCTAssertEqual(proven("var level: Value?\ndo { \(get) } catch { report() }\nif let level { use(level) }"), "level")
    XCTAssertEqual(
      proven("var level: Value? = nil\ndo { \(get) } catch { level = nil }\nguard let level else { return }"), "level")
    XCTAssertEqual(proven("var level: Value?\ndo { \(get)\nlog(level) } catch { report() }"), "level")
  }

  func testOtherWritesRefuse() {
    // Another value in the `catch`, after the `do`, in a closure, a local function, `&`, `take()`.
    XCTAssertNil(proven("var level: Value?\ndo { \(get) } catch { level = cached }"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get) } catch { report() }\nif stale { level = nil }"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get) } catch { report() }\nlet reset = { level = .high }"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get) } catch { report() }\nfunc reset() { level = .high }"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get) } catch { restore(&level) }"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get) } catch { report() }\n_ = level.take()"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get)\n\(get) } catch { report() }"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get) } catch { report() }\nlevel? = .high"))
  }

  func testShapesThatCanCarryAStaleValueRefuse() {
    // A `try` or `throw` after the assignment reaches the `catch` with `level` set.
    XCTAssertNil(proven("var level: Value?\ndo { \(get)\ntry audit() } catch { report() }"))
    XCTAssertNil(proven("var level: Value?\ndo { \(get)\nif bad { throw E.bad } } catch { report() }"))
    // A loop between the declaration and the `do` keeps the last iteration's value.
    XCTAssertNil(proven("var level: Value?\nfor e in es { do { \(get) } catch { report() } }"))
    // Not nil to begin with, not optional, a `let`, no `catch`, `try?`.
    XCTAssertNil(proven("var level: Value? = .unknown\ndo { \(get) } catch { report() }"))
    XCTAssertNil(proven("var level: Value\ndo { \(get) } catch { return }"))
    XCTAssertNil(proven("var level: Value?\ndo { level = try? e.insight.outcome.get() } catch { report() }"))
    XCTAssertNil(proven("var level: Value?\nlog(level)\ndo { \(get) } catch { report() }"))
  }
}
