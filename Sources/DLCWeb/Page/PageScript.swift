/// The page's JavaScript, served as `/dlc.js`.
///
/// It shows each screen the server sends (on its stream of events and in the answer to each
/// input) with native controls, and sends each input as one line of the command language, in
/// order. Every text of the application reaches the document through `textContent`, a
/// property or an attribute, never as markup. An element is kept from one screen to the next
/// by its id, so the field a person is typing in keeps its text and cursor.
enum PageScript {
  static let text = #"""
    "use strict";
    (function () {
      const token = document.querySelector('meta[name="dlc-token"]').content;
      const main = document.querySelector("main");
      // The screen is one form, so that a browser offers to fill and save a password typed in
      // it; it is never sent as a form is: each input goes as it is made.
      const form = main.querySelector("form");
      form.addEventListener("submit", (event) => event.preventDefault());
      const heading = document.getElementById("dlc-title");
      const back = document.querySelector("[data-dlc-back]");
      const status = document.getElementById("dlc-status");
      // The page's one live region: what the status says and what a screen pushed by the server
      // changed are read out from here, politely, and from no other node.
      const live = document.getElementById("dlc-live");
      let revision = -1;
      let canGoBack = false;
      // Whether the browser's history holds an entry of the page's own above the page, for the
      // browser's Back button to take away instead of leaving the application. A reload keeps
      // the entry it was on, so the page looks before it adds another.
      const isOwnEntry = (state) => state !== null && typeof state === "object" && state.dlc === true;
      let hasHistoryEntry = isOwnEntry(history.state);
      let nodes = new Map();
      // The texts of labels that the screen being shown changed, to be read out.
      let changes = [];
      let dialog = null;
      const queue = [];
      let sending = false;
      let hasEnded = false;
      let events = null;

      // Line ends as \n and every other control character (a pasted Tab, say) as \u{HEX}:
      // the command language refuses them raw.
      function quote(text) {
        return '"' + String(text).replace(/\\/g, "\\\\").replace(/"/g, '\\"')
          .replace(/\r?\n/g, "\\n")
          .replace(/[\u0000-\u001f\u007f]/g,
            (c) => "\\u{" + c.charCodeAt(0).toString(16).toUpperCase() + "}") + '"';
      }

      function argument(text) {
        return /^[^\s"\\]+$/.test(text) && text[0] !== "#" ? text : quote(text);
      }

      function typed(id, node) {
        send("type " + argument(id) + " " + quote(node.value));
      }

      function send(command) {
        if (hasEnded) return;
        const typed = /^type (\S+) /.exec(command);
        if (typed) {
          // Only the latest text of a field matters: a type still waiting is replaced.
          for (let index = queue.length - 1; index >= 0; index -= 1) {
            if (queue[index].startsWith("type " + typed[1] + " ")) queue.splice(index, 1);
          }
        }
        queue.push(command);
        pump();
      }

      async function pump() {
        if (sending) return;
        sending = true;
        while (queue.length > 0 && !hasEnded) {
          const command = queue.shift();
          try {
            const response = await fetch("/input", {
              method: "POST",
              credentials: "same-origin",
              headers: { "Content-Type": "application/json", "X-DLC-Token": token },
              body: JSON.stringify({ command: command })
            });
            if (response.status === 403) {
              ended();
              break;
            }
            if (response.headers.get("X-DLC-Session") === "renamed") follow();
            const answer = await response.json();
            if (answer.screen) show(answer);
            say(answer.error || "");
          } catch (error) {
            say("The server cannot be reached; your last input may be lost.");
          }
        }
        sending = false;
      }

      // The screen's changes, as the server pushes them. Opened anew when an input's answer
      // names the session anew (at sign-in, say), since the server closes the streams that
      // followed it under its old name.
      function follow() {
        if (events) events.close();
        events = new EventSource("/events");
        events.onmessage = (message) => {
          show(JSON.parse(message.data));
          if (!hasEnded && status.textContent.startsWith("Reconnecting")) say("");
        };
        events.onerror = () => {
          if (events.readyState === EventSource.CLOSED) {
            ended();
          } else if (!hasEnded) {
            say("Reconnecting…");
          }
        };
      }

      function say(text) {
        status.textContent = text;
        status.hidden = text === "";
        if (text !== "") announce(text);
      }

      function announce(text) {
        live.textContent = text;
      }

      function ended() {
        hasEnded = true;
        say("This session has ended.");
        announce("This session has ended. Reload the page to start again.");
        const again = document.createElement("a");
        again.href = "/";
        again.textContent = "Start again";
        status.append(" ", again);
        status.hidden = false;
      }

      function show(answer) {
        if (answer.revision <= revision) return;
        revision = answer.revision;
        canGoBack = answer.canGoBack === true;
        render(answer.screen);
        keepHistoryEntry();
      }

      // While the application can go back, the browser's Back goes back in it; at the first
      // screen it leaves the page, as on any site.
      function keepHistoryEntry() {
        if (canGoBack && !hasHistoryEntry && !hasEnded) {
          history.pushState({ dlc: true }, "");
          hasHistoryEntry = true;
        }
      }

      // A screen that shows another scene than the last says so: the heading takes the focus
      // when the control that had it went with the old screen, so that Tab goes on from the
      // top of the new one, and the live region reads out its title otherwise. On the same
      // scene, the labels whose text changed are read out.
      function render(screen) {
        const title = screen.title || "";
        const isFirst = main.dataset.dlcRendered !== "true";
        const isNewScene = !isFirst &&
          (main.dataset.dlcScene !== (screen.scene || "") || heading.textContent !== title);
        document.title = title || document.title;
        heading.textContent = title;
        back.hidden = !canGoBack;
        main.dataset.dlcScene = screen.scene || "";
        main.dataset.dlcRendered = "true";
        const previous = nodes;
        nodes = new Map();
        changes = [];
        place(form, screen.elements.map((element) => build(element, previous, "")));
        renderAlert(screen.alert);
        if (isFirst || dialog) return;
        const focused = document.activeElement;
        const isFocusLost = !focused || focused === document.body || !focused.isConnected;
        if (isNewScene && isFocusLost) {
          heading.focus();
        } else if (isNewScene) {
          announce(title);
        } else if (changes.length > 0) {
          announce(changes.join(". "));
        }
      }

      function place(parent, children) {
        children.forEach((child, index) => {
          if (parent.children[index] !== child) {
            parent.insertBefore(child, parent.children[index] || null);
          }
        });
        while (parent.children.length > children.length) parent.lastElementChild.remove();
      }

      // An element's node is kept from one screen to the next under the ids of the child
      // scenes around it and its own, so that two that share an id (a scene's and its child's,
      // which the application must not have, but may) each keep their own, and a field keeps
      // its node (and its caret) when a stack around it comes or goes.
      function build(element, previous, around) {
        let key = around + "\n" + element.id;
        while (nodes.has(key)) key += "\n";
        let box = previous.get(key);
        if (!box || box.dlcKind !== element.kind) box = create(element);
        nodes.set(key, box);
        box.hidden = element.hidden === true;
        update(box, element, previous, key, around);
        return box;
      }

      // Enter in a field taps the button of its form, as in a form on any site: the first
      // control after it beside it, past other fields and labels, when that is a button. A
      // field followed by anything else (a list, a switch) belongs to no form, and Enter does
      // nothing. The tap goes after the text typed, in order, so the button sees the text.
      function submitButton(box) {
        for (let next = box.nextElementSibling; next; next = next.nextElementSibling) {
          const kind = next.dlcKind;
          if (kind === "button") return next;
          if (kind !== "field" && kind !== "label") return null;
        }
        return null;
      }

      function control(tag, element) {
        const node = document.createElement(tag);
        node.dataset.dlcId = element.id;
        node.dataset.dlcKind = element.kind;
        return node;
      }

      function create(element) {
        const id = element.id;
        let box;
        let node;
        switch (element.kind) {
          case "label":
            box = node = control("p", element);
            break;
          case "field":
            box = node = control("input", element);
            node.type = element.secure ? "password" : "text";
            node.autocomplete = element.secure ? "current-password" : "off";
            node.addEventListener("input", () => typed(id, node));
            node.addEventListener("keydown", (event) => {
              if (event.key !== "Enter" || event.isComposing) return;
              const submit = submitButton(box);
              if (!submit) return;
              event.preventDefault();
              send("tap " + argument(submit.dataset.dlcId));
            });
            break;
          case "textArea":
            box = node = control("textarea", element);
            node.rows = 4;
            node.addEventListener("input", () => typed(id, node));
            break;
          case "button":
            box = node = control("button", element);
            node.type = "button";
            node.addEventListener("click", () => send("tap " + argument(id)));
            break;
          case "list":
            box = node = control("ul", element);
            node.setAttribute("aria-label", id);
            break;
          case "stack":
          case "row":
            box = node = control("div", element);
            break;
          case "toggle":
            box = document.createElement("label");
            box.className = "dlc-toggle";
            node = control("input", element);
            node.type = "checkbox";
            node.addEventListener("change", () => send("toggle " + argument(id)));
            box.append(node, document.createElement("span"));
            break;
          case "choice":
            box = node = control("fieldset", element);
            node.append(document.createElement("legend"));
            break;
          case "image":
            box = node = control("div", element);
            node.setAttribute("role", "img");
            break;
          case "progress":
            box = document.createElement("div");
            box.className = "dlc-progress";
            node = control("progress", element);
            box.append(node, document.createElement("span"));
            break;
          case "scene":
            box = node = control("section", element);
            break;
          case "tabBar":
            // The tabs change the whole screen, as a site's navigation does: the one showing is
            // the current page, and every tab is a button that Tab reaches.
            box = node = control("nav", element);
            node.setAttribute("aria-label", id);
            break;
          default:
            box = node = control("div", element);
        }
        box.dlcKind = element.kind;
        box.dlcControl = node;
        return box;
      }

      function update(box, element, previous, key, around) {
        const node = box.dlcControl;
        const text = element.text || "";
        if ("disabled" in node) node.disabled = element.enabled === false;
        switch (element.kind) {
          case "label":
            if (node.textContent !== text) {
              if (node.dlcShown && text !== "" && !box.hidden) changes.push(text);
              node.textContent = text;
            }
            node.dlcShown = true;
            break;
          case "field":
          case "textArea":
            node.placeholder = element.placeholder || "";
            node.setAttribute("aria-label", element.placeholder || element.id);
            // The field a person is in keeps what they type, and a secret typed here stays
            // here: the server sends a mask, which is shown only as an emptied field.
            if (document.activeElement !== node) {
              if (element.secure) {
                if (text === "") node.value = "";
              } else if (node.value !== text) {
                node.value = text;
              }
            }
            break;
          case "button":
            node.textContent = text;
            break;
          case "list":
            updateRows(node, element);
            break;
          case "stack":
          case "row":
          case "scene":
            if (element.kind === "scene") {
              node.dataset.dlcChildScene = element.scene || "";
            }
            place(
              node,
              (element.children || []).map((child) =>
                build(child, previous, element.kind === "scene" ? key : around)));
            break;
          case "toggle":
            node.checked = element.on === true;
            box.lastChild.textContent = text;
            break;
          case "choice":
            updateOptions(node, element);
            break;
          case "image":
            node.setAttribute("aria-label", text);
            node.textContent = text;
            if (element.size) {
              node.style.width = element.size.width + "px";
              node.style.height = element.size.height + "px";
            }
            break;
          case "progress":
            if (typeof element.fraction === "number") {
              node.max = 1;
              node.value = element.fraction;
            } else {
              node.removeAttribute("value");
            }
            node.setAttribute("aria-label", text);
            box.lastChild.textContent = text;
            break;
          case "tabBar":
            updateTabs(node, element);
            break;
        }
      }

      // A list is a list of rows, each a button: Tab reaches every row, Enter and Space choose
      // one, and the arrow keys go up and down the rows. The row chosen is the current one.
      function updateRows(list, element) {
        const rows = element.rows || [];
        const items = rows.map((row, index) => {
          let item = list.children[index];
          if (!item) {
            item = document.createElement("li");
            const choose = document.createElement("button");
            choose.type = "button";
            choose.addEventListener("click", () => {
              send("select " + argument(list.dataset.dlcId) + " " + item.dataset.dlcRow);
            });
            choose.addEventListener("keydown", (event) => {
              const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
              if (!step) return;
              const sibling = step > 0 ? item.nextElementSibling : item.previousElementSibling;
              if (!sibling) return;
              event.preventDefault();
              sibling.firstChild.focus();
            });
            item.append(choose);
          }
          item.dataset.dlcRow = String(index + 1);
          const choose = item.firstChild;
          choose.textContent = row;
          choose.disabled = element.enabled === false;
          if (element.selectedRow === index + 1) {
            choose.setAttribute("aria-current", "true");
          } else {
            choose.removeAttribute("aria-current");
          }
          return item;
        });
        place(list, items);
      }

      function updateOptions(fieldset, element) {
        fieldset.firstChild.textContent = element.title || "";
        const options = (element.options || []).map((option, index) => {
          let label = fieldset.children[index + 1];
          if (!label || label.firstChild.dataset.dlcOption !== option) {
            label = document.createElement("label");
            const radio = document.createElement("input");
            radio.type = "radio";
            radio.name = "dlc-choice-" + element.id;
            radio.dataset.dlcOption = option;
            radio.addEventListener("change", () => {
              send("choose " + argument(element.id) + " " + quote(option));
            });
            const title = document.createElement("span");
            title.textContent = option;
            label.append(radio, title);
          }
          label.firstChild.checked = element.text === option;
          label.firstChild.disabled = element.enabled === false;
          return label;
        });
        place(fieldset, [fieldset.firstChild].concat(options));
      }

      function updateTabs(bar, element) {
        const tabs = (element.options || []).map((title, index) => {
          let tab = bar.children[index];
          if (!tab || tab.dataset.dlcTab !== title) {
            tab = document.createElement("button");
            tab.type = "button";
            tab.dataset.dlcTab = title;
            tab.textContent = title;
            tab.addEventListener("click", () => send("tab " + quote(title)));
          }
          if (element.text === title) {
            tab.setAttribute("aria-current", "page");
          } else {
            tab.removeAttribute("aria-current");
          }
          tab.disabled = element.enabled === false;
          return tab;
        });
        place(bar, tabs);
      }

      function renderAlert(alert) {
        if (!alert) {
          if (dialog) {
            dialog.close();
            dialog.remove();
            dialog = null;
          }
          return;
        }
        if (!dialog) {
          dialog = document.createElement("dialog");
          dialog.dataset.dlcAlert = "";
          dialog.setAttribute("role", "alertdialog");
          dialog.setAttribute("aria-modal", "true");
          dialog.setAttribute("aria-labelledby", "dlc-alert-title");
          dialog.setAttribute("aria-describedby", "dlc-alert-message");
          dialog.addEventListener("cancel", (event) => event.preventDefault());
          dialog.addEventListener("keydown", keepFocusIn);
          document.body.append(dialog);
        }
        dialog.className = alert.style === "confirmation" ? "dlc-confirmation" : "";
        // The button a person moved to keeps the focus when the alert is shown anew.
        const focusedId = dialog.contains(document.activeElement)
          ? document.activeElement.dataset.dlcId : null;
        const title = document.createElement("h2");
        title.id = "dlc-alert-title";
        title.textContent = alert.title;
        const message = document.createElement("p");
        message.id = "dlc-alert-message";
        message.textContent = alert.message;
        const buttons = document.createElement("div");
        buttons.className = "dlc-alert-buttons";
        for (const button of alert.buttons) {
          const node = document.createElement("button");
          node.type = "button";
          node.dataset.dlcId = button.id;
          node.dataset.dlcKind = "button";
          if (button.role) node.className = "dlc-" + button.role;
          node.textContent = button.title;
          node.addEventListener("click", () => send("tap " + argument(button.id)));
          buttons.append(node);
        }
        dialog.replaceChildren(title, message, buttons);
        if (!dialog.open) dialog.showModal();
        const kept = Array.from(buttons.children).find((node) => node.dataset.dlcId === focusedId);
        const first = kept || buttons.querySelector("button");
        if (first && !dialog.contains(document.activeElement)) first.focus();
      }

      // Tab and Shift+Tab go round the alert's buttons while it is open, and never leave it
      // for the page behind or the browser's own controls.
      function keepFocusIn(event) {
        if (event.key !== "Tab") return;
        const buttons = Array.from(dialog.querySelectorAll("button:not(:disabled)"));
        if (buttons.length === 0) return;
        const at = buttons.indexOf(document.activeElement);
        const step = event.shiftKey ? -1 : 1;
        const next = at === -1 ? 0 : (at + step + buttons.length) % buttons.length;
        event.preventDefault();
        buttons[next].focus();
      }

      back.addEventListener("click", () => send("back"));
      window.addEventListener("popstate", () => {
        // Forward, back onto the page's own entry, asks nothing of the application.
        hasHistoryEntry = isOwnEntry(history.state);
        if (hasHistoryEntry) return;
        if (canGoBack && !dialog) {
          send("back");
        } else {
          keepHistoryEntry();
        }
      });
      document.addEventListener("keydown", (event) => {
        if (event.key === "Escape" && !dialog && canGoBack) send("back");
      });

      follow();
    })();
    """#
}
