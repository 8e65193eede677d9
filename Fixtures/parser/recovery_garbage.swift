class C {
  func a() {
    let x = 1 2 3
    ) ] garbage @@ here
    let y = 2
  }
  var z = = 5
  func b() {}
}
}
func after() {}
