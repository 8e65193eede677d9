// A clause under `compiler(<V)` (V at most 6.0) or `swift(<V)` (V at most 5.10) is never
// compiled by a Swift 6 compiler, which skips it unparsed: it is parked, like `#if false`.
// Other version checks are parsed as every clause is, but a clause that holds for every Swift 6
// compiler (`swift(>=V)` with V at most 5.10, `compiler(>=V)` with V at most 6.0, `true`) is taken
// like an `#else` (no condition in the tree) and the clauses after it are skipped unparsed.
#if swift(<5.9)
extension Color {
  static var old = Color("old")
}
}
#endif

#if compiler(<6)
  #if os(iOS)
    func legacy() { { }
  #else
    not swift at all
  #endif
#elseif swift(<5.10.0)
  func older() {
#else
func current() {}
#endif

#if compiler(<6.1)
func parsedForSix() {}
#elseif swift(>=5.9)
func parsedToo() {}
#endif

#if swift(>=5.9)
func modern() {}
#elseif compiler(>=5.8)
  func older() { {
#else
  not swift at all
#endif

func body() {
  #if swift(<5)
  let x = (
  #else
  let x = 1
  #endif
  use(x)
}
