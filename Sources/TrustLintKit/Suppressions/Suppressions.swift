import TrustLintRules
import TrustLintSyntax

/// What `Suppressions.apply` returns for one file.
public struct SuppressionResult: Sendable, Equatable {
  /// The findings no command suppressed, in input order.
  public var kept: [Finding]
  /// `superfluous_disable_command` warnings (default severity) that no command suppressed:
  /// commands that suppressed nothing, unknown rule ids, commands that cannot be read.
  public var superfluous: [Finding]
  /// How many findings commands suppressed.
  public var suppressedCount: Int
  /// `kept` followed by `superfluous`: what the engine reports for the file.
  public var all: [Finding] { kept + superfluous }
}

/// The suppression commands of one file (RULES.md "Suppression") and how to apply them.
/// Build it once per analysed file, then `apply` it to all of that file's findings
/// (before configured severities drop rules that are `off`). Only call it for files the
/// rules ran on: a file that never touches TrustInsights has nothing to suppress.
public struct Suppressions: Sendable {
  /// The file, as findings name it.
  public let file: String
  /// Every command, in source order (unreadable ones have a `problem`).
  public let commands: [SuppressionCommand]

  /// The commands in the comments of a parsed file.
  public init(tree: SyntaxTree) {
    self.init(source: tree.source, comments: tree.comments)
  }

  /// The commands in `comments` (byte ranges into `source`).
  public init(source: SourceFile, comments: [Comment]) {
    file = source.path
    commands = SuppressionCommand.parse(comments, in: source)
  }

  /// Suppresses the file's findings. A finding of rule R on line L, column C is hidden by
  /// a `disable:next` / `disable:this` naming R or `all` that targets line L, or when the
  /// last `disable`/`enable` before (L, C) naming R or `all` is a `disable`. `all` never
  /// covers `superfluous_disable_command`, which only a command naming it can hide.
  ///
  /// - Parameters:
  ///   - findings: every finding of this file.
  ///   - knownRuleIDs: ids commands may name (every rule plus `superfluous_disable_command`);
  ///     others are reported.
  ///   - silentRuleIDs: rules that could not report in this file (not run); commands naming
  ///     them are not called superfluous.
  public func apply(
    to findings: [Finding], knownRuleIDs: Set<String>, silentRuleIDs: Set<String> = []
  ) -> SuppressionResult {
    var index = CommandIndex(commands)
    var kept: [Finding] = []
    var suppressed = 0
    for finding in findings {
      if index.suppress(finding) { suppressed += 1 } else { kept.append(finding) }
    }
    var warnings: [Finding] = []
    for (n, command) in commands.enumerated() {
      warnings += problems(of: command, number: n, index: index, known: knownRuleIDs, silent: silentRuleIDs)
    }
    var superfluous: [Finding] = []
    for warning in warnings where !index.suppress(warning) { superfluous.append(warning) }
    return SuppressionResult(kept: kept, superfluous: superfluous, suppressedCount: suppressed)
  }

  private func problems(
    of command: SuppressionCommand, number: Int, index: CommandIndex, known: Set<String>, silent: Set<String>
  ) -> [Finding] {
    if let problem = command.problem { return [warning(problem, at: command)] }
    guard let action = command.action else { return [] }
    var out: [Finding] = []
    var seen: Set<String> = []
    for rule in command.rules where seen.insert(rule).inserted {
      if rule != SuppressionCommand.all && !known.contains(rule) {
        let hint = Spelling.hint(for: rule, among: Array(known))
        out.append(warning("'trustlint:\(action.rawValue)' names unknown rule '\(rule)'\(hint)", at: command))
        continue
      }
      guard action != .enable, rule != SuperfluousDisableCommand.id, !silent.contains(rule),
        !index.used.contains(CommandIndex.Use(command: number, rule: rule))
      else { continue }
      let what = rule == SuppressionCommand.all ? "no finding" : "no \(rule) finding"
      let place: String
      switch action {
      case .disableNext, .disableThis: place = "on line \(command.targetLine)"
      default: place = "in the region it disables"
      }
      out.append(warning("'trustlint:\(action.rawValue) \(rule)' suppresses nothing: \(what) \(place)", at: command))
    }
    return out
  }

  private func warning(_ message: String, at command: SuppressionCommand) -> Finding {
    Finding(
      rule: SuperfluousDisableCommand.id, severity: SuperfluousDisableCommand.description.defaultSeverity,
      message: message, file: file, line: command.line, column: command.column)
  }
}

/// Lookup tables over a file's commands, and which (command, rule) pairs were used.
private struct CommandIndex {
  struct Use: Hashable {
    var command: Int
    var rule: String
  }

  let commands: [SuppressionCommand]
  /// Target line → `disable:next` / `disable:this` commands.
  var lineCommands: [Int: [Int]] = [:]
  /// Rule id (or `all`) → region commands naming it, in source order.
  var regions: [String: [Int]] = [:]
  var used: Set<Use> = []

  init(_ commands: [SuppressionCommand]) {
    self.commands = commands
    for (n, command) in commands.enumerated() where command.problem == nil {
      switch command.action {
      case .disableNext, .disableThis: lineCommands[command.targetLine, default: []].append(n)
      case .disable, .enable:
        for rule in Set(command.rules) { regions[rule, default: []].append(n) }
      case nil: break
      }
    }
  }

  /// Whether some command hides `finding`; records every command that does.
  mutating func suppress(_ finding: Finding) -> Bool {
    let names = finding.rule == SuperfluousDisableCommand.id ? [finding.rule] : [finding.rule, SuppressionCommand.all]
    var hidden = false
    for n in lineCommands[finding.line] ?? [] {
      for name in names where commands[n].rules.contains(name) {
        used.insert(Use(command: n, rule: name))
        hidden = true
      }
    }
    // The last region command before the finding that names its rule (or `all`) decides.
    var last: (n: Int, name: String)?
    for name in names {
      guard let n = lastRegion(named: name, before: finding) else { continue }
      if last == nil || n > last!.n { last = (n, name) }
    }
    if let last, commands[last.n].action == .disable {
      used.insert(Use(command: last.n, rule: last.name))
      hidden = true
    }
    return hidden
  }

  /// Binary search: the last region command naming `name` that starts before the finding.
  private func lastRegion(named name: String, before finding: Finding) -> Int? {
    guard let list = regions[name] else { return nil }
    var lo = 0
    var hi = list.count
    while lo < hi {
      let mid = (lo + hi) / 2
      let c = commands[list[mid]]
      if (c.line, c.column) < (finding.line, finding.column) { lo = mid + 1 } else { hi = mid }
    }
    return lo == 0 ? nil : list[lo - 1]
  }
}
