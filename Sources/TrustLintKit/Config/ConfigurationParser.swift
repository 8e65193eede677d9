import TrustLintRules

/// One problem in a configuration file: the line and a message naming the key.
public struct ConfigurationIssue: Sendable, Equatable {
  /// 1-based line of the offending key or value.
  public var line: Int
  /// What is wrong, naming the key.
  public var message: String
}

/// A configuration file that cannot be used: every problem found, in line order.
/// `description` is one `path:line: message` line per problem, the form printed on
/// standard error before exiting with status 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The configuration file as named to the parser.
  public var path: String
  /// The problems, in line order.
  public var issues: [ConfigurationIssue]
  /// One `path:line: message` line per problem.
  public var description: String {
    issues.map { "\(path):\($0.line): \($0.message)" }.joined(separator: "\n")
  }
}

extension Configuration {
  /// Parses and validates a configuration file. `path` names the file in messages and
  /// anchors relative paths; `knownRuleIDs` are the ids `rules` may name (every rule
  /// plus `superfluous_disable_command`). Nothing is guessed: an unknown key, a wrong
  /// type, an unknown rule id, an invalid glob or malformed JSON is an error.
  public static func parse(
    _ bytes: [UInt8], path: String, knownRuleIDs: Set<String>
  ) throws(ConfigurationError) -> Configuration {
    let root: JSONNode
    switch LineJSON.parse(bytes) {
    case .success(let node): root = node
    case .failure(let e):
      throw ConfigurationError(path: path, issues: [ConfigurationIssue(line: e.line, message: e.message)])
    }
    var reader = ConfigurationReader(knownRuleIDs: knownRuleIDs)
    let config = reader.read(root)
    if !reader.issues.isEmpty {
      throw ConfigurationError(path: path, issues: reader.issues.sorted { $0.line < $1.line })
    }
    return config
  }

  /// `value` (a `baseline`, `output` or `projectRoot` as written) resolved against the
  /// folder of the configuration file at `configPath`, lexically: an absolute value is
  /// returned as is, a relative one is joined to the file's folder.
  public static func resolve(_ value: String, configPath: String) -> String {
    if value.hasPrefix("/") { return value }
    guard let slash = configPath.lastIndex(of: "/") else { return value }
    let folder = slash == configPath.startIndex ? "" : String(configPath[..<slash])
    return folder + "/" + value
  }
}

/// Walks the parsed JSON, filling a `Configuration` and collecting issues.
private struct ConfigurationReader {
  let knownRuleIDs: Set<String>
  var issues: [ConfigurationIssue] = []

  mutating func read(_ root: JSONNode) -> Configuration {
    var config = Configuration()
    guard case .object(let members) = root.value else {
      fail(root.line, "the configuration must be a JSON object, found \(root.value.kindName)")
      return config
    }
    for member in members {
      let key = member.key
      let v = member.value
      switch key {
      case "rules": config.rules = rules(v)
      case "include": config.include = globs(v, key)
      case "exclude": config.exclude = globs(v, key)
      case "strict": config.strict = bool(v, key)
      case "baseline": config.baseline = path(v, key)
      case "approvalVerbs": config.approvalVerbs = words(v, key)
      case "approvalValues": config.approvalValues = words(v, key)
      case "approvalPredicateWords": config.approvalPredicateWords = words(v, key)
      case "sensitiveCategories": config.sensitiveCategories = categories(v)
      case "consumingFunctions": config.consumingFunctions = words(v, key) ?? []
      case "producingFunctions": config.producingFunctions = words(v, key) ?? []
      case "format": config.format = format(v)
      case "output": config.output = path(v, key)
      case "exitZero": config.exitZero = bool(v, key)
      case "jobs": config.jobs = jobs(v)
      case "projectRoot": config.projectRoot = path(v, key)
      case "quiet": config.quiet = bool(v, key)
      case "timing": config.timing = bool(v, key)
      case "analyzeAll": config.analyzeAll = bool(v, key)
      case "maxFileBytes": config.maxFileBytes = positive(v, key)
      default:
        fail(member.line, "unknown key '\(key)'" + Spelling.hint(for: key, among: Configuration.keys.map(\.key)))
      }
    }
    return config
  }

