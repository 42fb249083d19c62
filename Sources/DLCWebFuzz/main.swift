import Foundation
import FuzzSupport

#if canImport(Glibc)
  import Glibc
#endif

let options = WebFuzzOptions.ofThisProcess()
if options.isServer {
  exit(await FuzzServer.serve())
}
FileHandle.standardOutput.write(Data("seed \(options.seed): \(options.requests) requests\n".utf8))
guard let (process, port) = FuzzServer.spawn(), let session = FuzzSession.open(port: port) else {
  FileHandle.standardError.write(Data("error: the server did not start\n".utf8))
  exit(1)
}
let started = ContinuousClock.now
let supervisor = WebFuzzSupervisor(
  generator: RequestGenerator(seed: options.seed, session: session),
  requests: options.requests, hangLimit: options.hangLimit,
  serverGone: { FuzzServer.gone(process) })
let (sent, finding) = supervisor.run(
  until: options.timeLimit.map { started + $0 })
let elapsed = started.duration(to: .now)
kill(process, SIGTERM)
var status: Int32 = 0
waitpid(process, &status, 0)
if let finding {
  let replay = "DLCWebFuzz --seed \(options.seed) --requests \(options.requests)"
  let which = finding.index.map { "request \($0) (\(finding.kind))" } ?? finding.kind
  let sentBytes = finding.index.map { supervisor.generator.request(at: $0).bytes } ?? []
  let shown = String(decoding: sentBytes.prefix(300), as: UTF8.self).debugDescription
  FileHandle.standardError.write(
    Data("error: \(which): \(finding.problem)\nsent: \(shown)\nreplay: \(replay)\n".utf8))
  exit(1)
}
if let within = options.timeLimit, elapsed > within {
  FileHandle.standardError.write(
    Data("error: \(sent) requests took \(elapsed), more than \(within)\n".utf8))
  exit(1)
}
print(
  "\(sent) requests in \(elapsed.formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))): every well-formed one answered, no crash, no hang"
)
