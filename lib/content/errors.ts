import { closestName } from '../closest-name.mjs';
import { withoutStackFrames } from '../mdx/doc-error.mjs';

/** The error raised whenever code asks for a doc or sidebar id that does not exist. */
export class MissingIdError extends Error {
  /** Where the id is written, when not in the sidebars file (a _category_ file's "link"). */
  declare writtenIn?: string;

  constructor(
    readonly kind: 'Doc' | 'Sidebar',
    readonly id: string,
    available: readonly string[],
  ) {
    const meant = closestName(id, available);
    super(`${kind} id "${id}" not found.${meant ? ` Did you mean "${meant}"?` : ''} Available ids: ${available.join(', ')}`);
    this.name = 'MissingIdError';
    // The author fixes a sidebar or a doc, not the site's code: no stack frames under the message,
    // which callers complete with where the id is written.
    withoutStackFrames(this);
  }
}
