/** A small element builder: this page has no framework, and its few widgets need no more than this. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function button(className: string, label: string, onClick: () => void): HTMLButtonElement {
  const element = h("button", { type: "button", class: className }, label);
  element.addEventListener("click", onClick);
  return element;
}

/** A number or clock inside right-to-left text keeps its left-to-right order. */
export const isolate = (text: string) => `\u2066${text}\u2069`;

/** Says `message` to a screen reader at once (a timer that ended). */
export function announcer(): (message: string) => void {
  const region = h("div", { class: "visually-hidden", "aria-live": "assertive", role: "alert" });
  document.body.append(region);
  return (message) => {
    region.textContent = "";
    // A fresh text node after a tick, so the same message said twice is heard twice.
    setTimeout(() => (region.textContent = message), 50);
  };
}
