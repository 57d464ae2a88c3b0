// `import Tabs from '@theme/Tabs'` in a Docusaurus doc (alias in next.config.mjs): this site's own.
export { Tabs as default } from '../Tabs';
