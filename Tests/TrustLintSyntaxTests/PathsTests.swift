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
}
