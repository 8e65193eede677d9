import Foundation
import XCTest

/// A scratch folder under the system's temporary folder, removed when the test ends.
final class ScratchFolder {
  /// Absolute, symlink-free path of the folder.
  let path: String

  init() throws {
    let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
    path = base + "/trustlint-test-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes a file (creating folders) at a path relative to the scratch folder.
  func write(_ relative: String, _ text: String = "") throws {
    let full = path + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: full, atomically: false, encoding: .utf8)
  }

  /// Creates a folder at a relative path.
  func folder(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
  }

  /// Creates a symbolic link at `relative` whose target text is `target` (as `ln -s target relative`).
  func link(_ relative: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: target)
  }
}
