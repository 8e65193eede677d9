// The helper the model calls: it prints and changes no stored value.
func audit(_ event: String) {
  print("[audit] \(event)")
}
