let extended = #/a/b/#
let double = ##/contains /# inside/##
let multiline = #/
  (?<year>\d{4}) - (?<month>\d{2})
  /#
let afterOperator = x ?? #/fallback/#
