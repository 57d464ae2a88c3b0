'use client';

type Props = { targetId: string; className: string; children: React.ReactNode };

/**
 * The skip link's anchor. With JavaScript it moves focus to the target without following the link,
 * as Docusaurus's does: no "#main-content" in the URL, no history entry for Back to undo. Without
 * JavaScript the href does the same (the target has tabindex -1).
 */
export function SkipToContentLink({ targetId, className, children }: Props) {
  return (
    <a
      href={`#${targetId}`}
      className={className}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {children}
    </a>
  );
}
