/**
 * A view over the page opened by the address's fragment (cook mode's `#cook-r1`, the Reply sheet's `#reply`), so
 * the phone's Back button closes it and a reload keeps it open. `show` is called with the fragment whenever it
 * names the view, `hide` when it no longer does; `exit()` closes it from inside (✕, Escape) the way it was opened:
 * back in the history when this visit added the entry, else by dropping the fragment.
 */
export function hashView(names: (hash: string) => boolean, show: (hash: string) => void, hide: () => void) {
  // Whether this visit added the fragment to the history, so closing goes back instead of leaving a stale entry.
  let openedHere = false;
  const route = (navigated: boolean) => {
    if (names(location.hash)) {
      if (navigated) openedHere = true;
      show(location.hash);
    } else {
      openedHere = false;
      hide();
    }
  };
  addEventListener("hashchange", () => route(true));
  route(false);
  return {
    exit() {
      if (openedHere) {
        openedHere = false;
        history.back();
      } else {
        history.replaceState(history.state, "", location.pathname + location.search);
        hide();
      }
    },
  };
}
