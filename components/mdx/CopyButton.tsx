'use client';

import { useEffect, useRef, useState } from 'react';

/** Copies the code of the code block it sits in (line numbers are CSS, so never copied). */
export function CopyButton({ className }: { className?: string }) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 1500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    const pre = ref.current?.parentElement?.querySelector('pre');
    const code = (pre?.querySelector('code') ?? pre)?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code.replace(/\n$/, ''));
      setCopied(true);
    } catch {
      console.warn('Could not copy the code block: the clipboard is not available in this browser context.');
    }
  }

  return (
    <button
      ref={ref}
      type="button"
      className={className}
      onClick={copy}
      aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
    >
      {copied ? 'Copied' : 'Copy'}
      <span className="visually-hidden" role="status">
        {copied ? 'Copied to clipboard' : ''}
      </span>
    </button>
  );
}
