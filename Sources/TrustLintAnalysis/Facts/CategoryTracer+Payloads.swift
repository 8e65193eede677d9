import TrustLintSyntax

/// A category carried in the payload of the app's own enum to a parameter nothing calls in the
/// program: `Reduce { state, action in switch action { case let .evaluate(category): … } }`
/// (The Composable Architecture runs the reducer; the program only sends
/// `store.send(.evaluate(.other))`).
extension CategoryTracer {
  /// Where `case let .evaluate(category) = action` finds no value for `action` (a parameter
  /// no call site in the program passes): the payload of every construction of that case the
  /// program writes, `.evaluate(.other)` or `GateFeature.Action.evaluate(.payment)`, with as
  /// many payload values as the pattern binds. Only a case the program's enums declare alike,
  /// with a category (or context) at that position, is looked up; a function of that name is
  /// not a construction, and two enums declaring the case with different payloads say nothing.
  func payloadConstructions(
    _ p: BodyScope.PayloadOrigin, in owner: BodyScope, mode: Mode, depth: Int
  ) -> [CategoryLeaf] {
    guard canFollow(from: depth), case .payload(_, _, let inner) = mode,
      case .identifier(let n) = SyntaxQueries.stripped(p.subject),
      case .parameter? = owner.lookup(n.text)?.binding,
      let declared = facts.payloadElementTypes(ofCaseInAnyEnum: p.caseName), declared.types.count == p.count,
      classify(TypeRef(text: declared.types[p.index], first: 0, last: 0), ownerPath: declared.scope)
        == Self.type(of: inner)
    else { return [] }
    var result: [CategoryLeaf] = []
    for site in facts.callSites(named: p.caseName) where site.call.allArguments.count == p.count {
      switch SyntaxQueries.stripped(site.call.callee) {
      case .implicitMember:
        break
      case .member(let m):
        // `Action.evaluate(…)`: a case written with its enum's name, not a method of a value.
        guard let path = SyntaxQueries.typePathText(m.base),
          let last = path.split(separator: ".").last.map(String.init),
          facts.program.index.types(named: last).contains(where: { $0.decl.kind == .enum })
        else { continue }
      default:
        continue
      }
      result += origins(.call(site.call), in: site.scope, mode: mode, depth: depth + 1, args: nil)
    }
    return result
  }
}
