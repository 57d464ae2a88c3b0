import clsx from 'clsx';

// Icons rendered on the server and handed to client components as props. Each is an empty
// element painted by components/icons/Icons.css (the SVG as a CSS mask in the text colour), so
// its path data is in the cached stylesheet once, not in every page's HTML and payload.

type IconProps = { className?: string };

/** A decorative icon: `name` is its modifier in Icons.css (`icon--sun`). */
function Icon({ name, className }: IconProps & { name: string }) {
  return <span className={clsx('icon', `icon--${name}`, className)} aria-hidden="true" />;
}

export function SunIcon({ className }: IconProps) {
  return <Icon name="sun" className={className} />;
}

export function MoonIcon({ className }: IconProps) {
  return <Icon name="moon" className={className} />;
}

export function LanguageIcon() {
  return <Icon name="language" />;
}

export function MenuIcon() {
  return <Icon name="menu" />;
}

/** 20 px; `small`: 14 px (the announcement bar). */
export function CloseIcon({ small = false }: { small?: boolean }) {
  return <Icon name="close" className={small ? 'icon--small' : undefined} />;
}

export function SearchIcon() {
  return <Icon name="search" />;
}

export function EditIcon() {
  return <Icon name="edit" />;
}

export function CopyPageIcon() {
  return <Icon name="copy-page" />;
}

export function ChevronDownIcon({ className }: IconProps) {
  return <Icon name="chevron-down" className={className} />;
}

export function HomeIcon() {
  return <Icon name="home" />;
}

export function ExternalLinkIcon() {
  return <Icon name="external" />;
}
