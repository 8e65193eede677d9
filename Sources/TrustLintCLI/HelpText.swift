/// The texts of `--help`.
enum HelpText {
  /// `trustlint --help`.
  static let main = """
    trustlint: checks Swift code that uses Apple's TrustInsights framework.

    USAGE:
      trustlint [lint] [OPTIONS] [PATH ...]   lint files and folders (default: .)
      trustlint rules [--format text|json]    list the rules: id, severity, summary
      trustlint explain RULE                  rationale, a flagged and a clean example
      trustlint dump-tokens FILE              one token a line: START END KIND
      trustlint --version
      trustlint --help

    LINT OPTIONS (each also settable in .trustlint.json; the command line wins):
      --format FORMAT        xcode (default), json, sarif, github, checkstyle, junit, gitlab
      --output FILE          write the report to FILE (atomically) instead of standard output
      --config FILE          configuration file (default: .trustlint.json in the project root)
      --strict               warnings fail the run too
      --exit-zero            findings never fail the run (errors still exit 2)
      --baseline FILE        hide the findings recorded in FILE
      --write-baseline FILE  record today's findings in FILE
      --jobs N               worker threads (default: one per core)
      --stdin-path PATH      read the source from standard input, report it under PATH
      --project-root DIR     where declarations come from (default: nearest folder with
                             Package.swift, an .xcodeproj or .git holding every path)
      --quiet                no summary line (nor notes) on standard error
      --timing               per-stage times on standard error
      --analyze-all          build trees and flow graphs for every file (front-end testing)
      --touch FILE           after a run that passes, create FILE or update its time (for
                             build systems such as the SwiftPM build-tool plugin)
      --                     everything after this is a path

    EXIT STATUS:
      0  nothing at error severity (nor warning, with --strict)
      1  findings that fail the run
      2  usage, configuration or I/O error (the other files are still linted and reported)

    """
}
