import { ExternalLinkIcon } from '@/components/icons/Icons';

/** Icon and screen reader text for links that open in a new tab. */
export function ExternalLinkHint() {
  return (
    <>
      <ExternalLinkIcon />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </>
  );
}
