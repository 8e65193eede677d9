/// Hand-written option scanning shared by the commands: `--opt value`, `--opt=value`, flags,
/// and `--` ending the options. Each command lists the options it accepts.
struct ArgumentScanner {
  /// A scanned argument: a flag, an option with its value, or a positional argument.
  enum Item: Equatable {
    case flag(String)
    case option(String, String)
    case positional(String)
  }

  /// Options that take a value, by their `--name`.
  let valued: Set<String>
  /// Options that take no value.
  let flags: Set<String>

  /// The spellings of the help flag every command accepts where an option may stand.
  static let helpNames: Set<String> = ["--help", "-h"]
  /// The item a help flag scans to, whichever spelling was used.
  static let helpFlag = "--help"

  /// Whether `arguments` scan without a mistake and hold a help flag (`--help` or `-h`
  /// before `--`, and not as an option's value).
  func asksForHelp(_ arguments: [String]) -> Bool {
    guard case .success(let items) = scan(arguments) else { return false }
    return items.contains(.flag(ArgumentScanner.helpFlag))
  }

  /// Splits `arguments` into items, or returns the message of the first bad argument.
  func scan(_ arguments: [String]) -> Result<[Item], UsageError> {
    var items: [Item] = []
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        items.append(.positional(argument))
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if ArgumentScanner.helpNames.contains(argument) {
        items.append(.flag(ArgumentScanner.helpFlag))
      } else if flags.contains(name) {
        if inlineValue != nil { return .failure(UsageError("option '\(name)' takes no value")) }
        items.append(.flag(name))
      } else if valued.contains(name) {
        if let inlineValue {
          if inlineValue.isEmpty { return .failure(UsageError("option '\(name)' needs a value")) }
          items.append(.option(name, inlineValue))
        } else if index < arguments.count && !arguments[index].hasPrefix("--") && !arguments[index].isEmpty {
          items.append(.option(name, arguments[index]))
          index += 1
        } else {
          return .failure(UsageError("option '\(name)' needs a value"))
        }
      } else {
        return .failure(UsageError("unknown option '\(name)'"))
      }
    }
    return .success(items)
  }
}

/// A command-line mistake; the message names the argument.
struct UsageError: Error, Equatable {
  /// What is wrong, naming the argument.
  let message: String
  /// A mistake described by `message`.
  init(_ message: String) { self.message = message }
}
