/// The page's style sheet, served as `/dlc.css`: plain native controls, large enough to touch,
/// in one column that fits a phone-sized window, with text at least 4.5 times as bright or as
/// dark as what is behind it in the light scheme and the dark.
enum PageStyle {
  static let text = #"""
    :root { color-scheme: light dark; --accent: #0a66c2; --on-accent: #fff; --danger: #c62828;
      --muted: #666; --selected: #0a66c233; }
    @media (prefers-color-scheme: dark) {
      :root { --accent: #8ab4f8; --on-accent: #121212; --danger: #ff8a80; --muted: #a0a0a0;
        --selected: #8ab4f833; }
    }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    html { background: Canvas; color: CanvasText; }
    body { margin: 0; font: 16px/1.4 system-ui, sans-serif; }
    header {
      position: sticky; top: 0; display: flex; align-items: center; gap: 0.5rem;
      min-height: 3rem; padding: 0.25rem 1rem; border-bottom: 1px solid #8884;
      background: Canvas;
    }
    header h1 { flex: 1; margin: 0; font-size: 1.15rem; overflow-wrap: anywhere; }
    main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
    main > form { display: flex; flex-direction: column; gap: 0.75rem; }
    main div[data-dlc-kind="stack"], section[data-dlc-kind="scene"] {
      display: flex; flex-direction: column; gap: 0.75rem; }
    div[data-dlc-kind="row"] { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
    p[data-dlc-kind="label"] { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
    input, textarea, button, select { font: inherit; }
    input[type="text"], input[type="password"], textarea {
      width: 100%; padding: 0.6rem; border: 1px solid #888; border-radius: 0.4rem;
      background: Canvas; color: CanvasText; }
    ::placeholder { color: var(--muted); opacity: 1; }
    button { min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: 0.4rem;
      border: 1px solid var(--accent); background: var(--accent); color: var(--on-accent);
      cursor: pointer; }
    header button { background: transparent; color: var(--accent); border-color: transparent; }
    button:disabled, input:disabled, textarea:disabled { opacity: 0.5; cursor: not-allowed; }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    ul[data-dlc-kind="list"] { list-style: none; margin: 0; padding: 0;
      border: 1px solid #8886; border-radius: 0.4rem; }
    ul[data-dlc-kind="list"] li { border-bottom: 1px solid #8884; }
    ul[data-dlc-kind="list"] li:last-child { border-bottom: none; }
    ul[data-dlc-kind="list"] li button { display: block; width: 100%; padding: 0.75rem;
      border: none; border-radius: 0; background: transparent; color: CanvasText;
      text-align: left; overflow-wrap: anywhere; }
    ul[data-dlc-kind="list"] li button[aria-current="true"] { background: var(--selected); }
    ul[data-dlc-kind="list"] li button:focus-visible { outline-offset: -3px; }
    .dlc-toggle { display: flex; align-items: center; gap: 0.5rem; min-height: 2.75rem; }
    .dlc-toggle input { width: 1.4rem; height: 1.4rem; }
    fieldset { border: 1px solid #8886; border-radius: 0.4rem; }
    fieldset label { display: flex; align-items: center; gap: 0.5rem; min-height: 2.25rem; }
    div[data-dlc-kind="image"] { display: flex; align-items: center; justify-content: center;
      box-sizing: border-box; max-width: 100%; padding: 0.15rem; border: 1px solid #888;
      border-radius: 0.4rem; color: var(--muted); font-size: 0.7rem; line-height: 1.1;
      text-align: center; overflow: hidden; overflow-wrap: anywhere; }
    .dlc-progress { display: flex; align-items: center; gap: 0.5rem; }
    .dlc-progress progress { flex: 1; }
    nav[data-dlc-kind="tabBar"] { display: flex; gap: 0.25rem; }
    nav[data-dlc-kind="tabBar"] button { flex: 1; background: transparent; color: var(--accent); }
    nav[data-dlc-kind="tabBar"] button[aria-current="page"] {
      background: var(--accent); color: var(--on-accent); }
    dialog { max-width: min(28rem, 90vw); border: 1px solid #8886; border-radius: 0.75rem;
      box-shadow: 0 0.5rem 2rem #0008; }
    dialog::backdrop { background: #0007; }
    dialog h2 { margin-top: 0; font-size: 1.15rem; }
    .dlc-alert-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; }
    .dlc-destructive { background: var(--danger); border-color: var(--danger); }
    .dlc-cancel { background: transparent; color: var(--accent); }
    .dlc-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px;
      padding: 0; border: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    #dlc-title:focus { outline: none; }
    #dlc-status { max-width: 40rem; margin: 0 auto; padding: 0.5rem 1rem; color: var(--danger); }
    """#
}
