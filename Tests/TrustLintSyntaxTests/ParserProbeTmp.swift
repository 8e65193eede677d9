import Foundation
import XCTest
import TrustLintSyntax

final class ParserProbeTmp: XCTestCase {
  func testStack() throws {
    guard let kb = ProcessInfo.processInfo.environment["PROBE_KB"].flatMap(Int.init) else { throw XCTSkip("") }
    let inputs = [
      "let x = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000),
      "let c = " + String(repeating: "{ ", count: 5000) + String(repeating: "} ", count: 5000),
      "func f() {" + String(repeating: "if a { ", count: 5000) + String(repeating: "} ", count: 5000) + "}",
      "let t: " + String(repeating: "[", count: 5000) + "Int" + String(repeating: "]", count: 5000),
      "let y = " + String(repeating: "foo(a: [", count: 3000) + "1" + String(repeating: "])", count: 3000),
      "let z = " + String(repeating: "try await !", count: 3000) + "x",
      "switch x { case " + String(repeating: ".a(", count: 5000) + "_" + String(repeating: ")", count: 5000) + ": break }",
    ]
    let only = ProcessInfo.processInfo.environment["PROBE_IDX"].flatMap(Int.init)
    for (i, input) in inputs.enumerated() where only == nil || only == i {
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        let tree = Parser.parse(SourceFile(path: "x", text: input))
        final class W: SyntaxWalker {}
        W().walk(tree)
        _ = TreeDump.render(tree)
        done.signal()
      }
      thread.stackSize = kb * 1024
      thread.start()
      done.wait()
    }
    print("ok with \(kb) KB")
  }
}
