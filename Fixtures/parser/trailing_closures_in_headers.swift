// A `{` in a statement header opens a trailing closure when its first token is on its line
// and its `}` is followed by `{`, `where`, `,` or a continuation on the same line; otherwise it
// starts the body. A `repeat … while` condition has no body after it.
func headers(_ xs: [Int]) {
  if let y = xs.first.flatMap { $0 + 1 } {
    use(y)
  }
  if let y = xs.map { $0 + 1 }.sorted(by: { $0 > $1 }).first {
    use(y)
  }
  while let y = xs.first(where: { $0 > 1 }), xs.contains { $0 > y } {
    use(y)
  }
  for x in xs.filter { $0 > 4 } where x > 5 {
    use(x)
  }
  switch xs.map { $0 } {
  case []: break
  default: break
  }
  repeat { use(1) } while xs.contains { $0 > 1 }
  if xs.isEmpty { use(0) } else { use(1) }
  if xs.isEmpty { use(2) }
  (use)(3)
  for x in xs { use(x) }
  switch xs.count { case 0: use(4)
  default: break
  }
  if xs.isEmpty {
    use(5) } else if xs.count > 1 { use(6) }
}
