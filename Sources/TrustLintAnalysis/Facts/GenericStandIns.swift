import Foundation
import TrustLintSyntax

/// Generic parameters and associated types stand for the types that satisfy their
/// constraints. A receiver declared `gate: G` is no type of another module because the program
/// declares no type `G`: it is whatever conforms to `G`'s constraints, wherever they are written
/// (`<G: RiskChecking>`, `where G: RiskChecking`, `extension Screen where Checker ==
/// TrustService`, `associatedtype Checker: RiskChecking`). Reading only the angle brackets made
/// `where G: RiskChecking` look like an outside type, and `gate.evaluate(.payment)` stopped
/// being a call of the app's producer.
extension ProgramFacts {
  /// The constraints written for `name` when it is a generic parameter or associated type in
  /// `scope` (the enclosing functions' and types' generic parameters and `where` clauses, those
  /// of the extensions of the enclosing types, the associated types of an enclosing protocol):
  /// simple type names, possibly none (`<T>`). Nil when `name` is no such stand-in.
  func genericStandIn(_ name: String, in scope: BodyScope) -> [String]? {
    var found = false
    var constraints: [String] = []
    func add(_ requirements: [String: [String]]) {
      guard let c = requirements[name] else { return }
      found = true
      constraints += c
    }
    let tree = program.files[scope.fileIndex].tree
    var s: BodyScope? = scope
    while let current = s {
      if case .function(let f) = current.kind {
        add(Self.requirements(angle: f.genericParameters))
        if let w = f.whereClause { add(Self.requirements(tree.text(from: w.first, through: w.last))) }
      }
      s = current.parent
    }
    var path = scope.ownerPath
    while let last = path.last {
      path.removeLast()
      for t in program.index.types(named: last) where t.ownerPath == path {
        add(Self.requirements(angle: t.decl.genericParameters))
        let typeTree = program.files[t.fileIndex].tree
        if let w = t.decl.whereClause { add(Self.requirements(typeTree.text(from: w.first, through: w.last))) }
        if t.decl.kind == .protocol { add(associatedTypes(of: t)) }
      }
    }
    return found ? constraints : nil
  }

  /// The constraints of associated type `name` of protocol `owner` (`feature.checker` with
  /// `var checker: Checker { get }` in `protocol Feature { associatedtype Checker: RiskChecking }`),
  /// nil when the program's `owner` declares no such associated type.
  func associatedTypeConstraints(_ name: String, ofProtocol owner: String) -> [String]? {
    for t in program.index.types(named: owner) where t.decl.kind == .protocol {
      if let c = associatedTypes(of: t)[name] { return c }
    }
    return nil
  }

  /// The one constraint that says which functions a stand-in runs: the first the program
  /// declares or aliases, else the first that is not a marker (`Sendable`, `AnyObject`), so
  /// that `<G: Sendable & RiskChecking>` is some `RiskChecking` and `<V: FormValidating>` a
  /// type of the forms module. Nil when none says (`<T>`): then calls are resolved by name.
  func preferredConstraint(_ constraints: [String]) -> String? {
    if let own = constraints.first(where: { !program.index.types(named: $0).isEmpty || aliasedText(of: $0) != nil }) {
      return own
    }
    return constraints.first { !Self.markers.contains($0) }
  }

  /// Protocols that say nothing about which methods a type has.
  static let markers: Set<String> = [
    "Sendable", "AnyObject", "Any", "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable",
    "Comparable", "Error", "BitwiseCopyable", "Copyable", "Escapable", "CustomStringConvertible",
  ]

  /// The associated types a protocol declaration writes, with their constraints.
  private func associatedTypes(of t: TypeEntry) -> [String: [String]] {
    let tree = program.files[t.fileIndex].tree
    var result: [String: [String]] = [:]
    for member in t.decl.members {
      guard case .unparsed(let first, let last) = member, tree.text(of: first) == "associatedtype", last > first
      else { continue }
      let text = tree.text(from: first + 1, through: last)
      // `Checker: RiskChecking where Checker: Sendable`: the declaration, then its clause.
      let parts = text.components(separatedBy: " where ")
      for (subject, c) in Self.requirements(parts[0]) { result[subject, default: []] += c }
      for part in parts.dropFirst() {
        for (subject, c) in Self.requirements(part) where result[subject] != nil { result[subject]! += c }
      }
    }
    return result
  }

  /// `<G: Sendable & RiskChecking, each T>` → `G: [Sendable, RiskChecking], T: []`.
  static func requirements(angle text: String?) -> [String: [String]] {
    guard var text, text.hasPrefix("<"), text.hasSuffix(">") else { return [:] }
    text = String(text.dropFirst().dropLast())
    return requirements(text)
  }

  /// The requirements of a comma-separated list (`G: Sendable, G: RiskChecking`,
  /// `Checker == TrustService`, a bare `T`) by subject: the simple names of the constraints.
  /// Subjects that are paths (`G.Element == Int`) are left out; a default (`= X`) is none.
  static func requirements(_ text: String) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for item in splitTopLevel(text, on: ",") {
      let trimmed = String(item.trimmed.trimmingPrefix("each "))
      var subject = Substring(trimmed)
      var rest: Substring = ""
      if let r = trimmed.range(of: "==") {
        subject = trimmed[..<r.lowerBound]
        rest = trimmed[r.upperBound...]
      } else if let r = trimmed.firstIndex(of: ":") {
        subject = trimmed[..<r]
        rest = trimmed[trimmed.index(after: r)...]
      }
      if let eq = subject.firstIndex(of: "=") { subject = subject[..<eq] }
      let name = subject.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, name.utf8.allSatisfy(TypeText.isIdentifierByte) else { continue }
      let constraints = splitTopLevel(String(rest), on: "&").compactMap { TypeText.base(of: $0.trimmed)?.name }
      result[name, default: []] += constraints
    }
    return result
  }

  /// Splits at `separator` outside `<>`, `()` and `[]`.
  private static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for ch in text {
      if ch == "<" || ch == "(" || ch == "[" { depth += 1 }
      if ch == ">" || ch == ")" || ch == "]" { depth -= 1 }
      if ch == separator && depth == 0 {
        parts.append(current)
        current = ""
      } else {
        current.append(ch)
      }
    }
    if !current.trimmed.isEmpty { parts.append(current) }
    return parts
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
