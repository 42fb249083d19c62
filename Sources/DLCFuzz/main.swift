import Foundation
import FuzzSupport

let options = FuzzOptions.ofThisProcess()
let corpus = ExampleScripts.lines(
  under: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
if corpus.isEmpty {
  FuzzProtocol.writeError(
    "error: no example scripts in \(ExampleScripts.folder); run DLCFuzz from the package's folder\n"
  )
  exit(2)
}
if options.isChild {
  exit(await FuzzChild(options: options, corpus: corpus).run())
}
// A tool that ends before reading all of a script piped to it must not end the fuzzer too.
signal(SIGPIPE, SIG_IGN)
exit(await FuzzSupervisor(options: options, corpus: corpus).run())
