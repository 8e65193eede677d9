import Foundation
import XCTest

/// A temporary folder tree holding the ordinary leaking fixture, some hostile files and,
/// optionally, symbolic links that loop or dangle. Removed by `remove()`.
struct HostileTree {
  /// The tree's folder (absolute).
  let root: String
  /// Every finding the real rules must report, as `path:line rule` relative to `root`.
  let expected: [String]
  /// Files whose own findings are not compared (their capped regions may be read either way).
  let unchecked: Set<String>

  /// The leaking file every tree holds, from Fixtures/hostile.
  static let leakyName = "LeakyCheckout.swift"

  /// Creates the tree under a new temporary folder (`leaky`: with the leaking file).
  static func make(_ files: [HostileFile], symlinks: Bool = false, leaky: Bool = true) throws -> HostileTree {
    let fm = FileManager.default
    let root = fm.temporaryDirectory.appendingPathComponent("trustlint-hostile-\(UUID().uuidString)").path
    try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
    var expected: [String] = []
    if leaky {
      let leakyText = try String(contentsOfFile: CLITestSupport.fixtures + "/hostile/" + leakyName, encoding: .utf8)
      try Data(leakyText.utf8).write(to: URL(fileURLWithPath: root + "/" + leakyName))
      expected = expectations(in: leakyText, path: leakyName)
    }
    var unchecked: Set<String> = []
    for file in files {
      let url = URL(fileURLWithPath: root + "/" + file.path)
      try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.bytes).write(to: url)
      expected += file.expected
      if !file.ownFindingsChecked { unchecked.insert(file.path) }
    }
    if symlinks { try makeLinks(in: root) }
    return HostileTree(root: root, expected: expected.sorted(), unchecked: unchecked)
  }

  /// A folder linking to its parent and to itself, two file links pointing at each other, a
  /// dangling file link, a dangling folder link, and a second path to the leaking file.
  static func makeLinks(in root: String) throws {
    let fm = FileManager.default
    let links = root + "/links"
    try fm.createDirectory(atPath: links + "/deeper", withIntermediateDirectories: true)
    try fm.createSymbolicLink(atPath: links + "/parent", withDestinationPath: "..")
    try fm.createSymbolicLink(atPath: links + "/deeper/self", withDestinationPath: ".")
    try fm.createSymbolicLink(atPath: links + "/deeper/root", withDestinationPath: "../..")
    try fm.createSymbolicLink(atPath: links + "/a.swift", withDestinationPath: "b.swift")
    try fm.createSymbolicLink(atPath: links + "/b.swift", withDestinationPath: "a.swift")
    try fm.createSymbolicLink(atPath: links + "/dangling.swift", withDestinationPath: "missing.swift")
    try fm.createSymbolicLink(atPath: links + "/dangling-folder", withDestinationPath: "nowhere")
    try fm.createSymbolicLink(atPath: links + "/alias.swift", withDestinationPath: "../" + leakyName)
  }

  /// `path:line rule` of every `// expect:` comment of a small text file.
  static func expectations(in text: String, path: String) -> [String] {
    var result: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let marker = line.range(of: "// expect:") else { continue }
      for rule in line[marker.upperBound...].split(separator: ",") {
        result.append("\(path):\(index + 1) \(rule.trimmingCharacters(in: .whitespaces))")
      }
    }
    return result
  }

  /// `path:line rule` of every finding in xcode output (a leading `./` dropped), leaving out
  /// the files whose own findings are not compared.
  func found(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line -> String? in
      let parts = line.split(separator: ":", maxSplits: 3)
      guard parts.count == 4, parts[3].hasPrefix(" error:") || parts[3].hasPrefix(" warning:"),
        let open = line.lastIndex(of: "("), line.hasSuffix(")")
      else { return nil }
      var path = String(parts[0])
      if path.hasPrefix("./") { path.removeFirst(2) }
      if unchecked.contains(path) { return nil }
      return "\(path):\(parts[1]) \(line[line.index(after: open)..<line.index(before: line.endIndex)])"
    }.sorted()
  }

  /// Deletes the tree (links are removed, never followed).
  func remove() {
    try? FileManager.default.removeItem(atPath: root)
  }
}
