import Testing

@testable import DLCWeb

struct PageDocumentTests {
  @Test func writesApplicationTextAsText() {
    let html = PageDocument.html(
      token: "t", title: "<img src=x onerror=alert(1)>", scene: "\"><script>")
    #expect(!html.contains("<img"))
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
  }

  @Test func hasNoInlineScriptOrStyle() {
    let html = PageDocument.html(token: "t", title: "T", scene: "S")
    #expect(html.contains("<script src=\"/dlc.js\" defer></script>"))
    #expect(!html.contains("<style"))
    #expect(!html.contains(" style="))
    #expect(!html.contains(" on"))
  }

  @Test func carriesTheTokenAndTheContractsMarks() {
    let html = PageDocument.html(token: "0123", title: "T", scene: "Home")
    #expect(html.contains("<meta name=\"dlc-token\" content=\"0123\">"))
    #expect(html.contains("<main data-dlc-scene=\"Home\">"))
    #expect(html.contains("data-dlc-back"))
  }

  @Test func hasOnePoliteLiveRegion() {
    let html = PageDocument.html(token: "t", title: "T", scene: "S")
    #expect(html.ranges(of: "aria-live=").count == 1)
    #expect(
      html.contains(#"<div id="dlc-live" class="dlc-visually-hidden" aria-live="polite">"#))
    #expect(!html.contains("role=\"status\""))
    #expect(!PageScript.text.contains("aria-live"))
  }

  @Test func aBrowserThatRunsNoScriptIsToldWhyTheScreenIsEmpty() {
    let page = PageDocument.html(token: "t", title: "Atlas", scene: "Welcome")
    #expect(page.contains("<noscript><p>This page needs JavaScript to show the application's"))
  }

  @Test func theScreenIsAFormThatThePageNeverSubmits() {
    let html = PageDocument.html(token: "0123", title: "T", scene: "Home")
    #expect(html.contains("<main data-dlc-scene=\"Home\"><form novalidate></form></main>"))
    #expect(
      PageScript.text.contains(
        #"form.addEventListener("submit", (event) => event.preventDefault());"#))
  }
}
