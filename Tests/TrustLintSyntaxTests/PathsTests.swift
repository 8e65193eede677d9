import TrustLintSyntax
import XCTest

/// Lexical path arithmetic (`Paths`), shared by discovery, reporting and the folders that
/// stand for modules.
final class PathsTests: XCTestCase {
  func testNormalize() {
    XCTAssertEqual(Paths.normalize("./a//b/./c/"), "a/b/c")
    XCTAssertEqual(Paths.normalize("a/../.."), "..")
    XCTAssertEqual(Paths.normalize("../x/../y"), "../y")
    XCTAssertEqual(Paths.normalize("/a/../../b"), "/b")
    XCTAssertEqual(Paths.normalize("."), ".")
    XCTAssertEqual(Paths.normalize("a/.."), ".")
    XCTAssertEqual(Paths.normalize("/"), "/")
  }

  func testJoinAndAbsolute() {
    XCTAssertEqual(Paths.join(".", "a.swift"), "a.swift")
    XCTAssertEqual(Paths.join("Sources", "a.swift"), "Sources/a.swift")
    XCTAssertEqual(Paths.join("/", "a.swift"), "/a.swift")
    XCTAssertEqual(Paths.join("x", "/abs"), "/abs")
    XCTAssertEqual(Paths.absolute("../b", in: "/r/a"), "/r/b")
  }

  func testRelative() {
    XCTAssertEqual(Paths.relative(from: "/r", to: "/r/a/b"), "a/b")
    XCTAssertEqual(Paths.relative(from: "/r/a/b", to: "/r"), "../..")
    XCTAssertEqual(Paths.relative(from: "/r/a", to: "/r/b/c"), "../b/c")
    XCTAssertEqual(Paths.relative(from: "/r", to: "/r"), ".")
    XCTAssertEqual(Paths.relative(from: "/", to: "/x"), "x")
  }

  func testParentAndInside() {
    XCTAssertEqual(Paths.parent("/a/b"), "/a")
    XCTAssertEqual(Paths.parent("/a"), "/")
    XCTAssertEqual(Paths.parent("/"), "/")
    XCTAssertEqual(Paths.parent("a"), ".")
    XCTAssertTrue(Paths.isInside("/r/a", folder: "/r"))
    XCTAssertTrue(Paths.isInside("/r", folder: "/r"))
    XCTAssertFalse(Paths.isInside("/rx/a", folder: "/r"))
    XCTAssertTrue(Paths.isInside("/x", folder: "/"))
  }

  /// The byte-level fast path and splitter agree with the plain definition (split on `/`,
  /// drop empty and `.` components, fold `name/..`) on every path of a fixed random sample,
  /// non-ASCII names included.
  func testNormalizeAgreesWithDefinition() {
    func reference(_ path: String) -> String {
      let absolute = path.hasPrefix("/")
      var parts: [String] = []
      for part in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
        if part == "." { continue }
        if part == ".." {
          if let last = parts.last, last != ".." {
            parts.removeLast()
            continue
          }
          if absolute { continue }
        }
        parts.append(part)
      }
      let body = parts.joined(separator: "/")
      return absolute ? "/" + body : (body.isEmpty ? "." : body)
    }
    let pieces = ["a", "bc", ".", "..", "", ".x", "..y", "é", "Ünïcödé", "a b"]
    var seed: UInt64 = 0x5EED
    var changed = 0
    for _ in 0..<20_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      var path = (seed >> 60) & 1 == 0 ? "" : "/"
      let count = Int((seed >> 32) % 6)
      for k in 0..<count {
        if k > 0 { path += "/" }
        path += pieces[Int((seed >> UInt64(8 + 4 * k)) % UInt64(pieces.count))]
      }
      if (seed >> 59) & 1 == 1 { path += "/" }
      let normalized = Paths.normalize(path)
      XCTAssertEqual(normalized, reference(path), "normalize(\"\(path)\")")
      XCTAssertEqual(Paths.normalize(normalized), normalized, "normalize is idempotent on \"\(path)\"")
      XCTAssertEqual(
        Paths.components(path).map(String.init), path.split(separator: "/").map(String.init), "components(\"\(path)\")")
      if normalized != path { changed += 1 }
    }
    // The sample exercises both paths: some inputs are normal already, most are not.
    XCTAssertGreaterThan(changed, 1_000)
    XCTAssertLessThan(changed, 20_000)
  }
}
