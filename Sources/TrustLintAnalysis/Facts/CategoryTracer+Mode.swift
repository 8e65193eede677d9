extension CategoryTracer {
  /// Whether a context or a category is being traced, or the payload of an enum case that
  /// carries one (`case evaluate(OperationCategory)`, read by `case .evaluate(let c) = x`).
  indirect enum Mode: Equatable {
    case context, category
    /// Payload `index` of case `caseName` of the values traced; the payload is traced in `inner`.
    case payload(caseName: String, index: Int, inner: Mode)

    /// The mode's part of a memo key.
    var key: String {
      switch self {
      case .context: return "context"
      case .category: return "category"
      case .payload(let name, let index, let inner): return "\(name).\(index).\(inner.key)"
      }
    }

    /// Whether a case payload is being traced.
    var isPayload: Bool {
      if case .payload = self { return true }
      return false
    }
  }
}
