/// The page's HTML: one document whose script and style sheet come from this server, so that
/// the content security policy allows nothing inline.
///
/// The script fills the form in `<main>` with the session's screen (a form, so that browsers
/// offer to fill and save a password typed in it); the token in `<meta name="dlc-token">`
/// goes with every input, and only a page from this server can read it. What changes on the
/// screen is read out from `#dlc-live`, the page's one polite live region.
enum PageDocument {
  /// The document for a session.
  ///
  /// - Parameters:
  ///   - token: The session's token for inputs.
  ///   - title: The title of the scene showing, for the document's title until the script runs.
  ///   - scene: The name of the scene showing.
  /// - Returns: The document.
  static func html(token: String, title: String, scene: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="dlc-token" content="\(escaped(token))">
    <title>\(escaped(title))</title>
    <link rel="icon" href="/dlc.svg" type="image/svg+xml">
    <link rel="stylesheet" href="/dlc.css">
    <script src="/dlc.js" defer></script>
    </head>
    <body>
    <header>
    <button type="button" data-dlc-back hidden aria-label="Back">&lsaquo; Back</button>
    <h1 id="dlc-title" tabindex="-1">\(escaped(title))</h1>
    </header>
    <p id="dlc-status" hidden></p>
    <div id="dlc-live" class="dlc-visually-hidden" aria-live="polite"></div>
    <noscript><p>This page needs JavaScript to show the application's screens: allow it \
    for this address, then reload.</p></noscript>
    <main data-dlc-scene="\(escaped(scene))"><form novalidate></form></main>
    </body>
    </html>

    """
  }

  /// The page a new browser gets while the server holds as many sessions as it may.
  ///
  /// - Parameter limit: The most sessions at once.
  /// - Returns: The document.
  static func busy(limit: Int) -> String {
    notice(
      title: "Too many people at once",
      body: """
        <p>This server is already serving \(limit) sessions, as many as it may. \
        Please try again in a few minutes.</p>
        """)
  }

  /// The page a browser gets for an address whose `?open=` link leads nowhere: why, and the
  /// way on to the session's screen, which the link left as it was.
  ///
  /// - Parameters:
  ///   - link: The link, as given.
  ///   - reason: Why it leads nowhere, as opening it said.
  /// - Returns: The document.
  static func linkRefused(_ link: String, reason: String) -> String {
    notice(
      title: "This link leads nowhere",
      body: """
        <p><code>\(escaped(link))</code>: \(escaped(reason))</p>
        <p><a href="/">Go on to the application</a></p>
        """)
  }

  /// A page of its own that says one thing, in the page's style: a heading and its paragraphs.
  private static func notice(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title)</title>
    <link rel="stylesheet" href="/dlc.css">
    </head>
    <body>
    <main>
    <h1>\(title)</h1>
    \(body)
    </main>
    </body>
    </html>

    """
  }

  /// The icon the browser asks for, so that it asks no other address.
  static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\
    <rect width="16" height="16" rx="3" fill="#0a66c2"/></svg>

    """

  /// Text made safe inside an element or a quoted attribute.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
