let one = #"raw \n "quoted" \(notInterpolated)"#
let two = ##"contains "# and \#(stillRaw)"##
let interp = #"value: \#(value + 1)"#
let quoteOnly = #"""#
let multi = #"""
    raw multi-line with """ inside
    and \#(interpolated)
    """#
let extraPounds = #"x"##
