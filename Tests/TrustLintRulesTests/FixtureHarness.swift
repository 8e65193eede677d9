import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax

/// One expected finding written in a fixture: `// expect: rule_id "message fragment"`; or,
/// with `isNote`, one expected note (`// expect-note: rule_id "message fragment"`): some
/// finding of that rule has a note on this line whose message holds the fragments.
struct Expectation: Hashable {
  var file: String
  var line: Int
  var rule: String
  var fragments: [String]
  var isNote = false
}

/// The analysistest-style harness: a fixture is a `.swift` file (one program) or a folder
/// of `.swift` files (one program); expectations are trailing comments on the finding's line.
/// A run fails on a missing finding, an unexpected one, or one on another line.
enum FixtureHarness {
  /// The repository's `Fixtures` folder, found from this source file's path.
  static var fixturesRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  /// Every case under `Fixtures/rules/<rule>/`: (case name, files of the program).
  static func cases(under folder: String = "rules") -> [(name: String, files: [URL])] {
    let fm = FileManager.default
    let root = fixturesRoot.appendingPathComponent(folder)
    var result: [(String, [URL])] = []
    let ruleDirs = (try? fm.contentsOfDirectory(atPath: root.path))?.sorted() ?? []
    for ruleDir in ruleDirs {
      let dir = root.appendingPathComponent(ruleDir)
      let entries = (try? fm.contentsOfDirectory(atPath: dir.path))?.sorted() ?? []
      for entry in entries {
        let url = dir.appendingPathComponent(entry)
        var isDir: ObjCBool = false
        _ = fm.fileExists(atPath: url.path, isDirectory: &isDir)
        if isDir.boolValue {
          let files = swiftFiles(in: url)
          if !files.isEmpty { result.append(("\(ruleDir)/\(entry)", files)) }
        } else if entry.hasSuffix(".swift") {
          result.append(("\(ruleDir)/\(entry)", [url]))
        }
      }
    }
    return result
  }

  /// All `.swift` files below a folder, sorted.
  static func swiftFiles(in folder: URL) -> [URL] {
    let fm = FileManager.default
    guard let walker = fm.enumerator(atPath: folder.path) else { return [] }
    var files: [URL] = []
    while let rel = walker.nextObject() as? String {
      if rel.hasSuffix(".swift") { files.append(folder.appendingPathComponent(rel)) }
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Parses `// expect: a "fragment", b` comments of one file: each comma-separated entry is a
  /// rule id followed by the message fragments that apply to that rule's finding.
  /// `// expect-note:` comments (after the `expect:` one on the same line, or alone) are read
  /// the same way, as expected notes: only the notes a fixture names are checked (a finding
  /// may have more).
  static func expectations(in path: String, text: String) -> [Expectation] {
    var result: [Expectation] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let note = line.range(of: "// expect-note:")
      let findings = line.range(of: "// expect:")
      if let findings {
        let end = note.map { $0.lowerBound > findings.upperBound ? $0.lowerBound : line.endIndex } ?? line.endIndex
        for entry in entries(line[findings.upperBound..<end]) {
          result.append(Expectation(file: path, line: index + 1, rule: entry.id, fragments: entry.fragments))
        }
      }
      if let note {
        for entry in entries(line[note.upperBound...]) {
          result.append(
            Expectation(file: path, line: index + 1, rule: entry.id, fragments: entry.fragments, isNote: true))
        }
      }
    }
    return result
  }

  /// The comma-separated entries of one marker: a rule id and its quoted fragments each.
  private static func entries(_ text: Substring) -> [(id: String, fragments: [String])] {
    var entries: [(id: String, fragments: [String])] = []
    var word = ""
    var fragments: [String] = []
    var quoted: String?
    func flush() {
      let id = word.trimmingCharacters(in: .whitespaces)
      if !id.isEmpty { entries.append((id, fragments)) }
      word = ""
      fragments = []
    }
    for ch in text {
      if var q = quoted {
        if ch == "\"" {
          fragments.append(q)
          quoted = nil
        } else {
          q.append(ch)
          quoted = q
        }
      } else if ch == "\"" {
        quoted = ""
      } else if ch == "," {
        flush()
      } else {
        word.append(ch)
      }
    }
    flush()
    return entries
  }

  /// Lints one program and returns (findings, expectations).
  static func run(files: [URL], options: AnalysisOptions = AnalysisOptions()) -> ([Finding], [Expectation]) {
    var parsed: [ParsedFile] = []
    var expected: [Expectation] = []
    for url in files {
      let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
      let source = SourceFile(path: url.path, bytes: bytes)
      parsed.append(ParsedFile(tree: Parser.parse(source), isLinted: true))
      expected += expectations(in: url.path, text: String(decoding: bytes, as: UTF8.self))
    }
    let program = Program(files: parsed, options: options)
    var findings: [Finding] = []
    for file in parsed { findings += RuleRunner.findings(for: file, in: program) }
    return (findings.sorted(by: Finding.ordered), expected)
  }

  /// Differences between what was expected and what was found, as readable lines; empty when they agree.
  static func compare(findings: [Finding], expected: [Expectation]) -> [String] {
    var problems: [String] = []
    var unmatched = findings
    for exp in expected where exp.isNote {
      let notes = findings.filter { $0.rule == exp.rule }.flatMap(\.related).filter {
        $0.file == exp.file && $0.line == exp.line
      }
      if !notes.contains(where: { note in exp.fragments.allSatisfy { note.message.contains($0) } }) {
        let found = notes.map { "\"\($0.message)\"" }.joined(separator: ", ")
        problems.append(
          "\(short(exp.file)):\(exp.line): missing \(exp.rule) note \(exp.fragments)"
            + (found.isEmpty ? "" : " (notes here: \(found))"))
      }
    }
    for exp in expected where !exp.isNote {
      if let i = unmatched.firstIndex(where: { $0.file == exp.file && $0.line == exp.line && $0.rule == exp.rule }) {
        let found = unmatched.remove(at: i)
        for fragment in exp.fragments where !found.message.contains(fragment) {
          problems.append("\(short(exp.file)):\(exp.line): \(exp.rule) message lacks \"\(fragment)\": \(found.message)")
        }
      } else {
        let near = findings.filter { $0.file == exp.file && $0.rule == exp.rule }.map { "\($0.line)" }
        let hint = near.isEmpty ? "" : " (found at line \(near.joined(separator: ", ")))"
        problems.append("\(short(exp.file)):\(exp.line): missing \(exp.rule)\(hint)")
      }
    }
    for f in unmatched {
      problems.append("\(short(f.file)):\(f.line):\(f.column): unexpected \(f.rule): \(f.message)")
    }
    return problems
  }

  private static func short(_ path: String) -> String {
    let root = fixturesRoot.path + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
