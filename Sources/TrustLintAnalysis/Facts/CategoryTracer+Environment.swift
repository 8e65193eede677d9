import TrustLintSyntax

/// SwiftUI environment values: a view's `@Environment(\.transferContext) var context` reads the
/// `EnvironmentValues` member of that name, whatever an ancestor view injects with
/// `.environment(\.transferContext, …)`.
extension CategoryTracer {
  /// For a property declared `@Environment(\.name)`: the initial value or getter of every
  /// `EnvironmentValues` property `name` of the program (`@Entry var name = …`) and the values
  /// passed by every `.environment(\.name, value)` call. Empty for any other property.
  func environmentValues(of p: PropertyEntry, mode: Mode, depth: Int) -> [CategoryLeaf] {
    guard canFollow(from: depth), p.initializer == nil,
      let key = Self.environmentKey(p.declaration.modifiers.attributes)
    else { return [] }
    var result: [CategoryLeaf] = []
    for e in facts.program.index.properties(named: key, fromFile: p.fileIndex)
    where e.ownerPath.last == "EnvironmentValues" && !e.isStatic {
      result += property(e, mode: mode, depth: depth + 1)
    }
    for site in environmentInjections()[key] ?? [] {
      result += origins(site.call.arguments[1].value, in: site.scope, mode: mode, depth: depth + 1, args: nil)
    }
    return result
  }

  /// The program's `.environment(\.name, value)` calls by `name`, grouped once per program
  /// (each `@Environment` property asking would scan every call of `environment`).
  private func environmentInjections() -> [String: [ProgramFacts.CallSite]] {
    facts.program.cache.value("categoryTracer.environmentInjections") {
      var byKey: [String: [ProgramFacts.CallSite]] = [:]
      for site in facts.callSites(named: "environment") {
        let arguments = site.call.arguments
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
          case .keyPath(let first, let last) = arguments[0].value
        else { continue }
        let text = facts.program.files[site.scope.fileIndex].tree.text(from: first, through: last)
          .filter { !$0.isWhitespace }
        guard text.hasPrefix("\\.") else { continue }
        byKey[String(text.dropFirst(2)), default: []].append(site)
      }
      return byKey
    }
  }

  /// `name` of an `Environment(\.name)` attribute, as the parser keeps it; nil when the
  /// attributes hold none.
  static func environmentKey(_ attributes: [String]) -> String? {
    for a in attributes {
      let text = a.filter { !$0.isWhitespace }
      guard text.hasPrefix("Environment(\\."), text.hasSuffix(")") else { continue }
      let name = text.dropFirst("Environment(\\.".count).dropLast()
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return String(name) }
    }
    return nil
  }
}
