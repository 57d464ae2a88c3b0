// `import Admonition from '@theme/Admonition'` in a Docusaurus doc (alias in next.config.mjs): this site's own.
export { Admonition as default } from '../Admonition';
