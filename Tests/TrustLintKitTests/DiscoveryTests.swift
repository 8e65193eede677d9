import Foundation
import XCTest

@testable import TrustLintKit

final class DiscoveryTests: XCTestCase {
  private func walk(_ scratch: ScratchFolder, _ named: [String] = ["."], filter: PathFilter = .all) -> WalkResult {
    FileWalker(filter: filter, root: scratch.path, currentDirectory: scratch.path).walk(named)
  }

  func testSkipsBuildAndDependencyFoldersAndNonSwiftFiles() throws {
    let scratch = try ScratchFolder()
    try scratch.write("App/Main.swift")
    try scratch.write("App/Notes.txt")
    for skipped in [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"] {
      try scratch.write("\(skipped)/Dependency.swift")
      try scratch.write("App/\(skipped)/Nested.swift")
    }
    try scratch.write("Tests/AppTests.swift")
    let result = walk(scratch)
    XCTAssertEqual(result.files.map(\.path), ["App/Main.swift", "Tests/AppTests.swift"])
    XCTAssertEqual(result.problems, [])
  }

  func testOrderIsSortedByBytesAndPathsAreAsNamed() throws {
    let scratch = try ScratchFolder()
    for name in ["b.swift", "B.swift", "a/z.swift", "a.swift", "a-b/c.swift", "ä.swift"] { try scratch.write(name) }
    XCTAssertEqual(
      walk(scratch).files.map(\.path), ["B.swift", "a-b/c.swift", "a.swift", "a/z.swift", "b.swift", "ä.swift"])
    XCTAssertEqual(walk(scratch, ["./a/../a"]).files.map(\.path), ["a/z.swift"])
    XCTAssertEqual(walk(scratch, [scratch.path + "/a"]).files.map(\.path), [scratch.path + "/a/z.swift"])
  }

