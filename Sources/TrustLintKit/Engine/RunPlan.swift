import Foundation
import TrustLintSyntax

/// One source the run will read: a file on disk or the standard-input text.
struct SourceInput: Sendable {
  /// Path as reported in findings.
  var path: String
  /// Findings are reported for this file (it was named or found under a named folder).
  var isLinted: Bool
  /// The standard-input bytes that stand in for this path, if any.
  var stdin: [UInt8]?
}

/// What to read and with which settings: the project root, the configuration, and the files
/// found by discovery. Building it touches the file system but reads no Swift source.
struct RunPlan: Sendable {
  /// The merged settings of the run.
  var settings: LintSettings
  /// The linted files and the rest of the project (read for declarations), together sorted
  /// by absolute path: the order of a whole-project run.
  var inputs: [SourceInput]
  /// I/O problems met during discovery; the run goes on.
  var problems: [LintProblem]
  /// Absolute project root (the current directory when none was found): reports and
  /// baselines give paths relative to it.
  var rootAbsolute: String

  /// Resolves the root, loads the configuration, walks the named paths and the project.
  /// Fails (nothing to lint) on a configuration problem or a bad project root.
  static func make(_ options: LintOptions, currentDirectory cwd: String, cores: Int) -> Result<RunPlan, LintProblem> {
    var named = options.paths
    if named.isEmpty && options.stdinPath == nil { named = ["."] }
    let first = named.first ?? options.stdinPath ?? "."
    let displayRelative = !first.hasPrefix("/")

    // Project root: given, or the nearest marked folder holding every named path (see
    // `ProjectRoot.find(enclosing:)`); the configuration found there
    // (or given) may name another root, which the command line overrides.
    var rootAbsolute: String?
    if let given = options.projectRoot {
      guard let absolute = existingFolder(given, in: cwd) else {
        return .failure(LintProblem(kind: .usage, message: "--project-root \(given): not a folder"))
      }
      rootAbsolute = absolute
    } else {
      let paths = named.isEmpty ? [first] : named + (options.stdinPath.map { [$0] } ?? [])
      rootAbsolute = ProjectRoot.find(enclosing: paths.map { Paths.absolute($0, in: cwd) })
      // A nested project without its own configuration belongs to the configured checkout;
      // with `--config`, to the folder of the configuration given, when it is above it.
      if let nested = rootAbsolute {
        let configured =
          if let given = options.configPath {
            ProjectRoot.configuredAncestor(of: nested, configFolder: Paths.parent(Paths.absolute(given, in: cwd)))
          } else {
            ProjectRoot.configuredAncestor(of: nested, configName: Configuration.fileName)
          }
        if let configured { rootAbsolute = configured }
      }
    }
    func display(_ absolute: String) -> String { displayRelative ? Paths.relative(from: cwd, to: absolute) : absolute }

    // Configuration: given, else `.trustlint.json` in the root (or the current directory).
    var configShown = options.configPath
    if configShown == nil {
      let candidate = Paths.join(rootAbsolute ?? cwd, Configuration.fileName)
      if FileSystem.exists(candidate) { configShown = display(candidate) }
    }
    var config = Configuration()
    if let configShown {
      switch KitBridge.loadConfiguration(at: Paths.absolute(configShown, in: cwd), shownAs: configShown) {
      case .success(let loaded): config = loaded
      case .failure(let problem): return .failure(problem)
      }
    }
    if options.projectRoot == nil, let written = config.projectRoot, let configShown {
      let configured = Configuration.resolve(written, configPath: configShown)
      guard let absolute = existingFolder(configured, in: cwd) else {
        return .failure(
          LintProblem(kind: .configuration, message: "\(configShown): projectRoot \(configured): not a folder"))
      }
      rootAbsolute = absolute
    }
    var settings = LintSettings(options: options, config: config, configPath: configShown, cores: cores)
    settings.configPath = configShown
    settings.projectRoot = rootAbsolute.map(display)
    let rootDisplay = settings.projectRoot

    // Discovery: the named paths, the standard-input file, then the rest of the project.
    let walker = FileWalker(
      filter: KitBridge.pathFilter(include: settings.include, exclude: settings.exclude),
      root: rootAbsolute ?? cwd, currentDirectory: cwd)
    let linted = walker.walk(named)
    var problems = linted.problems.map { LintProblem(kind: .io, message: $0.description) }
    var seen = Set(linted.files.map(\.identity))
    var lintedFiles = linted.files
    var stdinInput: SourceInput?
    // Standard input stands for a file at `--stdin-path`: excluded there, it is not linted
    // (an editor integration passes every buffer; the configuration decides, as for files).
    if let stdinPath = options.stdinPath, walker.takes(namedFile: stdinPath) {
      // The standard-input text replaces the file at that path wherever the walks find it.
      let display = Paths.normalize(stdinPath)
      if case .file(let identity) = FileSystem.kind(of: Paths.absolute(display, in: cwd)) {
        lintedFiles.removeAll { $0.identity == identity }
        seen.insert(identity)
      }
      lintedFiles.removeAll { $0.path == display }
      stdinInput = SourceInput(path: display, isLinted: true, stdin: options.stdinSource ?? [])
    }
    var lintedInputs = lintedFiles.map { SourceInput(path: $0.path, isLinted: true, stdin: nil) }
    if let stdinInput {
      lintedInputs.append(stdinInput)
      lintedInputs.sort { FileSystem.bytesPrecede($0.path, $1.path) }
    }
    var declarationInputs: [SourceInput] = []
    // The rest of the project, unless a named folder is the root itself (nothing is left).
    let rootNamed = rootAbsolute.map { root in named.contains { Paths.absolute($0, in: cwd) == root } } ?? true
    if let rootDisplay, !rootNamed {
      let project = walker.walk([rootDisplay])
      for file in project.files where seen.insert(file.identity).inserted {
        declarationInputs.append(SourceInput(path: file.path, isLinted: false, stdin: nil))
      }
      let known = Set(problems.map(\.message))
      problems += project.problems.map { LintProblem(kind: .io, message: $0.description) }
        .filter { !known.contains($0.message) }
    }
    // One order for every run of the project, that of a whole-project walk (by absolute path),
    // linted or not: where the analyses meet files in program order (the categories' notes,
    // the first of many candidates), a staged file then gets the findings of a whole run.
    let inputs = (lintedInputs + declarationInputs).map { (Paths.absolute($0.path, in: cwd), $0) }
      .sorted { FileSystem.bytesPrecede($0.0, $1.0) }.map(\.1)
    return .success(
      RunPlan(settings: settings, inputs: inputs, problems: problems, rootAbsolute: rootAbsolute ?? cwd))
  }

  /// The absolute path of `path` when it is an existing folder.
  private static func existingFolder(_ path: String, in cwd: String) -> String? {
    let absolute = Paths.absolute(path, in: cwd)
    if case .directory = FileSystem.kind(of: absolute) { return absolute }
    return nil
  }
}
