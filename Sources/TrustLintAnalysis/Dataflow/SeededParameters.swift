/// Parameters of other types than an evaluation type (`Any`, a generic `T`, a protocol) that
/// callers pass a tracked evaluation to. RULES.md makes a call of a function declared in the
/// linted set no escape: the callee's body decides (it reports, keeps, or drops the value). Such
/// a function's graph is built again with those parameters seeded as evaluations, so that its
/// summary says what it does with them; functions of files that are not analysed get a graph
/// only this way. Demand spreads through the seeded graphs (a helper passing the value on to
/// another helper), each parameter is seeded once, and the number of graphs built is capped.
enum SeededParameters {
  /// At most this many graphs are built for seeded parameters; beyond it, parameters stay
  /// escapes (no findings come of an escape).
  static let maxGraphs = 4096

  /// Adds or replaces the graphs of the functions with demanded parameters; returns the seeded
  /// parameters of each function.
  static func add(to graphOf: inout [Int32: FlowGraph], from graphs: [FlowGraph], program: Program) -> [Int32: Set<Int>]
  {
    let index = program.index
    var seeded: [Int32: Set<Int>] = [:]
    // What each built graph was seeded with (what the summaries may rely on).
    var builtSeeds: [Int32: Set<Int>] = [:]
    var queue = graphs
    var built = 0
    while !queue.isEmpty {
      var dirty = Set<Int32>()
      for g in queue {
        for site in g.callSites {
          for c in site.candidates {
            let entry = index.functions[Int(c.function)]
            for arg in site.arguments where arg.index >= 0 && arg.index < c.parameterOfArgument.count {
              let p = c.parameterOfArgument[arg.index]
              guard isSeedable(entry, p), seeded[c.function]?.contains(p) != true else { continue }
              seeded[c.function, default: []].insert(p)
              dirty.insert(c.function)
            }
          }
        }
      }
      queue = []
      for id in dirty.sorted() {
        guard built < maxGraphs else { continue }
        let entry = index.functions[Int(id)]
        let file = program.files[entry.fileIndex]
        guard
          let g = FileGraphs.function(
            entry, tree: file.tree, index: index, options: program.options, seeding: seeded[id] ?? [],
            receivers: program.receivers(file))
        else { continue }
        built += 1
        builtSeeds[id] = seeded[id]
        graphOf[id] = g
        queue.append(g)
      }
    }
    return builtSeeds
  }

  /// Whether parameter `i` of `entry` is one a caller's evaluation can be seeded into: not of an
  /// evaluation type (those are seeded always), not `inout` or variadic (the value is then an
  /// array), not a function type (an evaluation passed there is a closure's capture), and the
  /// function has a body.
  static func isSeedable(_ entry: FunctionEntry, _ i: Int) -> Bool {
    guard entry.decl.hasBody, i >= 0, i < entry.decl.parameters.count, !entry.evaluationParameters[i] else {
      return false
    }
    let p = entry.decl.parameters[i]
    guard !p.isInout, !p.isVariadic, !p.isEscaping, let t = p.type?.text else { return false }
    return !t.contains("->")
  }
}