  func testSymbolicLinkLoopIsWalkedOnce() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Sources/App/View.swift")
    try scratch.link("Sources/App/Loop", to: "..")  // Sources/App/Loop -> Sources
    try scratch.link("Sources/Self", to: ".")
    let result = walk(scratch)
    XCTAssertEqual(result.files.map(\.path), ["Sources/App/View.swift"])
    XCTAssertEqual(result.problems, [])
  }

  func testLinkedFolderOutsideTheTreeIsFollowedAndRealPathsWin() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Shared/Model.swift")
    try scratch.write("Project/App.swift")
    try scratch.link("Project/AShared", to: "../Shared")  // sorts before App and before Shared
    try scratch.link("Project/Real", to: "../Project")
    XCTAssertEqual(walk(scratch, ["Project"]).files.map(\.path), ["Project/AShared/Model.swift", "Project/App.swift"])
    // When the real folder is inside the walk, files are reported under their real paths.
    XCTAssertEqual(walk(scratch).files.map(\.path), ["Project/App.swift", "Shared/Model.swift"])
  }

  func testLinkedFileIsReadOnce() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Real.swift")
    try scratch.link("Alias.swift", to: "Real.swift")
    XCTAssertEqual(walk(scratch).files.map(\.path), ["Real.swift"])
  }

  func testDanglingLinkInsideAFolderIsSkippedSilently() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Kept.swift")
    try scratch.link("Gone.swift", to: "Missing.swift")
    try scratch.link("GoneFolder", to: "nowhere")
    try scratch.link("Self.swift", to: "Self.swift")  // a one-link loop: stat fails with ELOOP
    let result = walk(scratch)
    XCTAssertEqual(result.files.map(\.path), ["Kept.swift"])
    XCTAssertEqual(result.problems, [])
  }

  func testNamedDanglingLinkAndMissingPathAreProblems() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Kept.swift")
    try scratch.link("Gone.swift", to: "Missing.swift")
    let result = walk(scratch, ["Gone.swift", "Absent.swift", "Kept.swift"])
    XCTAssertEqual(result.files.map(\.path), ["Kept.swift"])
    XCTAssertEqual(
      result.problems,
      [
        FileProblem(path: "Gone.swift", reason: "dangling symbolic link"),
        FileProblem(path: "Absent.swift", reason: "No such file or directory"),
      ])
  }

  func testNamedFileIsTakenWhateverItsExtension() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Template.swift.txt")
    try scratch.write("Vendor/Vendored.swift")
    XCTAssertEqual(
      walk(scratch, ["Template.swift.txt", "Vendor/Vendored.swift"]).files.map(\.path),
      ["Template.swift.txt", "Vendor/Vendored.swift"])
  }

  /// A file name that is not valid UTF-8 (Linux allows one) is found, named and read: its
  /// invalid bytes are kept (`RawPath`), not replaced by a character that names no file.
  func testFileNameThatIsNotUTF8IsFoundAndRead() throws {
    let scratch = try ScratchFolder()
    let name = RawPath.decode([0x43, 0x61, 0x66, 0xE9] + Array(".swift".utf8))
    XCTAssertEqual(name.unicodeScalars.count, "Caf?.swift".count)
    let fd = RawPath.withSystemPath(scratch.path + "/" + name) { open($0, O_CREAT | O_WRONLY, 0o644) }
    XCTAssertGreaterThanOrEqual(fd, 0)
    _ = "import TrustInsights\n".withCString { write(fd, $0, 21) }
    close(fd)
    let found = walk(scratch).files.map(\.path)
    XCTAssertEqual(found.count, 1)
    XCTAssertTrue(found[0].hasSuffix(name), "\(found)")
    XCTAssertEqual(try FileSystem.readBytes(scratch.path + "/" + name).count, 21)
    XCTAssertEqual(walk(scratch, [name]).files.map(\.path), [name])
    XCTAssertEqual(RawPath.decode(Array("Café.swift".utf8)), "Café.swift")
  }

  /// pre-commit passes staged files by name; a team that commits its pods stages files the
  /// walk never enters: they are not the project's, named or not.
  func testNamedFileInASkippedFolderIsNotTaken() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Pods/RiskPod/RiskPod.swift")
    try scratch.write(".build/checkouts/Dep/Dep.swift")
    try scratch.write("App/Main.swift")
    XCTAssertEqual(
      walk(scratch, ["Pods/RiskPod/RiskPod.swift", ".build/checkouts/Dep/Dep.swift", "App/Main.swift"]).files.map(
        \.path),
      ["App/Main.swift"])
  }

  /// A named folder is judged as a named file inside it: `lint Pods/RiskPod` takes nothing that
  /// `lint Pods/RiskPod/RiskPod.swift` or `lint .` would not (as `exclude` globs already do).
  func testNamedSkippedFolderIsNotWalked() throws {
    let scratch = try ScratchFolder()
    try scratch.write("Pods/RiskPod/RiskPod.swift")
    try scratch.write(".build/checkouts/Dep/Dep.swift")
    try scratch.write("App/Main.swift")
    XCTAssertEqual(walk(scratch, ["Pods/RiskPod", ".build", "Pods", "App"]).files.map(\.path), ["App/Main.swift"])
    XCTAssertEqual(walk(scratch, ["./Pods/../App"]).files.map(\.path), ["App/Main.swift"])
    XCTAssertEqual(walk(scratch, ["Pods/RiskPod"]).problems, [])
  }

  func testFilterSeesPathsRelativeToTheRootAndPrunesFolders() throws {
    let scratch = try ScratchFolder()
    try scratch.write("App/Main.swift")
    try scratch.write("App/Generated/API.swift")
    try scratch.write("App/Generated/Deep/More.swift")
    let seen = SeenPaths()
    let filter = PathFilter { path, isDirectory in
      seen.add(path + (isDirectory ? "/" : ""))
      return path != "App/Generated"
    }
    let result = FileWalker(filter: filter, root: scratch.path, currentDirectory: scratch.path + "/App").walk(["."])
    XCTAssertEqual(result.files.map(\.path), ["Main.swift"])
    XCTAssertEqual(seen.all, ["App/Generated/", "App/Main.swift"])
    // Named files obey the filter too (pre-commit passes excluded files by name).
    XCTAssertEqual(
      FileWalker(
        filter: PathFilter { path, _ in !path.hasPrefix("App/Generated") }, root: scratch.path,
        currentDirectory: scratch.path
      ).walk(["App/Generated/API.swift", "App/Main.swift"]).files.map(\.path), ["App/Main.swift"])
  }

  func testSameFileNamedTwiceIsListedOnce() throws {
    let scratch = try ScratchFolder()
    try scratch.write("App/Main.swift")
    XCTAssertEqual(walk(scratch, ["App", "App/Main.swift", "./App/Main.swift"]).files.map(\.path), ["App/Main.swift"])
  }

  func testProjectRootIsTheNearestMarkedAncestor() throws {
    let scratch = try ScratchFolder()
    try scratch.write("repo/.git/HEAD")
    try scratch.write("repo/Packages/Core/Package.swift")
    try scratch.write("repo/Packages/Core/Sources/Core/A.swift")
    try scratch.write("repo/App/App.xcodeproj/project.pbxproj")
    try scratch.write("repo/App/Sources/B.swift")
    try scratch.write("repo/Scripts/tool.swift")
    XCTAssertEqual(
      ProjectRoot.find(from: scratch.path + "/repo/Packages/Core/Sources/Core/A.swift"),
      scratch.path + "/repo/Packages/Core")
    XCTAssertEqual(ProjectRoot.find(from: scratch.path + "/repo/Packages/Core"), scratch.path + "/repo/Packages/Core")
    XCTAssertEqual(ProjectRoot.find(from: scratch.path + "/repo/App/Sources/B.swift"), scratch.path + "/repo/App")
    XCTAssertEqual(ProjectRoot.find(from: scratch.path + "/repo/Scripts/tool.swift"), scratch.path + "/repo")
    XCTAssertEqual(ProjectRoot.find(from: scratch.path + "/repo/Scripts/NotYet.swift"), scratch.path + "/repo")
  }
}

/// Paths a filter was asked about, collected across calls.
private final class SeenPaths: @unchecked Sendable {
  private let lock = NSLock()
  private var paths: [String] = []
  func add(_ path: String) {
    lock.lock()
    paths.append(path)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return paths.sorted()
  }
}
