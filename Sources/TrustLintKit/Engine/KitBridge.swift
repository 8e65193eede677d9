import Foundation
import TrustLintAnalysis
import TrustLintRules

/// The engine's calls into the configuration, suppression and baseline code of this module,
/// gathered in one place. (Suppressions and baselines are stand-ins until they land.)
enum KitBridge {
  /// Reads and validates a configuration file; `shown` names it in messages and anchors the
  /// relative paths written in it.
  static func loadConfiguration(at path: String, shownAs shown: String) -> Result<Configuration, LintProblem> {
    let bytes: [UInt8]
    do throws(FileProblem) { bytes = try FileSystem.readBytes(path) } catch {
      return .failure(
        LintProblem(kind: .configuration, message: "\(shown): cannot read configuration: \(error.reason)"))
    }
    do throws(ConfigurationError) {
      return .success(try Configuration.parse(bytes, path: shown, knownRuleIDs: RuleCatalog.ids))
    } catch {
      return .failure(LintProblem(kind: .configuration, message: error.description))
    }
  }

  /// The include/exclude decision for paths relative to the project root: a path is dropped
  /// when it or a folder above it matches an `exclude` glob; with `include` globs, a file is
  /// kept only when it or a folder above it matches one. Folders are never dropped by `include`.
  static func pathFilter(include: [String], exclude: [String]) -> PathFilter {
    // The configuration parser has validated every glob already.
    guard let includes = try? GlobSet(include), let excludes = try? GlobSet(exclude) else { return .all }
    if includes.isEmpty && excludes.isEmpty { return .all }
    return PathFilter { path, isDirectory in
      if excludes.matchesPathOrAncestor(path) { return false }
      return isDirectory || includes.isEmpty || includes.matchesPathOrAncestor(path)
    }
  }

  /// Applies the file's suppression commands; adds `superfluous_disable_command` findings.
  static func suppress(_ findings: [Finding], in file: ParsedFile, severities: [String: Severity?]) -> [Finding] {
    findings
  }

  /// Hides baselined findings; returns the kept findings, the number hidden, and notes for
  /// stale entries.
  static func applyBaseline(at path: String, shownAs shown: String, to findings: [ReportedFinding]) -> Result<
    (kept: [ReportedFinding], hidden: Int), LintProblem
  > {
    .failure(LintProblem(kind: .baseline, message: "\(shown): baselines are not supported yet"))
  }

  /// Writes a baseline of these findings.
  static func writeBaseline(at path: String, shownAs shown: String, findings: [ReportedFinding], paths: ReportPaths)
    -> LintProblem?
  {
    LintProblem(kind: .baseline, message: "\(shown): baselines are not supported yet")
  }
}
