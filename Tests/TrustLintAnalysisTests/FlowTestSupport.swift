import Foundation
import TrustLintSyntax

@testable import TrustLintAnalysis

/// Builds programs from source strings for the analysis tests.
enum FlowTestSupport {
  static func program(_ sources: [String: String], options: AnalysisOptions = AnalysisOptions()) -> Program {
    let files = sources.keys.sorted().map { path in
      ParsedFile(tree: Parser.parse(SourceFile(path: path, text: sources[path]!)), isLinted: true)
    }
    return Program(files: files, options: options)
  }

  static func program(_ source: String, options: AnalysisOptions = AnalysisOptions()) -> Program {
    program(["main.swift": source], options: options)
  }

  /// The dump of every graph of the program's first file.
  static func dump(_ source: String) -> String {
    let p = program(source)
    return FlowDump.text(p.graphs(for: p.files[0]), tree: p.files[0].tree)
  }

  /// The `Fixtures` folder.
  static var fixturesRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures")
  }
}
