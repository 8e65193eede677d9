import TrustLintKit
import TrustLintRules

/// `trustlint rules [--format text|json]`: the rules with id, default severity and summary.
enum RulesCommand {
  /// The options `rules` accepts.
  static let scanner = ArgumentScanner(valued: ["--format"], flags: [])

  /// Runs the command; returns the exit status.
  static func run(_ arguments: [String], io: ConsoleIO) -> Int32 {
    var format = "text"
    switch scanner.scan(arguments) {
    case .failure(let error): return CLI.usage(error.message, io: io)
    case .success(let items):
      for item in items {
        switch item {
        case .option(_, let value) where value == "text" || value == "json": format = value
        case .option(_, let value):
          return CLI.usage("unknown format '\(value)' for 'rules --format' (text or json)", io: io)
        case .positional(let word): return CLI.usage("unexpected argument '\(word)' for 'rules'", io: io)
        case .flag(let name): return CLI.usage("unknown option '\(name)'", io: io)
        }
      }
    }
    let rules = RuleCatalog.descriptions
    io.writeOut(format == "json" ? RuleDocs.listJSON(rules) : RuleDocs.listText(rules))
    return CLI.success
  }
}

/// `trustlint explain RULE`: the rule's rationale and examples.
enum ExplainCommand {
  /// Runs the command; returns the exit status.
  static func run(_ arguments: [String], io: ConsoleIO) -> Int32 {
    guard arguments.count == 1, let id = arguments.first, !id.hasPrefix("-") else {
      return CLI.usage("'explain' needs exactly one rule id", io: io)
    }
    let rules = RuleCatalog.descriptions
    guard let rule = rules.first(where: { $0.id == id }) else {
      let ids = rules.map { "  \($0.id)\n" }.joined()
      io.writeErr("trustlint: error: unknown rule '\(id)'. Known rules:\n\(ids)")
      return CLI.usageError
    }
    io.writeOut(RuleDocs.explainText(rule))
    return CLI.success
  }
}
