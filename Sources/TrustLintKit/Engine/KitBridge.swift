import Foundation
import TrustLintAnalysis
import TrustLintRules

/// The engine's calls into the configuration, suppression, baseline and glob code of this
/// module, gathered in one place. (Temporary stand-ins until those components land.)
enum KitBridge {
  /// Reads and validates a configuration file.
  static func loadConfiguration(at path: String, shownAs shown: String) -> Result<ConfigValues, LintProblem> {
    let bytes: [UInt8]
    do throws(FileProblem) { bytes = try FileSystem.readBytes(path) } catch {
      return .failure(
        LintProblem(kind: .configuration, message: "\(shown): cannot read configuration: \(error.reason)"))
    }
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
      return .failure(LintProblem(kind: .configuration, message: "\(shown): not a JSON object"))
    }
    var values = ConfigValues()
    for (key, value) in object {
      switch key {
      case "strict": values.strict = value as? Bool
      case "include": values.include = value as? [String] ?? []
      case "exclude": values.exclude = value as? [String] ?? []
      case "baseline": values.baseline = value as? String
      case "rules":
        for (id, level) in value as? [String: String] ?? [:] {
          values.rules[id] = level == "off" ? Severity?.none : Severity(rawValue: level)
        }
      default:
        return .failure(LintProblem(kind: .configuration, message: "\(shown): unknown key '\(key)'"))
      }
    }
    return .success(values)
  }

  /// The include/exclude decision for paths relative to the project root.
  static func pathFilter(include: [String], exclude: [String]) -> PathFilter {
    if include.isEmpty && exclude.isEmpty { return .all }
    return PathFilter { path, isDirectory in
      if exclude.contains(where: { fnmatch($0, path, 0) == 0 }) { return false }
      if isDirectory || include.isEmpty { return true }
      return include.contains { fnmatch($0, path, 0) == 0 }
    }
  }

  /// Applies the file's suppression commands; adds `superfluous_disable_command` findings.
  static func suppress(_ findings: [Finding], in file: ParsedFile) -> [Finding] {
    findings
  }

  /// Hides baselined findings; returns the kept findings, the number hidden, and notes for
  /// stale entries.
  static func applyBaseline(
    at path: String, to findings: [Finding], sources: [String: ParsedFile]
  ) -> Result<(kept: [Finding], hidden: Int), LintProblem> {
    .failure(LintProblem(kind: .baseline, message: "\(path): baselines are not supported yet"))
  }

  /// Writes a baseline of these findings.
  static func writeBaseline(at path: String, findings: [Finding], sources: [String: ParsedFile]) -> LintProblem? {
    LintProblem(kind: .baseline, message: "\(path): baselines are not supported yet")
  }
}
