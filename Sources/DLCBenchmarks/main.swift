import Foundation

let options: RunOptions
do {
  options = try RunOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  Console.writeError("error: \(error)\n\n\(RunOptions.usage)")
  exit(2)
}
if options.wantsHelp {
  Console.write(RunOptions.usage)
  exit(0)
}

let entries = BenchmarkCatalog.entries.filter { options.selects($0.name) }
if entries.isEmpty {
  let error = OptionError.noMatch(
    filter: options.filter ?? "", names: BenchmarkCatalog.entries.map(\.name))
  Console.writeError("error: \(error)")
  exit(2)
}

let sampler = Sampler(plan: options.isQuick ? .quick : .full)
var results: [BenchmarkResult] = []
var failed = false
for entry in entries {
  Console.writeError("measuring \(entry.name)…")
  do {
    let result = try await entry.measure(sampler)
    results.append(result)
    if options.isJSON {
      Console.write(JSONLine.encode(result))
    }
  } catch {
    failed = true
    Console.writeError("error: \(entry.name): \(error)")
  }
}
if !options.isJSON {
  Console.write("Machine: \(MachineDescription.current())\n")
  Console.write(ResultTable.render(results))
}
exit(failed ? 1 : 0)
