import TrustLintSyntax

/// How a call is written: its base name, receiver, and whether it is bare (`f(x)`) or an
/// implicit member (`.success(e)`).
struct CallShape {
  var name: Name?
  var receiver: Expr?
  var isBare = false
  var isImplicitMember = false

  init(_ c: CallExpr) {
    switch c.callee {
    case .identifier(let n):
      name = n
      isBare = true
    case .member(let m):
      name = m.name
      receiver = m.base
    case .implicitMember(let n):
      name = n
      isImplicitMember = true
    default:
      break
    }
  }

  static func labels(of c: CallExpr) -> CallLabels {
    CallLabels(
      labels: c.arguments.map { $0.label?.text } + c.trailingClosures.map { $0.label?.text },
      firstTrailingClosure: c.trailingClosures.isEmpty ? nil : c.arguments.count)
  }
}

/// Whether a call of this name never returns (`fatalError`, `preconditionFailure`, `abort`,
/// `exit`). A `switch` rather than a set: asked for every call, it should not hash.
@inline(__always)
func isNeverReturningName(_ name: String) -> Bool {
  switch name {
  case "fatalError", "preconditionFailure", "abort", "exit": return true
  default: return false
  }
}
