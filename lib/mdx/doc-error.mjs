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
  // @mdx-js/loader puts "<file>:<name>: " before the message, which Next prints after the name again
  // ("FrontMatterError: x.md:FrontMatterError: Malformed front matter in content/docs/x.md…"): the
  // message names the file already, and the dev overlay cuts a long line short. Other changes are kept.
  let message = error.message;
  Object.defineProperty(error, 'message', {
    get: () => message,
    set: (value) => {
      const text = String(value);
      const added = text.slice(0, text.length - message.length);
      const loaderPrefix = text.endsWith(message) && added.endsWith(`:${error.name}: `) && !added.includes('\n');
      if (!loaderPrefix) message = text;
    },
    configurable: true,
  });
  return error;
}
