import TrustLintSyntax

/// Value closures of the reactive and promise libraries apps wrap the evaluation in (RxSwift,
/// PromiseKit, ReactiveSwift): `trust.evaluate().observe(on: …).subscribe(onSuccess: {
/// evaluation in … })`, `firstly { trust.evaluate() }.done { evaluation in … }`. When the chain
/// starts at a call of a function of the program declared to return `Single<E>`, `Maybe<E>`,
/// `Observable<E>`, `Promise<E>`, `Guarantee<E>` or `SignalProducer<E, …>` with `E` an
/// evaluation type, the value closure receives that evaluation: a fresh stream made for this
/// subscriber, whose value is the subscriber's alone to handle (as a passthrough subject's
/// `sink`, `GraphBuilder+TypedClosures.swift`). The closure's parameter is then seeded as an
/// evaluation parameter, so that reporting it on some paths only is found at the parameter.
/// Only consumers of the value: `do(onSuccess:)` and PromiseKit's `get`/`tap` only peek at it
/// (it goes on downstream), and a stream read from a property may have other subscribers.
extension GraphBuilder {
  /// Operators that hand on their upstream's values unchanged, with no closure of their own
  /// that could see the value first.
  private static let streamPassThroughOperators: Set<String> = [
    "observe", "observeOn", "subscribe", "subscribeOn", "receive", "delay", "delaySubscription", "timeout",
    "retry", "asSingle", "asObservable", "asMaybe", "share", "start", "startOn",
  ]

  /// The stream types whose first generic argument is the value their subscriber receives.
  private static let streamTypePrefixes = [
    "Single<", "Maybe<", "Observable<", "Promise<", "Guarantee<", "SignalProducer<",
  ]

  /// The position (in `allArguments` order) of the closure that consumes the stream's value:
  /// `subscribe(onSuccess:)`/`subscribe(onNext:)`, PromiseKit's `done`/`then`/`map`/
  /// `compactMap`, Rx's `map`/`flatMap`, ReactiveSwift's `startWithValues`; nil otherwise.
  private static func streamValueClosurePosition(_ c: CallExpr, name: String) -> Int? {
    let count = c.arguments.count + c.trailingClosures.count
    func argument(_ i: Int) -> Argument {
      i < c.arguments.count ? c.arguments[i] : c.trailingClosures[i - c.arguments.count]
    }
    switch name {
    case "subscribe":
      return (0..<count).first { ["onSuccess", "onNext"].contains(argument($0).label?.text ?? "") }
    case "done", "then", "map", "flatMap", "compactMap", "startWithValues":
      // The one closure, trailing or unlabelled; PromiseKit's `on:`/`flags:` beside it.
      let closures = (0..<count).filter { if case .closure = argument($0).value { true } else { false } }
      guard closures.count == 1, argument(closures[0]).label == nil else { return nil }
      for i in 0..<count where i != closures[0] {
        guard let label = argument(i).label?.text, label == "on" || label == "flags" else { return nil }
      }
      return closures[0]
    default:
      return nil
    }
  }

  /// Seeds the value closure of `c` (see the extension's summary) when its stream starts at a
  /// call of the program declared to return a stream of evaluations.
  func noteStreamClosureSeeds(_ c: CallExpr, _ shape: CallShape) {
    guard let name = shape.name?.text, var upstream = shape.receiver,
      let position = Self.streamValueClosurePosition(c, name: name)
    else { return }
    let a = position < c.arguments.count ? c.arguments[position] : c.trailingClosures[position - c.arguments.count]
    guard case .closure(let closure) = a.value, closure.parameters.count == 1 else { return }
    // Back through the pass-through operators to the call that makes the stream; `firstly {
    // trust.evaluate() }` makes the stream its one-expression closure makes.
    var root: CallExpr?
    for _ in 0..<8 {
      guard case .call(let u) = SyntaxQueries.stripped(upstream) else { return }
      let s = CallShape(u)
      if s.isBare, s.name?.text == "firstly", u.arguments.isEmpty, u.trailingClosures.count == 1,
        case .closure(let body) = u.trailingClosures[0].value, body.parameters.isEmpty, body.body.count == 1,
        case .expr(let inner) = body.body[0]
      {
        upstream = inner
        continue
      }
      if let n = s.name?.text, Self.streamPassThroughOperators.contains(n), let r = s.receiver,
        !(n == "subscribe" && Self.streamValueClosurePosition(u, name: n) != nil)
      {
        upstream = r
        continue
      }
      root = u
      break
    }
    guard let root else { return }
    let rootShape = CallShape(root)
    let found = candidates(for: root, rootShape, receiverIsEvaluation: false)
    guard !found.isEmpty else { return }
    var element: String?
    for r in found {
      guard let text = index.functions[Int(r.function)].decl.resultType?.text,
        let prefix = Self.streamTypePrefixes.first(where: { text.hasPrefix($0) }), text.hasSuffix(">"),
        let e = OutcomeWalker.firstGenericArgument(Substring(text).dropFirst(prefix.count).dropLast()),
        element == nil || element == e
      else { return }
      element = e
    }
    guard let element, index.isEvaluationType(element, inFile: fileIndex, ownerPath: ownerPath) else { return }
    closureSeeds[closure.lbrace] = [0: index.isOptionalType(element, inFile: fileIndex)]
  }
}
