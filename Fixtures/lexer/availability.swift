@available(iOS 13.0.1, macOS 10.15, *)
@available(*, deprecated: 2.0, renamed: "newName")
@backDeployed(before: iOS 17.0)
func f() {
  if #available(iOS 15.4, *) { let scale = 1.5 }
}
