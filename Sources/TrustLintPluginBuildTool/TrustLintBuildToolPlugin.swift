import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build that changes them; findings appear as build
/// diagnostics in Xcode and `swift build` (the `xcode` format is what compilers print).
///
/// A build plugin cannot take flags: settings come from `.trustlint.json` in the package
/// folder. An error finding fails the build, as a compiler error would; warnings do not
/// (unless the configuration sets `"strict": true`).
@main
struct TrustLintBuildToolPlugin: BuildToolPlugin {
  /// One command per target with Swift files: lint them, then touch the stamp.
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target as? SourceModuleTarget else { return [] }
    let files = module.sourceFiles(withSuffix: "swift").map(\.url)
    guard !files.isEmpty else { return [] }
    let tool = try context.tool(named: "trustlint")
    // A changed configuration relints too.
    let config = context.package.directoryURL.appendingPathComponent(".trustlint.json")
    // So does a change to any Swift file of the package: the run reads the whole package for
    // declarations, and a helper in another target (`Kit`'s `Feedback.send` no longer
    // reporting) changes this target's findings. With this target's files alone as inputs,
    // the build kept the old passing stamp and a new leak went unreported (probes-ep).
    let own = Set(files)
    let others = context.package.targets.compactMap(\.sourceModule).flatMap {
      $0.sourceFiles(withSuffix: "swift").map(\.url)
    }.filter { !own.contains($0) }
    let inputs = files + others + (FileManager.default.fileExists(atPath: config.path) ? [config] : [])
    // The stamp is the command's declared output: SwiftPM runs a build command only for
    // its outputs, and reruns it when an input changed since the stamp was written. It is an
    // empty Swift file because SwiftPM compiles generated `.swift` outputs (harmless when
    // empty) but would copy any other kind into a resource bundle of the target.
    let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)TrustLintStamp.swift")
    let arguments =
      [
        "lint", "--format", "xcode", "--quiet", "--project-root", context.package.directoryURL.path,
        "--touch", stamp.path, "--",
      ] + files.map(\.path)
    return [
      .buildCommand(
        displayName: "trustlint \(target.name)", executable: tool.url, arguments: arguments, inputFiles: inputs,
        outputFiles: [stamp])
    ]
  }
}
