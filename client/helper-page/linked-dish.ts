/**
 * A dish's link in the menu message (`…/h/TOKEN#r2`) opens that dish's recipe among the folded others:
 * a browser scrolls to a closed <details> but leaves it closed. Cook mode's own addresses (`#cook-r2`) are its own.
 */
export function openLinkedDish() {
  const open = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    const dish = id && !id.startsWith("cook-") ? document.getElementById(id) : null;
    if (!(dish instanceof HTMLDetailsElement)) return;
    dish.open = true;
    dish.scrollIntoView({ block: "start" });
    dish.querySelector("summary")?.focus({ preventScroll: true });
  };
  open();
  addEventListener("hashchange", open);
}
