/** Where each platform of the page share menu sends the visitor (docs/spec.md §4 "Page share menu"). */
export function whatsappShareUrl(message: string, origin: string) {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${origin}`)}`;
}

export function xShareUrl(message: string, origin: string) {
  return `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${encodeURIComponent(origin)}`;
}

export function facebookShareUrl(origin: string) {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(origin)}`;
}
