/// Runs a lint: discovery, parsing, program, rules, suppressions, baseline.
/// (Placeholder until issue 2's engine lands.)
public enum Engine {}
