import TrustLintSyntax

extension CategoryTracer {
  /// Whether a context or a category is being traced, or the payload of an enum case that
  /// carries one (`case evaluate(OperationCategory)`, read by `case .evaluate(let c) = x`).
  indirect enum Mode: Equatable {
    case context, category
    /// Payload `index` of case `caseName` of the values traced; the payload is traced in `inner`.
    case payload(caseName: String, index: Int, inner: Mode)
    /// Element `index` of tuples of `count` elements (`let (context, _) = makeRequest()`);
    /// the element is traced in `inner`.
    case tupleElement(index: Int, count: Int, inner: Mode)

    /// The mode's part of a memo key.
    var key: String {
      switch self {
      case .context: return "context"
      case .category: return "category"
      case .payload(let name, let index, let inner): return "\(name).\(index).\(inner.key)"
      case .tupleElement(let index, let count, let inner): return "(\(index)/\(count)).\(inner.key)"
      }
    }

    /// Whether a part of a value is traced (a case payload or a tuple element): only values
    /// declared of a fitting type are followed, and the framework's members carry no part.
    var isPayload: Bool {
      switch self {
      case .payload, .tupleElement: return true
      case .context, .category: return false
      }
    }
  }

  /// Whether the written type `typeText` is one of the program's enums with a case `caseName`:
  /// in payload mode only values of such a type are followed (any other property or function
  /// of the program could hold the case name's payload only by coincidence, and following them
  /// all made a project with a large tree beside it trace for minutes).
  func declaresCase(_ typeText: String?, _ caseName: String) -> Bool {
    guard let typeText else { return false }
    var base = Substring(typeText)
    while base.hasSuffix("?") || base.hasSuffix("!") { base = base.dropLast() }
    if let angle = base.firstIndex(of: "<") { base = base[..<angle] }
    let name = base.split(separator: ".").last.map(String.init) ?? String(base)
    return facts.program.index.types(named: name).contains { entry in
      entry.decl.kind == .enum
        && entry.decl.members.contains { member in
          if case .enumCase(let c) = member { return c.names.contains { $0.text == caseName } }
          return false
        }
    }
  }

  /// Whether the written type is a tuple whose element `index` of `count` is the type `inner`
  /// traces (a context or a category), or an array of such tuples (the sequence of a
  /// `for (name, category) in flows` loop: arrays are read element by element).
  func declaresTupleElement(_ type: TypeRef?, index: Int, count: Int, inner: Mode, ownerPath: [String]) -> Bool {
    guard let type, inner == .context || inner == .category else { return false }
    var text = Substring(type.text)
    if text.hasPrefix("[("), text.hasSuffix(")]") { text = text.dropFirst().dropLast() }
    guard let elements = TypeText.tupleElements(of: String(text)), elements.count == count else { return false }
    let element = TypeRef(text: elements[index], first: type.first, last: type.last)
    return classify(element, ownerPath: ownerPath) == Self.type(of: inner)
  }
}
