import DLC
import DLCScript
import DLCWeb
import Dispatch
import Foundation

/// `TOOL serve`: serves the application's scenes to browsers until SIGINT or SIGTERM.
@MainActor
struct ServeCommand {
  var tool: SceneTool
  var options: SessionOptions
  var serve: ServeOptions
  var terminal: Terminal

  func run() async -> Int32 {
    let tool = tool
    let values = options.values
    let server = SceneServer(
      name: tool.name,
      configuration: SceneServerConfiguration(
        host: serve.host, port: serve.port, maximumSessions: serve.maximumSessions,
        idleTimeout: serve.idleTimeout, allowedHosts: serve.allowedHosts, link: options.link)
    ) { tool.makeApplication(values) }
    if let link = options.link,
      let problem = LinkTrial.failure(opening: link, in: { tool.makeApplication(values) })
    {
      terminal.writeError("--open: \(problem)", at: nil)
      return 2
    }
    // Each browser holds a descriptor: the tool serves as many as the system lets it.
    SceneServer.raiseOpenFilesLimit()
    do {
      try server.start()
    } catch {
      terminal.writeError(error.description, at: nil)
      // A host or port that cannot be is the command line's fault, as every other option's.
      if case .cannotListen = error { return 1 }
      return 2
    }
    if !server.configuration.isLoopback {
      // A request names the host it is for; only the bound address and the allowed hosts
      // are answered, so that a page of another site cannot reach the server by DNS rebinding.
      let hosts =
        serve.allowedHosts.isEmpty
        ? "; it answers only requests for localhost or the address it is bound to: give the name "
          + "or address browsers reach it by with --allow-host" : ""
      terminal.writeError(
        "warning: serving on \(serve.host), beyond this machine, in plain HTTP with no TLS: "
          + "put a reverse proxy that speaks HTTPS in front of it" + hosts)
    }
    // Ready for the signals that stop it before saying where it is: a program that reads the
    // line may send one at once.
    let signals = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { MainActor.assumeIsolated { server.stop() } }
      source.resume()
      return source
    }
    let url = server.url ?? ""
    if options.json {
      terminal.write(ReadyRecord(tool: tool, url: url).renderJSON())
    } else {
      terminal.write("serving \(tool.name) at \(url)")
    }
    // A session's command that holds the main actor (a loop, a wait that blocks) leaves no
    // browser answered, and no signal handled: the server says so and stops, rather than hang
    // in silence.
    let watchdog = CommandWatchdog(settleLimit: SettleLimits.interactive.giveUpAfter) {
      [terminal] _, _ in
      terminal.writeError(
        "the server's main actor has been held for over "
          + "\(CommandWatchdog.seconds(SettleLimits.interactive.giveUpAfter + CommandWatchdog.grace))"
          + " s by a session's command (a loop, or a wait that blocks instead of awaiting), so no "
          + "browser can be answered; the server stops", at: nil)
    }
    _ = await watchdog.watching(in: "serve", line: 0) {
      await server.waitUntilStopped()
    }
    signals.forEach { $0.cancel() }
    return 0
  }
}
