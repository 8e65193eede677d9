let text = """
    First line with "quotes" and ""two"" quotes
    Interpolated \(value) here
    Continued line \
    joined
    Escaped delimiter \"""
    """
let inline = """
  """
let after = text + inline
