func patterns() {
  switch result {
  case .success(.unknown): break
  case .failure(let e): break
  case let .success(v): break
  case let x?: break
  case .some(.high): break
  case .none: break
  case nil: break
  case _: break
  case (let a, 0): break
  case is Int: break
  case let n as Int: break
  case 1...5: break
  case Result.success(let v): break
  case .payload(label: let value, _): break
  case Kind.value.description: break
  case .compare(_:): break
  }
  if case .success(let (a, b)) = pair {}
  for case .some(let x) in optionals {}
  let (p, q) = (1, 2)
  guard case let .failure(error)? = maybe else { return }
}

enum Loading {
  case idle
  case loader(Int, String)

  var count: Int {
    switch self {
    // Inside the enum the case needs no dot: a pattern, not a call of `loader`.
    case loader(let n, _): return n
    case let loader(n, _) where n > 0: return n
    case idle: return 0
    }
  }
}

func generic() {
  do {
    try build()
  } catch Tree<Command.Type>.InitializationError
    .recursiveSubcommand(let command)
  {
    report(command)
  } catch Box<Int>.Failure.empty {
  }
  switch value {
  case Outcome<Level>.success(.unknown): break
  case Array<Int>.Index.zero...: break
  default: break
  }
}
