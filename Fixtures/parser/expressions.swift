func expressions() async throws {
  x = a ?? b ?? c
  y = a || b && c == d + e * f
  z = cond ? first : second ? third : fourth
  total += value as? Int ?? 0
  let typed = value as! String
  let isString = value is String
  let forced = optional!.member?.chain!.end
  let r = try? compute()
  let f = try! compute()
  let awaited = await task.value
  let list = [1, 2, 3]
  let dict = ["a": 1, "b": 2]
  let empty: [String: Int] = [:]
  let tuple = (1, label: "two")
  let range = 0..<10
  let open = items[1...]
  let negative = -x + !flag
  let path = \Person.name.count
  let rootless = \.isEnabled
  let sel = #selector(handle(_:))
  let line = #line
  let generic = Array<Int>()
  let nested = Dictionary<String, Array<Int>>.init()
  let comparison = a < b && c > d
  let typeArg = InsightEvaluation<IsLikelyBeingCoachedInsight>.self
  let fn = reportConsumption(_:)
  let op = numbers.reduce(0, +)
  items.sorted { $0 < $1 }.forEach { print($0) }
  UIView.animate(withDuration: 0.3) {
    view.alpha = 0
  } completion: { finished in
    done()
  }
  let handler = { [weak self, count = total] (value: Int, _ other: String) async throws -> Bool in
    guard let self else { return false }
    return value > count
  }
  let short = { a, b in a + b }
  let plain = { print("hi") }
  let result = if flag { 1 } else { 2 }
  let label = switch kind {
  case .a: "A"
  default: "B"
  }
  if items.contains(where: { $0 > 1 }) {
  }
  while queue.isEmpty == false {}
  let chained = builder
    .first()
    .second()
  foo()
  (bar)
  value = computed
  [1, 2].forEach(log)
  print(#externalMacro(module: "M", type: "T"))
  let cast = (x as AnyObject) === (y as AnyObject)
  let shift = a>>b
  let closures = zip(a, b).map { ($0, $1) }
}
let total = spans.Swift::reduce(into: 0) { $0 += $1.count }
let larger = Swift::max(1, 2)

// `any` and `some` glued to a parenthesis call functions of those names (ReactiveSwift).
func combined(_ producers: [Int]) -> Bool {
  return any(producers.map { $0 > 0 }) || some(producers)
}
func rp<each T>(_ t: repeat each T) -> (repeat [each T]) { (repeat [each t]) }
func styled(_ label: Label) {
  show(
    label
#if os(iOS)
      .bold()
#else
      .italic()
#endif
  )
}
let chained = base
  .first()
  #if CONFIG
    #if INNER
    .second()
    #endif
  #endif
let inlineArray = [4 of Int](repeating: 0)
let nestedInline = [2 of [3 of Int]](repeating: .init(repeating: 0))
let negativeVector = Vector<-2, Int>()
let inlineSize = MemoryLayout<InlineArray<4, UInt8>>.size
