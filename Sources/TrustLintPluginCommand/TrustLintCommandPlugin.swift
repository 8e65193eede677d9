import Foundation
import PackagePlugin

/// `swift package trustlint [--target NAME ...] [LINT OPTIONS] [PATH ...]`: lints the package
/// (or the named targets, or the given paths, relative to the package folder) with the same
/// options as `trustlint lint`. The command fails when trustlint exits with a non-zero status.
@main
struct TrustLintCommandPlugin: CommandPlugin {
  /// Runs `trustlint lint` in the package folder with the given arguments.
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var lintArguments = ["lint", "--project-root", context.package.directoryURL.path]
    lintArguments += extractor.remainingArguments
    if !targetNames.isEmpty {
      let targets = try context.package.targets(named: targetNames)
      let files = targets.compactMap(\.sourceModule).flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url.path) }
      // With no file after `--`, trustlint would lint the whole package instead of nothing.
      guard !files.isEmpty else {
        print("trustlint: the named targets have no Swift files; nothing to lint")
        return
      }
      lintArguments += ["--"] + files
    }
    let process = Process()
    process.executableURL = try context.tool(named: "trustlint").url
    process.arguments = lintArguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw TrustLintFailed(status: process.terminationStatus)
    }
  }
}

/// trustlint reported failing findings (status 1) or could not lint (status 2).
struct TrustLintFailed: Error, CustomStringConvertible {
  /// trustlint's exit status.
  let status: Int32
  /// What went wrong, for `swift package`'s error line.
  var description: String {
    status == 1 ? "trustlint found findings that fail the run" : "trustlint exited with status \(status)"
  }
}