  mutating func fail(_ line: Int, _ message: String) {
    issues.append(ConfigurationIssue(line: line, message: message))
  }

  mutating func bool(_ v: JSONNode, _ key: String) -> Bool? {
    guard case .bool(let b) = v.value else {
      fail(v.line, "'\(key)' must be a boolean (true or false), found \(v.value.kindName)")
      return nil
    }
    return b
  }

  mutating func string(_ v: JSONNode, _ key: String) -> String? {
    guard case .string(let s) = v.value else {
      fail(v.line, "'\(key)' must be a string, found \(v.value.kindName)")
      return nil
    }
    guard !s.isEmpty else {
      fail(v.line, "'\(key)' must not be empty")
      return nil
    }
    return s
  }

  /// A path, kept as written (see `Configuration.resolve`).
  mutating func path(_ v: JSONNode, _ key: String) -> String? { string(v, key) }

  mutating func strings(_ v: JSONNode, _ key: String) -> [(String, Int)]? {
    guard case .array(let items) = v.value else {
      fail(v.line, "'\(key)' must be an array of strings, found \(v.value.kindName)")
      return nil
    }
    var out: [(String, Int)] = []
    for (i, item) in items.enumerated() {
      if let s = string(item, "\(key)[\(i)]") { out.append((s, item.line)) }
    }
    return out
  }

  mutating func words(_ v: JSONNode, _ key: String) -> [String]? {
    strings(v, key).map { $0.map(\.0) }
  }

  mutating func globs(_ v: JSONNode, _ key: String) -> [String] {
    guard let items = strings(v, key) else { return [] }
    for (pattern, line) in items {
      do throws(GlobError) {
        _ = try Glob(pattern)
      } catch {
        fail(line, "'\(key)': \(error)")
      }
    }
    return items.map(\.0)
  }

  mutating func categories(_ v: JSONNode) -> [String]? {
    guard let items = strings(v, "sensitiveCategories") else { return nil }
    for (name, line) in items where !Configuration.operationCategories.contains(name) {
      fail(
        line,
        "'sensitiveCategories': unknown operation category '\(name)'"
          + Spelling.hint(for: name, among: Configuration.operationCategories) + "; categories are "
          + Configuration.operationCategories.joined(separator: ", "))
    }
    return items.map(\.0)
  }

  mutating func rules(_ v: JSONNode) -> [String: RuleSetting] {
    guard case .object(let members) = v.value else {
      fail(v.line, "'rules' must be an object of rule id → setting, found \(v.value.kindName)")
      return [:]
    }
    var out: [String: RuleSetting] = [:]
    let settings = RuleSetting.allCases.map(\.rawValue).joined(separator: ", ")
    for member in members {
      guard knownRuleIDs.contains(member.key) else {
        fail(
          member.line,
          "unknown rule '\(member.key)' in 'rules'" + Spelling.hint(for: member.key, among: Array(knownRuleIDs)))
        continue
      }
      guard case .string(let s) = member.value.value, let setting = RuleSetting(rawValue: s) else {
        let found: String
        if case .string(let s) = member.value.value { found = "'\(s)'" } else { found = member.value.value.kindName }
        fail(member.value.line, "'rules.\(member.key)' must be one of \(settings); found \(found)")
        continue
      }
      out[member.key] = setting
    }
    return out
  }

  mutating func format(_ v: JSONNode) -> ReportFormat? {
    guard let s = string(v, "format") else { return nil }
    guard let format = ReportFormat(rawValue: s) else {
      fail(
        v.line,
        "'format' must be one of \(ReportFormat.names); found '\(s)'"
          + Spelling.hint(for: s, among: ReportFormat.allCases.map(\.rawValue)))
      return nil
    }
    return format
  }

  mutating func jobs(_ v: JSONNode) -> Int? { positive(v, "jobs") }

  /// An integer of at least 1 (`jobs`, `maxFileBytes`).
  mutating func positive(_ v: JSONNode, _ key: String) -> Int? {
    guard case .number(let text) = v.value, let n = Int(text), n >= 1 else {
      let found: String
      if case .number(let text) = v.value { found = text } else { found = v.value.kindName }
      fail(v.line, "'\(key)' must be an integer of at least 1, found \(found)")
      return nil
    }
    return n
  }
}
