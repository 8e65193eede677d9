import Foundation

/// Runs `.ci/validate-sarif.py` (the official SARIF 2.1.0 schema plus our own consistency
/// checks: rule indices, relative percent-encoded URIs, 1-based positions) for the tests of
/// more than one target. Foundation only, so that this support target needs no XCTest: a test
/// turns `unavailableReason` into its own skip.
public enum SARIFValidator {
  /// The repository root, found from this file's path (Tests/TrustLintTestSupport/…).
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The validator script.
  public static var script: String { repositoryRoot.appendingPathComponent(".ci/validate-sarif.py").path }

  /// Why the validator cannot run here (python3 or its jsonschema package is missing), with
  /// the install line; nil when it can run.
  public static func unavailableReason() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import jsonschema"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      return "python3 is not available; CI installs it (python3 -m pip install jsonschema)"
    }
    if process.terminationStatus != 0 {
      return "Python package jsonschema is missing: python3 -m pip install jsonschema"
    }
    return nil
  }

  /// Runs the validator on SARIF files; returns its exit status and combined output.
  public static func validate(files: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script] + files
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// Runs the validator on one SARIF log given as text (through a temporary file).
  public static func validate(text: String) throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("trustlint-\(UUID().uuidString).sarif")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try validate(files: [file.path])
  }
}
