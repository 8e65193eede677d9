import TrustLintSyntax

/// A deterministic text form of flow graphs, for golden tests and debugging. Only nodes
/// reachable from the entry are printed, numbered in breadth-first order; empty nodes with
/// one successor are skipped (their predecessors point past them).
public enum FlowDump {
  /// The dumps of several graphs of one file, separated by blank lines.
  public static func text(_ graphs: [FlowGraph], tree: SyntaxTree) -> String {
    graphs.map { text($0, tree: tree) }.joined(separator: "\n")
  }

  /// The dump of one graph: its objects, then its reachable nodes with events and successors.
  public static func text(_ g: FlowGraph, tree: SyntaxTree) -> String {
    func line(_ t: TokenIndex) -> Int { tree.location(of: t).line }
    func variable(_ v: Int32) -> String {
      let info = g.variables[Int(v)]
      return info.isTemporary ? "t\(v)" : "\(info.name)#\(v)"
    }
    func context(_ c: ExitContext?) -> String {
      switch c {
      case .switchCase(let k)?: return " in case '\(SourceText.caseLabel(tree, keyword: k))'"
      case .catchClause(let t)?: return " in catch line \(line(t))"
      case .guardElse(let t)?: return " in guard-else line \(line(t))"
      case .ifBranch(let t, let isElse)?: return isElse ? " in else of if line \(line(t))" : " in if line \(line(t))"
      case .implicitElse(let t)?: return " in implicit else of if line \(line(t))"
      case .ifConfigClause(let t)?: return " in \(tree.text(of: t)) line \(line(t))"
      case .skippedCall(_, let n)?: return " where '\(tree.text(of: n))' line \(line(n)) is skipped"
      case .skippedClosure(let n)?: return " where '\(tree.text(of: n))' line \(line(n)) skips its closure"
      case .jump(let t, _, _)?: return " after jump line \(line(t))"
      case nil: return ""
      }
    }
    func exit(_ e: Int32) -> String {
      let x = g.exits[Int(e)]
      var s = "\(x.kind.rawValue) line \(line(x.token))"
      if let text = x.text(in: tree) { s += " '\(text)'" }
      return s + context(x.context)
    }
    var out = "body \(g.kind.rawValue) \(g.name) line \(line(g.startToken))"
    if g.isTruncated { out += " (truncated)" }
    out += "\n"
    for (i, o) in g.objects.enumerated() {
      out += "  o\(i): "
      switch o.origin {
      case .creation(let callee): out += "created by '\(callee)'"
      case .parameter(let index): out += "parameter \(index)"
      case .selfValue: out += "self"
      case .borrowed(let name): out += "borrowed from '\(name)'"
      case .captured(let name): out += "captured '\(name)'"
      case .element(let sequence, _): out += "element of '\(sequence)'"
      }
      out += " line \(line(o.token))"
      if o.isOptional { out += " optional" }
      if let l = o.loop { out += " in loop \(l)" }
      out += "\n"
    }
    let (order, forward) = layout(g)
    for n in order {
      out += "  n\(forward.number[n] ?? -1):\n"
      for e in g.nodes[n].events {
        if case .branch(let b) = e {
          out += "    branch" + context(g.branches[Int(b)]) + "\n"
          continue
        }
        out += "    " + event(e, g, variable: variable, exit: exit, line: line) + "\n"
      }
      let succ = g.nodes[n].successors.map { "n\(forward.number[forward.target(Int($0))] ?? -1)" }
      if !succ.isEmpty { out += "    -> " + succ.joined(separator: " ") + "\n" }
    }
    return out
  }

  private struct Forwarding {
    var skip: [Int: Int] = [:]
    var number: [Int: Int] = [:]
    func target(_ n: Int) -> Int {
      var x = n
      var hops = 0
      while let y = skip[x], hops <= skip.count {
        x = y
        hops += 1
      }
      return x
    }
  }

