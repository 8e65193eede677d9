func statements() throws {
  if a, let b = c, var d, case .some(let e) = f, #available(iOS 15, *), g == h {
    return
  } else if x {
    throw MyError.bad
  } else {
    fallthroughHelper()
  }
  guard let value = try? load(), value > 0 else { return }
  outer: for case let item? in items where item.isValid {
    inner: while let next = iterator.next() {
      if next { continue outer }
      break inner
    }
  }
  for try await line in url.lines {}
  for (index, element) in list.enumerated() {}
  repeat {
    count += 1
  } while count < 10
  do throws(ParseError) {
    try parse()
  } catch .syntax(let line) where line > 0, .eof {
    print(line)
  } catch let error as NSError {
    print(error)
  } catch is CancellationError {
  } catch {
    print(error)
  }
  defer { cleanup() }
  switch value {
  case 1...5, 10:
    fallthrough
  case let x where x > 100:
    break
  #if DEBUG
  case 42:
    debugPrint()
  #elseif targetEnvironment(simulator)
  case 43:
    break
  #endif
  case _ where flag:
    #if DEBUG
    log()
    #endif
    break
  @unknown case _:
    break
  default:
    break
  }
  #if canImport(TrustInsights)
  import TrustInsights
  #else
  let fallback = true
  #endif
  do {
    let scoped = 1; let other = 2
  }
}

struct Members {
  #if targetEnvironment(simulator)
  var phone: Int
  #else
  var desktop: Int
  #endif
}
for level: Level in levels where level != .high {}
func route(_ screen: Screen) {
  switch screen {
  case .home:
    break
  #if DEBUG
  #elseif STAGING
  case .debugMenu:
    break
  #endif
  default:
    break
  }
}
