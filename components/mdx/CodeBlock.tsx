import clsx from 'clsx';
import { CopyButton } from './CopyButton';
import styles from './CodeBlock.module.css';

/** Fenced code block: highlighted at build time (rehype-highlight), with a copy button. */
export function CodeBlock({ children, className, ...props }: React.ComponentProps<'pre'>) {
  const language = languageOf(children);
  return (
    <div className={styles.codeBlock} data-language={language}>
      {/* Focusable so keyboard users can scroll long lines. */}
      <pre tabIndex={0} className={clsx(styles.pre, className)} {...props}>
        {children}
      </pre>
      <CopyButton className={styles.copy} />
    </div>
  );
}

function languageOf(children: React.ReactNode): string | undefined {
  if (!children || typeof children !== 'object' || !('props' in children)) return undefined;
  const className = (children.props as { className?: string }).className ?? '';
  return /language-([\w-]+)/.exec(className)?.[1];
}
