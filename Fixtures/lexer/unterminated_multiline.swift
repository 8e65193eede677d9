let ok = 1
let broken = """
    never closed