  private static func layout(_ g: FlowGraph) -> ([Int], Forwarding) {
    var f = Forwarding()
    for (i, node) in g.nodes.enumerated() where i != 0 && node.events.isEmpty && node.successors.count == 1 {
      if Int(node.successors[0]) != i { f.skip[i] = Int(node.successors[0]) }
    }
    var order: [Int] = []
    var seen: Set<Int> = [0]
    var queue = [0]
    var head = 0
    while head < queue.count {
      let n = queue[head]
      head += 1
      order.append(n)
      f.number[n] = order.count - 1
      for s in g.nodes[n].successors {
        let t = f.target(Int(s))
        if seen.insert(t).inserted { queue.append(t) }
      }
    }
    return (order, f)
  }

  private static func event(
    _ e: FlowEvent, _ g: FlowGraph, variable: (Int32) -> String, exit: (Int32) -> String, line: (TokenIndex) -> Int
  ) -> String {
    switch e {
    case .create(let o, let v): return "create o\(o) -> \(variable(v))"
    case .borrowAgain(let o, let v): return "borrow o\(o) -> \(variable(v)) where empty"
    case .assign(let to, let from): return "assign \(variable(to)) <- [\(from.map(variable).joined(separator: ", "))]"
    case .report(let s):
      let site = g.reportSites[Int(s)]
      var text = "report \(variable(site.variable)) line \(line(site.token))"
      if let status = site.constantStatus { text += " status .\(status)" }
      return text
    case .call(let s):
      let site = g.callSites[Int(s)]
      let args = site.arguments.map { "\($0.index == -1 ? "self" : String($0.index))=\(variable($0.variable))" }
      let where_ = site.candidates.isEmpty ? (site.isConfiguredConsumer ? " (configured)" : " (unknown)") : ""
      return "call '\(site.name)' line \(line(site.token))\(where_) \(args.joined(separator: " "))"
    case .escape(let v, let t): return "escape \(variable(v)) line \(line(t))"
    case .handOff(let v): return "handoff \(variable(v))"
    case .outcomeRead(let v, let isTest): return "outcome-\(isTest ? "test" : "read") \(variable(v))"
    case .refine(let v, let isNil): return "refine \(variable(v)) \(isNil ? "nil" : "non-nil")"
    case .forget(let objects): return "forget \(objects.map { "o\($0)" }.joined(separator: " "))"
    case .callThrew(let sites): return "threw \(sites.map { "c\($0)" }.joined(separator: " "))"
    case .excuseUnreported(let v): return "excuse \(variable(v))"
    case .produced(let p): return "produced \(variable(g.producerCalls[Int(p)].variable))"
    case .exit(let x): return "exit \(exit(x))"
    case .iterationEnd(let l, let x): return "iteration-end loop \(l) (\(exit(x)))"
    case .discard(let v, let x): return "discard \(variable(v)) (\(exit(x)))"
    case .overwrite(let v, let from, let x):
      return "overwrite \(variable(v)) with [\(from.map(variable).joined(separator: ", "))] (\(exit(x)))"
    case .branch(let b): return "branch \(b)"
    case .threw(let t):
      let x = g.throwSources[Int(t)]
      return "into a catch: \(x.kind.rawValue) line \(line(x.token))"
    case .flagTest(let reported): return reported ? "flag says reported" : "flag says not reported"
    case .flagCondition(let slot, let value, let reported):
      return "flag \(variable(g.conditions[Int(slot)])) is \(value) (else: \(reported ? "reported" : "not reported"))"
    case .setCondition(let slot, let value):
      return "condition \(variable(g.conditions[Int(slot)])) = \(value.map { "\($0)" } ?? "unknown")"
    case .outcomeCases(let v, let possible):
      let names: [(OutcomeCases, String)] = [
        (.failure, "failure"), (.unknown, "unknown"), (.medium, "medium"), (.high, "high"), (.newer, "newer"),
      ]
      return "outcome of \(variable(v)) is " + names.filter { possible.contains($0.0) }.map(\.1).joined(separator: "|")
    case .testCondition(let slot, let value):
      return "condition \(variable(g.conditions[Int(slot)])) is \(value)"
    }
  }
}
