'use client';

import { useRef, useState } from 'react';

type Props = {
  /** Visible text while idle ("Copy", "Copy page"); "Copied" for a moment after copying. */
  label: string;
  /** Accessible name while idle, when the visible text is too short ("Copy code to clipboard"). */
  ariaLabel?: string;
  /** Announced after copying ("Copied to clipboard"), and shown on failure ("Could not copy the page"). */
  copiedMessage: string;
  failedMessage: string;
  /** Copy this file, fetched on click (a page's Markdown). Without it: the code of the <pre> beside the button. */
  href?: string;
  className?: string;
  children?: React.ReactNode;
};

/**
 * One copy button for code blocks and "Copy page" (one client module keeps docs pages in the JS
 * budget). Strings come from the server, so they cost HTML, not JavaScript.
 */
export function CopyButton({ label, ariaLabel, copiedMessage, failedMessage, href, className, children }: Props) {
  const [status, setStatus] = useState<{ copied?: boolean; error?: string }>({});
  const ref = useRef<HTMLButtonElement>(null);

  async function copy() {
    const pre = ref.current?.parentElement?.querySelector('pre');
    // Line numbers are CSS, so the code's text never includes them.
    const text = href
      ? fetch(href).then((response) => {
          if (!response.ok) throw new Error(`${href} answered HTTP ${response.status}`);
          return response.text();
        })
      : Promise.resolve(((pre?.querySelector('code') ?? pre)?.textContent ?? '').replace(/\n$/, ''));
    try {
      // A pending clipboard item keeps the click's permission (Safari) while a file loads.
      if (href && typeof ClipboardItem === 'function' && navigator.clipboard.write) {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setStatus({ copied: true });
      // Back to the label (a state update after unmount is a no-op in React 18+).
      window.setTimeout(() => setStatus({}), 2000);
    } catch {
      // A failed load explains itself ("Failed to fetch" when offline); otherwise the clipboard refused.
      const reason = await text.then(() => 'the browser refused the clipboard', (error: Error) => error.message);
      setStatus({ error: `${failedMessage}: ${reason}.` });
    }
  }

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={className}
        onClick={copy}
        aria-label={status.copied ? undefined : ariaLabel}
      >
        {children}
        {status.copied ? 'Copied' : label}
      </button>
      <span role="status" className={status.error ? 'copy-error' : 'visually-hidden'}>
        {status.error ?? (status.copied ? copiedMessage : '')}
      </span>
    </>
  );
}
