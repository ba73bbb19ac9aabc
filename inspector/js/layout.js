// Resizable panels: a splitter between the page's columns (drag it, or focus it and press the
// arrow keys), and the state tree and timeline resizable in height by their corner (CSS
// `resize`). Column widths are remembered in this browser (localStorage), so a layout chosen
// once stays.

const KEY = "uistate-inspector-columns";
const MIN = 200;     // the narrowest a column gets, in CSS pixels
const STEP = 16;     // how far an arrow key moves a splitter
const GAP = 8;       // a splitter's own width

export function makeColumnsResizable(layout) {
  const columns = [...layout.children].filter((child) => child.classList.contains("column"));
  const splitters = columns.slice(1).map((column, index) => {
    const splitter = document.createElement("div");
    splitter.className = "splitter";
    splitter.tabIndex = 0;
    splitter.setAttribute("role", "separator");
    splitter.setAttribute("aria-orientation", "vertical");
    splitter.setAttribute("aria-label", `resize columns ${index + 1} and ${index + 2}`);
    splitter.dataset.splitter = String(index);
    layout.insertBefore(splitter, column);
    return splitter;
  });
  const widths = () => columns.map((column) => column.getBoundingClientRect().width);
  const apply = (sizes) => {
    // The last column takes what is left, so the page never overflows the window.
    const template = sizes.slice(0, -1).map((size) => `${Math.round(size)}px ${GAP}px`).join(" ");
    layout.style.gridTemplateColumns = `${template} minmax(${MIN}px, 1fr)`;
  };
  const move = (index, delta) => {
    const sizes = widths();
    const room = sizes[index] + sizes[index + 1];
    sizes[index] = Math.min(Math.max(sizes[index] + delta, MIN), room - MIN);
    sizes[index + 1] = room - sizes[index];
    apply(sizes);
    try { localStorage.setItem(KEY, JSON.stringify(widths())); } catch { /* storage off: not remembered */ }
  };
  // The default layout, with splitters in it, until the user resizes.
  layout.style.gridTemplateColumns = `minmax(240px, 1fr) ${GAP}px minmax(320px, 1.4fr) ${GAP}px minmax(320px, 1.4fr)`;
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (Array.isArray(saved) && saved.length === columns.length && saved.every((size) => Number.isFinite(size) && size >= MIN)) apply(saved);
  } catch { /* nothing remembered */ }
  splitters.forEach((splitter, index) => {
    splitter.addEventListener("pointerdown", (event) => {
      event.preventDefault();
      splitter.setPointerCapture(event.pointerId);
      let last = event.clientX;
      const follow = (moved) => {
        move(index, moved.clientX - last);
        last = moved.clientX;
      };
      const stop = () => {
        splitter.removeEventListener("pointermove", follow);
        splitter.removeEventListener("pointerup", stop);
        splitter.removeEventListener("pointercancel", stop);
      };
      splitter.addEventListener("pointermove", follow);
      splitter.addEventListener("pointerup", stop);
      splitter.addEventListener("pointercancel", stop);
    });
    splitter.addEventListener("keydown", (event) => {
      if (event.key === "ArrowLeft") move(index, -STEP);
      else if (event.key === "ArrowRight") move(index, STEP);
      else return;
      event.preventDefault();
    });
  });
}
