func rules() {
  let a = foo
  (bar)
  let b = items
  [0]
  let c = chain
    .member
  let d = first
    + second
  let e = value
  -1
  return
}
func returns() -> Int {
  return
    compute()
}
var observed: Int = initial {
  didSet { changed() }
}
