func broken() {
  if x {
    foo(
}

func stillFound() {
  ok()
}

func unclosedSwitch(x: Int) {
  switch x {
  case 1:
    call(
  case 2:
    break

func afterSwitch() {}

struct S {
  func m() {
    let a = [1, 2
  }
}
