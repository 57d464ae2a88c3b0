/**
 * Calls `callback` once when `element` first enters the viewport. One IntersectionObserver
 * serves every element: a sidebar can show hundreds of links.
 */
const callbacks = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

export function whenInView(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      callbacks.get(entry.target)?.();
      callbacks.delete(entry.target);
    }
  });
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    callbacks.delete(element);
  };
}
