#if DEBUG && !os(Linux)
let mode = "debug"
#elseif swift(>=5.9)
let mode = "new"
#else
let mode = "other"
#endif
let sel = #selector(Model.doThing(_:))
let file = #file, line = #line
if #available(iOS 15.0, *) { run() }
guard #unavailable(iOS 16) else { return }
#warning("fix me")
#sourceLocation(file: "a.swift", line: 10)
#sourceLocation()
#Preview { ContentView() }
let key = #keyPath(Model.value)
