/// The script every HTML page gets from the preview server (never on disk), and how it is put in.
enum LiveReloadScript {
    /// The tag added to each page, just before `</body>` (at the end when there is none).
    static let tag = Array("<script src=\"\(LiveReload.scriptPath)\"></script>\n".utf8)

    /// Listens to ``LiveReload``'s events: reloads on `reload`, or on `hello` with a generation
    /// other than the first one seen (the server restarted or rebuilt while disconnected); shows
    /// `failure` over the page. `EventSource` reconnects by itself. `window.marqueeLiveReload`
    /// says when it listens (for the browser test).
    static let source = """
        (function () {
          "use strict";
          if (!window.EventSource) { return; }
          var seen = null;
          function show(text) {
            var box = document.getElementById("marquee-build-error");
            if (!box) {
              box = document.createElement("pre");
              box.id = "marquee-build-error";
              box.setAttribute("role", "alert");
              box.style.cssText = "position:fixed;top:0;left:0;right:0;z-index:2147483647;margin:0;" +
                "padding:1em 1.25em;max-height:70vh;overflow:auto;background:#fff1f0;color:#7a0000;" +
                "border-bottom:3px solid #c00;font:14px/1.45 ui-monospace,monospace;white-space:pre-wrap;text-align:left";
              document.body.appendChild(box);
            }
            box.textContent = "Marquee: the last rebuild failed; this is the last good site.\\n\\n" + text;
          }
          var events = new EventSource("\(LiveReload.eventsPath)");
          events.addEventListener("hello", function (event) {
            if (seen !== null && seen !== event.data) { location.reload(); return; }
            seen = event.data;
            window.marqueeLiveReload = "listening";
          });
          events.addEventListener("reload", function () { location.reload(); });
          events.addEventListener("failure", function (event) { show(event.data); });
        })();

        """

    /// `page` with ``tag`` before its last `</body>` (any case), or at its end.
    static func inject(into page: [UInt8]) -> [UInt8] {
        let closing = Array("</body".utf8)
        var index = page.count - closing.count
        while index >= 0 {
            if page[index] == UInt8(ascii: "<") && zip(page[index...].prefix(closing.count), closing).allSatisfy({ lowercased($0) == $1 }) {
                return Array(page[..<index]) + tag + Array(page[index...])
            }
            index -= 1
        }
        return page + tag
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
