// A postfix `#if` inside an argument list: each clause continues the argument's member chain.
func wrapped(content: () -> some View) -> AnyView {
  AnyView(
    content()
    #if os(iOS)
      .padding()
    #elseif os(macOS)
      .frame(minWidth: 200)
    #else
      .hidden()
    #endif
  )
}

func nested(content: () -> some View) -> AnyView {
  AnyView(
    content()
    #if os(iOS)
      #if DEBUG
        .border(.red)
      #endif
      .padding()
    #endif
    , label: "x"
  )
}
