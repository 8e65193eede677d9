import TrustLintSyntax

/// How a call is written: its base name, receiver, and whether it is bare (`f(x)`) or an
/// implicit member (`.success(e)`).
struct CallShape {
  var name: Name?
  var receiver: Expr?
  var isBare = false
  var isImplicitMember = false

  init(_ c: CallExpr) {
    switch c.callee {
    case .identifier(let n):
      name = n
      isBare = true
    case .member(let m):
      name = m.name
      receiver = m.base
    case .implicitMember(let n):
      name = n
      isImplicitMember = true
    default:
      break
    }
  }

  static func labels(of c: CallExpr) -> CallLabels {
    CallLabels(
      labels: c.arguments.map { $0.label?.text } + c.trailingClosures.map { $0.label?.text },
      firstTrailingClosure: c.trailingClosures.isEmpty ? nil : c.arguments.count)
  }
}

/// Names of calls that never return.
let neverReturningNames: Set<String> = ["fatalError", "preconditionFailure", "abort", "exit"]

extension GraphBuilder {
  /// Program declarations a call may reach, narrowed by what the receiver says.
  func candidates(for c: CallExpr, _ shape: CallShape, receiverIsEvaluation: Bool) -> [ResolvedCall] {
    guard let name = shape.name?.text, !shape.isImplicitMember else { return [] }
    let labels = CallShape.labels(of: c)
    if shape.isBare, let first = name.utf8.first, first >= 0x41 && first <= 0x5A {
      return index.resolve(name: "init", labels: labels, initializerOf: name)
    }
    let all = index.resolve(name: name, labels: labels)
    guard all.count > 1 || receiverIsEvaluation else { return all }
    let entries = all.map { index.functions[Int($0.function)] }
    if receiverIsEvaluation {
      return zip(all, entries).filter { $0.1.isEvaluationExtension }.map { $0.0 }
    }
    var preferred: [ResolvedCall] = []
    if shape.isBare || isSelf(shape.receiver) {
      if let owner = ownerType { preferred = zip(all, entries).filter { $0.1.ownerPath.last == owner }.map { $0.0 } }
      if preferred.isEmpty && shape.isBare {
        preferred = zip(all, entries).filter { $0.1.ownerPath.isEmpty }.map { $0.0 }
      }
    } else if case .identifier(let typeName)? = shape.receiver, typeName.text.first?.isUppercase == true {
      preferred = zip(all, entries).filter { $0.1.ownerPath.last == typeName.text }.map { $0.0 }
    } else {
      preferred = zip(all, entries).filter { !$0.1.ownerPath.isEmpty }.map { $0.0 }
    }
    return preferred.isEmpty ? all : preferred
  }

  private func isSelf(_ e: Expr?) -> Bool {
    if case .identifier(let n)? = e { return n.text == "self" }
    return false
  }

  /// Whether the call creates an evaluation: `requestEvaluation(…)` (any receiver, any labels,
  /// unless it resolves only to program functions that return something else), a producer of
  /// the program, or a configured producing function.
  func createsEvaluation(_ c: CallExpr, _ shape: CallShape, _ candidates: [ResolvedCall]) -> (Bool, optional: Bool) {
    guard let name = shape.name?.text else { return (false, false) }
    let entries = candidates.map { index.functions[Int($0.function)] }
    if !entries.isEmpty && entries.allSatisfy({ $0.returnsEvaluation }) {
      return (true, entries.contains { $0.returnsOptional })
    }
    if name == "requestEvaluation" && !shape.isImplicitMember { return (entries.isEmpty, false) }
    if entries.isEmpty && options.producingFunctions.contains(name) { return (true, true) }
    return (false, false)
  }

