'use client';

import { useState } from 'react';

type Status = { copied?: boolean; failed?: boolean; message: string };

/**
 * "Copy page": fetches the page's Markdown (`href`, built on the server) on click and puts it on
 * the clipboard. The icon comes from the server as `children`; the outcome is announced and,
 * when copying fails, shown with the reason.
 */
export function CopyPageButton({ href, children }: { href: string; children?: React.ReactNode }) {
  const [status, setStatus] = useState<Status>({ message: '' });

  async function copy() {
    const text = fetch(href).then(
      (response) => {
        if (!response.ok) throw new Error(`${href} answered HTTP ${response.status}`);
        return response.text();
      },
      () => {
        throw new Error(`${href} could not be loaded; check the connection`);
      },
    );
    try {
      // A pending clipboard item keeps the click's permission (Safari) while the file loads.
      if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
        const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setStatus({ copied: true, message: 'Copied the page as Markdown' });
      // Back to "Copy page" (a state update after unmount is a no-op in React 18+).
      window.setTimeout(() => setStatus({ message: '' }), 2000);
    } catch {
      const loadError = await text.then(() => null, (error: Error) => error.message);
      setStatus({
        failed: true,
        message: `Could not copy the page: ${loadError ?? 'the browser did not allow access to the clipboard'}.`,
      });
    }
  }

  return (
    <>
      <button type="button" className="copy-page-button" onClick={copy}>
        {children}
        {status.copied ? 'Copied' : 'Copy page'}
      </button>
      <span role="status" className={status.failed ? 'copy-page-error' : 'visually-hidden'}>
        {status.message}
      </span>
    </>
  );
}
