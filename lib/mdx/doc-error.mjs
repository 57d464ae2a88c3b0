// @ts-check

/**
 * An error the author fixes in a doc (a broken link, an unknown admonition), not a fault of the site's code.
 * Its stack is only its message: `next build` and `next dev` print an error's stack frames under it, and those
 * would show the plugin pipeline (`trough`'s frames), not the doc. Where in the doc is in the message.
 * @param {string} message
 */
export function docError(message) {
  return withoutStackFrames(new Error(message));
}

/**
 * Makes an author's error print as its name and message only (see docError). A getter: a caller may
 * add to the message afterwards (where the doc or id is used).
 * @template {Error} E
 * @param {E} error
 * @returns {E}
 */
export function withoutStackFrames(error) {
  Object.defineProperty(error, 'stack', { get: () => `${error.name}: ${error.message}` });
  return error;
}
