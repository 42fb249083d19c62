import DLC
import DLCScript
import Foundation

extension SceneServer {
  /// The name of the session cookie: the port's own, since a browser sends a host's cookies to
  /// every port of it, so that two servers on one machine do not take each other's session.
  var cookieName: String { "dlc-session-\(port ?? 0)" }

  /// The `Set-Cookie` value naming a session. `SameSite=Lax` sends it with a link another site
  /// follows here, so that the link keeps the person's session rather than replacing it; every
  /// input is still guarded by the page's token and its origin.
  func sessionCookie(_ id: String) -> (name: String, value: String) {
    ("Set-Cookie", "\(cookieName)=\(id); HttpOnly; SameSite=Lax; Path=/")
  }
  /// The content security policy of every response: only this server's own script and style.
  static let contentSecurityPolicy = "default-src 'self'"

  /// Answers one request.
  func handle(_ request: HTTPRequest, responder: HTTPResponder) async {
    // A stream of events has sent its head already, and stays open.
    if let response = await response(to: request, responder: responder) {
      responder.respond(response)
    }
  }

  /// The answer to a request, or `nil` when it was answered with a stream.
  private func response(to request: HTTPRequest, responder: HTTPResponder) async -> HTTPResponse? {
    guard requestGuard.acceptsHost(request.header("host")) else {
      return secured(.text(421, "This server does not answer to that host name."))
    }
    let isRead = request.method == "GET" || request.method == "HEAD"
    let response: HTTPResponse
    switch (request.path, isRead) {
    case ("/", true):
      response = await page(for: request)
    case ("/dlc.js", true):
      response = HTTPResponse(
        status: 200, contentType: "text/javascript; charset=utf-8",
        body: Array(PageScript.text.utf8))
    case ("/dlc.css", true):
      response = HTTPResponse(
        status: 200, contentType: "text/css; charset=utf-8", body: Array(PageStyle.text.utf8))
    case ("/dlc.svg", true):
      response = HTTPResponse(
        status: 200, contentType: "image/svg+xml", body: Array(PageDocument.icon.utf8))
    case ("/screen", true):
      guard let session = sessions.session(named: request.cookie(cookieName)) else {
        response = Self.json(403, "{\"error\":\"no session: load the page first\"}")
        break
      }
      session.touch()
      response = Self.json(200, session.envelope)
    case ("/events", true) where request.method == "HEAD":
      response = HTTPResponse(status: 200, contentType: "text/event-stream; charset=utf-8")
    case ("/events", true):
      guard let session = sessions.session(named: request.cookie(cookieName)) else {
        // 204 tells an EventSource to stop reconnecting: the page then offers a new start.
        response = HTTPResponse(status: 204)
        break
      }
      session.touch()
      responder.beginStream(
        secured(
          HTTPResponse(
            status: 200, contentType: "text/event-stream; charset=utf-8",
            headers: [("X-Accel-Buffering", "no")])))
      session.follow(with: EventStream(responder: responder))
      return nil
    case ("/input", false) where request.method == "POST":
      response = await input(request)
    case ("/", _), ("/dlc.js", _), ("/dlc.css", _), ("/dlc.svg", _), ("/screen", _),
      ("/events", _), ("/input", _):
      let allowed = request.path == "/input" ? "POST" : "GET, HEAD"
      response = HTTPResponse(
        status: 405, contentType: "text/plain; charset=utf-8", headers: [("Allow", allowed)],
        body: Array("Method Not Allowed\n".utf8))
    default:
      response = .text(404, "Not Found")
    }
    var answer = secured(response)
    if request.method == "HEAD" {
      answer.headers.append(("Content-Length", "\(answer.body.count)"))
      answer.body = []
    }
    return answer
  }

  /// The page, for the browser's session or a new one; with `?open=LINK`, the link opened
  /// first and a redirect to the page.
  private func page(for request: HTTPRequest) async -> HTTPResponse {
    var headers: [(name: String, value: String)] = []
    let session: WebSession
    if let known = sessions.session(named: request.cookie(cookieName)) {
      session = known
    } else if let new = sessions.newSession() {
      session = new
      headers.append(sessionCookie(new.id))
    } else {
      return HTTPResponse(
        status: 503, contentType: "text/html; charset=utf-8", headers: [("Retry-After", "60")],
        body: Array(PageDocument.busy(limit: configuration.maximumSessions).utf8))
    }
    session.touch()
    if let link = request.queryValue("open") {
      if let reason = await session.apply("open \(Quoting.quoted(link))").error {
        return HTTPResponse(
          status: 404, contentType: "text/html; charset=utf-8", headers: headers,
          body: Array(PageDocument.linkRefused(link, reason: reason).utf8))
      }
      headers.append(("Location", "/"))
      return HTTPResponse(status: 303, headers: headers)
    }
    session.publishIfChanged()
    let screen = session.screen
    let html = PageDocument.html(
      token: session.token, title: screen.title.isEmpty ? name : screen.title,
      scene: screen.scene ?? "")
    return HTTPResponse(
      status: 200, contentType: "text/html; charset=utf-8", headers: headers,
      body: Array(html.utf8))
  }

  /// Runs one input from the page, once the request has shown it comes from the page.
  private func input(_ request: HTTPRequest) async -> HTTPResponse {
    guard requestGuard.isSameOrigin(request) else {
      return Self.json(403, "{\"error\":\"the request does not come from this server's page\"}")
    }
    guard let session = sessions.session(named: request.cookie(cookieName)),
      let token = request.header("x-dlc-token"), token == session.token
    else {
      return Self.json(403, "{\"error\":\"no session or a wrong token: reload the page\"}")
    }
    let type = request.header("content-type")?.lowercased() ?? ""
    guard type == "application/json" || type.hasPrefix("application/json;") else {
      return Self.json(415, "{\"error\":\"send the input as application/json\"}")
    }
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
      let line = object["command"] as? String
    else {
      return Self.json(400, "{\"error\":\"send {\\\"command\\\": LINE}\"}")
    }
    guard WebInput.isInput(line) else {
      return Self.json(
        400,
        "{\"error\":\(WebSession.jsonString("only inputs are accepted: " + WebInput.commandList))}")
    }
    var answer = Self.json(200, await session.apply(line).envelope)
    if session.needsNewID, !session.isEnded {
      // The answer names the session anew; the page then follows its screen under that name.
      sessions.rename(session)
      answer.headers += [sessionCookie(session.id), ("X-DLC-Session", "renamed")]
    }
    return answer
  }

  private func secured(_ response: HTTPResponse) -> HTTPResponse {
    var response = response
    response.headers.append(("Content-Security-Policy", Self.contentSecurityPolicy))
    return response
  }

  private static func json(_ status: Int, _ text: String) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: Array(text.utf8))
  }
}
