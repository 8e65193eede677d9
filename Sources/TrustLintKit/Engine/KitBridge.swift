import Foundation
import TrustLintAnalysis
import TrustLintRules

/// The engine's calls into the configuration, suppression and baseline code of this module,
/// gathered in one place: errors become `LintProblem`s, paths are resolved here.
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
  /// Rules configured `off` count as silent: a command naming them is not superfluous.
  static func suppress(_ findings: [Finding], in file: ParsedFile, severities: [String: Severity?]) -> [Finding] {
    let off = Set(severities.compactMap { $0.value == nil ? $0.key : nil })
    return Suppressions(tree: file.tree).apply(to: findings, knownRuleIDs: RuleCatalog.ids, silentRuleIDs: off).all
  }

  /// Hides baselined findings; returns the kept findings, the number hidden, and the note
  /// about stale entries, if any.
  /// `judged`: whether this run can tell that an entry's file no longer has its finding (the
  /// file was linted, or is gone): a pre-commit run over a few files says nothing about the others.
  static func applyBaseline(
    at path: String, shownAs shown: String, to findings: [ReportedFinding], paths: ReportPaths,
    judged: (String) -> Bool = { _ in true }
  )
    -> Result<(kept: [ReportedFinding], hidden: Int, note: String?), LintProblem>
  {
    let baseline: Baseline
    do throws(FileProblem) {
      let bytes = try FileSystem.readBytes(path)
      do throws(BaselineError) {
        baseline = try Baseline.parse(bytes, path: shown)
      } catch {
        return .failure(LintProblem(kind: .baseline, message: error.description))
      }
    } catch {
      return .failure(LintProblem(kind: .baseline, message: "\(shown): cannot read baseline: \(error.reason)"))
    }
    let result = baseline.filter(findings, paths: paths)
    let stale = result.stale.filter { judged($0.file) }
    return .success((result.kept, result.hiddenCount, Baseline.staleNote(stale, baselinePath: shown)))
  }

  /// Writes a baseline of these findings (atomically). `kept`: entries of the baseline
  /// already at `path` for files this run did not judge (a run over a few files rewrites
  /// only their entries), placed with the new ones by file.
  static func writeBaseline(
    at path: String, shownAs shown: String, findings: [ReportedFinding], paths: ReportPaths,
    judged: (String) -> Bool = { _ in true }
  ) -> LintProblem? {
    var baseline = Baseline(findings: findings, paths: paths)
    if let bytes = try? FileSystem.readBytes(path), let old = try? Baseline.parse(bytes, path: shown) {
      let carried = old.entries.filter { !judged($0.file) }
      if !carried.isEmpty {
        // Stable by file: the carried entries keep their order, as the new ones do.
        let all = (carried + baseline.entries).enumerated().sorted { a, b in
          a.element.file != b.element.file ? a.element.file < b.element.file : a.offset < b.offset
        }
        baseline = Baseline(entries: all.map(\.element))
      }
    }
    let text = baseline.serialized()
    guard let failure = AtomicFile.write(text, to: path) else { return nil }
    return LintProblem(kind: .baseline, message: "\(shown): cannot write baseline: \(failure)")
  }
}