  func lowerCall(_ c: CallExpr) -> Int32? {
    let shape = CallShape(c)
    guard let name = shape.name else {
      _ = lowerExpr(c.callee)
      for a in c.allArguments { escapeValue(a.value, token: c.openToken) }
      return nil
    }
    var receiver: Int32?
    if let r = shape.receiver {
      receiver = lowerExpr(r)
      if receiver == nil, name.text == "reportConsumption", case .identifier(let n) = Self.memberChain(r).root {
        receiver = trackedVariable(n.text)
      }
    } else if shape.isBare, let s = selfVariable, name.text == "reportConsumption" {
      receiver = s
    }
    var arguments: [CallSite.Argument] = []
    for (i, a) in c.allArguments.enumerated() {
      if let v = lowerExpr(a.value) {
        arguments.append(CallSite.Argument(index: i, variable: v, reportSite: -1))
      }
    }
    // Resolution allocates: only calls that can matter are resolved.
    let text = name.text
    let mayMatter =
      receiver != nil || !arguments.isEmpty || text == "requestEvaluation" || index.producerNames.contains(text)
      || index.neverNames.contains(text) || neverReturningNames.contains(text)
      || (shape.isBare && selfVariable != nil && index.evaluationExtensionMethodNames.contains(text))
    var found = mayMatter ? candidates(for: c, shape, receiverIsEvaluation: receiver != nil) : []
    if receiver == nil, shape.isBare, let s = selfVariable,
      found.contains(where: { index.functions[Int($0.function)].isEvaluationExtension })
    {
      receiver = s
      found = found.filter { index.functions[Int($0.function)].isEvaluationExtension }
    }
    if name.text == "reportConsumption" && found.isEmpty {
      for a in arguments { emit(.escape(variable: a.variable, token: name.token)) }
      if let receiver {
        let status = Self.constantStatus(c)
        graph.reportSites.append(
          ReportSite(
            variable: receiver, token: name.token, isDirect: true, constantStatus: status?.text,
            statusToken: status?.token))
        emit(.report(site: Int32(graph.reportSites.count - 1)))
      }
      return nil
    }
    if let receiver, !found.isEmpty {
      arguments.insert(CallSite.Argument(index: -1, variable: receiver, reportSite: -1), at: 0)
    } else if let receiver, c.allArguments.contains(where: { if case .closure = $0.value { true } else { false } }) {
      // `evaluation.map { $0.reportConsumption(…) }`: an unknown method hands the receiver to a closure.
      emit(.escape(variable: receiver, token: name.token))
    }
    if !arguments.isEmpty {
      for k in arguments.indices {
        graph.reportSites.append(
          ReportSite(
            variable: arguments[k].variable, token: name.token, isDirect: false, constantStatus: nil,
            statusToken: nil))
        arguments[k].reportSite = Int32(graph.reportSites.count - 1)
      }
      graph.callSites.append(
        CallSite(
          name: name.text, token: name.token, candidates: found, arguments: arguments,
          isConfiguredConsumer: found.isEmpty && options.consumingFunctions.contains(name.text)))
      emit(.call(site: Int32(graph.callSites.count - 1)))
    }
    if isNeverReturning(shape, found) {
      deadEnd()
      return nil
    }
    let (creates, optional) = createsEvaluation(c, shape, found)
    guard creates else { return nil }
    return createObject(callee: name.text, token: name.token, optional: optional)
  }

  /// A new evaluation held by a temporary (discarded at the end of its statement unless kept).
  func createObject(callee: String, token: TokenIndex, optional: Bool) -> Int32? {
    guard let object = newObject(.creation(callee: callee), token: token, optional: optional) else { return nil }
    let temp = newVariable(callee, temporary: true)
    emit(.create(object: object, into: temp))
    createdObjects.append(object)
    pendingTemps.append(temp)
    tempObjects[temp] = object
    return temp
  }

  private func isNeverReturning(_ shape: CallShape, _ found: [ResolvedCall]) -> Bool {
    guard let name = shape.name?.text else { return false }
    if !found.isEmpty { return found.allSatisfy { index.functions[Int($0.function)].isNever } }
    if shape.isBare { return neverReturningNames.contains(name) }
    if case .identifier(let n)? = shape.receiver, n.text == "Swift" { return neverReturningNames.contains(name) }
    return false
  }

  /// The status of `reportConsumption(.usedIncreasedFriction)` when written as a constant member.
  static func constantStatus(_ c: CallExpr) -> Name? {
    guard let first = c.arguments.first?.value else { return nil }
    switch first {
    case .implicitMember(let n): return n
    case .member(let m):
      if case .identifier = m.base { return m.name }
      return nil
    default: return nil
    }
  }
}
