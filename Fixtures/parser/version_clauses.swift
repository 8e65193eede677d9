// A clause under `compiler(<V)` (V at most 6.0) or `swift(<V)` (V at most 5.10) is never
// compiled by a Swift 6 compiler, which skips it unparsed: it is parked, like `#if false`.
// Other version checks are parsed as every clause is.
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

func body() {
  #if swift(<5)
  let x = (
  #else
  let x = 1
  #endif
  use(x)
}
