// @ts-check

/**
 * An error the author fixes in a doc (a broken link, an unknown admonition), not a fault of the site's code.
 * Its stack is only its message: `next build` and `next dev` print an error's stack frames under it, and those
 * would show the plugin pipeline (`trough`'s frames), not the doc. Where in the doc is in the message.
 * @param {string} message
 */
export function docError(message) {
  const error = new Error(message);
  // A getter: a caller may add to the message (where the doc is used).
  Object.defineProperty(error, 'stack', { get: () => `Error: ${error.message}` });
  return error;
}
